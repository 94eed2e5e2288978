import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite struct KeyboardQuirksTests {
    /// iPhone 8: 375×667, keyboards 258 / 225 pt.
    private func keyboard(_ quirks: KeyboardQuirks, device: KeyboardDeviceProfile = .classicPhone) -> KeyboardSimulator
    {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        keyboard.quirks = quirks
        return keyboard
    }

    private func kinds(_ events: some Sequence<KeyboardEvent>) -> [KeyboardEvent.Kind] { events.map(\.kind) }

    @Test func withoutQuirksTheSequencesAreClean() {
        let keyboard = keyboard([])
        keyboard.show()
        keyboard.moveFocus()
        keyboard.hide()
        #expect(
            kinds(keyboard.posted) == [
                .willChangeFrame, .willShow, .didChangeFrame, .didShow, .willChangeFrame, .willShow, .didChangeFrame,
                .didShow, .willChangeFrame, .willHide, .didChangeFrame, .didHide,
            ])
    }

    @Test func duplicatePostsRepeatEveryWillChangeFrameFirstWithoutAnimation() throws {
        let keyboard = keyboard(.duplicatePosts)
        keyboard.show()
        #expect(kinds(keyboard.posted) == [.willChangeFrame, .willChangeFrame, .willShow, .didChangeFrame, .didShow])
        let (first, second) = (keyboard.posted[0], keyboard.posted[1])
        #expect(first.endFrame == second.endFrame)
        #expect(first.duration == 0 && first.curve == .easeInOut)
        #expect(second.duration == 0.25 && second.curve == .keyboard)
    }

    @Test func aFocusMoveCanMissItsWillShow() {
        let keyboard = keyboard(.missingWillShowOnFocusChange)
        keyboard.show()
        let shown = keyboard.posted.count
        keyboard.moveFocus()
        #expect(kinds(keyboard.posted.dropFirst(shown)) == [.willChangeFrame, .didChangeFrame])
    }

    @Test func zeroSizeFramesBeginShowsAndFollowHides() {
        let keyboard = keyboard(.zeroSizeFrames)
        keyboard.show()
        #expect(keyboard.posted.allSatisfy { $0.beginFrame == .zero })
        keyboard.togglePredictiveBar()
        #expect(keyboard.posted.last?.beginFrame == keyboard.dockedFrame(height: 258))
        let before = keyboard.posted.count
        keyboard.hide()
        let hide = Array(keyboard.posted.dropFirst(before))
        #expect(
            kinds(hide) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide, .willChangeFrame, .didChangeFrame])
        #expect(hide.suffix(2).allSatisfy { $0.endFrame == CGRect(x: 0, y: 667, width: 375, height: 0) })
    }

    @Test func aShortEndFrameOnHideSitsOnTheBottomEdge() {
        let keyboard = keyboard(.shortEndFrameOnHide)
        keyboard.show()
        let before = keyboard.posted.count
        keyboard.hide()
        #expect(
            keyboard.posted.dropFirst(before).allSatisfy { $0.endFrame == CGRect(x: 0, y: 623, width: 375, height: 44) }
        )
        #expect(keyboard.frame == CGRect(x: 0, y: 667, width: 375, height: 258))  // the truth: parked below
    }

    @Test func reduceMotionEndsAHideAtSeventyOnePointsAndWinsOverTheShortFrame() {
        let keyboard = keyboard([.reduceMotionEndFrameOnHide, .shortEndFrameOnHide])
        keyboard.show()
        let before = keyboard.posted.count
        keyboard.hide()
        #expect(
            keyboard.posted.dropFirst(before).allSatisfy { $0.endFrame == CGRect(x: 0, y: 596, width: 375, height: 71) }
        )
    }

    @Test func infiniteHideFramesAreBoxedAndReadAsZero() throws {
        let keyboard = keyboard(.infiniteEndFrameOnHide)
        keyboard.show()
        keyboard.hide()
        let willHide = try #require(keyboard.notifications.first { $0.name == KeyboardNotificationName.willHide })
        let boxed = try #require(willHide.userInfo?[KeyboardUserInfoKey.frameEnd] as? NSValue)
        #expect(try #require(GeometryBox.rect(in: boxed)).origin.x.isInfinite)
        #expect(try KeyboardEvent(notification: willHide).endFrame == .zero)
        let hides = keyboard.posted.suffix(4)
        #expect(hides.filter(\.kind.isHide).allSatisfy { $0.endFrame == .zero })
        #expect(
            hides.filter { !$0.kind.isHide }.allSatisfy { $0.endFrame == CGRect(x: 0, y: 667, width: 375, height: 258) }
        )
    }

    @Test func didNotificationsCanLackTheAnimationKeys() throws {
        let keyboard = keyboard(.didNotificationsWithoutAnimationKeys)
        keyboard.show()
        keyboard.hide()
        for note in keyboard.notifications {
            let info = try #require(note.userInfo)
            let kind = try #require(KeyboardEvent.Kind(notificationName: note.name))
            #expect((info[KeyboardUserInfoKey.animationDuration] == nil) == !kind.isWill)
            #expect((info[KeyboardUserInfoKey.animationCurve] == nil) == !kind.isWill)
        }
        #expect(keyboard.posted.filter { !$0.kind.isWill }.allSatisfy { $0.duration == 0 && $0.curve == .easeInOut })
        #expect(keyboard.posted.filter(\.kind.isWill).allSatisfy { $0.duration == 0.25 && $0.curve == .keyboard })
    }

    @Test func minimalUserInfoCarriesOnlyTheEndFrameAndHidesNothing() throws {
        let keyboard = keyboard(.minimalUserInfo)
        keyboard.show()
        let shownFrame = keyboard.frame
        let showCount = keyboard.notifications.count
        keyboard.hide()
        for (index, note) in keyboard.notifications.enumerated() {
            let kind = try #require(KeyboardEvent.Kind(notificationName: note.name))
            if kind.isHide {
                #expect(note.userInfo == nil)
            } else {
                #expect(note.userInfo?.count == 1)
                let boxed = try #require(note.userInfo?[KeyboardUserInfoKey.frameEnd] as? NSValue)
                let end = try #require(GeometryBox.rect(in: boxed))
                #expect(index < showCount ? end == shownFrame : end.minY == 667)
            }
        }
        // What the kit reads from them: the documented defaults.
        let shows = keyboard.posted.filter { !$0.kind.isHide }
        #expect(!shows.isEmpty && shows.allSatisfy { $0.beginFrame == nil && $0.isLocal == nil })
        #expect(shows.filter(\.kind.isWill).allSatisfy { $0.duration == 0.25 && $0.curve == .keyboard })
        #expect(keyboard.posted.filter(\.kind.isHide).allSatisfy { $0.endFrame == .zero })
    }

    @Test func willShowRepeatsWithoutWillHide() {
        let keyboard = keyboard(.repeatedWillShow)
        keyboard.show()
        #expect(
            kinds(keyboard.posted) == [
                .willChangeFrame, .willShow, .willChangeFrame, .willShow, .didChangeFrame, .didShow,
            ])
        let willShows = keyboard.posted.filter { $0.kind == .willShow }
        #expect(willShows.map(\.endFrame.height) == [225, 258])
        let before = keyboard.posted.count
        keyboard.togglePredictiveBar()  // shown already: one willShow
        #expect(keyboard.posted.dropFirst(before).filter { $0.kind == .willShow }.count == 1)
    }

    @Test func onlyTheFirstShowIsImmediate() {
        let keyboard = keyboard(.zeroDurationFirstShow, device: .iPad)
        keyboard.show()
        #expect(keyboard.posted.allSatisfy { $0.duration == 0 })
        keyboard.hide()
        keyboard.show()
        #expect(keyboard.posted.suffix(4).allSatisfy { $0.duration == 0.25 })
    }

    @Test func rotationCanStormWithAHideAndAShow() {
        let keyboard = keyboard(.rotationStorm, device: .iPad)
        keyboard.show()
        let before = keyboard.posted.count
        keyboard.rotate()
        let storm = Array(keyboard.posted.dropFirst(before))
        #expect(
            kinds(storm) == [
                .willChangeFrame, .willHide, .didChangeFrame, .didHide, .willChangeFrame, .willShow, .didChangeFrame,
                .didShow,
            ])
        #expect(storm.last?.endFrame == CGRect(x: 0, y: 370, width: 1024, height: 398))
    }

    @Test func changeFrameNotificationsCanNameNoScreenBesideShowsThatDo() throws {
        let keyboard = keyboard(.changeFrameWithoutScreen)
        keyboard.notificationObject = keyboard.screen
        let host = RecordingHost(center: keyboard.center)
        host.present(in: keyboard.makeWindow())
        host.registerKeyboardNotifications()
        keyboard.show()
        keyboard.hide()
        let objects = keyboard.notifications.map { $0.object.map { ObjectIdentifier($0 as AnyObject) } }
        let screen = ObjectIdentifier(keyboard.screen)
        #expect(objects == [nil, screen, nil, screen, nil, screen, nil, screen])
        // The kit takes the change-frame pair as on the screen named last: one delivery per will kind.
        #expect(host.events.map(\.kind) == [.willChangeFrame, .willShow, .willChangeFrame, .willHide])
        #expect(host.events.dropFirst().allSatisfy { $0.screen == screen })
    }

    @Test func aKeyboardThatSpringsBackWithoutANotificationLeavesNoHostHalfDismissed() {
        let keyboard = keyboard(.springBackWithoutNotification)
        let chat = keyboard.present(ChatViewController.init(center:)) { $0.inputField }
        chat.registerKeyboardNotifications()
        keyboard.show()
        let resting = chat.inputBar.frameInScreen
        let posted = keyboard.notifications.count
        keyboard.dragToDismiss(through: [0.3, 0.45], completes: false)
        #expect(keyboard.notifications.count == posted, "nothing is posted for the spring-back")
        #expect(chat.inputBar.frameInScreen == resting, "the bar rides the keyboard back to its rest")
    }

    @Test func namesCoverEveryQuirkOnce() {
        let bits = KeyboardQuirks.named.map(\.quirk.rawValue)
        #expect(Set(bits).count == bits.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        #expect(KeyboardQuirks.all == KeyboardQuirks(KeyboardQuirks.named.map(\.quirk)))
        #expect(KeyboardQuirks([.rotationStorm, .duplicatePosts]).description == "[duplicatePosts, rotationStorm]")
        #expect(KeyboardQuirks().description == "[]")
    }

    @Test(
        "With every quirk on, every profile's notifications still parse back",
        arguments: KeyboardDeviceProfile.catalogue)
    func everyQuirkParsesBack(device: KeyboardDeviceProfile) throws {
        let keyboard = keyboard(.all, device: device)
        keyboard.show()
        keyboard.moveFocus()
        keyboard.togglePredictiveBar()
        keyboard.switchToEmoji()
        keyboard.attachHardwareKeyboard()
        keyboard.detachHardwareKeyboard()
        keyboard.float()
        keyboard.dock()
        keyboard.rotate()
        keyboard.hide()
        let read = try keyboard.notifications.map { try KeyboardEvent(notification: $0) }
        #expect(read == keyboard.posted)
    }

    @Test("Samples restore exactly with every quirk on", arguments: [KeyboardDeviceProfile.notchedPhone, .iPad])
    func samplesSurviveEveryQuirk(device: KeyboardDeviceProfile) {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let transfer = TransferConfirmViewController(center: center)
        transfer.present(in: keyboard.makeWindow())
        let form = ScrollFormViewController(center: center)
        form.present(in: keyboard.makeWindow())
        form.focus(form.fields[7])
        let constraint = form.bottomConstraint?.constant
        keyboard.quirks = .all
        keyboard.show()
        #expect(transfer.view.frame.minY == -device.keyboardHeight)
        keyboard.moveFocus()
        keyboard.togglePredictiveBar()
        keyboard.switchToEmoji()
        #expect(transfer.view.frame.minY == -device.emojiKeyboardHeight)
        keyboard.attachHardwareKeyboard()
        #expect(transfer.view.frame.minY == -device.hardwareKeyboardBarHeight)
        keyboard.detachHardwareKeyboard()
        if keyboard.float() {
            #expect(transfer.view.frame.minY == 0)
        }
        keyboard.dock()
        keyboard.hide()
        #expect(transfer.view.frame.minY == 0)
        #expect(form.bottomConstraint?.constant == constraint)
        #expect(KeyboardMonitor.monitor(for: center).lastError == nil)
    }
}
