public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The full-view shift and the animator: a host that can move its whole content out of the
/// keyboard's way, a translation of ``KeyboardHost/keyboardRootView`` that a hide undoes exactly
/// (KeyboardFacts §7).
@MainActor
public protocol KeyboardAnimatable: KeyboardHost {
    /// Applies the kit's layout changes; default ``ImmediateKeyboardAnimator``, `UIViewKeyboardAnimator` in UIKit.
    var keyboardAnimator: any KeyboardAnimator { get }

    /// Moves the root view `lift` points above its unshifted position, or back when `lift` is not
    /// positive and finite: the one customisation point of the full-view shift and minimal reveal.
    func shiftWholeView(by lift: CGFloat, animation: KeyboardAnimation)
}

// MARK: - Default implementations

extension KeyboardAnimatable {
    /// ``ImmediateKeyboardAnimator``: changes apply at once.
    public var keyboardAnimator: any KeyboardAnimator { ImmediateKeyboardAnimator.shared }

    /// Translates the root view `lift` points above its unshifted position.
    public func shiftWholeView(by lift: CGFloat, animation: KeyboardAnimation) {
        translateRootView(by: lift, animation: animation)
    }
}

// MARK: - API

extension KeyboardAnimatable {
    /// Moves the root view up by `keyboardHeight` over `duration` seconds, ease-in-out; not overridable.
    ///
    /// The kit's hooks shift by the overlap instead: the keyboard's height is the wrong distance on
    /// iPad, with hardware keyboards and in windows that do not fill the screen.
    public func performKeyboardShowFullViewAnimation(
        withKeyboardHeight keyboardHeight: CGFloat, andDuration duration: TimeInterval
    ) {
        shiftWholeView(by: keyboardHeight, animation: KeyboardAnimation(duration: max(0, duration), curve: .easeInOut))
    }

    /// Puts the root view back over `duration` seconds, ease-in-out; not overridable.
    public func performKeyboardHideFullViewAnimation(withDuration duration: TimeInterval) {
        shiftWholeView(by: 0, animation: KeyboardAnimation(duration: max(0, duration), curve: .easeInOut))
    }

    /// The root view's frame in screen coordinates without the kit's shift; not overridable.
    public var unshiftedRootFrameInScreen: CGRect { keyboardRootView.frameInScreen.offsetBy(dx: 0, dy: rootLift) }
}
