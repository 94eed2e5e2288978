// Tests for Sources/KeyboardAvoidanceUIKit/UIView+KeyboardLayoutView.swift, on real UIKit and on
// Linux against the UIKit stand-in (Scripts/check-uikit-adapter.sh).
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    @MainActor
    @Suite struct UIViewKeyboardLayoutViewTests {
        @Test("The translation is the transform's ty, on top of the frame layout gives")
        func translationIsTheTransformsTy() {
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
            view.keyboardTranslation = -60
            #expect(view.transform.ty == -60)
            #expect(view.frame.minY == 40)
            view.keyboardTranslation = 0
            #expect(view.transform == .identity)
            #expect(view.frame.minY == 100)
        }

        @Test("A view in a window is on its screen, in the screen's coordinates; one outside is on none")
        func screen() {
            let window = UIWindow(frame: .zero)
            window.frame = window.keyboardScreenBounds
            let field = UIView(frame: CGRect(x: 16, y: 500, width: 200, height: 44))
            window.addSubview(field)
            #expect(field.keyboardScreenIdentity != nil)
            #expect(field.keyboardScreenIdentity == window.keyboardScreenIdentity)
            #expect(field.frameInScreen == CGRect(x: 16, y: 500, width: 200, height: 44))
            let loose = UIView(frame: .zero)
            #expect(loose.keyboardScreenIdentity == nil)
            #expect(loose.keyboardScreenBounds.isNull)
        }

        @Test("A text view reveals its caret rect when UIKit gives a finite one, other views their bounds")
        func revealRect() {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
            #expect(button.keyboardRevealRect == button.bounds)
            let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            #expect(notes.keyboardRevealRect == notes.bounds, "no selection")
            guard let range = notes.selectedTextRange else { return }
            let caret = notes.caretRect(for: range.end)
            let finite = [caret.minX, caret.minY, caret.width, caret.height].allSatisfy(\.isFinite)
            #expect(notes.keyboardRevealRect == (finite ? caret : notes.bounds))
        }
    }
#endif
