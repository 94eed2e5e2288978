public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Approach: minimal reveal, shifting the root view only as far as the focused field needs to clear
/// the keyboard by a padding, never pushing the field's top above the top safe-area inset.
///
/// A field focused while the keyboard is up is revealed too: the kit follows UIKit's begin-editing notifications.
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

    /// Shifts by `field.maxY + padding − keyboard top` through
    /// ``KeyboardAnimatable/shiftWholeView(by:animation:)``, capped below the top safe-area inset.
    public func revealFocusedView(_ transition: KeyboardTransition) {
        var shift: CGFloat = 0
        if let field = unshiftedFocusedView() {
            let padded = field.frame.insetBy(dx: 0, dy: -max(0, keyboardRevealPadding))
            shift = min(transition.clearance(forScreenRect: padded), field.roomAbove)
        }
        shiftWholeView(by: shift >= KeyboardGeometry.noiseThreshold ? shift : 0, animation: transition.animation)
    }
}
