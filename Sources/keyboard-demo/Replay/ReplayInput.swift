import Foundation
import KeyboardAvoidance
#if canImport(KeyboardAvoidanceLaws)  // Scripts/fuzz.sh compiles PointText.swift in instead
    import KeyboardAvoidanceLaws
#endif
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A document's notification made ready to post, its `userInfo` in the shape UIKit posts.
struct ReplayInput {
    var name: String
    var kind: KeyboardEvent.Kind
    var userInfo: [AnyHashable: Any]?
    /// The texts that values of the kit's keys were typed from, by key.
    var texts: [String: String] = [:]

    /// Prepares `entry`; throws, with the name and kind read so far, when it cannot be posted.
    init(_ entry: JSONValue) throws(ReplayInputError) {
        guard case .object = entry else {
            throw ReplayInputError(message: "a notification must be an object {\"name\": …, \"userInfo\": …}")
        }
        var name: String?
        switch entry["name"] {
        case nil, .null?: break
        case .string(let text)?: name = text
        default: throw ReplayInputError(message: "\"name\" must be a string")
        }
        func failure(_ message: String) -> ReplayInputError {
            ReplayInputError(name: name, kind: name.flatMap(KeyboardNotificationNames.kind), message: message)
        }
        switch entry["userInfo"] {
        case nil, .null?: userInfo = nil
        case .string(let text)?:
            do {
                let printed = try PrintedLog.read(text)
                name = name ?? printed.name
                if let entries = printed.userInfo { (userInfo, texts) = Self.typed(entries.map { ($0.key, $0.value) }) }
            } catch {
                throw failure("the printed userInfo cannot be read: \(error)")
            }
        case .object(let members)?:
            let numeric = [KeyboardUserInfoKey.animationDuration, KeyboardUserInfoKey.animationCurve]
            for (key, value) in members where numeric.contains(key) && (value == .bool(true) || value == .bool(false)) {
                throw failure("\"userInfo.\(key)\" must be a number or its text, not a boolean")
            }
            (userInfo, texts) = Self.typed(members.map { ($0.0, Self.value(fromJSON: $0.1)) })
        default:
            throw failure("\"userInfo\" must be an object or the printed text of one")
        }
        guard let name else {
            throw ReplayInputError(
                message: "no notification name: give \"name\", or a printed text that names the notification")
        }
        guard let kind = KeyboardNotificationNames.kind(for: name) else {
            throw ReplayInputError(
                name: name, kind: nil,
                message: "\(name) is not a keyboard notification; expected one of "
                    + KeyboardEvent.Kind.allCases.map(\.notificationName.rawValue).joined(separator: ", "))
        }
        (self.name, self.kind) = (name, kind)
    }

    /// The `userInfo` of `entries` (later duplicates win) as UIKit posts it: the text of a frame, a number or
    /// a flag under one of the kit's keys typed (``PointText``), with the texts typed, by key.
    static func typed(_ entries: [(String, Any)]) -> (userInfo: [AnyHashable: Any], texts: [String: String]) {
        var userInfo: [AnyHashable: Any] = [:]
        var texts: [String: String] = [:]
        for (key, value) in Dictionary(entries, uniquingKeysWith: { $1 }) {
            userInfo[key] = value
            guard let text = value as? String else { continue }
            let typed: Any? =
                switch key {
                case KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd: PointText.rect(printed: text)
                case KeyboardUserInfoKey.animationDuration, KeyboardUserInfoKey.animationCurve:
                    PointText.number(printed: text).map { NSNumber(value: $0) }
                case KeyboardUserInfoKey.isLocal: PointText.flag(printed: text).map { NSNumber(value: $0) }
                default: nil
                }
            if let typed { (userInfo[key], texts[key]) = (typed, text) }
        }
        return (userInfo, texts)
    }

    /// What the kit's `error` says, naming a value typed from text by that text, as the document wrote it.
    func describe(_ error: KeyboardEventError) -> String {
        guard case .invalidValue(let key, let reason, _) = error, let text = texts[key] else {
            return error.description
        }
        return KeyboardEventError.invalidValue(key: key, reason: reason, found: KeyboardEventError.found(text))
            .description
    }

    /// A JSON `userInfo` value in UIKit's shape (rects as `CGRect`, numbers and booleans as `NSNumber`).
    static func value(fromJSON json: JSONValue) -> Any {
        if let rect = json.rect { return rect }
        switch json {
        case .null: return NSNull()
        case .bool(let flag): return NSNumber(value: flag)
        case .number(let number):
            return number.rounded() == number && abs(number) < 1e15
                ? NSNumber(value: Int(number)) : NSNumber(value: number)
        case .string(let text): return text
        case .array(let values): return values.map(value(fromJSON:))
        case .object(let members): return Dictionary(members.map { ($0.0, value(fromJSON: $0.1)) }) { $1 }
        }
    }
}

/// Why a notification of a document could not be posted, with its name and kind if known.
struct ReplayInputError: Error {
    var name: String? = nil
    var kind: KeyboardEvent.Kind? = nil
    var message: String
}

/// The spellings of keyboard notification names a replay accepts.
enum KeyboardNotificationNames {
    /// The kind named `name`: UIKit's raw name, the Swift one (`UIResponder.` optional), or `willShow`.
    static func kind(for name: String) -> KeyboardEvent.Kind? {
        let bare = name.hasPrefix("UIResponder.") ? String(name.dropFirst("UIResponder.".count)) : name
        return KeyboardEvent.Kind.allCases.first { kind in
            let raw = kind.notificationName.rawValue
            let swift = "keyboard" + raw.dropFirst("UIKeyboard".count)
            return bare == raw || bare == swift || bare == kind.rawValue
        }
    }
}
