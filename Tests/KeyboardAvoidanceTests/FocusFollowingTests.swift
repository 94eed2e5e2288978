import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for the kit following the focus (Sources/KeyboardAvoidance/Delivery/KeyboardMonitor.swift,
// KeyboardFacts §8): a field that begins editing while the keyboard is up is revealed with no call
// from the app, once per move, and a presenter whose field loses the keyboard to a sheet's field
// returns to its layout, and is laid out again when the sheet goes.

/// A form with a field high up and one low down, revealed by the minimal reveal; it counts the
/// hooks it hears.
@MainActor
private final class Form: HeadlessViewController, KeyboardRevealing {
    let high = HeadlessView(frame: CGRect(x: 16, y: 120, width: 358, height: 44), name: "high")
    let low = HeadlessView(frame: CGRect(x: 16, y: 700, width: 358, height: 44), name: "low")
    var shows = 0

    override func viewDidLoad() {
        view.addSubview(high)
        view.addSubview(low)
    }

    override func viewDidAppear() { registerKeyboardNotifications() }

    func keyboardWillShow(_ event: KeyboardEvent) {
        shows += 1
        avoidKeyboard(keyboardTransition(for: event))
    }
}

/// A sheet with a field of its own.
@MainActor
private final class Sheet: HeadlessViewController {
    let field = HeadlessView(frame: CGRect(x: 16, y: 80, width: 358, height: 44), name: "sheetField")
    override func viewDidLoad() { view.addSubview(field) }
}

@MainActor
@Suite struct FocusFollowingTests {
    private let device = KeyboardDeviceProfile.notchedPhone

    private func presented() -> (Form, KeyboardSimulator) {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let form = Form(notificationCenter: center)
        form.present(in: keyboard.makeWindow())
        form.focus(form.high)
        keyboard.show()
        return (form, keyboard)
    }

    @Test("A field focused while the keyboard is up is revealed with no call from the app")
    func focusMoveReveals() {
        let (form, keyboard) = presented()
        #expect(form.view.translation == 0, "the high field is above the keyboard")
        form.focus(form.low)
        #expect(form.low.frameInScreen.maxY + 16 <= keyboard.frame.minY + 1e-9)
        form.focus(form.high)
        #expect(form.view.translation == 0, "back to the high field: nothing to reveal")
    }

    @Test("A focus move lays the host out once, and the repeated willShow iOS may post is dropped")
    func oncePerMove() {
        let (form, keyboard) = presented()
        let before = form.shows
        form.focus(form.low)
        keyboard.moveFocus()  // what iOS may post: the same frame again
        #expect(form.shows == before + 1)
    }

    @Test("A text view that grows as the user types keeps its caret in sight, and no hook hears the typing")
    func typingKeepsTheCaretInSight() {
        let (form, keyboard) = presented()
        let notes = HeadlessView(frame: CGRect(x: 16, y: 400, width: 358, height: 60), name: "notes")
        notes.caretRect = CGRect(x: 8, y: 30, width: 2, height: 22)
        form.view.addSubview(notes)
        form.focus(notes)
        #expect(form.view.translation == 0, "the caret is above the keyboard's top, 508")
        let shows = form.shows
        // Typing: the text view grows and the caret moves down, under the keyboard, as each
        // keystroke posts UITextViewTextDidChangeNotification (KeyboardFacts §8).
        notes.frame.size.height = 200
        notes.caretRect = CGRect(x: 8, y: 170, width: 2, height: 22)
        form.notificationCenter.post(name: KeyboardNotificationName.textViewDidChange, object: notes)
        #expect(notes.revealRectInScreen.maxY + 16 <= keyboard.frame.minY + 0.5)
        #expect(form.shows == shows, "the hooks hear keyboard events and focus moves, not keystrokes")
        keyboard.hide()
        #expect(form.view.translation == 0)
    }

    @Test("Nothing happens on a focus move while the keyboard is hidden")
    func noKeyboardNoLayout() {
        let center = NotificationCenter()
        let form = Form(notificationCenter: center)
        form.present(in: HeadlessWindow(screen: device.screenBounds, safeAreaInsets: device.safeAreaInsets))
        form.focus(form.low)
        #expect(form.shows == 0)
        #expect(form.view.translation == 0)
    }

    @Test("A presenter returns to its layout when a sheet's field takes the keyboard, and is laid out again after")
    func presentations() {
        let (form, keyboard) = presented()
        form.focus(form.low)
        let revealed = form.view.translation
        #expect(revealed < 0)
        let sheet = Sheet(notificationCenter: form.notificationCenter)
        form.present(sheet)
        sheet.focus(sheet.field)
        #expect(form.view.translation == 0, "the keyboard is the sheet's")
        form.dismissPresented()
        #expect(form.view.translation == revealed, "the presenter's field has the keyboard again")
        #expect(form.low.frameInScreen.maxY + 16 <= keyboard.frame.minY + 1e-9)
    }
}
