import Foundation

// Writes the seed corpus of the userInfo fuzz target: real-looking notifications (the KeyboardFacts article)
// encoded with `FuzzEncoder`, so that the fuzzer starts from inputs that read successfully.
// Compiled with ../UserInfoInput.swift only, by `Scripts/fuzz.sh --write-seeds`.
//
// Usage: seed-writer OUTPUT_DIRECTORY

@main
struct SeedWriter {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: seed-writer OUTPUT_DIRECTORY\n".utf8))
            exit(2)
        }
        let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, input) in seeds {
            let bytes = FuzzEncoder.encode(input)
            // The decoder must read back exactly what was meant (compared as bytes: NaN != NaN).
            guard FuzzEncoder.encode(FuzzDecoder.decode(bytes)) == bytes else {
                FileHandle.standardError.write(Data("seed \(name) does not decode to itself\n".utf8))
                exit(1)
            }
            try Data(bytes).write(to: directory.appendingPathComponent(name + ".bin"))
        }
        print("wrote \(seeds.count) seeds to \(directory.path)")
    }
}

// MARK: - Building blocks

private let iPhone6 = FuzzRect(x: 0, y: 0, width: 375, height: 667)
private let iPhoneX = FuzzRect(x: 0, y: 0, width: 375, height: 812)
private let iPad = FuzzRect(x: 0, y: 0, width: 768, height: 1024)

private enum Key {
    static let begin = "UIKeyboardFrameBeginUserInfoKey"
    static let end = "UIKeyboardFrameEndUserInfoKey"
    static let duration = "UIKeyboardAnimationDurationUserInfoKey"
    static let curve = "UIKeyboardAnimationCurveUserInfoKey"
    static let isLocal = "UIKeyboardIsLocalUserInfoKey"
    static let bounds = "UIKeyboardBoundsUserInfoKey"
    static let centerBegin = "UIKeyboardCenterBeginUserInfoKey"
    static let centerEnd = "UIKeyboardCenterEndUserInfoKey"
    static let byUser = "UIKeyboardFrameChangedByUserInteraction"
}

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> FuzzRect {
    FuzzRect(x: x, y: y, width: width, height: height)
}

private func entry(_ key: String, _ value: FuzzValue, nsString: Bool = false) -> FuzzEntry {
    FuzzEntry(key: key, nsStringKey: nsString, value: value)
}

/// What UIKit posts: boxed rects and NSNumbers (§1).
private func uikit(
    begin: FuzzRect, end: FuzzRect, duration: Double? = 0.25, curve: Int64? = 7, isLocal: Bool? = true,
    nsStringKeys: Bool = false
) -> [FuzzEntry] {
    var entries = [
        entry(Key.begin, .rectValue(begin), nsString: nsStringKeys),
        entry(Key.end, .rectValue(end), nsString: nsStringKeys),
    ]
    if let duration { entries.append(entry(Key.duration, .numberDouble(duration), nsString: nsStringKeys)) }
    if let curve { entries.append(entry(Key.curve, .numberInt(curve), nsString: nsStringKeys)) }
    if let isLocal { entries.append(entry(Key.isLocal, .numberBool(isLocal), nsString: nsStringKeys)) }
    return entries
}

/// What a printed log gives back: every value as text (§1, `"0.25"`).
private func printed(begin: FuzzRect, end: FuzzRect, duration: Double = 0.25, curve: Double = 7) -> [FuzzEntry] {
    [
        entry(Key.curve, .numberText(curve, style: 3)), entry(Key.duration, .numberText(duration, style: 0)),
        entry(Key.bounds, .rectText(prefix: 0, rect: rect(0, 0, end.width, end.height))),
        entry(Key.begin, .rectText(prefix: 0, rect: begin)), entry(Key.end, .rectText(prefix: 0, rect: end)),
        entry(Key.isLocal, .numberText(1, style: 3)),
        entry(Key.centerEnd, .string("NSPoint: {187.5, 559}")),
    ]
}

private func single(
    _ route: FuzzEvent.Route, _ entries: [FuzzEntry]?, screen: FuzzRect, host: FuzzRect? = nil, time: Double = 0.125
) -> FuzzInput {
    FuzzInput(
        ignoresRemoteKeyboards: true, screen: screen, host: host ?? screen, bottomInset: 0, time: time,
        events: [FuzzEvent(route: route, entries: entries)])
}

// Kinds, indexed as KeyboardEvent.Kind.allCases.
private let willShow = 0
private let didShow = 1
private let willHide = 2
private let didHide = 3
private let willChangeFrame = 4
private let didChangeFrame = 5

// MARK: - Seeds

private let seeds: [(String, FuzzInput)] = [
    (
        "iphone6-will-show",
        single(.kind(willShow), uikit(begin: rect(0, 667, 375, 258), end: rect(0, 409, 375, 258)), screen: iPhone6)
    ),
    (
        "iphone6-will-show-notification-nsstring-keys",
        single(
            .notification(willShow),
            uikit(begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216), nsStringKeys: true), screen: iPhone6)
    ),
    (
        "iphone6-printed-log-values",
        single(
            .notification(willChangeFrame), printed(begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216)),
            screen: iPhone6)
    ),
    (
        "iphone6-duplicate-change-frame",
        FuzzInput(
            ignoresRemoteKeyboards: true, screen: iPhone6, host: iPhone6, bottomInset: 0, time: 0.08,
            events: [
                FuzzEvent(
                    route: .kind(willChangeFrame),
                    entries: uikit(begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216), duration: 0, curve: 0)),
                FuzzEvent(
                    route: .kind(willChangeFrame),
                    entries: uikit(begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216))),
                FuzzEvent(
                    route: .kind(willShow), entries: uikit(begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216))),
                FuzzEvent(
                    route: .kind(didShow),
                    entries: uikit(
                        begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216), duration: nil, curve: nil)),
            ])
    ),
    (
        "iphonex-session-show-predictive-hide",
        FuzzInput(
            ignoresRemoteKeyboards: true, screen: iPhoneX, host: iPhoneX, bottomInset: 34, time: 0.25,
            events: [
                FuzzEvent(
                    route: .notification(willShow),
                    entries: uikit(begin: rect(0, 812, 375, 291), end: rect(0, 521, 375, 291))),
                FuzzEvent(
                    route: .notification(willChangeFrame),
                    entries: uikit(begin: rect(0, 521, 375, 291), end: rect(0, 477, 375, 335))),
                FuzzEvent(
                    route: .notification(didChangeFrame),
                    entries: uikit(
                        begin: rect(0, 521, 375, 291), end: rect(0, 477, 375, 335), duration: nil, curve: nil)),
                FuzzEvent(
                    route: .notification(willHide),
                    entries: uikit(begin: rect(0, 477, 375, 335), end: rect(0, 812, 375, 335))),
            ])
    ),
    (
        "ios7-hide-to-infinity",
        single(
            .kind(willHide), uikit(begin: rect(0, 451, 375, 216), end: rect(.infinity, .infinity, 0, 0), isLocal: nil),
            screen: iPhone6)
    ),
    (
        "reduce-motion-hide-strip",
        single(.kind(willHide), uikit(begin: rect(0, 477, 375, 335), end: rect(0, 741, 375, 71)), screen: iPhoneX)
    ),
    (
        "ipad-hardware-keyboard-strip",
        single(.kind(willShow), uikit(begin: rect(0, 1024, 768, 308), end: rect(0, 969, 768, 308)), screen: iPad)
    ),
    (
        "ipad-floating-did-change-frame",
        single(
            .kind(didChangeFrame),
            uikit(begin: rect(0, 720, 768, 304), end: rect(0, -264, 768, 304), duration: nil, curve: nil),
            screen: iPad)
    ),
    (
        "ipad-remote-keyboard",
        single(
            .kind(willShow), uikit(begin: rect(0, 1024, 768, 313), end: rect(0, 711, 768, 313), isLocal: false),
            screen: iPad)
    ),
    (
        "ipad-split-view-host",
        single(
            .kind(willShow), uikit(begin: rect(0, 1024, 768, 313), end: rect(0, 711, 768, 313)), screen: iPad,
            host: rect(0, 0, 384, 1024))
    ),
    (
        "ipad-stage-manager-wider-keyboard",
        single(
            .kind(willChangeFrame), uikit(begin: rect(0, 1024, 1024, 398), end: rect(0, 370, 1024, 398)),
            screen: FuzzRect(x: 0, y: 0, width: 1024, height: 768), host: rect(100, 80, 500, 600))
    ),
    (
        "zero-size-change-frame",
        single(.kind(willChangeFrame), uikit(begin: rect(0, 736, 414, 0), end: rect(0, 0, 0, 0)), screen: iPhone6)
    ),
    (
        "rounded-nearly-hidden",
        single(
            .kind(willChangeFrame), uikit(begin: rect(0, 667, 375, 216), end: rect(0, 666.9999999, 375, 216)),
            screen: iPhone6)
    ),
    (
        "swift-values",
        single(
            .kind(willShow),
            [
                entry(Key.begin, .rect(rect(0, 667, 375, 258))), entry(Key.end, .rect(rect(0, 409, 375, 258))),
                entry(Key.duration, .swiftDouble(0.25)), entry(Key.curve, .swiftInt(7)),
                entry(Key.isLocal, .swiftBool(true)),
            ], screen: iPhone6)
    ),
    (
        "ns-strings",
        single(
            .kind(willShow),
            [
                entry(Key.begin, .nsString("NSRect: {{0, 667}, {375, 258}}")),
                entry(Key.end, .rectText(prefix: 2, rect: rect(0, 409, 375, 258))),
                entry(Key.duration, .nsString("0.25")), entry(Key.curve, .numberText(7, style: 1)),
                entry(Key.isLocal, .nsString("YES")),
            ], screen: iPhone6)
    ),
    (
        "no-user-info",
        FuzzInput(
            ignoresRemoteKeyboards: true, screen: iPhone6, host: iPhone6, bottomInset: 0, time: 0,
            events: [
                FuzzEvent(route: .kind(willShow), entries: nil), FuzzEvent(route: .notification(didHide), entries: nil),
            ])
    ),
    (
        "swift-spelling-name",
        single(
            .namedNotification("keyboardWillShowNotification"),
            uikit(begin: rect(0, 667, 375, 258), end: rect(0, 409, 375, 258)),
            screen: iPhone6)
    ),
    (
        "raw-name",
        single(
            .namedNotification("UIKeyboardWillChangeFrameNotification"),
            uikit(begin: rect(0, 667, 375, 258), end: rect(0, 409, 375, 258)), screen: iPhone6)
    ),
    (
        "wrong-types",
        single(
            .kind(willShow),
            [
                entry(Key.begin, .null),
                entry(Key.end, .array([.numberInt(0), .numberInt(409), .numberInt(375), .numberInt(258)])),
                entry(Key.duration, .dictionary([entry("seconds", .numberDouble(0.25))])), entry(Key.curve, .data([7])),
                entry(Key.isLocal, .otherNumber(kind: 0, 2)),
            ], screen: iPhone6)
    ),
    (
        "other-nsvalues",
        single(
            .kind(willShow),
            [
                entry(Key.begin, .otherValue(kind: 0, 187.5, 775)),
                entry(Key.end, .insetsValue(rect(0, 409, 375, 258))),
                entry(Key.duration, .otherNumber(kind: 1, UInt64(Float(0.25).bitPattern))),
                entry(Key.curve, .otherNumber(kind: 3, 7)),
                entry(Key.isLocal, .numberBool(true)),
            ], screen: iPhone6)
    ),
    (
        "invalid-numbers",
        single(
            .kind(willChangeFrame),
            [
                entry(Key.begin, .rectValue(rect(0, 667, 375, -258))),
                entry(Key.end, .rectValue(rect(.nan, 409, 375, 258))),
                entry(Key.duration, .numberDouble(-0.25)), entry(Key.curve, .numberDouble(7.5)),
                entry(Key.isLocal, .numberInt(2)),
            ], screen: iPhone6)
    ),
    (
        "curve-out-of-range",
        single(
            .kind(willShow),
            [
                entry(Key.begin, .rectValue(rect(0, 667, 375, 258))),
                entry(Key.end, .rectValue(rect(0, 409, 375, 258))),
                entry(Key.duration, .numberText(.infinity, style: 2)),
                entry(Key.curve, .numberInt(Int64(Int32.max) + 1)),
                entry(Key.byUser, .numberBool(false)),
            ], screen: iPhone6)
    ),
    (
        "legacy-keys-fuzzed-screen",
        FuzzInput(
            ignoresRemoteKeyboards: false, screen: rect(0, 20, 320, 460), host: rect(0, 20, 320, 460), bottomInset: 0,
            time: 0.3,
            events: [
                FuzzEvent(
                    route: .kind(willShow),
                    entries: uikit(begin: rect(0, 480, 320, 216), end: rect(0, 264, 320, 216), curve: 3, isLocal: false)
                        + [
                            entry(Key.bounds, .rectValue(rect(0, 0, 320, 216))),
                            entry(Key.centerBegin, .otherValue(kind: 0, 160, 588)),
                            entry("UIKeyboardPrivateKey", .string("\u{1}\u{FFFD}")),
                        ])
            ])
    ),
]
