// Tests for Sources/KeyboardAvoidanceUIKit/UIView+KeyboardFocusChain.swift. Compiled against Apple's
// iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    /// A sign-up form: two fields side by side under a first one, a disabled field, a hidden one,
    /// a read-only text view and a notes text view, added out of order.
    @MainActor
    private final class SignUpForm: UIViewController, KeyboardFocusChain {
        let name = UITextField(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
        let city = UITextField(frame: CGRect(x: 200, y: 160, width: 174, height: 44))
        let zip = UITextField(frame: CGRect(x: 16, y: 160, width: 174, height: 44))
        let disabled = UITextField(frame: CGRect(x: 16, y: 220, width: 358, height: 44))
        let hidden = UITextField(frame: CGRect(x: 16, y: 280, width: 358, height: 44))
        let readOnly = UITextView(frame: CGRect(x: 16, y: 340, width: 358, height: 80))
        let notes = UITextView(frame: CGRect(x: 16, y: 440, width: 358, height: 120))
        let ownBar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))

        override func viewDidLoad() {
            super.viewDidLoad()
            disabled.isEnabled = false
            hidden.isHidden = true
            readOnly.isEditable = false
            notes.inputAccessoryView = ownBar
            for field in [notes, city, disabled, name, hidden, readOnly, zip] { view.addSubview(field) }
        }
    }

    @MainActor
    @Suite struct UIViewKeyboardFocusChainTests {
        @Test func theChainIsTheEnabledShownInputsInReadingOrder() {
            let form = SignUpForm()
            form.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            let chain = form.keyboardFocusChain
            #expect(chain.count == 4)
            #expect(chain[0] === form.name && chain[1] === form.zip && chain[2] === form.city)
            #expect(chain[3] === form.notes)
            #expect(form.keyboardChainField(.next, from: form.city) === form.notes)
        }

        @Test func theReturnKeyIsOneReplaceableActionForEditingDidEndOnExit() {
            let field = UITextField()
            var runs = 0
            field.keyboardOnReturnKey { runs += 1 }
            field.keyboardOnReturnKey { runs += 10 }
            var actions: [UIAction] = []
            field.enumerateEventHandlers { action, _, events, _ in
                if let action, events.contains(.editingDidEndOnExit) { actions.append(action) }
            }
            #expect(actions.count == 1)
            field.sendActions(for: .editingDidEndOnExit)
            #expect(runs == 10)
            field.keyboardOnReturnKey(nil)
            field.sendActions(for: .editingDidEndOnExit)
            #expect(runs == 10)
        }

        @Test func theBarGoesOnFieldsWithoutAnAccessoryOfTheirOwn() {
            let form = SignUpForm()
            form.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
            form.installKeyboardFocusBar()
            let bar = form.name.inputAccessoryView as? UIToolbar
            #expect(bar?.items?.count == 4)
            #expect(form.zip.inputAccessoryView is UIToolbar)
            #expect(form.notes.inputAccessoryView === form.ownBar)
            #expect(form.disabled.inputAccessoryView == nil)
            form.installKeyboardFocusBar()  // again, after the chain changed: the kit's bars are replaced
            #expect(form.name.inputAccessoryView !== bar)
        }
    }
#endif
