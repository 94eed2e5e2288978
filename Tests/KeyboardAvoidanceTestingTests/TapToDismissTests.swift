import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tap outside to dismiss: opt-in per host; a control, a text input or the input bar riding the
// keyboard keeps its touch and the keyboard.

/// A background and a text field; the screens below add what they test.
@MainActor
private class Backdrop: HeadlessViewController {
    let background = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 300), name: "background")
    let field = HeadlessView(frame: CGRect(x: 16, y: 480, width: 358, height: 44), name: "field")

    override func viewDidLoad() {
        field.isTextInput = true
        for subview in [background, field] { view.addSubview(subview) }
    }
}

/// A chat-like screen that opts in: a button too, and an input bar that follows the keyboard.
@MainActor
private final class Screen: Backdrop, KeyboardFollowing, KeyboardTapToDismiss {
    let button = HeadlessView(frame: CGRect(x: 16, y: 420, width: 100, height: 44), name: "button")
    let label = HeadlessView(frame: CGRect(x: 4, y: 4, width: 90, height: 36), name: "buttonLabel")
    let bar = HeadlessView(frame: CGRect(x: 0, y: 750, width: 390, height: 60), name: "bar")
    let barBackground = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 60), name: "barBackground")
    var keyboardFollowingView: any KeyboardLayoutView { bar }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.isControl = true
        button.addSubview(label)
        bar.addSubview(barBackground)
        for subview in [button, bar] { view.addSubview(subview) }
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }
}

/// The backdrop without the opt-in.
@MainActor
private final class Plain: Backdrop, KeyboardCapable {
    override func viewIsAppearing() { registerKeyboardNotifications() }
}

/// A backdrop that opts in and unregisters from its own hook when laid out for a keyboard already up.
@MainActor
private final class Leaving: Backdrop, KeyboardTapToDismiss {
    func keyboardWillShow(_ event: KeyboardEvent) { unregisterKeyboardNotifications() }
}

@MainActor
@Suite struct TapToDismissTests {
    @Test func aTapOnTheBackgroundEndsEditing() {
        let (screen, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { Screen(notificationCenter: $0) }, focusing: { $0.field })
        keyboard.show()
        screen.background.tap()
        #expect(screen.focusedView == nil)
        #expect(screen.view.window?.firstResponder == nil)
    }

    @Test func controlsTextInputsAndTheRidingBarKeepTheKeyboard() {
        let (screen, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { Screen(notificationCenter: $0) }, focusing: { $0.field })
        keyboard.show()
        for view in [screen.label, screen.button, screen.field, screen.barBackground, screen.bar] {
            view.tap()
            #expect(screen.focusedView === screen.field, "a tap on \(view.name)")
        }
    }

    @Test func aHostThatLeavesFromItsOwnHookWhileRegisteringHearsNoTap() {
        let (screen, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { Leaving(notificationCenter: $0) }, focusing: { $0.field })
        keyboard.show()
        screen.registerKeyboardNotifications()  // laid out for the keyboard up: its hook unregisters it
        #expect(!screen.isKeyboardRegistered)
        screen.background.tap()
        #expect(screen.focusedView === screen.field)
    }

    @Test func itIsOptInAndEndsWithTheRegistration() {
        let (plain, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { Plain(notificationCenter: $0) }, focusing: { $0.field })
        keyboard.show()
        plain.background.tap()
        #expect(plain.focusedView === plain.field, "no opt-in, no dismissal")
        let (screen, _) = KeyboardDeviceProfile.notchedPhone.present(
            { Screen(notificationCenter: $0) }, focusing: { $0.field })
        screen.unregisterKeyboardNotifications()
        screen.background.tap()
        #expect(screen.focusedView === screen.field, "unregistered, no dismissal")
    }
}
