public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Strategy: a scroll view's bottom inset grows by the overlap, and the focused field is
/// scrolled into view with padding, after the inset change.
///
/// The content and indicator insets become their originals plus the part of the scroll view the
/// keyboard covers beyond what the system already adds to its bottom inset
/// (``KeyboardScrollable/keyboardSystemInsetBottom``: the safe area, where the scroll view's
/// `contentInsetAdjustmentBehavior` adds it), and return exactly on hide. Then, inside the same
/// animation, the focused view — if it is inside the scroll view — is scrolled into the visible
/// area with ``keyboardScrollPadding`` points above and below it (default 16 pt, the standard
/// spacing of iOS layout margins).
///
/// ```swift
/// final class Settings: HeadlessViewController, KeyboardInsetAdjusting {
///     let keyboardStorage = KeyboardStorage()
///     let scroll = HeadlessScrollView()
///     var keyboardScrollView: any KeyboardScrollable { scroll }
///     var keyboardScrollPadding: CGFloat { 24 }
/// }
/// ```
@MainActor
public protocol KeyboardInsetAdjusting: KeyboardCapable {
    /// The scroll view to inset.
    var keyboardScrollView: any KeyboardScrollable { get }

    /// Space kept between the focused field and the keyboard (and the top of the visible area),
    /// in points. Default: 16, the standard spacing of iOS layout margins.
    var keyboardScrollPadding: CGFloat { get }

    /// Adjusts the insets for `transition`, then scrolls the focused field into view.
    func adjustContentInset(_ transition: KeyboardTransition)
}

/// The padding kept between a revealed field and the keyboard unless a host says otherwise.
enum KeyboardPadding {
    /// 16 points: the standard spacing of iOS layout margins.
    static let standard: CGFloat = 16
}

// MARK: - Default implementations

extension KeyboardInsetAdjusting {
    /// 16 points, the standard spacing of iOS layout margins.
    public var keyboardScrollPadding: CGFloat { KeyboardPadding.standard }
}

extension KeyboardInsetAdjusting {
    /// Grows the bottom content and indicator insets by the scroll view's overlap beyond its
    /// bottom safe-area inset (restoring the originals exactly when nothing is covered), then
    /// scrolls the focused field into view with ``keyboardScrollPadding``.
    public func adjustContentInset(_ transition: KeyboardTransition) {
        let scroll = keyboardScrollView
        let overlap = KeyboardGeometry.overlap(
            transition.overlap(withScreenRect: scroll.frameInScreen.offsetBy(dx: 0, dy: rootLift)),
            beyondBottomInset: scroll.keyboardSystemInsetBottom)
        let original = withKeyboardStorage { storage in
            let original =
                storage.originalScrollInsets ?? (scroll.keyboardContentInsetBottom, scroll.keyboardIndicatorInsetBottom)
            storage.originalScrollInsets = overlap > 0 ? original : nil
            return original
        }
        let content = original.content + overlap
        let indicator = original.indicator + overlap
        // While the keyboard is docked the focused field is scrolled into view even when the
        // keyboard covers none of the scroll view (another approach may have moved it clear).
        let focused = transition.dockedKeyboardTop != nil ? keyboardFocusedView : nil
        let field = focused.flatMap { scroll.hasDescendant($0) && $0 !== scroll ? $0 : nil }
        let insetChanges =
            scroll.keyboardContentInsetBottom != content || scroll.keyboardIndicatorInsetBottom != indicator
        guard insetChanges || field != nil else { return }
        let padding = keyboardScrollPadding
        keyboardAnimator.animate(transition.animation) {
            scroll.keyboardContentInsetBottom = content
            scroll.keyboardIndicatorInsetBottom = indicator
            // Measured after the insets change: the padding must fit the area they leave.
            if let rect = field.flatMap({ scroll.rectToReveal($0, padding: padding) }) {
                scroll.scrollRectToVisible(rect, animated: false)
            }
        }
    }
}
