public import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Pure functions that turn a keyboard frame into what a host must avoid, all in screen coordinates.
///
/// The overlap is the height of `host ∩ keyboard ∩ screen`, never the keyboard's height: a hardware
/// keyboard counts only its visible strip, and a detached keyboard nothing.
public enum KeyboardGeometry {
    /// Overlaps and visible heights below this many points are rounding noise and count as 0.
    public static let noiseThreshold: CGFloat = 1

    /// Classifies a keyboard end frame: hidden when not finite or under ``noiseThreshold`` on screen,
    /// detached when its bottom edge stops more than ``noiseThreshold`` above the screen's (floating,
    /// undocked, split), docked otherwise.
    public static func attachment(ofKeyboardFrame frame: CGRect, screenBounds: CGRect) -> KeyboardAttachment {
        guard isFinite(frame), isFinite(screenBounds) else { return .hidden }
        guard abs(frame.size.width) >= noiseThreshold, abs(frame.size.height) >= noiseThreshold else { return .hidden }
        let visible = extent(of: frame, screenBounds)
        guard visible.height >= noiseThreshold, visible.width >= noiseThreshold else { return .hidden }
        return reachesBottom(frame, of: screenBounds) ? .docked : .detached
    }

    // Whether the keyboard's bottom edge stops less than ``noiseThreshold`` above the screen's.
    private static func reachesBottom(_ keyboard: CGRect, of screen: CGRect) -> Bool {
        let bottom = span(screen.origin.y, screen.size.height).max
        return span(keyboard.origin.y, keyboard.size.height).max >= bottom - noiseThreshold
    }

    /// How many points of `hostFrame` a keyboard at `keyboardFrame` covers.
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's end frame, in screen coordinates.
    ///   - screenBounds: The bounds of the host's screen.
    ///   - hostFrame: The host's frame, in screen coordinates.
    /// - Returns: The height of `host ∩ keyboard ∩ screen` while the keyboard is docked, otherwise 0;
    ///   slivers under ``noiseThreshold`` count as 0.
    public static func overlap(keyboardFrame: CGRect, screenBounds: CGRect, hostFrame: CGRect) -> CGFloat {
        // Docked, as `attachment` tells it: a keyboard too small or off screen covers nothing anyway.
        guard isFinite(keyboardFrame), isFinite(screenBounds), isFinite(hostFrame),
            reachesBottom(keyboardFrame, of: screenBounds)
        else { return 0 }
        let covered = extent(of: hostFrame, keyboardFrame, screenBounds)
        guard covered.height >= noiseThreshold, covered.width >= noiseThreshold else { return 0 }
        return covered.height
    }

    // The width and height of `a ∩ b ∩ c` (`c` defaults to `a`), edge by edge, without building the
    // rect; disjoint rects give a negative extent, which no threshold accepts. The rects must be
    // finite (callers check: `min`/`max` drop a later NaN, and an infinite edge never shrinks). Rects
    // whose far edge overflows are measured again at a quarter of their scale.
    private static func extent(of a: CGRect, _ b: CGRect, _ c: CGRect? = nil) -> (width: CGFloat, height: CGFloat) {
        var (a, b, c, scale) = (a, b, c ?? a, CGFloat(1))
        // One call site, so that the measure inlines; the quarters of finite rects always have a
        // finite extent, so the loop runs at most twice.
        while true {
            let extent = edgeExtent(a, b, c)
            guard extent.width.isInfinite || extent.height.isInfinite else {
                return (extent.width * scale, extent.height * scale)
            }
            (a, b, c, scale) = (a.quartered, b.quartered, c.quartered, scale * 4)
        }
    }

    private static func edgeExtent(_ a: CGRect, _ b: CGRect, _ c: CGRect) -> (width: CGFloat, height: CGFloat) {
        let (ax, bx, cx) = (
            span(a.origin.x, a.size.width), span(b.origin.x, b.size.width), span(c.origin.x, c.size.width)
        )
        let (ay, by, cy) = (
            span(a.origin.y, a.size.height), span(b.origin.y, b.size.height), span(c.origin.y, c.size.height)
        )
        return (
            min(ax.max, bx.max, cx.max) - max(ax.min, bx.min, cx.min),
            min(ay.max, by.max, cy.max) - max(ay.min, by.min, cy.min)
        )
    }

    // A rect's edges on one axis as `minX` and `maxX` give them (standardized), in plain arithmetic:
    // this runs for every host on every event, and `CGRect`'s accessors are calls into Foundation.
    private static func span(_ origin: CGFloat, _ length: CGFloat) -> (min: CGFloat, max: CGFloat) {
        let end = origin + length
        if length >= 0 { return (origin, end) }
        return (end, length < 0 ? origin : end)  // a NaN length gives NaN edges, as the accessors do
    }

    /// The overlap of `hostFrame` after a keyboard notification.
    ///
    /// - Parameters:
    ///   - event: The notification's event; after a hide the overlap is 0 whatever its frame says.
    ///   - screenBounds: The bounds of the host's screen.
    ///   - hostFrame: The host's frame, in screen coordinates.
    ///   - ignoringRemoteKeyboards: Whether another app's keyboard (`isLocal == false`) covers nothing.
    /// - Returns: ``overlap(keyboardFrame:screenBounds:hostFrame:)`` of the end frame, or 0.
    public static func overlap(
        of event: KeyboardEvent, screenBounds: CGRect, hostFrame: CGRect,
        ignoringRemoteKeyboards: Bool = true
    ) -> CGFloat {
        if event.kind.isHide { return 0 }
        if ignoringRemoteKeyboards, event.isLocal == false { return 0 }
        return overlap(keyboardFrame: event.endFrame, screenBounds: screenBounds, hostFrame: hostFrame)
    }

    /// The part of an overlap above a bottom safe-area inset: how far a bar pinned to it must move.
    ///
    /// - Parameters:
    ///   - overlap: An overlap, in points.
    ///   - inset: The bottom safe-area inset; a negative one counts as 0.
    /// - Returns: `overlap − inset`, or 0 when that is under ``noiseThreshold``.
    public static func overlap(_ overlap: CGFloat, beyondBottomInset inset: CGFloat) -> CGFloat {
        let beyond = overlap - max(0, inset)
        return beyond >= noiseThreshold ? beyond : 0
    }

    /// How far a keyboard at `keyboardFrame` reaches above `hostFrame`'s bottom safe-area inset.
    ///
    /// ``overlap(_:beyondBottomInset:)`` of ``overlap(keyboardFrame:screenBounds:hostFrame:)``; of
    /// `safeAreaInsets`, only the bottom one counts.
    public static func overlap(
        keyboardFrame: CGRect, screenBounds: CGRect, hostFrame: CGRect, safeAreaInsets: LayoutInsets
    ) -> CGFloat {
        overlap(
            overlap(keyboardFrame: keyboardFrame, screenBounds: screenBounds, hostFrame: hostFrame),
            beyondBottomInset: safeAreaInsets.bottom)
    }

    /// The part of a text view to reveal for its caret: `caret` moved the least distance into
    /// `visible`, the text view's bounds, which scroll with its text, and cut to fit (KeyboardFacts
    /// §7); `visible` when either is not finite.
    public static func revealRect(forCaret caret: CGRect, visible: CGRect) -> CGRect {
        guard isFinite(caret), isFinite(visible) else { return visible }
        let caret = caret.standardized
        let visible = visible.standardized
        let height = min(caret.height, visible.height)
        let y = min(max(caret.minY, visible.minY), visible.maxY - height)
        let width = min(caret.width, visible.width)
        let x = min(max(caret.minX, visible.minX), visible.maxX - width)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
            && rect.size.height.isFinite
    }
}

extension CGRect {
    // Every coordinate divided by 4, which is exact in binary floating point.
    fileprivate var quartered: CGRect {
        CGRect(x: origin.x / 4, y: origin.y / 4, width: size.width / 4, height: size.height / 4)
    }
}
