#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// The `KeyboardHost` requirements for free on every `UIViewController` subclass that adopts
    /// the protocol.
    ///
    /// The core's defaults name only `KeyboardHost`; this layer, in the shape of
    /// AliSoftware/Reusable, fills the requirements from UIKit. A conformer's own implementation of
    /// a requirement still wins, through its concrete type, `any KeyboardHost` or a generic.
    ///
    /// ```swift
    /// final class CheckoutViewController: UIViewController, KeyboardCapable, KeyboardHost {
    ///     let keyboardStorage = KeyboardStorage()
    ///     override func viewDidAppear(_ animated: Bool) {
    ///         super.viewDidAppear(animated)
    ///         registerKeyboardNotifications()
    ///     }
    ///     override func viewWillDisappear(_ animated: Bool) {
    ///         super.viewWillDisappear(animated)
    ///         unregisterKeyboardNotifications()
    ///     }
    /// }
    /// ```
    extension KeyboardHost where Self: UIViewController {
        /// The controller's `view`: what the full-view shift moves and what overlaps are measured
        /// against.
        ///
        /// Reading it loads the view if it is not loaded yet, as reading `view` does.
        ///
        /// ```swift
        /// checkout.keyboardRootView.frame.origin.y // 0 until the keyboard shows
        /// ```
        public var keyboardRootView: any KeyboardLayoutView { view }

        /// The first responder among `view` and its descendants, or `nil`.
        ///
        /// Found by walking the view hierarchy, only when a strategy asks: the full-view shift
        /// never does; strategies that reveal the focused field ask once per keyboard event. The
        /// walk visits every view under `view` until it meets the first responder — O(n)
        /// `isFirstResponder` checks and one array for n views — and never loads an unloaded view
        /// (then the answer is `nil`). No Objective-C runtime trick is involved (no `sendAction` to
        /// a nil target).
        ///
        /// For very large hierarchies, or a first responder outside `view` (an input accessory, a
        /// search bar in the navigation bar), implement the requirement yourself, for example from
        /// your text fields' delegate:
        ///
        /// ```swift
        /// private weak var editingField: UITextField?
        /// var keyboardFocusedView: (any KeyboardLayoutView)? { editingField }
        /// func textFieldDidBeginEditing(_ textField: UITextField) { editingField = textField }
        /// ```
        public var keyboardFocusedView: (any KeyboardLayoutView)? {
            viewIfLoaded?.keyboardFirstResponderInHierarchy
        }

        /// Whether this controller has presented another one that is not being dismissed: a
        /// sheet, popover or alert leaves this controller in the window, registered, while the
        /// keyboard serves the presented controller's fields.
        ///
        /// An active `UISearchController` is presented too, but its field edits this screen's
        /// content (a list filtered under the search bar), so it does not count.
        ///
        /// ```swift
        /// present(editSheet, animated: true)
        /// keyboardIsBehindPresentation // true: this screen stays where it is
        /// ```
        public var keyboardIsBehindPresentation: Bool { presentsOverKeyboardHost }
    }

    // MARK: - Helpers

    extension UIViewController {
        /// Whether a controller this one presented covers it (the default of
        /// `keyboardIsBehindPresentation`): any presented controller not being dismissed, except a
        /// search controller, which keeps the presenter's content in view.
        var presentsOverKeyboardHost: Bool {
            guard let presented = presentedViewController, !presented.isBeingDismissed else { return false }
            return !(presented is UISearchController)
        }
    }

    extension UIView {
        /// This view or the descendant that is the first responder, or `nil`: a depth-first walk of
        /// `subviews` that stops at the first match.
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
