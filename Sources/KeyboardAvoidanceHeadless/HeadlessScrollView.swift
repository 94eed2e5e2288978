public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A platform-neutral scroll view model that behaves like `UIScrollView` where the kit looks.
///
/// The bounds origin is the content offset, which stays within the scrollable range. Offset and
/// inset changes inside a ``RecordingKeyboardAnimator`` animation are recorded.
///
/// ```swift
/// let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// scroll.contentSize = CGSize(width: 375, height: 1200)
/// scroll.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 375, height: 44))
/// scroll.contentOffset.y // 377
/// ```
@MainActor
public final class HeadlessScrollView: HeadlessView, KeyboardScrollView {
    /// The size of the scrollable content.
    public var contentSize: CGSize = .zero

    /// The content offset: the bounds origin.
    ///
    /// Until it is first set, the content rests at its top, below the adjusted top inset, as UIKit
    /// puts it (a list in a navigation controller starts at −(safe area + bar)), KeyboardFacts §7.
    public var contentOffset: CGPoint {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// Whether the offset was ever set: until then it follows the adjusted top inset.
    private var hasScrolled = false
    /// Whether the resting offset is being stored, which is where the content already was: no move.
    private var isStoringRest = false

    /// The bounds origin: ``contentOffset``.
    override public var boundsOrigin: CGPoint {
        get { hasScrolled ? super.boundsOrigin : CGPoint(x: super.boundsOrigin.x, y: -adjustedContentInset.top) }
        set {
            if !hasScrolled {
                let resting = boundsOrigin
                (hasScrolled, isStoringRest) = (true, true)
                super.boundsOrigin = resting
                isStoringRest = false
            }
            super.boundsOrigin = newValue
        }
    }

    override func boundsOriginDidChange(from old: CGPoint) {
        guard !isStoringRest else { return }
        AnimationTransaction.record(self, "contentOffset", from: .point(old), to: .point(contentOffset))
    }

    /// The content inset; shrinking it pulls an out-of-range offset back into range.
    public var contentInset: LayoutInsets = .zero {
        didSet {
            AnimationTransaction.record(self, "contentInset", from: .insets(oldValue), to: .insets(contentInset))
            let offset = clamped(contentOffset)
            if offset != contentOffset { contentOffset = offset }
        }
    }

    /// The vertical scroll indicator's insets.
    public var verticalScrollIndicatorInsets: LayoutInsets = .zero {
        didSet {
            AnimationTransaction.record(
                self, "verticalScrollIndicatorInsets", from: .insets(oldValue),
                to: .insets(verticalScrollIndicatorInsets))
        }
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (KeyboardFacts §7).
    public enum ContentInsetAdjustmentBehavior: Sendable, CaseIterable {
        /// Always vertically when ``isInNavigationOrTabBarController``; otherwise as
        /// ``scrollableAxes``.
        case automatic
        /// Only along axes that scroll: the content is larger, or the view always bounces.
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }

    /// How the safe area is added to ``contentInset``.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether the system insets the scroll indicators by the safe area, whatever
    /// ``contentInsetAdjustmentBehavior`` does (UIScrollView.h:113-115; KeyboardFacts §7); `true`.
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether the scroll view bounces vertically even when its content is not taller than it.
    public var alwaysBounceVertical = false
    /// Whether the scroll view bounces horizontally even when its content is not wider than it.
    public var alwaysBounceHorizontal = false
    /// Whether the scroll view's controller is shown by a navigation or tab bar controller.
    public var isInNavigationOrTabBarController: Bool {
        let root = sequence(first: self as HeadlessView) { $0.superview }.first { $0.viewController != nil }
        guard let container = root?.viewController?.parent else { return false }
        return sequence(first: container) { $0.parent }.contains {
            $0 is HeadlessNavigationController || $0 is HeadlessTabBarController
        }
    }

    /// How a drag of the content dismisses the keyboard, as UIScrollView's (UIScrollView.h:24–29, 284).
    public enum KeyboardDismissMode: Sendable, CaseIterable {
        /// The keyboard stays (UIKit's default).
        case none
        /// A drag dismisses it as it begins.
        case onDrag
        /// It follows the finger down off the screen.
        case interactive
    }

    /// How a drag of the content dismisses the keyboard; `.none` by default.
    public var keyboardDismissMode = KeyboardDismissMode.none

    /// Whether the content scrolls vertically: taller than the view, or always bouncing.
    public var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > frame.height }
    /// Whether the content scrolls horizontally: wider than the view, or always bouncing.
    public var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > frame.width }

    /// Whether the list is turned upside down, as chats that show the newest message at the bottom are.
    ///
    /// UIKit's `transform` of `scaleY: -1`: the content's top edge, and the insets there, are at the
    /// view's bottom. Models the insets and offsets, not the flipped drawing of the subviews.
    public var isInverted = false

    /// ``contentInset`` plus what ``contentInsetAdjustmentBehavior`` adds of the safe area (an
    /// inverted list's bottom safe area at its content's top).
    public var adjustedContentInset: LayoutInsets {
        var safe = safeAreaInsets
        if isInverted { (safe.top, safe.bottom) = (safe.bottom, safe.top) }
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .always: (true, true)
            case .never: (false, false)
            case .scrollableAxes: (scrollsVertically, scrollsHorizontally)
            case .automatic: (isInNavigationOrTabBarController || scrollsVertically, scrollsHorizontally)
            }
        return LayoutInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The smallest and largest offsets the content can scroll to.
    public var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let min = CGPoint(x: 0 - inset.left, y: 0 - inset.top)  // 0 − 0 is +0, never −0
        let max = CGPoint(
            x: Swift.max(min.x, contentSize.width + inset.right - frame.width),
            y: Swift.max(min.y, contentSize.height + inset.bottom - frame.height))
        return (min, max)
    }

    /// Scrolls to `offset` at once; `animated` (UIKit's own scroll animation) is ignored.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

    /// Scrolls the least distance that shows `rect` (in content coordinates) inside the area the
    /// ``adjustedContentInset`` leaves visible, or its top when it is taller; `animated` is ignored.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool = false) {
        var offset = contentOffset
        func axis(
            _ low: CGFloat, _ high: CGFloat, _ offset: CGFloat, _ size: CGFloat, _ lead: CGFloat, _ trail: CGFloat
        ) -> CGFloat {
            var result = offset
            let visibleHigh = result + size - trail
            if high > visibleHigh { result += high - visibleHigh }
            let visibleLow = result + lead
            if low < visibleLow { result -= visibleLow - low }
            return result
        }
        let inset = adjustedContentInset
        offset.y = axis(rect.minY, rect.maxY, offset.y, frame.height, inset.top, inset.bottom)
        offset.x = axis(rect.minX, rect.maxX, offset.x, frame.width, inset.left, inset.right)
        contentOffset = clamped(offset)
    }

    private func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(
            x: Swift.min(Swift.max(offset.x, range.min.x), range.max.x),
            y: Swift.min(Swift.max(offset.y, range.min.y), range.max.y))
    }

    // MARK: - KeyboardScrollView

    /// `contentInset.bottom`; an inverted list's `top`, at its bottom on screen.
    public var keyboardContentInsetBottom: CGFloat {
        get { isInverted ? contentInset.top : contentInset.bottom }
        set {
            if isInverted { contentInset.top = newValue } else { contentInset.bottom = newValue }
        }
    }

    /// `verticalScrollIndicatorInsets.bottom`; an inverted list's `top`.
    public var keyboardIndicatorInsetBottom: CGFloat {
        get { isInverted ? verticalScrollIndicatorInsets.top : verticalScrollIndicatorInsets.bottom }
        set {
            if isInverted {
                verticalScrollIndicatorInsets.top = newValue
            } else {
                verticalScrollIndicatorInsets.bottom = newValue
            }
        }
    }

    /// What ``adjustedContentInset`` adds of the safe area to ``keyboardContentInsetBottom``'s edge.
    public var keyboardSystemInsetBottom: CGFloat {
        let adjusted = adjustedContentInset
        return isInverted ? adjusted.top - contentInset.top : adjusted.bottom - contentInset.bottom
    }

    /// The bottom safe area while ``automaticallyAdjustsScrollIndicatorInsets``, else 0.
    public var keyboardSystemIndicatorInsetBottom: CGFloat {
        automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets.bottom : 0
    }

    /// ``offsetRange``'s vertical extent.
    public var keyboardOffsetRange: ClosedRange<CGFloat> {
        let range = offsetRange
        return range.min.y...range.max.y
    }

    /// ``isInverted``.
    public var keyboardIsInverted: Bool { isInverted }

    /// The bounds' height less the ``adjustedContentInset``'s top and bottom.
    public var keyboardVisibleHeight: CGFloat {
        let inset = adjustedContentInset
        return max(0, bounds.height - inset.top - inset.bottom)
    }

    /// Whether this is a ``HeadlessTableViewController``'s table, which it adjusts for the keyboard.
    public var keyboardIsAdjustedBySystem: Bool {
        (superview?.viewController as? HeadlessTableViewController)?.tableView === self
    }

    /// Whether `view` is this scroll view or one of its descendants.
    public func hasDescendant(_ view: any KeyboardLayoutView) -> Bool {
        guard let view = view as? HeadlessView else { return false }
        return sequence(first: view) { $0.superview }.contains { $0 === self }
    }
}
