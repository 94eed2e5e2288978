#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Every `NSLayoutConstraint` is a `KeyboardAdjustableConstraint`: the bottom-constraint
    /// approach changes its `constant`.
    extension NSLayoutConstraint: KeyboardAdjustableConstraint {
        /// Which way the constant raises the constrained view, read from the constraint's items.
        ///
        /// ``KeyboardConstraintDirection/increasingRaises`` when the first item is a layout guide
        /// (`safeArea.bottom = view.bottom + c`) or a view containing the second item
        /// (`superview.bottom = view.bottom + c`); ``KeyboardConstraintDirection/decreasingRaises``
        /// otherwise (`view.bottom = safeArea.bottom + c`).
        public var keyboardConstraintDirection: KeyboardConstraintDirection {
            if firstItem is UILayoutGuide { return .increasingRaises }
            if let first = firstItem as? UIView, let second = secondItem as? UIView, second.isDescendant(of: first) {
                return .increasingRaises
            }
            return .decreasingRaises
        }
    }
#endif
