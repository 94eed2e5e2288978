import Foundation

/// What the full-view shift measures of a host, kept between events while nothing moved.
///
/// A host's ``KeyboardStorage`` keeps the last measurement with the stamps of the views it
/// measured (``KeyboardLayoutView/keyboardLayoutStamp``). While they are unchanged, the next
/// event uses it instead of converting both views to screen coordinates again; debug builds
/// (every test) measure anyway and check that the two agree. The kit's own shift of the root
/// view changes the stamps but not the measurement, which is unshifted, so `translate` carries a
/// measurement that was valid before the shift over to the new stamps.
struct HostMeasurement {
    /// The stamps the measurement was made at.
    var key: Key
    /// What was measured.
    var layout: UnshiftedLayout

    /// The stamps of a host's root view and of its focused view, and which view that is.
    struct Key: Equatable {
        var root: UInt64
        var focused: ObjectIdentifier?
        var focusedStamp: UInt64

        /// The key of `root` and `focused` as they are now; `nil` when either cannot tell when it
        /// moved (then nothing is kept).
        @MainActor @inline(__always)
        init?(root: any KeyboardLayoutView, focused: (any KeyboardLayoutView)?) {
            guard let rootStamp = root.keyboardLayoutStamp else { return nil }
            self.root = rootStamp
            if let focused {
                guard let stamp = focused.keyboardLayoutStamp else { return nil }
                self.focused = ObjectIdentifier(focused)
                focusedStamp = stamp
            } else {
                self.focused = nil
                focusedStamp = 0
            }
        }
    }
}

/// A host's root view frame and focused view's reveal rect in screen coordinates, without the
/// kit's shift of the root view.
struct UnshiftedLayout: Equatable {
    /// The root view's frame.
    var rootFrame: CGRect
    /// The focused view's ``KeyboardLayoutView/keyboardRevealRect``; `nil` without a focused view.
    var focusedRect: CGRect?

    /// Whether `other` is the same layout up to rounding: taking a shift out again after the
    /// shift changed (`(y − 336) + 336`) may differ from `y` in the last bits.
    func isClose(to other: UnshiftedLayout) -> Bool {
        func close(_ a: CGRect, _ b: CGRect) -> Bool {
            [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)].allSatisfy {
                abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1))
            }
        }
        switch (focusedRect, other.focusedRect) {
        case (nil, nil): return close(rootFrame, other.rootFrame)
        case (let mine?, let theirs?): return close(rootFrame, other.rootFrame) && close(mine, theirs)
        default: return false
        }
    }
}

extension KeyboardAnimatable {
    /// The layout of this host (whose root view is `root`) without the kit's shift: the kept
    /// measurement while the stamps match, else a new one, kept when the views have stamps.
    func unshiftedLayout(root: any KeyboardLayoutView) -> UnshiftedLayout {
        let focused = keyboardFocusedView
        let storage = keyboardStorage
        let key = HostMeasurement.Key(root: root, focused: focused)
        if let key, let kept = storage.measurement, kept.key == key {
            assert(
                kept.layout.isClose(to: Self.measureUnshiftedLayout(root: root, focused: focused, storage: storage)),
                "a keyboard layout stamp stayed the same while its view moved")
            return kept.layout
        }
        let layout = Self.measureUnshiftedLayout(root: root, focused: focused, storage: storage)
        storage.measurement = key.map { HostMeasurement(key: $0, layout: layout) }
        return layout
    }

    /// Converts `root` and `focused` to screen coordinates and takes the kit's shift out.
    private static func measureUnshiftedLayout(
        root: any KeyboardLayoutView, focused: (any KeyboardLayoutView)?, storage: KeyboardStorage
    ) -> UnshiftedLayout {
        let delta = unshiftedOffset(of: root, in: .root, of: storage)
        return UnshiftedLayout(
            rootFrame: root.frameInScreen.offsetBy(dx: 0, dy: delta),
            focusedRect: focused?.revealRectInScreen.offsetBy(dx: 0, dy: delta))
    }
}

extension KeyboardStorage {
    /// Runs `write`; when `isRootShift` (the kit changes the translation of `root`, the root
    /// view of the host this storage belongs to, and nothing else), carries a measurement that
    /// was valid before it over to the stamps after it.
    ///
    /// The focused view is not asked again: when its stamp was the root view's, it is taken to
    /// be in the root view's tree and to move with it. Were it not (two trees whose screen
    /// changed last show the same stamp), the stamp written for it is one it cannot have, and the
    /// next event measures again. Stamps are never reused, so a carried measurement can only be
    /// measured again too often, never kept too long.
    func keepingMeasurement(of root: any KeyboardLayoutView, when isRootShift: Bool, _ write: () -> Void) {
        guard isRootShift, let kept = measurement?.key, let before = root.keyboardLayoutStamp, kept.root == before
        else { return write() }
        write()
        guard let after = root.keyboardLayoutStamp else {
            measurement = nil
            return
        }
        measurement?.key.root = after
        if kept.focused != nil, kept.focusedStamp == before { measurement?.key.focusedStamp = after }
    }
}
