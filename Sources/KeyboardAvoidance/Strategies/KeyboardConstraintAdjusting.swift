import Foundation

/// A layout constraint whose constant the kit can change: `NSLayoutConstraint` in apps,
/// ``HeadlessLayoutConstraint`` in tests.
///
/// ```swift
/// let bottom: any KeyboardAdjustableConstraint = HeadlessLayoutConstraint(constant: 0)
/// bottom.constant = -120
/// ```
@MainActor
public protocol KeyboardAdjustableConstraint: AnyObject {
    /// The constraint's constant.
    var constant: CGFloat { get set }
}

/// Strategy: a bottom constraint's constant becomes its original value minus the part of the
/// overlap beyond the bottom safe-area inset, and returns exactly on hide.
///
/// It follows every frame change while the keyboard is up (predictive bar, emoji, rotation,
/// hardware keyboard), because the constant is always derived from the original and the current
/// overlap; the well-known version that guards on "already adjusted" misses those. The change
/// is animated with the keyboard's duration and curve, and the root view is laid out inside the
/// animation so that constrained views move with it.
///
/// The constraint is expected to pin content to the bottom safe area, with a constant that
/// decreases to move the content up (for example `content.bottom = safeArea.bottom + constant`).
///
/// ```swift
/// final class Chat: HeadlessViewController, KeyboardConstraintAdjusting {
///     let keyboardStorage = KeyboardStorage()
///     let keyboardBottomConstraint: any KeyboardAdjustableConstraint = HeadlessLayoutConstraint()
/// }
/// ```
@MainActor
public protocol KeyboardConstraintAdjusting: KeyboardCapable {
    /// The constraint to adjust.
    var keyboardBottomConstraint: any KeyboardAdjustableConstraint { get }

    /// Adjusts ``keyboardBottomConstraint`` for `layout`. The default is described on the
    /// protocol.
    func adjustBottomConstraint(_ layout: KeyboardLayout)
}

// MARK: - Default implementations

extension KeyboardConstraintAdjusting {
    /// ``adjustBottomConstraint(_:)``.
    public func avoidKeyboard(_ layout: KeyboardLayout) { adjustBottomConstraint(layout) }

    /// Sets the constant to original − (overlap of the root view beyond its bottom safe-area
    /// inset); restores the original exactly when nothing is covered.
    public func adjustBottomConstraint(_ layout: KeyboardLayout) {
        let constraint = keyboardBottomConstraint
        let root = keyboardRootView
        let overlap = KeyboardGeometry.overlap(
            layout.overlap(withScreenRect: unshiftedRootFrameInScreen),
            beyondBottomInset: root.keyboardSafeAreaInsets.bottom)
        let original = keyboardStorage.originalConstraintConstant ?? constraint.constant
        keyboardStorage.originalConstraintConstant = overlap > 0 ? original : nil
        let target = original - overlap
        guard constraint.constant != target else { return }
        keyboardAnimator.animate(layout.animation) {
            constraint.constant = target
            root.layoutIfNeeded()
        }
    }
}
