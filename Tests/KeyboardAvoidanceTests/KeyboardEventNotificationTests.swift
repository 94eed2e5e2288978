import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Events/KeyboardEvent.swift, KeyboardEvent+Notification.swift, UserInfoReader.swift,
// RectBox.swift and KeyboardEventError.swift.
// Facts are cited by the section numbers of the KeyboardFacts article.

// MARK: - Fixtures

private typealias Kind = KeyboardEvent.Kind
private typealias Key = KeyboardUserInfoKey

/// §6: 375×667 with the predictive bar, 258 pt, sliding up from below the screen.
private let beginRect = CGRect(x: 0, y: 667, width: 375, height: 258)
private let endRect = CGRect(x: 0, y: 409, width: 375, height: 258)

private let willKinds: [Kind] = [.willShow, .willHide, .willChangeFrame]
private let didKinds: [Kind] = [.didShow, .didHide, .didChangeFrame]
private let hideKinds: [Kind] = [.willHide, .didHide]
private let nonHideKinds: [Kind] = [.willShow, .didShow, .willChangeFrame, .didChangeFrame]

/// A userInfo shaped the way UIKit posts it (§1), built by hand rather than by the kit, so the
/// reader is tested against the platform's format and not against its own writer: frames boxed as
/// `NSValue(cgRect:)` boxes them, on every platform.
///
/// Pass `nil` to leave a key out.
private func uikitInfo(
    begin: Any? = GeometryBox.rect(beginRect),
    end: Any? = GeometryBox.rect(endRect),
    duration: Any? = NSNumber(value: 0.25),
    curve: Any? = NSNumber(value: 7),
    isLocal: Any? = NSNumber(value: true)
) -> [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [:]
    if let begin { info[Key.frameBegin] = begin }
    if let end { info[Key.frameEnd] = end }
    if let duration { info[Key.animationDuration] = duration }
    if let curve { info[Key.animationCurve] = curve }
    if let isLocal { info[Key.isLocal] = isLocal }
    return info
}

/// Reads `info` and returns the typed error, or `nil` when it parsed.
private func parseError(_ kind: Kind, _ info: [AnyHashable: Any]?) -> KeyboardEventError? {
    do {
        _ = try KeyboardEvent(kind: kind, userInfo: info)
        return nil
    } catch {
        return error
    }
}

/// Whether `error` is `.wrongType` for `key`, its description names the key, and its `found`
/// part mentions `foundFragment`.
private func isWrongType(_ error: KeyboardEventError?, key: String, mentioning foundFragment: String) -> Bool {
    guard let error, case .wrongType(let errorKey, let expected, let found) = error else { return false }
    return errorKey == key && !expected.isEmpty && found.contains(foundFragment)
        && error.description.contains(key)
}

/// Whether `error` is `.invalidValue` for `key` and its description names the key.
private func isInvalidValue(_ error: KeyboardEventError?, key: String) -> Bool {
    guard let error, case .invalidValue(let errorKey, let reason, let found) = error else { return false }
    return errorKey == key && !reason.isEmpty && !found.isEmpty && error.description.contains(key)
}

// MARK: - Names and keys

@Suite("KeyboardEvent: names and keys")
private struct KeyboardEventNameTests {
    @Test(
        "Notification names carry UIKit's exact raw strings (§1)",
        arguments: [
            (Kind.willShow, "UIKeyboardWillShowNotification"),
            (.didShow, "UIKeyboardDidShowNotification"),
            (.willHide, "UIKeyboardWillHideNotification"),
            (.didHide, "UIKeyboardDidHideNotification"),
            (.willChangeFrame, "UIKeyboardWillChangeFrameNotification"),
            (.didChangeFrame, "UIKeyboardDidChangeFrameNotification"),
        ])
    func notificationName(kind: Kind, uikitName: String) {
        #expect(kind.notificationName.rawValue == uikitName)
        #expect(kind.notificationName == Notification.Name(uikitName))
        #expect(Kind(notificationName: Notification.Name(uikitName)) == kind)
    }

    @Test("The static names equal the kinds' names")
    func staticNames() {
        #expect(KeyboardNotificationName.willShow.rawValue == "UIKeyboardWillShowNotification")
        #expect(KeyboardNotificationName.didShow.rawValue == "UIKeyboardDidShowNotification")
        #expect(KeyboardNotificationName.willHide.rawValue == "UIKeyboardWillHideNotification")
        #expect(KeyboardNotificationName.didHide.rawValue == "UIKeyboardDidHideNotification")
        #expect(KeyboardNotificationName.willChangeFrame.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(KeyboardNotificationName.didChangeFrame.rawValue == "UIKeyboardDidChangeFrameNotification")
    }

    @Test("userInfo keys carry UIKit's exact raw strings (§1)")
    func userInfoKeys() {
        #expect(Key.frameBegin == "UIKeyboardFrameBeginUserInfoKey")
        #expect(Key.frameEnd == "UIKeyboardFrameEndUserInfoKey")
        #expect(Key.animationDuration == "UIKeyboardAnimationDurationUserInfoKey")
        #expect(Key.animationCurve == "UIKeyboardAnimationCurveUserInfoKey")
        #expect(Key.isLocal == "UIKeyboardIsLocalUserInfoKey")
    }

    @Test("Kind(notificationName:) round-trips every kind", arguments: Kind.allCases)
    func kindRoundTrip(kind: Kind) {
        #expect(Kind(notificationName: kind.notificationName) == kind)
    }

    @Test("The six names are distinct")
    func namesDistinct() {
        #expect(Set(Kind.allCases.map(\.notificationName)).count == 6)
    }

    @Test(
        "Other names are not keyboard kinds",
        arguments: [
            "", "UIKeyboardWillShow", "uikeyboardwillshownotification", "UIKeyboardWillShowNotification ",
            "UITextFieldTextDidChangeNotification", "willShow", "UIKeyboardBoundsUserInfoKey",
        ])
    func unknownNames(name: String) {
        #expect(Kind(notificationName: Notification.Name(name)) == nil)
    }

    @Test("isWill and isHide classify the kinds", arguments: Kind.allCases)
    func kindFlags(kind: Kind) {
        #expect(kind.isWill == willKinds.contains(kind))
        #expect(kind.isHide == hideKinds.contains(kind))
    }
}

// MARK: - Round trip

@Suite("KeyboardEvent: parse(build(e)) == e")
private struct KeyboardEventRoundTripTests {
    private static let frames: [(CGRect?, CGRect)] = [
        (beginRect, endRect),
        // §6 375×812: 335 pt including the home-indicator area.
        (CGRect(x: 0, y: 812, width: 375, height: 335), CGRect(x: 0, y: 477, width: 375, height: 335)),
        // §2 iPad floating with a negative y.
        (CGRect(x: 0, y: 720, width: 768, height: 304), CGRect(x: 0, y: -264, width: 768, height: 304)),
        // §2 Flutter's rounded values.
        (
            CGRect(x: 0, y: 844, width: 390, height: 320.6666),
            CGRect(x: 0.5, y: 523.3334, width: 389.5, height: 320.6666)
        ),
        // §2 zero-size change frame.
        (CGRect(x: 0, y: 736, width: 414, height: 0), .zero),
        // §7 synthetic posts and logs without a begin frame.
        (nil, endRect),
    ]

    @Test(
        "Every kind, curve and isLocal survives userInfo and Notification",
        arguments: Kind.allCases, [0, 1, 2, 3, 7, 123])
    func roundTrip(kind: Kind, curve: Int) throws {
        for isLocal in [true, false, nil] as [Bool?] {
            for (index, (begin, end)) in Self.frames.enumerated() {
                let duration = [0.25, 0, 0.5, 1.0 / 3, 0.35, 0.25][index]
                let event = KeyboardEvent(
                    kind: kind, beginFrame: begin, endFrame: end, duration: duration,
                    curve: KeyboardAnimationCurve(rawValue: curve), isLocal: isLocal)
                #expect(try KeyboardEvent(kind: kind, userInfo: event.userInfo) == event)
                #expect(try KeyboardEvent(notification: event.notification()) == event)
                #expect(try KeyboardEvent(notification: event.notification(object: "screen")) == event)
            }
        }
    }

    @Test("A notification posted through NotificationCenter parses back to the event")
    func postedNotification() throws {
        let center = NotificationCenter()
        let event = KeyboardEvent(
            kind: .willChangeFrame, beginFrame: beginRect, endFrame: endRect, duration: 0.25,
            curve: .keyboard, isLocal: false)
        let received = ReceivedEvents()
        let token = center.addObserver(forName: event.kind.notificationName, object: nil, queue: nil) { note in
            received.append(try? KeyboardEvent(notification: note))
        }
        center.post(event.notification())
        center.removeObserver(token)
        center.post(event.notification())
        #expect(received.events == [event])
    }

    @Test("userInfo has UIKit's shapes: boxed rects, NSNumbers, no isLocal when nil")
    func builtShapes() throws {
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: beginRect, endFrame: endRect, duration: 0.25,
            curve: KeyboardAnimationCurve(rawValue: 123), isLocal: nil)
        let info = event.userInfo
        let begin = try #require(info[Key.frameBegin] as? NSValue)
        let end = try #require(info[Key.frameEnd] as? NSValue)
        #expect(GeometryBox.rect(in: begin) == beginRect)
        #expect(GeometryBox.rect(in: end) == endRect)
        #expect((info[Key.animationDuration] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[Key.animationCurve] as? NSNumber)?.intValue == 123)
        #expect(info[Key.isLocal] == nil)
        #expect(info.count == 4)

        var local = event
        local.isLocal = false
        #expect((local.userInfo[Key.isLocal] as? NSNumber)?.boolValue == false)
        #expect(local.notification().name == KeyboardNotificationName.willShow)

        var beginless = event
        beginless.beginFrame = nil
        #expect(beginless.userInfo[Key.frameBegin] == nil)
        #expect(beginless.userInfo.count == 3)
    }

    @Test("The animation carries the event's duration and curve")
    func animation() {
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: beginRect, endFrame: endRect, duration: 0.4, curve: .easeOut)
        #expect(event.animation == KeyboardAnimation(duration: 0.4, curve: .easeOut))
    }
}

/// Collects events from an observer block (which is `@Sendable`).
private final class ReceivedEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [KeyboardEvent?] = []

    func append(_ event: KeyboardEvent?) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(event)
    }

    var events: [KeyboardEvent?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

// MARK: - Accepted representations

/// The ways UIKit and Foundation box a frame (§1).
///
/// `nsValue` is UIKit's box (`NSValue(cgRect:)`), on every platform; `nsRectValue` is Foundation's
/// `NSValue(rect:)`, which only macOS and swift-corelibs-foundation have.
private enum FrameForm: String, CaseIterable, Sendable {
    case nsValue, cgRect
    #if os(macOS) || os(Linux)
        case nsRectValue
    #endif

    func value(_ rect: CGRect) -> Any {
        switch self {
        case .nsValue: return GeometryBox.rect(rect)
        #if os(macOS) || os(Linux)
            case .nsRectValue: return NSValue(rect: rect)
        #endif
        case .cgRect: return rect
        }
    }
}

/// A value and what the reader should make of it.
private struct Spelled: Sendable, CustomTestStringConvertible {
    let label: String
    let make: @Sendable () -> Any
    let expected: Double

    var testDescription: String { label }
}

@Suite("KeyboardEvent: accepted representations")
private struct KeyboardEventAcceptedInputTests {
    @Test("Frames: NSValue, CGRect (§1)", arguments: FrameForm.allCases)
    func frameForms(form: FrameForm) throws {
        let info = uikitInfo(begin: form.value(beginRect), end: form.value(endRect))
        let event = try KeyboardEvent(kind: .willShow, userInfo: info)
        #expect(event.beginFrame == beginRect)
        #expect(event.endFrame == endRect)
    }

    /// A frame's text as logs print it (§1), which only the replay tool reads.
    private static let frameTexts: [Spelled] = [
        Spelled(label: "NSRect text", make: { "NSRect: {{0, 451}, {375, 216}}" }, expected: .nan),
        Spelled(label: "CGRect text", make: { "CGRect: {{0, 451}, {375, 216}}" }, expected: .nan),
        Spelled(label: "bare text", make: { "{{0,451},{375,216}}" }, expected: .nan),
        Spelled(label: "iOS 7's hide text", make: { "NSRect: {{inf, inf}, {0, 0}}" }, expected: .nan),
        Spelled(label: "NSString", make: { NSString(string: "NSRect: {{0, 451}, {375, 216}}") }, expected: .nan),
    ]

    @Test("A frame's printed text is a wrong type naming the key, even on a hide", arguments: frameTexts)
    func frameText(spelled: Spelled) {
        let show = parseError(.willShow, uikitInfo(end: spelled.make()))
        #expect(isWrongType(show, key: Key.frameEnd, mentioning: "{{"), "\(String(describing: show))")
        let hide = parseError(.willHide, uikitInfo(begin: spelled.make(), end: spelled.make()))
        #expect(isWrongType(hide, key: Key.frameBegin, mentioning: "String"), "\(String(describing: hide))")
    }

    private static let durations: [Spelled] = [
        Spelled(label: "NSNumber 0.25", make: { NSNumber(value: 0.25) }, expected: 0.25),
        Spelled(label: "Double 0.25", make: { 0.25 as Double }, expected: 0.25),
        Spelled(label: "Int 1", make: { 1 as Int }, expected: 1),
        Spelled(label: "Float 0.5", make: { 0.5 as Float }, expected: 0.5),
        Spelled(label: "CGFloat 0.5", make: { 0.5 as CGFloat }, expected: 0.5),
        Spelled(label: "NSNumber 0", make: { NSNumber(value: 0) }, expected: 0),
    ]

    @Test("Durations: NSNumber, Swift numbers (§1)", arguments: durations)
    func durationForms(spelled: Spelled) throws {
        let event = try KeyboardEvent(kind: .willShow, userInfo: uikitInfo(duration: spelled.make()))
        #expect(event.duration == spelled.expected)
    }

    private static let curves: [Spelled] = [
        Spelled(label: "NSNumber 7", make: { NSNumber(value: 7) }, expected: 7),
        Spelled(label: "Int 7", make: { 7 as Int }, expected: 7),
        Spelled(label: "Double 7.0", make: { 7.0 as Double }, expected: 7),
        Spelled(label: "UInt 3", make: { 3 as UInt }, expected: 3),
        Spelled(label: "NSNumber 0", make: { NSNumber(value: 0) }, expected: 0),
        Spelled(label: "Int -1", make: { -1 as Int }, expected: -1),
    ]

    @Test("Curves: NSNumber, Swift numbers, kept losslessly (§1, §4)", arguments: curves)
    func curveForms(spelled: Spelled) throws {
        let event = try KeyboardEvent(kind: .willShow, userInfo: uikitInfo(curve: spelled.make()))
        #expect(event.curve.rawValue == Int(spelled.expected))
    }

    private static let flags: [Spelled] = [
        Spelled(label: "NSNumber true", make: { NSNumber(value: true) }, expected: 1),
        Spelled(label: "NSNumber false", make: { NSNumber(value: false) }, expected: 0),
        Spelled(label: "Bool true", make: { true }, expected: 1),
        Spelled(label: "Bool false", make: { false }, expected: 0),
        Spelled(label: "Int 1", make: { 1 as Int }, expected: 1),
        Spelled(label: "Int 0", make: { 0 as Int }, expected: 0),
    ]

    @Test("isLocal: NSNumber, Bool, 0/1 (§1)", arguments: flags)
    func isLocalForms(spelled: Spelled) throws {
        let event = try KeyboardEvent(kind: .willShow, userInfo: uikitInfo(isLocal: spelled.make()))
        #expect(event.isLocal == (spelled.expected == 1))
    }

    private static let scalarTexts: [Spelled] = [
        Spelled(label: "\"0.25\"", make: { "0.25" }, expected: .nan),
        Spelled(label: "\" 7 \"", make: { " 7 " }, expected: .nan),
        Spelled(label: "\"1\"", make: { "1" }, expected: .nan),
        Spelled(label: "\"true\"", make: { "true" }, expected: .nan),
        Spelled(label: "\"NO\"", make: { "NO" }, expected: .nan),
        Spelled(label: "\"inf\"", make: { "inf" }, expected: .nan),
        Spelled(label: "NSString \"0\"", make: { NSString(string: "0") }, expected: .nan),
    ]

    @Test("Numbers and flags as printed text are a wrong type naming the key", arguments: scalarTexts)
    func scalarText(spelled: Spelled) {
        for key in [Key.animationDuration, Key.animationCurve, Key.isLocal] {
            var info = uikitInfo()
            info[key] = spelled.make()
            let error = parseError(.willShow, info)
            #expect(isWrongType(error, key: key, mentioning: "\(spelled.make())"), "\(String(describing: error))")
            #expect(error?.description.contains("String") == true, "\(String(describing: error))")
        }
    }

    @Test("isLocal is nil when absent (before iOS 9)", arguments: Kind.allCases)
    func isLocalAbsent(kind: Kind) throws {
        let event = try KeyboardEvent(kind: kind, userInfo: uikitInfo(isLocal: nil))
        #expect(event.isLocal == nil)
    }

    @Test("NSString keys, as in dictionaries bridged from Objective-C")
    func nsStringKeys() throws {
        let info: [AnyHashable: Any] = [
            NSString(string: Key.frameBegin): GeometryBox.rect(beginRect),
            NSString(string: Key.frameEnd): GeometryBox.rect(endRect),
            NSString(string: Key.animationDuration): NSNumber(value: 0.25),
            NSString(string: Key.animationCurve): NSNumber(value: 7),
            NSString(string: Key.isLocal): NSNumber(value: false),
        ]
        let event = try KeyboardEvent(kind: .willChangeFrame, userInfo: info)
        #expect(
            event
                == KeyboardEvent(
                    kind: .willChangeFrame, beginFrame: beginRect, endFrame: endRect, duration: 0.25,
                    curve: .keyboard, isLocal: false))
    }

    @Test("A key spelled with other code points but equal as a String (Unicode equivalence) is read")
    func canonicallyEquivalentKeys() throws {
        // U+212A KELVIN SIGN is canonically equivalent to "K": `==` says equal, the UTF-8 differs.
        let kelvin = "UIKeyboardFrameEndUserInfo\u{212A}ey"
        #expect(kelvin == Key.frameEnd && kelvin.utf8.count != Key.frameEnd.utf8.count)
        let info: [AnyHashable: Any] = [kelvin: GeometryBox.rect(endRect), Key.animationDuration: NSNumber(value: 0.3)]
        let event = try KeyboardEvent(kind: .willShow, userInfo: info)
        #expect(event.endFrame == endRect && event.duration == 0.3)
    }

    @Test("Keys the kit does not know are ignored (§1 older logs)")
    func extraKeys() throws {
        var info = uikitInfo()
        info["UIKeyboardBoundsUserInfoKey"] = GeometryBox.rect(CGRect(x: 0, y: 0, width: 375, height: 258))
        info["UIKeyboardCenterBeginUserInfoKey"] = "garbage"
        info["UIKeyboardCenterEndUserInfoKey"] = [1, 2]
        info["UIKeyboardFrameChangedByUserInteraction"] = NSNumber(value: 0)
        let event = try KeyboardEvent(kind: .willShow, userInfo: info)
        #expect(event.endFrame == endRect)
        #expect(event.curve == .keyboard)
    }

    @Test("A notification's object (the UIScreen since iOS 16.1) does not matter (§1)")
    func notificationObject() throws {
        let note = Notification(name: KeyboardNotificationName.willShow, object: NSObject(), userInfo: uikitInfo())
        let event = try KeyboardEvent(notification: note)
        #expect(event.kind == .willShow)
        #expect(event.endFrame == endRect)
        #expect(event.duration == 0.25)
        #expect(event.curve == .keyboard)
        #expect(event.isLocal == true)
    }

    @Test("Negative-size frames are standardized", arguments: FrameForm.allCases)
    func negativeSize(form: FrameForm) throws {
        // The 258 pt keyboard of §6, described from its bottom-right corner.
        let flipped = CGRect(x: 375, y: 667, width: -375, height: -258)
        let event = try KeyboardEvent(kind: .willShow, userInfo: uikitInfo(end: form.value(flipped)))
        // Compare the stored components: CGRect's == and width/height already standardize.
        #expect(event.endFrame.origin == endRect.origin)
        #expect(event.endFrame.size == endRect.size)
    }
}

// MARK: - Normalisations

@Suite("KeyboardEvent: documented normalisations")
private struct KeyboardEventNormalisationTests {
    @Test("A notification's object is the event's screen when it is a screen, and ignored otherwise (§7)")
    @MainActor
    func screenObject() throws {
        let screen = HeadlessScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667))
        let name = KeyboardNotificationName.willShow
        let named = try KeyboardEvent(notification: Notification(name: name, object: screen, userInfo: uikitInfo()))
        #expect(named.screen == ObjectIdentifier(screen))
        let other = try KeyboardEvent(notification: Notification(name: name, object: NSObject(), userInfo: uikitInfo()))
        #expect(other.screen == nil)
        let none = try KeyboardEvent(notification: Notification(name: name, object: nil, userInfo: uikitInfo()))
        #expect(none.screen == nil)
        #expect(named != none, "the screen is part of the event")
        #expect(named.userInfo.count == none.userInfo.count, "and not of its userInfo")
    }

    @Test("Did-notifications without duration or curve read as 0 and .easeInOut (§3)", arguments: didKinds)
    func didDefaults(kind: Kind) throws {
        let event = try KeyboardEvent(kind: kind, userInfo: uikitInfo(duration: nil, curve: nil))
        #expect(event.duration == 0)
        #expect(event.curve == .easeInOut)
        #expect(event.beginFrame == beginRect)
        #expect(event.endFrame == endRect)
        #expect(event.isLocal == true)
    }

    @Test("Did-notifications keep what they do carry", arguments: didKinds)
    func didPartial(kind: Kind) throws {
        let noCurve = try KeyboardEvent(kind: kind, userInfo: uikitInfo(curve: nil))
        #expect(noCurve.duration == 0.25)
        #expect(noCurve.curve == .easeInOut)
        let noDuration = try KeyboardEvent(kind: kind, userInfo: uikitInfo(duration: nil))
        #expect(noDuration.duration == 0)
        #expect(noDuration.curve == .keyboard)
    }

    @Test("Will-notifications without duration or curve read as 0.25 s and curve 7 (§7)", arguments: willKinds)
    func willDefaults(kind: Kind) throws {
        let event = try KeyboardEvent(kind: kind, userInfo: uikitInfo(duration: nil, curve: nil))
        #expect(event.duration == KeyboardEvent.defaultWillDuration)
        #expect(event.duration == 0.25)
        #expect(event.curve == KeyboardEvent.defaultWillCurve)
        #expect(event.curve == .keyboard)
        #expect(event.curve.animationOptionsRawValue == 7 << 16)
        #expect(event.endFrame == endRect)
        let noCurve = try KeyboardEvent(kind: kind, userInfo: uikitInfo(duration: NSNumber(value: 0.4), curve: nil))
        #expect(noCurve.duration == 0.4)
        #expect(noCurve.curve == .keyboard)
        let noDuration = try KeyboardEvent(kind: kind, userInfo: uikitInfo(duration: nil, curve: NSNumber(value: 2)))
        #expect(noDuration.duration == 0.25)
        #expect(noDuration.curve == .easeOut)
    }

    @Test("An absent begin frame reads as nil (§7)", arguments: Kind.allCases)
    func absentBeginFrame(kind: Kind) throws {
        let event = try KeyboardEvent(kind: kind, userInfo: uikitInfo(begin: nil))
        #expect(event.beginFrame == nil)
        #expect(event.endFrame == endRect)
        #expect(event.isLocal == true)
    }

    /// Every subset of the four keys the kit does not need, as a bit mask.
    private static let optionalKeySubsets = Array(0..<16)

    @Test(
        "The end frame alone is enough: every subset of the other keys reads the same end frame (§7)",
        arguments: nonHideKinds, optionalKeySubsets)
    func endFrameAlone(kind: Kind, subset: Int) throws {
        let has = { (bit: Int) in subset & (1 << bit) != 0 }
        let info = uikitInfo(
            begin: has(0) ? GeometryBox.rect(beginRect) : nil,
            duration: has(1) ? NSNumber(value: 0.4) : nil,
            curve: has(2) ? NSNumber(value: 3) : nil,
            isLocal: has(3) ? NSNumber(value: false) : nil)
        let event = try KeyboardEvent(kind: kind, userInfo: info)
        #expect(event.endFrame == endRect)
        #expect(event.beginFrame == (has(0) ? beginRect : nil))
        #expect(event.duration == (has(1) ? 0.4 : kind.isWill ? 0.25 : 0))
        #expect(event.curve == (has(2) ? .linear : kind.isWill ? .keyboard : .easeInOut))
        #expect(event.isLocal == (has(3) ? false : nil))
        #expect(try KeyboardEvent(kind: kind, userInfo: event.userInfo) == event)
    }

    @Test(
        "A hide needs nothing: no userInfo, an empty one, or no end frame reads as a hide at .zero",
        arguments: hideKinds)
    func bareHide(kind: Kind) throws {
        for info in [nil, [:], uikitInfo(end: nil)] as [[AnyHashable: Any]?] {
            let event = try KeyboardEvent(kind: kind, userInfo: info)
            #expect(event.kind == kind)
            #expect(event.endFrame == .zero)
        }
        let bare = try KeyboardEvent(notification: Notification(name: kind.notificationName))
        #expect(bare.beginFrame == nil)
        #expect(bare.isLocal == nil)
        #expect(bare.duration == (kind.isWill ? 0.25 : 0))
        #expect(bare.curve == (kind.isWill ? .keyboard : .easeInOut))
        #expect(try KeyboardEvent(kind: kind, userInfo: bare.userInfo) == bare)
    }

    private static let infiniteFrames = FrameForm.allCases

    @Test(
        "Hide kinds read a non-finite frame {{inf, inf}, {0, 0}} as .zero (§2 iOS 7)",
        arguments: hideKinds, infiniteFrames)
    func nonFiniteHide(kind: Kind, form: FrameForm) throws {
        let infinite = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)
        let event = try KeyboardEvent(
            kind: kind, userInfo: uikitInfo(begin: form.value(infinite), end: form.value(infinite)))
        #expect(event.beginFrame == .zero)
        #expect(event.endFrame == .zero)
    }

    @Test("Hide kinds also read NaN frames as .zero", arguments: hideKinds)
    func nanHide(kind: Kind) throws {
        let event = try KeyboardEvent(
            kind: kind, userInfo: uikitInfo(end: CGRect(x: CGFloat.nan, y: 0, width: 375, height: 258)))
        #expect(event.endFrame == .zero)
        #expect(event.beginFrame == beginRect)
    }

    @Test(
        "Show and change kinds reject a non-finite end frame", arguments: nonHideKinds, infiniteFrames)
    func nonFiniteEndFrame(kind: Kind, form: FrameForm) {
        let infinite = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)
        let error = parseError(kind, uikitInfo(end: form.value(infinite)))
        #expect(isInvalidValue(error, key: Key.frameEnd))
    }

    @Test("Show and change kinds reject a non-finite begin frame", arguments: nonHideKinds)
    func nonFiniteBeginFrame(kind: Kind) {
        let error = parseError(kind, uikitInfo(begin: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 258)))
        #expect(isInvalidValue(error, key: Key.frameBegin))
    }
}

// MARK: - Failing input

/// Values of the wrong type for one key, each with a fragment its error must mention.
private enum WrongValue: String, CaseIterable, Sendable {
    case text, array, dictionary, date, point, number, malformedRectText, boolText

    var value: Any {
        switch self {
        case .text: "abc"
        case .array: [0, 451, 375, 216]
        case .dictionary: ["height": 216]
        case .date: Date(timeIntervalSince1970: 0)
        case .point: GeometryBox.point(CGPoint(x: 0, y: 451))
        case .number: NSNumber(value: 216)
        case .malformedRectText: "NSRect: {{0, 451}, {375}}"
        case .boolText: "maybe"
        }
    }

    /// What the error's `found` part must mention.
    var fragment: String {
        switch self {
        case .text: "abc"
        case .array: "451"
        case .dictionary: "height"
        case .date: "Date"
        case .point: "451"
        case .number: "216"
        case .malformedRectText: "375"
        case .boolText: "maybe"
        }
    }
}

@Suite("KeyboardEvent: failing input")
private struct KeyboardEventFailingInputTests {
    // The one key the kit needs.

    @Test("A show or change without its end frame throws missingValue naming the key", arguments: nonHideKinds)
    func missingEndFrame(kind: Kind) {
        let error = parseError(kind, uikitInfo(end: nil))
        #expect(error == .missingValue(key: Key.frameEnd, kind: kind))
        #expect(error?.description.contains(Key.frameEnd) == true)
        #expect(error?.description.contains(kind.rawValue) == true)
    }

    @Test("A show or change with nothing but other keys still needs its end frame", arguments: nonHideKinds)
    func onlyOtherKeys(kind: Kind) {
        #expect(
            parseError(kind, uikitInfo(end: nil, duration: nil, curve: nil))
                == .missingValue(key: Key.frameEnd, kind: kind))
        #expect(parseError(kind, [:]) == .missingValue(key: Key.frameEnd, kind: kind))
    }

    // One test per key for a value of the wrong type.

    @Test(
        "Begin frame of the wrong type throws wrongType naming the key",
        arguments: [WrongValue.text, .array, .dictionary, .date, .point, .number, .malformedRectText])
    func wrongTypeBeginFrame(wrong: WrongValue) {
        let error = parseError(.willShow, uikitInfo(begin: wrong.value))
        #expect(isWrongType(error, key: Key.frameBegin, mentioning: wrong.fragment), "\(String(describing: error))")
    }

    @Test(
        "End frame of the wrong type throws wrongType naming the key",
        arguments: [WrongValue.text, .array, .dictionary, .date, .point, .number, .malformedRectText])
    func wrongTypeEndFrame(wrong: WrongValue) {
        let error = parseError(.didChangeFrame, uikitInfo(end: wrong.value))
        #expect(isWrongType(error, key: Key.frameEnd, mentioning: wrong.fragment), "\(String(describing: error))")
    }

    @Test(
        "Duration of the wrong type throws wrongType naming the key",
        arguments: [WrongValue.text, .array, .dictionary, .date, .point])
    func wrongTypeDuration(wrong: WrongValue) {
        let error = parseError(.willShow, uikitInfo(duration: wrong.value))
        #expect(
            isWrongType(error, key: Key.animationDuration, mentioning: wrong.fragment), "\(String(describing: error))")
    }

    @Test(
        "Curve of the wrong type throws wrongType naming the key",
        arguments: [WrongValue.text, .array, .dictionary, .date, .point])
    func wrongTypeCurve(wrong: WrongValue) {
        let error = parseError(.willHide, uikitInfo(curve: wrong.value))
        #expect(
            isWrongType(error, key: Key.animationCurve, mentioning: wrong.fragment), "\(String(describing: error))")
    }

    @Test(
        "isLocal of the wrong type throws wrongType naming the key",
        arguments: [WrongValue.text, .array, .dictionary, .date, .point, .number, .boolText])
    func wrongTypeIsLocal(wrong: WrongValue) {
        let error = parseError(.willShow, uikitInfo(isLocal: wrong.value))
        #expect(isWrongType(error, key: Key.isLocal, mentioning: wrong.fragment), "\(String(describing: error))")
    }

    @Test("The found part of an error stays short for huge values")
    func shortFound() {
        let error = parseError(.willShow, uikitInfo(duration: String(repeating: "x", count: 1000)))
        guard case .wrongType(_, _, let found)? = error else {
            Issue.record("expected wrongType, got \(String(describing: error))")
            return
        }
        #expect(found.count < 100)
        #expect(found.contains("xxx"))
    }

    @Test("A show or change without userInfo throws missingUserInfo", arguments: nonHideKinds)
    func missingUserInfo(kind: Kind) {
        #expect(parseError(kind, nil) == .missingUserInfo(kind: kind))
        #expect(parseError(kind, nil)?.description.contains(kind.rawValue) == true)
        #expect(throws: KeyboardEventError.missingUserInfo(kind: kind)) {
            try KeyboardEvent(notification: Notification(name: kind.notificationName))
        }
    }

    @Test("An unknown notification name throws unknownNotification naming it")
    func unknownNotification() {
        let name = "UITextFieldTextDidChangeNotification"
        let note = Notification(name: Notification.Name(name), object: nil, userInfo: uikitInfo())
        do {
            _ = try KeyboardEvent(notification: note)
            Issue.record("expected an error")
        } catch {
            #expect(error == .unknownNotification(name: name))
            #expect(error.description.contains(name))
        }
    }

    private static let badDurations: [Spelled] = [
        Spelled(label: "negative -0.25", make: { NSNumber(value: -0.25) }, expected: .nan),
        Spelled(label: "NaN", make: { NSNumber(value: Double.nan) }, expected: .nan),
        Spelled(label: "Double NaN", make: { Double.nan }, expected: .nan),
        Spelled(label: "infinity", make: { Double.infinity }, expected: .nan),
        Spelled(label: "Int -1", make: { -1 as Int }, expected: .nan),
    ]

    @Test("Negative, NaN and infinite durations are invalidValue errors", arguments: badDurations)
    func invalidDuration(spelled: Spelled) {
        let error = parseError(.willShow, uikitInfo(duration: spelled.make()))
        #expect(isInvalidValue(error, key: Key.animationDuration), "\(String(describing: error))")
    }

    private static let badCurves: [Spelled] = [
        Spelled(label: "fractional 7.5", make: { NSNumber(value: 7.5) }, expected: .nan),
        Spelled(label: "Double 7.5", make: { 7.5 as Double }, expected: .nan),
        Spelled(label: "NaN", make: { Double.nan }, expected: .nan),
        Spelled(label: "infinity", make: { Double.infinity }, expected: .nan),
        Spelled(label: "out of range 1e12", make: { NSNumber(value: 1e12) }, expected: .nan),
    ]

    @Test("Fractional, non-finite and out-of-range curves are invalidValue errors", arguments: badCurves)
    func invalidCurve(spelled: Spelled) {
        let error = parseError(.willShow, uikitInfo(curve: spelled.make()))
        #expect(isInvalidValue(error, key: Key.animationCurve), "\(String(describing: error))")
    }

    @Test("The first bad key in reading order is reported")
    func firstErrorWins() {
        let error = parseError(.willShow, uikitInfo(begin: "abc", end: nil, duration: "fast"))
        #expect(isWrongType(error, key: Key.frameBegin, mentioning: "abc"), "\(String(describing: error))")
    }

    @Test("An absent key is forgiven but a present one of the wrong type is not", arguments: Kind.allCases)
    func absenceOnly(kind: Kind) {
        #expect(parseError(kind, uikitInfo(begin: nil, duration: nil, curve: nil, isLocal: nil)) == nil)
        #expect(isWrongType(parseError(kind, uikitInfo(begin: NSNull())), key: Key.frameBegin, mentioning: "null"))
        #expect(
            isWrongType(parseError(kind, uikitInfo(duration: NSNull())), key: Key.animationDuration, mentioning: "null")
        )
        #expect(isWrongType(parseError(kind, uikitInfo(curve: NSNull())), key: Key.animationCurve, mentioning: "null"))
        #expect(isWrongType(parseError(kind, uikitInfo(end: NSNull())), key: Key.frameEnd, mentioning: "null"))
    }

    @Test(
        "Error descriptions name the key or notification",
        arguments: [
            KeyboardEventError.unknownNotification(name: "Other"),
            .missingUserInfo(kind: .didHide),
            .missingValue(key: Key.frameEnd, kind: .willShow),
            .wrongType(key: Key.animationCurve, expected: "an integer curve", found: "String abc"),
            .invalidValue(key: Key.animationDuration, reason: "is negative", found: "NSNumber -1"),
        ])
    func descriptions(error: KeyboardEventError) {
        let subject: String
        switch error {
        case .unknownNotification(let name): subject = name
        case .missingUserInfo(let kind): subject = kind.rawValue
        case .missingValue(let key, _), .wrongType(let key, _, _), .invalidValue(let key, _, _): subject = key
        }
        #expect(error.description.contains(subject))
        #expect(!error.description.contains("\n"))
    }
}
