import Foundation

/// Strategy: a bottom constraint's constant moves from its original value by the part of the
/// overlap beyond the bottom safe-area inset, in the direction that raises the view
/// (``KeyboardAdjustableConstraint/keyboardConstraintDirection``), and returns exactly on hide.
///
/// It follows every frame change while the keyboard is up (predictive bar, emoji, rotation,
/// hardware keyboard), because the constant is always derived from the original and the current
/// overlap; the well-known version that guards on "already adjusted" misses those. The change
/// is animated with the keyboard's duration and curve, and the root view is laid out inside the
/// animation so that constrained views move with it.
///
/// The constraint is expected to pin content to the bottom safe area, written either way round:
/// `content.bottom = safeArea.bottom + constant` (the constant decreases to move the content up)
/// or `safeArea.bottom = content.bottom + constant` (it increases).
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

    /// Adjusts ``keyboardBottomConstraint`` for `transition`. The default is described on the
    /// protocol.
    func adjustBottomConstraint(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardConstraintAdjusting {
    /// Sets the constant to original − (overlap of the root view beyond its bottom safe-area
    /// inset); restores the original exactly when nothing is covered.
    public func adjustBottomConstraint(_ transition: KeyboardTransition) {
        let constraint = keyboardBottomConstraint
        let root = keyboardRootView
        let overlap = KeyboardGeometry.overlap(
            transition.overlap(withScreenRect: unshiftedRootFrameInScreen),
            beyondBottomInset: root.keyboardSafeAreaInsets.bottom)
        let original = withKeyboardStorage { storage in
            let original = storage.originalConstraintConstant ?? constraint.constant
            storage.originalConstraintConstant = overlap > 0 ? original : nil
            return original
        }
        let target =
            constraint.keyboardConstraintDirection == .increasingRaises ? original + overlap : original - overlap
        guard constraint.constant != target else { return }
        keyboardAnimator.animate(transition.animation) {
            constraint.constant = target
            root.layoutIfNeeded()
        }
    }
}
