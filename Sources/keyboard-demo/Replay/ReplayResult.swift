import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a replay reports after one notification.
///
/// The first seven fields are the replay contract; the others explain them.
struct ReplayResult: Equatable {
    /// The notification's name, as given or printed.
    var name: String?
    /// Its kind, `nil` when the name is not a keyboard notification.
    var kind: KeyboardEvent.Kind?
    /// Why it could not be read (the state is then unchanged), or `nil`.
    var error: String?
    /// Whether the kit read it and deliberately did not act on it: another app's keyboard, a
    /// duplicate, a did-notification that only confirms. Observed on the host: no hook ran.
    var ignored: Bool
    /// Where the keyboard is after it.
    var attachment: KeyboardAttachment
    /// How many points of the host the keyboard covers after it.
    var overlap: CGFloat
    /// The full-view shift's vertical offset of the host after it (0 or negative).
    var shift: CGFloat
    /// How the kit's state took it, `nil` on an error.
    var outcome: KeyboardState.Outcome?
    /// The keyboard's end frame as read, `nil` on an error.
    var endFrame: CGRect?
    /// Whether the focused field is visible after it, `nil` without a field.
    var focusVisible: Bool?
    /// Whether the entry was a tracked frame (`interactive`) rather than a notification.
    var isInteractive = false
    /// What each other strategy did (``ReplayStrategies/json``).
    var strategies: JSONValue

    /// The result as a JSON object, contract fields first.
    var json: JSONValue {
        .object([
            ("name", name.map(JSONValue.string) ?? .null),
            ("kind", isInteractive ? .string("interactive") : kind.map { .string($0.rawValue) } ?? .null),
            ("error", error.map(JSONValue.string) ?? .null),
            ("ignored", .bool(ignored)),
            ("attachment", .string(attachment.rawValue)),
            ("overlap", .number(Double(overlap))),
            ("shift", .number(Double(shift))),
            ("outcome", outcome.map { .string(Self.name(of: $0)) } ?? .null),
            ("endFrame", endFrame.map(JSONValue.rect) ?? .null),
            ("focusVisible", focusVisible.map(JSONValue.bool) ?? .null),
            ("strategies", strategies),
        ])
    }

    /// `{"results": [...]}` with one result per line.
    static func json(_ results: [ReplayResult]) -> String {
        guard !results.isEmpty else { return "{\"results\": []}\n" }
        let lines = results.map { "  " + $0.json.text }
        return "{\"results\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    static func name(of outcome: KeyboardState.Outcome) -> String {
        switch outcome {
        case .changed: "changed"
        case .repeated: "repeated"
        case .duplicate: "duplicate"
        case .ignored: "ignored"
        }
    }
}

/// A JSON value with ordered object keys, written deterministically.
///
/// ```swift
/// JSONValue.object([("a", .number(1)), ("b", .null)]).text // {"a": 1, "b": null}
/// ```
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A rect as `{"x", "y", "width", "height"}`.
    static func rect(_ rect: CGRect) -> JSONValue {
        .object([
            ("x", .number(Double(rect.minX))), ("y", .number(Double(rect.minY))),
            ("width", .number(Double(rect.width))), ("height", .number(Double(rect.height))),
        ])
    }

    /// The value on one line: `", "` between items and `": "` after keys. Non-finite numbers
    /// are written `null`; integral numbers without a fraction.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Self.format(number)
        case .string(let string): Self.quote(string)
        case .array(let values): "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .object(let pairs): "{" + pairs.map { Self.quote($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
