import Foundation
import KeyboardAvoidance

// Shared by the law checker's tests and the catalogue of classic bugs: a screen with one field
// near the bottom, to which each fixture adds a conformance, and a relay for fixtures that
// override the registration.

/// A screen with one field near the bottom; subclasses add the conformance, each with one bug.
/// It does not register by itself: the checker's laws do.
@MainActor
class FixtureScreen: HeadlessViewController {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let field = HeadlessView(name: "field")

    required init(center: NotificationCenter) {
        keyboardNotificationCenter = center
        super.init()
    }

    override func viewDidLoad() { view.addSubview(field) }

    override func viewWillAppear() {
        let bounds = view.bounds
        field.frame = CGRect(
            x: 16, y: bounds.height - view.safeAreaInsets.bottom - 60, width: bounds.width - 32, height: 44)
    }
}

/// Registers a conformer-owned relay with the kit, so that a fixture can override
/// `registerKeyboardNotifications()` and still get the kit's registration (a default
/// implementation cannot be called from an override).
@MainActor
final class Relay: KeyboardCapable {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let keyboardRootView: any KeyboardLayoutView = HeadlessView(name: "relay")
    weak var host: (any KeyboardCapable)?

    init(center: NotificationCenter, host: any KeyboardCapable) {
        keyboardNotificationCenter = center
        self.host = host
    }

    func keyboardWillShow(_ event: KeyboardEvent) { host?.keyboardWillShow(event) }
    func keyboardWillHide(_ event: KeyboardEvent) { host?.keyboardWillHide(event) }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) { host?.keyboardWillChangeFrame(event) }
    func avoidKeyboard(_ layout: KeyboardLayout) {}
    func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {}
    func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation) {}
}
