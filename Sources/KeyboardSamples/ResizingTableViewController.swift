public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **resize to fit**: the table shrinks so that it ends where the keyboard begins.
///
/// A searchable list whose table fills the screen. When the keyboard appears the table's
/// height becomes the screen's height minus the part the keyboard covers, so every row stays
/// reachable by scrolling; it works in landscape and in iPad windows that are not full screen,
/// because all the measuring happens in screen coordinates. The original frame returns exactly.
///
/// ```swift
/// let list = ResizingTableViewController()
/// list.present(in: window)
/// list.focus(list.searchField) // the table's height shrinks by the overlap
/// ```
@MainActor
public final class ResizingTableViewController: HeadlessViewController, KeyboardResizing {

    /// The table that is resized.
    public let tableView = HeadlessScrollView(name: "tableView")
    /// The search field in the table's header.
    public let searchField = HeadlessView(name: "searchField")

    /// The table is what shrinks.
    public var keyboardResizingView: any KeyboardLayoutView { tableView }

    /// Creates the list, listening to `center`.
    public convenience init(center: NotificationCenter = .default) {
        self.init(notificationCenter: center)
    }

    /// Builds the views.
    public override func viewDidLoad() {
        view.addSubview(tableView)
        tableView.addSubview(searchField)
    }

    /// Lays the views out for the root view's bounds (when presented, and again after a rotation
    /// or a window resize in place), then lays the screen out for the keyboard as it is now:
    /// the layout pass put back what the kit had moved.
    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        tableView.frame = bounds
        tableView.contentSize = CGSize(width: bounds.width, height: 50 * 44)
        searchField.frame = CGRect(x: 8, y: view.safeAreaInsets.top + 8, width: bounds.width - 16, height: 36)
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers, once the view is laid out in its window.
    public override func viewDidAppear() {
        registerKeyboardNotifications()
    }

    /// Unregisters.
    public override func viewWillDisappear() {
        unregisterKeyboardNotifications()
    }
}
