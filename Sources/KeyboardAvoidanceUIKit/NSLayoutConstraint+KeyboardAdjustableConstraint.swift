#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

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
    extension NSLayoutConstraint: KeyboardAdjustableConstraint {
        /// Which way the constant raises the constrained view, read from the constraint's items:
        /// ``KeyboardConstraintDirection/increasingRaises`` when the first item is the anchor — a
        /// layout guide (`safeAreaLayoutGuide.bottom = view.bottom + c`) or a view containing the
        /// second item (`superview.bottom = view.bottom + c`) — and
        /// ``KeyboardConstraintDirection/decreasingRaises`` otherwise
        /// (`view.bottom = safeAreaLayoutGuide.bottom + c`).
        ///
        /// ```swift
        /// view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8)
        ///     .keyboardConstraintDirection // .increasingRaises
        /// ```
        public var keyboardConstraintDirection: KeyboardConstraintDirection {
            if firstItem is UILayoutGuide { return .increasingRaises }
            if let first = firstItem as? UIView, let second = secondItem as? UIView, second.isDescendant(of: first) {
                return .increasingRaises
            }
            return .decreasingRaises
        }
    }
#endif
