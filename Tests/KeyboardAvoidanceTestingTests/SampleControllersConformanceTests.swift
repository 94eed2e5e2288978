import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing

/// A sample controller as the checker builds it: presented in the environment's window, with
/// the field it is checked for focused.
private enum Sample: CustomTestStringConvertible, Sendable {
    case transferConfirm, createPost, scrollForm, composeMessage, resizingTable, chat, noteEditor
    case loginForm(field: Int)
    /// In containers: a form under a navigation bar, a chat above a tab bar, a checkout presented
    /// as a sheet over a cart.
    case loginFormInNavigation, scrollFormInNavigation, chatInTabs, transferConfirmAsSheet

    static let all: [Sample] = [
        .transferConfirm, .createPost, .scrollForm, .composeMessage, .resizingTable, .chat, .noteEditor,
        .loginForm(field: 0), .loginForm(field: 1), .loginForm(field: 2), .loginFormInNavigation,
        .scrollFormInNavigation, .chatInTabs, .transferConfirmAsSheet,
    ]

    var testDescription: String {
        switch self {
        case .loginForm(let field): "loginForm(field: \(field))"
        default: "\(self)"
        }
    }

    /// Checks every law on this sample on `device`, recording each violation in the test.
    @MainActor
    func check(on device: KeyboardDeviceProfile) {
        switch self {
        case .transferConfirm:
            KeyboardLawChecker(device: device, presenting: TransferConfirmViewController.init(center:)) {
                $0.amountField
            }.check()
        case .createPost:
            KeyboardLawChecker(device: device, presenting: CreatePostViewController.init(center:)) { $0.textArea }
                .check()
        case .composeMessage:
            KeyboardLawChecker(device: device, presenting: ComposeMessageViewController.init(center:)) { $0.inputField }
                .check()
        case .resizingTable:
            KeyboardLawChecker(device: device, presenting: ResizingTableViewController.init(center:)) { $0.searchField }
                .check()
        case .chat:
            KeyboardLawChecker(device: device, presenting: ChatViewController.init(center:)) { $0.inputField }.check()
        case .noteEditor:
            KeyboardLawChecker(device: device, presenting: NoteEditorViewController.init(center:)) { $0.textView }
                .check()
        case .loginForm(let field):
            KeyboardLawChecker(device: device, presenting: LoginFormViewController.init(center:)) { $0.fields[field] }
                .check()
        case .scrollForm:
            KeyboardLawChecker(device: device) { environment in
                let form = ScrollFormViewController(center: environment.center)
                form.present(in: environment.window)
                form.focus(form.fields[7])
                // The handler is the conformer; its controller must outlive it for the focused field.
                environment.keepAlive(form)
                return form.keyboardHandler!
            }.check()
        case .loginFormInNavigation:
            KeyboardLawChecker(device: device) { environment in
                let form = LoginFormViewController(center: environment.center)
                environment.show(HeadlessNavigationController(rootViewController: form))
                form.focus(form.fields[0])
                return form
            }.check()
        case .scrollFormInNavigation:
            KeyboardLawChecker(device: device) { environment in
                let form = ScrollFormViewController(center: environment.center)
                environment.show(HeadlessNavigationController(rootViewController: form))
                form.focus(form.fields[7])
                return form.keyboardHandler!
            }.check()
        case .transferConfirmAsSheet:
            KeyboardLawChecker(device: device) { environment in
                let cart = HeadlessViewController(notificationCenter: environment.center)
                environment.show(cart)
                let checkout = TransferConfirmViewController(center: environment.center)
                cart.present(checkout, style: .sheet)
                checkout.focus(checkout.amountField)
                return checkout
            }.check()
        case .chatInTabs:
            KeyboardLawChecker(device: device) { environment in
                let chat = ChatViewController(center: environment.center)
                environment.show(HeadlessTabBarController(viewControllers: [chat]))
                chat.focus(chat.inputField)
                return chat
            }.check()
        }
    }
}

extension KeyboardLawEnvironment {
    /// Presents `container`, which shows the host, in the window, kept alive as long as the host.
    fileprivate func show(_ container: HeadlessViewController) {
        container.present(in: window)
        keepAlive(container)
    }
}

/// The checker on every sample controller, on every profile of the catalogue.
@MainActor
@Suite struct SampleControllersConformanceTests {
    @Test(arguments: Sample.all, KeyboardDeviceProfile.catalogue)
    fileprivate func obeysEveryLaw(sample: Sample, device: KeyboardDeviceProfile) {
        sample.check(on: device)
    }
}
