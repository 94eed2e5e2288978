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

        /// Whether this controller or an ancestor presented one that holds the first responder: a
        /// popover anchored to this screen's field or a `UISearchController` leaves it here (§7).
        public var keyboardIsBehindPresentation: Bool { presentsOverKeyboardHost }

        /// The non-interactive transition under way's duration and curve (`transitionCoordinator`).
        public var keyboardAppearanceAnimation: KeyboardAnimation? { transitionAnimation }
    }

    extension UIViewController {
        /// The default of `keyboardAppearanceAnimation`.
        var transitionAnimation: KeyboardAnimation? {
            // An interactive transition (a swipe back) follows the finger, not a duration.
            guard let coordinator = transitionCoordinator, !coordinator.isInteractive else { return nil }
            let curve = KeyboardAnimationCurve(rawValue: coordinator.completionCurve.rawValue)
            return KeyboardAnimation(duration: coordinator.transitionDuration, curve: curve)
        }

        /// The default of `keyboardIsBehindPresentation`.
        var presentsOverKeyboardHost: Bool {
            // `presentedViewController` is this controller's or its nearest ancestor's
            // (UIViewController.h:219).
            guard let presented = presentedViewController, !presented.isBeingDismissed,
                !(presented is UISearchController)
            else { return false }
            // The controller itself (a Messages-style input accessory) or a field in its view edits.
            return !isFirstResponder && viewIfLoaded?.keyboardFirstResponderInHierarchy == nil
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
