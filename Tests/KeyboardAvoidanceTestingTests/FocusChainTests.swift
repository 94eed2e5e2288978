import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The focus chain: next, previous and the return key move the focus along a host's text inputs in
// reading order, and each move lays the screen out for the new field with no app call.

/// A form whose fields are added in another order than they are shown, with a label, a hidden field
/// and a field inside a hidden container, none of which is in the chain; the full-view shift.
@MainActor
private final class ScrambledForm: HeadlessViewController, KeyboardFocusChain {
    let top = HeadlessView(frame: CGRect(x: 16, y: 120, width: 358, height: 44), name: "top")
    let right = HeadlessView(frame: CGRect(x: 200, y: 500, width: 174, height: 44), name: "right")
    let left = HeadlessView(frame: CGRect(x: 16, y: 500, width: 174, height: 44), name: "left")
    let bottom = HeadlessView(frame: CGRect(x: 16, y: 760, width: 358, height: 44), name: "bottom")
    let label = HeadlessView(frame: CGRect(x: 16, y: 60, width: 358, height: 44), name: "label")
    let hiddenField = HeadlessView(frame: CGRect(x: 16, y: 300, width: 358, height: 44), name: "hidden")
    let hiddenBox = HeadlessView(frame: CGRect(x: 0, y: 600, width: 390, height: 100), name: "box")
    let boxedField = HeadlessView(frame: CGRect(x: 16, y: 10, width: 358, height: 44), name: "boxed")
    private(set) var ends = 0

    init(center: NotificationCenter) { super.init(notificationCenter: center) }

    override func viewDidLoad() {
        for field in [top, right, left, bottom, hiddenField, boxedField] { field.isTextInput = true }
        hiddenField.isHidden = true
        hiddenBox.isHidden = true
        hiddenBox.addSubview(boxedField)
        for subview in [bottom, right, label, hiddenField, top, hiddenBox, left] { view.addSubview(subview) }
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }

    func keyboardFocusChainDidEnd() { ends += 1 }
}

@MainActor
@Suite struct FocusChainTests {
    @Test func theChainIsTheShownTextInputsTopToBottomThenLeftToRight() {
        let (form, _) = KeyboardDeviceProfile.notchedPhone.present { ScrambledForm(center: $0) }
        let names = form.keyboardFocusChain.compactMap { ($0 as? HeadlessView)?.name }
        #expect(names == ["top", "left", "right", "bottom"])
    }

    @Test func nextAndPreviousMoveTheFocusAndStopAtTheEnds() {
        let (form, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { ScrambledForm(center: $0) }, focusing: { $0.top })
        keyboard.show()
        #expect(!form.moveKeyboardFocus(.previous))
        #expect(form.focusedView === form.top)
        #expect(form.moveKeyboardFocus(.next))
        #expect(form.focusedView === form.left)
        #expect(form.keyboardChainField(.next, from: form.left) === form.right)
        #expect(form.keyboardChainField(.previous, from: form.label) == nil)
        #expect(form.moveKeyboardFocus(.next) && form.moveKeyboardFocus(.next))
        #expect(form.focusedView === form.bottom)
        #expect(!form.moveKeyboardFocus(.next))
        #expect(form.moveKeyboardFocus(.previous))
        #expect(form.focusedView === form.right)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func eachMoveLaysTheScreenOutForTheNewFieldWithNoAppCall(device: KeyboardDeviceProfile) {
        let (login, keyboard) = device.present(LoginFormViewController.init(center:)) { $0.emailField }
        keyboard.show()
        let keyboardTop = keyboard.frame.minY
        for field in login.fields.dropFirst() {
            #expect(login.moveKeyboardFocus(.next))
            #expect(login.focusedView === field)
            // Revealed by the kit alone: the padding above the keyboard, or pinned at the safe area.
            let frame = field.frameInScreen
            #expect(frame.maxY <= keyboardTop - login.keyboardRevealPadding + 0.001)
            #expect(frame.minY >= device.safeAreaInsets.top - 0.001)
        }
    }

    @Test func theReturnKeyMovesToTheNextFieldAndTheLastOneEndsTheChain() {
        let (login, keyboard) = KeyboardDeviceProfile.smallPhone.present(LoginFormViewController.init) {
            $0.emailField
        }
        keyboard.show()
        login.emailField.tapReturnKey()
        #expect(login.focusedView === login.passwordField)
        login.passwordField.tapReturnKey()
        #expect(login.focusedView === login.codeField)
        #expect(login.codeField.frameInScreen.maxY <= keyboard.frame.minY)
        login.codeField.tapReturnKey()
        #expect(login.signInCount == 1)
        #expect(login.focusedView == nil)  // the field resigned, as UIKit's does on its return key
    }

    @Test func theLastFieldsReturnKeyResignsByDefault() {
        final class Plain: HeadlessViewController, KeyboardFocusChain {
            let field = HeadlessView(frame: CGRect(x: 16, y: 600, width: 200, height: 44), name: "only")
            override func viewDidLoad() {
                field.isTextInput = true
                view.addSubview(field)
            }
            override func viewIsAppearing() { registerKeyboardNotifications() }
        }
        let (plain, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { Plain(notificationCenter: $0) }, focusing: { $0.field })
        keyboard.show()
        plain.field.tapReturnKey()
        #expect(plain.focusedView == nil)
        #expect(plain.view.window?.firstResponder == nil)
    }

    @Test func aFieldFocusedBeforeRegistrationGetsTheReturnKey() {
        let (form, _) = KeyboardDeviceProfile.notchedPhone.present { ScrambledForm(center: $0) }
        form.unregisterKeyboardNotifications()
        form.focus(form.bottom)  // no host hears it: the return key is not the kit's yet
        form.registerKeyboardNotifications()
        form.bottom.tapReturnKey()
        #expect(form.ends == 1)
    }

    @Test func unregisteringGivesTheReturnKeyBack() {
        let (form, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { ScrambledForm(center: $0) }, focusing: { $0.top })
        keyboard.show()
        form.unregisterKeyboardNotifications()
        form.top.tapReturnKey()
        #expect(form.focusedView === form.top)  // the return key is the app's again: it does nothing
        #expect(form.ends == 0)
    }

    @Test func theFocusedFieldLawFollowsTheChainOnEveryProfile() {
        for device in KeyboardDeviceProfile.catalogue {
            KeyboardLawChecker(device: device, presenting: LoginFormViewController.init) { $0.emailField }
                .check([.focusedFieldUncovered])
        }
    }

    @Test func theLawCatchesAChainWhoseMovesLeaveTheNewFieldCovered() {
        // A host that lays itself out only when the keyboard moves, not when the focus does.
        final class KeyboardOnly: HeadlessViewController, KeyboardFocusChain {
            let fields = (0..<3).map { HeadlessView(name: "field\($0)") }
            var lastFrame: CGRect?
            override func viewDidLoad() {
                for (index, field) in fields.enumerated() {
                    field.isTextInput = true
                    field.frame = CGRect(x: 16, y: 200 + CGFloat(index) * 280, width: 200, height: 44)
                    view.addSubview(field)
                }
            }
            override func viewIsAppearing() { registerKeyboardNotifications() }
            func avoidKeyboard(_ transition: KeyboardTransition) {
                guard transition.event.endFrame != lastFrame else { return }
                lastFrame = transition.event.endFrame
                applyKeyboardApproaches(transition)
            }
        }
        let violations = KeyboardLawChecker(device: .notchedPhone) { environment in
            let screen = KeyboardOnly(notificationCenter: environment.center)
            screen.present(in: environment.window)
            screen.focus(screen.fields[0])
            return screen
        }.violations(of: [.focusedFieldUncovered])
        #expect(violations.contains { $0.message.contains("the focus moved to the next field") })
    }
}
