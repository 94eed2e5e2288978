public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A headless controller that adopts ``/KeyboardAvoidance/KeyboardCapable`` with every hook
/// `open`: the base class for a family of keyboard-capable screens.
///
/// Each hook does what the protocol's default does; a subclass customises it with `override`, which
/// a protocol default does not allow.
///
/// ```swift
/// class FormController: HeadlessKeyboardCapableViewController {
///     override func viewIsAppearing() { registerKeyboardNotifications() }
///     override func viewWillDisappear() { unregisterKeyboardNotifications() }
///     override func avoidKeyboard(_ transition: KeyboardTransition) {
///         super.avoidKeyboard(transition)
///         footer.isHidden = transition.attachment == .docked
///     }
/// }
/// ```
@MainActor
open class HeadlessKeyboardCapableViewController: HeadlessViewController, KeyboardCapable {
    /// The center given to ``HeadlessViewController/init(notificationCenter:)``.
    open var keyboardNotificationCenter: NotificationCenter { notificationCenter }
    /// Calls ``avoidKeyboard(_:)`` with the event's transition.
    open func keyboardWillShow(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }
    /// Calls ``avoidKeyboard(_:)`` with the event's transition.
    open func keyboardWillHide(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }
    /// Calls ``avoidKeyboard(_:)`` with the event's transition.
    open func keyboardWillChangeFrame(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }
    /// Calls ``/KeyboardAvoidance/KeyboardCapable/applyKeyboardApproaches(_:)``.
    open func avoidKeyboard(_ transition: KeyboardTransition) { applyKeyboardApproaches(transition) }
    /// Does nothing.
    open func keyboardReadFailed(_ error: KeyboardEventError) {}

    /// Moves the root view `lift` points above its unshifted position.
    open func shiftWholeView(by lift: CGFloat, animation: KeyboardAnimation) {
        translateRootView(by: lift, animation: animation)
    }
}
