#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    // What a `KeyboardFocusChain` needs of UIKit's views: the text inputs, the first responder, the
    // return key; and the opt-in bar with previous, next and done above the keyboard.

    extension UIView {
        /// The enabled text fields and editable text views in the view's tree, depth first; a hidden,
        /// transparent or non-interactive view hides its subviews, as it takes no touch (UIView.h:321).
        public var keyboardTextInputs: [any KeyboardLayoutView] {
            guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return [] }
            if let field = self as? UITextField { return field.isEnabled ? [field] : [] }
            #if !os(tvOS)
                if let text = self as? UITextView { return text.isEditable ? [text] : [] }
            #endif
            return subviews.flatMap(\.keyboardTextInputs)
        }

        /// `isFirstResponder`.
        public var keyboardIsFocused: Bool { isFirstResponder }

        /// `becomeFirstResponder()`, or with `false` `resignFirstResponder()` if the view is first responder.
        public func keyboardSetFocused(_ focused: Bool) {
            if focused {
                _ = becomeFirstResponder()
            } else if isFirstResponder {
                _ = resignFirstResponder()
            }
        }

        /// For a `UITextField`, the kit's action for `editingDidEndOnExit`, "'return key' ending editing"
        /// (UIControl.h:34), replacing the one before by its identifier; other views have none.
        public func keyboardOnReturnKey(_ action: (@MainActor () -> Void)?) {
            guard let field = self as? UITextField else { return }
            field.removeAction(identifiedBy: Self.returnKeyIdentifier, for: .editingDidEndOnExit)
            guard let action else { return }
            field.addAction(UIAction(identifier: Self.returnKeyIdentifier) { _ in action() }, for: .editingDidEndOnExit)
        }

        /// The identifier of the kit's return-key action.
        static let returnKeyIdentifier = UIAction.Identifier("KeyboardAvoidance.returnKey")
    }

    #if os(iOS)
        extension KeyboardFocusChain where Self: UIViewController {
            /// Gives each field of the chain that has no accessory view of its own a bar above the
            /// keyboard with previous, next and done; opt-in, from `viewDidLoad` or after adding fields.
            ///
            /// The bar is a `UIToolbar` of the kit's, the field's `inputAccessoryView` (UITextField.h:108): the
            /// keyboard's frame includes it, so every approach avoids it with the keyboard. Previous and
            /// next are enabled where the chain goes on; done ends editing.
            public func installKeyboardFocusBar() {
                for case let field as UIView in keyboardFocusChain
                where field.inputAccessoryView.map({ $0 is KeyboardFocusBar }) ?? true {
                    let bar = KeyboardFocusBar(chain: self, field: field)
                    (field as? UITextField)?.inputAccessoryView = bar
                    (field as? UITextView)?.inputAccessoryView = bar
                }
            }
        }

        /// The bar ``KeyboardFocusChain/installKeyboardFocusBar()`` gives a field: previous, next, done.
        final class KeyboardFocusBar: UIToolbar {
            private weak var chain: (any KeyboardFocusChain)?
            private weak var field: UIView?
            private let previousItem = UIBarButtonItem(image: UIImage(systemName: "chevron.up"))
            private let nextItem = UIBarButtonItem(image: UIImage(systemName: "chevron.down"))

            init(chain: any KeyboardFocusChain, field: UIView) {
                self.chain = chain
                self.field = field
                super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                previousItem.primaryAction = UIAction(image: previousItem.image) { [weak self] _ in
                    self?.move(.previous)
                }
                nextItem.primaryAction = UIAction(image: nextItem.image) { [weak self] _ in self?.move(.next) }
                previousItem.accessibilityLabel = "Previous field"
                nextItem.accessibilityLabel = "Next field"
                let done = UIBarButtonItem(
                    systemItem: .done,
                    primaryAction: UIAction { [weak field] _ in
                        field?.keyboardSetFocused(false)
                    })
                items = [previousItem, nextItem, .flexibleSpace(), done]
                sizeToFit()
            }

            required init?(coder: NSCoder) { nil }

            /// Enables previous and next as the chain is now, each time the bar shows with its field.
            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard window != nil, let chain, let field else { return }
                previousItem.isEnabled = chain.keyboardChainField(.previous, from: field) != nil
                nextItem.isEnabled = chain.keyboardChainField(.next, from: field) != nil
            }

            private func move(_ direction: KeyboardFocusDirection) {
                guard let chain, let field else { return }
                chain.keyboardChainField(direction, from: field)?.keyboardSetFocused(true)
            }
        }
    #endif
#endif
