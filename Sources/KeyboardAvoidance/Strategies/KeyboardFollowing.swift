import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Strategy: one chosen view — a send button, an input bar — moves with the keyboard and returns
/// exactly.
///
/// The view moves up just far enough for its bottom edge to sit on the keyboard's top edge,
/// with the keyboard's duration and curve, so it rides along. Its position is always derived
/// from its original frame and the current keyboard frame, never by adding up
/// `end.y − begin.y` per notification, which drifts when begin frames lie or repeat. A view
/// pinned to the bottom safe area therefore moves by the overlap minus the home-indicator inset,
/// and one pinned to the screen's bottom by the whole overlap.
///
/// Adopt it with one more property:
///
/// ```swift
/// final class CreatePost: HeadlessViewController, KeyboardFollowing {
///     let keyboardStorage = KeyboardStorage()
///     let sendButton = HeadlessView(name: "send")
///     var keyboardFollowingView: any KeyboardLayoutView { sendButton }
/// }
/// ```
@MainActor
public protocol KeyboardFollowing: KeyboardCapable {
    /// The view that follows the keyboard.
    var keyboardFollowingView: any KeyboardLayoutView { get }

    /// Moves ``keyboardFollowingView`` for `transition`. The default is described on the protocol.
    func followKeyboard(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardFollowing {
    /// Moves the following view up by its clearance over the keyboard, measured from its unmoved
    /// position; restores that position exactly when nothing covers it.
    ///
    /// The move is a translation (a `transform` in UIKit), so a view positioned by constraints
    /// keeps it across layout passes.
    public func followKeyboard(_ transition: KeyboardTransition) {
        let view = keyboardFollowingView
        let unmoved = view.frameInScreen.offsetBy(
            dx: 0, dy: unshiftedOffset(of: view, in: .following) + rootLift)
        translate(
            view, up: transition.clearance(forScreenRect: unmoved), in: .following,
            animation: transition.animation)
    }
}
