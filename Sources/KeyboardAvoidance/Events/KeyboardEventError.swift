import Foundation

/// Why a keyboard notification could not be read, naming the notification or key at fault.
public enum KeyboardEventError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The notification's name is none of UIKit's six keyboard notifications.
    case unknownNotification(name: String)
    /// A show or change-frame notification carried no `userInfo` (a hide needs none).
    case missingUserInfo(kind: KeyboardEvent.Kind)
    /// A required key is absent: only `UIKeyboardFrameEndUserInfoKey`, on a show or change-frame.
    case missingValue(key: String, kind: KeyboardEvent.Kind)
    /// The key holds a value of a type the kit cannot read.
    case wrongType(key: String, expected: String, found: String)
    /// The value has the right type but is unusable: a non-finite frame, a negative duration, …
    case invalidValue(key: String, reason: String, found: String)

    /// A one-line explanation naming the key or notification and what was found.
    public var description: String {
        switch self {
        case .unknownNotification(let name): "\(name) is not a keyboard notification"
        case .missingUserInfo(let kind): "the \(kind.rawValue) notification has no userInfo"
        case .missingValue(let key, let kind): "\(key) is missing from a \(kind.rawValue) notification"
        case .wrongType(let key, let expected, let found): "\(key) should hold \(expected) but holds \(found)"
        case .invalidValue(let key, let reason, let found): "\(key) holds \(found), which \(reason)"
        }
    }

    /// How an error shows an unexpected value (its `found` part): its type and a short rendering.
    package static func found(_ value: Any) -> String {
        let text = String(describing: value)
        return "\(type(of: value)) " + (text.count > 60 ? String(text.prefix(57)) + "..." : text)
    }
}
