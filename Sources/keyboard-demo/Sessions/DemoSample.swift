import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples

/// One sample controller as the demo drives it.
@MainActor
struct DemoSample {
    let name: String
    let approach: String
    /// Builds the sample on `center`, presents it in `window` and focuses its field (the subject keeps it alive).
    let make: @MainActor (NotificationCenter, HeadlessWindow) -> DemoSubject

    static let all: [DemoSample] = [
        DemoSample(name: "TransferConfirmViewController", approach: "full-view shift") { center, window in
            let screen = TransferConfirmViewController(center: center)
            screen.present(in: window)
            screen.focus(screen.amountField)
            return DemoSubject(controller: screen, moved: [screen.view])
        },
        DemoSample(name: "CreatePostViewController", approach: "follow the keyboard") { center, window in
            let composer = CreatePostViewController(center: center)
            composer.present(in: window)
            composer.focus(composer.textArea)
            return DemoSubject(controller: composer, moved: [composer.sendButton])
        },
        DemoSample(name: "ScrollFormViewController", approach: "bottom constraint + scroll to focus") {
            center, window in
            let form = ScrollFormViewController(center: center)
            form.present(in: window)
            form.focus(form.fields[7])
            return DemoSubject(controller: form, moved: [form.scrollView], moveFocus: { form.focus(form.fields[9]) })
        },
        DemoSample(name: "ComposeMessageViewController", approach: "reactive content inset") { center, window in
            let compose = ComposeMessageViewController(center: center)
            compose.present(in: window)
            compose.focus(compose.inputField)
            return DemoSubject(controller: compose, moved: [compose.messageList])
        },
        DemoSample(name: "ResizingTableViewController", approach: "resize to fit") { center, window in
            let list = ResizingTableViewController(center: center)
            list.present(in: window)
            list.focus(list.searchField)
            return DemoSubject(controller: list, moved: [list.tableView])
        },
        DemoSample(name: "ChatViewController", approach: "follow + content inset, combined") { center, window in
            let chat = ChatViewController(center: center)
            chat.present(in: window)
            chat.focus(chat.inputField)
            return DemoSubject(controller: chat, moved: [chat.inputBar, chat.messageList])
        },
        DemoSample(name: "LoginFormViewController", approach: "minimal reveal") { center, window in
            let login = LoginFormViewController(center: center)
            login.present(in: window)
            login.focus(login.emailField)
            return DemoSubject(controller: login, moved: [login.view], moveFocus: { login.focus(login.codeField) })
        },
    ]
}

/// A presented sample: the controller, the views its approach moves, and how to move the focus.
@MainActor
struct DemoSubject {
    let controller: HeadlessViewController
    let moved: [HeadlessView]
    var moveFocus: (@MainActor () -> Void)?
}
