import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Owns observer tokens and removes them when released, from any context (a main-actor class's
/// `deinit` cannot read its own state before Swift 6.2's `isolated deinit`).
private final class ObserverTokens: @unchecked Sendable {
    let center: NotificationCenter
    var tokens: [any NSObjectProtocol] = []

    init(_ center: NotificationCenter) { self.center = center }

    deinit {
        for token in tokens { center.removeObserver(token) }
    }
}

/// Records what a notification center really delivers, in order.
@MainActor
private final class Delivered {
    private(set) var notifications: [Notification] = []
    /// The animation UIKit had open (modelled) around each delivery.
    private(set) var enclosingAnimations: [KeyboardAnimation?] = []
    private let observers: ObserverTokens

    init(_ center: NotificationCenter) {
        observers = ObserverTokens(center)
        for kind in KeyboardEvent.Kind.allCases {
            observers.tokens.append(
                center.addObserver(forName: kind.notificationName, object: nil, queue: nil) { [weak self] note in
                    nonisolated(unsafe) let note = note
                    MainActor.assumeIsolated {
                        self?.notifications.append(note)
                        self?.enclosingAnimations.append(RecordingKeyboardAnimator.enclosingAnimation)
                    }
                })
        }
    }

    var kinds: [KeyboardEvent.Kind] { notifications.compactMap { KeyboardEvent.Kind(notificationName: $0.name) } }

    func events() throws -> [KeyboardEvent] { try notifications.map { try KeyboardEvent(notification: $0) } }

    func reset() {
        notifications.removeAll()
        enclosingAnimations.removeAll()
    }
}

private let showKinds: [KeyboardEvent.Kind] = [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
private let hideKinds: [KeyboardEvent.Kind] = [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
private let detachKinds: [KeyboardEvent.Kind] = [.willHide, .didHide, .willChangeFrame, .didChangeFrame]
private let changeKinds: [KeyboardEvent.Kind] = [.willChangeFrame, .didChangeFrame]

private let uikitNames: Set<String> = [
    "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
    "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
]

@MainActor
@Suite struct KeyboardSimulatorTests {
    private func simulator(_ device: KeyboardDeviceProfile) -> (KeyboardSimulator, Delivered) {
        let center = NotificationCenter()
        return (KeyboardSimulator(center: center, device: device), Delivered(center))
    }

    /// The end frame of the last will-notification of `kind`.
    private func lastEnd(_ delivered: Delivered, _ kind: KeyboardEvent.Kind) throws -> CGRect {
        try #require(try delivered.events().last { $0.kind == kind }).endFrame
    }

    // MARK: Every profile, every action

    @Test("Every profile's notifications parse back to the scripted values", arguments: KeyboardDeviceProfile.catalogue)
    func everyProfileParsesBack(device: KeyboardDeviceProfile) throws {
        let (keyboard, delivered) = simulator(device)
        let screen = device.screenBounds
        func expectDocked(
            _ height: CGFloat, duration: TimeInterval = 0.25, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let willShow = try #require(
                try delivered.events().last { $0.kind == .willShow }, sourceLocation: sourceLocation)
            #expect(
                willShow.endFrame == CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height),
                sourceLocation: sourceLocation)
            #expect(willShow.duration == duration, sourceLocation: sourceLocation)
            #expect(willShow.curve == .keyboard, sourceLocation: sourceLocation)
            #expect(willShow.isLocal == true, sourceLocation: sourceLocation)
        }

        keyboard.show()
        #expect(delivered.kinds == showKinds)
        try expectDocked(device.keyboardHeight)
        keyboard.togglePredictiveBar()
        try expectDocked(device.keyboardHeightWithoutPredictive)
        keyboard.switchToEmoji()
        try expectDocked(device.emojiKeyboardHeight, duration: 0)
        keyboard.switchToStandardKeyboard()
        keyboard.togglePredictiveBar()
        try expectDocked(device.keyboardHeight)

        keyboard.attachHardwareKeyboard()
        let strip = try lastEnd(delivered, .willShow)
        #expect(
            strip
                == CGRect(
                    x: 0, y: screen.maxY - device.hardwareKeyboardBarHeight, width: screen.width,
                    height: device.keyboardHeight))
        #expect(
            KeyboardGeometry.overlap(keyboardFrame: strip, screenBounds: screen, hostFrame: screen)
                == device.hardwareKeyboardBarHeight)
        keyboard.detachHardwareKeyboard()
        try expectDocked(device.keyboardHeight)

        delivered.reset()
        keyboard.moveFocus()
        #expect(delivered.kinds == showKinds)
        try expectDocked(device.keyboardHeight)

        if device.idiom == .pad {
            delivered.reset()
            #expect(keyboard.undock())
            #expect(delivered.kinds == detachKinds)
            let undocked = try lastEnd(delivered, .willChangeFrame)
            #expect(KeyboardGeometry.attachment(ofKeyboardFrame: undocked, screenBounds: screen) == .detached)
            #expect(undocked.maxY < screen.maxY)
            #expect(try lastEnd(delivered, .willHide) == undocked)
            keyboard.dock()
            try expectDocked(device.keyboardHeight)
            keyboard.split()
            keyboard.float()
            let floating = try lastEnd(delivered, .willChangeFrame)
            #expect(floating.width < screen.width)
            #expect(KeyboardGeometry.attachment(ofKeyboardFrame: floating, screenBounds: screen) == .detached)
            keyboard.dock()
        }

        delivered.reset()
        keyboard.rotate()
        let turned = keyboard.device
        #expect(turned == device.rotated())
        #expect(keyboard.screenBounds.size == device.rotated().screenSize)
        #expect(delivered.kinds == showKinds)
        #expect(try lastEnd(delivered, .willShow) == keyboard.dockedFrame(height: turned.keyboardHeight))

        delivered.reset()
        let frames = keyboard.dragToDismiss(through: [0.5])
        #expect(
            frames == [
                keyboard.dockedFrame(height: turned.keyboardHeight).offsetBy(dx: 0, dy: turned.keyboardHeight / 2)
            ])
        #expect(delivered.kinds == hideKinds)
        #expect(try lastEnd(delivered, .willHide).minY == turned.screenSize.height)

        // Everything delivered reads back to exactly what the simulator says it posted.
        let all = keyboard.notifications
        #expect(try all.map { try KeyboardEvent(notification: $0) } == keyboard.posted)
    }

    @Test("Names, keys and value types are UIKit's", arguments: [KeyboardDeviceProfile.notchedPhone, .iPad])
    func notificationsLookLikeUIKits(device: KeyboardDeviceProfile) throws {
        let (keyboard, delivered) = simulator(device)
        keyboard.show()
        keyboard.float()
        keyboard.hide()
        for note in delivered.notifications {
            #expect(uikitNames.contains(note.name.rawValue))
            let info = try #require(note.userInfo)
            #expect(
                Set(info.keys.compactMap { $0.base as? String }) == [
                    "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
                    "UIKeyboardAnimationDurationUserInfoKey",
                    "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
                ])
            let end = try #require(info["UIKeyboardFrameEndUserInfoKey"])
            #expect(end is NSValue && !(end is NSNumber) && !(end is CGRect))
            #expect(info["UIKeyboardFrameBeginUserInfoKey"] is NSValue)
            let duration = try #require(info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)
            #expect(duration.doubleValue == 0.25)
            let curve = try #require(info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)
            #expect(curve.intValue == 7)
            let isLocal = try #require(info["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)
            #expect(isLocal.boolValue)
            #expect(note.object == nil)
        }
    }

    // MARK: Single actions

    @Test func showAndHidePostTheirFourNotificationsInOrder() throws {
        let (keyboard, delivered) = simulator(.classicPhone)
        keyboard.show()
        #expect(delivered.kinds == showKinds)
        #expect(keyboard.isShown)
        #expect(keyboard.frame == CGRect(x: 0, y: 409, width: 375, height: 258))
        let willShow = try #require(try delivered.events().first { $0.kind == .willShow })
        #expect(willShow.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
        delivered.reset()
        keyboard.hide()
        #expect(delivered.kinds == hideKinds)
        #expect(!keyboard.isShown)
        #expect(keyboard.frame == CGRect(x: 0, y: 667, width: 375, height: 258))
    }

    @Test func configurationChangesWhileHiddenPostNothingAndShapeTheNextShow() {
        let (keyboard, delivered) = simulator(.plusPhone)
        keyboard.togglePredictiveBar()
        keyboard.switchToEmoji()
        keyboard.switchToStandardKeyboard()
        keyboard.attachHardwareKeyboard()
        keyboard.moveFocus()
        #expect(delivered.notifications.isEmpty)
        #expect(!keyboard.isPredictiveBarShown && !keyboard.isEmojiKeyboard && keyboard.isHardwareKeyboardAttached)
        keyboard.detachHardwareKeyboard()
        keyboard.show()
        #expect(keyboard.frame == keyboard.dockedFrame(height: 226))
        #expect(keyboard.configuredHeight == 226)
    }

    @Test func settingWhatIsAlreadySetPostsNothing() {
        let (keyboard, delivered) = simulator(.notchedPhone)
        keyboard.show()
        delivered.reset()
        keyboard.setPredictiveBar(true)
        keyboard.switchToStandardKeyboard()
        keyboard.detachHardwareKeyboard()
        #expect(keyboard.dock())
        keyboard.rotate(to: .portrait)
        #expect(delivered.notifications.isEmpty)
    }

    @Test func attachingAHardwareKeyboardPostsWillShowAgainWithoutWillHide() {
        let (keyboard, delivered) = simulator(.iPad)
        keyboard.show()
        keyboard.attachHardwareKeyboard()
        #expect(delivered.kinds == showKinds + showKinds)
        #expect(!delivered.kinds.contains(.willHide))
        #expect(keyboard.frame == CGRect(x: 0, y: 969, width: 768, height: 313))
    }

    @Test func iPadModesPostWillHideThenAChangeFrameAwayFromTheBottomEdge() throws {
        let (keyboard, delivered) = simulator(.iPad)
        keyboard.show()
        delivered.reset()
        keyboard.undock()
        #expect(delivered.kinds == detachKinds)
        #expect(keyboard.mode == .undocked)
        #expect(keyboard.frame == CGRect(x: 0, y: 1024 - 313 - 200, width: 768, height: 313))

        delivered.reset()
        keyboard.split()
        #expect(delivered.kinds == changeKinds)
        #expect(keyboard.frame == CGRect(x: 0, y: 1024 - 264 - 200, width: 768, height: 264))

        delivered.reset()
        keyboard.float()
        #expect(delivered.kinds == changeKinds)
        #expect(keyboard.frame == CGRect(x: 224, y: 1024 - 200 - 253, width: 320, height: 253))

        delivered.reset()
        keyboard.moveFloatingKeyboard(to: CGPoint(x: 10, y: -40))
        #expect(delivered.kinds == [.didChangeFrame])
        #expect(keyboard.frame.origin == CGPoint(x: 10, y: -40))

        delivered.reset()
        keyboard.dock()
        #expect(delivered.kinds == showKinds)
        #expect(keyboard.frame == keyboard.dockedFrame(height: 313))

        delivered.reset()
        keyboard.float()
        #expect(delivered.kinds == detachKinds)
        #expect(keyboard.frame.origin == CGPoint(x: 224, y: 571))
    }

    @Test func theNegativeYFrameOfTheFactsIsDetached() throws {
        // KeyboardFacts §2: an undocked iPad keyboard reported at {{0, -264}, {768, 304}}.
        let (keyboard, delivered) = simulator(.iPad)
        let odd = CGRect(x: 0, y: -264, width: 768, height: 304)
        keyboard.show(frame: odd)
        #expect(delivered.kinds == changeKinds)
        #expect(try lastEnd(delivered, .willChangeFrame) == odd)
        #expect(KeyboardGeometry.attachment(ofKeyboardFrame: odd, screenBounds: keyboard.screenBounds) == .detached)
    }

    @Test func phonesHaveNoIPadModes() {
        let (keyboard, delivered) = simulator(.largePhone)
        keyboard.show()
        delivered.reset()
        for mode in [KeyboardSimulator.PadMode.undocked, .split, .floating] {
            #expect(!keyboard.setMode(mode))
        }
        #expect(keyboard.mode == .docked)
        #expect(delivered.notifications.isEmpty)
    }

    @Test func aFloatingKeyboardAppearsAndHidesWithChangeFrameAndHideNotifications() {
        let (keyboard, delivered) = simulator(.iPadPro13)
        keyboard.float()
        #expect(delivered.notifications.isEmpty)
        keyboard.show()
        #expect(delivered.kinds == changeKinds)
        delivered.reset()
        keyboard.hide()
        #expect(delivered.kinds == hideKinds)
    }

    @Test func rotatingWhileHiddenPostsNothingAndTurnsTheDevice() {
        let (keyboard, delivered) = simulator(.smallPhone)
        keyboard.rotate()
        #expect(delivered.notifications.isEmpty)
        #expect(keyboard.device.name == "iPhone SE (1st gen) (landscape)")
        #expect(keyboard.screenBounds == CGRect(x: 0, y: 0, width: 568, height: 320))
        keyboard.show()
        #expect(keyboard.frame == CGRect(x: 0, y: 130, width: 568, height: 190))
        keyboard.rotate(to: .portrait)
        #expect(keyboard.frame == CGRect(x: 0, y: 315, width: 320, height: 253))
    }

    @Test func rotatingTurnsTheSimulatorsWindowBeforeTheKeyboardPosts() {
        let device = KeyboardDeviceProfile.notchedPhone
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let window = keyboard.makeWindow()
        keyboard.show()
        var windowSizeAtWillShow: CGSize?
        let token = center.addObserver(forName: KeyboardNotificationName.willShow, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { windowSizeAtWillShow = window.frame.size }
        }
        defer { center.removeObserver(token) }
        keyboard.rotate()
        let turned = device.rotated()
        #expect(window.screenBounds.size == turned.screenSize)
        #expect(window.frame.size == turned.screenSize)
        #expect(window.safeAreaInsets == turned.safeAreaInsets)
        #expect(windowSizeAtWillShow == turned.screenSize, "the window had turned when the keyboard posted")
    }

    @Test func resizingTheWindowKeepsTheKeyboardAndPostsItsFrameAgain() throws {
        let device = KeyboardDeviceProfile.iPadPro11
        let (keyboard, delivered) = simulator(device)
        #expect(!keyboard.resizeWindow(to: CGRect(x: 0, y: 0, width: 417, height: 1194)), "no window yet")
        let window = keyboard.makeWindow()
        keyboard.show()
        let shown = keyboard.frame
        delivered.reset()
        let half = CGRect(x: 0, y: 0, width: 417, height: 1194)
        #expect(keyboard.resizeWindow(to: half))
        #expect(window.frame == half && window.screenBounds == device.screenBounds)
        #expect(keyboard.frame == shown)
        #expect(delivered.kinds == showKinds)
        #expect(try lastEnd(delivered, .willShow) == shown)
        keyboard.hide()
        delivered.reset()
        keyboard.resizeWindow(to: device.screenBounds)
        #expect(delivered.notifications.isEmpty, "a hidden keyboard posts nothing")
    }

    @Test func focusMovesRepostTheSameFrame() throws {
        let (keyboard, delivered) = simulator(.firstNotchedPhone)
        keyboard.show()
        delivered.reset()
        keyboard.moveFocus()
        #expect(delivered.kinds == showKinds)
        let events = try delivered.events()
        #expect(events.allSatisfy { $0.beginFrame == $0.endFrame && $0.endFrame == keyboard.frame })
    }

    @Test func anInteractiveDismissalPostsNothingWhileDragging() {
        let (keyboard, delivered) = simulator(.notchedPhone)
        keyboard.show()
        delivered.reset()
        var seen: [CGRect] = []
        let frames = keyboard.dragToDismiss(through: [0, 0.25, 1.5], completes: false) { frame in
            #expect(delivered.notifications.isEmpty)
            seen.append(frame)
        }
        #expect(frames == seen)
        #expect(frames.map(\.minY) == [508, 592, 844])
        #expect(delivered.kinds == showKinds)  // springs back (modelled)
        #expect(keyboard.frame == keyboard.dockedFrame(height: 336))
        keyboard.hide()
        #expect(keyboard.dragToDismiss(through: [0.5]).isEmpty)
    }

    @Test func aFingerHoldsTheKeyboardFeedingTrackedFramesUntilItLetsGo() {
        let (keyboard, delivered) = simulator(.notchedPhone)
        keyboard.drag(to: 0.5)
        #expect(keyboard.dragStart == nil && !keyboard.isShown, "nothing to hold while hidden")
        let monitor = KeyboardMonitor.monitor(for: keyboard.center)  // hears the show
        keyboard.show()
        let docked = keyboard.frame
        delivered.reset()
        keyboard.drag(to: 0.5)
        keyboard.drag(to: 0.25)
        #expect(keyboard.dragStart == docked)
        #expect(keyboard.frame == docked.offsetBy(dx: 0, dy: 84))  // a quarter of 336 pt
        #expect(delivered.notifications.isEmpty)
        #expect(monitor.state.frame == keyboard.frame && monitor.state.lastEvent?.isInteractive == true)
        keyboard.endDrag(completes: false)
        #expect(keyboard.dragStart == nil && keyboard.frame == docked)
        #expect(delivered.kinds == showKinds)
        keyboard.drag(to: 0.9)
        keyboard.hide()
        #expect(keyboard.dragStart == nil, "a hide lets go")
        keyboard.endDrag(completes: true)  // nothing held: nothing posted
        #expect(!keyboard.isShown)
    }

    @Test func isLocalAndTheObjectAreCarriedAsSet() throws {
        let (keyboard, delivered) = simulator(.iPadSlideOver)
        let screen = NSObject()
        keyboard.notificationObject = screen
        keyboard.isLocal = false
        keyboard.show()
        #expect(delivered.notifications.allSatisfy { ($0.object as AnyObject?) === screen })
        #expect(try delivered.events().allSatisfy { $0.isLocal == false })
        keyboard.isLocal = nil
        keyboard.hide()
        let last = try #require(delivered.notifications.last?.userInfo)
        #expect(last["UIKeyboardIsLocalUserInfoKey"] == nil)
    }

    @Test func durationAndCurveAreCarriedAsSet() throws {
        let (keyboard, delivered) = simulator(.iPad)
        keyboard.duration = 0.4
        keyboard.curve = .easeOut
        keyboard.show()
        #expect(try delivered.events().allSatisfy { $0.duration == 0.4 && $0.curve == .easeOut })
    }

    // MARK: The original API

    @Test func theScreenBoundsInitializerKeepsItsOriginAndFindsTheProfile() {
        let center = NotificationCenter()
        let offset = KeyboardSimulator(center: center, screenBounds: CGRect(x: 10, y: 20, width: 390, height: 844))
        #expect(offset.device == .notchedPhone)
        #expect(offset.frame == CGRect(x: 10, y: 864, width: 390, height: 0))
        #expect(offset.dockedFrame(height: 291) == CGRect(x: 10, y: 573, width: 390, height: 291))
        offset.show(height: 300)
        offset.show(height: 280)
        #expect(offset.frame == CGRect(x: 10, y: 584, width: 390, height: 280))
        let custom = KeyboardSimulator(center: center, screenBounds: CGRect(x: 0, y: 0, width: 500, height: 1000))
        #expect(custom.device.name == "Custom 500×1000")
        #expect(custom.device.keyboardHeight == 400)
    }

    @Test func postSendsExactlyTheEventGiven() throws {
        let (keyboard, delivered) = simulator(.notchedPhone)
        keyboard.quirks = .all
        let event = KeyboardEvent(
            kind: .didShow, beginFrame: .zero, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336), duration: 0.1,
            curve: KeyboardAnimationCurve(rawValue: 9), isLocal: nil)
        keyboard.post(event)
        #expect(try delivered.events() == [event])
        #expect(keyboard.posted == [event])
    }

    @Test func willNotificationsArriveInsideTheKeyboardsAnimationAndDidNotificationsOutside() {
        let (keyboard, delivered) = simulator(.notchedPhone)
        keyboard.show()
        let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
        #expect(delivered.kinds == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        #expect(delivered.enclosingAnimations == [animation, animation, nil, nil])
        delivered.reset()
        keyboard.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0, curve: .easeInOut))
        #expect(delivered.enclosingAnimations == [KeyboardAnimation(duration: 0, curve: .easeInOut)])
        #expect(RecordingKeyboardAnimator.enclosingAnimation == nil)
    }

    @Test func aSampleFollowsTheSimulatorThroughIPadModesAndAHardwareKeyboard() {
        let device = KeyboardDeviceProfile.iPad
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let screen = TransferConfirmViewController(center: center)
        screen.present(in: keyboard.makeWindow())
        keyboard.show()
        #expect(screen.view.frame.minY == -313)
        keyboard.float()
        #expect(screen.view.frame.minY == 0)
        keyboard.dock()
        #expect(screen.view.frame.minY == -313)
        keyboard.attachHardwareKeyboard()
        #expect(screen.view.frame.minY == -55)
        keyboard.hide()
        #expect(screen.view.frame.minY == 0)
    }

    @Test func aStageManagerKeyboardCoversOnlyThePartOfTheWindowItCovers() {
        let device = KeyboardDeviceProfile.iPadStageManager
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let list = ResizingTableViewController(center: center)
        list.present(in: keyboard.makeWindow())
        keyboard.show()
        // Window (183, 120, 1000 × 700) ends at y 820; the 398 pt keyboard starts at 626.
        #expect(keyboard.frame.width > device.windowBounds.width)
        #expect(abs(list.tableView.frame.height - (626 - 120)) < 1e-9)
    }
}

@MainActor
@Suite private struct DraggingContentTests {
    /// A keyboard shown on a 390 × 844 phone, and a scroll view of 2,000 pt of content.
    private func setUp(_ mode: HeadlessScrollView.KeyboardDismissMode) -> (KeyboardSimulator, HeadlessScrollView) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "scroll")
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentOffset.y = 500
        scroll.keyboardDismissMode = mode
        keyboard.show()
        return (keyboard, scroll)
    }

    @Test("With .none a drag scrolls the content and the keyboard stays")
    func noneKeepsTheKeyboard() {
        let (keyboard, scroll) = setUp(.none)
        keyboard.dragContent(of: scroll, by: 100)
        #expect(keyboard.isShown && scroll.contentOffset.y == 400)
        keyboard.dragContent(of: scroll, by: -5000)
        #expect(scroll.contentOffset.y == scroll.offsetRange.max.y, "the content stops at its end")
    }

    @Test("With .onDrag the keyboard hides as the drag begins")
    func onDragHides() {
        let (keyboard, scroll) = setUp(.onDrag)
        keyboard.dragContent(of: scroll, by: -10)
        #expect(!keyboard.isShown && scroll.contentOffset.y == 510)
    }

    @Test("With .interactive the keyboard follows a long drag down and hides, and springs back after a short one")
    func interactiveFollowsTheFinger() {
        let (keyboard, scroll) = setUp(.interactive)
        let docked = keyboard.frame
        keyboard.dragContent(of: scroll, by: 20)
        #expect(keyboard.isShown && keyboard.frame == docked, "sprung back")
        keyboard.dragContent(of: scroll, by: docked.height * 0.8)
        #expect(!keyboard.isShown)
    }
}
