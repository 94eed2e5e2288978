/// An animated push or pop under way in a ``HeadlessNavigationController``, as UIKit's transition
/// coordinator describes one: both controllers' views are in the container until it ends.
///
/// ```swift
/// let swipe = navigation.beginInteractivePop()  // the top screen's viewWillDisappear runs
/// swipe?.cancel()                               // let go: it stays, the one below goes again
/// ```
///
/// The appearance calls follow UIKit's order: the will-calls when it begins and, for a swipe let
/// go, again reversed once it is cancelled (UIViewControllerTransitionCoordinator.h:105-112); then,
/// when it ends, the did-calls and the completion blocks, which run after it (lines 87-92). That the
/// did-calls come first, and that a cancel calls `viewIsAppearing` again, is modelled, *unconfirmed*.
/// The slide itself is not modelled.
@MainActor
public final class HeadlessTransition {
    /// Whether a finger drives it (a swipe back), which alone can be cancelled.
    public let isInteractive: Bool
    /// Whether it was cancelled: the disappearing controller stays.
    public private(set) var isCancelled = false
    /// Whether it ended, finished or cancelled.
    public private(set) var isEnded = false

    private weak var container: HeadlessViewController?
    private let from: HeadlessViewController?
    private let to: HeadlessViewController
    private let finished: () -> Void
    private var completions: [@MainActor (_ cancelled: Bool) -> Void] = []

    init(
        in container: HeadlessViewController, from: HeadlessViewController?, to: HeadlessViewController,
        isInteractive: Bool, finished: @escaping () -> Void
    ) {
        self.container = container
        self.from = from
        self.to = to
        self.isInteractive = isInteractive
        self.finished = finished
    }

    /// Calls `completion` when the transition ends, with whether it was cancelled, as a completion
    /// block of `animate(alongsideTransition:completion:)` is.
    func whenEnded(_ completion: @escaping @MainActor (_ cancelled: Bool) -> Void) {
        completions.append(completion)
    }

    /// Completes the transition: the disappearing controller goes.
    public func finish() {
        guard !isEnded else { return }
        end(gone: from, shown: to)
        finished()
    }

    /// Lets go of a swipe before it completes: the controller that was appearing disappears again
    /// and the other reappears; does nothing for a transition no finger drives.
    public func cancel() {
        guard isInteractive, !isEnded, !isCancelled else { return }
        isCancelled = true
        to.run(.willDisappear)
        from?.run(.willAppear)
        from?.run(.isAppearing)
        end(gone: to, shown: from)
    }

    private func end(gone: HeadlessViewController?, shown: HeadlessViewController?) {
        isEnded = true
        container?.endTransition(removing: gone)
        gone?.run(.didDisappear)
        shown?.run(.didAppear)
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(isCancelled) }
    }
}
