public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A type that can animate its content out of the keyboard's way.
///
/// Requirements:
/// - ``keyboardStorage``: where the kit remembers original frames; a view controller (UIKit's or
///   headless) holds one, any other host declares `let keyboardStorage = KeyboardStorage()`.
/// - ``keyboardAnimator``: how changes are applied; default ``ImmediateKeyboardAnimator``
///   (the UIKit adapter animates with `UIView.animate`).
/// - The full-view shift animations: by the overlap, with the keyboard's ``KeyboardAnimation``;
///   the deprecated height-and-duration forms remain for source compatibility.
///
/// It refines ``KeyboardHost``: the shift defaults move the host's root view up by the
/// overlap with the keyboard's duration and curve, and a hide restores **exactly** the position it
/// had before the first show, so any number of show / change / hide cycles leaves zero drift. The
/// shift is a translation (a `transform` in UIKit), which the container's layout passes keep.
///
/// ```swift
/// final class Transfer: HeadlessViewController, KeyboardAnimatable {}
/// transfer.performKeyboardShowFullViewAnimation(overlap: 216, animation: event.animation)
/// ```
@MainActor
public protocol KeyboardAnimatable: KeyboardHost {
    /// Where the kit keeps per-host memory: original frames, insets and constants, and the
    /// registration. View controllers get one (the UIKit adapter keeps it as an associated
    /// object; a `HeadlessViewController` holds it); other hosts declare it once:
    /// `let keyboardStorage = KeyboardStorage()`.
    ///
    /// It must be the same object for the host's whole life: the monitor asks for it once, when
    /// the host registers, and the kit's defaults use that one while an event is delivered to
    /// the host (debug builds check that the host still answers with it).
    var keyboardStorage: KeyboardStorage { get }

    /// Applies layout changes with the keyboard's animation. Default:
    /// ``ImmediateKeyboardAnimator``.
    var keyboardAnimator: any KeyboardAnimator { get }

    /// Moves the root view up by `keyboardHeight` over `duration` seconds with the ease-in-out
    /// curve. Deprecated: use ``performKeyboardShowFullViewAnimation(overlap:animation:)``.
    ///
    /// The keyboard's raw height is the wrong distance on iPads, with hardware keyboards and in
    /// windows that are not full screen; the overlap is right everywhere, and the keyboard's own
    /// curve matches its movement.
    @available(
        *, deprecated,
        message:
            "pass the overlap and the keyboard's animation: performKeyboardShowFullViewAnimation(overlap:animation:)"
    )
    func performKeyboardShowFullViewAnimation(
        withKeyboardHeight keyboardHeight: CGFloat, andDuration duration: TimeInterval)

    /// Restores the root view's original position over `duration` seconds with the ease-in-out
    /// curve. Deprecated: use ``performKeyboardHideFullViewAnimation(animation:)``.
    @available(
        *, deprecated, message: "pass the keyboard's animation: performKeyboardHideFullViewAnimation(animation:)"
    )
    func performKeyboardHideFullViewAnimation(withDuration duration: TimeInterval)

    /// Moves the root view up by `overlap` points from its original position, with `animation`.
    /// An overlap of 0 or less restores the original position.
    func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation)

    /// Restores the root view's original position exactly, with `animation`.
    func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation)
}

// MARK: - Default implementations

extension KeyboardAnimatable {
    /// Applies changes at once.
    public var keyboardAnimator: any KeyboardAnimator { ImmediateKeyboardAnimator.shared }

    /// Forwards to ``performKeyboardShowFullViewAnimation(overlap:animation:)`` with the height
    /// as the overlap and an ease-in-out curve.
    @available(
        *, deprecated,
        message:
            "pass the overlap and the keyboard's animation: performKeyboardShowFullViewAnimation(overlap:animation:)"
    )
    public func performKeyboardShowFullViewAnimation(
        withKeyboardHeight keyboardHeight: CGFloat, andDuration duration: TimeInterval
    ) {
        performKeyboardShowFullViewAnimation(
            overlap: keyboardHeight, animation: KeyboardAnimation(duration: max(0, duration), curve: .easeInOut))
    }

    /// Forwards to ``performKeyboardHideFullViewAnimation(animation:)`` with an ease-in-out curve.
    @available(
        *, deprecated, message: "pass the keyboard's animation: performKeyboardHideFullViewAnimation(animation:)"
    )
    public func performKeyboardHideFullViewAnimation(withDuration duration: TimeInterval) {
        performKeyboardHideFullViewAnimation(
            animation: KeyboardAnimation(duration: max(0, duration), curve: .easeInOut))
    }
}

extension KeyboardAnimatable {
    /// Moves ``KeyboardHost/keyboardRootView`` up by `overlap` from its unshifted position.
    ///
    /// The shift is a translation (``KeyboardLayoutView/keyboardTranslation``, a `transform` in
    /// UIKit), so the container's layout passes, which set the root view's frame, keep it. Its
    /// target is always computed from the translation the view had before the first shift, never
    /// from the current one, so repeated or changed shows cannot accumulate.
    public func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {
        guard overlap.isFinite, overlap > 0 else {
            performKeyboardHideFullViewAnimation(animation: animation)
            return
        }
        liftRootView(by: overlap, animation: animation)
    }

    /// Gives ``KeyboardHost/keyboardRootView`` back exactly the translation it had before the
    /// first shift.
    public func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation) {
        liftRootView(by: 0, animation: animation)
    }

    /// Moves ``KeyboardHost/keyboardRootView`` up by `lift` points from where it was before the
    /// first shift (0 puts it back), with `animation`: what the default full-view animations do.
    ///
    /// For a class that implements ``performKeyboardShowFullViewAnimation(overlap:animation:)``
    /// or ``performKeyboardHideFullViewAnimation(animation:)`` itself (so that subclasses can
    /// `override` them) and wants the default's behaviour. A lift that is not finite or not
    /// positive puts the view back. Not overridable (an extension helper).
    ///
    /// ```swift
    /// func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {
    ///     liftRootView(by: overlap, animation: animation)
    /// }
    /// ```
    public func liftRootView(by lift: CGFloat, animation: KeyboardAnimation) {
        translate(keyboardRootView, up: lift.isFinite ? max(0, lift) : 0, in: .root, animation: animation)
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
        return view.frameInScreen.offsetBy(dx: 0, dy: unshiftedOffset(of: view, in: .root))
    }

    /// How far the full-view shift or the minimal reveal has moved the root view, and so every
    /// view in it, up on screen. Approaches that run with them (see
    /// ``KeyboardCapable/avoidKeyboard(_:)``) add it back to measure the layout unshifted, so that
    /// what they compute does not depend on the shift of the previous event.
    var rootLift: CGFloat { unshiftedOffset(of: keyboardRootView, in: .root) }

    /// How far `view` is above its unmoved position by the translation the kit stored in `slot`.
    func unshiftedOffset(
        of view: any KeyboardLayoutView, in slot: KeyboardStorage.TranslationSlot
    ) -> CGFloat {
        withKeyboardStorage { Self.unshiftedOffset(of: view, in: slot, of: $0) }
    }

    /// ``unshiftedOffset(of:in:)`` with the host's storage at hand.
    static func unshiftedOffset(
        of view: any KeyboardLayoutView, in slot: KeyboardStorage.TranslationSlot, of storage: KeyboardStorage
    ) -> CGFloat {
        let current = view.keyboardTranslation
        return Moved.unmoved(storage[slot], current: current) - current
    }

    /// Translates `view` to `lift` points above its unmoved position (0 puts it back exactly),
    /// remembering in `slot` what it wrote; animates only when something changes.
    func translate(
        _ view: any KeyboardLayoutView, up lift: CGFloat,
        in slot: KeyboardStorage.TranslationSlot, animation: KeyboardAnimation
    ) {
        withKeyboardStorage { translate(view, up: lift, in: slot, animation: animation, storage: $0) }
    }

    private func translate(
        _ view: any KeyboardLayoutView, up lift: CGFloat,
        in slot: KeyboardStorage.TranslationSlot, animation: KeyboardAnimation, storage: KeyboardStorage
    ) {
        let current = view.keyboardTranslation
        let original = Moved.unmoved(storage[slot], current: current)
        let target = lift > 0 ? original - lift : original
        storage[slot] = lift > 0 ? Moved(original: original, written: target) : nil
        guard current != target else { return }
        let animator = keyboardAnimator
        // The immediate animator would run the change at once: do so without wrapping it in a
        // closure (an allocation on every keyboard event), keeping what the full-view shift
        // measured when the kit moves the root view.
        if animator is ImmediateKeyboardAnimator {
            if slot == .root {
                translateKeepingMeasurement(view, to: target, in: storage)
            } else {
                view.keyboardTranslation = target
            }
        } else {
            animator.animate(animation) { view.keyboardTranslation = target }
        }
    }
}
