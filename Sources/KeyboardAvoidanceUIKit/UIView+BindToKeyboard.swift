#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    public import UIKit

    extension UIView {
        /// Makes the view ride on the keyboard, or `gap` points above it, with no conformance: the
        /// tutorial's `bindToKeyboard()`, on the kit's ``KeyboardFollowing``.
        ///
        /// The view rises by what the keyboard covers of it, not by the keyboard's height, with the
        /// keyboard's animation, and returns exactly; a layout pass keeps the lift (a `transform`).
        /// Binding again replaces the binding; the view keeps it until ``unbindFromKeyboard()`` or its
        /// release. It follows every keyboard on its screen, a presented controller's too: a host's
        /// `keyboardIsBehindPresentation` knows better.
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     sendButton.bindToKeyboard()
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - gap: Points kept between the view and the keyboard; default 0.
        ///   - center: The notification center to observe; default `NotificationCenter.default`.
        public func bindToKeyboard(gap: CGFloat = 0, center: NotificationCenter = .default) {
            keyboardBind(gap: gap, center: center, animator: UIViewKeyboardAnimator.shared)
        }

        /// Undoes ``bindToKeyboard(gap:center:)``: the view goes back where it was; nothing if unbound.
        public func unbindFromKeyboard() { keyboardUnbind() }

        /// Whether ``bindToKeyboard(gap:center:)`` is in effect.
        public var isBoundToKeyboard: Bool { keyboardIsBound }
    }
#endif
