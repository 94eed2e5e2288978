import Foundation

// MARK: - Reading notifications

extension KeyboardEvent {
    /// Reads a keyboard notification posted by UIKit (or by a simulator, a test or a log).
    ///
    /// Only what the kit needs is required: a show or change-frame notification needs
    /// `UIKeyboardFrameEndUserInfoKey`; a hide needs nothing at all, not even a `userInfo`.
    /// Every other key has a documented default when it is **absent**:
    ///
    /// | key | absent on a will-notification | absent on a did-notification |
    /// |---|---|---|
    /// | `UIKeyboardFrameBeginUserInfoKey` | ``beginFrame`` is `nil` | ``beginFrame`` is `nil` |
    /// | `UIKeyboardFrameEndUserInfoKey` (hides only) | `CGRect.zero` | `CGRect.zero` |
    /// | `UIKeyboardAnimationDurationUserInfoKey` | 0.25 s (``defaultWillDuration``) | 0 |
    /// | `UIKeyboardAnimationCurveUserInfoKey` | 7 (``defaultWillCurve``) | 0 (`easeInOut`) |
    /// | `UIKeyboardIsLocalUserInfoKey` | ``isLocal`` is `nil` | ``isLocal`` is `nil` |
    ///
    /// A key that is **present** with a value of the wrong type, or an invalid value, is still an
    /// error naming the key and the value found: only absence is forgiven.
    ///
    /// Accepts what devices and logs really carry: frames boxed in `NSValue` or given as
    /// `CGRect`, or as the text `"NSRect: {{x, y}, {w, h}}"`; durations, curves and `isLocal` as
    /// `NSNumber`, Swift numbers and booleans, or numeric strings (`"0.25"`).
    ///
    /// Documented normalisations:
    /// - A hide notification whose frame is not finite (iOS 7 posted `{{inf, inf}, {0, 0}}`)
    ///   reads as `CGRect.zero`; on any other notification a non-finite frame is an error.
    /// - Frames with a negative width or height are standardized.
    /// - The notification's `object` becomes ``screen`` when it is a ``KeyboardScreen``; any other
    ///   object is ignored.
    /// - Keys the kit does not know are ignored.
    ///
    /// - Throws: ``KeyboardEventError`` naming the notification or key at fault.
    ///
    /// ```swift
    /// center.addObserver(forName: KeyboardNotificationName.willShow, object: nil, queue: nil) {
    ///     note in
    ///     if let event = try? KeyboardEvent(notification: note) { print(event.endFrame) }
    /// }
    /// ```
    public init(notification: Notification) throws(KeyboardEventError) {
        guard let kind = Kind(notificationName: notification.name) else {
            throw .unknownNotification(name: notification.name.rawValue)
        }
        try self.init(kind: kind, userInfo: notification.userInfo)
        if let screen = notification.object as? any KeyboardScreen { self.screen = ObjectIdentifier(screen) }
    }

    /// Reads the `userInfo` of a keyboard notification of a known kind.
    ///
    /// See ``init(notification:)`` for what is accepted and how values are normalised.
    ///
    /// - Throws: ``KeyboardEventError`` naming the key at fault.
    ///
    /// ```swift
    /// let event = try KeyboardEvent(kind: .willHide, userInfo: note.userInfo)
    /// ```
    public init(kind: Kind, userInfo: [AnyHashable: Any]?) throws(KeyboardEventError) {
        // A hide needs nothing: without a userInfo it reads like one with no keys.
        guard let userInfo = userInfo ?? (kind.isHide ? [:] : nil) else { throw .missingUserInfo(kind: kind) }
        let reader = UserInfoReader(kind: kind, userInfo: userInfo)
        let begin = try reader.frame(KeyboardUserInfoKey.frameBegin)
        guard let end = try reader.frame(KeyboardUserInfoKey.frameEnd) ?? (kind.isHide ? .zero : nil) else {
            throw .missingValue(key: KeyboardUserInfoKey.frameEnd, kind: kind)
        }
        let duration = try reader.duration()
        let curve = try reader.curve()
        let isLocal = try reader.isLocal()
        self.init(
            kind: kind, beginFrame: begin, endFrame: end,
            duration: duration, curve: curve, isLocal: isLocal)
    }

    // MARK: - Writing notifications

    /// The `userInfo` UIKit would post for this event: boxed frames and `NSNumber`s.
    ///
    /// The begin frame is left out when it is `nil`, and `isLocal` when it is `nil` (as on
    /// iOS 8). Reading the result back gives the same event.
    ///
    /// ```swift
    /// center.post(name: event.kind.notificationName, object: nil, userInfo: event.userInfo)
    /// ```
    public var userInfo: [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [
            KeyboardUserInfoKey.frameEnd: RectBox.box(endFrame),
            KeyboardUserInfoKey.animationDuration: NSNumber(value: duration),
            KeyboardUserInfoKey.animationCurve: NSNumber(value: curve.rawValue),
        ]
        if let beginFrame { info[KeyboardUserInfoKey.frameBegin] = RectBox.box(beginFrame) }
        if let isLocal { info[KeyboardUserInfoKey.isLocal] = NSNumber(value: isLocal) }
        return info
    }

    /// A notification carrying this event, as UIKit would post it.
    ///
    /// ```swift
    /// center.post(event.notification(object: nil))
    /// ```
    public func notification(object: Any? = nil) -> Notification {
        Notification(name: kind.notificationName, object: object, userInfo: userInfo)
    }
}

/// Boxes and unboxes `CGRect` in `NSValue` the same way on every platform.
enum RectBox {
    /// The Objective-C type encoding of a 64-bit `CGRect`, as UIKit and Foundation write it.
    static let encoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    static func box(_ rect: CGRect) -> NSValue {
        var copy = rect
        return NSValue(bytes: &copy, objCType: encoding)
    }

    /// The encoding of `NSRect` in Foundation on macOS, which is layout-compatible.
    static let nsRectEncoding = "{_NSRect={_NSPoint=dd}{_NSSize=dd}}"

    #if !canImport(Darwin)
        /// The class of swift-corelibs-foundation's boxed geometry values (points, sizes, rects,
        /// ranges, edge insets), which `NSValue(rect:)` and `NSValue(bytes:objCType:)` make.
        static let geometryValueClass: AnyClass = Swift.type(of: NSValue(rect: .zero))

        /// A NaN bit pattern no geometry uses, to see how many bytes `getValue` wrote.
        static let unwritten: UInt64 = 0x7FF4_B0B0_CAFE_F00D
    #endif

    /// The rect inside `value`, or `nil` when the value does not hold a 64-bit rect.
    static func unbox(_ value: NSValue) -> CGRect? {
        guard !(value is NSNumber) else { return nil }
        #if !canImport(Darwin)
            // On Linux, `objCType` of a geometry value mallocs a C string that is never freed
            // (3 allocations and 40 bytes leaked per call), so the rect is read without it: a
            // point, size or range writes 16 bytes and leaves the last two words untouched. (A
            // boxed NSEdgeInsets, 32 bytes too, would read as a rect; no keyboard posts one.)
            if Swift.type(of: value) == geometryValueClass {
                var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, unwritten, unwritten)
                withUnsafeMutableBytes(of: &words) { bytes in
                    if let base = bytes.baseAddress { value.getValue(base) }
                }
                guard words.2 != unwritten || words.3 != unwritten else { return nil }
                return CGRect(
                    x: Double(bitPattern: words.0), y: Double(bitPattern: words.1),
                    width: Double(bitPattern: words.2), height: Double(bitPattern: words.3))
            }
        #endif
        let type = value.objCType
        guard strcmp(type, encoding) == 0 || strcmp(type, nsRectEncoding) == 0 else { return nil }
        var rect = CGRect.zero
        #if canImport(Darwin)
            value.getValue(&rect, size: MemoryLayout<CGRect>.size)
        #else
            value.getValue(&rect)
        #endif
        return rect
    }
}

/// Reads typed values out of a keyboard `userInfo`, naming the key in every error.
///
/// An absent key reads as `nil` (frames) or its documented default (duration, curve); a present
/// key with a value that cannot be read is an error.
///
/// It walks the dictionary once and keeps the five values it knows, rather than looking each key
/// up: every `userInfo[key]` probe compares keys through `AnyHashable`, which costs more than the
/// rest of the reading. Keys may be `String` or `NSString` (dictionaries bridged from
/// Objective-C); unknown keys are ignored.
struct UserInfoReader {
    let kind: KeyboardEvent.Kind
    private var values: (begin: Any?, end: Any?, duration: Any?, curve: Any?, isLocal: Any?)

    init(kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any]) {
        self.kind = kind
        values = (nil, nil, nil, nil, nil)
        for (key, value) in userInfo {
            let name: String
            if let string = key.base as? String {
                name = string
            } else if let string = key.base as? NSString {
                name = string as String
            } else {
                continue
            }
            switch name {
            case KeyboardUserInfoKey.frameBegin: values.begin = value
            case KeyboardUserInfoKey.frameEnd: values.end = value
            case KeyboardUserInfoKey.animationDuration: values.duration = value
            case KeyboardUserInfoKey.animationCurve: values.curve = value
            case KeyboardUserInfoKey.isLocal: values.isLocal = value
            default: continue
            }
        }
    }

    func value(_ key: String) -> Any? {
        switch key {
        case KeyboardUserInfoKey.frameBegin: values.begin
        case KeyboardUserInfoKey.frameEnd: values.end
        case KeyboardUserInfoKey.animationDuration: values.duration
        case KeyboardUserInfoKey.animationCurve: values.curve
        case KeyboardUserInfoKey.isLocal: values.isLocal
        default: nil
        }
    }

    /// The duration an event of `kind` has when its notification carries none.
    static func defaultDuration(_ kind: KeyboardEvent.Kind) -> TimeInterval {
        kind.isWill ? KeyboardEvent.defaultWillDuration : 0
    }

    /// The curve an event of `kind` has when its notification carries none.
    static func defaultCurve(_ kind: KeyboardEvent.Kind) -> KeyboardAnimationCurve {
        kind.isWill ? KeyboardEvent.defaultWillCurve : .easeInOut
    }

    /// The frame under `key`, or `nil` when the key is absent.
    func frame(_ key: String) throws(KeyboardEventError) -> CGRect? {
        guard let raw = value(key) else { return nil }
        let rect: CGRect
        if let boxed = raw as? NSValue, let unboxed = RectBox.unbox(boxed) {
            rect = unboxed
        } else if let direct = raw as? CGRect {
            rect = direct
        } else if let text = raw as? String, let parsed = RectText.parse(text) {
            rect = parsed
        } else {
            throw .wrongType(key: key, expected: "a CGRect", found: Found.describe(raw))
        }
        // Standardized first: moving the origin by a huge negative size can overflow to infinity.
        let standard = rect.standardized
        guard KeyboardGeometry.isFinite(rect), KeyboardGeometry.isFinite(standard) else {
            if kind.isHide { return .zero }
            throw .invalidValue(key: key, reason: "is not a finite frame", found: Found.describe(raw))
        }
        return standard
    }

    func duration() throws(KeyboardEventError) -> TimeInterval {
        let key = KeyboardUserInfoKey.animationDuration
        guard let raw = value(key) else { return Self.defaultDuration(kind) }
        guard let number = Numbers.double(raw) else {
            throw .wrongType(key: key, expected: "a number of seconds", found: Found.describe(raw))
        }
        guard number.isFinite, number >= 0 else {
            throw .invalidValue(
                key: key, reason: "is not a finite, non-negative duration", found: Found.describe(raw))
        }
        return number
    }

    func curve() throws(KeyboardEventError) -> KeyboardAnimationCurve {
        let key = KeyboardUserInfoKey.animationCurve
        guard let raw = value(key) else { return Self.defaultCurve(kind) }
        guard let number = Numbers.double(raw) else {
            throw .wrongType(key: key, expected: "an integer curve", found: Found.describe(raw))
        }
        guard number.isFinite, number.rounded() == number, abs(number) <= Double(Int32.max) else {
            throw .invalidValue(
                key: key, reason: "is not an integer curve value", found: Found.describe(raw))
        }
        return KeyboardAnimationCurve(rawValue: Int(number))
    }

    func isLocal() throws(KeyboardEventError) -> Bool? {
        let key = KeyboardUserInfoKey.isLocal
        guard let raw = value(key) else { return nil }
        guard let flag = Numbers.bool(raw) else {
            throw .wrongType(key: key, expected: "a Bool", found: Found.describe(raw))
        }
        return flag
    }
}

/// Reads numbers and booleans the way keyboard logs spell them.
enum Numbers {
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

/// Parses the text form of a rect: `NSRect: {{0, 451}, {375, 216}}` or `{{0, 451}, {375, 216}}`.
///
/// Used by the `userInfo` reader for frames that arrive as strings (logs, JSON replays).
public enum RectText {
    /// The rect written in `text`, or `nil` when the text is not a rect.
    ///
    /// Accepts an optional `NSRect:` or `CGRect:` prefix, any spacing, and `inf`/`nan` numbers
    /// (the caller decides whether non-finite frames are acceptable).
    ///
    /// ```swift
    /// RectText.parse("NSRect: {{0, 451}, {375, 216}}") // (0, 451, 375, 216)
    /// ```
    public static func parse(_ text: String) -> CGRect? {
        var body = Substring(text).drop(while: { $0 == " " })
        for prefix in ["NSRect:", "CGRect:"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
        }
        let numbers = body.split(whereSeparator: { "{}, \t".contains($0) })
        guard numbers.count == 4 else { return nil }
        var values: [Double] = []
        for piece in numbers {
            guard let value = Numbers.parse(String(piece)) else { return nil }
            values.append(value)
        }
        let braces = body.filter { $0 == "{" || $0 == "}" }
        guard braces == "{{}{}}" else { return nil }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The text form UIKit prints for `rect`: `NSRect: {{x, y}, {w, h}}`.
    ///
    /// ```swift
    /// RectText.format(CGRect(x: 0, y: 451, width: 375, height: 216))
    /// // "NSRect: {{0, 451}, {375, 216}}"
    /// ```
    public static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
        }
        return "NSRect: {{\(number(rect.minX)), \(number(rect.minY))}, "
            + "{\(number(rect.width)), \(number(rect.height))}}"
    }
}

/// Describes an unexpected value for an error message: its type and a short rendering.
enum Found {
    static func describe(_ raw: Any) -> String {
        let text = String(describing: raw)
        let short = text.count > 60 ? String(text.prefix(57)) + "..." : text
        return "\(type(of: raw)) \(short)"
    }
}
