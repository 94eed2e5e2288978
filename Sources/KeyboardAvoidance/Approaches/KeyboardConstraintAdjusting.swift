import Foundation

/// Approach: a bottom constraint's constant moves by the overlap beyond the bottom safe-area inset,
/// in the direction that raises the view, and returns exactly on hide.
///
/// The constant is derived from its original and the current overlap, so it follows every frame
/// change while the keyboard is up; the root view is laid out inside the keyboard's animation.
///
/// ```swift
/// final class Chat: HeadlessViewController, KeyboardConstraintAdjusting {
///     let keyboardBottomConstraint: any KeyboardAdjustableConstraint = HeadlessLayoutConstraint()
/// }
/// ```
@MainActor
public protocol KeyboardConstraintAdjusting: KeyboardCapable {
    /// The constraint to adjust.
    var keyboardBottomConstraint: any KeyboardAdjustableConstraint { get }

    /// Adjusts ``keyboardBottomConstraint`` for `transition`, as the protocol describes.
    func adjustBottomConstraint(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardConstraintAdjusting {
    /// Moves the constant from its original by the root view's overlap beyond its bottom safe-area
    /// inset; restores the original exactly when nothing is covered.
    public func adjustBottomConstraint(_ transition: KeyboardTransition) {
        let constraint = keyboardBottomConstraint
        let root = keyboardRootView
        let overlap = KeyboardGeometry.overlap(
            transition.overlap(withScreenRect: unshiftedRootFrameInScreen),
            beyondBottomInset: root.keyboardSafeAreaInsets.bottom)
        let state = HostState.of(self)
        let original = state.originalConstraintConstant ?? constraint.constant
        state.originalConstraintConstant = overlap > 0 ? original : nil
        let target =
            constraint.keyboardConstraintDirection == .increasingRaises ? original + overlap : original - overlap
        guard constraint.constant != target else { return }
        animateKeyboardChanges(transition.animation) {
            constraint.constant = target
            root.layoutIfNeeded()
            KeyboardChanges.ran()
        }
    }
}
