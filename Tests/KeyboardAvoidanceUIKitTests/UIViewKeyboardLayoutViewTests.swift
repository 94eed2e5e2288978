// Tests for Sources/KeyboardAvoidanceUIKit/UIView+KeyboardLayoutView.swift and
// LayoutInsets+UIKit.swift. Compiled against Apple's iOS SDK (Scripts/check-apple-sdk.sh) and run
// on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    @MainActor
    @Suite struct UIViewKeyboardLayoutViewTests {
        @Test func insetsConvertBothWays() {
            let edge = UIEdgeInsets(top: 47, left: 1, bottom: 34, right: 2)
            #expect(LayoutInsets(edge) == LayoutInsets(top: 47, left: 1, bottom: 34, right: 2))
            #expect(UIEdgeInsets(LayoutInsets(edge)) == edge)
        }

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

        @Test("A move goes through center: the transform, with its scale, stays")
        func moveKeepsTheTransform() {
            let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 50))
            view.transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 0, y: -30)
            let transform = view.transform
            let center = view.center
            view.keyboardMove(by: 25)
            #expect(view.transform == transform)
            #expect(view.center == CGPoint(x: center.x, y: center.y + 25))
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
            #expect(window.frameInScreen == window.frame, "a window is in its own window")
            let loose = UIView(frame: .zero)
            #expect(loose.keyboardScreenIdentity == nil)
            #expect(loose.keyboardScreenBounds.isNull)
        }

        @Test("A view in a window that does not fill its screen is measured in the screen's coordinates")
        func slideOverWindow() {
            let window = UIWindow(frame: .zero)
            let screen = window.keyboardScreenBounds
            window.frame = CGRect(x: screen.width - 320, y: 0, width: 320, height: screen.height)
            let container = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 600))
            let field = UIView(frame: CGRect(x: 16, y: 500, width: 288, height: 44))
            window.addSubview(container)
            container.addSubview(field)
            #expect(field.keyboardScreenBounds == screen)
            #expect(field.frameInScreen == CGRect(x: screen.width - 304, y: 600, width: 288, height: 44))
        }

        @Test("A text view reveals its caret rect within what it shows, other views their bounds")
        func revealRect() {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
            #expect(button.keyboardRevealRect == button.bounds)
            let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            guard let range = notes.selectedTextRange else {
                #expect(notes.keyboardRevealRect == notes.bounds, "no selection")
                return
            }
            let caret = notes.caretRect(for: range.end)
            #expect(notes.keyboardRevealRect == KeyboardGeometry.revealRect(forCaret: caret, visible: notes.bounds))
        }
    }
#endif
