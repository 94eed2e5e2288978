import Foundation
import KeyboardAvoidance

#if canImport(KeyboardAvoidanceLaws)  // Scripts/fuzz.sh compiles KeyboardLaw.swift and JSONText.swift in instead
    import KeyboardAvoidanceLaws
#endif
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A replay document: a screen, a host on it, and the keyboard notifications to post, in order.
///
/// `{"screen": {"width", "height"}, "host": {"frame": RECT, "safeAreaInsets": {"top", "left", "bottom",
/// "right"}, "focus": RECT}, "laws": [NAME, …], "notifications": [{"name": …, "userInfo": {…} or its
/// printed text}, {"interactive": RECT}, …]}`, RECT being `{"x", "y", "width", "height"}`. `host` and its
/// fields are optional; `laws`, also optional, names the laws the device saw broken (the UIKit law
/// monitor writes it); other keys of the document and of an entry (`title`, `expect`, …) are ignored.
/// ``notifications`` reads one entry at a time, so memory does not grow.
struct ReplayDocument {
    /// The screen's bounds, at the origin.
    var screen: CGRect
    /// The host's window frame, in screen coordinates.
    var hostFrame: CGRect
    var safeAreaInsets: LayoutInsets
    /// The focused field's frame in the host's coordinates, if any.
    var focus: CGRect?
    /// The laws the device saw broken, if the document says.
    var laws: [KeyboardLaw]?
    private let bytes: [UInt8]
    private let notificationsStart: Int?

    /// The entries of `notifications`, read from the text one at a time as they are iterated.
    var notifications: some Sequence<JSONValue> {
        sequence(state: (notificationsStart.map { JSONReader(bytes, at: $0 + 1, depth: 2) }, 0)) { state in
            guard let entry = try? state.0?.element(after: state.1, levels: 3) else { return nil }
            state.1 += 1
            return entry
        }
    }

    /// Reads a document from JSON data; throws when it is empty, not JSON, or has no usable `screen`.
    static func read(_ data: Data) throws(ReplayDocumentError) -> ReplayDocument {
        let bytes = [UInt8](data)
        var reader = JSONReader(bytes)
        guard !reader.atEnd() else {
            throw ReplayDocumentError(
                "the input is empty: expected a JSON object {\"screen\": …, \"notifications\": […]}")
        }
        let root = try reader.value(levels: 3)
        guard reader.atEnd() else { throw reader.error("expected the end of the input") }
        guard case .object = root else {
            throw ReplayDocumentError("the input is JSON but not an object {\"screen\": …, \"notifications\": […]}")
        }
        let screenShape = "\"screen\" must be {\"width\": W, \"height\": H} with finite, positive numbers"
        guard let screenValue = root["screen"] else {
            throw ReplayDocumentError("the document has no \"screen\": add {\"width\": W, \"height\": H}")
        }
        let size = try screenValue.numbers("screen", ["width", "height"], screenShape)
        guard let width = size["width"], let height = size["height"], width > 0, height > 0 else {
            throw ReplayDocumentError(screenShape)
        }
        let screen = CGRect(x: 0, y: 0, width: width, height: height)
        let host = root["host"].flatMap { $0 == .null ? nil : $0 } ?? .object([])
        let hostShape = "\"host\" must be an object with optional \"frame\", \"safeAreaInsets\" and \"focus\""
        _ = try host.members("host", ["frame", "safeAreaInsets", "focus"], hostShape)
        if reader.notificationsStart == nil, let list = root["notifications"], list != .null {
            throw ReplayDocumentError("\"notifications\" must be an array")
        }
        return ReplayDocument(
            screen: screen,
            hostFrame: try host["frame"]?.rect("host.frame") ?? screen,
            safeAreaInsets: try host["safeAreaInsets"].map(readInsets) ?? .zero,
            focus: try host["focus"]?.rect("host.focus"),
            laws: try root["laws"].flatMap(readLaws),
            bytes: bytes, notificationsStart: reader.notificationsStart)
    }

    /// The law names of `value`, an array of strings (`null` reads as none given).
    private static func readLaws(_ value: JSONValue) throws(ReplayDocumentError) -> [KeyboardLaw]? {
        let shape = "\"laws\" must be an array of law names, such as [\"focusedFieldUncovered\"]"
        if value == .null { return nil }
        guard case .array(let names) = value else { throw ReplayDocumentError(shape) }
        var laws: [KeyboardLaw] = []
        for name in names {
            guard case .string(let text) = name else { throw ReplayDocumentError(shape) }
            guard let law = KeyboardLaw(rawValue: text) else {
                let known = KeyboardLaw.allCases.map(\.rawValue).joined(separator: ", ")
                throw ReplayDocumentError(
                    "\"laws\" names \"\(text.prefix(40))\", which is not a law; the laws: \(known)")
            }
            laws.append(law)
        }
        return laws
    }

    private static func readInsets(_ value: JSONValue) throws(ReplayDocumentError) -> LayoutInsets {
        let edges = ["top", "left", "bottom", "right"]
        let numbers = try value.numbers(
            "host.safeAreaInsets", edges, "\"host.safeAreaInsets\" must be {\"top\", \"left\", \"bottom\", \"right\"}")
        if let edge = edges.first(where: { numbers[$0, default: 0] < 0 }) {
            throw ReplayDocumentError("\"host.safeAreaInsets.\(edge)\" must be a finite, non-negative number")
        }
        let values = edges.map { numbers[$0, default: 0] }
        return LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}

/// Why a replay document was rejected as a whole, naming the field, or the line and column.
struct ReplayDocumentError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}

/// A JSON value with ordered object keys, written deterministically.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func rect(_ rect: CGRect) -> JSONValue {
        .object([
            ("x", .number(Double(rect.minX))), ("y", .number(Double(rect.minY))),
            ("width", .number(Double(rect.width))), ("height", .number(Double(rect.height))),
        ])
    }

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// An object of exactly `x`, `y`, `width` and `height`, all numbers, as a rect.
    var rect: CGRect? {
        guard case .object(let members) = self, members.count == 4, case .number(let x)? = self["x"],
            case .number(let y)? = self["y"], case .number(let width)? = self["width"],
            case .number(let height)? = self["height"]
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The members of the object `field`, which has no keys but `keys`; throws with `shape` otherwise.
    func members(_ field: String, _ keys: [String], _ shape: String) throws(ReplayDocumentError)
        -> [(String, JSONValue)]
    {
        guard case .object(let members) = self else { throw ReplayDocumentError(shape) }
        if let other = members.first(where: { !keys.contains($0.0) }) {
            throw ReplayDocumentError("\"\(field)\" has no \"\(other.0)\"; " + shape)
        }
        return members
    }

    /// The numbers of the object `field` (``members(_:_:_:)``); throws naming a value that is not finite.
    func numbers(_ field: String, _ keys: [String], _ shape: String) throws(ReplayDocumentError) -> [String: CGFloat] {
        var numbers: [String: CGFloat] = [:]
        for (key, value) in try members(field, keys, shape) {
            guard case .number(let number) = value, number.isFinite else {
                throw ReplayDocumentError("\"\(field).\(key)\" must be a finite number, not \(value.text.prefix(40))")
            }
            numbers[key] = CGFloat(number)
        }
        return numbers
    }

    /// This object's rect, of finite numbers and a non-negative size; throws naming `field`.
    func rect(_ field: String) throws(ReplayDocumentError) -> CGRect {
        let shape =
            "\"\(field)\" must be {\"x\", \"y\", \"width\", \"height\"} with finite numbers and a non-negative size"
        let numbers = try numbers(field, ["x", "y", "width", "height"], shape)
        guard let x = numbers["x"], let y = numbers["y"], let width = numbers["width"], let height = numbers["height"],
            width >= 0, height >= 0
        else { throw ReplayDocumentError(shape) }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The value on one line: `", "` between items, `": "` after keys, non-finite numbers `null`.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number) where !number.isFinite: "null"
        case .number(let number) where number == number.rounded() && abs(number) < 1e15: String(Int64(number))
        case .number(let number): "\(number)"
        case .string(let string): Self.quote(string)
        case .array(let values): "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .object(let pairs): "{" + pairs.map { Self.quote($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

    /// `string` in quotes, escaped.
    static func quote(_ string: String) -> String { JSONText.quote(string) }
}

/// A strict JSON reader (RFC 8259) over bytes that rejects a repeated key and nesting deeper than ``maxDepth``
/// and, so that its memory does not grow with the text, keeps objects `levels` deep and in them the members
/// of ``kept`` keys and the first other one (arrays and deeper objects are left empty, but for the elements
/// of the root's `laws`, a short list of names).
struct JSONReader {
    static let maxDepth = 64
    /// The keys whose values are kept: the format's fields and the kit's `userInfo` keys.
    static let kept = Set(
        [
            "screen", "host", "notifications", "frame", "safeAreaInsets", "focus", "x", "y", "width", "height", "top",
            "left", "bottom", "right", "name", "userInfo", "interactive", "laws",
        ] + PrintedKey.all.filter(\.isRead).map(\.name))
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    let bytes: [UInt8]
    private(set) var index: Int
    private var depth: Int
    /// Where the root object's `notifications` array starts, once read.
    private(set) var notificationsStart: Int?

    init(_ bytes: [UInt8], at index: Int = 0, depth: Int = 0) {
        (self.bytes, self.index, self.depth) = (bytes, index, depth)
    }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The error `message` at `offset` (default: the next byte), with its line and column.
    func error(_ message: String, at offset: Int? = nil, syntax: Bool = true) -> ReplayDocumentError {
        let located = PrintedLogError(message: message, offset: offset ?? index).located(in: bytes)
        return ReplayDocumentError((syntax ? "the input is not JSON: " : "") + located.description)
    }

    /// Skips white space; whether the text ends there.
    mutating func atEnd() -> Bool {
        while let byte = next, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        return index == bytes.count
    }

    /// Reads a value, keeping objects `levels` deep, and an array's elements (not their contents) when
    /// `keepsElements`.
    mutating func value(levels: Int, keepsElements: Bool = false) throws(ReplayDocumentError) -> JSONValue {
        guard !atEnd(), let byte = next else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(levels: levels)
        case UInt8(ascii: "["):
            try enter()
            var elements: [JSONValue] = []
            var count = 0
            while let element = try element(after: count, levels: 0) {
                count += 1
                if keepsElements { elements.append(element) }
            }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    /// The next element of the array being read, `nil` after its `]`.
    mutating func element(after count: Int, levels: Int) throws(ReplayDocumentError) -> JSONValue? {
        guard try more(after: count, closing: UInt8(ascii: "]")) else { return nil }
        return try value(levels: levels)
    }

    private mutating func object(levels: Int) throws(ReplayDocumentError) -> JSONValue {
        try enter()
        var keys: Set<String> = []
        var members: [(String, JSONValue)] = []
        while try more(after: keys.count, closing: UInt8(ascii: "}")) {
            guard !atEnd(), next == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let start = index
            let key = try string()
            guard keys.insert(key).inserted else {
                throw error("duplicate key \"\(key)\": a key may appear once in an object", at: start, syntax: false)
            }
            guard !atEnd(), next == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            if depth == 1, key == "notifications", !atEnd(), next == UInt8(ascii: "[") { notificationsStart = index }
            let kept = Self.kept.contains(key)
            let keep = levels > 0 && (kept || members.allSatisfy { Self.kept.contains($0.0) })
            let value = try value(levels: keep && kept ? levels - 1 : 0, keepsElements: depth == 1 && key == "laws")
            if keep { members.append((key, value)) }
        }
        return .object(levels > 0 ? members : [])
    }

    /// Consumes `{` or `[`, one level deeper.
    private mutating func enter() throws(ReplayDocumentError) {
        guard depth < Self.maxDepth else {
            throw error("nested deeper than \(Self.maxDepth) levels", syntax: false)
        }
        depth += 1
        index += 1
    }

    /// Whether another item follows (consuming the `,` after the first); consumes `closing` at the end.
    private mutating func more(after count: Int, closing: UInt8) throws(ReplayDocumentError) -> Bool {
        let expected = "'\(Character(Unicode.Scalar(closing)))'"
        guard !atEnd() else { throw error("expected \(expected)") }
        if next == closing {
            index += 1
            depth -= 1
            return false
        }
        guard count == 0 || next == UInt8(ascii: ",") else { throw error("expected ',' or \(expected)") }
        index += count == 0 ? 0 : 1
        return true
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(ReplayDocumentError) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected a value") }
        index += word.utf8.count
        return value
    }

    private mutating func number() throws(ReplayDocumentError) -> Double {
        let start = index
        if next == UInt8(ascii: "-") { index += 1 }
        let integer = index
        let digits = skipDigits()
        guard digits > 0 else { throw error("expected a value", at: start) }
        guard digits == 1 || bytes[integer] != UInt8(ascii: "0") else {
            throw error("a number does not start with 0", at: integer)
        }
        if next == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw error("expected digits after '.'") }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            index += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error("expected the exponent's digits") }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? .nan
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func string() throws(ReplayDocumentError) -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        while let byte = next, byte != UInt8(ascii: "\"") {
            index += 1
            guard byte >= 0x20 else { throw error("a control character in a string must be escaped", at: index - 1) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard let escape = next else { break }
            index += 1
            if let decoded = Self.escapes[escape] {
                text.append(decoded)
            } else if escape == UInt8(ascii: "u") {
                text += String(try scalar()).utf8
            } else {
                throw error("invalid escape in a string", at: index - 2)
            }
        }
        guard next == UInt8(ascii: "\"") else { throw error("the string does not end", at: start) }
        index += 1
        let string = String(decoding: text, as: UTF8.self)
        guard string.utf8.elementsEqual(text) else { throw error("the string is not UTF-8", at: start) }
        return string
    }

    /// The character of a `\uXXXX` escape (after its `\u`), or of a surrogate pair of two.
    private mutating func scalar() throws(ReplayDocumentError) -> Character {
        let start = index - 2
        var value = try hex()
        if (0xD800..<0xDC00).contains(value), bytes[index...].starts(with: "\\u".utf8) {
            index += 2
            let low = try hex()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair", at: start) }
            value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("a lone surrogate", at: start) }
        return Character(scalar)
    }

    private mutating func hex() throws(ReplayDocumentError) -> UInt32 {
        let digits = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
        guard digits.count == 4, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            throw error("expected four hexadecimal digits after \\u")
        }
        index += 4
        return value
    }
}
