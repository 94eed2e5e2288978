public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A headless controller that adopts ``/KeyboardAvoidance/KeyboardCapable`` with overridable
/// hooks: the base class for a family of keyboard-capable screens.
///
/// A class that adopts `KeyboardCapable` and leaves a requirement to the protocol's default fixes
/// that default for all its subclasses: a subclass's `keyboardWillShow(_:)` or
/// `avoidKeyboard(_:)` is not an override of anything, and the kit, which calls through the
/// protocol, never calls it (see "Subclassing" in *Adopting KeyboardCapable*). This class
/// implements every hook as an `open` method that does what the default does, so a subclass
/// customises one with `override`, and the compiler rejects a subclass method with a hook's name
/// that forgets the keyword instead of letting it be silently ignored.
///
/// The hooks: ``keyboardWillShow(_:)``, ``keyboardWillHide(_:)``, ``keyboardWillChangeFrame(_:)``,
/// ``avoidKeyboard(_:)``, ``keyboardReadFailed(_:)``,
/// ``performKeyboardShowFullViewAnimation(overlap:animation:)`` and
/// ``performKeyboardHideFullViewAnimation(animation:)``. An approach's own entry point (such as
/// `followKeyboard(_:)`) stays the approach's default unless the class that adopts the approach
/// implements it.
///
/// ```swift
/// class FormController: HeadlessKeyboardCapableViewController {}
///
/// final class SignUpController: FormController {
///     override func avoidKeyboard(_ transition: KeyboardTransition) {
///         super.avoidKeyboard(transition)
///         // … and more
///     }
/// }
/// ```
@MainActor
open class HeadlessKeyboardCapableViewController: HeadlessViewController, KeyboardCapable {
    /// The center given to ``HeadlessViewController/init(notificationCenter:)``, as for any
    /// headless controller.
    ///
    /// ```swift
    /// override var keyboardNotificationCenter: NotificationCenter { testCenter }
    /// ```
    open var keyboardNotificationCenter: NotificationCenter { notificationCenter }

    /// Calls ``avoidKeyboard(_:)`` with the event's transition, as the default does.
    ///
    /// ```swift
    /// override func keyboardWillShow(_ event: KeyboardEvent) {
    ///     super.keyboardWillShow(event)
    ///     shown += 1
    /// }
    /// ```
    open func keyboardWillShow(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

    /// Calls ``avoidKeyboard(_:)`` with the event's transition, as the default does.
    ///
    /// ```swift
    /// override func keyboardWillHide(_ event: KeyboardEvent) {
    ///     super.keyboardWillHide(event)
    ///     hidden += 1
    /// }
    /// ```
    open func keyboardWillHide(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

    /// Calls ``avoidKeyboard(_:)`` with the event's transition, as the default does.
    ///
    /// ```swift
    /// override func keyboardWillChangeFrame(_ event: KeyboardEvent) {
    ///     if !event.isInteractive { super.keyboardWillChangeFrame(event) }
    /// }
    /// ```
    open func keyboardWillChangeFrame(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

    /// Runs every approach the class adopts, or the full-view shift
    /// (``/KeyboardAvoidance/KeyboardCapable/applyKeyboardApproaches(_:)``), as the default does.
    ///
    /// ```swift
    /// override func avoidKeyboard(_ transition: KeyboardTransition) {
    ///     super.avoidKeyboard(transition)
    ///     footer.isHidden = transition.attachment == .docked
    /// }
    /// ```
    open func avoidKeyboard(_ transition: KeyboardTransition) { applyKeyboardApproaches(transition) }

    /// Does nothing, as the default does.
    ///
    /// ```swift
    /// override func keyboardReadFailed(_ error: KeyboardEventError) { log.append(error) }
    /// ```
    open func keyboardReadFailed(_ error: KeyboardEventError) {}

    /// Moves the root view up by `overlap` (``/KeyboardAvoidance/KeyboardAnimatable/liftRootView(by:animation:)``),
    /// as the default does; an
    /// overlap that is not positive and finite goes to ``performKeyboardHideFullViewAnimation(animation:)``.
    ///
    /// ```swift
    /// override func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {
    ///     super.performKeyboardShowFullViewAnimation(overlap: overlap + 8, animation: animation)
    /// }
    /// ```
    open func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {
        guard overlap.isFinite, overlap > 0 else {
            performKeyboardHideFullViewAnimation(animation: animation)
            return
        }
        liftRootView(by: overlap, animation: animation)
    }

    /// Puts the root view back where it was before the first shift, as the default does.
    ///
    /// ```swift
    /// override func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation) {
    ///     super.performKeyboardHideFullViewAnimation(animation: animation)
    ///     banner.isHidden = false
    /// }
    /// ```
    open func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation) {
        liftRootView(by: 0, animation: animation)
    }
}
