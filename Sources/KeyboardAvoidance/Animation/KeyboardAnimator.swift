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
@MainActor
final class KitChanges {
    /// What the changes write: a view's translation (the full-view shift's and following's one
    /// write, held here so that the closure an animator gets captures only this object), or anything.
    enum Write {
        case translation(any KeyboardLayoutView, CGFloat)
        case changes(@MainActor () -> Void)
    }

    private let write: Write
    private let animator: any KeyboardAnimator
    private var runs = 0

    init(_ write: Write, by animator: any KeyboardAnimator) {
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
        switch write {
        case .translation(let view, let target): view.keyboardTranslation = target
        case .changes(let changes): changes()
        }
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
    /// Writes `write` through ``keyboardAnimator``, checking the animator's contract.
    func animateKeyboardChanges(_ animation: KeyboardAnimation, _ write: KitChanges.Write) {
        KitChanges(write, by: keyboardAnimator).animate(animation)
    }
}
