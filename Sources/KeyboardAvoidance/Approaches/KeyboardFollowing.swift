public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Approach: one chosen view, such as a send button or an input bar, rides on the keyboard's top
/// edge, or a gap above it, and returns exactly.
///
/// The view rests where the app's layout puts it; it rises only as far as it must to keep its gap,
/// so a button laid out 16 pt above the safe area can ride 8 pt above the keyboard, through a
/// finger's drag too.
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

    /// Moves ``keyboardFollowingView`` for `transition`, as the protocol describes.
    func followKeyboard(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardFollowing {
    /// 0: the view rides on the keyboard's top edge.
    public var keyboardFollowingGap: CGFloat { 0 }

    /// Translates the following view up by its clearance over the keyboard, gap included (a
    /// `transform` in UIKit, which layout passes keep); restores its unmoved position exactly when
    /// nothing comes within the gap.
    public func followKeyboard(_ transition: KeyboardTransition) {
        let view = keyboardFollowingView
        let memory = HostMemory.of(self)
        if let old = memory.followedView, old !== view {  // the view named before gets its place back
            translate(old, up: 0, in: .following, memory, animation: transition.animation)
        }
        memory.followedView = view
        let offset = unshiftedOffset(of: view, in: .following, memory) + rootLift
        var unmoved = view.frameInScreen.offsetBy(dx: 0, dy: offset)
        unmoved.size.height += keyboardFollowingGap.isFinite ? max(0, keyboardFollowingGap) : 0
        translate(
            view, up: transition.clearance(forScreenRect: unmoved), in: .following, memory,
            animation: transition.animation)
    }
}
