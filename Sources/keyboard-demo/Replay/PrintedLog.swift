import Foundation
import KeyboardAvoidance
#if canImport(KeyboardAvoidanceLaws)  // Scripts/fuzz.sh compiles PointText.swift in instead
    import KeyboardAvoidanceLaws
#endif
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads the text iOS printed for a keyboard notification, as people paste it, back into its
/// name and `userInfo`.
///
/// It looks for the `userInfo` keys (raw or Swift spellings) and the value after each, not for a
/// grammar, so it reads `NSLog`/`po`, `print`, JSON and fragments of them; a lone frame with no key
/// is the end frame, other notifications are skipped. Frames come back as `NSRect: {{x, y}, {w, h}}`,
/// other values as printed. Linear in the input (every look-ahead is bounded), without recursion.
enum PrintedLog {
    static func read(_ text: String) throws(PrintedLogError) -> PrintedNotification {
        let bytes = Array(text.utf8)
        let (name, part) = PrintedLogScanner(bytes: bytes).notification()
        do {
            return try read(Array(bytes[part]), name: name)
        } catch {
            var error = error
            error.offset += part.lowerBound
            throw error.located(in: bytes)
        }
    }

    private static func read(_ bytes: [UInt8], name: String?) throws(PrintedLogError) -> PrintedNotification {
        let scanner = PrintedLogScanner(bytes: bytes)
        var entries: [PrintedEntry] = []
        var values: [Range<Int>] = []
        var readsAKey = false  // whether a key the kit reads was found
        var cutOff: (key: String, offset: Int)?
        var index = 0
        while let (key, keyEnd) = scanner.nextKey(from: index) {
            switch try scanner.value(after: keyEnd, of: key) {
            case .value(let text, let end):
                entries.append(PrintedEntry(key: key.name, value: text))
                values.append(keyEnd..<max(keyEnd, end))
                readsAKey = readsAKey || key.isRead
                index = end
            case .absent, .missing:
                index = keyEnd
            case .cutOff(let offset):
                if key.isRead { cutOff = cutOff ?? (key.name, offset) }
                index = keyEnd
            }
        }
        // Only keys the kit reads make a userInfo; the older keys alone fall back like nothing.
        if readsAKey { return PrintedNotification(name: name, userInfo: entries) }
        if let cutOff {
            throw PrintedLogError(
                message: "the value of \(cutOff.key) is cut off and no other keyboard key is complete",
                offset: cutOff.offset)
        }
        let label = scanner.userInfoLabel()
        if label?.printsNone == true { return PrintedNotification(name: name, userInfo: nil) }
        if let frame = try scanner.loneFrame(outside: values) {
            return PrintedNotification(
                name: name, userInfo: [PrintedEntry(key: KeyboardUserInfoKey.frameEnd, value: frame)])
        }
        if scanner.printsEmptyDictionary() { return PrintedNotification(name: name, userInfo: []) }
        if let label {
            throw PrintedLogError(
                message:
                    "the userInfo printed here holds none of the keyboard's keys (\(KeyboardUserInfoKey.frameEnd), …)",
                offset: label.valueOffset)
        }
        // Only older keyboard keys: a userInfo without the end frame (a hide needs none).
        if !entries.isEmpty { return PrintedNotification(name: name, userInfo: entries) }
        // A keyboard notification printed without its userInfo: a hide needs none.
        if let name, KeyboardNotificationNames.kind(for: name) != nil {
            return PrintedNotification(name: name, userInfo: nil)
        }
        throw PrintedLogError(
            message: "found nothing of a keyboard notification: no userInfo key such as "
                + "\(KeyboardUserInfoKey.frameEnd), no frame such as NSRect: {{0, 451}, {375, 216}}, "
                + "and no notification name",
            offset: bytes.firstIndex { !PrintedLogScanner.isSpace($0) } ?? 0)
    }
}

/// A notification as printed: its name, if given, and its keyboard `userInfo` entries.
struct PrintedNotification: Equatable, Sendable {
    var name: String?
    /// The entries, in printed order; `nil` when the text printed no `userInfo`.
    var userInfo: [PrintedEntry]?

    /// The `userInfo` as UIKit posts it, the kit's values typed (``ReplayInput/typed(_:)``; later duplicates win).
    var userInfoDictionary: [AnyHashable: Any]? {
        userInfo.map { ReplayInput.typed($0.map { ($0.key, $0.value) }).userInfo }
    }
}

/// One keyboard key found in a printed text (UIKit's raw key, whatever spelling was printed) and its value.
struct PrintedEntry: Equatable, Sendable {
    var key: String
    var value: String
}

/// Why a text could not be read, and where (line and column from 1, columns in UTF-8 bytes).
struct PrintedLogError: Error, Equatable, Sendable, CustomStringConvertible {
    var message: String
    /// The byte offset of the problem in the text.
    var offset: Int
    var line = 1, column = 1

    var description: String { "line \(line), column \(column): \(message)" }

    /// The error with its line and column computed from its offset in `bytes`.
    func located(in bytes: [UInt8]) -> PrintedLogError {
        let end = min(max(0, offset), bytes.count)
        var located = self
        located.line = bytes[..<end].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        located.column = end - (bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return located
    }
}

/// The keys searched for: the kit's five, and older ones whose values are skipped (not lone frames).
struct PrintedKey: Sendable {
    let name: String
    /// Whether the kit reads this key (an unreadable value is then an error).
    let isRead: Bool

    static let all: [PrintedKey] =
        [
            KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.animationDuration,
            KeyboardUserInfoKey.animationCurve, KeyboardUserInfoKey.isLocal,
        ].map { PrintedKey(name: $0, isRead: true) }
        + [
            "UIKeyboardBoundsUserInfoKey", "UIKeyboardCenterBeginUserInfoKey", "UIKeyboardCenterEndUserInfoKey",
            "UIKeyboardFrameChangedByUserInteraction",
        ].map { PrintedKey(name: $0, isRead: false) }
}

/// What follows a key: its value and where it ends, or nothing that reads as one.
enum PrintedValue: Equatable {
    case value(String, end: Int)
    /// Nothing that reads as a value (a key named in prose, or an unreadable value of another key).
    case absent
    /// A value cut off by the end of the paste (or never closing), left out: where it starts.
    case cutOff(Int)
    /// A separator and then nothing: where the value should be.
    case missing(Int)
}

/// The byte-level searches of the reader, each look-ahead bounded by ``window`` or ``valueLimit``.
struct PrintedLogScanner {
    /// The most bytes a frame's text may span (`CGRect(origin: CGPoint(x: …), size: …)` is ~90).
    static let window = 240
    /// The most bytes a value other than a frame may span.
    static let valueLimit = 1024
    static let uikitPrefix = Array("UIKeyboard".utf8)
    static let swiftPrefix = Array("keyboard".utf8)
    private static let suffixes = PrintedKey.all.map { ($0, Array($0.name.utf8).dropFirst(uikitPrefix.count)) }

    let bytes: [UInt8]

    private func byte(_ index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    private func byte(_ index: Int, isIn characters: String) -> Bool {
        byte(index).map { characters.utf8.contains($0) } ?? false
    }

    private func isIdentifier(at index: Int) -> Bool { byte(index).map(Self.isIdentifier) ?? false }

    private func matches(_ literal: some Collection<UInt8>, at index: Int) -> Bool {
        guard index >= 0, index + literal.count <= bytes.count else { return false }
        return bytes[index..<index + literal.count].elementsEqual(literal)
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    // MARK: - Keys

    /// The next key standing alone at or after `start`, in either spelling, and the offset after it.
    func nextKey(from start: Int) -> (PrintedKey, Int)? {
        for index in stride(from: start, to: bytes.count, by: 1) {
            guard bytes[index] == UInt8(ascii: "U") || bytes[index] == UInt8(ascii: "k") else { continue }
            if !isIdentifier(at: index - 1), let found = key(at: index) { return found }
        }
        return nil
    }

    private func key(at index: Int) -> (PrintedKey, Int)? {
        let swift = matches(Self.swiftPrefix, at: index)
        guard swift || matches(Self.uikitPrefix, at: index) else { return nil }
        let start = index + (swift ? Self.swiftPrefix.count : Self.uikitPrefix.count)
        // The Swift spelling capitalises the same suffix: keyboardFrameEndUserInfoKey.
        for (key, suffix) in Self.suffixes where matches(suffix, at: start) && !isIdentifier(at: start + suffix.count) {
            return (key, start + suffix.count)
        }
        return nil
    }

    // MARK: - Values

    /// The value after a key ending at `keyEnd` (an `Optional(…)`, quoted value, frame or token; with no
    /// separator only a frame or a number); throws for a cut-off end frame or a read key's missing value.
    func value(after keyEnd: Int, of key: PrintedKey) throws(PrintedLogError) -> PrintedValue {
        var index = keyEnd
        for _ in 0..<16 {
            guard let skipped = quoteLength(at: index) ?? (byte(index, isIn: ")]' \t") ? 1 : nil) else { break }
            index += skipped
        }
        let hasSeparator = byte(index, isIn: "=:")
        if hasSeparator { index += 1 }
        index = skipSpace(from: index)
        let closesOptional = matches("Optional(".utf8, at: index)
        if closesOptional { index = skipSpace(from: index + "Optional(".utf8.count) }
        switch reading(at: index, hasSeparator: hasSeparator) {
        case .value(let text, let end):
            let after = skipSpace(from: end)
            return .value(text, end: closesOptional && byte(after) == UInt8(ascii: ")") ? after + 1 : end)
        case .absent: return .absent
        case .cutOff(let offset):
            guard key.name == KeyboardUserInfoKey.frameEnd else { return .cutOff(offset) }
            throw PrintedLogError(
                message: "the value of \(key.name) is cut off: the frame does not close before the end of the text",
                offset: offset)
        case .missing(let offset):
            guard key.isRead else { return .absent }
            throw PrintedLogError(message: "expected a value after \(key.name)", offset: offset)
        }
    }

    /// Reads a quoted value, a frame, or a bare token at `index`.
    private func reading(at index: Int, hasSeparator: Bool) -> PrintedValue {
        if let quote = quoteLength(at: index) {
            guard let (content, end) = quoted(at: index, quote: quote) else { return .cutOff(index) }
            switch frame(in: content) {
            case .value(let text, _): return .value(text, end: end)
            case .cutOff: return .cutOff(index)
            case .absent, .missing:
                let text = String(decoding: content, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                if text.isEmpty { return hasSeparator ? .missing(index) : .absent }
                return .value(text, end: end)
            }
        }
        switch frame(in: bytes[index...]) {
        case .value(let text, let end): return .value(text, end: end)
        case .cutOff(let offset): return hasSeparator ? .cutOff(offset) : .absent
        case .absent, .missing: break
        }
        guard let end = tokenEnd(from: index) else { return hasSeparator ? .cutOff(index) : .absent }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        if text.isEmpty {
            guard hasSeparator else { return .absent }
            return skipSpace(from: index) >= bytes.count ? .cutOff(index) : .missing(index)
        }
        // A frame's label cut off by the end of the text (`NSRe`, `CGRect:`).
        if end == bytes.count, ["NSRect:", "CGRect:", "NSPoint:"].contains(where: { $0.hasPrefix(text) }) {
            return .cutOff(index)
        }
        guard
            hasSeparator || ["true", "false", "YES", "NO", "inf", "-inf", "nan"].contains(text) || Double(text) != nil
        else { return .absent }
        return .value(text, end: end)
    }

    private func skipSpace(from start: Int) -> Int {
        var index = start
        for _ in 0..<64 {
            if let next = byte(index), Self.isSpace(next) {
                index += 1
            } else if byte(index) == UInt8(ascii: "\\"), byte(index + 1, isIn: "ntr") {
                index += 2  // a newline or tab of a log that was escaped once more
            } else {
                break
            }
        }
        return index
    }

    /// 1 for `"`, 2 for an escaped `\"`, `nil` when no quote opens at `index`.
    private func quoteLength(at index: Int) -> Int? {
        if byte(index) == UInt8(ascii: "\"") { return 1 }
        if byte(index) == UInt8(ascii: "\\"), byte(index + 1) == UInt8(ascii: "\"") { return 2 }
        return nil
    }

    /// The bytes inside the quote at `index` and the offset after it; `nil` if it does not close.
    private func quoted(at index: Int, quote: Int) -> (ArraySlice<UInt8>, Int)? {
        let start = index + quote
        var cursor = start
        while cursor < min(bytes.count, start + Self.valueLimit) {
            if quote == 1, bytes[cursor] == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if quoteLength(at: cursor) == quote { return (bytes[start..<cursor], cursor + quote) }
            cursor += 1
        }
        return nil
    }

    /// Where a bare value from `start` ends, trailing spaces excluded; `nil` if a bracket stays open.
    private func tokenEnd(from start: Int) -> Int? {
        var depth = 0
        var index = start
        var end = start
        while index < min(bytes.count, start + Self.valueLimit) {
            let next = bytes[index]
            switch next {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                if depth == 0 { return end }
                depth -= 1
            case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D:
                if depth == 0 { return end }
            default: break
            }
            index += 1
            if !Self.isSpace(next) { end = index }
        }
        return depth == 0 && index == bytes.count ? end : nil
    }

    // MARK: - Frames

    private static let frameWords: Set<String> = [
        "NSRect", "CGRect", "x", "y", "width", "height", "w", "h", "origin", "size", "CGPoint", "CGSize",
        "NSPoint", "NSSize", "inf", "nan",
    ]

    /// A frame at the start of `text` (an optional `NSRect:`/`CGRect` label, exactly four numbers labelled
    /// `x`, `y`, `width`, `height` or in that order) in the kit's text form; `cutOff` if it never closes.
    func frame(in text: ArraySlice<UInt8>) -> PrintedValue {
        var index = text.startIndex
        let limit = min(text.endIndex, text.startIndex + Self.window)
        while index < limit, Self.isLetter(text[index]) { index += 1 }
        let label = String(decoding: text[text.startIndex..<index], as: UTF8.self)
        guard label.isEmpty || label == "NSRect" || label == "CGRect" else { return .absent }
        if index < limit, text[index] == UInt8(ascii: ":") { index += 1 }
        while index < limit, text[index] == 0x20 { index += 1 }
        let groupStart = index
        guard index < limit, text[index] == UInt8(ascii: "{") || text[index] == UInt8(ascii: "(") else {
            return .absent
        }
        var depth = 0
        var numbers: [(label: String?, value: Double)] = []
        var word: String?
        while index < limit {
            let next = text[index]
            switch next {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return Self.frameText(numbers).map { .value($0, end: index) } ?? .absent }
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "\""), 0x20, 0x09:
                index += 1
            default:
                let start = index
                while index < limit, Self.isIdentifier(text[index]) || ".-+".utf8.contains(text[index]) { index += 1 }
                guard index > start else { return .absent }
                let token = String(decoding: text[start..<index], as: UTF8.self)
                if let number = Self.number(token) {
                    numbers.append((word, number))
                    word = nil
                    guard numbers.count <= 4 else { return .absent }
                } else if Self.frameWords.contains(token) {
                    word = token
                } else {
                    return .absent
                }
            }
        }
        // Ran out: a frame cut off by the end of the paste (or one too long to be a frame).
        let opened = text[groupStart...].prefix(2).elementsEqual(Array("{{".utf8)) || !label.isEmpty
        return opened || limit == text.endIndex ? .cutOff(groupStart) : .absent
    }

    private static func number(_ token: String) -> Double? {
        switch token.lowercased() {
        case "inf", "+inf", "infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        case "nan": return .nan
        default:
            guard let first = token.utf8.first, "-+0123456789".utf8.contains(first) else { return nil }
            return Double(token)
        }
    }

    /// The kit's text form of four numbers, by their labels when all four have distinct ones.
    private static func frameText(_ numbers: [(label: String?, value: Double)]) -> String? {
        guard numbers.count == 4 else { return nil }
        var values = numbers.map(\.value)
        let order: [String: Int] = ["x": 0, "y": 1, "width": 2, "w": 2, "height": 3, "h": 3]
        let slots = numbers.compactMap { $0.label.flatMap { order[$0] } }
        if slots.count == 4, Set(slots).count == 4 {
            for (slot, number) in zip(slots, numbers) { values[slot] = number.value }
        }
        return PointText.printed(CGRect(x: values[0], y: values[1], width: values[2], height: values[3]))
    }

    // MARK: - A text without keys

    /// The one frame outside `<…>` and the `values` of older keys; throws for several or a cut one.
    func loneFrame(outside values: [Range<Int>] = []) throws(PrintedLogError) -> String? {
        var found: (text: String, offset: Int)?
        var angleDepth = 0
        var index = 0
        var value = 0  // the next of `values` (in text order) not yet passed
        while index < bytes.count {
            while value < values.count, values[value].upperBound <= index { value += 1 }
            if value < values.count, values[value].contains(index) {
                index = values[value].upperBound  // a key's value, not a lone frame
                continue
            }
            let next = bytes[index]
            if next == UInt8(ascii: "<"), byte(index + 1).map(Self.isLetter) ?? false {
                angleDepth += 1
            } else if next == UInt8(ascii: ">"), angleDepth > 0 {
                angleDepth -= 1
            } else if angleDepth == 0, byte(index, isIn: "{(NC"), !isIdentifier(at: index - 1) {
                switch frame(in: bytes[index...]) {
                case .value(let text, let end):
                    if let found {
                        throw PrintedLogError(
                            message: "found several frames (\(found.text) first) and no key saying which is the "
                                + "end frame: paste the line with \(KeyboardUserInfoKey.frameEnd)",
                            offset: index)
                    }
                    found = (text, index)
                    index = end
                    continue
                case .cutOff(let offset) where offset + Self.window >= bytes.count && found == nil:
                    throw PrintedLogError(
                        message: "the frame is cut off: expected '}' or ')' closing it", offset: offset)
                case .cutOff, .absent, .missing: break
                }
            }
            index += 1
        }
        return found?.text
    }

    /// The first `userInfo =`/`userInfo:` label: where its value starts, whether it prints none.
    func userInfoLabel() -> (valueOffset: Int, printsNone: Bool)? {
        var start = 0
        while let end = find("userInfo", from: start) {
            let separator = skipSpace(from: end)
            if byte(separator, isIn: "=:") {
                let value = skipSpace(from: separator + 1)
                let none = ["nil", "(null)", "<null>", "null"].contains { matches(Array($0.utf8), at: value) }
                return (value, none)
            }
            start = end
        }
        return nil
    }

    /// Whether the text prints an empty dictionary: `{}`, `{ }`, `[:]`.
    func printsEmptyDictionary() -> Bool {
        bytes.indices.contains { index in
            let next = bytes[index]
            guard next == UInt8(ascii: "{") || next == UInt8(ascii: "[") else { return false }
            let inner = skipSpace(from: index + 1)
            return next == UInt8(ascii: "{")
                ? byte(inner) == UInt8(ascii: "}")
                : byte(inner) == UInt8(ascii: ":") && byte(skipSpace(from: inner + 1)) == UInt8(ascii: "]")
        }
    }

    // MARK: - The notification's name

    /// The notification named and the part printing it: the first `name =` field naming a keyboard one, up to
    /// the next field; else the first keyboard notification name written, or the first field, and all the text.
    func notification() -> (name: String?, part: Range<Int>) {
        var fields: [(start: Int, name: String)] = []
        var from = 0
        while let start = find("name = ", from: from) {
            from = start
            // A field of its own, not the end of `userName = ` or `displayName = `.
            let label = start - "name = ".utf8.count
            if label > 0, Self.isIdentifier(bytes[label - 1]) { continue }
            var end = start
            while end < bytes.count, Self.isIdentifier(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            if end > start { fields.append((label, String(decoding: bytes[start..<end], as: UTF8.self))) }
        }
        if let index = fields.firstIndex(where: { KeyboardNotificationNames.kind(for: $0.name) != nil }) {
            let end = index + 1 < fields.count ? fields[index + 1].start : bytes.count
            return (fields[index].name, fields.count > 1 ? fields[index].start..<end : bytes.indices)
        }
        var best: (offset: Int, name: String)?
        for suffix in ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"] {
            for spelling in ["UIKeyboard\(suffix)Notification", "keyboard\(suffix)Notification"] {
                guard let end = find(spelling) else { continue }
                let offset = end - spelling.utf8.count
                if best.map({ offset < $0.offset }) ?? true { best = (offset, spelling) }
            }
        }
        return (best?.name ?? fields.first?.name, bytes.indices)
    }

    /// The offset just after the first occurrence of `literal` at or after `start`, or `nil`.
    private func find(_ literal: String, from start: Int = 0) -> Int? {
        let needle = Array(literal.utf8)
        let offset = (start..<max(start, bytes.count - needle.count + 1)).first { matches(needle, at: $0) }
        return offset.map { $0 + needle.count }
    }
}
