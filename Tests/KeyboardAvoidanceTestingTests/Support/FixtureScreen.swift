import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Shared by the law checker's tests and the catalogue of classic bugs: a screen with one field
// near the bottom, to which each fixture adds a conformance, and a relay for fixtures that
// override the registration.

/// A screen with one field near the bottom; subclasses add the conformance, each with one bug.
///
/// It does not register by itself: the checker's laws do.
@MainActor
class FixtureScreen: HeadlessViewController {
    let keyboardNotificationCenter: NotificationCenter
    let field = HeadlessView(name: "field")

    required init(center: NotificationCenter) {
        keyboardNotificationCenter = center
        super.init()
    }

    override func viewDidLoad() { view.addSubview(field) }

    /// Lays the field out (when presented, and after a rotation or window resize in place), then
    /// lays the screen out for the keyboard as it is now, as a well-written screen does.
    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        field.frame = CGRect(
            x: 16, y: bounds.height - view.safeAreaInsets.bottom - 60, width: bounds.width - 32, height: 44)
        relayout()
    }

    /// Lays the screen out for the keyboard as it is now; fixtures that register through a
    /// ``Relay`` override it to ask the relay.
    func relayout() {
        (self as? any KeyboardCapable)?.updateKeyboardAvoidance()
    }
}

/// Registers a conformer-owned relay with the kit, so that a fixture can override
/// `registerKeyboardNotifications()` and still get the kit's registration (a default
/// implementation cannot be called from an override).
@MainActor
final class Relay: KeyboardCapable {
    let keyboardNotificationCenter: NotificationCenter
    let keyboardRootView: any KeyboardLayoutView = HeadlessView(name: "relay")
    weak var host: (any KeyboardCapable)?

    init(center: NotificationCenter, host: any KeyboardCapable) {
        keyboardNotificationCenter = center
        self.host = host
    }

    /// Lays the host out for the keyboard as the kit's monitor knows it, as
    /// `updateKeyboardAvoidance()` does for a host registered itself.
    func update() {
        guard isKeyboardRegistered, let host else { return }
        let state = KeyboardMonitor.monitor(for: keyboardNotificationCenter).state
        let event = state.lastVisibleEvent ?? KeyboardEvent(kind: .willHide, endFrame: .zero)
        host.avoidKeyboard(host.keyboardTransition(for: event))
    }

    func keyboardWillShow(_ event: KeyboardEvent) { host?.keyboardWillShow(event) }
    func keyboardWillHide(_ event: KeyboardEvent) { host?.keyboardWillHide(event) }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) { host?.keyboardWillChangeFrame(event) }
    func avoidKeyboard(_ transition: KeyboardTransition) {}
    func shiftWholeView(by lift: CGFloat, animation: KeyboardAnimation) {}
}
