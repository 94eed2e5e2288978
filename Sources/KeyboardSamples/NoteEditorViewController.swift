package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **the caret while typing**: a note's text view is its own inset scroll view; the kit
/// keeps the caret in sight when the keyboard comes and after each edit moves it under the keyboard.
@MainActor
package final class NoteEditorViewController: HeadlessViewController, KeyboardInsetAdjusting {
    /// The note: a text view filling the safe area, whose caret the kit reveals.
    package let textView = HeadlessScrollView(name: "textView")

    /// The text view is inset, and scrolled to its caret.
    package var keyboardScrollView: any KeyboardScrollView { textView }

    /// Creates the editor, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// Builds the text view, its caret at the end of a long note's last visible line.
    package override func viewDidLoad() {
        textView.isTextInput = true
        view.addSubview(textView)
        textView.constraintLayout = { root in
            let safe = root.safeAreaInsets
            return CGRect(
                x: 0, y: safe.top, width: root.bounds.width, height: root.bounds.height - safe.top - safe.bottom)
        }
    }

    /// Gives the note its length and, the first time, its caret.
    package override func viewDidLayoutSubviews() {
        let size = textView.frame.size
        textView.contentSize = CGSize(width: size.width, height: max(size.height, 2000))
        if textView.caretRect == nil, size.height > 0 {
            textView.caretRect = CGRect(x: 16, y: size.height - 60, width: 2, height: 20)
        }
    }

    /// Registers as the view appears, once it is laid out in its window.
    package override func viewIsAppearing() { registerKeyboardNotifications() }

    /// Unregisters.
    package override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
