import Foundation

/// Reads typed values out of a keyboard `userInfo`, naming the key in every error.
///
/// An absent key reads as `nil` (frames) or its documented default (duration, curve); a present
/// key with a value that cannot be read is an error.
///
/// It walks the dictionary once and keeps the five values it knows, rather than looking each key
/// up: every `userInfo[key]` probe hashes the key and compares keys through `AnyHashable`, which
/// costs more than the rest of the reading. A key is recognised by its length first (the five
/// keys' lengths differ), so each entry costs one string comparison at most. Keys may be `String`
/// or `NSString` (dictionaries bridged from Objective-C); unknown keys are ignored.
struct UserInfoReader {
    let kind: KeyboardEvent.Kind
    private var begin: Any?
    private var end: Any?
    private var durationValue: Any?
    private var curveValue: Any?
    private var isLocalValue: Any?

    init(kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any]) {
        self.kind = kind
        for (key, value) in userInfo {
            guard let name = Self.string(key.base) else { continue }
            store(value, named: name)
        }
    }

    /// `key` as a `String` when it is one (or an `NSString`), opened from its existential so
    /// that the common case is a type comparison rather than a dynamic cast through
    /// `AnyHashable`.
    private static func string<Key>(_ key: Key) -> String? {
        if let string = key as? String { return string }
        if let string = key as? NSString { return string as String }
        return nil
    }

    /// Keeps `value` when `name` is one of the five keys: the length picks the candidate, one
    /// comparison confirms it.
    private mutating func store(_ value: Any, named name: String) {
        switch name.utf8.count {
        case Self.frameBeginLength where name == KeyboardUserInfoKey.frameBegin: begin = value
        case Self.frameEndLength where name == KeyboardUserInfoKey.frameEnd: end = value
        case Self.durationLength where name == KeyboardUserInfoKey.animationDuration: durationValue = value
        case Self.curveLength where name == KeyboardUserInfoKey.animationCurve: curveValue = value
        case Self.isLocalLength where name == KeyboardUserInfoKey.isLocal: isLocalValue = value
        default: break
        }
    }

    private static let frameBeginLength = KeyboardUserInfoKey.frameBegin.utf8.count
    private static let frameEndLength = KeyboardUserInfoKey.frameEnd.utf8.count
    private static let durationLength = KeyboardUserInfoKey.animationDuration.utf8.count
    private static let curveLength = KeyboardUserInfoKey.animationCurve.utf8.count
    private static let isLocalLength = KeyboardUserInfoKey.isLocal.utf8.count

    /// The duration an event of `kind` has when its notification carries none.
    static func defaultDuration(_ kind: KeyboardEvent.Kind) -> TimeInterval {
        kind.isWill ? KeyboardEvent.defaultWillDuration : 0
    }

    /// The curve an event of `kind` has when its notification carries none.
    static func defaultCurve(_ kind: KeyboardEvent.Kind) -> KeyboardAnimationCurve {
        kind.isWill ? KeyboardEvent.defaultWillCurve : .easeInOut
    }

    /// The begin frame, or `nil` when the key is absent.
    func beginFrame() throws(KeyboardEventError) -> CGRect? {
        try frame(begin, key: KeyboardUserInfoKey.frameBegin)
    }

    /// The end frame, or `nil` when the key is absent.
    func endFrame() throws(KeyboardEventError) -> CGRect? {
        try frame(end, key: KeyboardUserInfoKey.frameEnd)
    }

    /// The frame `raw` holds under `key`, or `nil` when the key is absent.
    private func frame(_ raw: Any?, key: String) throws(KeyboardEventError) -> CGRect? {
        guard let raw else { return nil }
        let rect: CGRect
        if let boxed = raw as? NSValue, let unboxed = RectBox.unbox(boxed) {
            rect = unboxed
        } else if let direct = raw as? CGRect {
            rect = direct
        } else if let text = raw as? String, let parsed = RectText.parse(text) {
            rect = parsed
        } else {
            throw .wrongType(key: key, expected: "a CGRect", found: UnexpectedValue.describe(raw))
        }
        // Standardized first: moving the origin by a huge negative size can overflow to infinity.
        let standard = rect.standardized
        guard KeyboardGeometry.isFinite(rect), KeyboardGeometry.isFinite(standard) else {
            if kind.isHide { return .zero }
            throw .invalidValue(key: key, reason: "is not a finite frame", found: UnexpectedValue.describe(raw))
        }
        return standard
    }

    func duration() throws(KeyboardEventError) -> TimeInterval {
        let key = KeyboardUserInfoKey.animationDuration
        guard let raw = durationValue else { return Self.defaultDuration(kind) }
        guard let number = UserInfoScalar.double(raw) else {
            throw .wrongType(key: key, expected: "a number of seconds", found: UnexpectedValue.describe(raw))
        }
        guard number.isFinite, number >= 0 else {
            throw .invalidValue(
                key: key, reason: "is not a finite, non-negative duration", found: UnexpectedValue.describe(raw))
        }
        return number
    }

    func curve() throws(KeyboardEventError) -> KeyboardAnimationCurve {
        let key = KeyboardUserInfoKey.animationCurve
        guard let raw = curveValue else { return Self.defaultCurve(kind) }
        guard let number = UserInfoScalar.double(raw) else {
            throw .wrongType(key: key, expected: "an integer curve", found: UnexpectedValue.describe(raw))
        }
        guard number.isFinite, number.rounded() == number, abs(number) <= Double(Int32.max) else {
            throw .invalidValue(
                key: key, reason: "is not an integer curve value", found: UnexpectedValue.describe(raw))
        }
        return KeyboardAnimationCurve(rawValue: Int(number))
    }

    func isLocal() throws(KeyboardEventError) -> Bool? {
        let key = KeyboardUserInfoKey.isLocal
        guard let raw = isLocalValue else { return nil }
        guard let flag = UserInfoScalar.bool(raw) else {
            throw .wrongType(key: key, expected: "a Bool", found: UnexpectedValue.describe(raw))
        }
        return flag
    }
}

/// Reads numbers and booleans the way keyboard logs spell them.
enum UserInfoScalar {
    static func double(_ raw: Any) -> Double? {
        if let number = raw as? NSNumber { return number.doubleValue }
        if let text = raw as? String { return parse(text) }
        return nil
    }

    static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "inf", "+inf", "infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        case "nan": return .nan
        default: return Double(trimmed)
        }
    }

    static func bool(_ raw: Any) -> Bool? {
        if let number = raw as? NSNumber {
            switch number.doubleValue {
            case 0: return false
            case 1: return true
            default: return nil
            }
        }
        guard let text = raw as? String else { return nil }
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes": return true
        case "0", "false", "no": return false
        default: return nil
        }
    }
}

/// Describes an unexpected value for an error message: its type and a short rendering.
enum UnexpectedValue {
    static func describe(_ raw: Any) -> String {
        let text = String(describing: raw)
        let short = text.count > 60 ? String(text.prefix(57)) + "..." : text
        return "\(type(of: raw)) \(short)"
    }
}
