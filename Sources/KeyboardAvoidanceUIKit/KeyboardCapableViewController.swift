#if canImport(UIKit) && !os(watchOS)
    public import Foundation
    public import KeyboardAvoidance
    public import UIKit

    /// A `UIViewController` adopting `KeyboardCapable` with every hook `open`, for subclasses to `override`.
    ///
    /// A protocol default cannot be overridden (see "Subclassing" in *Adopting KeyboardCapable*).
    /// Registering stays the subclass's call, in `viewIsAppearing(_:)` and `viewWillDisappear(_:)`.
    ///
    /// ```swift
    /// class FormViewController: KeyboardCapableViewController {
    ///     override func avoidKeyboard(_ transition: KeyboardTransition) {
    ///         super.avoidKeyboard(transition)
    ///         footer.isHidden = transition.attachment == .docked
    ///     }
    /// }
    /// ```
    @MainActor
    open class KeyboardCapableViewController: UIViewController, KeyboardCapable {
        /// `view`, as the default is.
        open var keyboardRootView: any KeyboardLayoutView { view }

        /// The first responder inside `view`, else in its window, as the default is.
        open var keyboardFocusedView: (any KeyboardLayoutView)? { focusedViewInWindow }

        /// Whether a presented controller (not a search controller) covers this one, as the default.
        open var keyboardIsBehindPresentation: Bool { presentsOverKeyboardHost }

        /// Calls `ended` when the transition under way ends, as the default does.
        open func keyboardAfterAppearanceTransition(_ ended: @escaping @MainActor (_ screenStays: Bool) -> Void) -> Bool
        {
            afterAppearanceTransition(ended)
        }

        /// `NotificationCenter.default`, as the default is.
        open var keyboardNotificationCenter: NotificationCenter { .default }

        /// ``UIViewKeyboardAnimator/shared``, as the default is.
        open var keyboardAnimator: any KeyboardAnimator { UIViewKeyboardAnimator.shared }

        /// Calls ``avoidKeyboard(_:)`` with the event's transition, as the default does.
        open func keyboardWillShow(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

        /// Calls ``avoidKeyboard(_:)`` with the event's transition, as the default does.
        open func keyboardWillHide(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

        /// Calls ``avoidKeyboard(_:)`` with the event's transition, as the default does.
        open func keyboardWillChangeFrame(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

        /// Calls `applyKeyboardApproaches(_:)`, as the default does.
        open func avoidKeyboard(_ transition: KeyboardTransition) { applyKeyboardApproaches(transition) }

        /// Does nothing, as the default does.
        open func keyboardReadFailed(_ error: KeyboardEventError) {}

        /// Moves the root view `lift` points above its unshifted position, as the default does.
        open func shiftWholeView(by lift: CGFloat, animation: KeyboardAnimation) {
            translateRootView(by: lift, animation: animation)
        }
    }
#endif
