import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads typed values out of a keyboard `userInfo` as UIKit posts them, naming the key in every error.
struct UserInfoReader {
    let kind: KeyboardEvent.Kind
    let userInfo: [AnyHashable: Any]

    /// The value of `key`; swift-corelibs-foundation hashes an `NSString` key apart from its `String`.
    private func value(_ key: String) -> Any? {
        userInfo[key] ?? userInfo[NSString(string: key)]
    }

    /// The begin frame, or `nil` when the key is absent.
    func beginFrame() throws(KeyboardEventError) -> CGRect? { try frame(KeyboardUserInfoKey.frameBegin) }

    /// The end frame, or `nil` when the key is absent.
    func endFrame() throws(KeyboardEventError) -> CGRect? { try frame(KeyboardUserInfoKey.frameEnd) }

    /// The standardized frame of `key`, `nil` when absent, `.zero` when a hide's is not finite.
    private func frame(_ key: String) throws(KeyboardEventError) -> CGRect? {
        guard let raw = value(key) else { return nil }
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
        guard let raw = value(key) else { return kind.isWill ? KeyboardEvent.defaultWillDuration : 0 }
        let number = try Self.number(raw, key: key, expected: "a number of seconds")
        guard number.isFinite, number >= 0 else {
            throw .invalidValue(
                key: key, reason: "is not a finite, non-negative duration", found: KeyboardEventError.found(raw))
        }
        return number
    }

    func curve() throws(KeyboardEventError) -> KeyboardAnimationCurve {
        let key = KeyboardUserInfoKey.animationCurve
        guard let raw = value(key) else { return kind.isWill ? KeyboardEvent.defaultWillCurve : .easeInOut }
        let number = try Self.number(raw, key: key, expected: "an integer curve")
        guard number.isFinite, number.rounded() == number, abs(number) <= Double(Int32.max) else {
            throw .invalidValue(key: key, reason: "is not an integer curve value", found: KeyboardEventError.found(raw))
        }
        return KeyboardAnimationCurve(rawValue: Int(number))
    }

    func isLocal() throws(KeyboardEventError) -> Bool? {
        let key = KeyboardUserInfoKey.isLocal
        guard let raw = value(key) else { return nil }
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
