#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Applies the kit's layout changes with a UIKit view animation that uses the keyboard's own
    /// duration and curve.
    ///
    /// The default `keyboardAnimator` of view controllers. For a `KeyboardAnimation`:
    /// - a duration of 0 (or not a positive finite number) runs the changes directly: outside any
    ///   animation (an emoji switch, an iPad's first show, registering while the keyboard is up)
    ///   they apply at once; inside one UIKit already has open — a push or pop that calls
    ///   `viewWillDisappear`, where unregistering restores the layout, or the keyboard's own
    ///   animation around its notification (KeyboardFacts §7) — they join it.
    ///   `UIView.performWithoutAnimation` would cancel that enclosing animation and snap the
    ///   transition;
    /// - any other duration runs
    ///   `UIView.animate(withDuration:delay:options:animations:completion:)` with
    ///   ``animationOptions(for:)``: the curve shifted into the options (`curve << 16`, which keeps
    ///   the keyboard's private curve 7), `.beginFromCurrentState` so that a frame change arriving
    ///   mid-animation continues from where the view is on screen, and `.allowUserInteraction` so
    ///   that the field being edited stays tappable while it moves.
    ///
    /// The changes run exactly once, synchronously, on the main actor. The animator never calls
    /// `layoutIfNeeded()`: strategies that change constraints call it on the right view inside the
    /// changes.
    ///
    /// ```swift
    /// let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    /// UIViewKeyboardAnimator.shared.animate(animation) {
    ///     bottomConstraint.constant = 291
    ///     view.layoutIfNeeded()
    /// }
    /// ```
    @MainActor
    public final class UIViewKeyboardAnimator: KeyboardAnimator {
        /// The instance view controllers use by default; the animator keeps no state.
        ///
        /// ```swift
        /// var keyboardAnimator: any KeyboardAnimator { UIViewKeyboardAnimator.shared }
        /// ```
        public static let shared = UIViewKeyboardAnimator()

        /// Creates an animator.
        ///
        /// ```swift
        /// let animator = UIViewKeyboardAnimator()
        /// ```
        public init() {}

        /// The options the animator animates with for `curve`: the curve's bits plus
        /// `.beginFromCurrentState` and `.allowUserInteraction`.
        ///
        /// The curve goes in through its raw value, `curve.animationOptionsRawValue`, never through
        /// `UIView.AnimationCurve`, which has no case for the keyboard's curve 7.
        ///
        /// ```swift
        /// UIViewKeyboardAnimator.animationOptions(for: .keyboard).rawValue // 0x70006
        /// ```
        public static func animationOptions(for curve: KeyboardAnimationCurve)
            -> UIView.AnimationOptions
        {
            UIView.AnimationOptions(rawValue: curve.animationOptionsRawValue)
                .union([.beginFromCurrentState, .allowUserInteraction])
        }

        /// Runs `changes` in one UIKit animation with `animation`'s duration and curve, or without
        /// animation when the duration is 0.
        ///
        /// ```swift
        /// animator.animate(KeyboardAnimation(duration: 0, curve: .keyboard)) {
        ///     view.frame.origin.y = 0 // applied at once
        /// }
        /// ```
        public func animate(
            _ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void
        ) {
            guard animation.duration.isFinite, animation.duration > 0 else {
                changes()
                return
            }
            UIView.animate(
                withDuration: animation.duration, delay: 0,
                options: Self.animationOptions(for: animation.curve),
                animations: { changes() }, completion: nil)
        }
    }
#endif
