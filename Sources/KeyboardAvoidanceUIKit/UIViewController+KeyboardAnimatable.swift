#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// UIKit animation by default for every `UIViewController` subclass that adopts
    /// `KeyboardAnimatable` (or `KeyboardCapable`).
    ///
    /// The core's unconstrained default applies changes at once, which is right headlessly; this
    /// more specific layer replaces it for view controllers with ``UIViewKeyboardAnimator``.
    /// Declare `keyboardAnimator` yourself to use another animator.
    ///
    /// ```swift
    /// final class ChatViewController: UIViewController, KeyboardCapable, KeyboardHost {
    ///     let keyboardStorage = KeyboardStorage()
    /// }
    /// ChatViewController().keyboardAnimator === UIViewKeyboardAnimator.shared // true
    /// ```
    extension KeyboardAnimatable where Self: UIViewController {
        /// ``UIViewKeyboardAnimator/shared``: changes animate with the keyboard's duration and
        /// curve.
        ///
        /// ```swift
        /// keyboardAnimator.animate(KeyboardAnimation(duration: 0.25, curve: .keyboard)) {
        ///     self.view.frame.origin.y = -291
        /// }
        /// ```
        public var keyboardAnimator: any KeyboardAnimator { UIViewKeyboardAnimator.shared }
    }
#endif
