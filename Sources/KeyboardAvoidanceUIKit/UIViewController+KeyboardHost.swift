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

        /// Whether this controller or an ancestor presented another one, not being dismissed, that
        /// holds the first responder (KeyboardFacts §7).
        ///
        /// The keyboard belongs to the first responder: a popover anchored to this screen's field,
        /// a HUD over the current context, or a `UISearchController` leaves it here.
        public var keyboardIsBehindPresentation: Bool { presentsOverKeyboardHost }

        /// The duration and curve of the push, pop or presentation under way
        /// (`transitionCoordinator`), if any: registering in `viewIsAppearing` and unregistering in
        /// `viewWillDisappear` then move the screen alongside it.
        public var keyboardTransitionAnimation: KeyboardAnimation? { transitionAnimation }
    }

    extension UIViewController {
        /// The default of `keyboardTransitionAnimation`.
        var transitionAnimation: KeyboardAnimation? {
            transitionCoordinator.map {
                let curve = KeyboardAnimationCurve(rawValue: $0.completionCurve.rawValue)
                return KeyboardAnimation(duration: $0.transitionDuration, curve: curve)
            }
        }

        /// The default of `keyboardIsBehindPresentation`.
        var presentsOverKeyboardHost: Bool {
            // `presentedViewController` is this controller's or its nearest ancestor's
            // (UIViewController.h:219).
            guard let presented = presentedViewController, !presented.isBeingDismissed,
                !(presented is UISearchController)
            else { return false }
            return viewIfLoaded?.keyboardFirstResponderInHierarchy == nil
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
