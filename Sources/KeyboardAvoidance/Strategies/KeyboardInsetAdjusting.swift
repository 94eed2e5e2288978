import Foundation

/// A scroll view the kit can inset and scroll: `UIScrollView` in apps, `HeadlessScrollView`
/// in tests.
///
/// ```swift
/// scroll.keyboardContentInsetBottom += 301
/// scroll.scrollKeyboardRectToVisible(fieldRect, animated: false)
/// ```
@MainActor
public protocol KeyboardScrollable: KeyboardLayoutView {
    /// The bottom edge of the content inset.
    var keyboardContentInsetBottom: CGFloat { get set }
    /// The bottom edge of the vertical scroll indicator's inset.
    var keyboardIndicatorInsetBottom: CGFloat { get set }
    /// How much the system already adds to the bottom content inset on its own:
    /// `adjustedContentInset.bottom − contentInset.bottom` (the safe area, when the scroll view's
    /// `contentInsetAdjustmentBehavior` adds it). The inset strategy adds only the overlap beyond
    /// it: assuming the safe area is always added under-insets a short standalone scroll view by
    /// the home-indicator area, since `.automatic` adds it only where the content scrolls.
    var keyboardSystemInsetBottom: CGFloat { get }
    /// Scrolls the least distance that shows `rect`, given in the scroll view's bounds
    /// (content) coordinates, inside the area the insets leave visible.
    func scrollKeyboardRectToVisible(_ rect: CGRect, animated: Bool)
    /// Whether `view` is this scroll view or inside it.
    func keyboardContains(_ view: any KeyboardLayoutView) -> Bool
}

/// Strategy: a scroll view's bottom inset grows by the overlap, and the focused field is
/// scrolled into view with padding, after the inset change.
///
/// The content and indicator insets become their originals plus the part of the scroll view
/// the keyboard covers beyond what the system already adds to its bottom inset
/// (``KeyboardScrollable/keyboardSystemInsetBottom``: the safe area, where the scroll view's
/// `contentInsetAdjustmentBehavior` adds it), and return exactly on hide. Then, inside the same animation, the focused
/// view — if it is inside the scroll view — is scrolled into the visible area with
/// ``keyboardScrollPadding`` points above and below it (default
/// ``KeyboardInsetAdjustingDefaults/scrollPadding``, 16 pt).
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
    /// in points. Default: ``KeyboardInsetAdjustingDefaults/scrollPadding`` (16).
    var keyboardScrollPadding: CGFloat { get }

    /// Adjusts the insets for `layout`, then scrolls the focused field into view.
    func adjustContentInset(_ layout: KeyboardLayout)
}

/// Default values of ``KeyboardInsetAdjusting``.
public enum KeyboardInsetAdjustingDefaults {
    /// 16 points: the standard spacing of iOS layout margins.
    public static let scrollPadding: CGFloat = 16
}

// MARK: - Default implementations

extension KeyboardInsetAdjusting {
    /// ``KeyboardInsetAdjustingDefaults/scrollPadding``.
    public var keyboardScrollPadding: CGFloat { KeyboardInsetAdjustingDefaults.scrollPadding }
}

extension KeyboardInsetAdjusting {
    /// ``adjustContentInset(_:)``.
    public func avoidKeyboard(_ layout: KeyboardLayout) { adjustContentInset(layout) }

    /// Grows the bottom content and indicator insets by the scroll view's overlap beyond its
    /// bottom safe-area inset (restoring the originals exactly when nothing is covered), then
    /// scrolls the focused field into view with ``keyboardScrollPadding``.
    public func adjustContentInset(_ layout: KeyboardLayout) {
        let scroll = keyboardScrollView
        let overlap = KeyboardGeometry.overlap(
            layout.overlap(withScreenRect: scroll.frameInScreen), beyondBottomInset: scroll.keyboardSystemInsetBottom)
        let original =
            keyboardStorage.originalScrollInsets
            ?? (scroll.keyboardContentInsetBottom, scroll.keyboardIndicatorInsetBottom)
        keyboardStorage.originalScrollInsets = overlap > 0 ? original : nil
        let content = original.content + overlap
        let indicator = original.indicator + overlap
        let focusRect =
            overlap > 0
            ? keyboardFocusedView.flatMap { scroll.keyboardRect(revealing: $0, padding: keyboardScrollPadding) } : nil
        let insetChanges =
            scroll.keyboardContentInsetBottom != content || scroll.keyboardIndicatorInsetBottom != indicator
        guard insetChanges || focusRect != nil else { return }
        keyboardAnimator.animate(layout.animation) {
            scroll.keyboardContentInsetBottom = content
            scroll.keyboardIndicatorInsetBottom = indicator
            if let focusRect { scroll.scrollKeyboardRectToVisible(focusRect, animated: false) }
        }
    }
}

// MARK: - Default implementations

extension KeyboardScrollable {
    /// The bottom safe-area inset: what UIKit adds with `.always`, or for a scroll view whose
    /// content scrolls. A scroll view that can tell (`UIScrollView` and `HeadlessScrollView` do)
    /// reports `adjustedContentInset.bottom − contentInset.bottom` instead.
    public var keyboardSystemInsetBottom: CGFloat { keyboardSafeAreaInsets.bottom }
}

// MARK: - Helpers (not overridable)

extension KeyboardScrollable {
    /// The rect, in this scroll view's bounds coordinates, that shows `view` (its
    /// ``KeyboardLayoutView/keyboardRevealRect``: a text view's caret) with `padding` points above
    /// and below it; `nil` when `view` is not inside this scroll view.
    ///
    /// ```swift
    /// if let rect = scroll.keyboardRect(revealing: field, padding: 16) {
    ///     scroll.scrollKeyboardRectToVisible(rect, animated: true)
    /// }
    /// ```
    public func keyboardRect(revealing view: any KeyboardLayoutView, padding: CGFloat) -> CGRect? {
        guard view !== self, keyboardContains(view) else { return nil }
        let origin = frameInScreen.origin
        let rect = view.revealRectInScreen.offsetBy(dx: bounds.minX - origin.x, dy: bounds.minY - origin.y)
        return rect.insetBy(dx: 0, dy: -max(0, padding))
    }
}
