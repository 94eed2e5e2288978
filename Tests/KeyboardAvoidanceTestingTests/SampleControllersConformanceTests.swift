import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardSamples
import Testing

/// The checker on every sample controller, on every profile of the catalogue.
@MainActor
@Suite struct SampleControllersConformanceTests {
    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func transferConfirm(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let screen = TransferConfirmViewController(center: environment.center)
            screen.present(in: environment.window)
            screen.focus(screen.amountField)
            return screen
        }.check()
    }

    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func createPost(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let composer = CreatePostViewController(center: environment.center)
            composer.present(in: environment.window)
            composer.focus(composer.textArea)
            return composer
        }.check()
    }

    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func scrollForm(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let form = ScrollFormViewController(center: environment.center)
            form.present(in: environment.window)
            form.focus(form.fields[7])
            // The handler is the conformer; its controller must outlive it for the focused field.
            environment.keepAlive(form)
            return form.keyboardHandler!
        }.check()
    }

    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func composeMessage(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let compose = ComposeMessageViewController(center: environment.center)
            compose.present(in: environment.window)
            compose.focus(compose.inputField)
            return compose
        }.check()
    }

    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func resizingTable(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device) { environment in
            let list = ResizingTableViewController(center: environment.center)
            list.present(in: environment.window)
            list.focus(list.searchField)
            return list
        }.check()
    }

    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func loginForm(device: KeyboardDeviceProfile) {
        for index in 0..<3 {
            KeyboardLawChecker(device: device) { environment in
                let login = LoginFormViewController(center: environment.center)
                login.present(in: environment.window)
                login.focus(login.fields[index])
                return login
            }.check()
        }
    }
}
