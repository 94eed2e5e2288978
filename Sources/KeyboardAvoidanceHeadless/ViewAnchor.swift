import Foundation

/// What the subviews of a view hold of it: a link up the tree that does not keep the view alive
/// and reads `nil` once the view is gone, whatever thread released it, as a weak reference
/// would, without being one.
///
/// A weak reference gives its target a side table, and every later retain and release of the
/// target goes through it: a slower path and one more cache line, on every keyboard event for a
/// controller's root view (a view with subviews, which the kit asks for several times per
/// event). The anchor holds its view `unowned` instead, which keeps the view's memory (not its
/// contents) until the anchor goes, and a flag that the view's `deinit` clears first, on
/// whichever thread runs it. Only a read racing a release on another thread (UIKit requires
/// views to be released on the main thread) can meet a view being destroyed: the runtime's check
/// of the unowned reference then traps, rather than hand out a freed view.
final class ViewAnchor: @unchecked Sendable {
    private unowned let target: HeadlessView
    // Guarded by `lock`: written by the view's `deinit`, on any thread.
    private var isAlive = true
    private static let lock = NSLock()

    /// An anchor of `view`; the view makes it when its first subview is added.
    @MainActor init(_ view: HeadlessView) { target = view }

    /// The view, or `nil` once it is gone.
    var view: HeadlessView? {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return isAlive ? target : nil
    }

    /// The view is going away: the first thing its `deinit` does.
    func viewWentAway() {
        Self.lock.lock()
        isAlive = false
        Self.lock.unlock()
    }
}
