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
@Suite struct TransferConfirmViewControllerTests {
    private func presented(on device: KeyboardDeviceProfile) -> (TransferConfirmViewController, KeyboardSimulator) {
        device.present(TransferConfirmViewController.init(center:)) { $0.amountField }
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func rootViewMovesUpByTheOverlapAndTheFieldStaysVisible(device: KeyboardDeviceProfile) {
        let (screen, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        #expect(screen.view.frame.minY == -device.keyboardHeight)
        #expect(screen.amountField.frameInScreen.maxY <= device.screenSize.height - device.keyboardHeight)
    }

    @Test(
        "The app's first keyboard-capable screen, shown over a keyboard that is already up, is laid out for it",
        arguments: [KeyboardDeviceProfile.notchedPhone, .iPad])
    func firstScreenOverAKeyboardAlreadyUp(device: KeyboardDeviceProfile) {
        let center = NotificationCenter()  // no monitor yet: the kit heard no notification
        let keyboard = KeyboardSimulator(center: center, device: device)
        keyboard.show()
        let screen = TransferConfirmViewController(center: center)
        screen.present(in: keyboard.makeWindow())
        screen.focus(screen.amountField)
        #expect(screen.amountField.frameInScreen.maxY <= keyboard.frame.minY, "the field is above the keyboard")
        keyboard.hide()
        #expect(screen.view.frame.minY == 0, "and the hide restores it")
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func predictiveBarChangeMovesTheViewAgain(device: KeyboardDeviceProfile) {
        let (screen, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        keyboard.show(height: device.keyboardHeightWithoutPredictive)
        #expect(screen.view.frame.minY == -device.keyboardHeightWithoutPredictive)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func repeatedWillShowChangesNothing(device: KeyboardDeviceProfile) throws {
        let (screen, keyboard) = presented(on: device)
        let animator = RecordingKeyboardAnimator()
        screen.keyboardAnimator = animator
        keyboard.show(height: device.keyboardHeight)
        let frame = screen.view.frame
        let animations = animator.records.count
        let willShow = try #require(keyboard.posted.first { $0.kind == .willShow })
        keyboard.post(willShow)
        keyboard.post(willShow)
        #expect(screen.view.frame == frame)
        #expect(animator.records.count == animations)
    }

    @Test func disappearingWhileTheKeyboardIsUpRestoresAndReappearingShiftsAgain() {
        let device = KeyboardDeviceProfile.notchedPhone
        let (screen, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        screen.dismiss()
        #expect(screen.view.frame.minY == 0)
        screen.present(in: keyboard.makeWindow())
        #expect(screen.view.frame.minY == -device.keyboardHeight)
    }
}

extension TransferConfirmViewControllerTests {
    @Test(
        "While a finger drags the keyboard the root view shifts by what the dragged frame covers, and the release restores exactly"
    )
    func interactiveDismissal() {
        let device = KeyboardDeviceProfile.notchedPhone
        for completes in [true, false] {
            let (screen, keyboard) = presented(on: device)
            let resting = screen.view.frame
            keyboard.show(height: 291)
            let docked = screen.view.frame
            keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: completes) { frame in
                let covered = device.screenBounds.intersection(frame).height
                #expect(screen.view.frame.minY == -covered, "at \(frame)")
            }
            #expect(screen.view.frame == (completes ? resting : docked))
        }
    }
}
