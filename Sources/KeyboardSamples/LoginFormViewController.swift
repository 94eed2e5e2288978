package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **minimal reveal** and the **focus chain**: the screen moves only as far as the focused
/// field needs, to ``keyboardRevealPadding`` points above the keyboard; the return key moves the
/// focus down the form, the kit laying it out again for each field, and the last one signs in.
@MainActor
package final class LoginFormViewController: HeadlessViewController, KeyboardRevealing, KeyboardFocusChain {
    /// The logo at the top.
    package let logo = HeadlessView(name: "logo")
    /// The e-mail field.
    package let emailField = HeadlessView(name: "emailField")
    /// The password field.
    package let passwordField = HeadlessView(name: "passwordField")
    /// The one-time code field, lowest on the screen.
    package let codeField = HeadlessView(name: "codeField")

    /// The form's fields, top to bottom.
    package var fields: [HeadlessView] { [emailField, passwordField, codeField] }

    /// 12 points between the focused field and the keyboard.
    package var keyboardRevealPadding: CGFloat { 12 }

    /// Creates the form, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// How many times the last field's return key signed in.
    package private(set) var signInCount = 0

    /// Builds the views.
    package override func viewDidLoad() {
        for field in fields { field.isTextInput = true }
        for subview in [logo] + fields { view.addSubview(subview) }
    }

    /// The code field's return key: the field has resigned; sign in.
    package func keyboardFocusChainDidEnd() { signInCount += 1 }

    /// Lays the form out for the root view's bounds, then for the keyboard as it is now.
    package override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        logo.frame = CGRect(x: bounds.midX - 40, y: safe.top + 24, width: 80, height: 80)
        let width = min(bounds.width - 32, 400)
        // From the middle of the screen down, but never below the bottom safe area.
        let stack = CGFloat(fields.count - 1) * 60 + 44
        let top = min(bounds.height * 0.5, bounds.height - safe.bottom - 16 - stack)
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: bounds.midX - width / 2, y: top + CGFloat(index) * 60, width: width, height: 44)
        }
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers as the view appears, once it is laid out in its window.
    package override func viewIsAppearing() { registerKeyboardNotifications() }

    /// Unregisters.
    package override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
