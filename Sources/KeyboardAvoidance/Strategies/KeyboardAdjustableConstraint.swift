public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A layout constraint whose constant the kit can change: `NSLayoutConstraint` in apps,
/// `HeadlessLayoutConstraint` in tests.
///
/// ```swift
/// let bottom: any KeyboardAdjustableConstraint = HeadlessLayoutConstraint(constant: 0)
/// bottom.constant = -120
/// ```
@MainActor
public protocol KeyboardAdjustableConstraint: AnyObject {
    /// The constraint's constant.
    var constant: CGFloat { get set }

    /// Which way the constant moves the constrained view up.
    ///
    /// Interface Builder writes a bottom constraint either way round (KeyboardFacts §7):
    /// `view.bottom = safeArea.bottom + constant` moves the view up as the constant **decreases**,
    /// `safeArea.bottom = view.bottom + constant` as it **increases**. Default
    /// ``KeyboardConstraintDirection/decreasingRaises``; the UIKit adapter reads it from the
    /// constraint's items.
    var keyboardConstraintDirection: KeyboardConstraintDirection { get }
}

/// Which way a bottom constraint's constant moves the constrained view up.
///
/// ```swift
/// // safeArea.bottom = inputBar.bottom + constant
/// HeadlessLayoutConstraint(constant: 8, direction: .increasingRaises)
/// ```
public enum KeyboardConstraintDirection: Sendable, Equatable {
    /// `view.bottom = anchor.bottom + constant`: a smaller constant raises the view.
    case decreasingRaises
    /// `anchor.bottom = view.bottom + constant`: a larger constant raises the view.
    case increasingRaises
}

extension KeyboardAdjustableConstraint {
    /// ``KeyboardConstraintDirection/decreasingRaises``: `view.bottom = anchor.bottom + constant`.
    public var keyboardConstraintDirection: KeyboardConstraintDirection { .decreasingRaises }
}
