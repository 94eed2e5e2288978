#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Every `UIView` is a `KeyboardLayoutView`: the kit can measure and move it.
    extension UIView: KeyboardLayoutView {
        /// The view's `safeAreaInsets`, as the kit's `LayoutInsets`.
        public var keyboardSafeAreaInsets: LayoutInsets { LayoutInsets(safeAreaInsets) }

        /// The vertical translation of the view's `transform` (`transform.ty`).
        ///
        /// A scale or rotation the app gave the view stays, and layout passes keep the move.
        public var keyboardTranslation: CGFloat {
            get { transform.ty }
            set { transform.ty = newValue }
        }

        /// The view's `superview`.
        public var keyboardSuperview: (any KeyboardLayoutView)? { superview }

        /// Moves `center` by `dy`, which keeps the `transform` and any scale or rotation in it.
        public func keyboardMove(by dy: CGFloat) { center.y += dy }

        /// The identity of the screen of the view's window, or `nil` without a window and on visionOS.
        public var keyboardScreenIdentity: ObjectIdentifier? {
            #if os(visionOS)
                return nil
            #else
                return keyboardScreen.map(ObjectIdentifier.init)
            #endif
        }

        /// The bounds of the view's screen (the window scene's, else the window's), interface-oriented
        /// as keyboard frames are.
        ///
        /// `CGRect.null` without a window (UIKit calls `viewWillAppear` before the view joins it, so
        /// register in `viewIsAppearing`). On visionOS they are the window's (unverified).
        public var keyboardScreenBounds: CGRect {
            #if os(visionOS)
                if let window = keyboardWindow { return window.bounds }
            #else
                if let screen = keyboardScreen { return screen.bounds }
            #endif
            return .null
        }

        /// Converts a rect from the view's bounds coordinates to its screen's `coordinateSpace`,
        /// the space keyboard frames are reported in.
        ///
        /// A window that does not fill the screen (Split View, Slide Over, Stage Manager) is
        /// accounted for. Without a window, and on visionOS, the result is `convert(rect, to: nil)`.
        public func convertToScreen(_ rect: CGRect) -> CGRect {
            #if os(visionOS)
                return convert(rect, to: nil)
            #else
                guard let screen = keyboardScreen else { return convert(rect, to: nil) }
                return convert(rect, to: screen.coordinateSpace)
            #endif
        }
    }

    extension UIView {
        /// The caret rect of a `UITextView` with a selection, moved into what the text view shows
        /// (its `bounds`, which scroll with the text), else the bounds: what the reveal keeps
        /// visible, since a tall text view cannot be shown whole.
        public var keyboardRevealRect: CGRect {
            guard let textView = self as? UITextView, let end = textView.selectedTextRange?.end else { return bounds }
            // In the text view's own coordinates (`UITextInput.h` line 169), which scroll.
            return KeyboardGeometry.revealRect(forCaret: textView.caretRect(for: end), visible: bounds)
        }
    }

    #if os(iOS)
        extension UIView {
            /// The docked keyboard, from the top of the view's `keyboardLayoutGuide` to the screen's bottom.
            ///
            /// `nil` without a window or above the bottom safe area (`UIView.h` line 305); the guide is
            /// made on first use and the view laid out once so that it has a frame.
            public var keyboardFrameFromLayoutGuide: CGRect? {
                guard let screen = keyboardScreen else { return nil }
                let guide = keyboardLayoutGuide
                layoutIfNeeded()
                let frame = guide.layoutFrame
                guard frame.height - safeAreaInsets.bottom >= KeyboardGeometry.noiseThreshold else { return nil }
                let top = convert(frame, to: screen.coordinateSpace).minY
                let bounds = screen.bounds
                return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
            }
        }
    #endif

    #if !os(visionOS)
        /// A `UIScreen` is what keyboard notifications name as their `object` (iOS 16.1 and later).
        extension UIScreen: KeyboardScreen {}
    #endif

    extension UIView {
        fileprivate var keyboardWindow: UIWindow? { self as? UIWindow ?? window }

        #if !os(visionOS)
            fileprivate var keyboardScreen: UIScreen? {
                guard let window = keyboardWindow else { return nil }
                return window.windowScene?.screen ?? window.screen
            }
        #endif

    }
#endif
