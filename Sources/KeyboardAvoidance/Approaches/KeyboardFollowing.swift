import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Approach: one chosen view, such as a send button or an input bar, rides on the keyboard's top
/// edge and returns exactly.
///
/// ```swift
/// final class CreatePost: HeadlessViewController, KeyboardFollowing {
///     let sendButton = HeadlessView(name: "send")
///     var keyboardFollowingView: any KeyboardLayoutView { sendButton }
/// }
/// ```
@MainActor
public protocol KeyboardFollowing: KeyboardCapable {
    /// The view that follows the keyboard.
    var keyboardFollowingView: any KeyboardLayoutView { get }

    /// Moves ``keyboardFollowingView`` for `transition`, as the protocol describes.
    func followKeyboard(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardFollowing {
    /// Translates the following view up by its clearance over the keyboard (a `transform` in UIKit,
    /// which layout passes keep); restores its unmoved position exactly when nothing covers it.
    public func followKeyboard(_ transition: KeyboardTransition) {
        let view = keyboardFollowingView
        let memory = HostMemory.of(self)
        if let old = memory.followedView, old !== view {  // the view named before gets its place back
            translate(old, up: 0, in: .following, memory, animation: transition.animation)
        }
        memory.followedView = view
        let offset = unshiftedOffset(of: view, in: .following, memory) + rootLift
        let unmoved = view.frameInScreen.offsetBy(dx: 0, dy: offset)
        translate(
            view, up: transition.clearance(forScreenRect: unmoved), in: .following, memory,
            animation: transition.animation)
    }
}
