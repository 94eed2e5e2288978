import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Approaches/KeyboardRevealing.swift. Facts are cited by the section numbers of the KeyboardFacts article.

// MARK: - Fixtures

private let devices = KeyboardDeviceProfile.testDevices

/// A login screen with two fields the tests place: one near the top, one near the bottom.
@MainActor
private class LoginStage: TestHostController {
    let topField = HeadlessView(name: "email")
    let bottomField = HeadlessView(name: "code")

    override func viewDidLoad() {
        view.addSubview(topField)
        view.addSubview(bottomField)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        topField.frame = CGRect(x: 16, y: safe.top + 24, width: bounds.width - 32, height: 44)
        bottomField.frame = CGRect(
            x: 16, y: bounds.height - safe.bottom - 24 - 44, width: bounds.width - 32, height: 44)
        (self as? any KeyboardCapable)?.updateKeyboardAvoidance()
    }
}

/// The kit's defaults; re-reveals when the focus moves, as the protocol's documentation says.
@MainActor
private final class Login: LoginStage, KeyboardRevealing {
    override func focusDidChange(from previous: HeadlessView?) { updateKeyboardAvoidance() }
}

/// A custom reveal padding.
@MainActor
private final class RoomyLogin: LoginStage, KeyboardRevealing {
    var keyboardRevealPadding: CGFloat { 30 }
}

/// Implements the customisation point itself: records and moves nothing.
@MainActor
private final class CustomLogin: LoginStage, KeyboardRevealing {
    private(set) var revealed: [KeyboardTransition] = []
    func revealFocusedView(_ transition: KeyboardTransition) { revealed.append(transition) }
}

/// Presents and registers `login` in the app's window on `device`; returns the device's keyboard, posting to it.
@MainActor
private func present(_ login: some LoginStage & KeyboardRevealing, on device: KeyboardDeviceProfile)
    -> KeyboardSimulator
{
    let keyboard = KeyboardSimulator(center: login.keyboardNotificationCenter, device: device)
    login.present(in: keyboard.makeWindow())
    login.registerKeyboardNotifications()
    return keyboard
}

/// A short screen with a tall keyboard (or a landscape phone), and a tall field low on it that
/// cannot fit between the safe area's top and the keyboard.
private struct CrampedScenario: Sendable, CustomTestStringConvertible {
    var name: String
    var screen: CGRect
    var safeArea: LayoutInsets
    var keyboardHeight: CGFloat
    var field: CGRect
    var testDescription: String { name }
}

private let crampedScenarios: [CrampedScenario] = [
    CrampedScenario(
        name: "320×480 with a 300 pt keyboard (216 + accessory)", screen: CGRect(x: 0, y: 0, width: 320, height: 480),
        safeArea: LayoutInsets(top: 20), keyboardHeight: 300, field: CGRect(x: 16, y: 260, width: 288, height: 200)),
    CrampedScenario(
        name: "844×390 landscape phone", screen: CGRect(x: 0, y: 0, width: 844, height: 390),
        safeArea: LayoutInsets(top: 0, left: 47, bottom: 21, right: 47), keyboardHeight: 209,
        field: CGRect(x: 60, y: 200, width: 724, height: 170)),
    CrampedScenario(
        name: "390×844 with the emoji keyboard and a text view", screen: CGRect(x: 0, y: 0, width: 390, height: 844),
        safeArea: LayoutInsets(top: 47, bottom: 34), keyboardHeight: 333,
        field: CGRect(x: 16, y: 360, width: 358, height: 450)),
]

// MARK: - Tests

@MainActor
@Suite private struct KeyboardRevealingTests {
    @Test("The default keyboardRevealPadding is 16, the scroll padding's default")
    func defaultPadding() {
        let login = Login(center: NotificationCenter())
        #expect(login.keyboardRevealPadding == 16)
        #expect(login.keyboardRevealPadding == 16)
        #expect(RoomyLogin(center: NotificationCenter()).keyboardRevealPadding == 30)
    }

    @Test("844 − 336 = 508: the field at 742…786 ends 16 pt above it after a 294 pt shift")
    func notchedPhoneLiteral() {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: .notchedPhone)
        login.focus(login.bottomField)
        #expect(login.bottomField.frameInScreen == CGRect(x: 16, y: 742, width: 358, height: 44))
        keyboard.show(height: 336)
        #expect(login.view.frame.minY == CGFloat(-(786 + 16 - 508)))
        #expect(login.bottomField.frameInScreen.maxY == 492)
    }

    @Test("The root shifts only as far as needed: field bottom + padding == keyboard top", arguments: devices)
    func shiftsOnlyAsNeeded(device: KeyboardDeviceProfile) {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: device)
        login.focus(login.bottomField)
        let fieldBottom = login.bottomField.frameInScreen.maxY
        let root = login.view.frame
        keyboard.show(height: device.keyboardHeight)
        let keyboardTop = device.screenSize.height - device.keyboardHeight
        #expect(login.bottomField.frameInScreen.maxY + 16 == keyboardTop)
        #expect(login.view.frame.minY == root.minY - (fieldBottom + 16 - keyboardTop))
        #expect(login.view.frame.size == root.size)
    }

    @Test("A custom padding is kept between the field and the keyboard", arguments: devices)
    func customPadding(device: KeyboardDeviceProfile) {
        let login = RoomyLogin(center: NotificationCenter())
        let keyboard = present(login, on: device)
        login.focus(login.bottomField)
        keyboard.show(height: device.keyboardHeight)
        #expect(login.bottomField.frameInScreen.maxY + 30 == device.screenSize.height - device.keyboardHeight)
    }

    @Test(
        "Nothing moves while the field and its padding are visible (sub-point amounts are noise)",
        arguments: [CGFloat(-120), 0, 0.5])
    func visibleFieldStays(overshoot: CGFloat) {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: .notchedPhone)
        let recorder = RecordingKeyboardAnimator()
        login.keyboardAnimator = recorder
        // The field ends `overshoot` points below keyboard top − padding (508 − 16 = 492).
        let bottom = 492 + overshoot
        login.bottomField.frame = CGRect(x: 16, y: bottom - 44, width: 358, height: 44)
        login.focus(login.bottomField)
        let root = login.view.frame
        keyboard.show(height: 336)
        #expect(login.view.frame == root)
        #expect(recorder.records.allSatisfy { $0.changes.isEmpty })
    }

    @Test("One point past the padding shifts by exactly one point")
    func onePointShift() {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: .notchedPhone)
        login.bottomField.frame = CGRect(x: 16, y: 493 - 44, width: 358, height: 44)
        login.focus(login.bottomField)
        keyboard.show(height: 336)
        #expect(login.view.frame.minY == -1)
    }

    @Test("No focused field: nothing moves, even under the keyboard")
    func noFocus() {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: .notchedPhone)
        let root = login.view.frame
        keyboard.show(height: 336)
        #expect(login.view.frame == root)
    }

    @Test("A field that cannot fit stops at the root's top safe-area inset", arguments: crampedScenarios)
    func neverAboveSafeTop(scenario: CrampedScenario) {
        let login = Login(center: NotificationCenter())
        let keyboard = KeyboardSimulator(center: login.keyboardNotificationCenter, screenBounds: scenario.screen)
        login.present(in: keyboard.makeWindow(safeAreaInsets: scenario.safeArea))
        login.registerKeyboardNotifications()
        login.bottomField.frame = scenario.field
        login.focus(login.bottomField)
        // The field (plus padding) is taller than the room between the safe top and the keyboard.
        let keyboardTop = scenario.screen.maxY - scenario.keyboardHeight
        #expect(scenario.field.height + 16 > keyboardTop - scenario.safeArea.top)
        keyboard.show(height: scenario.keyboardHeight)
        #expect(login.bottomField.frameInScreen.minY == scenario.safeArea.top)
        #expect(login.view.frame.minY == -(scenario.field.minY - scenario.safeArea.top))
        // A taller keyboard cannot push it further.
        keyboard.show(height: scenario.keyboardHeight + 40)
        #expect(login.bottomField.frameInScreen.minY == scenario.safeArea.top)
        keyboard.hide()
        #expect(login.view.frame.minY == 0)
    }

    @Test("A tall text view reveals its caret, not its whole frame (§7)")
    func tallTextViewRevealsItsCaret() {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: .notchedPhone)
        // A 600 pt notes view from y 150; the caret is on a line 400 pt down (y 550…572 on screen).
        let notes = HeadlessView(frame: CGRect(x: 16, y: 150, width: 358, height: 600), name: "notes")
        login.view.addSubview(notes)
        notes.caretRect = CGRect(x: 40, y: 400, width: 2, height: 22)
        login.focus(notes)
        keyboard.show(height: 336)  // keyboard top 508
        #expect(login.view.frame.minY == CGFloat(-(572 + 16 - 508)), "the caret line clears the keyboard by 16")
        #expect(notes.revealRectInScreen.maxY == 492)
        // The caret moves down a line: the screen follows it.
        notes.caretRect = CGRect(x: 40, y: 422, width: 2, height: 22)
        login.updateKeyboardAvoidance()
        #expect(notes.revealRectInScreen.maxY == 492)
        // Without a caret the whole view would be revealed: capped at its top, 47 pt, the caret
        // line hidden under the keyboard.
        notes.caretRect = nil
        login.updateKeyboardAvoidance()
        #expect(notes.frameInScreen.minY == 47)
        keyboard.hide()
        #expect(login.view.frame.minY == 0)
    }

    @Test("A caret outside what the text view shows is revealed where the view shows text (§7)")
    func caretOutsideTheVisibleText() {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: .notchedPhone)
        // A 200 pt notes view at y 600…800, scrolled to its top; the caret is 900 pt down the text.
        let notes = HeadlessView(frame: CGRect(x: 16, y: 600, width: 358, height: 200), name: "notes")
        login.view.addSubview(notes)
        notes.caretRect = CGRect(x: 40, y: 900, width: 2, height: 22)
        login.focus(notes)
        keyboard.show(height: 336)  // keyboard top 508
        #expect(notes.keyboardRevealRect == CGRect(x: 40, y: 900, width: 2, height: 22), "the caret, where it is")
        // What the view shows of it: its last line, moved into its bounds.
        #expect(notes.revealRectInScreen == CGRect(x: 56, y: 778 + login.view.frame.minY, width: 2, height: 22))
        #expect(login.view.frame.minY == CGFloat(-(800 + 16 - 508)), "the view's last line clears the keyboard")
        notes.boundsOrigin.y = 800  // the text view scrolled to the caret
        #expect(notes.revealRectInScreen == CGRect(x: 56, y: 600 + 100 + login.view.frame.minY, width: 2, height: 22))
        keyboard.hide()
    }

    @Test("Moving the focus while the keyboard is up re-reveals via updateKeyboardAvoidance()", arguments: devices)
    func focusMoveReReveals(device: KeyboardDeviceProfile) {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: device)
        let root = login.view.frame
        let keyboardTop = device.screenSize.height - device.keyboardHeight
        login.focus(login.topField)
        keyboard.show(height: device.keyboardHeight)
        #expect(login.view.frame == root, "the top field is visible")

        login.focus(login.bottomField)  // iOS may post nothing here (§3, rdar 34432484)
        #expect(login.bottomField.frameInScreen.maxY + 16 == keyboardTop)

        // A lower field: measured from the unshifted position, not from the current shift.
        let lower = HeadlessView(frame: login.bottomField.frame.offsetBy(dx: 0, dy: 10), name: "lower")
        login.view.addSubview(lower)
        login.focus(lower)
        #expect(lower.frameInScreen.maxY + 16 == keyboardTop)

        login.focus(login.topField)
        #expect(login.view.frame == root)
        login.focus(login.bottomField)
        login.focus(nil)
        #expect(login.view.frame == root)
    }

    @Test("Hide restores the root's frame exactly, after show, change and focus cycles", arguments: devices)
    func restoresExactly(device: KeyboardDeviceProfile) {
        let login = Login(center: NotificationCenter())
        let keyboard = present(login, on: device)
        login.bottomField.frame.origin.y += 0.333333
        login.focus(login.bottomField)
        let root = login.view.frame
        for _ in 0..<3 {
            keyboard.show(height: device.keyboardHeight)
            keyboard.show(height: device.keyboardHeightWithoutPredictive)
            login.focus(login.topField)
            login.focus(login.bottomField)
            keyboard.show(height: device.emojiKeyboardHeight)
            #expect(login.view.frame != root)
            keyboard.hide()
            #expect(login.view.frame == root)
        }
    }

    @Test("A conformer's own revealFocusedView(_:) runs instead of the default", arguments: DispatchRoute.allCases)
    func overrideWins(route: DispatchRoute) {
        let device = KeyboardDeviceProfile.notchedPhone
        let login = CustomLogin(center: NotificationCenter())
        let keyboard = KeyboardSimulator(center: login.keyboardNotificationCenter, device: device)
        login.present(in: keyboard.makeWindow())
        login.focus(login.bottomField)
        let root = login.view.frame
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: keyboard.frame, endFrame: keyboard.dockedFrame(height: 336))
        let layout = KeyboardTransition(event: event, screenBounds: device.screenBounds)
        route.deliver(
            layout, to: login, keyboard: keyboard, concrete: { login.avoidKeyboard($0) },
            existential: { (login as any KeyboardRevealing).avoidKeyboard($0) })
        #expect(login.revealed == [layout])
        #expect(login.view.frame == root, "the default implementation did not run")
    }

    @Test("The default login screen obeys every keyboard law", arguments: devices)
    func obeysTheLaws(device: KeyboardDeviceProfile) {
        KeyboardLawChecker(device: device, presenting: Login.init(center:)) { $0.bottomField }.check()
    }
}
