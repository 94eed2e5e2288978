public import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A table view controller model: a table view filling the root view, which the controller insets
/// for the keyboard and scrolls to the focused field itself, as `UITableViewController` does.
///
/// It adds the overlap beyond the safe area to the insets while on screen, not for a keyboard up
/// before it appeared (KeyboardFacts §7); the kit's inset approach leaves such a table alone.
@MainActor
open class HeadlessTableViewController: HeadlessViewController {
    /// The table, filling the root view (in UIKit it is the root view).
    public let tableView = HeadlessScrollView(name: "tableView")

    private var observers: [any NSObjectProtocol] = []
    /// The bottom insets before the keyboard, while the controller's part is on them.
    private var resting: (content: CGFloat, indicator: CGFloat)?

    /// Creates a controller whose table fills its root view.
    public override init(notificationCenter: NotificationCenter = .default) {
        super.init(notificationCenter: notificationCenter)
        view.addSubview(tableView)
        tableView.constraintLayout = { $0.bounds }
    }

    override func didRun(_ step: Appearance) {
        if step == .willAppear, observers.isEmpty {
            observers = [KeyboardEvent.Kind.willShow, .willChangeFrame, .willHide].map { kind in
                notificationCenter.addObserver(forName: kind.notificationName, object: nil, queue: nil) {
                    [weak self] note in
                    guard let event = try? KeyboardEvent(notification: note) else { return }
                    MainActor.assumeIsolated { self?.keyboardWillChange(event) }
                }
            }
        } else if step == .didDisappear {
            for observer in observers { notificationCenter.removeObserver(observer) }
            observers = []
        }
    }

    private func keyboardWillChange(_ event: KeyboardEvent) {
        // What covers nothing for the kit (another app's keyboard, another screen's) covers nothing here.
        let transition = KeyboardTransition(event: event, screenBounds: view.keyboardScreenBounds)
        let elsewhere = event.screen != nil && event.screen != view.keyboardScreenIdentity
        let covered = elsewhere ? 0 : transition.overlap(withScreenRect: tableView.frameInScreen)
        let overlap = max(0, covered - tableView.keyboardSystemInsetBottom)
        let base = resting ?? (tableView.contentInset.bottom, tableView.verticalScrollIndicatorInsets.bottom)
        resting = overlap > 0 ? base : nil
        tableView.contentInset.bottom = base.content + overlap
        tableView.verticalScrollIndicatorInsets.bottom = base.indicator + overlap
        if overlap > 0, let field = focusedView, field !== tableView, tableView.hasDescendant(field) {
            tableView.scrollRectToVisible(field.convert(field.keyboardRevealRect, to: tableView))
        }
    }
}
