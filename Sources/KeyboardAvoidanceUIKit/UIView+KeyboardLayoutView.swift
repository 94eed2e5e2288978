#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Every `UIView` is a `KeyboardLayoutView`: the kit can measure and move it.
    ///
    /// `frame`, `bounds` and `layoutIfNeeded()` are UIKit's own; this extension adds the safe area
    /// as `LayoutInsets` and the screen geometry keyboard frames are expressed in.
    extension UIView: KeyboardLayoutView {
        /// The view's `safeAreaInsets`, as the kit's `LayoutInsets`.
        ///
        /// Strategies subtract the bottom edge from an overlap so that a bar pinned to the safe
        /// area does not leave a gap above the keyboard on phones with a home indicator.
        ///
        /// ```swift
        /// let inset = view.keyboardSafeAreaInsets.bottom // 34
        /// KeyboardGeometry.overlap(335, beyondBottomInset: inset) // 301
        /// ```
        public var keyboardSafeAreaInsets: LayoutInsets { LayoutInsets(safeAreaInsets) }

        /// The vertical translation of the view's `transform` (`transform.ty`): what the full-view
        /// shift and the following view move.
        ///
        /// Only `ty` is read and written, so a scale or rotation the app gave the view stays.
        /// Auto Layout ignores transforms, so the move survives the view's layout passes. Reading
        /// it inside an animation gives the value being animated to.
        ///
        /// ```swift
        /// sendButton.keyboardTranslation = -291 // as transform.ty = -291
        /// ```
        public var keyboardTranslation: CGFloat {
            get { transform.ty }
            set { transform.ty = newValue }
        }

        /// The identity of the screen of the view's window (the window scene's, else the window's
        /// own), compared with the `UIScreen` a keyboard notification names (iOS 16.1 and later);
        /// `nil` without a window, and on visionOS, which has no `UIScreen`.
        ///
        /// ```swift
        /// view.keyboardScreenIdentity == event.screen // the keyboard is on this view's screen
        /// ```
        public var keyboardScreenIdentity: ObjectIdentifier? {
            #if os(visionOS)
                return nil
            #else
                return keyboardScreen.map(ObjectIdentifier.init)
            #endif
        }

        /// The bounds of the screen the view is on, in the screen's coordinate space: the space
        /// keyboard frames are reported in.
        ///
        /// The screen is the window scene's (`window.windowScene.screen`), or the window's own
        /// `screen` for a window not attached to a scene; a `UIWindow` counts as its own window.
        /// The bounds follow the interface orientation, as keyboard frames do.
        ///
        /// Without a window the view is on no screen and no keyboard covers it: the bounds are
        /// `CGRect.null`, as for a headless view outside any window. UIKit often calls
        /// `viewWillAppear` before the view joins its window, so a controller that registers there
        /// while the keyboard is up is laid out for no keyboard; register in `viewDidAppear`, or
        /// call `updateKeyboardAvoidance()` there.
        ///
        /// On visionOS, which has no `UIScreen`, the window stands in for the screen (unverified on
        /// a device).
        ///
        /// ```swift
        /// let transition = KeyboardTransition(event: event, screenBounds: view.keyboardScreenBounds)
        /// ```
        public var keyboardScreenBounds: CGRect {
            #if os(visionOS)
                if let window = keyboardWindow { return window.bounds }
            #else
                if let screen = keyboardScreen { return screen.bounds }
            #endif
            return .null
        }

        /// Converts a rect from the view's bounds coordinates to the coordinate space of its
        /// screen, the space keyboard frames are reported in.
        ///
        /// Uses `convert(_:to:)` with the screen's `coordinateSpace` (interface-oriented, like
        /// keyboard frames; not `fixedCoordinateSpace`), so a window that does not fill the screen
        /// (Split View, Slide Over, Stage Manager) is accounted for. Without a window the result is
        /// `convert(rect, to: nil)`, the top-most ancestor's coordinates (then
        /// ``keyboardScreenBounds`` is `CGRect.null`, so nothing overlaps). On visionOS it is the
        /// window's coordinates.
        ///
        /// ```swift
        /// let fieldInScreen = textField.convertToScreen(textField.bounds)
        /// let covered = fieldInScreen.intersection(keyboardEndFrame)
        /// ```
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
        /// The caret rect of a `UITextView` with a selection
        /// (`caretRect(for: selectedTextRange.end)`); the bounds of any other view, or of a text
        /// view whose caret rect is null or not finite.
        ///
        /// A text view taller than the space above the keyboard cannot be shown whole; the caret is
        /// what the user must see while typing.
        ///
        /// ```swift
        /// notesTextView.keyboardRevealRect // the caret's line
        /// ```
        public var keyboardRevealRect: CGRect {
            if let textView = self as? UITextView, let end = textView.selectedTextRange?.end {
                let caret = textView.caretRect(for: end)
                if !caret.isNull, caret.minX.isFinite, caret.minY.isFinite, caret.width.isFinite,
                    caret.height.isFinite
                {
                    return caret
                }
            }
            return bounds
        }
    }

    #if !os(visionOS)
        /// A `UIScreen` is what keyboard notifications name as their `object` since iOS 16.1.
        extension UIScreen: KeyboardScreen {}
    #endif

    // MARK: - Helpers

    extension UIView {
        /// The window the view is in, or the view itself when it is a window.
        fileprivate var keyboardWindow: UIWindow? { self as? UIWindow ?? window }

        #if !os(visionOS)
            /// The screen of the view's window: the window scene's, else the window's own.
            fileprivate var keyboardScreen: UIScreen? {
                guard let window = keyboardWindow else { return nil }
                return window.windowScene?.screen ?? window.screen
            }
        #endif

    }
#endif
