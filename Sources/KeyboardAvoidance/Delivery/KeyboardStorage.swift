import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The per-host memory of the kit.
///
/// A `UIViewController` gets one from the UIKit adapter (kept as an associated object) and a
/// `HeadlessViewController` holds one, so conformers of either declare nothing. Any other host
/// keeps this object itself, as its one stored property:
///
/// ```swift
/// final class ChatInputHandler: KeyboardFollowing {
///     let keyboardStorage = KeyboardStorage()
///     let keyboardRootView: any KeyboardLayoutView
///     let keyboardFollowingView: any KeyboardLayoutView
/// }
/// ```
///
/// It holds the registration (which ``KeyboardMonitor`` the host joined) and the original
/// values the strategies restore on hide: the root view's and a following view's translation, a
/// constraint's constant, a scroll view's insets, a resized view's frame. Its contents are the
/// kit's business; read ``KeyboardCapable/isKeyboardRegistered`` to know whether a host is
/// registered.
@MainActor
public final class KeyboardStorage {
    /// The monitor the host joined, while registered.
    var monitor: KeyboardMonitor?
    /// The root view's translation before the full-view shift and the one the shift wrote,
    /// while shifted.
    var rootTranslation: Moved<CGFloat>?
    /// The following view's translation before it moved and the one the kit wrote, while moved.
    var followingTranslation: Moved<CGFloat>?
    /// The bottom constraint's constant before it changed, while changed.
    var originalConstraintConstant: CGFloat?
    /// The scroll view's bottom content and indicator insets before they grew, while grown.
    var originalScrollInsets: (content: CGFloat, indicator: CGFloat)?
    /// The resized view's frame before it shrank and the frame the kit wrote, while shrunk.
    var resizedFrame: Moved<CGRect>?
    /// The approaches the host adopts, found on its first keyboard event (a type's conformances
    /// do not change).
    var approaches: KeyboardApproaches?
    /// What the full-view shift last measured, and the layout stamps it holds for.
    var measurement: HostMeasurement?

    /// Creates empty storage.
    public init() {}

    /// A translation the kit may have written: the root view's (full-view shift) or the
    /// following view's.
    enum TranslationSlot {
        case root, following
    }

    /// The translation stored in `slot`; a switch rather than a key path, which would cost more
    /// than the rest of a shift.
    subscript(slot: TranslationSlot) -> Moved<CGFloat>? {
        get {
            switch slot {
            case .root: rootTranslation
            case .following: followingTranslation
            }
        }
        set {
            switch slot {
            case .root: rootTranslation = newValue
            case .following: followingTranslation = newValue
            }
        }
    }
}

/// A value the kit changed on a view (a translation, a frame): the value before, and the value
/// the kit wrote.
///
/// The kit stores what it did, not a value to put back blindly. A view whose value is no longer
/// the one the kit wrote has been changed by someone else since: a frame by its container's
/// layout pass, or by a rotation or window resize in place (Split View, Slide Over, Stage
/// Manager), which UIKit performs without disappear and appear calls (KeyboardFacts §7); a
/// translation by the app's own code. Its current value is then its unmoved value, and the
/// stored one is stale.
struct Moved<Value: Equatable> {
    /// The value before the kit moved the view.
    var original: Value
    /// The value the kit wrote.
    var written: Value

    /// The value `current` stands for without the kit's change: the stored original while the
    /// view still has the value the kit wrote; otherwise (never moved, or changed since) `current`.
    static func unmoved(_ moved: Moved?, current: Value) -> Value {
        guard let moved, moved.written == current else { return current }
        return moved.original
    }
}
