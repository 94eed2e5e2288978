import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A document's notification made ready to post: its name as given or printed, its kind, and
/// its `userInfo` in the shape UIKit posts (string keys; rects as `CGRect`, numbers as
/// `NSNumber`, printed values as strings).
struct ReplayInput {
    /// The name as the document or the printed text gave it.
    var name: String?
    /// The kind, `nil` when the name is not a keyboard notification.
    var kind: KeyboardEvent.Kind?
    /// The `userInfo` to post; `nil` posts none.
    var userInfo: [AnyHashable: Any]?

    /// Prepares `notification`.
    ///
    /// - Throws: ``ReplayInputError`` (carrying the name and kind read so far) when the entry
    ///   is malformed, its printed text cannot be read, or it names no keyboard notification.
    init(_ notification: ReplayNotification) throws(ReplayInputError) {
        name = notification.name
        if let problem = notification.nameError { throw ReplayInputError(name: nil, kind: nil, message: problem) }
        switch notification.userInfo {
        case .none:
            userInfo = nil
        case .object(let object):
            userInfo = Self.userInfo(fromJSON: object)
        case .invalid(let problem):
            throw ReplayInputError(name: name, kind: name.flatMap(KeyboardNotificationNames.kind), message: problem)
        case .printed(let text):
            do {
                let printed = try PrintedLog.read(text)
                name = name ?? printed.name
                userInfo = printed.userInfoDictionary
            } catch {
                throw ReplayInputError(
                    name: name, kind: name.flatMap(KeyboardNotificationNames.kind),
                    message: "the printed userInfo cannot be read: \(error)")
            }
        }
        guard let name else {
            throw ReplayInputError(
                name: nil, kind: nil,
                message: "no notification name: give \"name\", or a printed text that names the notification")
        }
        guard let kind = KeyboardNotificationNames.kind(for: name) else {
            throw ReplayInputError(
                name: name, kind: nil,
                message: "\(name) is not a keyboard notification; expected one of "
                    + KeyboardEvent.Kind.allCases.map(\.notificationName.rawValue).joined(separator: ", "))
        }
        self.kind = kind
    }

    /// A JSON `userInfo` in UIKit's shape: `{"x", "y", "width", "height"}` objects become
    /// `CGRect`s; everything else is passed as JSON gave it, for the kit to read or reject.
    static func userInfo(fromJSON object: [String: Any]) -> [AnyHashable: Any] {
        var result: [AnyHashable: Any] = [:]
        for (key, value) in object {
            if let rectObject = value as? [String: Any], JSONRect.isRectLike(rectObject),
                let rect = JSONRect.read(rectObject)
            {
                result[key] = rect
            } else {
                result[key] = value
            }
        }
        return result
    }
}

/// Why a notification of a document could not be posted, with what was known of it.
struct ReplayInputError: Error {
    /// The name, if one was given or printed.
    var name: String?
    /// The kind, if the name is a keyboard notification.
    var kind: KeyboardEvent.Kind?
    /// What is wrong.
    var message: String
}

/// The spellings of keyboard notification names a replay accepts.
enum KeyboardNotificationNames {
    /// The kind named `name`: UIKit's raw name (`UIKeyboardWillShowNotification`), the Swift
    /// spelling (`UIResponder.keyboardWillShowNotification`, `keyboardWillShowNotification`), or
    /// the kind itself (`willShow`).
    static func kind(for name: String) -> KeyboardEvent.Kind? {
        let bare = name.hasPrefix("UIResponder.") ? String(name.dropFirst("UIResponder.".count)) : name
        return KeyboardEvent.Kind.allCases.first { kind in
            let raw = kind.notificationName.rawValue
            let swift = "keyboard" + raw.dropFirst("UIKeyboard".count)
            return bare == raw || bare == swift || bare == kind.rawValue
        }
    }
}
