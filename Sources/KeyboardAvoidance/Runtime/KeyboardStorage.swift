import Foundation

/// The per-host memory of the kit: the one stored property a conformer declares.
///
/// Swift on Linux has no associated objects, so a conformer keeps this object itself:
///
/// ```swift
/// final class Checkout: HeadlessViewController, KeyboardCapable {
///     let keyboardStorage = KeyboardStorage()
/// }
/// ```
///
/// It holds the registration (which ``KeyboardMonitor`` the host joined) and the original
/// values the strategies restore on hide: the root view's frame, a following view's frame, a
/// constraint's constant, a scroll view's insets, a resized view's frame. Its contents are the
/// kit's business; read ``KeyboardCapable/isKeyboardRegistered`` to know whether a host is
/// registered.
@MainActor
public final class KeyboardStorage {
    /// The monitor the host joined, while registered.
    var monitor: KeyboardMonitor?
    /// The root view's frame before the full-view shift and the frame the shift wrote, while
    /// shifted.
    var rootFrame: MovedFrame?
    /// The following view's frame before it moved and the frame the kit wrote, while moved.
    var followingFrame: MovedFrame?
    /// The bottom constraint's constant before it changed, while changed.
    var originalConstraintConstant: CGFloat?
    /// The scroll view's bottom content and indicator insets before they grew, while grown.
    var originalScrollInsets: (content: CGFloat, indicator: CGFloat)?
    /// The resized view's frame before it shrank and the frame the kit wrote, while shrunk.
    var resizedFrame: MovedFrame?

    /// Creates empty storage.
    public init() {}
}

/// A frame the kit changed: the view's frame before, and the frame the kit wrote.
///
/// The kit stores what it did, not a whole frame to put back blindly. A view whose frame is no
/// longer the one the kit wrote has been laid out by someone else since: its container's layout
/// pass, or a rotation or window resize in place (Split View, Slide Over, Stage Manager), which
/// UIKit performs without disappear and appear calls (keyboard-facts §7). Its current frame is then
/// its unmoved frame in the new geometry, and the stored one is stale.
struct MovedFrame {
    /// The frame before the kit moved the view.
    var original: CGRect
    /// The frame the kit wrote.
    var written: CGRect

    /// The frame `current` stands for without the kit's change: the stored original while the
    /// view is still where the kit put it; otherwise (never moved, or laid out since) `current`.
    static func unmoved(_ moved: MovedFrame?, current: CGRect) -> CGRect {
        guard let moved, moved.written == current else { return current }
        return moved.original
    }
}
