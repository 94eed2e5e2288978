package import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The full-view shift, a host's default: the root view translated up by what the keyboard covers of it,
// capped below the top safe-area inset for the focused view, back exactly on hide; reveal and following too.

extension KeyboardCapable {
    /// How far the full-view shift lifts the root view for `transition`: the root view's unshifted
    /// overlap, capped so that the focused view keeps its room below the top inset; 0 for a hide.
    func fullViewLift(for transition: KeyboardTransition, _ memory: HostMemory) -> CGFloat {
        guard transition.mayCover else { return 0 }
        let root = keyboardRootView
        let translation = root.keyboardTranslation
        memory.reanchorRoot(root, translation: translation)
        let unshift = KitWrite.original(of: memory.rootTranslation, current: translation) - translation
        let rootFrame = root.frameInScreen.offsetBy(dx: 0, dy: unshift)
        let lift = transition.overlap(withScreenRect: rootFrame)
        guard lift > 0, let field = unshiftedFocusedView(root: root, rootFrame: rootFrame, lift: unshift) else {
            return lift
        }
        return min(lift, field.roomAbove)
    }
}

extension KeyboardAnimatable {
    /// What the default ``shiftWholeView(by:animation:)`` does, for the package's base classes.
    package func translateRootView(by lift: CGFloat, animation: KeyboardAnimation) {
        let memory = HostMemory.of(self)
        let root = keyboardRootView
        memory.reanchorRoot(root, translation: root.keyboardTranslation)
        translate(root, up: lift > 0 ? lift : 0, in: .root, memory, animation: animation)
    }

    /// Whether a container placed the shifted root view since the kit shifted it, losing the shift.
    func rootShiftWasLost() -> Bool {
        let root = keyboardRootView
        return HostMemory.of(self).rootShiftLost(root, translation: root.keyboardTranslation)
    }

    /// How far the kit's shift moved the root view up: approaches add it back to measure unshifted.
    var rootLift: CGFloat { unshiftedOffset(of: keyboardRootView, in: .root, HostMemory.of(self)) }

    /// How far `view` is above its position without the kit's translation in `slot`.
    func unshiftedOffset(of view: any KeyboardLayoutView, in slot: HostMemory.Slot, _ memory: HostMemory) -> CGFloat {
        let current = view.keyboardTranslation
        // A container that placed the shifted root view put it where it belongs but for the app's translation.
        if slot == .root, memory.rootShiftLost(view, translation: current) {
            return memory.rootTranslation?.original ?? 0
        }
        return KitWrite.original(of: memory[slot], current: current) - current
    }

    /// Translates `view` `lift` points above its position without the kit's translation in `slot`
    /// (below when negative, back when 0 or not finite), remembering what it wrote for the hide.
    func translate(
        _ view: any KeyboardLayoutView, up lift: CGFloat, in slot: HostMemory.Slot, _ memory: HostMemory,
        animation: KeyboardAnimation
    ) {
        let current = view.keyboardTranslation
        let original = KitWrite.original(of: memory[slot], current: current)
        let moves = lift.isFinite && lift != 0
        let target = moves ? original - lift : original
        memory[slot] = moves ? KitWrite(original: original, written: target) : nil
        if current != target {
            animateKeyboardChanges(animation, .translation(view, target))
        }
        // The frame the shift left, once the animator has written it: another one later means a container moved it.
        if slot == .root { memory.shiftedRootFrame = moves ? view.frame : nil }
    }

    /// The focused view's unshifted reveal rect in screen coordinates, and its room below the top inset.
    func unshiftedFocusedView() -> (frame: CGRect, roomAbove: CGFloat)? {
        let root = keyboardRootView
        let lift = rootLift
        return unshiftedFocusedView(root: root, rootFrame: root.frameInScreen.offsetBy(dx: 0, dy: lift), lift: lift)
    }

    fileprivate func unshiftedFocusedView(
        root: any KeyboardLayoutView, rootFrame: CGRect, lift: CGFloat
    ) -> (frame: CGRect, roomAbove: CGFloat)? {
        guard let focused = keyboardFocusedView else { return nil }
        // Lifting the root reveals no view outside it, as a navigation bar's search field (KeyboardFacts §7).
        guard focused === root || focused.keyboardSuperview == nil || focused.isInside(root) else {
            return (focused.revealRectInScreen, 0)
        }
        let field = focused.revealRectInScreen.offsetBy(dx: 0, dy: lift)
        // A controller's root view keeps its last pass's safe area, wherever it moves (KeyboardFacts §7).
        let top = rootFrame.minY + root.keyboardSafeAreaInsets.top
        return (field, max(0, field.minY - top))
    }
}

extension HostMemory {
    /// Puts the kit's shift back under a root view whose container wrote its `frame` since, which put
    /// the translated rectangle where it asked (UIView.h:188) and lost the shift: that rectangle is
    /// where the container wants the view, so the kit moves the view there, translation on top.
    func reanchorRoot(_ root: any KeyboardLayoutView, translation: CGFloat) {
        guard rootShiftLost(root, translation: translation) else { return }
        root.keyboardMove(by: translation)
        shiftedRootFrame = root.frame
    }

    /// Whether a container wrote the `frame` of `root` since the kit shifted it, which put the
    /// shifted rectangle where it asked and lost the shift (KeyboardFacts §7).
    ///
    /// A root view that Auto Layout places, or that fills its superview with the shift on top, moved
    /// with the shift kept (a pass that wrote bounds and center): its new frame is taken as shifted.
    /// Any other move counts as a loss.
    func rootShiftLost(_ root: any KeyboardLayoutView, translation: CGFloat) -> Bool {
        guard let shifted = shiftedRootFrame, let write = rootTranslation, translation == write.written
        else { return false }
        let frame = root.frame
        guard !Self.same(frame, shifted) else { return false }
        let fills = root.keyboardSuperview.map { Self.same(frame.offsetBy(dx: 0, dy: -write.written), $0.bounds) }
        guard fills == true || root.keyboardIsPlacedByConstraints else { return true }
        shiftedRootFrame = frame
        return false
    }

    // A frame read back may differ from the one written in its last bits.
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) + abs(a.minY - b.minY) + abs(a.width - b.width) + abs(a.height - b.height) < 0.001
    }
}
