#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Applies the kit's layout changes with a UIKit view animation that uses the keyboard's own
    /// duration and curve: the default `keyboardAnimator` of view controllers.
    ///
    /// A duration of 0 runs the changes directly, so they join an animation UIKit already has open
    /// (a push or pop, the keyboard's own, KeyboardFacts §7) rather than cancel it. The animator
    /// never calls `layoutIfNeeded()`: approaches that change constraints do, inside the changes.
    @MainActor
    public final class UIViewKeyboardAnimator: KeyboardAnimator {
        /// The instance view controllers use by default; the animator keeps no state.
        public static let shared = UIViewKeyboardAnimator()

        /// Creates an animator.
        public init() {}

        /// The options the animator animates with for `curve`: the curve's bits plus
        /// `.beginFromCurrentState` and `.allowUserInteraction`.
        ///
        /// The curve goes in as its raw value (`curve << 16`), keeping the keyboard's curve 7, for
        /// which `UIView.AnimationCurve` has no case.
        public static func animationOptions(for curve: KeyboardAnimationCurve) -> UIView.AnimationOptions {
            UIView.AnimationOptions(rawValue: curve.animationOptionsRawValue)
                .union([.beginFromCurrentState, .allowUserInteraction])
        }

        /// Runs `changes` in one UIKit animation with `animation`'s duration and curve, or directly
        /// when the duration is not positive and finite.
        public func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
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
