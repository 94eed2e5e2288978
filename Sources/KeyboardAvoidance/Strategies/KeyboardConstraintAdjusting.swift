import Foundation

/// A layout constraint whose constant the kit can change: `NSLayoutConstraint` in apps,
/// `HeadlessLayoutConstraint` in tests.
///
/// ```swift
/// let bottom: any KeyboardAdjustableConstraint = HeadlessLayoutConstraint(constant: 0)
/// bottom.constant = -120
/// ```
@MainActor
public protocol KeyboardAdjustableConstraint: AnyObject {
    /// The constraint's constant.
    var constant: CGFloat { get set }

    /// Which way the constant moves the constrained view up.
    ///
    /// Interface Builder writes a bottom constraint either way round (KeyboardFacts §7):
    /// `view.bottom = safeArea.bottom + constant` moves the view up as the constant **decreases**,
    /// `safeArea.bottom = view.bottom + constant` as it **increases**. Default
    /// ``KeyboardConstraintDirection/decreasingRaises``; the UIKit adapter reads it from the
    /// constraint's items.
    var keyboardConstraintDirection: KeyboardConstraintDirection { get }
}

/// Which way a bottom constraint's constant moves the constrained view up.
///
/// ```swift
/// // safeArea.bottom = inputBar.bottom + constant
/// HeadlessLayoutConstraint(constant: 8, direction: .increasingRaises)
/// ```
public enum KeyboardConstraintDirection: Sendable, Equatable {
    /// `view.bottom = anchor.bottom + constant`: a smaller constant raises the view.
    case decreasingRaises
    /// `anchor.bottom = view.bottom + constant`: a larger constant raises the view.
    case increasingRaises
}

extension KeyboardAdjustableConstraint {
    /// ``KeyboardConstraintDirection/decreasingRaises``: `view.bottom = anchor.bottom + constant`.
    public var keyboardConstraintDirection: KeyboardConstraintDirection { .decreasingRaises }
}

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
        let target =
            constraint.keyboardConstraintDirection == .increasingRaises ? original + overlap : original - overlap
        guard constraint.constant != target else { return }
        keyboardAnimator.animate(layout.animation) {
            constraint.constant = target
            root.layoutIfNeeded()
        }
    }
}
