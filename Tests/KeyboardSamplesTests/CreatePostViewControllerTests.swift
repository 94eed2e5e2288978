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
@Suite struct CreatePostViewControllerTests {
    private func presented(on device: KeyboardDeviceProfile) -> (CreatePostViewController, KeyboardSimulator) {
        device.present(CreatePostViewController.init(center:)) { $0.textArea }
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func sendButtonRidesItsGapAboveTheKeyboardsTopEdge(device: KeyboardDeviceProfile) {
        let (composer, keyboard) = presented(on: device)
        let textArea = composer.textArea.frame
        keyboard.show(height: device.keyboardHeight)
        #expect(composer.sendButton.frameInScreen.maxY == device.screenSize.height - device.keyboardHeight - 8)
        #expect(composer.textArea.frame == textArea)
        #expect(composer.view.frame.minY == 0)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func predictiveBarChangeMovesTheButtonAgain(device: KeyboardDeviceProfile) {
        let (composer, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        keyboard.show(height: device.keyboardHeightWithoutPredictive)
        #expect(
            composer.sendButton.frameInScreen.maxY
                == device.screenSize.height - device.keyboardHeightWithoutPredictive - 8)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func lyingBeginFramesCannotMakeTheButtonDrift(device: KeyboardDeviceProfile) {
        let (composer, keyboard) = presented(on: device)
        let docked = keyboard.dockedFrame(height: device.keyboardHeight)
        // Begin frames that lie: each willShow claims the keyboard came from far below.
        for _ in 0..<5 {
            keyboard.post(
                KeyboardEvent(
                    kind: .willShow, beginFrame: docked.offsetBy(dx: 0, dy: 500),
                    endFrame: docked.offsetBy(dx: 0, dy: 0)))
            keyboard.post(KeyboardEvent(kind: .willShow, beginFrame: docked.offsetBy(dx: 0, dy: 100), endFrame: docked))
        }
        #expect(composer.sendButton.frameInScreen.maxY == docked.minY - 8)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func repeatedWillShowChangesNothing(device: KeyboardDeviceProfile) throws {
        let (composer, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        let button = composer.sendButton.frame
        let willShow = try #require(keyboard.posted.first { $0.kind == .willShow })
        keyboard.post(willShow)
        #expect(composer.sendButton.frame == button)
    }
}

extension CreatePostViewControllerTests {
    @Test("While a finger drags the keyboard the send button keeps its gap, and the release restores exactly")
    func interactiveDismissal() {
        let device = KeyboardDeviceProfile.notchedPhone
        for completes in [true, false] {
            let (composer, keyboard) = presented(on: device)
            let resting = composer.sendButton.frame
            keyboard.show(height: 291)
            let docked = composer.sendButton.frameInScreen
            keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: completes) { frame in
                let top = frame.minY
                let restingBottom = composer.view.convertToScreen(resting).maxY
                #expect(composer.sendButton.frameInScreen.maxY == min(restingBottom, top - 8), "at \(frame)")
            }
            if completes {
                #expect(composer.sendButton.frame == resting && composer.sendButton.translation == 0)
            } else {
                #expect(composer.sendButton.frameInScreen == docked)
            }
        }
    }
}
