import Foundation

/// Applies layout changes with a keyboard animation.
///
/// The kit changes frames, insets and constants only inside ``animate(_:changes:)``, each from the
/// values the last change wrote: a conformer runs `changes` exactly once, on the main actor, before
/// returning, even for duration 0 (as `UIView.animate` does); otherwise the kit stops the app, in
/// every build, with a message naming the animator.
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

/// One set of the kit's changes for an animator, and how often it ran them: the animator contract's
/// check, without any shared state (an animator may start another animation inside the changes).
///
/// The values to write are stored in the object, so the closure an animator gets captures only it.
@MainActor
final class KitChanges<Values> {
    private let values: Values
    private let write: @MainActor (Values) -> Void
    private(set) var runs = 0
    private let animator: any KeyboardAnimator

    init(_ values: Values, by animator: any KeyboardAnimator, write: @escaping @MainActor (Values) -> Void) {
        self.values = values
        self.write = write
        self.animator = animator
    }

    /// Runs the changes through the animator; stops the app, with a message naming the animator,
    /// unless it ran them exactly once before returning.
    func animate(_ animation: KeyboardAnimation) {
        animator.animate(animation) { self.run() }
        if runs == 0 { Self.breach(animator, "did not run the kit's changes before returning") }
    }

    private func run() {
        runs += 1
        if runs > 1 { Self.breach(animator, "ran the kit's changes twice") }
        write(values)
    }

    /// A broken contract stops the app in every build, with the fix in the message (`fatalError`
    /// keeps its message under `-O`, where `precondition` drops it).
    private static func breach(_ animator: any KeyboardAnimator, _ what: String) -> Never {
        fatalError(
            "\(type(of: animator)).animate(_:changes:) \(what): a KeyboardAnimator runs the changes once, at "
                + "once, and animates what they change (as UIView.animate does)")
    }
}

extension KeyboardAnimatable {
    /// Writes `values` with `write` through ``keyboardAnimator``, checking the animator's contract.
    func animateKeyboardChanges<Values>(
        _ animation: KeyboardAnimation, _ values: Values, write: @escaping @MainActor (Values) -> Void
    ) {
        KitChanges(values, by: keyboardAnimator, write: write).animate(animation)
    }

    /// Runs `changes` through ``keyboardAnimator``, checking the animator's contract.
    func animateKeyboardChanges(_ animation: KeyboardAnimation, _ changes: @escaping @MainActor () -> Void) {
        animateKeyboardChanges(animation, changes) { $0() }
    }
}
