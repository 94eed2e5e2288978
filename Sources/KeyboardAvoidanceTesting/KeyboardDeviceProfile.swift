import Foundation
import KeyboardAvoidance

/// A device geometry for tests: the screen, its safe area, and the keyboard heights seen on it.
///
/// Heights are points, in the orientation the profile describes; ``source`` says where the
/// numbers come from (a device log, or "modelled" from the documented rules).
///
/// ```swift
/// let phone = KeyboardDeviceProfile.notchedPhone
/// let keyboard = KeyboardSimulator(center: center, screenBounds: phone.screenBounds)
/// keyboard.show(height: phone.keyboardHeight)
/// ```
public struct KeyboardDeviceProfile: Sendable, Equatable, CustomStringConvertible {
    /// A short name, such as `"iPhone SE (1st gen)"`.
    public var name: String
    /// The screen's size in points.
    public var screenSize: CGSize
    /// The safe-area insets of a full-screen window.
    public var safeAreaInsets: LayoutInsets
    /// The docked keyboard's height with the predictive bar.
    public var keyboardHeight: CGFloat
    /// The docked keyboard's height without the predictive bar.
    public var keyboardHeightWithoutPredictive: CGFloat
    /// The emoji keyboard's height.
    public var emojiKeyboardHeight: CGFloat
    /// The visible strip left by an attached hardware keyboard (the shortcut bar).
    public var hardwareKeyboardBarHeight: CGFloat
    /// Where the numbers come from.
    public var source: String

    /// Creates a profile.
    public init(
        name: String, screenSize: CGSize, safeAreaInsets: LayoutInsets, keyboardHeight: CGFloat,
        keyboardHeightWithoutPredictive: CGFloat, emojiKeyboardHeight: CGFloat, hardwareKeyboardBarHeight: CGFloat,
        source: String
    ) {
        self.name = name
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        self.keyboardHeightWithoutPredictive = keyboardHeightWithoutPredictive
        self.emojiKeyboardHeight = emojiKeyboardHeight
        self.hardwareKeyboardBarHeight = hardwareKeyboardBarHeight
        self.source = source
    }

    /// The screen's bounds, at the origin.
    public var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize) }

    /// A full-screen window on this device, with its safe-area insets.
    ///
    /// ```swift
    /// controller.present(in: KeyboardDeviceProfile.smallPhone.makeWindow())
    /// ```
    @MainActor
    public func makeWindow() -> HeadlessWindow {
        HeadlessWindow(screen: screenBounds, safeAreaInsets: safeAreaInsets)
    }

    /// The name and screen size.
    public var description: String { "\(name) \(Int(screenSize.width))×\(Int(screenSize.height))" }

    /// A 320×568 phone without a notch: keyboards 253 (predictive) and 216 pt
    /// (keyboard-facts §6, 320×568 row); emoji 253 and the 44 pt hardware strip are modelled.
    public static let smallPhone = KeyboardDeviceProfile(
        name: "iPhone SE (1st gen)", screenSize: CGSize(width: 320, height: 568),
        safeAreaInsets: LayoutInsets(top: 20), keyboardHeight: 253, keyboardHeightWithoutPredictive: 216,
        emojiKeyboardHeight: 253, hardwareKeyboardBarHeight: 44,
        source: "keyboard-facts §6 (320×568: 216, 253); emoji and hardware strip modelled")

    /// A 390×844 notched phone with a 34 pt home indicator: keyboard heights modelled from the
    /// 375×812 logs (291 / 335 / 333, keyboard-facts §6), which include the home-indicator area.
    public static let notchedPhone = KeyboardDeviceProfile(
        name: "iPhone 14", screenSize: CGSize(width: 390, height: 844),
        safeAreaInsets: LayoutInsets(top: 47, bottom: 34), keyboardHeight: 336, keyboardHeightWithoutPredictive: 291,
        emojiKeyboardHeight: 333, hardwareKeyboardBarHeight: 78,
        source: "modelled from keyboard-facts §6 (375×812: 291, 333, 335; 44 accessory strip + 34 home indicator); no 390×844 logs")

    /// A 1024×768 iPad in landscape: keyboards 398 (predictive) and 352 pt, hardware shortcut
    /// bar 55 pt (keyboard-facts §6, 1024×768 row; §2 hardware keyboard); emoji 391 pt.
    public static let iPadLandscape = KeyboardDeviceProfile(
        name: "iPad (landscape)", screenSize: CGSize(width: 1024, height: 768),
        safeAreaInsets: LayoutInsets(top: 24, bottom: 20), keyboardHeight: 398, keyboardHeightWithoutPredictive: 352,
        emojiKeyboardHeight: 391, hardwareKeyboardBarHeight: 55,
        source: "keyboard-facts §6 (1024×768: 352, 391, 398; shortcut bar 55); safe area modelled")
}
