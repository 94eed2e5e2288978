import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// focusedFieldUncovered judges what the user must see of the focused view: a text view's caret,
// as the kit reveals it (KeyboardFacts §7), not the text view's whole frame.

/// A screen that leaves its layout alone, with a focused text view at `textView` (in the root
/// view's coordinates) and its caret at `caret` (in the text view's).
@MainActor
private final class StillTextScreen: HeadlessViewController, KeyboardCapable {
    let textView = HeadlessView(name: "textView")

    init(center: NotificationCenter, textView frame: CGRect, caret: CGRect) {
        super.init(notificationCenter: center)
        textView.frame = frame
        textView.caretRect = caret
    }

    override func viewDidLoad() { view.addSubview(textView) }
    override func viewIsAppearing() { registerKeyboardNotifications() }
    func avoidKeyboard(_ transition: KeyboardTransition) {}
}

@MainActor
private func caretViolations(textView: CGRect, caret: CGRect) -> [KeyboardLawViolation] {
    KeyboardLawChecker(device: .notchedPhone) { environment in
        let screen = StillTextScreen(center: environment.center, textView: textView, caret: caret)
        screen.present(in: environment.window)
        screen.focus(screen.textView)
        return screen
    }.violations(of: [.focusedFieldUncovered])
}

@MainActor
@Suite struct FocusedCaretLawTests {
    @Test func aTextViewPartlyUnderTheKeyboardWithItsCaretInSightPasses() {
        // 390×844 with a 336 pt keyboard from y 508: the text view reaches y 580, its caret ends at 500.
        let violations = caretViolations(
            textView: CGRect(x: 16, y: 480, width: 358, height: 100), caret: CGRect(x: 8, y: 0, width: 2, height: 20))
        #expect(violations.isEmpty, "\(violations.map(\.report))")
    }

    @Test func aTallTextViewWhoseCaretIsUnderTheKeyboardIsCaught() {
        // Taller than the room above the keyboard, so its frame could never fit; its caret can.
        let violations = caretViolations(
            textView: CGRect(x: 16, y: 100, width: 358, height: 700), caret: CGRect(x: 8, y: 550, width: 2, height: 20))
        #expect(violations.contains { $0.message.contains("with the 336 pt keyboard with the predictive bar") })
        #expect(violations.allSatisfy { $0.message.contains("under the keyboard's top edge") })
    }
}
