#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import UIKit

    /// Every `NSLayoutConstraint` is a `KeyboardAdjustableConstraint`: the bottom-constraint
    /// strategy changes its `constant`, which UIKit already declares.
    ///
    /// Set the constant inside an animator's changes and call `layoutIfNeeded()` on the constrained
    /// views' common ancestor there too, so the layout change animates with the keyboard.
    ///
    /// ```swift
    /// let constraint: any KeyboardAdjustableConstraint = bottomConstraint
    /// keyboardAnimator.animate(KeyboardAnimation(duration: 0.25, curve: .keyboard)) {
    ///     constraint.constant = 291
    ///     self.view.layoutIfNeeded()
    /// }
    /// ```
    extension NSLayoutConstraint: KeyboardAdjustableConstraint {}
#endif
