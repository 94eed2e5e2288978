import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The caret while typing: each edit that moves the caret toward the keyboard scrolls it back in
// sight, with no notification of the keyboard's.

@MainActor
@Suite struct NoteEditorViewControllerTests {
    @Test func theCaretStaysInSightLineAfterLineOnEveryProfile() {
        for device in KeyboardDeviceProfile.catalogue {
            let (editor, keyboard) = device.present(NoteEditorViewController.init(center:)) { $0.textView }
            keyboard.show()
            for _ in 1...8 {
                keyboard.type(lines: 2)
                let caret = editor.textView.revealRectInScreen
                let top = keyboard.frame.minY
                #expect(caret.maxY <= top - editor.keyboardScrollPadding + 0.001, "\(device): caret \(caret)")
                #expect(caret.minY >= editor.textView.frameInScreen.minY - 0.001, "\(device)")
            }
            keyboard.hide()
        }
    }

    @Test func aFieldThatAMessageMovedIsRevealedAgainAsTheUserTypes() {
        // A form whose field moves down when a validation message appears above it, as the user types.
        final class Form: HeadlessViewController, KeyboardRevealing {
            let message = HeadlessView(name: "message")
            let field = HeadlessView(name: "field")
            override func viewDidLoad() {
                field.isTextInput = true
                for subview in [message, field] { view.addSubview(subview) }
                message.frame = CGRect(x: 16, y: 360, width: 358, height: 0)
                field.frame = CGRect(x: 16, y: 380, width: 358, height: 44)
            }
            override func viewIsAppearing() { registerKeyboardNotifications() }
        }
        let (form, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { Form(notificationCenter: $0) }, focusing: { $0.field })
        keyboard.show()
        let shownAt = form.field.frameInScreen
        #expect(shownAt.maxY <= keyboard.frame.minY)
        form.message.frame.size.height = 120  // the message appears: the field moves 120 pt down
        form.field.frame.origin.y += 120
        keyboard.type()
        #expect(form.field.frameInScreen.maxY <= keyboard.frame.minY - form.keyboardRevealPadding + 0.001)
    }
}
