import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A replay document: a screen, a host on it, and the keyboard notifications to post, in order.
///
/// Read from JSON:
///
/// ```json
/// {"screen": {"width": 375, "height": 667},
///  "host": {"frame": {"x": 0, "y": 0, "width": 375, "height": 667},
///           "safeAreaInsets": {"top": 20, "left": 0, "bottom": 0, "right": 0},
///           "focus": {"x": 16, "y": 560, "width": 343, "height": 44}},
///  "notifications": [{"name": "UIKeyboardWillShowNotification", "userInfo": "{ … }"},
///                    {"interactive": {"x": 0, "y": 700, "width": 390, "height": 291}}]}
/// ```
///
/// An `interactive` entry is a keyboard frame tracked between notifications, as a finger drags
/// the keyboard in an interactive dismissal: it is fed to the monitor
/// (`KeyboardMonitor.trackKeyboardFrame(_:)`), not posted.
///
/// `screen` is required. `host` and each of its fields are optional: the frame defaults to the
/// screen's bounds (screen coordinates), the insets to zero, and `focus` (host coordinates) to
/// no focused field. A notification entry that cannot be used is kept, to be reported in its
/// place; only a document without a usable `screen`, or with a malformed `host`, is rejected.
struct ReplayDocument {
    /// The screen's bounds, at the origin.
    var screen: CGRect
    /// The host's window frame, in screen coordinates.
    var hostFrame: CGRect
    /// The host's safe-area insets.
    var safeAreaInsets: LayoutInsets
    /// The focused field's frame in the host's coordinates, if any.
    var focus: CGRect?
    /// The notifications, in order.
    var notifications: [ReplayNotification]

    /// Reads a document from JSON data.
    ///
    /// - Throws: ``ReplayDocumentError`` when the data is not JSON, not an object, or has no
    ///   usable `screen`, or a malformed `host`.
    static func read(_ data: Data) throws(ReplayDocumentError) -> ReplayDocument {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ReplayDocumentError("the input is not JSON" + (detail.map { ": \($0)" } ?? ""))
        }
        guard let root = object as? [String: Any] else {
            throw ReplayDocumentError("the input is JSON but not an object {\"screen\": …, \"notifications\": […]}")
        }
        return try read(root)
    }

    private static func read(_ root: [String: Any]) throws(ReplayDocumentError) -> ReplayDocument {
        let screen = try readScreen(root["screen"])
        let host = try readHost(root["host"])
        let frame = try host["frame"].map { (raw) throws(ReplayDocumentError) in try JSONRect.require(raw, "host.frame")
        }
        let insets = try host["safeAreaInsets"].map { (raw) throws(ReplayDocumentError) in try readInsets(raw) }
        let focus = try host["focus"].map { (raw) throws(ReplayDocumentError) in try JSONRect.require(raw, "host.focus")
        }
        return ReplayDocument(
            screen: screen, hostFrame: frame ?? screen, safeAreaInsets: insets ?? .zero, focus: focus,
            notifications: try readNotifications(root["notifications"]))
    }

    private static func readScreen(_ raw: Any?) throws(ReplayDocumentError) -> CGRect {
        guard let raw else {
            throw ReplayDocumentError("the document has no \"screen\": add {\"width\": W, \"height\": H}")
        }
        guard let screen = raw as? [String: Any], let width = JSONNumber.read(screen["width"]),
            let height = JSONNumber.read(screen["height"]), width.isFinite, height.isFinite, width > 0, height > 0
        else {
            throw ReplayDocumentError("\"screen\" must be {\"width\": W, \"height\": H} with finite, positive numbers")
        }
        return CGRect(x: 0, y: 0, width: width, height: height)
    }

    private static func readHost(_ raw: Any?) throws(ReplayDocumentError) -> [String: Any] {
        guard let raw, !(raw is NSNull) else { return [:] }
        guard let host = raw as? [String: Any] else {
            throw ReplayDocumentError(
                "\"host\" must be an object with optional \"frame\", \"safeAreaInsets\" and \"focus\"")
        }
        return host
    }

    private static func readInsets(_ raw: Any) throws(ReplayDocumentError) -> LayoutInsets {
        guard let insets = raw as? [String: Any] else {
            throw ReplayDocumentError("\"host.safeAreaInsets\" must be {\"top\", \"left\", \"bottom\", \"right\"}")
        }
        var values: [CGFloat] = []
        for edge in ["top", "left", "bottom", "right"] {
            guard let value = insets[edge] else {
                values.append(0)
                continue
            }
            guard let number = JSONNumber.read(value), number.isFinite, number >= 0 else {
                throw ReplayDocumentError("\"host.safeAreaInsets.\(edge)\" must be a finite, non-negative number")
            }
            values.append(number)
        }
        return LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private static func readNotifications(_ raw: Any?) throws(ReplayDocumentError) -> [ReplayNotification] {
        guard let raw, !(raw is NSNull) else { return [] }
        guard let list = raw as? [Any] else { throw ReplayDocumentError("\"notifications\" must be an array") }
        return list.map(ReplayNotification.init(json:))
    }
}

/// Why a replay document was rejected as a whole.
struct ReplayDocumentError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the field.
    var description: String

    init(_ description: String) { self.description = description }
}

/// One entry of a document's `notifications`, as given: a name (optional when the printed text
/// names the notification) and a `userInfo` that is a JSON object, printed text, or absent.
struct ReplayNotification {
    /// Where the `userInfo` comes from.
    enum UserInfo {
        /// No `userInfo` (absent or `null`): the kit reports it missing.
        case none
        /// A JSON object, keys as in UIKit.
        case object([String: Any])
        /// The text iOS printed.
        case printed(String)
        /// Something else; the message says what.
        case invalid(String)
    }

    /// The `name` given in the document, if any.
    var name: String?
    /// A problem with `name` itself (not a string), if any.
    var nameError: String?
    /// The `userInfo`.
    var userInfo: UserInfo
    /// For an `interactive` entry: the tracked frame, or what is wrong with it.
    var interactive: Result<CGRect, ReplayDocumentError>?

    /// Reads one entry; problems are kept to be reported in the entry's result.
    init(json: Any) {
        guard let entry = json as? [String: Any] else {
            name = nil
            nameError = "a notification must be an object {\"name\": …, \"userInfo\": …}"
            userInfo = .none
            return
        }
        if let frame = entry["interactive"] {
            (name, nameError, userInfo) = (nil, nil, .none)
            interactive = Result { () throws(ReplayDocumentError) in try JSONRect.require(frame, "interactive") }
            return
        }
        switch entry["name"] {
        case nil, is NSNull: (name, nameError) = (nil, nil)
        case let text as String: (name, nameError) = (text, nil)
        default: (name, nameError) = (nil, "\"name\" must be a string")
        }
        switch entry["userInfo"] {
        case nil, is NSNull: userInfo = .none
        case let text as String: userInfo = .printed(text)
        case let object as [String: Any]: userInfo = .object(object)
        default: userInfo = .invalid("\"userInfo\" must be an object or the printed text of one")
        }
    }
}

/// Reads numbers from JSON values: numbers, and numeric strings (`"0.25"`, `"inf"`).
enum JSONNumber {
    /// The number in `raw`, or `nil`.
    static func read(_ raw: Any?) -> CGFloat? {
        switch raw {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let text as String: return Double(text.trimmingCharacters(in: .whitespaces)).map { CGFloat($0) }
        default: return nil
        }
    }
}

/// Reads rects from JSON values: `{"x", "y", "width", "height"}` objects or the text
/// `"NSRect: {{x, y}, {w, h}}"`.
enum JSONRect {
    /// The rect in `raw`, or `nil` when it is not a rect.
    static func read(_ raw: Any) -> CGRect? {
        if let text = raw as? String { return RectText.parse(text) }
        guard let object = raw as? [String: Any] else { return nil }
        guard let x = JSONNumber.read(object["x"]), let y = JSONNumber.read(object["y"]),
            let width = JSONNumber.read(object["width"]), let height = JSONNumber.read(object["height"])
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The finite rect in `raw`.
    ///
    /// - Throws: ``ReplayDocumentError`` naming `field` when it is not one.
    static func require(_ raw: Any, _ field: String) throws(ReplayDocumentError) -> CGRect {
        guard let rect = read(raw), rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
            rect.height.isFinite, rect.width >= 0, rect.height >= 0
        else {
            throw ReplayDocumentError(
                "\"\(field)\" must be {\"x\", \"y\", \"width\", \"height\"} with finite numbers and a non-negative size"
            )
        }
        return rect
    }

    /// Whether `object` looks like a rect (it has any of the four rect keys).
    static func isRectLike(_ object: [String: Any]) -> Bool {
        ["x", "y", "width", "height"].contains { object[$0] != nil }
    }
}
