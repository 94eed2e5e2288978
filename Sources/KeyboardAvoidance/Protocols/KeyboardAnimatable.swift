import Foundation

/// A type that can animate its content out of the keyboard's way.
///
/// Requirements:
/// - ``keyboardStorage``: the one stored property a conformer writes
///   (`let keyboardStorage = KeyboardStorage()`), where the kit remembers original frames.
/// - ``keyboardAnimator``: how changes are applied; default ``ImmediateKeyboardAnimator``
///   (the UIKit adapter animates with `UIView.animate`).
/// - The full-view shift animations, in the seed's form (a keyboard height and a duration) and in
///   the form the kit uses (the overlap and the keyboard's ``KeyboardAnimation``).
///
/// It refines ``KeyboardHost``: the shift defaults move the host's root view up by the
/// overlap with the keyboard's duration and curve, and a hide restores **exactly** the frame it
/// had before the first show, so any number of show / change / hide cycles leaves zero drift.
///
/// ```swift
/// final class Transfer: HeadlessViewController, KeyboardAnimatable {
///     let keyboardStorage = KeyboardStorage()
/// }
/// transfer.performKeyboardShowFullViewAnimation(withKeyboardHeight: 216, andDuration: 0.25)
/// ```
@MainActor
public protocol KeyboardAnimatable: KeyboardHost {
    /// Where the kit keeps per-host memory: original frames, insets and constants, and the
    /// registration. Declare it once: `let keyboardStorage = KeyboardStorage()`.
    var keyboardStorage: KeyboardStorage { get }

    /// Applies layout changes with the keyboard's animation. Default: ``ImmediateKeyboardAnimator``.
    var keyboardAnimator: any KeyboardAnimator { get }

    /// The seed's show animation: moves the root view up by `keyboardHeight` over `duration`
    /// seconds with the ease-in-out curve.
    ///
    /// Prefer ``performKeyboardShowFullViewAnimation(overlap:animation:)``: the keyboard's raw
    /// height is wrong on iPads, with hardware keyboards and in windows that are not full screen.
    func performKeyboardShowFullViewAnimation(
        withKeyboardHeight keyboardHeight: CGFloat, andDuration duration: TimeInterval)

    /// The seed's hide animation: restores the root view's original frame over `duration`
    /// seconds with the ease-in-out curve.
    func performKeyboardHideFullViewAnimation(withDuration duration: TimeInterval)

    /// Moves the root view up by `overlap` points from its original frame, with `animation`.
    /// An overlap of 0 or less restores the original frame.
    func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation)

    /// Restores the root view's original frame exactly, with `animation`.
    func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation)
}

// MARK: - Default implementations

extension KeyboardAnimatable {
    /// Applies changes at once.
    public var keyboardAnimator: any KeyboardAnimator { ImmediateKeyboardAnimator.shared }

    /// Forwards to ``performKeyboardShowFullViewAnimation(overlap:animation:)`` with the height
    /// as the overlap and an ease-in-out curve.
    public func performKeyboardShowFullViewAnimation(
        withKeyboardHeight keyboardHeight: CGFloat, andDuration duration: TimeInterval
    ) {
        performKeyboardShowFullViewAnimation(
            overlap: keyboardHeight, animation: KeyboardAnimation(duration: max(0, duration), curve: .easeInOut))
    }

    /// Forwards to ``performKeyboardHideFullViewAnimation(animation:)`` with an ease-in-out curve.
    public func performKeyboardHideFullViewAnimation(withDuration duration: TimeInterval) {
        performKeyboardHideFullViewAnimation(
            animation: KeyboardAnimation(duration: max(0, duration), curve: .easeInOut))
    }
}

extension KeyboardAnimatable {
    /// Moves ``KeyboardHost/keyboardRootView`` to its original frame minus `overlap` in y.
    ///
    /// The unshifted frame is remembered at the first shift with the frame the shift wrote, and
    /// the target is always computed from it, never from the current frame, so repeated or
    /// changed shows cannot accumulate. A root view laid out again since the shift (a rotation or
    /// a window resize in place) is taken as unshifted where it is: the stored frame of the old
    /// geometry is never put back.
    public func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {
        guard overlap.isFinite, overlap > 0 else {
            performKeyboardHideFullViewAnimation(animation: animation)
            return
        }
        let view = keyboardRootView
        let original = MovedFrame.unmoved(keyboardStorage.rootFrame, current: view.frame)
        var target = original
        target.origin.y -= overlap
        keyboardStorage.rootFrame = MovedFrame(original: original, written: target)
        guard view.frame != target else { return }
        keyboardAnimator.animate(animation) { view.frame = target }
    }

    /// Puts ``KeyboardHost/keyboardRootView`` back at the frame it had before the first shift,
    /// unless it was laid out again since (then it is unshifted already).
    public func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation) {
        guard let moved = keyboardStorage.rootFrame else { return }
        keyboardStorage.rootFrame = nil
        let view = keyboardRootView
        guard view.frame == moved.written, view.frame != moved.original else { return }
        keyboardAnimator.animate(animation) { view.frame = moved.original }
    }

    /// The root view's frame in screen coordinates as it would be without the keyboard shift:
    /// what overlaps are measured against while the view is moved up.
    ///
    /// Not overridable (an extension helper).
    ///
    /// ```swift
    /// layout.overlap(withScreenRect: unshiftedRootFrameInScreen)
    /// ```
    public var unshiftedRootFrameInScreen: CGRect {
        let view = keyboardRootView
        let original = MovedFrame.unmoved(keyboardStorage.rootFrame, current: view.frame)
        return view.frameInScreen.offsetBy(dx: original.minX - view.frame.minX, dy: original.minY - view.frame.minY)
    }
}
