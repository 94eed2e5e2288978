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
        /// The bottom edge of `contentInset`; setting the value it has does nothing, so UIKit keeps
        /// the content offset.
        public var keyboardContentInsetBottom: CGFloat {
            get { contentInset.bottom }
            set {
                guard contentInset.bottom != newValue else { return }
                contentInset.bottom = newValue
            }
        }

        /// The bottom edge of `verticalScrollIndicatorInsets`.
        public var keyboardIndicatorInsetBottom: CGFloat {
            get { verticalScrollIndicatorInsets.bottom }
            set {
                guard verticalScrollIndicatorInsets.bottom != newValue else { return }
                verticalScrollIndicatorInsets.bottom = newValue
            }
        }

        /// What `contentInsetAdjustmentBehavior` adds of the safe area to `contentInset.bottom`.
        public var keyboardSystemInsetBottom: CGFloat { adjustedContentInset.bottom - contentInset.bottom }

        /// The bottom safe area while `automaticallyAdjustsScrollIndicatorInsets` is on (its default,
        /// UIScrollView.h:113-115), whatever `contentInsetAdjustmentBehavior` adds to the content;
        /// 0 when it is off (device review N10; unconfirmed, KeyboardFacts §7).
        public var keyboardSystemIndicatorInsetBottom: CGFloat {
            automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets.bottom : 0
        }

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
