import Foundation

/// Applies layout changes with a keyboard animation.
///
/// The kit's strategies never set a frame, an inset or a constant outside an animator: they
/// call ``animate(_:changes:)`` with the keyboard's ``KeyboardAnimation``, and the animator
/// decides how. The UIKit adapter animates with `UIView.animate` and
/// `UIView.AnimationOptions(rawValue: curve << 16)`; headless code uses
/// ``ImmediateKeyboardAnimator`` or, in tests, `RecordingKeyboardAnimator`.
///
/// A conformer must run `changes` exactly once, on the main actor, before or during the
/// animation; it must not drop them when the duration is 0.
///
/// ```swift
/// final class LoggingAnimator: KeyboardAnimator {
///     func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
///         print("animating for \(animation.duration) s")
///         changes()
///     }
/// }
/// ```
@MainActor
public protocol KeyboardAnimator: AnyObject {
    /// Runs `changes` as one animation with the given duration and curve.
    func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void)
}

/// An animator that applies every change at once, ignoring duration and curve.
///
/// The default animator of headless hosts and of benchmarks.
///
/// ```swift
/// ImmediateKeyboardAnimator.shared.animate(.immediate) { view.frame.origin.y = 0 }
/// ```
@MainActor
public final class ImmediateKeyboardAnimator: KeyboardAnimator {
    /// A shared instance; the animator keeps no state.
    public static let shared = ImmediateKeyboardAnimator()

    /// Creates an immediate animator.
    public init() {}

    /// Runs `changes` at once.
    public func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
        changes()
    }
}
