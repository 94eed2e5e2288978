#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    extension LayoutInsets {
        /// Creates insets with the edges of UIKit's `UIEdgeInsets`.
        ///
        /// Each edge is copied as it is: `left` stays `left` and `right` stays `right`, whatever
        /// the layout direction, exactly as `UIEdgeInsets` means them.
        ///
        /// ```swift
        /// let safeArea = LayoutInsets(view.safeAreaInsets)
        /// safeArea.bottom // 34 on a phone with a home indicator
        /// ```
        public init(_ insets: UIEdgeInsets) {
            self.init(
                top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }

    extension UIEdgeInsets {
        /// Creates UIKit edge insets with the edges of the kit's `LayoutInsets`.
        ///
        /// The inverse of `LayoutInsets.init(_:)`: converting there and back gives the same value.
        ///
        /// ```swift
        /// scrollView.contentInset = UIEdgeInsets(LayoutInsets(bottom: 291))
        /// ```
        public init(_ insets: LayoutInsets) {
            self.init(
                top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }
#endif
