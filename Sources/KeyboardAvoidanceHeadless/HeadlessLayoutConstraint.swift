public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A platform-neutral layout constraint model: a constant and the layout it drives.
///
/// Setting ``constant`` runs the layout closure at once; changes inside a
/// ``RecordingKeyboardAnimator`` animation are recorded. A closure that only marks a view
/// (`view.setNeedsLayout()`), whose ``HeadlessView/constraintLayout`` reads the constant, behaves
/// as `NSLayoutConstraint` does: the change shows at the next pass.
///
/// ```swift
/// let bottom = HeadlessLayoutConstraint(constant: 0) { constant in
///     scroll.frame.size.height = container.frame.height + constant
/// }
/// bottom.constant = -301  // the scroll view is now 301 pt shorter
/// ```
@MainActor
public final class HeadlessLayoutConstraint: KeyboardLayoutConstraint {
    /// The constant; setting it lays out.
    public var constant: CGFloat {
        didSet {
            AnimationTransaction.record(self, "constant", from: .number(oldValue), to: .number(constant))
            layout(constant)
        }
    }

    private let layout: @MainActor (CGFloat) -> Void

    /// Which way the constant raises the constrained view; `.unknown` between two siblings.
    public let keyboardConstraintDirection: KeyboardConstraintDirection

    /// Whether `layout` pins the constrained edge to the bottom safe area, not the view's bottom.
    public let keyboardIsPinnedToSafeArea: Bool

    /// Creates a constraint whose `layout` places the constrained views for a constant, and runs it.
    public init(
        constant: CGFloat = 0, direction: KeyboardConstraintDirection = .decreasingRaises,
        pinnedToSafeArea: Bool = true, layout: @escaping @MainActor (CGFloat) -> Void = { _ in }
    ) {
        self.constant = constant
        keyboardConstraintDirection = direction
        keyboardIsPinnedToSafeArea = pinnedToSafeArea
        self.layout = layout
        layout(constant)
    }
}
