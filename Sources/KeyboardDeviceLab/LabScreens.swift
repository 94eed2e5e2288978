// The device lab's screens: one per situation of the device matrix (Examples/DeviceLab/CHECKLIST.md),
// each adopting the kit the way the README teaches. iOS only; compiled by Scripts/check-apple-sdk.sh.
#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import UIKit

    /// Where a screen calls `registerKeyboardNotifications()`: each is a habit the kit serves.
    enum RegistrationPoint: String, CaseIterable {
        case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
    }

    /// A form of four fields stacked toward the bottom, with the kit's default full-view shift,
    /// registering at `registration` and unregistering in `viewWillDisappear`, but for one that
    /// registers once in `viewDidLoad`, which stays registered (the README's pairing).
    final class FormScreen: UIViewController, KeyboardCapable {
        let registration: RegistrationPoint
        private let stack = UIStackView()

        init(registration: RegistrationPoint) {
            self.registration = registration
            super.init(nibName: nil, bundle: nil)
            title = "Form (\(registration.rawValue))"
        }

        @available(*, unavailable) required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            for name in ["Name", "Email", "Street", "Postcode"] {
                stack.addArrangedSubview(LabField(placeholder: name))
            }
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            ])
            if registration == .viewDidLoad { registerKeyboardNotifications() }
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if registration == .viewWillAppear { registerKeyboardNotifications() }
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            // What the shift uncovers shows through iOS 26's translucent keyboard: paint it as the form.
            view.window?.backgroundColor = view.backgroundColor
            if registration == .viewIsAppearing { registerKeyboardNotifications() }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if registration == .viewDidAppear { registerKeyboardNotifications() }
            (stack.arrangedSubviews.last as? UITextField)?.becomeFirstResponder()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if registration != .viewDidLoad { unregisterKeyboardNotifications() }
        }
    }

    /// A table whose scroll view the kit insets, registered from `viewIsAppearing` to `viewWillDisappear`.
    class LabTableScreen: UITableViewController, KeyboardInsetAdjusting {
        var keyboardScrollView: any KeyboardScrollView { tableView }
        /// Declared here so that a subclass's override is the one the kit calls.
        var keyboardChatLift: KeyboardChatLift { .never }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            registerKeyboardNotifications()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            unregisterKeyboardNotifications()
        }
    }

    /// A list with a search field in the navigation bar: the list is inset, and focusing the search
    /// field lifts nothing (it is outside the root view).
    final class SearchScreen: LabTableScreen, UISearchResultsUpdating {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Search"
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            navigationItem.searchController = search
            navigationItem.hidesSearchBarWhenScrolling = false
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        func updateSearchResults(for searchController: UISearchController) {}

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.labCell("Result \(indexPath.row + 1)", at: indexPath)
        }
    }

    /// A chat in a `UITableViewController`: its composer is the input accessory, the list is
    /// dismissed interactively and lifted only when read to the end.
    final class ChatScreen: LabTableScreen {
        private let composer = LabComposerBar()
        override var keyboardChatLift: KeyboardChatLift { .whenAtEnd }
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { composer }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Chat"
            tableView.keyboardDismissMode = .interactive
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            startTrackingInteractiveDismissal(in: tableView)
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            becomeFirstResponder()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 80 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.labCell("Message \(indexPath.row + 1)", at: indexPath)
        }
    }

    /// A form in a table, one field per row: UIKit's table view controller adjusts its own table,
    /// and the kit adds only what is left.
    final class TableFormScreen: LabTableScreen {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Form in a table"
            tableView.register(LabFieldCell.self, forCellReuseIdentifier: "field")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
            (cell as? LabFieldCell)?.field.placeholder = "Field \(indexPath.row + 1)"
            return cell
        }
    }

    /// A note: a text view that is its own inset scroll view; its caret stays above the keyboard
    /// as the user types and moves it.
    final class EditorScreen: UIViewController, KeyboardInsetAdjusting {
        private let textView = UITextView()
        var keyboardScrollView: any KeyboardScrollView { textView }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Editor"
            textView.font = .preferredFont(forTextStyle: .body)
            textView.text = (1...120).map { "Line \($0) of a long note." }.joined(separator: "\n")
            textView.frame = view.bounds
            textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(textView)
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            registerKeyboardNotifications()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            unregisterKeyboardNotifications()
        }
    }

    /// A post composer: a text area, and a send bar that follows the keyboard 8 pt above it.
    final class ComposerScreen: UIViewController, KeyboardFollowing {
        private let bar = LabComposerBar()
        var keyboardFollowingView: any KeyboardLayoutView { bar }
        var keyboardFollowingGap: CGFloat { 8 }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Composer"
            view.backgroundColor = .systemBackground
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            registerKeyboardNotifications()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            unregisterKeyboardNotifications()
        }
    }

    // MARK: - Parts

    extension UITableView {
        /// A plain cell of the identifier `row`, showing `text`.
        func labCell(_ text: String, at indexPath: IndexPath) -> UITableViewCell {
            let cell = dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            return cell
        }
    }

    /// A rounded text field that returns to the next field.
    final class LabField: UITextField {
        convenience init(placeholder: String) {
            self.init(frame: .zero)
            self.placeholder = placeholder
            borderStyle = .roundedRect
            heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
    }

    /// A table cell holding a text field.
    final class LabFieldCell: UITableViewCell {
        let field = LabField(placeholder: "")

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            field.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                field.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
            ])
        }

        @available(*, unavailable) required init?(coder: NSCoder) { nil }
    }

    /// A bar with a message field and a send button.
    final class LabComposerBar: UIView {
        let field = LabField(placeholder: "Message")

        override init(frame: CGRect) {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
            backgroundColor = .secondarySystemBackground
            autoresizingMask = .flexibleWidth
            let send = UIButton(type: .system)
            send.setTitle("Send", for: .normal)
            let row = UIStackView(arrangedSubviews: [field, send])
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                row.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                row.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            ])
        }

        @available(*, unavailable) required init?(coder: NSCoder) { nil }

        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 60) }
    }
#endif
