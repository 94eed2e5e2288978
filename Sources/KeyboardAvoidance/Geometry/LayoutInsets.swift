public import Foundation

/// Edge insets without UIKit (the UIKit adapter converts `UIEdgeInsets`).
public struct LayoutInsets: Sendable, Equatable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets; every edge defaults to 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All edges 0.
    public static let zero = LayoutInsets()

    /// `{top, left, bottom, right}`, as UIKit prints `UIEdgeInsets`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
