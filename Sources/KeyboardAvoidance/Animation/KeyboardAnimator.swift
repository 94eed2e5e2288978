import Foundation

/// Applies layout changes with a keyboard animation.
///
/// The kit changes frames, insets and constants only inside ``animate(_:changes:)``, each from the
/// values the last change wrote: a conformer runs `changes` exactly once, on the main actor, before
/// returning, even for duration 0 (as `UIView.animate` does), or the kit stops with a message naming it.
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
    /// Runs `changes` at once, animating what they change with the given duration and curve.
    func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void)
}

/// An animator that applies every change at once: the default of headless hosts.
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

// MARK: - Internal

/// Counts the sets of the kit's changes run and the animations completed: the animator contract's check.
@MainActor
enum KeyboardChanges {
    private(set) static var run = 0
    fileprivate static var animated = 0

    /// Called last in every set of changes the kit hands an animator.
    static func ran() { run += 1 }
}

extension KeyboardAnimatable {
    /// Runs `changes`, which end with ``KeyboardChanges/ran()``, through ``keyboardAnimator``, and
    /// stops unless it ran them exactly once before returning; each animation nested in them (a
    /// layout pass calling `updateKeyboardAvoidance()`) ran one set of its own.
    func animateKeyboardChanges(_ animation: KeyboardAnimation, _ changes: @escaping @MainActor () -> Void) {
        let animator = keyboardAnimator
        let (before, animatedBefore) = (KeyboardChanges.run, KeyboardChanges.animated)
        animator.animate(animation, changes: changes)
        precondition(
            KeyboardChanges.run == before + 1 + (KeyboardChanges.animated - animatedBefore),
            "\(type(of: animator)).animate(_:changes:) did not run the kit's changes exactly once before returning: "
                + "a KeyboardAnimator runs them at once and animates what they change (as UIView.animate does)")
        KeyboardChanges.animated += 1
    }
}
