#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// The `KeyboardHost` requirements, filled from UIKit, for every `UIViewController` that adopts
    /// the protocol; a conformer's own implementation still wins.
    extension KeyboardHost where Self: UIViewController {
        /// The controller's `view`, loading it as reading `view` does.
        public var keyboardRootView: any KeyboardLayoutView { view }

        /// The first responder among `view` and its descendants, else elsewhere in its window (a
        /// search field in the navigation bar, which gets no full-view shift), or `nil`; never
        /// loads the view.
        ///
        /// A field in the controller's `inputAccessoryView` lives in the keyboard's window: `nil`,
        /// and the keyboard's frame includes the accessory. To name the field yourself:
        ///
        /// ```swift
        /// private weak var editingField: UITextField?
        /// var keyboardFocusedView: (any KeyboardLayoutView)? { editingField }
        /// func textFieldDidBeginEditing(_ textField: UITextField) { editingField = textField }
        /// ```
        public var keyboardFocusedView: (any KeyboardLayoutView)? { focusedViewInWindow }

        /// Whether this controller or an ancestor presented one that holds the first responder: a
        /// popover anchored to this screen's field or a `UISearchController` leaves it here (§7).
        public var keyboardIsBehindPresentation: Bool { presentsOverKeyboardHost }

        /// Calls `ended` from the completion of the transition under way (`transitionCoordinator`).
        public func keyboardAfterAppearanceTransition(
            _ ended: @escaping @MainActor (_ screenStays: Bool) -> Void
        ) -> Bool {
            afterAppearanceTransition(ended)
        }
    }

    extension UIViewController {
        /// The default of `keyboardAfterAppearanceTransition(_:)`.
        ///
        /// A transition's completion block runs after it ends (UIViewControllerTransitionCoordinator.h:87-92).
        /// The will-calls of a swipe back let go come once it is cancelled (lines 105-112): a screen
        /// that leaves then goes. A screen stays only when the transition was cancelled after the
        /// leave was asked for and its view is still in a window; one not in a window leaves at once.
        func afterAppearanceTransition(_ ended: @escaping @MainActor (_ screenStays: Bool) -> Void) -> Bool {
            guard viewIfLoaded?.window != nil, let coordinator = transitionCoordinator, coordinator.isAnimated
            else { return false }
            let cancelledAlready = coordinator.isCancelled
            return coordinator.animate(alongsideTransition: nil) { [weak self] context in
                ended(context.isCancelled && !cancelledAlready && self?.viewIfLoaded?.window != nil)
            }
        }

        /// The default of `keyboardFocusedView`.
        var focusedViewInWindow: UIView? {
            guard let view = viewIfLoaded else { return nil }
            return view.keyboardFirstResponderInHierarchy ?? view.window?.keyboardFirstResponderInHierarchy
        }

        /// The default of `keyboardIsBehindPresentation`.
        var presentsOverKeyboardHost: Bool {
            // `presentedViewController` is this controller's or its nearest ancestor's
            // (UIViewController.h:219). While it is being dismissed, its field may still hold the
            // keyboard: a presenter appearing then lays out as with no keyboard (device review N11).
            guard let presented = presentedViewController, !(presented is UISearchController) else { return false }
            // The controller itself, a field in its view, or one in its own input accessory or input
            // view (a Messages-style bar, in the keyboard's window: UIResponder.h:156) edits.
            #if os(visionOS)
                let ownViews = [viewIfLoaded, inputView]  // no input accessories there (UIResponder.h:156)
            #else
                let ownViews = [viewIfLoaded, inputAccessoryView, inputView]
            #endif
            return !isFirstResponder && !ownViews.contains { $0?.keyboardFirstResponderInHierarchy != nil }
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
