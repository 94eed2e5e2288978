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
    /// The root view's frame before the full-view shift, while shifted.
    var originalRootFrame: CGRect?
    /// The following view's frame before it moved, while moved.
    var originalFollowingFrame: CGRect?
    /// The bottom constraint's constant before it changed, while changed.
    var originalConstraintConstant: CGFloat?
    /// The scroll view's bottom content and indicator insets before they grew, while grown.
    var originalScrollInsets: (content: CGFloat, indicator: CGFloat)?
    /// The resized view's frame before it shrank, while shrunk.
    var originalResizedFrame: CGRect?

    /// Creates empty storage.
    public init() {}
}
