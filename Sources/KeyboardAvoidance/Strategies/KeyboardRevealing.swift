public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Strategy: minimal reveal — the root view shifts only as far as needed for the focused field
/// to clear the keyboard by a padding, and nothing moves if the field is already visible.
///
/// The shift never pushes the field's top above the root view's top safe-area inset (a field
/// taller than the space left keeps its top visible). It reuses the full-view shift's memory,
/// so the original frame returns exactly on hide. When the focus moves while the keyboard is up
/// call ``KeyboardCapable/updateKeyboardAvoidance(animation:)``: iOS does not always post a
/// notification then.
///
/// ```swift
/// final class Login: HeadlessViewController, KeyboardRevealing {
///     let keyboardStorage = KeyboardStorage()
///     override func focusDidChange(from previous: HeadlessView?) { updateKeyboardAvoidance() }
/// }
/// ```
@MainActor
public protocol KeyboardRevealing: KeyboardCapable {
    /// Space kept between the focused field and the keyboard, in points. Default:
    /// 16, the standard spacing of iOS layout margins.
    var keyboardRevealPadding: CGFloat { get }

    /// Shifts the root view just enough to reveal the focused field for `transition`.
    func revealFocusedView(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardRevealing {
    /// 16 points, the standard spacing of iOS layout margins.
    public var keyboardRevealPadding: CGFloat { KeyboardPadding.standard }
}

extension KeyboardRevealing {
    /// Shifts by `field.maxY + padding − keyboard top` (from the unshifted position), capped so
    /// the field's top stays below the top safe-area inset; restores when no shift is needed.
    public func revealFocusedView(_ transition: KeyboardTransition) {
        let shift = revealShift(transition)
        if shift > 0 {
            performKeyboardShowFullViewAnimation(overlap: shift, animation: transition.animation)
        } else {
            performKeyboardHideFullViewAnimation(animation: transition.animation)
        }
    }

    private func revealShift(_ transition: KeyboardTransition) -> CGFloat {
        guard let field = unshiftedFocusedView() else { return 0 }
        let needed = transition.clearance(forScreenRect: field.frame.insetBy(dx: 0, dy: -max(0, keyboardRevealPadding)))
        guard needed > 0 else { return 0 }
        let shift = min(needed, field.roomAbove)
        return shift >= KeyboardGeometry.noiseThreshold ? shift : 0
    }
}
