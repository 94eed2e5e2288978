public import Foundation

/// The constraint ``KeyboardConstraintAdjusting`` changes the constant of: `NSLayoutConstraint` in
/// apps, `HeadlessLayoutConstraint` in tests.
@MainActor
public protocol KeyboardLayoutConstraint: AnyObject {
    /// The constraint's constant.
    var constant: CGFloat { get set }

    /// Which way the constant moves the constrained view up; default ``KeyboardConstraintDirection/decreasingRaises``.
    ///
    /// Interface Builder writes a bottom constraint either way round (KeyboardFacts §7); the UIKit
    /// adapter reads the items, and answers ``KeyboardConstraintDirection/unknown`` for two siblings.
    var keyboardConstraintDirection: KeyboardConstraintDirection { get }

    /// Whether the edge is pinned to the bottom safe area (or margins), so it moves by the overlap beyond
    /// that inset only; default `true`. The UIKit adapter reads the anchor: `false` for a view's bottom.
    var keyboardIsPinnedToSafeArea: Bool { get }
}

/// Which way a bottom constraint's constant moves the constrained view up.
public enum KeyboardConstraintDirection: Sendable, Equatable {
    /// `view.bottom = anchor.bottom + constant`: a smaller constant raises the view.
    case decreasingRaises
    /// `anchor.bottom = view.bottom + constant`: a larger constant raises the view.
    case increasingRaises
    /// The constraint cannot tell (two sibling views): the kit leaves it alone unless the host
    /// states the direction (``KeyboardConstraintAdjusting/keyboardBottomConstraintDirection``).
    case unknown
}

// MARK: - Default implementations

extension KeyboardLayoutConstraint {
    /// ``KeyboardConstraintDirection/decreasingRaises``.
    public var keyboardConstraintDirection: KeyboardConstraintDirection { .decreasingRaises }

    /// `true`: pinned to the bottom safe area, as the approach's articles show.
    public var keyboardIsPinnedToSafeArea: Bool { true }
}
