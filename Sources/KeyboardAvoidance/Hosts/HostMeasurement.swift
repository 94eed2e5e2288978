import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the full-view shift measures of a host, kept between events while nothing moved.
///
/// A host's ``KeyboardStorage`` keeps the last measurement with the views it measured and their
/// stamps (``KeyboardLayoutView/keyboardLayoutStamp``). While the host has the same root and
/// focused views and their stamps are unchanged, the next event uses it instead of converting
/// both views to screen coordinates again; debug builds (every test) measure anyway and check
/// that the two agree. The kit's own shift of the root view changes the stamps but not the
/// measurement, which is unshifted, so `translateKeepingMeasurement(_:to:in:)` carries a
/// measurement that was valid before the shift over to the new stamps.
struct HostMeasurement {
    /// The views and stamps the measurement was made at.
    var key: Key
    /// What was measured.
    var layout: UnshiftedLayout

    /// Which views are a host's root and focused views, and their stamps.
    struct Key: Equatable {
        var rootView: ObjectIdentifier
        var root: UInt64
        var focused: ObjectIdentifier?
        var focusedStamp: UInt64

        /// The key of `root` and `focused` as they are now; `nil` when either cannot tell when it
        /// moved (then nothing is kept).
        @MainActor @inline(__always)
        init?(root: any KeyboardLayoutView, focused: (any KeyboardLayoutView)?) {
            guard let rootStamp = root.keyboardLayoutStamp else { return nil }
            rootView = ObjectIdentifier(root)
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
        withKeyboardStorage { storage in unshiftedLayout(root: root, storage: storage) }
    }

    private func unshiftedLayout(root: any KeyboardLayoutView, storage: KeyboardStorage) -> UnshiftedLayout {
        let focused = keyboardFocusedView
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

extension KeyboardAnimatable {
    /// Sets the translation of `root`, the host's root view, to `target` at once (what the
    /// immediate animator does), and carries a measurement that was valid just before over to
    /// the stamps just after.
    ///
    /// Carried only when the write did nothing but that: the measurement was made or checked
    /// at the root view's stamp of just before, and the root view now has the translation
    /// written. The kept key then names the root view's new stamp for the focused view too, as
    /// the stamp of a view that moved with the root view (in its tree) is the root view's (stamps
    /// never repeat, ``KeyboardLayoutView/keyboardLayoutStamp``). A focused view that did not
    /// move with it (in another tree, or moved away meanwhile) never shows that new value, so the
    /// next event finds the key stale and measures again; the focused view need not be asked for
    /// here. Any other animator runs code the kit does not know around the change; its write
    /// leaves the kept measurement to be measured again.
    func translateKeepingMeasurement(
        _ root: any KeyboardLayoutView, to target: CGFloat, in storage: KeyboardStorage
    ) {
        guard let kept = storage.measurement?.key, ObjectIdentifier(root) == kept.rootView,
            root.keyboardLayoutStamp == kept.root
        else {
            root.keyboardTranslation = target
            return
        }
        root.keyboardTranslation = target
        guard root.keyboardTranslation == target, let after = root.keyboardLayoutStamp else {
            storage.measurement = nil
            return
        }
        storage.measurement?.key.root = after
        if kept.focused != nil { storage.measurement?.key.focusedStamp = after }
    }
}
