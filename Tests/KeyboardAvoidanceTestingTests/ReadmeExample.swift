// README.md's test example, character for character below this line (DocumentationTests checks it).
import KeyboardAvoidanceAssertions
import Testing

@Test(arguments: KeyboardDeviceProfile.catalogue)
@MainActor func checkoutObeysTheKeyboardLaws(device: KeyboardDeviceProfile) {
    KeyboardLawChecker(device: device) { environment in
        let checkout = CheckoutViewController(notificationCenter: environment.center)
        checkout.present(in: environment.window)
        checkout.focus(checkout.cardField)
        return checkout
    }.check()
}
