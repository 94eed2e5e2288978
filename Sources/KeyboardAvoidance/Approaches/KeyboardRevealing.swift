public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Approach: minimal reveal, shifting the root view only as far as the focused field needs to clear
/// the keyboard by a padding, never pushing the field's top above the top safe-area inset.
///
/// A field focused while the keyboard is up is revealed too: the kit follows UIKit's begin-editing
/// notifications.
///
/// ```swift
/// final class Login: HeadlessViewController, KeyboardRevealing {
///     var keyboardRevealPadding: CGFloat { 12 }
/// }
/// ```
@MainActor
public protocol KeyboardRevealing: KeyboardCapable {
    /// Points kept between the focused field and the keyboard; default 16.
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
    /// Shifts by `field.maxY + padding − keyboard top` through
    /// ``KeyboardAnimatable/shiftWholeView(by:animation:)``, capped below the top safe-area inset.
    public func revealFocusedView(_ transition: KeyboardTransition) {
        shiftWholeView(by: revealShift(transition), animation: transition.animation)
    }

    private func revealShift(_ transition: KeyboardTransition) -> CGFloat {
        guard let field = unshiftedFocusedView() else { return 0 }
        let needed = transition.clearance(forScreenRect: field.frame.insetBy(dx: 0, dy: -max(0, keyboardRevealPadding)))
        guard needed > 0 else { return 0 }
        let shift = min(needed, field.roomAbove)
        return shift >= KeyboardGeometry.noiseThreshold ? shift : 0
    }
}
