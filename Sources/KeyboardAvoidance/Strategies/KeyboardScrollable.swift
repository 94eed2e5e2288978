public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scroll view the kit can inset and scroll: `UIScrollView` in apps, `HeadlessScrollView`
/// in tests.
///
/// ```swift
/// scroll.keyboardContentInsetBottom += 301
/// scroll.scrollRectToVisible(fieldRect, animated: false)
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
    /// The height of the area the insets leave visible: the bounds' height less the adjusted top
    /// and bottom content insets (`adjustedContentInset` in UIKit). Default: the bounds' height
    /// less ``keyboardContentInsetBottom`` and ``keyboardSystemInsetBottom``.
    ///
    /// ``rectToReveal(_:padding:)`` gives up padding before it lets a field that fits this height
    /// be shown only in part.
    var keyboardVisibleHeight: CGFloat { get }
    /// Scrolls the least distance that shows `rect`, given in the scroll view's bounds
    /// (content) coordinates, inside the area the insets leave visible: `UIScrollView`'s own
    /// method.
    func scrollRectToVisible(_ rect: CGRect, animated: Bool)
    /// Whether `view` is this scroll view or inside it, at any depth (UIKit's
    /// `view.isDescendant(of: scrollView)`).
    func hasDescendant(_ view: any KeyboardLayoutView) -> Bool
}

// MARK: - Default implementations

extension KeyboardScrollable {
    /// The bottom safe-area inset: what UIKit adds with `.always`, or for a scroll view whose
    /// content scrolls. A scroll view that can tell (`UIScrollView` and `HeadlessScrollView` do)
    /// reports `adjustedContentInset.bottom − contentInset.bottom` instead.
    public var keyboardSystemInsetBottom: CGFloat { keyboardSafeAreaInsets.bottom }

    /// The bounds' height less the bottom content inset and what the system adds to it.
    public var keyboardVisibleHeight: CGFloat {
        max(0, bounds.height - keyboardContentInsetBottom - keyboardSystemInsetBottom)
    }
}

// MARK: - Helpers (not overridable)

extension KeyboardScrollable {
    /// The rect, in this scroll view's bounds coordinates, that shows `view` (its
    /// ``KeyboardLayoutView/keyboardRevealRect``: a text view's caret) with `padding` points above
    /// and below it; `nil` when `view` is not inside this scroll view.
    ///
    /// When the padded rect would not fit the visible area (``keyboardVisibleHeight``, read when
    /// this is called: call it after the insets change), the padding shrinks to what fits, so a
    /// field that fits is always shown whole; a taller one gets no padding.
    ///
    /// ```swift
    /// if let rect = scroll.rectToReveal(field, padding: 16) {
    ///     scroll.scrollRectToVisible(rect, animated: true)
    /// }
    /// ```
    public func rectToReveal(_ view: any KeyboardLayoutView, padding: CGFloat) -> CGRect? {
        guard view !== self, hasDescendant(view) else { return nil }
        let origin = frameInScreen.origin
        let rect = view.revealRectInScreen.offsetBy(dx: bounds.minX - origin.x, dy: bounds.minY - origin.y)
        let fitting = min(max(0, padding), max(0, (keyboardVisibleHeight - rect.height) / 2))
        return rect.insetBy(dx: 0, dy: -fitting)
    }
}

// MARK: - Former names

extension KeyboardScrollable {
    /// The former name of ``scrollRectToVisible(_:animated:)``.
    @available(*, deprecated, renamed: "scrollRectToVisible(_:animated:)")
    public func scrollKeyboardRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollRectToVisible(rect, animated: animated)
    }

    /// The former name of ``hasDescendant(_:)``.
    @available(*, deprecated, renamed: "hasDescendant(_:)")
    public func keyboardContains(_ view: any KeyboardLayoutView) -> Bool { hasDescendant(view) }

    /// The former name of ``rectToReveal(_:padding:)``.
    @available(*, deprecated, renamed: "rectToReveal(_:padding:)")
    public func keyboardRect(revealing view: any KeyboardLayoutView, padding: CGFloat) -> CGRect? {
        rectToReveal(view, padding: padding)
    }
}
