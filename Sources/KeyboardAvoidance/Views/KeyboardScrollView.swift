public import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scroll view ``KeyboardInsetAdjusting`` insets and scrolls: `UIScrollView` in apps,
/// `HeadlessScrollView` in tests.
@MainActor
public protocol KeyboardScrollView: KeyboardLayoutView {
    /// The bottom edge of the content inset.
    var keyboardContentInsetBottom: CGFloat { get set }
    /// The bottom edge of the vertical scroll indicator's inset.
    var keyboardIndicatorInsetBottom: CGFloat { get set }
    /// What the system already adds to the bottom content inset (`adjustedContentInset.bottom −
    /// contentInset.bottom`); the inset approach adds only the overlap beyond it.
    var keyboardSystemInsetBottom: CGFloat { get }
    /// What the system adds to the indicator's bottom inset (the safe area while UIKit adjusts the
    /// indicators, KeyboardFacts §7); default ``keyboardSystemInsetBottom``.
    var keyboardSystemIndicatorInsetBottom: CGFloat { get }
    /// The height the insets leave visible: the bounds' height less the adjusted vertical insets.
    var keyboardVisibleHeight: CGFloat { get }
    /// The content offset; the kit sets it back after the keyboard to where its scrolling found it.
    var contentOffset: CGPoint { get set }
    /// The vertical offsets the content can rest at, the insets included (from `−adjustedContentInset.top`);
    /// default the current one alone, so the kit scrolls nothing.
    var keyboardOffsetRange: ClosedRange<CGFloat> { get }
    /// Whether the list is turned upside down, its newest content at the lowest offsets and the
    /// keyboard's inset at its top edge; default `false`.
    var keyboardIsInverted: Bool { get }
    /// Scrolls to `offset`, animated by the scroll view itself when `animated` (it renders the rows
    /// it passes, where a keyboard animation block would leave them blank: device review N7).
    func setContentOffset(_ offset: CGPoint, animated: Bool)
    /// Whether `view` is this scroll view or inside it at any depth (`isDescendant(of:)` in UIKit).
    func hasDescendant(_ view: any KeyboardLayoutView) -> Bool
    /// Whether UIKit insets this scroll view for the keyboard itself, as a `UITableViewController`'s
    /// table view; the inset approach then leaves it alone (KeyboardFacts §7). Default `false`.
    var keyboardIsAdjustedBySystem: Bool { get }
}

// MARK: - Default implementations

extension KeyboardScrollView {
    /// The bottom safe-area inset; scroll views that can tell report what the system really adds.
    public var keyboardSystemInsetBottom: CGFloat { keyboardSafeAreaInsets.bottom }
    /// ``keyboardSystemInsetBottom``: the indicator is adjusted as the content is.
    public var keyboardSystemIndicatorInsetBottom: CGFloat { keyboardSystemInsetBottom }
    /// `false`: nothing but the kit insets the scroll view for the keyboard.
    public var keyboardIsAdjustedBySystem: Bool { false }
    /// The current offset alone: a chat lift cannot move the content.
    public var keyboardOffsetRange: ClosedRange<CGFloat> { contentOffset.y...contentOffset.y }
    /// `false`.
    public var keyboardIsInverted: Bool { false }
    /// The bounds' height less the bottom content inset and what the system adds to it.
    public var keyboardVisibleHeight: CGFloat {
        max(0, bounds.height - keyboardContentInsetBottom - keyboardSystemInsetBottom)
    }
}

// MARK: - API

extension KeyboardScrollView {
    /// The rect, in bounds coordinates, that shows `view`'s ``KeyboardLayoutView/keyboardRevealRect``
    /// with `padding` points above and below; `nil` unless `view` is inside it or is it (a text view: its caret).
    ///
    /// Call it after the insets change: the padding shrinks to what fits ``keyboardVisibleHeight``,
    /// so a field that fits is always shown whole. Not overridable.
    public func rectToReveal(_ view: any KeyboardLayoutView, padding: CGFloat) -> CGRect? {
        guard hasDescendant(view) else { return nil }
        let origin = frameInScreen.origin
        // A text view that is this scroll view scrolls to its caret, shown or not.
        let rect =
            view === self
            ? keyboardRevealRect
            : view.revealRectInScreen.offsetBy(dx: bounds.minX - origin.x, dy: bounds.minY - origin.y)
        let fitting = min(max(0, padding), max(0, (keyboardVisibleHeight - rect.height) / 2))
        return rect.insetBy(dx: 0, dy: -fitting)
    }

    /// The content offset that shows `rect` (bounds coordinates) in the visible area by the least
    /// vertical scroll (its top when it is taller), within ``keyboardOffsetRange``; not overridable.
    public func offsetRevealing(_ rect: CGRect) -> CGPoint {
        var offset = contentOffset
        let range = keyboardOffsetRange
        let inset = -range.lowerBound  // the adjusted top inset: the visible area starts that far below the offset
        offset.y = max(offset.y, rect.maxY - inset - keyboardVisibleHeight)
        offset.y = min(offset.y, rect.minY - inset)
        offset.y = min(max(offset.y, range.lowerBound), range.upperBound)
        return offset
    }
}
