import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite struct ComposeMessageViewControllerTests {
    private func presented(on device: KeyboardDeviceProfile) -> (ComposeMessageViewController, KeyboardSimulator) {
        device.present(ComposeMessageViewController.init(center:)) { $0.inputField }
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func observersSeeShowChangeAndHideMerged(device: KeyboardDeviceProfile) {
        let (compose, keyboard) = presented(on: device)
        var seen: [CGFloat] = []
        compose.observeKeyboardOverlap { seen.append($0) }
        keyboard.show(height: device.keyboardHeight)
        keyboard.show(height: device.keyboardHeightWithoutPredictive)
        keyboard.hide()
        let bottom = device.safeAreaInsets.bottom
        #expect(seen == [0, device.keyboardHeight - bottom, device.keyboardHeightWithoutPredictive - bottom, 0])
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func contentInsetIsBoundToTheOverlap(device: KeyboardDeviceProfile) {
        let (compose, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        #expect(compose.messageList.contentInset.bottom == device.keyboardHeight - device.safeAreaInsets.bottom)
        #expect(compose.inputField.frameInScreen.maxY <= device.screenSize.height - device.keyboardHeight)
        keyboard.hide()
        #expect(compose.messageList.contentInset.bottom == 0)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func observableKeyboardAndEventStreamFollowTheSamePipeline() async throws {
        let device = KeyboardDeviceProfile.notchedPhone
        let (compose, keyboard) = presented(on: device)
        let changes = compose.keyboardChanges()
        keyboard.show(height: device.keyboardHeight)
        keyboard.hide()
        let observable = try #require(compose.observableKeyboard)
        #expect(observable.attachment == .hidden)
        var overlaps: [CGFloat] = []
        for await change in changes {
            overlaps.append(change.overlap)
            if change.event.kind == .willHide { break }
        }
        // The list fills the screen: it is covered by the whole keyboard, then by nothing.
        #expect(overlaps == [device.keyboardHeight, device.keyboardHeight, 0, 0])
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func repeatedWillShowChangesNothing(device: KeyboardDeviceProfile) throws {
        let (compose, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        var notified = 0
        compose.observeKeyboardOverlap { _ in notified += 1 }
        let willShow = try #require(keyboard.posted.first { $0.kind == .willShow })
        keyboard.post(willShow)
        #expect(notified == 1)  // the initial call only
    }
}

extension ComposeMessageViewControllerTests {
    @Test(
        "While a finger drags the keyboard the list's inset shrinks with it, sample by sample, and the release restores exactly"
    )
    func interactiveDismissal() {
        let device = KeyboardDeviceProfile.notchedPhone
        for completes in [true, false] {
            let (compose, keyboard) = presented(on: device)
            var published: [CGFloat] = []
            compose.observeKeyboardOverlap { published.append($0) }
            keyboard.show(height: 291)
            let docked = compose.messageList.contentInset.bottom
            #expect(docked == 291 - device.safeAreaInsets.bottom)
            var expected: [CGFloat] = []
            keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: completes) { frame in
                let covered = device.screenBounds.maxY - frame.minY
                let inset = KeyboardGeometry.overlap(covered, beyondBottomInset: device.safeAreaInsets.bottom)
                expected.append(inset)
                #expect(compose.messageList.contentInset.bottom == inset, "at \(frame)")
                #expect(compose.messageList.verticalScrollIndicatorInsets.bottom == inset, "at \(frame)")
                #expect(compose.inputField.frameInScreen.maxY <= frame.minY, "at \(frame)")
            }
            #expect(expected.count == 3 && expected == expected.sorted(by: >) && expected.allSatisfy { $0 < docked })
            #expect(compose.messageList.contentInset.bottom == (completes ? 0 : docked))
            #expect(published == [0, docked] + expected + [completes ? 0 : docked])
        }
    }
}
