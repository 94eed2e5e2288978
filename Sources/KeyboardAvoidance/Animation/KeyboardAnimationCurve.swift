import Foundation

/// The animation curve of a keyboard notification, kept losslessly.
///
/// UIKit names curves 0–3 (`easeInOut`, `easeIn`, `easeOut`, `linear`), but the keyboard
/// animates with **7**, a private value that behaves like a critically damped spring. An
/// exhaustive `switch` over `UIView.AnimationCurve` crashes on it, and forgetting to shift it
/// into the animation options silently drops it. This type keeps any raw value, names the known
/// ones, and converts to animation options the only safe way, with ``animationOptionsRawValue``.
///
/// ```swift
/// let curve = KeyboardAnimationCurve(rawValue: 7)   // .keyboard
/// let options = UIView.AnimationOptions(rawValue: curve.animationOptionsRawValue) // 0x70000
/// ```
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
    /// The curve occupies bits 16–19 of the options. A raw value that does not fit in those four
    /// bits (negative, or 16 and above) would spill into the transition bits, so it is replaced
    /// by the keyboard's curve, 7.
    ///
    /// ```swift
    /// KeyboardAnimationCurve.keyboard.animationOptionsRawValue == 0x70000
    /// ```
    public var animationOptionsRawValue: UInt {
        let bits = (0...15).contains(rawValue) ? rawValue : Self.keyboard.rawValue
        return UInt(bits) << 16
    }

    /// The curve's name (`easeInOut`, `keyboard`, …) or `curve(N)` for other values.
    public var description: String {
        switch rawValue {
        case 0: "easeInOut"
        case 1: "easeIn"
        case 2: "easeOut"
        case 3: "linear"
        case 7: "keyboard"
        default: "curve(\(rawValue))"
        }
    }
}
