import Foundation

/// The animation curve of a keyboard notification, kept losslessly.
///
/// The keyboard's curve, 7, crashes an exhaustive `switch` over `UIView.AnimationCurve`; convert it
/// to animation options with ``animationOptionsRawValue``.
public struct KeyboardAnimationCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The raw value carried by the notification.
    public var rawValue: Int

    /// Wraps any raw value; unknown values are kept as they are.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// UIKit's `.easeInOut` (0), what a did-notification without a curve reads as.
    public static let easeInOut = KeyboardAnimationCurve(rawValue: 0)
    /// UIKit's `.easeIn` (1).
    public static let easeIn = KeyboardAnimationCurve(rawValue: 1)
    /// UIKit's `.easeOut` (2).
    public static let easeOut = KeyboardAnimationCurve(rawValue: 2)
    /// UIKit's `.linear` (3).
    public static let linear = KeyboardAnimationCurve(rawValue: 3)
    /// The keyboard's own curve (7): a critically damped spring.
    public static let keyboard = KeyboardAnimationCurve(rawValue: 7)

    /// The raw value of `UIView.AnimationOptions` that carries this curve: `rawValue << 16`.
    ///
    /// A raw value outside 0...15 would spill out of the curve's bits 16–19, so it becomes 7.
    public var animationOptionsRawValue: UInt {
        let bits = (0...15).contains(rawValue) ? rawValue : Self.keyboard.rawValue
        return UInt(bits) << 16
    }

    /// The curve's name (`easeInOut`, `keyboard`, …) or `curve(N)` for other values.
    public var description: String {
        [0: "easeInOut", 1: "easeIn", 2: "easeOut", 3: "linear", 7: "keyboard"][rawValue] ?? "curve(\(rawValue))"
    }
}
