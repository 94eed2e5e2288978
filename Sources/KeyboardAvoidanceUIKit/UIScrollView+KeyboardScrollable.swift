#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Every `UIScrollView` (table, collection and text views included) is a `KeyboardScrollable`:
    /// the inset strategy grows its bottom insets and scrolls the focused field into view.
    ///
    /// The kit reads and writes `contentInset` and `verticalScrollIndicatorInsets`, the values the
    /// app owns, so restoring them on hide is exact. The inset strategy adds the overlap beyond the
    /// bottom safe-area inset, because UIKit adds the safe area on top of these values
    /// (`adjustedContentInset` under the default `contentInsetAdjustmentBehavior`, and
    /// `automaticallyAdjustsScrollIndicatorInsets`). A scroll view with
    /// `contentInsetAdjustmentBehavior = .never` that reaches under the home indicator gets that
    /// much less room.
    ///
    /// UIKit's own `scrollRectToVisible(_:animated:)` is the scroll requirement: a scroll view's
    /// bounds coordinates are its content's (the bounds' origin is the content offset), the space
    /// that method expects, and it keeps the rect inside the area `adjustedContentInset` leaves
    /// visible, so the strategy grows the bottom inset first.
    ///
    /// ```swift
    /// let scrollable: any KeyboardScrollable = tableView
    /// scrollable.keyboardContentInsetBottom += 257
    /// ```
    extension UIScrollView: KeyboardScrollable {
        /// The bottom edge of `contentInset`: extra scrollable room under the content.
        ///
        /// Setting the value it already has does nothing, so that UIKit does not re-adjust the
        /// content offset for a no-op.
        ///
        /// ```swift
        /// scrollView.keyboardContentInsetBottom = 257 // the content can scroll above the keyboard
        /// ```
        public var keyboardContentInsetBottom: CGFloat {
            get { contentInset.bottom }
            set {
                guard contentInset.bottom != newValue else { return }
                contentInset.bottom = newValue
            }
        }

        /// The bottom edge of `verticalScrollIndicatorInsets`: keeps the scroll indicator above the
        /// keyboard.
        ///
        /// ```swift
        /// scrollView.keyboardIndicatorInsetBottom = 257
        /// ```
        public var keyboardIndicatorInsetBottom: CGFloat {
            get { verticalScrollIndicatorInsets.bottom }
            set {
                guard verticalScrollIndicatorInsets.bottom != newValue else { return }
                verticalScrollIndicatorInsets.bottom = newValue
            }
        }

        /// `adjustedContentInset.bottom − contentInset.bottom`: what the scroll view's
        /// `contentInsetAdjustmentBehavior` adds of the safe area (nothing for a standalone scroll
        /// view whose content does not scroll, with the default `.automatic`).
        ///
        /// ```swift
        /// scrollView.keyboardSystemInsetBottom // 34 on a scrolling list over the home indicator
        /// ```
        public var keyboardSystemInsetBottom: CGFloat { adjustedContentInset.bottom - contentInset.bottom }

        /// The bounds' height less `adjustedContentInset`'s top and bottom: the area that
        /// `scrollRectToVisible(_:animated:)` keeps a rect inside.
        ///
        /// ```swift
        /// scrollView.keyboardVisibleHeight // 330 above a 336 pt keyboard on a 390×844 phone
        /// ```
        public var keyboardVisibleHeight: CGFloat {
            let inset = adjustedContentInset
            return max(0, bounds.height - inset.top - inset.bottom)
        }

        /// Whether `view` is this scroll view or one of its descendants: `isDescendant(of:)`.
        ///
        /// The inset strategy scrolls only to a focused field inside this scroll view. A
        /// `KeyboardLayoutView` that is not a `UIView` is never inside it.
        ///
        /// ```swift
        /// scrollView.hasDescendant(emailField) // true when the field is in the form
        /// ```
        public func hasDescendant(_ view: any KeyboardLayoutView) -> Bool {
            guard let view = view as? UIView else { return false }
            return view.isDescendant(of: self)
        }
    }
#endif
