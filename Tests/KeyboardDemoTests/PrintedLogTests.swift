import Foundation
import KeyboardAvoidance
import Testing

@testable import keyboard_demo

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

    @Test func readsTheDictionaryDescription() throws {
        #expect(try Self.event(Self.nsDescription) == Self.expected)
        let note = try PrintedLog.read(Self.nsDescription)
        #expect(note.name == nil)
        #expect(note.userInfo?.count == 9)
        #expect(note.userInfo?.first == PrintedEntry(key: "UIKeyboardAnimationCurveUserInfoKey", value: .text("7")))
    }

    @Test func readsSwiftsPrint() throws {
        #expect(try Self.event(Self.swiftPrint) == Self.expected)
        #expect(try PrintedLog.read("[:]").userInfo == [])
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
        #expect(try Self.event(ns, kind: .willHide).endFrame == .zero)
        let swift = #"[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{inf, inf}, {0, 0}}]"#
        #expect(try PrintedLog.read(swift).userInfo?.first?.value == .text("NSRect: {{inf, inf}, {0, 0}}"))
    }

    @Test func readsUnquotedRectsEscapesNestedValuesAndArrays() throws {
        let text =
            #"{ UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 451}, {375, 216}}; "quoted key" = "a \"b\" \\ \U00e9\n"; "#
            + #"nested = { inner = 1; list = (1, "two", {{0, 0}, {1, 1}}); }; empty = {}; last = x }"#
        let entries = try #require(try PrintedLog.read(text).userInfo)
        #expect(entries.map(\.key) == ["UIKeyboardFrameEndUserInfoKey", "quoted key", "nested", "empty", "last"])
        #expect(entries[0].value == .text("NSRect: {{0, 451}, {375, 216}}"))
        #expect(entries[1].value == .text("a \"b\" \\ é\n"))
        #expect(
            entries[2].value
                == .dictionary([
                    PrintedEntry(key: "inner", value: .text("1")),
                    PrintedEntry(key: "list", value: .list([.text("1"), .text("two"), .text("{{0, 0}, {1, 1}}")])),
                ]))
        #expect(entries[3].value == .dictionary([]))
        #expect(entries[4].value == .text("x"))
    }

    @Test(arguments: [
        ("{ UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}; }", "expected '\"' closing the string"),
        ("{ UIKeyboardAnimationCurveUserInfoKey 7; }", "expected '=' after the key"),
        ("{ UIKeyboardAnimationCurveUserInfoKey = 7;", "expected '}' closing the dictionary"),
        (
            "{ UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 451}, {375, 216}; }",
            "after the value of 'UIKeyboardFrameEndUserInfoKey'"
        ),
        (#"[AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7)]"#, "unbalanced ')'"),
        (#"[AnyHashable("UIKeyboardAnimationCurveUserInfoKey") 7]"#, "expected ':' after the key"),
        (#"[AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7"#, "expected ']' closing the dictionary"),
        ("keyboard will show, no dictionary here", "found no dictionary"),
        ("", "found no dictionary"),
        ("NSConcreteNotification 0x1 no brace", "expected '{' after NSConcreteNotification"),
        (
            "NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = 12}",
            "userInfo to be a dictionary"
        ),
        ("userInfo = 12", "expected a dictionary"),
    ])
    func malformedTextThrowsAClearError(text: String, message: String) {
        #expect {
            try PrintedLog.read(text)
        } throws: { error in
            "\(error)".contains(message) && "\(error)".hasPrefix("line ")
        }
    }

    @Test func errorsNameTheLineAndColumn() {
        let text =
            "{\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n    UIKeyboardAnimationDurationUserInfoKey \"0.25\";\n}"
        #expect(throws: PrintedLogError.self) { try PrintedLog.read(text) }
        do {
            _ = try PrintedLog.read(text)
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 44)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for opener in ["{a = ", "[AnyHashable(\"a\"): ", "(", "{", "[", "<A "] {
            let text = String(repeating: opener, count: 20_000)
            #expect(throws: PrintedLogError.self) { try PrintedLog.read("{ k = " + text) }
            #expect(throws: PrintedLogError.self) { try PrintedLog.read(text) }
        }
    }

    @Test func neverTrapsOnMangledInput() {
        var random = SplitMix(seed: 0x5EED)
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

/// A small deterministic random generator for the mangling test.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
