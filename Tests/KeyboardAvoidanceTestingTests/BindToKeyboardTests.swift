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

// The seed's one call: a view bound to the keyboard with no conformance rides on it by what the
// keyboard covers of it, and an unbind or a release leaves nothing moved.

@MainActor
@Suite struct BindToKeyboardTests {
    @Test func aBoundViewKeepsItsGapAboveEveryKeyboardAndReturnsExactly() {
        for device in KeyboardDeviceProfile.catalogue {
            let (reply, keyboard) = device.present(QuickReplyViewController.init(center:)) { $0.replyField }
            let resting = reply.sendButton.frameInScreen
            keyboard.show()
            #expect(reply.sendButton.frameInScreen.maxY == min(resting.maxY, keyboard.frame.minY - 8), "\(device)")
            keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: true) { frame in
                #expect(reply.sendButton.frameInScreen.maxY == min(resting.maxY, frame.minY - 8), "\(device)")
            }
            #expect(reply.sendButton.frameInScreen == resting, "\(device)")
        }
    }

    @Test func aViewBoundBeforeItIsInAWindowRidesTheKeyboardAlreadyUp() {
        // The keyboard is up before the kit's first binding: the monitor learns it from the window.
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        keyboard.show()
        let reply = keyboard.present(QuickReplyViewController.init(center:)) { $0.replyField }
        #expect(reply.sendButton.frameInScreen.maxY == keyboard.frame.minY - 8)
    }

    @Test func unbindingPutsTheViewBackAndItFollowsNothingMore() {
        let (reply, keyboard) = KeyboardDeviceProfile.notchedPhone.present(QuickReplyViewController.init(center:))
        let resting = reply.sendButton.frameInScreen
        keyboard.show()
        #expect(reply.sendButton.isBoundToKeyboard)
        reply.sendButton.unbindFromKeyboard()
        #expect(!reply.sendButton.isBoundToKeyboard)
        #expect(reply.sendButton.frameInScreen == resting)
        keyboard.togglePredictiveBar()
        #expect(reply.sendButton.frameInScreen == resting)
        reply.sendButton.unbindFromKeyboard()  // again: nothing
        #expect(KeyboardMonitor.monitor(for: keyboard.center).registeredHostCount == 0)
    }

    @Test func bindingAgainReplacesTheBinding() {
        let (reply, keyboard) = KeyboardDeviceProfile.notchedPhone.present(QuickReplyViewController.init(center:))
        keyboard.show()
        reply.sendButton.bindToKeyboard(gap: 20, center: keyboard.center)
        #expect(KeyboardMonitor.monitor(for: keyboard.center).registeredHostCount == 1)
        #expect(reply.sendButton.frameInScreen.maxY == keyboard.frame.minY - 20)
        keyboard.hide()
        #expect(reply.sendButton.translation == 0)
    }

    @Test func aBoundViewReleasedWhileTheKeyboardIsUpMovesNothingAfterwards() {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        var reply: QuickReplyViewController? = keyboard.present(QuickReplyViewController.init(center:))
        weak let button = reply?.sendButton
        keyboard.show()
        reply?.dismiss()
        reply = nil
        #expect(button == nil)
        keyboard.togglePredictiveBar()  // the binding, where it outlives its view, stands in as an empty view
        keyboard.hide()
    }
}
