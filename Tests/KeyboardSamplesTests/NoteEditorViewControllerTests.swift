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

    @Test func aCaretTheUserMovesIsBroughtIntoSightByTheTextViewAboveTheKeyboardOnEveryProfile() {
        for device in KeyboardDeviceProfile.catalogue {
            let (editor, keyboard) = device.present(NoteEditorViewController.init(center:)) { $0.textView }
            keyboard.show()
            for lines in [30, -60, 45] {
                keyboard.select(lines: lines)  // a tap far down the note, then far up, then down again
                let caret = editor.textView.revealRectInScreen
                #expect(caret.maxY <= keyboard.frame.minY + 0.001, "\(device): \(lines) lines, caret \(caret)")
                #expect(caret.minY >= editor.textView.frameInScreen.minY - 0.001, "\(device): \(lines) lines")
            }
            keyboard.hide()
        }
    }

    @Test func aGrowingTextViewsCaretMovedByTheUserIsRevealedOnceItsDelegateTellsTheKit() {
        for device in [KeyboardDeviceProfile.notchedPhone, .smallPhone, .iPad] {
            for tellsKit in [false, true] {
                let (form, keyboard) = device.present({ ReplyForm(notificationCenter: $0) }, focusing: { $0.reply })
                if tellsKit { form.reply.selectionDidChange = { [unowned form] in form.updateKeyboardAvoidance() } }
                keyboard.show()
                #expect(form.reply.revealRectInScreen.maxY <= keyboard.frame.minY, "\(device): revealed on show")
                keyboard.select(lines: 30)
                let covered = form.reply.revealRectInScreen.maxY > keyboard.frame.minY
                // UIKit posts nothing for a selection, and a text view that grows does not scroll.
                #expect(covered == !tellsKit, "\(device), delegate tells the kit: \(tellsKit)")
            }
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

/// A reply form: a text view that grows with its text, so does not scroll, inside a scroll view the
/// kit insets; its caret starts on its first line.
@MainActor
private final class ReplyForm: HeadlessViewController, KeyboardInsetAdjusting {
    let scroll = HeadlessScrollView(name: "scroll")
    let reply = HeadlessView(name: "reply")
    var keyboardScrollView: any KeyboardScrollView { scroll }

    override func viewDidLoad() {
        reply.isTextInput = true
        view.addSubview(scroll)
        scroll.addSubview(reply)
        scroll.constraintLayout = { $0.bounds }
        reply.frame = CGRect(x: 16, y: 120, width: 300, height: 900)
        reply.caretRect = CGRect(x: 8, y: 8, width: 2, height: 20)
        scroll.contentSize = CGSize(width: 332, height: 1100)
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }
}
