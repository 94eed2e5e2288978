public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **minimal reveal**: the screen moves only as far as the focused field needs, and not
/// at all when the field is already visible.
///
/// A login form with three fields in the lower half of the screen. As the focus moves from field
/// to field while the keyboard is up, the view shifts just enough to keep the focused one
/// ``keyboardRevealPadding`` points above the keyboard, never pushing a field above the top
/// safe area. iOS does not always post a notification when the focus moves, so the controller
/// asks the kit to lay out again in ``focusDidChange(from:)``.
///
/// ```swift
/// let login = LoginFormViewController()
/// login.present(in: window)
/// login.focus(login.emailField)
/// login.focus(login.codeField) // shifts a little further, only if needed
/// ```
@MainActor
public final class LoginFormViewController: HeadlessViewController, KeyboardRevealing {

    /// The logo at the top.
    public let logo = HeadlessView(name: "logo")
    /// The e-mail field.
    public let emailField = HeadlessView(name: "emailField")
    /// The password field.
    public let passwordField = HeadlessView(name: "passwordField")
    /// The one-time code field, lowest on the screen.
    public let codeField = HeadlessView(name: "codeField")

    /// The form's fields, top to bottom.
    public var fields: [HeadlessView] { [emailField, passwordField, codeField] }

    /// 12 points between the focused field and the keyboard.
    public var keyboardRevealPadding: CGFloat { 12 }

    /// Creates the form, listening to `center`.
    public convenience init(center: NotificationCenter = .default) {
        self.init(notificationCenter: center)
    }

    /// Builds the views.
    public override func viewDidLoad() {
        view.addSubview(logo)
        for field in fields { view.addSubview(field) }
    }

    /// Lays the views out for the root view's bounds (when presented, and again after a rotation
    /// or a window resize in place), then lays the screen out for the keyboard as it is now:
    /// the layout pass put back what the kit had moved.
    public override func viewDidLayoutSubviews() {
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

    /// Registers, once the view is laid out in its window.
    public override func viewDidAppear() {
        registerKeyboardNotifications()
    }

    /// Unregisters.
    public override func viewWillDisappear() {
        unregisterKeyboardNotifications()
    }

    /// Reveals the newly focused field: iOS may not post a notification for a focus move.
    public override func focusDidChange(from previous: HeadlessView?) {
        updateKeyboardAvoidance()
    }
}
