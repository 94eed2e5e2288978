public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A screen: the bounds keyboard frames are expressed in, and the identity keyboard notifications
/// name as their `object`, as `UIScreen` is; hosts on other screens ignore its keyboard.
@MainActor
public final class HeadlessScreen: KeyboardScreen {
    /// The screen's bounds, interface-oriented (a rotation swaps width and height).
    public var bounds: CGRect

    /// The docked keyboard's frame on this screen, kept by the testing module's simulator as UIKit's
    /// keyboard layout guide knows it without a notification; `nil` while none is docked.
    public var keyboardFrame: CGRect?

    /// The view the keyboard serves: the field a controller on this screen focused last.
    public internal(set) weak var firstResponder: HeadlessView?

    /// Creates a screen.
    public init(bounds: CGRect) { self.bounds = bounds }
}
