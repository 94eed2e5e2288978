#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    /// Every `UIScrollView` (table, collection and text views included) is a `KeyboardScrollView`:
    /// the inset approach grows its bottom insets and scrolls the focused field into view.
    ///
    /// The kit adds to `contentInset` the overlap beyond the safe area UIKit adds on top
    /// (`adjustedContentInset`), and a hide takes exactly that part off; `contentOffset` satisfies
    /// the protocol's own requirement.
    extension UIScrollView: KeyboardScrollView {
        /// The bottom edge of `contentInset`, or an inverted list's top edge (at its bottom on screen);
        /// setting the value it has does nothing, so UIKit keeps the content offset.
        public var keyboardContentInsetBottom: CGFloat {
            get { keyboardIsInverted ? contentInset.top : contentInset.bottom }
            set {
                guard keyboardContentInsetBottom != newValue else { return }
                if keyboardIsInverted { contentInset.top = newValue } else { contentInset.bottom = newValue }
            }
        }

        /// The bottom edge of `verticalScrollIndicatorInsets`, or an inverted list's top edge.
        public var keyboardIndicatorInsetBottom: CGFloat {
            get { keyboardIsInverted ? verticalScrollIndicatorInsets.top : verticalScrollIndicatorInsets.bottom }
            set {
                guard keyboardIndicatorInsetBottom != newValue else { return }
                if keyboardIsInverted {
                    verticalScrollIndicatorInsets.top = newValue
                } else {
                    verticalScrollIndicatorInsets.bottom = newValue
                }
            }
        }

        /// What `contentInsetAdjustmentBehavior` adds of the safe area to `contentInset.bottom` (an
        /// inverted list's `top`).
        public var keyboardSystemInsetBottom: CGFloat {
            let adjusted = adjustedContentInset
            return keyboardIsInverted ? adjusted.top - contentInset.top : adjusted.bottom - contentInset.bottom
        }

        /// The bottom safe area while `automaticallyAdjustsScrollIndicatorInsets` is on, else 0.
        ///
        /// On by default (UIScrollView.h:113-115), it adds the safe area whatever
        /// `contentInsetAdjustmentBehavior` adds to the content (device review N10; unconfirmed,
        /// KeyboardFacts §7). An inverted list's is what the system adds to its content's top edge
        /// (unconfirmed, §7).
        public var keyboardSystemIndicatorInsetBottom: CGFloat {
            guard automaticallyAdjustsScrollIndicatorInsets else { return 0 }
            return keyboardIsInverted ? keyboardSystemInsetBottom : safeAreaInsets.bottom
        }

        /// From `−adjustedContentInset.top` to where the content's end meets the adjusted bottom inset.
        public var keyboardOffsetRange: ClosedRange<CGFloat> {
            let inset = adjustedContentInset
            return -inset.top...max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        }

        /// Whether the `transform` turns the list upside down (`d` < 0), as inverted chat lists do.
        public var keyboardIsInverted: Bool { transform.d < 0 }

        /// The bounds' height less `adjustedContentInset`'s top and bottom: the area that
        /// `scrollRectToVisible(_:animated:)` keeps a rect inside.
        public var keyboardVisibleHeight: CGFloat {
            let inset = adjustedContentInset
            return max(0, bounds.height - inset.top - inset.bottom)
        }

        /// Whether this is a `UITableViewController`'s table view, which the controller insets and
        /// scrolls for the keyboard itself (KeyboardFacts §7); a root view's `next` responder is its
        /// controller (UIResponder.h:84).
        public var keyboardIsAdjustedBySystem: Bool { (next as? UITableViewController)?.tableView === self }

        /// Whether `view` is this scroll view or one of its descendants (never for a non-`UIView`).
        public func hasDescendant(_ view: any KeyboardLayoutView) -> Bool {
            guard let view = view as? UIView else { return false }
            return view.isDescendant(of: self)
        }
    }
#endif
