public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A screen: the bounds keyboard frames are expressed in, and an identity that keyboard
/// notifications name (their `object` since iOS 16.1), as `UIScreen` is.
///
/// Post a keyboard for one screen with the testing module's `KeyboardSimulator.notificationObject`;
/// hosts on other screens ignore it (an external display's keyboard covers nothing of the device's
/// window).
///
/// ```swift
/// let window = HeadlessWindow(screen: CGRect(x: 0, y: 0, width: 390, height: 844))
/// keyboard.notificationObject = window.screen
/// ```
@MainActor
public final class HeadlessScreen: KeyboardScreen {
    /// The screen's bounds, interface-oriented (a rotation swaps width and height).
    public var bounds: CGRect {
        get { storedBounds }
        set {
            storedBounds = newValue
            time = LayoutClock.now()
        }
    }

    /// When the bounds last changed, on the clock that ``HeadlessView/keyboardLayoutStamp``
    /// reads.
    private(set) var time = LayoutClock.now()
    // Private storage: no runtime exclusivity check on the read every keyboard event makes.
    private var storedBounds: CGRect

    /// Creates a screen.
    ///
    /// ```swift
    /// let screen = HeadlessScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
    /// ```
    public init(bounds: CGRect) {
        storedBounds = bounds
    }
}
