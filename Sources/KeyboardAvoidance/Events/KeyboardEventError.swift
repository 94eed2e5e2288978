import Foundation

/// Why a keyboard notification could not be read into a ``KeyboardEvent``.
///
/// Every case names the notification or the `userInfo` key at fault and what was found there,
/// so a log line is enough to see what went wrong.
///
/// ```swift
/// do { _ = try KeyboardEvent(notification: note) }
/// catch let error as KeyboardEventError { print(error) }
/// // "UIKeyboardFrameEndUserInfoKey is missing from a willShow notification"
/// ```
public enum KeyboardEventError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The notification's name is none of UIKit's six keyboard notifications.
    case unknownNotification(name: String)
    /// A show or change-frame notification carried no `userInfo` at all. (A hide needs none.)
    case missingUserInfo(kind: KeyboardEvent.Kind)
    /// A key the kit needs is absent: only `UIKeyboardFrameEndUserInfoKey`, on a show or
    /// change-frame notification. Every other key has a documented default
    /// (see ``KeyboardEvent/init(notification:)``).
    case missingValue(key: String, kind: KeyboardEvent.Kind)
    /// The key holds a value of a type the kit cannot read as what the key means.
    case wrongType(key: String, expected: String, found: String)
    /// The value has the right type but cannot be used: a non-finite frame, a negative or
    /// non-finite duration, a fractional or out-of-range curve.
    case invalidValue(key: String, reason: String, found: String)

    /// A one-line explanation naming the key or notification and what was found.
    public var description: String {
        switch self {
        case .unknownNotification(let name):
            "\(name) is not a keyboard notification"
        case .missingUserInfo(let kind):
            "the \(kind.rawValue) notification has no userInfo"
        case .missingValue(let key, let kind):
            "\(key) is missing from a \(kind.rawValue) notification"
        case .wrongType(let key, let expected, let found):
            "\(key) should hold \(expected) but holds \(found)"
        case .invalidValue(let key, let reason, let found):
            "\(key) holds \(found), which \(reason)"
        }
    }
}
