import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads typed values out of a keyboard `userInfo`, naming the key in every error.
///
/// It walks the dictionary once and recognises a key by its length first (the five differ): each
/// `userInfo[key]` probe through `AnyHashable` would cost more than the rest of the reading.
struct UserInfoReader {
    let kind: KeyboardEvent.Kind
    // Valid values are kept typed, unusable ones as found, for the error that names them.
    private var begin: CGRect?
    private var end: CGRect?
    private var durationValue: TimeInterval?
    private var curveValue: KeyboardAnimationCurve?
    private var isLocalValue: Bool?
    private var unusable = Unusable()

    private struct Unusable {
        var begin: Any?
        var end: Any?
        var duration: Any?
        var curve: Any?
        var isLocal: Any?
    }

    init(kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any]) {
        self.kind = kind
        assert(Self.lengthsMatchKeys, "UserInfoReader's key lengths differ from the keys")
        for (key, value) in userInfo {
            guard let name = Self.string(key.base) else { continue }
            store(value, named: name)
        }
    }

    // Generic, so that the common case is a type comparison, not a cast through `AnyHashable`.
    private static func string<Key>(_ key: Key) -> String? {
        if let string = key as? String { return string }
        if let string = key as? NSString { return string as String }
        return nil
    }

    private mutating func store(_ value: Any, named name: String) {
        switch name.utf8.count {
        case Self.frameBeginLength where name == KeyboardUserInfoKey.frameBegin:
            begin = Self.readFrame(value)
            if begin == nil { unusable.begin = value }
        case Self.frameEndLength where name == KeyboardUserInfoKey.frameEnd:
            end = Self.readFrame(value)
            if end == nil { unusable.end = value }
        case Self.durationLength where name == KeyboardUserInfoKey.animationDuration:
            durationValue = Self.readDuration(value)
            if durationValue == nil { unusable.duration = value }
        case Self.curveLength where name == KeyboardUserInfoKey.animationCurve:
            curveValue = Self.readCurve(value)
            if curveValue == nil { unusable.curve = value }
        case Self.isLocalLength where name == KeyboardUserInfoKey.isLocal:
            isLocalValue = UserInfoScalar.bool(value)
            if isLocalValue == nil { unusable.isLocal = value }
        default:
            // A name equal to a key under Unicode's rules but spelled with other code points
            // (`String ==` compares canonical equivalence) has another length: compare it whole.
            guard !name.utf8.allSatisfy({ $0 < 0x80 }), let key = Self.canonicalKey(name) else { break }
            store(value, named: key)
        }
    }

    /// The key `name` equals (Unicode canonical equivalence), spelled as the kit spells it.
    private static func canonicalKey(_ name: String) -> String? {
        [
            KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.animationDuration,
            KeyboardUserInfoKey.animationCurve, KeyboardUserInfoKey.isLocal,
        ].first { $0 == name }
    }

    // Literals need no lazy initialisation on each read; `init` asserts them in debug builds.
    private static let frameBeginLength = 31
    private static let frameEndLength = 29
    private static let durationLength = 38
    private static let curveLength = 35
    private static let isLocalLength = 28

    private static let lengthsMatchKeys: Bool =
        frameBeginLength == KeyboardUserInfoKey.frameBegin.utf8.count
        && frameEndLength == KeyboardUserInfoKey.frameEnd.utf8.count
        && durationLength == KeyboardUserInfoKey.animationDuration.utf8.count
        && curveLength == KeyboardUserInfoKey.animationCurve.utf8.count
        && isLocalLength == KeyboardUserInfoKey.isLocal.utf8.count
        && Set([frameBeginLength, frameEndLength, durationLength, curveLength, isLocalLength]).count == 5

    static func defaultDuration(_ kind: KeyboardEvent.Kind) -> TimeInterval {
        kind.isWill ? KeyboardEvent.defaultWillDuration : 0
    }

    static func defaultCurve(_ kind: KeyboardEvent.Kind) -> KeyboardAnimationCurve {
        kind.isWill ? KeyboardEvent.defaultWillCurve : .easeInOut
    }

    /// The begin frame, or `nil` when the key is absent.
    func beginFrame() throws(KeyboardEventError) -> CGRect? {
        if let begin { return begin }
        return try unusableFrame(unusable.begin, key: KeyboardUserInfoKey.frameBegin)
    }

    /// The end frame, or `nil` when the key is absent.
    func endFrame() throws(KeyboardEventError) -> CGRect? {
        if let end { return end }
        return try unusableFrame(unusable.end, key: KeyboardUserInfoKey.frameEnd)
    }

    // Generic, so that a value opened from its `Any` is cast from its own type.
    private static func rect<Raw>(_ raw: Raw) -> CGRect? {
        if let boxed = raw as? NSValue { return RectBox.unbox(boxed) }
        if let direct = raw as? CGRect { return direct }
        if let text = raw as? String { return RectText.parse(text) }
        return nil
    }

    private static func readFrame<Raw>(_ raw: Raw) -> CGRect? {
        guard let rect = rect(raw) else { return nil }
        // Standardized first: moving the origin by a huge negative size can overflow to infinity.
        let standard = rect.standardized
        guard KeyboardGeometry.isFinite(rect), KeyboardGeometry.isFinite(standard) else { return nil }
        return standard
    }

    /// `nil` when the key is absent, else the error its unusable value makes (`.zero` for a hide).
    private func unusableFrame(_ raw: Any?, key: String) throws(KeyboardEventError) -> CGRect? {
        guard let raw else { return nil }
        guard Self.rect(raw) != nil else {
            throw .wrongType(key: key, expected: "a CGRect", found: UnexpectedValue.describe(raw))
        }
        if kind.isHide { return .zero }
        throw .invalidValue(key: key, reason: "is not a finite frame", found: UnexpectedValue.describe(raw))
    }

    private static func readDuration<Raw>(_ raw: Raw) -> TimeInterval? {
        guard let number = UserInfoScalar.double(raw), number.isFinite, number >= 0 else { return nil }
        return number
    }

    func duration() throws(KeyboardEventError) -> TimeInterval {
        if let durationValue { return durationValue }
        guard let raw = unusable.duration else { return Self.defaultDuration(kind) }
        let key = KeyboardUserInfoKey.animationDuration
        guard UserInfoScalar.double(raw) != nil else {
            throw .wrongType(key: key, expected: "a number of seconds", found: UnexpectedValue.describe(raw))
        }
        throw .invalidValue(
            key: key, reason: "is not a finite, non-negative duration", found: UnexpectedValue.describe(raw))
    }

    private static func readCurve<Raw>(_ raw: Raw) -> KeyboardAnimationCurve? {
        guard let number = UserInfoScalar.double(raw), number.isFinite, number.rounded() == number,
            abs(number) <= Double(Int32.max)
        else { return nil }
        return KeyboardAnimationCurve(rawValue: Int(number))
    }

    func curve() throws(KeyboardEventError) -> KeyboardAnimationCurve {
        if let curveValue { return curveValue }
        guard let raw = unusable.curve else { return Self.defaultCurve(kind) }
        let key = KeyboardUserInfoKey.animationCurve
        guard UserInfoScalar.double(raw) != nil else {
            throw .wrongType(key: key, expected: "an integer curve", found: UnexpectedValue.describe(raw))
        }
        throw .invalidValue(key: key, reason: "is not an integer curve value", found: UnexpectedValue.describe(raw))
    }

    func isLocal() throws(KeyboardEventError) -> Bool? {
        if let isLocalValue { return isLocalValue }
        guard let raw = unusable.isLocal else { return nil }
        throw .wrongType(key: KeyboardUserInfoKey.isLocal, expected: "a Bool", found: UnexpectedValue.describe(raw))
    }
}

/// Reads numbers and booleans the way keyboard logs spell them.
enum UserInfoScalar {
    static func double<Raw>(_ raw: Raw) -> Double? {
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

    static func bool<Raw>(_ raw: Raw) -> Bool? {
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
