import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The structured input of the userInfo fuzz target: how fuzz bytes become keyboard
// notifications, and back (the seed writer encodes the committed seeds with `FuzzEncoder`).
//
// Layout (every read past the end yields 0, so every byte string is a valid input):
//
//   header   byte: events = 1 + (b & 3); bit 7 set: remote keyboards are not ignored
//   screen   byte: < 7 a device from `FuzzInput.screens`, otherwise a fuzzed rect
//   host     byte: 0 the screen, 1 its left half (Split View), 2 a Stage Manager window,
//            3 its bottom 200 pt, otherwise a fuzzed rect
//   inset    double: the host's bottom safe-area inset
//   time     double: when to sample the animation
//   events   each: mode byte, [kind byte | name string], entry count byte (% 9), entries
//   entry    key byte (low nibble % 10: `FuzzKey`; bit 4: an NSString key), [key string], value
//   value    tag byte % 19 (`FuzzValue`), then its payload
//   double   tag byte: < 64 `FuzzInput.interestingDoubles[tag % count]`; 64...253 an Int16
//            (2 bytes, little endian) divided by `FuzzInput.divisors[(tag - 64) % 8]`;
//            254 a Float (4 bytes); 255 a Double (8 bytes, bit pattern)
//   string   length byte (% 64), then that many bytes (invalid UTF-8 is repaired)

/// One notification as the fuzzer describes it.
struct FuzzEvent: Equatable, Sendable, CustomStringConvertible {
    enum Route: Equatable, Sendable {
        /// `KeyboardEvent(kind:userInfo:)` with the kind `allCases[kind]`.
        case kind(Int)
        /// `KeyboardEvent(notification:)` with the notification name of `allCases[kind]`.
        case notification(Int)
        /// `KeyboardEvent(notification:)` with an arbitrary name.
        case namedNotification(String)
    }

    var route: Route
    /// `nil` posts no userInfo at all.
    var entries: [FuzzEntry]?

    var description: String {
        let info = entries.map { "[" + $0.map(\.description).joined(separator: ", ") + "]" } ?? "nil"
        return "\(route) userInfo: \(info)"
    }
}

/// A userInfo key: one the kit reads, one older logs carry, or any text.
struct FuzzEntry: Equatable, Sendable, CustomStringConvertible {
    var key: String
    var nsStringKey: Bool
    var value: FuzzValue

    var description: String { "\(nsStringKey ? "NSString " : "")\(key.debugDescription): \(value)" }
}

/// A userInfo value, in every shape a notification, a log or a JSON replay may carry.
indirect enum FuzzValue: Equatable, Sendable, CustomStringConvertible {
    case rectValue(FuzzRect)  // 0: NSValue(rect:)
    case rect(FuzzRect)  // 1: CGRect
    case numberDouble(Double)  // 2: NSNumber(value: Double)
    case numberInt(Int64)  // 3: NSNumber(value: Int64)
    case numberBool(Bool)  // 4: NSNumber(value: Bool)
    case string(String)  // 5: String, arbitrary bytes
    case rectText(prefix: Int, rect: FuzzRect)  // 6: "NSRect: {{x, y}, {w, h}}"
    case null  // 7: NSNull()
    case array([FuzzValue])  // 8: [Any]
    case swiftDouble(Double)  // 9: Double
    case swiftInt(Int)  // 10: Int
    case swiftBool(Bool)  // 11: Bool
    case numberText(Double, style: Int)  // 12: "0.25", " 7 ", "inf"
    case nsString(String)  // 13: NSString
    case otherValue(kind: Int, Double, Double)  // 14: NSValue(point:), (size:), (range:)
    case insetsValue(FuzzRect)  // 15: NSValue(edgeInsets:), 32 bytes that are not a rect
    case dictionary([FuzzEntry])  // 16: [AnyHashable: Any]
    case otherNumber(kind: Int, UInt64)  // 17: NSNumber of UInt64, Float, Int8, UInt8
    case data([UInt8])  // 18: Data

    static let tagCount = 19

    var description: String {
        switch self {
        case .rectValue(let r): "NSValue(rect: \(r))"
        case .rect(let r): "CGRect\(r)"
        case .numberDouble(let d): "NSNumber(Double \(d))"
        case .numberInt(let i): "NSNumber(Int64 \(i))"
        case .numberBool(let b): "NSNumber(Bool \(b))"
        case .string(let s): "String \(s.debugDescription)"
        case .rectText(let p, let r): "String \(FuzzValue.formatRect(prefix: p, r).debugDescription)"
        case .null: "NSNull"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .swiftDouble(let d): "Double \(d)"
        case .swiftInt(let i): "Int \(i)"
        case .swiftBool(let b): "Bool \(b)"
        case .numberText(let d, let style): "String \(FuzzValue.formatNumber(d, style: style).debugDescription)"
        case .nsString(let s): "NSString \(s.debugDescription)"
        case .otherValue(let kind, let a, let b): "NSValue(\(["point", "size", "range"][kind % 3]): \(a), \(b))"
        case .insetsValue(let r): "NSValue(edgeInsets: \(r))"
        case .dictionary(let entries): "[" + entries.map(\.description).joined(separator: ", ") + "]"
        case .otherNumber(let kind, let bits): "NSNumber(\(FuzzValue.describeNumber(kind: kind, bits: bits)))"
        case .data(let bytes): "Data(\(bytes.count) bytes)"
        }
    }

    /// The value as Foundation holds it in a `userInfo`.
    var foundation: Any {
        switch self {
        case .rectValue(let r): NSValue(rect: r.cgRect)
        case .rect(let r): r.cgRect
        case .numberDouble(let d): NSNumber(value: d)
        case .numberInt(let i): NSNumber(value: i)
        case .numberBool(let b): NSNumber(value: b)
        case .string(let s): s
        case .rectText(let p, let r): FuzzValue.formatRect(prefix: p, r)
        case .null: NSNull()
        case .array(let values): values.map(\.foundation)
        case .swiftDouble(let d): d
        case .swiftInt(let i): i
        case .swiftBool(let b): b
        case .numberText(let d, let style): FuzzValue.formatNumber(d, style: style)
        case .nsString(let s): NSString(string: s)
        case .otherValue(let kind, let a, let b):
            switch kind % 3 {
            case 0: NSValue(point: CGPoint(x: a, y: b))
            case 1: NSValue(size: CGSize(width: a, height: b))
            default: NSValue(range: NSRange(location: Int(truncatingIfNeeded: Int64(a.bitPattern & 0xFFFF)), length: 1))
            }
        case .insetsValue(let r):
            NSValue(edgeInsets: NSEdgeInsets(top: r.x, left: r.y, bottom: r.width, right: r.height))
        case .dictionary(let entries): FuzzEntry.dictionary(entries)
        case .otherNumber(let kind, let bits):
            switch kind % 4 {
            case 0: NSNumber(value: bits)
            case 1: NSNumber(value: Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
            case 2: NSNumber(value: Int8(truncatingIfNeeded: bits))
            default: NSNumber(value: UInt8(truncatingIfNeeded: bits))
            }
        case .data(let bytes): Data(bytes)
        }
    }

    static func describeNumber(kind: Int, bits: UInt64) -> String {
        switch kind % 4 {
        case 0: "UInt64 \(bits)"
        case 1: "Float \(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))"
        case 2: "Int8 \(Int8(truncatingIfNeeded: bits))"
        default: "UInt8 \(UInt8(truncatingIfNeeded: bits))"
        }
    }

    /// The text of a rect, as logs print it (prefix 0 `NSRect: `, 1 `CGRect: `, 2 none,
    /// 3 `NSRect:` without spaces and with exponents).
    static func formatRect(prefix: Int, _ r: FuzzRect) -> String {
        func number(_ value: Double) -> String {
            if prefix % 4 == 3 { return "\(value)" }
            return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        let body = "{{\(number(r.x)), \(number(r.y))}, {\(number(r.width)), \(number(r.height))}}"
        switch prefix % 4 {
        case 0: return "NSRect: " + body
        case 1: return "CGRect: " + body
        case 2: return body
        default: return "NSRect:" + body.replacingOccurrences(of: " ", with: "")
        }
    }

    /// A number as text (style 0 Swift's description, 1 padded, 2 `inf`/`nan` words, 3 an
    /// integer if it is one, 4 uppercase exponent).
    static func formatNumber(_ d: Double, style: Int) -> String {
        switch style % 5 {
        case 0: return "\(d)"
        case 1: return " \(d) "
        case 2: return d.isNaN ? "nan" : d.isInfinite ? (d < 0 ? "-inf" : "inf") : "\(d)"
        case 3: return d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
        default: return "\(d)".uppercased()
        }
    }
}

struct FuzzRect: Equatable, Sendable, CustomStringConvertible {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    var description: String { "(\(x), \(y), \(width), \(height))" }
}

extension FuzzEntry {
    static func dictionary(_ entries: [FuzzEntry]) -> [AnyHashable: Any] {
        var result: [AnyHashable: Any] = [:]
        for entry in entries {
            let key = entry.nsStringKey ? AnyHashable(NSString(string: entry.key)) : AnyHashable(entry.key)
            result[key] = entry.value.foundation
        }
        return result
    }
}

/// Everything one fuzz input asks for: a screen, a host, a time, and up to four notifications
/// folded into one `KeyboardState`.
struct FuzzInput: Equatable, Sendable, CustomStringConvertible {
    var ignoresRemoteKeyboards: Bool
    var screen: FuzzRect
    var host: FuzzRect
    var bottomInset: Double
    var time: Double
    var events: [FuzzEvent]

    var description: String {
        var lines = [
            "screen \(screen) host \(host) bottom inset \(bottomInset) time \(time)"
                + " ignoresRemoteKeyboards \(ignoresRemoteKeyboards)"
        ]
        lines += events.map(\.description)
        return lines.joined(separator: "\n")
    }

    static let screens: [FuzzRect] = [
        FuzzRect(x: 0, y: 0, width: 375, height: 667), FuzzRect(x: 0, y: 0, width: 375, height: 812),
        FuzzRect(x: 0, y: 0, width: 768, height: 1024), FuzzRect(x: 0, y: 0, width: 1024, height: 768),
        FuzzRect(x: 0, y: 0, width: 320, height: 480), FuzzRect(x: 0, y: 0, width: 414, height: 896),
        FuzzRect(x: 0, y: 0, width: 390, height: 844),
    ]

    static let knownKeys = [
        "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey", "UIKeyboardBoundsUserInfoKey",
        "UIKeyboardCenterBeginUserInfoKey", "UIKeyboardCenterEndUserInfoKey", "UIKeyboardFrameChangedByUserInteraction",
    ]

    static let interestingDoubles: [Double] = [
        0, -0.0, 1, -1, 0.25, 0.5, 7, 216, 258, 291, 320.6666, 335.6667, 375, 451, 667, 812,
        1024, -264, 666.9999999, 1e15, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, .leastNormalMagnitude, .infinity, -.infinity, .nan, -Double.nan,
        Double(Int32.max), Double(Int32.max) + 1, 9.3e18, -9.3e18, 0.9999, 1e-7,
    ]

    static let divisors: [Double] = [1, 2, 3, 4, 8, 10, 100, 1000]
}

/// Reads a `FuzzInput` from bytes; never fails.
struct FuzzDecoder {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func decode(_ bytes: [UInt8]) -> FuzzInput {
        var decoder = FuzzDecoder(bytes)
        return decoder.input()
    }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func uint(_ count: Int) -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<count { value |= UInt64(byte()) << (8 * UInt64(shift)) }
        return value
    }

    mutating func double() -> Double {
        let tag = byte()
        switch tag {
        case 0..<64: return FuzzInput.interestingDoubles[Int(tag) % FuzzInput.interestingDoubles.count]
        case 254: return Double(Float(bitPattern: UInt32(uint(4))))
        case 255: return Double(bitPattern: uint(8))
        default:
            let small = Int16(bitPattern: UInt16(uint(2)))
            return Double(small) / FuzzInput.divisors[Int(tag - 64) % FuzzInput.divisors.count]
        }
    }

    mutating func string() -> String {
        let count = Int(byte()) % 64
        return String(decoding: (0..<count).map { _ in byte() }, as: UTF8.self)
    }

    mutating func rect() -> FuzzRect { FuzzRect(x: double(), y: double(), width: double(), height: double()) }

    mutating func input() -> FuzzInput {
        let header = byte()
        let screenChoice = Int(byte())
        let screen = screenChoice < FuzzInput.screens.count ? FuzzInput.screens[screenChoice] : rect()
        let host: FuzzRect
        switch byte() {
        case 0: host = screen
        case 1: host = FuzzRect(x: screen.x, y: screen.y, width: screen.width / 2, height: screen.height)
        case 2: host = FuzzRect(x: 100, y: 80, width: 500, height: 600)
        case 3: host = FuzzRect(x: screen.x, y: screen.y + screen.height - 200, width: screen.width, height: 200)
        default: host = rect()
        }
        let inset = double()
        let time = double()
        let events = (0...Int(header & 3)).map { _ in event() }
        return FuzzInput(
            ignoresRemoteKeyboards: header & 0x80 == 0, screen: screen, host: host, bottomInset: inset, time: time,
            events: events)
    }

    mutating func event() -> FuzzEvent {
        let mode = Int(byte()) % 16
        let route: FuzzEvent.Route
        var hasUserInfo = true
        switch mode {
        case 0..<6: route = .kind(mode)
        case 6..<12: route = .notification(mode - 6)
        case 12: route = .namedNotification(string())
        case 13:
            route = .kind(Int(byte()) % 6)
            hasUserInfo = false
        case 14:
            route = .notification(Int(byte()) % 6)
            hasUserInfo = false
        default: route = .kind(Int(byte()) % 6)
        }
        let count = Int(byte()) % 9
        let entries = (0..<count).map { _ in entry(depth: 0) }
        return FuzzEvent(route: route, entries: hasUserInfo ? entries : nil)
    }

    mutating func entry(depth: Int) -> FuzzEntry {
        let keyByte = byte()
        let keyIndex = Int(keyByte & 0x0F) % 10
        let key = keyIndex < FuzzInput.knownKeys.count ? FuzzInput.knownKeys[keyIndex] : string()
        return FuzzEntry(key: key, nsStringKey: keyByte & 0x10 != 0, value: value(depth: depth))
    }

    mutating func value(depth: Int) -> FuzzValue {
        let tag = Int(byte()) % FuzzValue.tagCount
        switch tag {
        case 0: return .rectValue(rect())
        case 1: return .rect(rect())
        case 2: return .numberDouble(double())
        case 3: return .numberInt(Int64(bitPattern: uint(8)))
        case 4: return .numberBool(byte() & 1 == 1)
        case 5: return .string(string())
        case 6: return .rectText(prefix: Int(byte()) % 4, rect: rect())
        case 7: return .null
        case 8:
            let count = depth < 3 ? Int(byte()) % 5 : 0
            return .array((0..<count).map { _ in value(depth: depth + 1) })
        case 9: return .swiftDouble(double())
        case 10: return .swiftInt(Int(Int64(bitPattern: uint(8))))
        case 11: return .swiftBool(byte() & 1 == 1)
        case 12: return .numberText(double(), style: Int(byte()) % 5)
        case 13: return .nsString(string())
        case 14: return .otherValue(kind: Int(byte()) % 3, double(), double())
        case 15: return .insetsValue(rect())
        case 16:
            let count = depth < 3 ? Int(byte()) % 5 : 0
            return .dictionary((0..<count).map { _ in entry(depth: depth + 1) })
        case 17: return .otherNumber(kind: Int(byte()) % 4, uint(8))
        default: return .data((0..<(Int(byte()) % 16)).map { _ in byte() })
        }
    }
}

/// Writes the bytes that `FuzzDecoder` reads back as the same input (for seeds).
struct FuzzEncoder {
    private(set) var bytes: [UInt8] = []

    static func encode(_ input: FuzzInput) -> [UInt8] {
        var encoder = FuzzEncoder()
        encoder.input(input)
        return encoder.bytes
    }

    mutating func byte(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }

    mutating func uint(_ value: UInt64, _ count: Int) {
        for shift in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift)))) }
    }

    mutating func double(_ value: Double) {
        if let index = FuzzInput.interestingDoubles.firstIndex(where: { $0.bitPattern == value.bitPattern }) {
            byte(index)
        } else if value.rounded() == value, abs(value) <= Double(Int16.max) {
            byte(64)
            uint(UInt64(UInt16(bitPattern: Int16(value))), 2)
        } else {
            byte(255)
            uint(value.bitPattern, 8)
        }
    }

    mutating func string(_ value: String) {
        let utf8 = Array(value.utf8.prefix(63))
        byte(utf8.count)
        bytes += utf8
    }

    mutating func rect(_ r: FuzzRect) {
        double(r.x)
        double(r.y)
        double(r.width)
        double(r.height)
    }

    mutating func input(_ input: FuzzInput) {
        precondition((1...4).contains(input.events.count))
        byte((input.events.count - 1) | (input.ignoresRemoteKeyboards ? 0 : 0x80))
        if let screen = FuzzInput.screens.firstIndex(of: input.screen) {
            byte(screen)
        } else {
            byte(200)
            rect(input.screen)
        }
        if input.host == input.screen {
            byte(0)
        } else {
            byte(200)
            rect(input.host)
        }
        double(input.bottomInset)
        double(input.time)
        for event in input.events { self.event(event) }
    }

    mutating func event(_ event: FuzzEvent) {
        switch (event.route, event.entries) {
        case (.kind(let kind), .some): byte(kind)
        case (.notification(let kind), .some): byte(6 + kind)
        case (.namedNotification(let name), _):
            byte(12)
            string(name)
        case (.kind(let kind), .none):
            byte(13)
            byte(kind)
        case (.notification(let kind), .none):
            byte(14)
            byte(kind)
        }
        let entries = event.entries ?? []
        precondition(entries.count < 9)
        byte(entries.count)
        for entry in entries { self.entry(entry) }
    }

    mutating func entry(_ entry: FuzzEntry) {
        let known = FuzzInput.knownKeys.firstIndex(of: entry.key)
        byte((known ?? 9) | (entry.nsStringKey ? 0x10 : 0))
        if known == nil { string(entry.key) }
        value(entry.value)
    }

    mutating func value(_ value: FuzzValue) {
        switch value {
        case .rectValue(let r):
            byte(0)
            rect(r)
        case .rect(let r):
            byte(1)
            rect(r)
        case .numberDouble(let d):
            byte(2)
            double(d)
        case .numberInt(let i):
            byte(3)
            uint(UInt64(bitPattern: i), 8)
        case .numberBool(let b):
            byte(4)
            byte(b ? 1 : 0)
        case .string(let s):
            byte(5)
            string(s)
        case .rectText(let prefix, let r):
            byte(6)
            byte(prefix)
            rect(r)
        case .null: byte(7)
        case .array(let values):
            byte(8)
            byte(values.count)
            for element in values { self.value(element) }
        case .swiftDouble(let d):
            byte(9)
            double(d)
        case .swiftInt(let i):
            byte(10)
            uint(UInt64(bitPattern: Int64(i)), 8)
        case .swiftBool(let b):
            byte(11)
            byte(b ? 1 : 0)
        case .numberText(let d, let style):
            byte(12)
            double(d)
            byte(style)
        case .nsString(let s):
            byte(13)
            string(s)
        case .otherValue(let kind, let a, let b):
            byte(14)
            byte(kind)
            double(a)
            double(b)
        case .insetsValue(let r):
            byte(15)
            rect(r)
        case .dictionary(let entries):
            byte(16)
            byte(entries.count)
            for entry in entries { self.entry(entry) }
        case .otherNumber(let kind, let bits):
            byte(17)
            byte(kind)
            uint(bits, 8)
        case .data(let data):
            byte(18)
            byte(data.count)
            bytes += data
        }
    }
}
