import Foundation

/// Approach: a bottom constraint's constant moves by the overlap (beyond the bottom safe-area inset
/// when pinned to it), in the direction that raises the view, and returns exactly on hide; the root
/// view is laid out inside the keyboard's animation.
///
/// ```swift
/// final class Chat: HeadlessViewController, KeyboardConstraintAdjusting {
///     let keyboardBottomConstraint: any KeyboardLayoutConstraint = HeadlessLayoutConstraint()
/// }
/// ```
@MainActor
public protocol KeyboardConstraintAdjusting: KeyboardCapable {
    /// The constraint to adjust.
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { get }

    /// Which way the constraint's constant raises the view; default: what the constraint tells.
    ///
    /// State it for a constraint between two sibling views, which answers
    /// ``KeyboardConstraintDirection/unknown``: the kit leaves such a constraint alone and says so
    /// once on standard error.
    var keyboardBottomConstraintDirection: KeyboardConstraintDirection { get }

    /// Adjusts ``keyboardBottomConstraint`` for `transition`, as the protocol describes.
    func adjustBottomConstraint(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardConstraintAdjusting {
    /// ``keyboardBottomConstraint``'s own ``KeyboardLayoutConstraint/keyboardConstraintDirection``.
    public var keyboardBottomConstraintDirection: KeyboardConstraintDirection {
        keyboardBottomConstraint.keyboardConstraintDirection
    }

    /// Moves the constant by the root view's overlap (beyond its bottom safe-area inset when the
    /// constraint is pinned to it); removes exactly that part when nothing is covered.
    public func adjustBottomConstraint(_ transition: KeyboardTransition) {
        let constraint = keyboardBottomConstraint
        let memory = HostMemory.of(self)
        let direction = keyboardBottomConstraintDirection
        guard direction != .unknown else {
            memory.reportOnce(
                "KeyboardAvoidance: \(type(of: self)) leaves its keyboardBottomConstraint alone: the constraint "
                    + "cannot tell which way its constant raises the view (two sibling views); state "
                    + "keyboardBottomConstraintDirection.")
            return
        }
        if let old = memory.bottomConstraint, old !== constraint, let write = memory.constraintConstant {
            memory.constraintConstant = nil  // the constraint named before gets its constant back
            let constant = KitWrite.original(of: write, current: old.constant)
            animateKeyboardChanges(transition.animation, .changes { old.constant = constant })
        }
        memory.bottomConstraint = constraint
        let root = keyboardRootView
        root.keyboardLayoutWithoutAnimation()  // what is pending lays out now, not animated (KeyboardFacts §4)
        let inset = constraint.keyboardIsPinnedToSafeArea ? root.keyboardSafeAreaInsets.bottom : 0
        let overlap = transition.overlap(withScreenRect: unshiftedRootFrameInScreen, beyondBottomInset: inset)
        let original = KitWrite.original(of: memory.constraintConstant, current: constraint.constant)
        let target = direction == .increasingRaises ? original + overlap : original - overlap
        memory.constraintConstant = overlap > 0 ? KitWrite(original: original, written: target) : nil
        guard constraint.constant != target else { return }
        animateKeyboardChanges(
            transition.animation,
            .changes {
                constraint.constant = target
                root.layoutIfNeeded()
            })
    }
}
