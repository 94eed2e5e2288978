import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads typed values out of a keyboard `userInfo` as UIKit posts them, naming the key in every error.
struct UserInfoReader {
    let kind: KeyboardEvent.Kind
    private var begin: Any?
    private var end: Any?
    private var durationValue: Any?
    private var curveValue: Any?
    private var isLocalValue: Any?

    /// Finds the five keys in one walk of `userInfo`, comparing names.
    ///
    /// `==` is Unicode-aware and an `NSString` key bridges to `String`, where a `userInfo[key]` lookup
    /// hashes an `AnyHashable` (several times the rest of the reading) and misses an `NSString` key on
    /// Linux, which keeps a `String` and an `NSString` key apart: the `String` key's value is read.
    init(kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any]) {
        self.kind = kind
        for (key, value) in userInfo {
            let base = key.base
            guard let name = base as? String else { continue }
            let wins = type(of: base) == String.self
            switch name {
            case KeyboardUserInfoKey.frameBegin: if wins || begin == nil { begin = value }
            case KeyboardUserInfoKey.frameEnd: if wins || end == nil { end = value }
            case KeyboardUserInfoKey.animationDuration: if wins || durationValue == nil { durationValue = value }
            case KeyboardUserInfoKey.animationCurve: if wins || curveValue == nil { curveValue = value }
            case KeyboardUserInfoKey.isLocal: if wins || isLocalValue == nil { isLocalValue = value }
            default: continue
            }
        }
    }

    /// The begin frame, or `nil` when the key is absent.
    func beginFrame() throws(KeyboardEventError) -> CGRect? { try frame(begin, key: KeyboardUserInfoKey.frameBegin) }

    /// The end frame, or `nil` when the key is absent.
    func endFrame() throws(KeyboardEventError) -> CGRect? { try frame(end, key: KeyboardUserInfoKey.frameEnd) }

    /// The standardized frame `value` of `key`, `nil` when absent, `.zero` when a hide's is not finite.
    private func frame(_ value: Any?, key: String) throws(KeyboardEventError) -> CGRect? {
        guard let raw = value else { return nil }
        let boxed = (raw as? NSValue).flatMap(RectBox.unbox)
        guard let rect = boxed ?? raw as? CGRect else {
            throw .wrongType(key: key, expected: "a CGRect", found: KeyboardEventError.found(raw))
        }
        // Standardized first: moving the origin by a huge negative size can overflow to infinity.
        let standard = rect.standardized
        if KeyboardGeometry.isFinite(rect), KeyboardGeometry.isFinite(standard) { return standard }
        if kind.isHide { return .zero }
        throw .invalidValue(key: key, reason: "is not a finite frame", found: KeyboardEventError.found(raw))
    }

    func duration() throws(KeyboardEventError) -> TimeInterval {
        let key = KeyboardUserInfoKey.animationDuration
        guard let raw = durationValue else { return kind.isWill ? KeyboardEvent.defaultWillDuration : 0 }
        let number = try Self.number(raw, key: key, expected: "a number of seconds")
        guard number.isFinite, number >= 0 else {
            throw .invalidValue(
                key: key, reason: "is not a finite, non-negative duration", found: KeyboardEventError.found(raw))
        }
        return number
    }

    func curve() throws(KeyboardEventError) -> KeyboardAnimationCurve {
        let key = KeyboardUserInfoKey.animationCurve
        guard let raw = curveValue else { return kind.isWill ? KeyboardEvent.defaultWillCurve : .easeInOut }
        let number = try Self.number(raw, key: key, expected: "an integer curve")
        guard number.isFinite, number.rounded() == number, abs(number) <= Double(Int32.max) else {
            throw .invalidValue(key: key, reason: "is not an integer curve value", found: KeyboardEventError.found(raw))
        }
        return KeyboardAnimationCurve(rawValue: Int(number))
    }

    func isLocal() throws(KeyboardEventError) -> Bool? {
        let key = KeyboardUserInfoKey.isLocal
        guard let raw = isLocalValue else { return nil }
        switch (raw as? NSNumber)?.doubleValue {
        case 0: return false
        case 1: return true
        default: throw .wrongType(key: key, expected: "a Bool", found: KeyboardEventError.found(raw))
        }
    }

    /// `raw` as a number: an `NSNumber`, or a Swift number or `Bool` (which bridge to one), or a `CGFloat`.
    private static func number(_ raw: Any, key: String, expected: String) throws(KeyboardEventError) -> Double {
        if let number = raw as? NSNumber { return number.doubleValue }
        if let number = raw as? CGFloat { return Double(number) }
        throw .wrongType(key: key, expected: expected, found: KeyboardEventError.found(raw))
    }
}
