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
@Suite struct LoginFormViewControllerTests {
    private func presented(on device: KeyboardDeviceProfile) -> (LoginFormViewController, KeyboardSimulator) {
        device.present(LoginFormViewController.init(center:))
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func shiftsOnlyAsFarAsTheFocusedFieldNeeds(device: KeyboardDeviceProfile) {
        let (login, keyboard) = presented(on: device)
        login.focus(login.codeField)
        keyboard.show(height: device.keyboardHeight)
        let keyboardTop = device.screenSize.height - device.keyboardHeight
        let field = login.codeField.frameInScreen
        let safeTop = device.safeAreaInsets.top
        // Either the field sits exactly padding above the keyboard, or it is pinned at the safe area.
        #expect(field.maxY + login.keyboardRevealPadding == keyboardTop || field.minY == safeTop)
        #expect(field.minY >= safeTop)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func focusMovingWhileTheKeyboardIsUpShiftsFurther(device: KeyboardDeviceProfile) {
        let (login, keyboard) = presented(on: device)
        login.focus(login.emailField)
        keyboard.show(height: device.keyboardHeight)
        let emailShift = login.view.frame.minY
        login.focus(login.codeField)  // no notification: the controller asks for a new layout
        #expect(login.view.frame.minY < emailShift)
        #expect(login.codeField.frameInScreen.maxY <= device.screenSize.height - device.keyboardHeight)
        login.focus(login.emailField)
        #expect(login.view.frame.minY == emailShift)
    }

    @Test func nothingMovesWhenTheFieldIsAlreadyVisible() {
        let device = KeyboardDeviceProfile.iPadLandscape
        let (login, keyboard) = presented(on: device)
        let high = HeadlessView(frame: CGRect(x: 100, y: 100, width: 300, height: 44), name: "high")
        login.view.addSubview(high)
        login.focus(high)
        keyboard.show(height: device.keyboardHeight)
        #expect(login.view.frame.minY == 0)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func predictiveBarChangeUpdatesTheShift(device: KeyboardDeviceProfile) {
        let (login, keyboard) = presented(on: device)
        login.focus(login.passwordField)
        keyboard.show(height: device.keyboardHeight)
        let withBar = login.view.frame.minY
        keyboard.show(height: device.keyboardHeightWithoutPredictive)
        #expect(login.view.frame.minY > withBar || withBar == 0)
        #expect(
            login.passwordField.frameInScreen.maxY <= device.screenSize.height - device.keyboardHeightWithoutPredictive)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func repeatedWillShowChangesNothing(device: KeyboardDeviceProfile) throws {
        let (login, keyboard) = presented(on: device)
        login.focus(login.codeField)
        keyboard.show(height: device.keyboardHeight)
        let frame = login.view.frame
        let willShow = try #require(keyboard.posted.first { $0.kind == .willShow })
        keyboard.post(willShow)
        #expect(login.view.frame == frame)
    }
}
