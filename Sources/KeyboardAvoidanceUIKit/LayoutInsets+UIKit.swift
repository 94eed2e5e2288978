#if canImport(UIKit) && !os(watchOS)
    public import KeyboardAvoidance
    public import UIKit

    extension LayoutInsets {
        /// Creates insets with the edges of UIKit's `UIEdgeInsets`, `left` and `right` as they are.
        public init(_ insets: UIEdgeInsets) {
            self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }

    extension UIEdgeInsets {
        /// Creates UIKit edge insets with the edges of the kit's `LayoutInsets`.
        public init(_ insets: LayoutInsets) {
            self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }
#endif
