#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Every `NSLayoutConstraint` is a `KeyboardLayoutConstraint`: the bottom-constraint
    /// approach changes its `constant`.
    extension NSLayoutConstraint: KeyboardLayoutConstraint {
        /// Which way the constant raises the constrained view, read from the constraint's items.
        ///
        /// The anchor is the item that stays: a layout guide, a legacy `bottomLayoutGuide`
        /// (`UILayoutSupport`, a view since iOS 9), or the view containing the other item.
        /// ``KeyboardConstraintDirection/increasingRaises`` when the anchor is first
        /// (`safeArea.bottom = view.bottom + c`), ``KeyboardConstraintDirection/decreasingRaises``
        /// when it is second (`view.bottom = safeArea.bottom + c`),
        /// ``KeyboardConstraintDirection/unknown`` for two siblings.
        public var keyboardConstraintDirection: KeyboardConstraintDirection {
            if firstItem is UILayoutGuide || firstItem is any UILayoutSupport { return .increasingRaises }
            if secondItem is UILayoutGuide || secondItem is any UILayoutSupport { return .decreasingRaises }
            guard let first = firstItem as? UIView, let second = secondItem as? UIView else { return .unknown }
            if second.isDescendant(of: first) { return .increasingRaises }
            return first.isDescendant(of: second) ? .decreasingRaises : .unknown
        }

        /// Whether the anchor is a view's `safeAreaLayoutGuide` or `layoutMarginsGuide` (which
        /// includes the safe area unless `insetsLayoutMarginsFromSafeArea` is off), or a legacy
        /// `bottomLayoutGuide`; `false` for a view's own bottom (device review N5) and for any
        /// other guide, where moving by the whole overlap leaves nothing covered.
        public var keyboardIsPinnedToSafeArea: Bool {
            let anchor = keyboardConstraintDirection == .increasingRaises ? firstItem : secondItem
            if anchor is any UILayoutSupport { return true }
            guard let guide = anchor as? UILayoutGuide, let owner = guide.owningView else { return false }
            return guide === owner.safeAreaLayoutGuide
                || (guide === owner.layoutMarginsGuide && owner.insetsLayoutMarginsFromSafeArea)
        }
    }
#endif
