package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **resize to fit**: the table shrinks so that it ends where the keyboard begins, and
/// every row stays reachable.
@MainActor
package final class ResizingTableViewController: HeadlessViewController, KeyboardResizing {
    /// The table that is resized.
    package let tableView = HeadlessScrollView(name: "tableView")
    /// The search field in the table's header.
    package let searchField = HeadlessView(name: "searchField")

    /// The table is what shrinks.
    package var keyboardResizingView: any KeyboardLayoutView { tableView }

    /// Creates the list, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// Builds the views.
    package override func viewDidLoad() {
        view.addSubview(tableView)
        tableView.addSubview(searchField)
    }

    /// Lays the views out for the root view's bounds, then for the keyboard as it is now.
    package override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        tableView.frame = bounds
        tableView.contentSize = CGSize(width: bounds.width, height: 50 * 44)
        searchField.frame = CGRect(x: 8, y: view.safeAreaInsets.top + 8, width: bounds.width - 16, height: 36)
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers as the view appears, once it is laid out in its window.
    package override func viewIsAppearing() { registerKeyboardNotifications() }

    /// Unregisters.
    package override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
