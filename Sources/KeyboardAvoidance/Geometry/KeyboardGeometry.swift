public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Pure functions that turn a keyboard frame into what a host must avoid.
///
/// All rects are in **one** coordinate space, the screen's, because that is where UIKit
/// reports keyboard frames; convert a host's frame first (``KeyboardLayoutView/frameInScreen``).
/// The overlap is the height of `host ∩ keyboard ∩ screen`, never the keyboard's height: a
/// hardware keyboard counts only its visible strip, an iPad window in Split View or Stage
/// Manager only the part the keyboard really covers, and a detached keyboard nothing.
///
/// ```swift
/// let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
/// let keyboard = CGRect(x: 0, y: 409, width: 375, height: 258)
/// KeyboardGeometry.overlap(keyboardFrame: keyboard, screenBounds: screen, hostFrame: screen) // 258
/// ```
public enum KeyboardGeometry {
    /// Overlaps and visible heights below this many points are rounding noise and count as 0.
    public static let noiseThreshold: CGFloat = 1

    /// Classifies a keyboard end frame.
    ///
    /// - Hidden: the frame is not finite, narrower or shorter than ``noiseThreshold``, or less
    ///   than ``noiseThreshold`` of it is on screen (frames parked below the screen, zero-size
    ///   frames, `H − 0.0000001`).
    /// - Detached: on screen but its bottom edge stops more than ``noiseThreshold`` above the
    ///   screen's bottom edge (floating, undocked, split; even with a negative y).
    /// - Docked: otherwise — it touches or crosses the bottom edge, as a docked keyboard or a
    ///   hardware keyboard's strip does.
    ///
    /// ```swift
    /// KeyboardGeometry.attachment(
    ///     ofKeyboardFrame: CGRect(x: 0, y: -264, width: 768, height: 304),
    ///     screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024)) // .detached
    /// ```
    public static func attachment(ofKeyboardFrame frame: CGRect, screenBounds: CGRect) -> KeyboardAttachment {
        guard isFinite(frame), isFinite(screenBounds) else { return .hidden }
        let keyboard = frame.standardized
        guard keyboard.width >= noiseThreshold, keyboard.height >= noiseThreshold else { return .hidden }
        let visible = extent(of: keyboard, screenBounds)
        guard visible.height >= noiseThreshold, visible.width >= noiseThreshold else { return .hidden }
        return keyboard.maxY < screenBounds.maxY - noiseThreshold ? .detached : .docked
    }

    /// How many points of `hostFrame` a keyboard at `keyboardFrame` covers.
    ///
    /// 0 unless the keyboard is ``KeyboardAttachment/docked``; otherwise the height of
    /// `host ∩ keyboard ∩ screen`, with slivers under ``noiseThreshold`` counted as 0.
    ///
    /// ```swift
    /// // A hardware keyboard: 308 pt tall, only its 55 pt shortcut bar on screen.
    /// KeyboardGeometry.overlap(
    ///     keyboardFrame: CGRect(x: 0, y: 969, width: 768, height: 308),
    ///     screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024),
    ///     hostFrame: CGRect(x: 0, y: 0, width: 768, height: 1024)) // 55
    /// ```
    public static func overlap(keyboardFrame: CGRect, screenBounds: CGRect, hostFrame: CGRect) -> CGFloat {
        guard attachment(ofKeyboardFrame: keyboardFrame, screenBounds: screenBounds) == .docked,
            isFinite(hostFrame)
        else { return 0 }
        let covered = extent(of: hostFrame, keyboardFrame, screenBounds)
        guard covered.height >= noiseThreshold, covered.width >= noiseThreshold else { return 0 }
        return covered.height
    }

    /// The width and height of the intersection of `a`, `b` and `c` (`a` when not given),
    /// computed edge by edge: what `CGRect.intersection` gives, without building the rect.
    /// `minY`/`maxY` read a rect with a negative size the right way round; rects that do not
    /// meet give a negative extent, a null rect a negative infinite or NaN one, which no threshold
    /// accepts. Callers check that the rects that could hold a NaN are finite first: `min` and
    /// `max` drop a NaN in their later arguments.
    ///
    /// Finite rects whose far edge lies past the largest finite value (an origin and a size near
    /// 1.8e308: `maxY` is then infinite) are measured again at a quarter of their scale, where no
    /// edge overflows, and the extent scaled back: it is never larger than a rect's size, so it
    /// is finite again.
    private static func extent(of a: CGRect, _ b: CGRect, _ c: CGRect? = nil) -> (width: CGFloat, height: CGFloat) {
        let c = c ?? a
        let extent = edgeExtent(a, b, c)
        guard extent.width.isInfinite || extent.height.isInfinite else { return extent }
        let quarter = edgeExtent(a.quartered, b.quartered, c.quartered)
        return (quarter.width * 4, quarter.height * 4)
    }

    /// `min` of the far edges minus `max` of the near edges, on each axis.
    @inline(__always)
    private static func edgeExtent(_ a: CGRect, _ b: CGRect, _ c: CGRect) -> (width: CGFloat, height: CGFloat) {
        (
            min(a.maxX, b.maxX, c.maxX) - max(a.minX, b.minX, c.minX),
            min(a.maxY, b.maxY, c.maxY) - max(a.minY, b.minY, c.minY)
        )
    }

    /// The overlap after a keyboard notification: 0 after a will-hide or did-hide whatever its
    /// frame says, 0 for another app's keyboard (`isLocal == false`) unless
    /// `ignoringRemoteKeyboards` is `false`, and ``overlap(keyboardFrame:screenBounds:hostFrame:)``
    /// of the end frame otherwise.
    ///
    /// ```swift
    /// KeyboardGeometry.overlap(of: hideEvent, screenBounds: screen, hostFrame: screen) // 0
    /// ```
    public static func overlap(
        of event: KeyboardEvent, screenBounds: CGRect, hostFrame: CGRect,
        ignoringRemoteKeyboards: Bool = true
    ) -> CGFloat {
        if event.kind.isHide { return 0 }
        if ignoringRemoteKeyboards, event.isLocal == false { return 0 }
        return overlap(keyboardFrame: event.endFrame, screenBounds: screenBounds, hostFrame: hostFrame)
    }

    /// The part of an overlap that reaches above a bottom safe-area inset.
    ///
    /// A bar pinned to the safe area already sits above the home indicator, so it must move by
    /// the overlap minus the inset, or a gap opens on notched phones. Results under
    /// ``noiseThreshold`` count as 0.
    ///
    /// ```swift
    /// KeyboardGeometry.overlap(335, beyondBottomInset: 34) // 301
    /// ```
    public static func overlap(_ overlap: CGFloat, beyondBottomInset inset: CGFloat) -> CGFloat {
        let beyond = overlap - max(0, inset)
        return beyond >= noiseThreshold ? beyond : 0
    }

    /// The safe-area-aware overlap: how far the keyboard reaches above the host's bottom
    /// safe-area inset.
    ///
    /// ```swift
    /// KeyboardGeometry.overlap(
    ///     keyboardFrame: CGRect(x: 0, y: 509, width: 390, height: 335),
    ///     screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     hostFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     safeAreaInsets: LayoutInsets(top: 47, bottom: 34)) // 301
    /// ```
    public static func overlap(
        keyboardFrame: CGRect, screenBounds: CGRect, hostFrame: CGRect, safeAreaInsets: LayoutInsets
    ) -> CGFloat {
        overlap(
            overlap(keyboardFrame: keyboardFrame, screenBounds: screenBounds, hostFrame: hostFrame),
            beyondBottomInset: safeAreaInsets.bottom)
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
            && rect.size.height.isFinite
    }
}

extension CGRect {
    /// The rect with every coordinate divided by 4 (exact in binary floating point).
    fileprivate var quartered: CGRect {
        CGRect(x: origin.x / 4, y: origin.y / 4, width: size.width / 4, height: size.height / 4)
    }
}
