public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Approach: one chosen view, such as a send button or an input bar, rides on the keyboard's top
/// edge, or a gap above it, and returns exactly.
///
/// The view rests where the app's layout puts it, moved by a rest offset if the host gives one; it
/// rises from there only as far as it must to keep its gap, so a button laid out 16 pt above the
/// safe area can ride 8 pt above the keyboard, through a finger's drag too, and settle back.
///
/// ```swift
/// final class CreatePost: HeadlessViewController, KeyboardFollowing {
///     let sendButton = HeadlessView(name: "send")
///     var keyboardFollowingView: any KeyboardLayoutView { sendButton }
///     var keyboardFollowingGap: CGFloat { 8 }
/// }
/// ```
@MainActor
public protocol KeyboardFollowing: KeyboardCapable {
    /// The view that follows the keyboard.
    var keyboardFollowingView: any KeyboardLayoutView { get }

    /// Points kept between the view's bottom edge and the keyboard's top edge; default 0. Not
    /// finite or negative reads as 0.
    var keyboardFollowingGap: CGFloat { get }

    /// Points the view rests above its laid-out place while the host is registered, below it when
    /// negative (a bar that waits under the screen's edge for the keyboard); default 0. Not finite
    /// reads as 0.
    ///
    /// It is applied at registration, kept through layout passes, and taken back at unregistration.
    var keyboardFollowingRestOffset: CGFloat { get }

    /// Moves ``keyboardFollowingView`` for `transition`, as the protocol describes.
    func followKeyboard(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardFollowing {
    /// 0: the view rides on the keyboard's top edge.
    public var keyboardFollowingGap: CGFloat { 0 }

    /// 0: the view rests where the app's layout puts it.
    public var keyboardFollowingRestOffset: CGFloat { 0 }

    /// Translates the following view to its rest offset, then up by its clearance over the keyboard
    /// from there, gap included (a `transform` in UIKit, which layout passes keep); restores its
    /// rest position exactly when nothing comes within the gap, its laid-out one once unregistered.
    public func followKeyboard(_ transition: KeyboardTransition) {
        let view = keyboardFollowingView
        let memory = HostMemory.of(self)
        if let old = memory.followedView, old !== view {  // the view named before gets its place back
            translate(old, up: 0, in: .following, memory, animation: transition.animation)
        }
        memory.followedView = view
        let rest = isKeyboardRegistered ? restOffset : 0
        let offset = unshiftedOffset(of: view, in: .following, memory) + rootLift
        var atRest = view.frameInScreen.offsetBy(dx: 0, dy: offset - rest)
        atRest.size.height += keyboardFollowingGap.isFinite ? max(0, keyboardFollowingGap) : 0
        translate(
            view, up: rest + transition.clearance(forScreenRect: atRest), in: .following, memory,
            animation: transition.animation)
    }
}

// MARK: - Internal

extension KeyboardFollowing {
    /// ``keyboardFollowingRestOffset``, 0 when not finite.
    private var restOffset: CGFloat { keyboardFollowingRestOffset.isFinite ? keyboardFollowingRestOffset : 0 }

    /// Lays the view out at once with no keyboard up: at its rest offset while registered, else at
    /// its place.
    ///
    /// Nothing for a host that has no rest offset and left none on its view.
    func followKeyboardAtRest() {
        guard restOffset != 0 || HostMemory.of(self)[.following] != nil else { return }
        let animation = KeyboardAnimation.immediate
        let hidden = KeyboardEvent(
            kind: .willHide, endFrame: .zero, duration: animation.duration, curve: animation.curve)
        followKeyboard(keyboardTransition(for: hidden))
    }
}
