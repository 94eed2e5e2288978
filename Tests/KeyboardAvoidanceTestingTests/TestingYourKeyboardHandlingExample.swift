import KeyboardAvoidanceAssertions
import Testing

/// The screen under test: a checkout form whose card field sits near the bottom.
///
/// It reveals the focused field with the kit's minimal shift; the kit follows the focus, rotations
/// and window resizes by itself.
@MainActor
final class CheckoutViewController: HeadlessViewController, KeyboardRevealing {
    let nameField = HeadlessView(name: "nameField")
    let cardField = HeadlessView(name: "cardField")

    override func viewDidLoad() {
        view.addSubview(nameField)
        view.addSubview(cardField)
    }

    // Laid out in the layout pass, so that a rotation or an iPad window resize, which happen in
    // place, lay the form out again.
    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let bottom = bounds.height - view.safeAreaInsets.bottom
        nameField.frame = CGRect(x: 16, y: bottom - 180, width: bounds.width - 32, height: 44)
        cardField.frame = CGRect(x: 16, y: bottom - 120, width: bounds.width - 32, height: 44)
    }

    override func viewIsAppearing() {
        registerKeyboardNotifications()
    }

    override func viewWillDisappear() {
        unregisterKeyboardNotifications()
    }
}

/// Every keyboard law, on every device of the catalogue, in both orientations.
@Test(arguments: KeyboardDeviceProfile.catalogue)
@MainActor func checkoutObeysTheKeyboardLaws(device: KeyboardDeviceProfile) {
    KeyboardLawChecker(device: device) { environment in
        let checkout = CheckoutViewController(notificationCenter: environment.center)
        checkout.present(in: environment.window)
        checkout.focus(checkout.cardField)
        return checkout
    }.check()
}

@MainActor
@Suite struct CheckoutKeyboardTests {
    /// One scripted session on an iPad, with real-device quirks switched on.
    @Test func theCardFieldStaysVisibleThroughAMessySession() {
        let device = KeyboardDeviceProfile.iPad
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let checkout = CheckoutViewController(notificationCenter: center)
        checkout.present(in: keyboard.makeWindow())
        checkout.focus(checkout.nameField)

        keyboard.quirks = [.duplicatePosts, .missingWillShowOnFocusChange, .reduceMotionEndFrameOnHide]

        keyboard.show()
        #expect(checkout.nameField.frameInScreen.maxY <= keyboard.frame.minY)

        checkout.focus(checkout.cardField)
        keyboard.moveFocus()  // no willShow this time: only willChangeFrame
        #expect(checkout.cardField.frameInScreen.maxY <= keyboard.frame.minY)

        keyboard.float()  // a floating keyboard covers nothing: the screen goes back
        #expect(checkout.view.frame.minY == 0)

        keyboard.dock()
        keyboard.attachHardwareKeyboard()  // only the 55 pt shortcut bar stays on screen
        #expect(checkout.cardField.frameInScreen.maxY <= device.screenSize.height - device.hardwareKeyboardBarHeight)

        keyboard.hide()  // ends at a 71 pt frame on the bottom edge, which must not count
        #expect(checkout.view.frame.minY == 0)
    }
}
