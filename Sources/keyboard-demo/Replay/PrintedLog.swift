import Foundation

/// Reads the text iOS printed for a keyboard notification back into its name and `userInfo`.
///
/// Two printed forms are understood, each optionally inside a notification's description and
/// after any log prefix (a timestamp, `App[123:456]`, a label):
///
/// - the `NSDictionary` description that `NSLog("%@", note.userInfo)` writes:
///   `{ UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}"; … }`, also inside
///   `NSConcreteNotification 0x… {name = UIKeyboardWillShowNotification; userInfo = {…}}`;
/// - Swift's `print` of the dictionary:
///   `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, …]`, also
///   inside `name = …, object = …, userInfo = Optional([…])`.
///
/// Values are kept as the text that was printed (quotes removed, escapes decoded); the kit's
/// own `userInfo` reader turns `"NSRect: …"`, `"0.25"`, `"7"`, `"1"` and `inf` into frames and
/// numbers, and ignores keys it does not know.
///
/// A pure function: no global state, linear in the input, bounded recursion, never traps; a
/// text it cannot read throws a ``PrintedLogError`` saying what was expected where.
///
/// ```swift
/// let note = try PrintedLog.read(#"{ UIKeyboardAnimationCurveUserInfoKey = 7; }"#)
/// note.userInfo?.first?.value // .text("7")
/// ```
enum PrintedLog {
    /// The notification read from `text`.
    ///
    /// - Throws: ``PrintedLogError`` when no dictionary can be read.
    static func read(_ text: String) throws(PrintedLogError) -> PrintedNotification {
        let bytes = Array(text.utf8)
        do {
            return try read(bytes)
        } catch {
            throw error.located(in: bytes)
        }
    }

    private static func read(_ bytes: [UInt8]) throws(PrintedLogError) -> PrintedNotification {
        if let start = PrintedLogScanner.find("NSConcreteNotification", in: bytes) {
            return try readNotificationDescription(bytes, after: start)
        }
        if let start = PrintedLogScanner.findUserInfoLabel(in: bytes) {
            return try readLabelledUserInfo(bytes, at: start)
        }
        let userInfo = try readBareDictionary(bytes)
        return PrintedNotification(name: PrintedLogScanner.notificationName(in: bytes), userInfo: userInfo)
    }

    /// `NSConcreteNotification 0x… {name = …; object = …; userInfo = {…}}`.
    private static func readNotificationDescription(_ bytes: [UInt8], after start: Int) throws(PrintedLogError)
        -> PrintedNotification
    {
        var scanner = PrintedLogScanner(bytes: bytes, index: start)
        guard scanner.skip(to: UInt8(ascii: "{")) else {
            throw scanner.error("expected '{' after NSConcreteNotification")
        }
        scanner.index -= 1
        let fields = try scanner.dictionaryDescription()
        let name = fields.last { $0.key == "name" }?.value.text
        guard let userInfo = fields.last(where: { $0.key == "userInfo" })?.value else {
            return PrintedNotification(name: name, userInfo: nil)
        }
        switch userInfo {
        case .dictionary(let entries): return PrintedNotification(name: name, userInfo: entries)
        case .text(let text) where PrintedLogScanner.isNil(text): return PrintedNotification(name: name, userInfo: nil)
        default: throw scanner.error("expected the userInfo to be a dictionary { … }")
        }
    }

    /// `name = …, object = …, userInfo = Optional([…])`, or any text with a `userInfo =` or
    /// `userInfo:` label before the dictionary.
    private static func readLabelledUserInfo(_ bytes: [UInt8], at start: Int) throws(PrintedLogError)
        -> PrintedNotification
    {
        var scanner = PrintedLogScanner(bytes: bytes, index: start)
        let name = PrintedLogScanner.notificationName(in: bytes)
        scanner.skipSpace()
        let optional = scanner.consume("Optional(")
        scanner.skipSpace()
        if scanner.consume("nil") || scanner.consume("(null)") {
            return PrintedNotification(name: name, userInfo: nil)
        }
        let entries: [PrintedEntry]
        switch scanner.peek {
        case UInt8(ascii: "["): entries = try scanner.swiftDictionary()
        case UInt8(ascii: "{"): entries = try scanner.dictionaryDescription()
        default:
            throw scanner.error("expected a dictionary ('{' or '[') after the userInfo label")
        }
        if optional {
            scanner.skipSpace()
            guard scanner.consume(")") else { throw scanner.error("expected ')' closing Optional(") }
        }
        return PrintedNotification(name: name, userInfo: entries)
    }

    /// The first dictionary in `bytes`, in either printed form, after any log prefix.
    private static func readBareDictionary(_ bytes: [UInt8]) throws(PrintedLogError) -> [PrintedEntry] {
        var firstError: PrintedLogError?
        var starts = PrintedLogScanner.dictionaryStarts(in: bytes)
        if starts.isEmpty, let bracket = bytes.firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") })
        {
            starts = [bracket]  // not shaped like a dictionary: read it anyway, for a precise error
        }
        for start in starts {
            var scanner = PrintedLogScanner(bytes: bytes, index: start)
            do {
                return bytes[start] == UInt8(ascii: "[")
                    ? try scanner.swiftDictionary() : try scanner.dictionaryDescription()
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError
            ?? PrintedLogError(
                message: "found no dictionary: expected { key = value; … } or [AnyHashable(\"key\"): value, …]",
                offset: 0)
    }
}

/// A notification as printed: its name, if the text gave one, and its `userInfo` entries
/// (`nil` when printed as `(null)` or `nil`, or absent from a notification's description).
struct PrintedNotification: Equatable, Sendable {
    /// The notification's name as printed (for example `UIKeyboardWillShowNotification`).
    var name: String?
    /// The entries, in printed order.
    var userInfo: [PrintedEntry]?

    /// The `userInfo` as a notification carries it: string keys, string values, nested
    /// dictionaries and arrays; later duplicates win.
    var userInfoDictionary: [AnyHashable: Any]? {
        userInfo.map(PrintedValue.foundationDictionary)
    }
}

/// One `key = value` (or `key: value`) pair of a printed dictionary.
struct PrintedEntry: Equatable, Sendable {
    /// The key, without quotes or `AnyHashable(…)`.
    var key: String
    /// The value.
    var value: PrintedValue
}

/// A printed value: the text of a scalar (quotes removed, escapes decoded), a nested
/// dictionary, or an array.
enum PrintedValue: Equatable, Sendable {
    case text(String)
    case dictionary([PrintedEntry])
    case list([PrintedValue])

    /// The text of a scalar, `nil` for a dictionary or an array.
    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The value as Foundation would hold it: `String`, `[AnyHashable: Any]` or `[Any]`.
    var foundationValue: Any {
        switch self {
        case .text(let text): text
        case .dictionary(let entries): Self.foundationDictionary(entries)
        case .list(let values): values.map(\.foundationValue)
        }
    }

    /// The entries as a Foundation dictionary; later duplicates win.
    static func foundationDictionary(_ entries: [PrintedEntry]) -> [AnyHashable: Any] {
        var result: [AnyHashable: Any] = [:]
        for entry in entries { result[entry.key] = entry.value.foundationValue }
        return result
    }
}

/// Why a printed notification could not be read, and where: a 1-based line, and a 1-based
/// column counted in UTF-8 bytes.
struct PrintedLogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was expected or wrong.
    var message: String
    /// The byte offset of the problem in the text.
    var offset: Int
    /// The line of the problem, from 1.
    var line = 1
    /// The column (byte) of the problem in its line, from 1.
    var column = 1

    /// `line L, column C: message`.
    var description: String { "line \(line), column \(column): \(message)" }

    /// The error with its line and column computed from its offset in `bytes` (done once, for
    /// the error that is reported, not for every alternative the reader tried).
    func located(in bytes: [UInt8]) -> PrintedLogError {
        let end = min(max(0, offset), bytes.count)
        var located = self
        located.line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 0x0A {
            located.line += 1
            lineStart = index + 1
        }
        located.column = end - lineStart + 1
        return located
    }
}

/// A cursor over the UTF-8 bytes of a printed log, with the grammar of both printed forms.
///
/// Every loop advances the cursor or stops; nesting is limited to ``maxDepth`` levels so that
/// no input can exhaust the stack.
struct PrintedLogScanner {
    /// The deepest nesting of dictionaries, arrays and brackets accepted.
    static let maxDepth = 32

    let bytes: [UInt8]
    var index: Int
    private var depth = 0

    init(bytes: [UInt8], index: Int) {
        self.bytes = bytes
        self.index = index
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    var isAtEnd: Bool { index >= bytes.count }

    // MARK: - Errors

    /// An error at the cursor.
    func error(_ message: String) -> PrintedLogError {
        let found = isAtEnd ? "the end of the text" : "'\(Self.excerpt(bytes, from: index))'"
        return PrintedLogError(message: "\(message), found \(found)", offset: index)
    }

    private static func excerpt(_ bytes: [UInt8], from index: Int) -> String {
        let end = min(bytes.count, index + 12)
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        let line = text.prefix { $0 != "\n" }
        return end < bytes.count || line.count < text.count ? line + "…" : String(line)
    }

    // MARK: - Basics

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    mutating func skipSpace() {
        while let byte = peek, Self.isSpace(byte) { index += 1 }
    }

    /// Consumes `literal` if the text continues with it.
    mutating func consume(_ literal: String) -> Bool {
        var cursor = index
        for byte in literal.utf8 {
            guard cursor < bytes.count, bytes[cursor] == byte else { return false }
            cursor += 1
        }
        index = cursor
        return true
    }

    /// Moves the cursor past the next `byte`; `false` (cursor at the end) when there is none.
    mutating func skip(to byte: UInt8) -> Bool {
        while let next = peek {
            index += 1
            if next == byte { return true }
        }
        return false
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(PrintedLogError) {
        skipSpace()
        guard peek == byte else { throw error("expected \(what)") }
        index += 1
    }

    private mutating func enter() throws(PrintedLogError) {
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        depth += 1
    }

    // MARK: - NSDictionary description

    /// `{ key = value; … }` at the cursor, which must be on `{`. The last `;` may be missing.
    mutating func dictionaryDescription() throws(PrintedLogError) -> [PrintedEntry] {
        try enter()
        defer { depth -= 1 }
        try expect(UInt8(ascii: "{"), "'{'")
        var entries: [PrintedEntry] = []
        while true {
            skipSpace()
            if peek == UInt8(ascii: "}") {
                index += 1
                return entries
            }
            guard !isAtEnd else { throw error("expected '}' closing the dictionary") }
            let key = try descriptionKey()
            try expect(UInt8(ascii: "="), "'=' after the key '\(key)'")
            let value = try descriptionValue(stops: [UInt8(ascii: ";"), UInt8(ascii: "}")])
            entries.append(PrintedEntry(key: key, value: value))
            skipSpace()
            if peek == UInt8(ascii: ";") {
                index += 1
            } else if peek != UInt8(ascii: "}") {
                throw error("expected ';' or '}' after the value of '\(key)'")
            }
        }
    }

    private mutating func descriptionKey() throws(PrintedLogError) -> String {
        if peek == UInt8(ascii: "\"") { return try quoted() }
        let start = index
        while let byte = peek, byte != UInt8(ascii: "="), !Self.isSpace(byte) {
            guard ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(byte) else { break }
            index += 1
        }
        guard index > start else { throw error("expected a key") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A value of the description form: a dictionary, an array, a quoted string, or the raw
    /// text up to one of `stops` (`NSRect: {{0, 451}, {375, 216}}` is raw text).
    private mutating func descriptionValue(stops: [UInt8]) throws(PrintedLogError) -> PrintedValue {
        skipSpace()
        switch peek {
        case UInt8(ascii: "\""):
            return .text(try quoted())
        case UInt8(ascii: "{") where looksLikeDescriptionDictionary(at: index):
            let start = index
            do { return .dictionary(try dictionaryDescription()) } catch { index = start }
            return .text(try raw(stops: stops))
        case UInt8(ascii: "("):
            let start = index
            do { return .list(try descriptionArray()) } catch { index = start }
            return .text(try raw(stops: stops))
        default:
            return .text(try raw(stops: stops))
        }
    }

    private mutating func descriptionArray() throws(PrintedLogError) -> [PrintedValue] {
        try enter()
        defer { depth -= 1 }
        try expect(UInt8(ascii: "("), "'('")
        var values: [PrintedValue] = []
        skipSpace()
        if peek == UInt8(ascii: ")") {
            index += 1
            return values
        }
        while true {
            values.append(try descriptionValue(stops: [UInt8(ascii: ","), UInt8(ascii: ")")]))
            skipSpace()
            guard let byte = peek else { throw error("expected ')' closing the array") }
            index += 1
            if byte == UInt8(ascii: ")") { return values }
            guard byte == UInt8(ascii: ",") else {
                index -= 1
                throw error("expected ',' or ')' in the array")
            }
        }
    }

    /// Whether a `{` at `start` opens a `key = value;` dictionary (or `{}`) rather than the text
    /// of a rect or a point such as `{{0, 451}, {375, 216}}`.
    func looksLikeDescriptionDictionary(at start: Int) -> Bool {
        var cursor = start + 1
        while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return false }
        if bytes[cursor] == UInt8(ascii: "}") { return true }
        if bytes[cursor] == UInt8(ascii: "\"") {
            cursor += 1
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
                cursor += bytes[cursor] == UInt8(ascii: "\\") ? 2 : 1
            }
            cursor += 1
        } else {
            let keyStart = cursor
            while cursor < bytes.count, Self.isIdentifier(bytes[cursor]) { cursor += 1 }
            guard cursor > keyStart else { return false }
        }
        while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
        return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "=")
    }

    // MARK: - Swift dictionary print

    /// `[key: value, …]` or `[:]` at the cursor, which must be on `[`.
    mutating func swiftDictionary() throws(PrintedLogError) -> [PrintedEntry] {
        try enter()
        defer { depth -= 1 }
        try expect(UInt8(ascii: "["), "'['")
        skipSpace()
        if consume(":") {
            try expect(UInt8(ascii: "]"), "']' closing the empty dictionary [:]")
            return []
        }
        var entries: [PrintedEntry] = []
        while true {
            skipSpace()
            let key = try swiftKey()
            try expect(UInt8(ascii: ":"), "':' after the key '\(key)'")
            entries.append(PrintedEntry(key: key, value: try swiftValue()))
            skipSpace()
            guard let byte = peek else { throw error("expected ']' closing the dictionary") }
            index += 1
            if byte == UInt8(ascii: "]") { return entries }
            guard byte == UInt8(ascii: ",") else {
                index -= 1
                throw error("expected ',' or ']' after the value of '\(key)'")
            }
        }
    }

    /// `AnyHashable("key")`, `"key"`, or bare text up to `:`.
    private mutating func swiftKey() throws(PrintedLogError) -> String {
        if consume("AnyHashable(") {
            skipSpace()
            let key = peek == UInt8(ascii: "\"") ? try quoted() : try raw(stops: [UInt8(ascii: ")")])
            try expect(UInt8(ascii: ")"), "')' closing AnyHashable(")
            return key
        }
        if peek == UInt8(ascii: "\"") { return try quoted() }
        let key = try raw(stops: [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "]")])
        return key
    }

    /// A quoted string, a nested Swift dictionary, or raw text up to `,` or `]`.
    private mutating func swiftValue() throws(PrintedLogError) -> PrintedValue {
        skipSpace()
        let stops = [UInt8(ascii: ","), UInt8(ascii: "]")]
        if peek == UInt8(ascii: "\"") {
            let start = index
            let text = try quoted()
            skipSpace()
            if let byte = peek, stops.contains(byte) { return .text(text) }
            index = start  // a quote that begins a longer raw value
        } else if peek == UInt8(ascii: "[") {
            let start = index
            do { return .dictionary(try swiftDictionary()) } catch { index = start }
        } else if peek == UInt8(ascii: "{"), looksLikeDescriptionDictionary(at: index) {
            let start = index
            do { return .dictionary(try dictionaryDescription()) } catch { index = start }
        }
        return .text(try raw(stops: stops))
    }

    // MARK: - Scalars

    /// Raw text up to one of `stops` outside brackets and quotes, trimmed. Brackets `{}`, `()`,
    /// `[]` and `<…>` object descriptions nest (a `<` opens only before a letter).
    mutating func raw(stops: [UInt8]) throws(PrintedLogError) -> String {
        let start = index
        var closers: [UInt8] = []
        while let byte = peek {
            if closers.isEmpty, stops.contains(byte) { break }
            switch byte {
            case UInt8(ascii: "\""):
                _ = try quoted()
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                guard closers.count < Self.maxDepth * 4 else { throw error("brackets nested too deeply") }
                closers.append(Self.closer(of: byte))
            case UInt8(ascii: "<") where index + 1 < bytes.count && Self.isLetter(bytes[index + 1]):
                guard closers.count < Self.maxDepth * 4 else { throw error("brackets nested too deeply") }
                closers.append(UInt8(ascii: ">"))
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                if closers.last == byte {
                    closers.removeLast()
                } else if byte != UInt8(ascii: ">") {
                    throw error("unbalanced '\(Character(Unicode.Scalar(byte)))' in a value")
                }
            default:
                break
            }
            index += 1
        }
        guard closers.isEmpty else {
            throw error(
                "expected '\(Character(Unicode.Scalar(closers[closers.count - 1])))' closing a bracket in a value")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw error("expected a value") }
        return text
    }

    private static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "("): UInt8(ascii: ")")
        default: UInt8(ascii: "]")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    /// A double-quoted string at the cursor, with the escapes of both printed forms decoded:
    /// `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, octal `\012`, `\U00e9`, `\u{e9}`.
    mutating func quoted() throws(PrintedLogError) -> String {
        let opening = index
        index += 1
        var result: [UInt8] = []
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = peek else { break }
                index += 1
                result += escape(escaped)
            default:
                result.append(byte)
            }
        }
        index = opening
        throw error("expected '\"' closing the string")
    }

    /// The bytes an escape stands for; the cursor is after the escaped character.
    private mutating func escape(_ escaped: UInt8) -> [UInt8] {
        switch escaped {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let braced = consume("{")
            let value = hexDigits(limit: braced ? 8 : 4)
            if braced { _ = consume("}") }
            return Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let digit = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                index += 1
            }
            return Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        default:
            return [escaped]
        }
    }

    private mutating func hexDigits(limit: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<limit {
            guard let byte = peek, let digit = Self.hexValue(byte) else { break }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: - Finding things in a log line

    /// The offset just after the first occurrence of `literal`, or `nil`.
    static func find(_ literal: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
        let needle = Array(literal.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for offset in start...(bytes.count - needle.count) where bytes[offset] == needle[0] {
            if bytes[offset..<offset + needle.count].elementsEqual(needle) { return offset + needle.count }
        }
        return nil
    }

    /// The offset after a `userInfo =` or `userInfo:` label, or `nil`.
    static func findUserInfoLabel(in bytes: [UInt8]) -> Int? {
        var start = 0
        while let end = find("userInfo", in: bytes, from: start) {
            var cursor = end
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":") {
                return cursor + 1
            }
            start = end
        }
        return nil
    }

    /// Where a dictionary may start: a `[` followed by `AnyHashable(`, `"` or `:`, or a `{`
    /// followed by `key =` or `}`. A log prefix such as `App[123:456]` is not one. At most 16
    /// starts are tried, which bounds the work on any input.
    static func dictionaryStarts(in bytes: [UInt8]) -> [Int] {
        let scanner = PrintedLogScanner(bytes: bytes, index: 0)
        var starts: [Int] = []
        for (offset, byte) in bytes.enumerated() where starts.count < 16 {
            if byte == UInt8(ascii: "{"), scanner.looksLikeDescriptionDictionary(at: offset) {
                starts.append(offset)
            } else if byte == UInt8(ascii: "["), opensSwiftDictionary(bytes, at: offset) {
                starts.append(offset)
            }
        }
        return starts
    }

    private static func opensSwiftDictionary(_ bytes: [UInt8], at start: Int) -> Bool {
        var scanner = PrintedLogScanner(bytes: bytes, index: start + 1)
        scanner.skipSpace()
        return scanner.peek == UInt8(ascii: "\"") || scanner.consume("AnyHashable(") || scanner.consume(":")
    }

    /// The notification named in a log line: the value of a `name =` field, else the first of
    /// UIKit's keyboard notification names (raw or as `keyboardWillShowNotification`).
    static func notificationName(in bytes: [UInt8]) -> String? {
        if let start = find("name = ", in: bytes) {
            var end = start
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            if end > start { return String(decoding: bytes[start..<end], as: UTF8.self) }
        }
        var best: (offset: Int, name: String)?
        for suffix in ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"] {
            for spelling in ["UIKeyboard\(suffix)Notification", "keyboard\(suffix)Notification"] {
                guard let end = find(spelling, in: bytes) else { continue }
                let offset = end - spelling.utf8.count
                if best.map({ offset < $0.offset }) ?? true { best = (offset, spelling) }
            }
        }
        return best?.name
    }

    /// Whether a printed value stands for no object: `(null)`, `nil`, `<null>`.
    static func isNil(_ text: String) -> Bool {
        ["(null)", "nil", "<null>"].contains(text)
    }
}
