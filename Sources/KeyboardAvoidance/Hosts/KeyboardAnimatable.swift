public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A host that can move its whole content out of the keyboard's way: the full-view shift, a
/// translation of ``KeyboardHost/keyboardRootView`` that a hide undoes exactly (KeyboardFacts §7).
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
    public var unshiftedRootFrameInScreen: CGRect {
        let view = keyboardRootView
        return view.frameInScreen.offsetBy(dx: 0, dy: unshiftedOffset(of: view, in: .root))
    }
}

// MARK: - Internal

extension KeyboardAnimatable {
    /// What the default ``shiftWholeView(by:animation:)`` does, for the package's base classes.
    package func translateRootView(by lift: CGFloat, animation: KeyboardAnimation) {
        let state = HostState.of(self)
        // The full-view shift's measure hands over the root view it checked; otherwise it is checked here.
        if let root = state.anchoredRoot.take() {
            translate(root, up: lift, in: .root, state: state, animation: animation)
        } else {
            let root = keyboardRootView
            state.reanchorRoot(root, translation: root.keyboardTranslation)
            translate(root, up: lift, in: .root, state: state, animation: animation)
        }
    }

    // How far the kit's shift moved the root view up: approaches add it back to measure unshifted.
    var rootLift: CGFloat { unshiftedOffset(of: keyboardRootView, in: .root) }

    func unshiftedOffset(of view: any KeyboardLayoutView, in slot: HostState.Slot) -> CGFloat {
        let state = HostState.of(self)
        let current = view.keyboardTranslation
        // A container that placed the shifted root view put it where it belongs but for the app's translation.
        if slot == .root, state.rootShiftLost(view, translation: current) {
            return state.rootTranslation?.original ?? 0
        }
        return Moved.unmoved(state[slot], current: current) - current
    }

    // Remembers in `slot` what it wrote, so that a hide restores the unmoved position exactly.
    func translate(
        _ view: any KeyboardLayoutView, up lift: CGFloat, in slot: HostState.Slot, state: HostState,
        animation: KeyboardAnimation
    ) {
        let current = view.keyboardTranslation
        let original = Moved.unmoved(state[slot], current: current)
        let moves = lift.isFinite && lift > 0
        let target = moves ? original - lift : original
        state[slot] = moves ? Moved(original: original, written: target) : nil
        if slot == .root, !moves { state.shiftedRootFrame = nil }
        guard current != target else {
            if slot == .root, moves, state.shiftedRootFrame == nil { state.shiftedRootFrame = view.frame }
            return
        }
        // A shift made while another waits for its animator (a layout pass in that animator) keeps it.
        let waiting = HostState.pendingTranslation == nil ? nil : HostState.pendingTranslation.take()
        HostState.pendingTranslation = (view, target)
        animateKeyboardChanges(animation) { HostState.writePendingTranslation() }
        if waiting != nil { HostState.pendingTranslation = waiting }
        if slot == .root, moves { state.shiftedRootFrame = view.frame }  // the animator has written it
    }
}
