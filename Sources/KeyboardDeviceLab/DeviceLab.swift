#if canImport(UIKit) && os(iOS)
    public import UIKit
    import KeyboardAvoidanceUIKit

    /// The device lab: every screen of the device matrix behind one list.
    ///
    /// The kit's law monitor is on, and each broken law shows on screen until tapped.
    /// Examples/DeviceLab/CHECKLIST.md says what to try on each screen.
    ///
    /// ```swift
    /// window.rootViewController = DeviceLab.makeRootViewController()
    /// ```
    @MainActor
    public enum DeviceLab {
        /// The lab's list in a navigation controller, with the law monitor started.
        public static func makeRootViewController() -> UIViewController {
            let list = LabList()
            list.monitor = KeyboardLawMonitor { [weak list] line in
                print(line)
                list?.show(line)
            }
            return UINavigationController(rootViewController: list)
        }
    }

    /// One row of the lab: a title, and how its screen is shown.
    private struct LabRow {
        enum Presentation { case push, fullScreen, sheet, customSheet, formSheet }
        let title: String
        let presentation: Presentation
        let make: @MainActor () -> UIViewController
    }

    /// The lab's list.
    ///
    /// Its header holds a field: focus it first to open a screen over a keyboard that is already up.
    private final class LabList: UITableViewController {
        var monitor: KeyboardLawMonitor?
        private let header = LabField(placeholder: "Focus me, then open a screen")
        private let banner = UILabel()
        /// The lab's window, kept while the list's view is out of it (a pushed or presented screen's).
        private weak var labWindow: UIWindow?

        private let rows: [LabRow] =
            RegistrationPoint.allCases.map { point in
                LabRow(title: "Push a form registering in \(point.rawValue)", presentation: .push) {
                    FormScreen(registration: point)
                }
            } + [
                LabRow(title: "Present a form full screen", presentation: .fullScreen) {
                    FormScreen(registration: .viewWillAppear)
                },
                LabRow(title: "A form in a medium / large sheet", presentation: .sheet) {
                    FormScreen(registration: .viewIsAppearing)
                },
                LabRow(title: "A form in a custom-detent sheet", presentation: .customSheet) {
                    FormScreen(registration: .viewIsAppearing)
                },
                LabRow(title: "A form in a form sheet (iPad)", presentation: .formSheet) {
                    FormScreen(registration: .viewIsAppearing)
                },
                LabRow(title: "Search in the navigation bar", presentation: .push) { SearchScreen(style: .plain) },
                LabRow(title: "Chat: accessory bar, interactive dismissal", presentation: .push) {
                    ChatScreen(style: .plain)
                },
                LabRow(title: "A form in a table", presentation: .push) { TableFormScreen(style: .insetGrouped) },
                LabRow(title: "Text editor", presentation: .push) { EditorScreen() },
                LabRow(title: "Composer: a bar following the keyboard", presentation: .push) { ComposerScreen() },
            ]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Keyboard lab"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            header.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            tableView.tableHeaderView = header
            banner.numberOfLines = 0
            banner.font = .preferredFont(forTextStyle: .footnote)
            banner.backgroundColor = .systemRed
            banner.textColor = .white
            banner.isUserInteractionEnabled = true
            banner.addGestureRecognizer(
                UITapGestureRecognizer(target: banner, action: #selector(UIView.removeFromSuperview)))
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            labWindow = view.window
        }

        /// Shows a line of the law monitor over the lab's window until tapped.
        func show(_ line: String) {
            guard line.contains("broken"), let window = labWindow else { return }
            banner.text = line
            let width = window.bounds.width - 32
            let size = banner.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            banner.frame = CGRect(x: 16, y: window.safeAreaInsets.top, width: width, height: size.height)
            window.addSubview(banner)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.labCell(rows[indexPath.row].title, at: indexPath)
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            let row = rows[indexPath.row]
            let screen = row.make()
            switch row.presentation {
            case .push:
                navigationController?.pushViewController(screen, animated: true)
            case .fullScreen:
                let wrapped = UINavigationController(rootViewController: screen)
                wrapped.modalPresentationStyle = .fullScreen
                let close = UIAction { [weak wrapped] _ in wrapped?.dismiss(animated: true) }
                screen.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: close)
                present(wrapped, animated: true)
            case .sheet, .customSheet:
                if let sheet = screen.sheetPresentationController {
                    sheet.detents = [.medium(), .large()]
                    if row.presentation == .customSheet, #available(iOS 16.0, *) {
                        sheet.detents = [.custom { context in context.maximumDetentValue * 0.4 }, .large()]
                    }
                    sheet.prefersGrabberVisible = true
                }
                present(screen, animated: true)
            case .formSheet:
                screen.modalPresentationStyle = .formSheet
                present(screen, animated: true)
            }
        }
    }
#endif

#if canImport(SwiftUI) && os(iOS)
    public import SwiftUI

    /// The device lab for a SwiftUI app's window, such as the lab app's in Examples/DeviceLab.
    ///
    /// ```swift
    /// WindowGroup { DeviceLabView().ignoresSafeArea() }
    /// ```
    public struct DeviceLabView: UIViewControllerRepresentable {
        /// Creates the lab's view.
        public init() {}

        /// ``DeviceLab/makeRootViewController()``.
        public func makeUIViewController(context: Context) -> UIViewController { DeviceLab.makeRootViewController() }

        /// Nothing: the lab keeps its own state.
        public func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
#endif
