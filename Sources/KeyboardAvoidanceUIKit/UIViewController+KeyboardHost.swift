#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// The `KeyboardHost` requirements, filled from UIKit, for every `UIViewController` that adopts
    /// the protocol; a conformer's own implementation still wins.
    extension KeyboardHost where Self: UIViewController {
        /// The controller's `view`, loading it as reading `view` does.
        public var keyboardRootView: any KeyboardLayoutView { view }

        /// The first responder among `view` and its descendants, or `nil`; never loads the view.
        ///
        /// For very large hierarchies, or a first responder outside `view` (an input accessory, a
        /// search bar in the navigation bar), implement the requirement yourself:
        ///
        /// ```swift
        /// private weak var editingField: UITextField?
        /// var keyboardFocusedView: (any KeyboardLayoutView)? { editingField }
        /// func textFieldDidBeginEditing(_ textField: UITextField) { editingField = textField }
        /// ```
        public var keyboardFocusedView: (any KeyboardLayoutView)? {
            viewIfLoaded?.keyboardFirstResponderInHierarchy
        }

        /// Whether this controller has presented another one that is not being dismissed.
        ///
        /// A `UISearchController` does not count: its field edits this screen's content.
        public var keyboardIsBehindPresentation: Bool { presentsOverKeyboardHost }
    }

    extension UIViewController {
        /// The default of `keyboardIsBehindPresentation`.
        var presentsOverKeyboardHost: Bool {
            guard let presented = presentedViewController, !presented.isBeingDismissed else { return false }
            return !(presented is UISearchController)
        }
    }

    extension UIView {
        var keyboardFirstResponderInHierarchy: UIView? {
            var pending: [UIView] = [self]
            while let view = pending.popLast() {
                if view.isFirstResponder { return view }
                pending.append(contentsOf: view.subviews)
            }
            return nil
        }
    }
#endif
