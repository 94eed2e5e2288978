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
        keyboard.maxY >= screen.maxY - noiseThreshold
    }

    /// How many points of `hostFrame` a keyboard at `keyboardFrame` covers.
    ///
    /// The height of `host ∩ keyboard ∩ screen` while the keyboard is docked, otherwise 0; slivers
    /// under ``noiseThreshold`` count as 0. Hosts measure through ``KeyboardTransition/overlap(withScreenRect:beyondBottomInset:)``.
    package static func overlap(keyboardFrame: CGRect, screenBounds: CGRect, hostFrame: CGRect) -> CGFloat {
        // Docked, as `attachment` tells it: a keyboard too small or off screen covers nothing anyway.
        guard isFinite(keyboardFrame), isFinite(screenBounds), isFinite(hostFrame),
            reachesBottom(keyboardFrame, of: screenBounds)
        else { return 0 }
        let covered = extent(of: hostFrame, keyboardFrame, screenBounds)
        guard covered.height >= noiseThreshold, covered.width >= noiseThreshold else { return 0 }
        return covered.height
    }

    // The width and height of `a ∩ b ∩ c` (`c` defaults to `a`); disjoint rects give a negative extent,
    // which no threshold accepts. The rects must be finite (`min`/`max` drop a NaN, an infinite edge never
    // shrinks); rects whose far edge overflows to infinity are measured again at a quarter of their scale.
    private static func extent(of a: CGRect, _ b: CGRect, _ c: CGRect? = nil) -> (width: CGFloat, height: CGFloat) {
        var (a, b, c, scale) = (a, b, c ?? a, CGFloat(1))
        while true {
            let width = min(a.maxX, b.maxX, c.maxX) - max(a.minX, b.minX, c.minX)
            let height = min(a.maxY, b.maxY, c.maxY) - max(a.minY, b.minY, c.minY)
            guard width.isInfinite || height.isInfinite else { return (width * scale, height * scale) }
            (a, b, c, scale) = (a.quartered, b.quartered, c.quartered, scale * 4)
        }
    }

    /// The part of an overlap above a bottom inset: how far a view pinned to that inset must move;
    /// 0 when that is under ``noiseThreshold``, and a negative inset counts as 0.
    package static func overlap(_ overlap: CGFloat, beyondBottomInset inset: CGFloat) -> CGFloat {
        let beyond = overlap - max(0, inset)
        return beyond >= noiseThreshold ? beyond : 0
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

    /// `frame` in screen coordinates when it is given in those of `view`'s window instead.
    ///
    /// Such a frame is as wide as the screen and starts left of it by the window's offset, as iPadOS 26
    /// betas posted for a text view with an input accessory (KeyboardFacts §2). No keyboard in screen
    /// coordinates starts there, so any other frame is returned as it is.
    @MainActor
    static func screenFrame(
        ofKeyboardFrame frame: CGRect, inWindowOf view: any KeyboardLayoutView, screenBounds: CGRect
    ) -> CGRect {
        var top = view
        for ancestor in view.superviews { top = ancestor }
        let window = top.frameInScreen
        let offset = window.minX - screenBounds.minX
        guard offset >= noiseThreshold, abs(frame.minX + offset - screenBounds.minX) < noiseThreshold,
            abs(frame.width - screenBounds.width) < noiseThreshold
        else { return frame }
        return frame.offsetBy(dx: window.minX, dy: window.minY)
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }
}

extension CGRect {
    // Every coordinate divided by 4, which is exact in binary floating point.
    fileprivate var quartered: CGRect {
        CGRect(x: origin.x / 4, y: origin.y / 4, width: size.width / 4, height: size.height / 4)
    }
}
