import Foundation
import KeyboardAvoidance
import KeyboardTestSupport
import Testing

@testable import keyboard_demo
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite struct PrintedLogTests {
    static let nsDescription = """
        {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {375, 216}}";
            UIKeyboardCenterBeginUserInfoKey = "NSPoint: {187.5, 775}";
            UIKeyboardCenterEndUserInfoKey = "NSPoint: {187.5, 559}";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
            UIKeyboardFrameChangedByUserInteraction = 0;
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardIsLocalUserInfoKey = 1;
        }
        """

    static let swiftPrint =
        #"[AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {187.5, 559}, "#
        + #"AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, "#
        + #"AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, "#
        + #"AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 667}, {375, 216}}, "#
        + #"AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7]"#

    static let expected = KeyboardEvent(
        kind: .willShow, beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
        endFrame: CGRect(x: 0, y: 451, width: 375, height: 216), duration: 0.25, curve: .keyboard, isLocal: true)

    static func event(_ text: String, kind: KeyboardEvent.Kind = .willShow) throws -> KeyboardEvent {
        try KeyboardEvent(kind: kind, userInfo: PrintedLog.read(text).userInfoDictionary)
    }

    /// The end frame `text` reads as, through the kit's own reader.
    static func endFrame(_ text: String, kind: KeyboardEvent.Kind = .willShow) throws -> CGRect {
        try event(text, kind: kind).endFrame
    }

    static let end = CGRect(x: 0, y: 451, width: 375, height: 216)

    // MARK: - Whole prints

    @Test func readsTheDictionaryDescription() throws {
        #expect(try Self.event(Self.nsDescription) == Self.expected)
        let note = try PrintedLog.read(Self.nsDescription)
        #expect(note.name == nil)
        // The kit's five keys and the older keyboard keys.
        #expect(note.userInfo?.count == 9)
        #expect(note.userInfo?.first == PrintedEntry(key: "UIKeyboardAnimationCurveUserInfoKey", value: "7"))
    }

    @Test func theUserInfoHoldsWhatUIKitPostsForTheKitsKeys() throws {
        let info = try #require(PrintedLog.read(Self.nsDescription).userInfoDictionary)
        #expect(info[KeyboardUserInfoKey.frameEnd] as? CGRect == Self.end)
        #expect((info[KeyboardUserInfoKey.animationDuration] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[KeyboardUserInfoKey.animationCurve] as? NSNumber)?.intValue == 7)
        #expect((info[KeyboardUserInfoKey.isLocal] as? NSNumber)?.boolValue == true)
        // Keys the kit does not read keep their text.
        #expect(info["UIKeyboardCenterEndUserInfoKey"] as? String == "NSPoint: {187.5, 559}")
    }

    @Test func readsSwiftsPrint() throws {
        #expect(try Self.event(Self.swiftPrint) == Self.expected)
        #expect(try PrintedLog.read("[:]").userInfo == [])
        #expect(try PrintedLog.read("Optional([:])").userInfo == [])
        #expect(try PrintedLog.read("{\n}").userInfo == [])
    }

    @Test func readsANotificationDescriptionWithALogPrefix() throws {
        let text =
            "2015-03-02 10:41:07.352 Chat[1204:60b] NSConcreteNotification 0x7fd1e3c1a2b0 "
            + "{name = UIKeyboardWillShowNotification; userInfo = \(Self.nsDescription)}"
        let note = try PrintedLog.read(text)
        #expect(note.name == "UIKeyboardWillShowNotification")
        #expect(try KeyboardEvent(kind: .willShow, userInfo: note.userInfoDictionary) == Self.expected)
    }

    @Test func readsANotificationDescriptionWithAScreenObject() throws {
        let text =
            "NSConcreteNotification 0x600000c4e5b0 {name = UIKeyboardDidHideNotification; "
            + "object = <UIScreen: 0x7f8c5d406a30; bounds = {{0, 0}, {390, 844}}; mode = <UIScreenMode: 0x6000; "
            + "size = 1170.000000 x 2532.000000>>; userInfo = {\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 844}, {390, 336}}\";\n"
            + "    UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 508}, {390, 336}}\";\n}}"
        let note = try PrintedLog.read(text)
        #expect(note.name == "UIKeyboardDidHideNotification")
        let event = try KeyboardEvent(kind: .didHide, userInfo: note.userInfoDictionary)
        #expect(event.endFrame == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(event.duration == 0)
    }

    @Test func aNotificationWithoutUserInfoHasNone() throws {
        #expect(
            try PrintedLog.read("NSConcreteNotification 0x1 {name = UIKeyboardWillHideNotification}").userInfo == nil)
        #expect(
            try PrintedLog.read("name = UIKeyboardWillHideNotification, object = nil, userInfo = nil").userInfo == nil)
        #expect(try PrintedLog.read("NSConcreteNotification 0x1 {name = X; userInfo = (null)}").userInfo == nil)
        // The screen's bounds inside the object's description are not a lone end frame.
        let screenOnly =
            "name = UIKeyboardWillHideNotification, object = Optional(<UIScreen: 0x7f8c; bounds = "
            + "{{0, 0}, {375, 667}}; mode = <UIScreenMode: 0x6; size = 750.000000 x 1334.000000>>)"
        #expect(try PrintedLog.read(screenOnly).userInfo == nil)
        // A hide needs nothing, so the kit reads it.
        #expect(try Self.event(screenOnly, kind: .willHide).endFrame == .zero)
    }

    @Test func readsSwiftsPrintOfANotification() throws {
        let text =
            "name = UIKeyboardWillChangeFrameNotification, object = Optional(<UIScreen: 0x7f8c; bounds = "
            + "{{0, 0}, {375, 667}}; mode = <UIScreenMode: 0x6; size = 750.000000 x 1334.000000>>), userInfo = Optional(\(Self.swiftPrint))"
        let note = try PrintedLog.read(text)
        #expect(note.name == "UIKeyboardWillChangeFrameNotification")
        var expected = Self.expected
        expected.kind = .willChangeFrame
        #expect(try KeyboardEvent(kind: .willChangeFrame, userInfo: note.userInfoDictionary) == expected)
    }

    @Test(arguments: [
        "2019-11-04 09:12:33.118204+0100 Notes[812:40113] [Keyboard] keyboardWillShow: ",
        "Chat[1204:60b] UIKeyboardWillShowNotification {file.swift:12} ",
        "userInfo: ",
        "",
    ])
    func skipsLogPrefixes(prefix: String) throws {
        #expect(try Self.event(prefix + Self.nsDescription) == Self.expected)
        #expect(try Self.event(prefix + Self.swiftPrint) == Self.expected)
    }

    @Test func findsTheNameInTheLogLine() throws {
        #expect(
            try PrintedLog.read("keyboardDidShowNotification " + Self.swiftPrint).name == "keyboardDidShowNotification")
        #expect(
            try PrintedLog.read("got UIKeyboardWillHideNotification: " + Self.nsDescription).name
                == "UIKeyboardWillHideNotification")
        #expect(KeyboardNotificationNames.kind(for: "keyboardDidShowNotification") == .didShow)
        #expect(
            KeyboardNotificationNames.kind(for: "UIResponder.keyboardWillChangeFrameNotification") == .willChangeFrame)
        #expect(KeyboardNotificationNames.kind(for: "UIKeyboardWillHideNotification") == .willHide)
        #expect(KeyboardNotificationNames.kind(for: "UIApplicationDidBecomeActiveNotification") == nil)
    }

    @Test func acceptsInfiniteHideFrames() throws {
        let ns =
            "{ UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 264}, {320, 216}}\"; "
            + "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{inf, inf}, {0, 0}}\"; "
            + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; UIKeyboardAnimationCurveUserInfoKey = 7 }"
        #expect(try Self.endFrame(ns, kind: .willHide) == .zero)
        let swift = #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{inf, inf}, {0, 0}}]"#
        #expect(try PrintedLog.read(swift).userInfo?.first?.value == "NSRect: {{inf, inf}, {0, 0}}")
    }

    // MARK: - Fragments, as people paste them

    @Test(arguments: [
        // No opening brace: lines selected out of a longer NSLog.
        "    UIKeyboardAnimationCurveUserInfoKey = 7;\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";\n}",
        // No closing brace.
        "{\n    UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 667}, {375, 216}}\";\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";",
        // One line.
        "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";",
        // Lines without the trailing ;
        "UIKeyboardAnimationDurationUserInfoKey = 0.25\nUIKeyboardFrameEndUserInfoKey = NSRect: {{0, 451}, {375, 216}}\nUIKeyboardIsLocalUserInfoKey = 1",
        // Quotes that arrived escaped, with the escaped line breaks of a JSON log.
        #"{\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";\n    UIKeyboardIsLocalUserInfoKey = 1;\n}"#,
        #"[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 451}, {375, 216}}, AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7]"#,
        // Swift's print cut at both ends.
        #"AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRe"#,
        // Optional(…) around the dictionary and around a value.
        #"Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}])"#,
        #"userInfo[UIKeyboardFrameEndUserInfoKey] = Optional(NSRect: {{0, 451}, {375, 216}})"#,
        // Trailing log noise.
        "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\"; } 2016-01-02 10:00:00.1 App[1:2] viewDidLayoutSubviews {{0, 0}, {375, 667}}",
        // JSON pasted as text, and the Swift spelling of the key.
        #"{"UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 451, "width": 375, "height": 216}, "UIKeyboardAnimationDurationUserInfoKey": 0.25}"#,
        "UIResponder.keyboardFrameEndUserInfoKey: (0.0, 451.0, 375.0, 216.0)",
        "keyboardFrameEndUserInfoKey = CGRect(origin: CGPoint(x: 0.0, y: 451.0), size: CGSize(width: 375.0, height: 216.0))",
        "UIKeyboardFrameEndUserInfoKey : (origin = (x = 0, y = 451), size = (width = 375, height = 216))",
        // A key with no separator, as print(key, value) writes it.
        "UIKeyboardFrameEndUserInfoKey NSRect: {{0, 451}, {375, 216}}",
    ])
    func readsFragments(text: String) throws {
        #expect(try Self.endFrame(text) == Self.end, "\(text)")
    }

    @Test(arguments: [
        ("NSRect: {{0, 451}, {375, 216}}", CGRect(x: 0, y: 451, width: 375, height: 216)),
        ("Optional(NSRect: {{0, 451}, {375, 216}})", CGRect(x: 0, y: 451, width: 375, height: 216)),
        ("  {{0, 451}, {375, 216}}\n", CGRect(x: 0, y: 451, width: 375, height: 216)),
        ("keyboard frame: (0.0, 460.0, 320.0, 216.0)", CGRect(x: 0, y: 460, width: 320, height: 216)),
        (
            "(CGRect) $0 = (origin = (x = 0, y = 352), size = (width = 320, height = 216))",
            CGRect(x: 0, y: 352, width: 320, height: 216)
        ),
        ("NSRect: {{0, -264}, {768, 304}}", CGRect(x: 0, y: -264, width: 768, height: 304)),
        ("{{0.5, 523.3334}, {389.5, 320.6666}}", CGRect(x: 0.5, y: 523.3334, width: 389.5, height: 320.6666)),
    ])
    func readsALoneFrameAsTheEndFrame(text: String, frame: CGRect) throws {
        let note = try PrintedLog.read(text)
        #expect(note.userInfo?.map(\.key) == [KeyboardUserInfoKey.frameEnd])
        #expect(try Self.endFrame(text, kind: .willChangeFrame) == frame)
    }

    @Test func aLoneInfiniteFrameIsAHideFrame() throws {
        #expect(try Self.endFrame("CGRect: {{inf, inf}, {0, 0}}", kind: .willHide) == .zero)
        #expect(throws: KeyboardEventError.self) { try Self.event("CGRect: {{inf, inf}, {0, 0}}", kind: .willShow) }
    }

    @Test func valuesOfTheWrongTypeReachTheKitsTypedErrors() throws {
        let text =
            "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\"; UIKeyboardAnimationDurationUserInfoKey = fast;"
        #expect(
            try PrintedLog.read(text).userInfo?.last
                == PrintedEntry(key: KeyboardUserInfoKey.animationDuration, value: "fast"))
        #expect(
            throws: KeyboardEventError.wrongType(
                key: KeyboardUserInfoKey.animationDuration, expected: "a number of seconds", found: "String fast")
        ) {
            try Self.event(text)
        }
    }

    @Test func aKeyNamedInProseIsNotAnEntry() throws {
        let text =
            "UIKeyboardFrameEndUserInfoKey is the one to read. UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 451}, {375, 216}}"
        #expect(
            try PrintedLog.read(text).userInfo == [
                PrintedEntry(key: KeyboardUserInfoKey.frameEnd, value: "NSRect: {{0, 451}, {375, 216}}")
            ])
        #expect(
            try PrintedLog.read("XUIKeyboardFrameEndUserInfoKeyY = 1; UIKeyboardIsLocalUserInfoKey = 0").userInfo == [
                PrintedEntry(key: KeyboardUserInfoKey.isLocal, value: "0")
            ])
    }

    /// Other notifications printed before or after the keyboard's, with their names and dumps:
    /// the keyboard notification is found, and only its own dump is read.
    @Test(
        arguments: [
            [.active, .show], [.show, .field], [.active, .show, .didShow, .field], [.activeSwift, .showSwift],
            [.showSwift, .didShow], [.field, .show, .active],
        ] as [[OtherNotifications]])
    func findsTheKeyboardNotificationAmongOthers(parts: [OtherNotifications]) throws {
        let note = try PrintedLog.read(parts.map(\.rawValue).joined(separator: "\n"))
        let kind: KeyboardEvent.Kind = parts.contains(.showSwift) ? .willChangeFrame : .willShow
        #expect(
            note.name
                == (kind == .willShow ? "UIKeyboardWillShowNotification" : "UIKeyboardWillChangeFrameNotification"))
        var expected = Self.expected
        expected.kind = kind
        #expect(try KeyboardEvent(kind: kind, userInfo: note.userInfoDictionary) == expected)
    }

    enum OtherNotifications: String, CaseIterable, Sendable {
        case active =
            "2015-03-02 10:41:07.100 Chat[1204:60b] NSConcreteNotification 0x7fd1e3c0f6a0 {name = UIApplicationDidBecomeActiveNotification; object = <UIApplication: 0x7fd1e3d0a4c0>; userInfo = (null)}"
        case show =
            "2015-03-02 10:41:07.352 Chat[1204:60b] NSConcreteNotification 0x7fd1e3c1a2b0 {name = UIKeyboardWillShowNotification; userInfo = {\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n    UIKeyboardAnimationDurationUserInfoKey = \"0.25\";\n    UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 667}, {375, 216}}\";\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";\n    UIKeyboardIsLocalUserInfoKey = 1;\n}}"
        case didShow =
            "2015-03-02 10:41:07.610 Chat[1204:60b] NSConcreteNotification 0x7fd1e3c1a2c0 {name = UIKeyboardDidShowNotification; userInfo = {\n    UIKeyboardAnimationCurveUserInfoKey = 0;\n    UIKeyboardAnimationDurationUserInfoKey = 0;\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 409}, {375, 258}}\";\n}}"
        case field =
            "NSConcreteNotification 0x7fd1e3c1b0f0 {name = UITextFieldTextDidBeginEditingNotification; object = <UITextField: 0x7fd1e3e01230; frame = (16 560; 343 44); text = ''>}"
        case activeSwift =
            "name = UIApplicationDidBecomeActiveNotification, object = Optional(<UIApplication: 0x7f8c>), userInfo = nil"
        case showSwift =
            "name = UIKeyboardWillChangeFrameNotification, object = nil, userInfo = Optional([AnyHashable(\"UIKeyboardIsLocalUserInfoKey\"): 1, AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25, AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 451}, {375, 216}}, AnyHashable(\"UIKeyboardFrameBeginUserInfoKey\"): NSRect: {{0, 667}, {375, 216}}, AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7])"
    }

    @Test func theNameFieldIsNotTheEndOfAnotherLabel() throws {
        let text =
            "userName = alice; name = UIKeyboardWillHideNotification; UIKeyboardFrameEndUserInfoKey = {{0, 667}, {375, 216}}"
        #expect(try PrintedLog.read(text).name == "UIKeyboardWillHideNotification")
        #expect(try PrintedLog.read("displayName = Bob " + Self.nsDescription).name == nil)
    }

    @Test func onlyOlderKeysFallBackToALoneFrameOrAHide() throws {
        // A cut-off key the kit does not read is no reason to fail.
        let cut = "NSRect: {{0, 451}, {375, 216}}\nUIKeyboardCenterEndUserInfoKey = \"NSPoint: {187.5"
        #expect(try Self.endFrame(cut) == Self.end)
        // Older keys alone: a userInfo without an end frame, which a hide accepts.
        let older = "UIKeyboardBoundsUserInfoKey = \"NSRect: {{0, 0}, {375, 216}}\";"
        #expect(try PrintedLog.read(older).userInfo?.map(\.key) == ["UIKeyboardBoundsUserInfoKey"])
        #expect(try Self.endFrame(older, kind: .willHide) == .zero)
    }

    @Test func laterDuplicatesWin() throws {
        let text =
            "UIKeyboardFrameEndUserInfoKey = {{0, 667}, {375, 216}}; UIKeyboardFrameEndUserInfoKey = {{0, 451}, {375, 216}}"
        #expect(try Self.endFrame(text) == Self.end)
    }

    // MARK: - What cannot be read

    @Test(arguments: [
        (
            "{ UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}; }",
            "UIKeyboardFrameEndUserInfoKey is cut off"
        ),
        ("{ UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 667", "UIKeyboardFrameEndUserInfoKey is cut off"),
        (#"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375"#, "is cut off"),
        ("UIKeyboardFrameEndUserInfoKey = NSRe", "UIKeyboardFrameEndUserInfoKey is cut off"),
        ("UIKeyboardAnimationCurveUserInfoKey = ", "the value of UIKeyboardAnimationCurveUserInfoKey is cut off"),
        (
            "NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {a = 1}}",
            "holds none of the keyboard's keys"
        ),
        ("UIKeyboardAnimationCurveUserInfoKey = ;", "expected a value after UIKeyboardAnimationCurveUserInfoKey"),
        ("keyboard will show, no dictionary here", "found nothing of a keyboard notification"),
        ("", "found nothing of a keyboard notification"),
        ("{ a = 1; b = \"two\" }", "found nothing of a keyboard notification"),
        ("NSRect: {{0, 451}, {375, 216}} then NSRect: {{0, 667}, {375, 216}}", "found several frames"),
        ("NSRect: {{0, 451}, {37", "the frame is cut off"),
    ])
    func unreadableTextThrowsAClearError(text: String, message: String) {
        #expect {
            try PrintedLog.read(text)
        } throws: { error in
            "\(error)".contains(message) && "\(error)".hasPrefix("line ")
        }
    }

    @Test func aCutOffValueOfAKeyTheKitDoesNotReadIsPassedOver() throws {
        let text =
            "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";\nUIKeyboardBoundsUserInfoKey = \"NSRect: {{0, 0}, {37"
        #expect(try Self.endFrame(text) == Self.end)
    }

    @Test func errorsNameTheLineAndColumn() {
        let text =
            "{\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375\n"
        #expect(throws: PrintedLogError.self) { try PrintedLog.read(text) }
        do {
            _ = try PrintedLog.read(text)
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 37)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for opener in ["{a = ", "[AnyHashable(\"a\"): ", "(", "{", "[", "<A "] {
            let text = String(repeating: opener, count: 20_000)
            #expect(throws: PrintedLogError.self) { try PrintedLog.read("{ k = " + text) }
            #expect(throws: PrintedLogError.self) { try PrintedLog.read(text) }
            #expect(throws: PrintedLogError.self) { try PrintedLog.read("UIKeyboardFrameEndUserInfoKey = " + text) }
        }
    }

    @Test func neverTrapsOnMangledInput() {
        var random = SplitMix64(seed: 0x5EED)
        let seeds = [
            Self.nsDescription, Self.swiftPrint,
            "NSConcreteNotification 0x1 {name = A; userInfo = \(Self.nsDescription)}",
        ]
        let alphabet = Array("{}[]()<>\";=:,\\ \nAnyHashable(\"x\")NSRect: 0.5inf".utf8)
        var readable = 0
        for seed in seeds {
            let bytes = Array(seed.utf8)
            for cut in 0...bytes.count
            where (try? PrintedLog.read(String(decoding: bytes[..<cut], as: UTF8.self))) != nil {
                readable += 1
            }
            for _ in 0..<600 {
                var mangled = bytes
                for _ in 0..<(1 + random.next() % 4) {
                    let at = Int(random.next() % UInt64(mangled.count))
                    switch random.next() % 3 {
                    case 0: mangled[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    case 1: mangled.remove(at: at)
                    default: mangled.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
                    }
                }
                if (try? PrintedLog.read(String(decoding: mangled, as: UTF8.self))) != nil { readable += 1 }
            }
        }
        #expect(readable > 0)
    }
}
