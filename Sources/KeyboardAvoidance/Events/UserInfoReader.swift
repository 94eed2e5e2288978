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
    private var begin = Slot<CGRect>.absent
    private var end = Slot<CGRect>.absent
    private var durationSlot = Slot<TimeInterval>.absent
    private var curveSlot = Slot<KeyboardAnimationCurve>.absent
    private var isLocalSlot = Slot<Bool>.absent

    /// A value of the dictionary: absent, read and valid, or present but unusable (kept for the
    /// error, which names it). Values are read as the walk meets them, so a valid one is never
    /// copied as `Any`.
    private enum Slot<Value> {
        case absent
        case valid(Value)
        case invalid(Any)
    }

    init(kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any]) {
        self.kind = kind
        assert(Self.lengthsMatchKeys, "UserInfoReader's key lengths differ from the keys")
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

    /// Reads `value` when `name` is one of the five keys: the length picks the candidate, one
    /// comparison confirms it.
    private mutating func store(_ value: Any, named name: String) {
        switch name.utf8.count {
        case Self.frameBeginLength where name == KeyboardUserInfoKey.frameBegin: begin = Self.readFrame(value)
        case Self.frameEndLength where name == KeyboardUserInfoKey.frameEnd: end = Self.readFrame(value)
        case Self.durationLength where name == KeyboardUserInfoKey.animationDuration:
            durationSlot = Self.readDuration(value)
        case Self.curveLength where name == KeyboardUserInfoKey.animationCurve: curveSlot = Self.readCurve(value)
        case Self.isLocalLength where name == KeyboardUserInfoKey.isLocal:
            isLocalSlot = UserInfoScalar.bool(value).map { .valid($0) } ?? .invalid(value)
        default: break
        }
    }

    // The keys' lengths, as literals: constants need no lazy initialisation on each read.
    // `init` asserts (in debug builds, so in every test) that they are the keys' lengths.
    private static let frameBeginLength = 31
    private static let frameEndLength = 29
    private static let durationLength = 38
    private static let curveLength = 35
    private static let isLocalLength = 28

    private static var lengthsMatchKeys: Bool {
        frameBeginLength == KeyboardUserInfoKey.frameBegin.utf8.count
            && frameEndLength == KeyboardUserInfoKey.frameEnd.utf8.count
            && durationLength == KeyboardUserInfoKey.animationDuration.utf8.count
            && curveLength == KeyboardUserInfoKey.animationCurve.utf8.count
            && isLocalLength == KeyboardUserInfoKey.isLocal.utf8.count
            && Set([frameBeginLength, frameEndLength, durationLength, curveLength, isLocalLength]).count == 5
    }

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

    /// The rect `raw` holds, in any of the spellings devices and logs use. Generic, so that a
    /// value opened from its `Any` is cast from its own type.
    private static func rect<Raw>(_ raw: Raw) -> CGRect? {
        if let boxed = raw as? NSValue { return RectBox.unbox(boxed) }
        if let direct = raw as? CGRect { return direct }
        if let text = raw as? String { return RectText.parse(text) }
        return nil
    }

    /// The standardized frame `raw` holds, valid when it is finite.
    private static func readFrame<Raw>(_ raw: Raw) -> Slot<CGRect> {
        guard let rect = rect(raw) else { return .invalid(raw) }
        // Standardized first: moving the origin by a huge negative size can overflow to infinity.
        let standard = rect.standardized
        guard KeyboardGeometry.isFinite(rect), KeyboardGeometry.isFinite(standard) else {
            return .invalid(raw)
        }
        return .valid(standard)
    }

    /// The frame of `slot` under `key`, or `nil` when the key is absent.
    private func frame(_ slot: Slot<CGRect>, key: String) throws(KeyboardEventError) -> CGRect? {
        switch slot {
        case .absent: return nil
        case .valid(let frame): return frame
        case .invalid(let raw):
            guard Self.rect(raw) != nil else {
                throw .wrongType(key: key, expected: "a CGRect", found: UnexpectedValue.describe(raw))
            }
            if kind.isHide { return .zero }
            throw .invalidValue(key: key, reason: "is not a finite frame", found: UnexpectedValue.describe(raw))
        }
    }

    private static func readDuration<Raw>(_ raw: Raw) -> Slot<TimeInterval> {
        guard let number = UserInfoScalar.double(raw), number.isFinite, number >= 0 else { return .invalid(raw) }
        return .valid(number)
    }

    func duration() throws(KeyboardEventError) -> TimeInterval {
        let key = KeyboardUserInfoKey.animationDuration
        switch durationSlot {
        case .absent: return Self.defaultDuration(kind)
        case .valid(let duration): return duration
        case .invalid(let raw):
            guard UserInfoScalar.double(raw) != nil else {
                throw .wrongType(key: key, expected: "a number of seconds", found: UnexpectedValue.describe(raw))
            }
            throw .invalidValue(
                key: key, reason: "is not a finite, non-negative duration", found: UnexpectedValue.describe(raw))
        }
    }

    private static func readCurve<Raw>(_ raw: Raw) -> Slot<KeyboardAnimationCurve> {
        guard let number = UserInfoScalar.double(raw), number.isFinite, number.rounded() == number,
            abs(number) <= Double(Int32.max)
        else { return .invalid(raw) }
        return .valid(KeyboardAnimationCurve(rawValue: Int(number)))
    }

    func curve() throws(KeyboardEventError) -> KeyboardAnimationCurve {
        let key = KeyboardUserInfoKey.animationCurve
        switch curveSlot {
        case .absent: return Self.defaultCurve(kind)
        case .valid(let curve): return curve
        case .invalid(let raw):
            guard UserInfoScalar.double(raw) != nil else {
                throw .wrongType(key: key, expected: "an integer curve", found: UnexpectedValue.describe(raw))
            }
            throw .invalidValue(
                key: key, reason: "is not an integer curve value", found: UnexpectedValue.describe(raw))
        }
    }

    func isLocal() throws(KeyboardEventError) -> Bool? {
        switch isLocalSlot {
        case .absent: return nil
        case .valid(let flag): return flag
        case .invalid(let raw):
            throw .wrongType(
                key: KeyboardUserInfoKey.isLocal, expected: "a Bool", found: UnexpectedValue.describe(raw))
        }
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
