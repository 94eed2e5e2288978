import Foundation
import KeyboardAvoidance
import Testing

@testable import keyboard_demo
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ReplayRunner {
    /// Every result of the replay.
    func results() -> [ReplayResult] {
        var results: [ReplayResult] = []
        run { results.append($0) }
        return results
    }
}

@MainActor
@Suite struct ReplayTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples").standardizedFileURL

    static let show =
        #""UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 667}, {375, 258}}", "#
        + #""UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 409, "width": 375, "height": 258}, "#
        + #""UIKeyboardAnimationDurationUserInfoKey": "0.25", "UIKeyboardAnimationCurveUserInfoKey": 7"#

    /// Replays `json` and returns the exit status, the parsed results and standard error.
    func replay(_ json: String) throws -> (status: Int32, results: [[String: Any]], err: String) {
        let harness = DemoHarness()
        harness.files["doc.json"] = Data(json.utf8)
        let status = harness.run("replay", "doc.json")
        guard status == 0 else { return (status, [], harness.err) }
        let object = try JSONSerialization.jsonObject(with: Data(harness.out.utf8)) as? [String: Any]
        return (status, try #require(object?["results"] as? [[String: Any]]), harness.err)
    }

    @Test func aJSONUserInfoShowsAndShifts() throws {
        let json =
            #"{"screen": {"width": 375, "height": 667}, "host": {"focus": {"x": 16, "y": 600, "width": 343, "height": 44}},"#
            + #" "notifications": [{"name": "UIKeyboardWillShowNotification", "userInfo": {\#(Self.show)}}]}"#
        let (status, results, _) = try replay(json)
        #expect(status == 0)
        let result = try #require(results.first)
        #expect(result["name"] as? String == "UIKeyboardWillShowNotification")
        #expect(result["kind"] as? String == "willShow")
        #expect(result["error"] is NSNull)
        #expect(result["ignored"] as? Bool == false)
        #expect(result["attachment"] as? String == "docked")
        #expect(result["overlap"] as? Double == 258)
        #expect(result["shift"] as? Double == -258)
        #expect(result["focusVisible"] as? Bool == true)
    }

    @Test(
        "Interactive entries drag the keyboard through the pipeline; the release restores exactly",
        arguments: [true, false])
    func interactiveEntriesFollowTheFinger(completes: Bool) throws {
        // iPhone 14: 390×844, the 291 pt keyboard docked at y 553; a drag through 25, 50 and 75 %
        // of its travel, then a hide (completes) or a show of the docked frame (springs back).
        let docked = #"{"x": 0, "y": 553, "width": 390, "height": 291}"#
        let show =
            #"{"name": "willShow", "userInfo": {"UIKeyboardFrameEndUserInfoKey": \#(docked)}}"#
        let release =
            completes
            ? #"{"name": "willHide", "userInfo": {"UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 844, "width": 390, "height": 291}}}"#
            : show
        let ys: [Double] = [553 + 291 * 0.25, 553 + 291 * 0.5, 553 + 291 * 0.75]
        let drags = ys.map { #"{"interactive": {"x": 0, "y": \#($0), "width": 390, "height": 291}}"# }
        let json =
            #"{"screen": {"width": 390, "height": 844}, "host": {"focus": {"x": 16, "y": 700, "width": 358, "height": 44}},"#
            + #" "notifications": [\#(([show] + drags + [release]).joined(separator: ", "))]}"#
        let (status, results, _) = try replay(json)
        #expect(status == 0)
        #expect(results.count == 5)
        for (result, y) in zip(results[1...3], ys) {
            #expect(result["kind"] as? String == "interactive")
            #expect(result["error"] is NSNull)
            #expect(result["ignored"] as? Bool == false)
            #expect(result["attachment"] as? String == "docked")
            #expect(result["overlap"] as? Double == 844 - y)
            #expect(result["shift"] as? Double == -(844 - y))
        }
        #expect(results[4]["shift"] as? Double == (completes ? 0 : -291))
    }

    @Test func anInteractiveEntryWithoutAFrameOrWhileHiddenIsReportedInPlace() throws {
        let json =
            #"{"screen": {"width": 390, "height": 844}, "notifications": ["#
            + #"{"interactive": {"x": 0, "y": 700, "width": 390, "height": 291}}, {"interactive": "sideways"}, "#
            + #"{"interactive": {"x": 0, "y": 700, "width": true, "height": 291}}, "#
            + #"{"interactive": {"x": 0, "y": 700, "width": 390, "height": -291}}]}"#
        let (status, results, _) = try replay(json)
        #expect(status == 0)
        #expect(results.map { $0["kind"] as? String } == Array(repeating: "interactive", count: 4))
        #expect((results[0]["error"] as? String)?.contains("hidden") == true)
        #expect(results[0]["ignored"] as? Bool == true)
        for result in results[1...] {
            #expect((result["error"] as? String)?.contains("\"interactive") == true, "\(result)")
        }
    }

    @Test func aBooleanIsNotANumberInAJSONUserInfo() throws {
        let end = #""UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 409, "width": 375, "height": 258}"#
        let json =
            #"{"screen": {"width": 375, "height": 667}, "notifications": ["#
            + #"{"name": "willShow", "userInfo": {\#(end), "UIKeyboardAnimationDurationUserInfoKey": true}}, "#
            + #"{"name": "willShow", "userInfo": {\#(end), "UIKeyboardAnimationCurveUserInfoKey": false}}, "#
            + #"{"name": "willShow", "userInfo": {\#(end), "UIKeyboardIsLocalUserInfoKey": true}}]}"#
        let (status, results, _) = try replay(json)
        #expect(status == 0)
        let errors = results.map { $0["error"] as? String ?? "" }
        #expect(errors[0].contains("UIKeyboardAnimationDurationUserInfoKey"), "\(errors[0])")
        #expect(errors[1].contains("UIKeyboardAnimationCurveUserInfoKey"), "\(errors[1])")
        #expect(errors[2].isEmpty)
        #expect(results[2]["overlap"] as? Double == 258)
    }

    @Test func textValuesReachTheKitTypedAndItsErrorsNameTheText() throws {
        let end = "UIKeyboardFrameEndUserInfoKey"
        let json =
            #"{"screen": {"width": 375, "height": 667}, "notifications": ["#
            + #"{"name": "willShow", "userInfo": {"\#(end)": "NSRect: {{0, 409}, {375, 258}}", "#
            + #""UIKeyboardAnimationDurationUserInfoKey": " 0.4 ", "UIKeyboardIsLocalUserInfoKey": "YES"}}, "#
            + #"{"name": "willShow", "userInfo": {"\#(end)": "NSRect: {{inf, inf}, {0, 0}}"}}, "#
            + #"{"name": "willShow", "userInfo": {"\#(end)": "(0, 409, 375, 258)"}}, "#
            + #"{"name": "willHide", "userInfo": {"\#(end)": "NSRect: {{inf, inf}, {0, 0}}"}}]}"#
        let (status, results, _) = try replay(json)
        #expect(status == 0)
        let errors = results.map { $0["error"] as? String ?? "" }
        #expect(errors[0].isEmpty)
        #expect(results[0]["overlap"] as? Double == 258)
        #expect(errors[1] == "\(end) holds String NSRect: {{inf, inf}, {0, 0}}, which is not a finite frame")
        #expect(errors[2] == "\(end) should hold a CGRect but holds String (0, 409, 375, 258)")
        #expect(errors[3].isEmpty)
        #expect(results[3]["attachment"] as? String == "hidden")
    }

    @Test func aPasteFindsTheKeyboardNotificationAmongOthers() throws {
        let paste =
            #"2015-03-02 10:41:07.100 Chat[1204:60b] NSConcreteNotification 0x7fd1e3c0f6a0 {name = UIApplicationDidBecomeActiveNotification; object = <UIApplication: 0x7fd1e3d0a4c0>; userInfo = (null)}\n"#
            + #"2015-03-02 10:41:07.352 Chat[1204:60b] NSConcreteNotification 0x7fd1e3c1a2b0 {name = UIKeyboardWillShowNotification; userInfo = {\n"#
            + #"    UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 667}, {375, 216}}\";\n"#
            + #"    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";\n}}"#
        let json = #"{"screen": {"width": 375, "height": 667}, "notifications": [{"userInfo": "\#(paste)"}]}"#
        let (status, results, _) = try replay(json)
        #expect(status == 0)
        #expect(results.first?["error"] is NSNull, "\(results)")
        #expect(results.first?["kind"] as? String == "willShow")
        #expect(results.first?["overlap"] as? Double == 216)
    }

    @Test func theHostFrameAndInsetsAreUsed() throws {
        // A Slide Over window on the right of an iPad: the keyboard covers only its part of it.
        let json =
            #"{"screen": {"width": 1024, "height": 768}, "#
            + #""host": {"frame": {"x": 704, "y": 0, "width": 320, "height": 500}, "safeAreaInsets": {"top": 24}}, "#
            + #""notifications": [{"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 768}, {1024, 398}}", "#
            + #""UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 370}, {1024, 398}}", "UIKeyboardAnimationDurationUserInfoKey": 0.25, "#
            + #""UIKeyboardAnimationCurveUserInfoKey": 7}}]}"#
        let (_, results, _) = try replay(json)
        #expect(results.first?["overlap"] as? Double == 130)
        #expect(results.first?["shift"] as? Double == -130)
        #expect(results.first?["focusVisible"] is NSNull)
    }

    @Test func errorsLeaveTheStateAndTheNextNotificationIsStillProcessed() throws {
        let json =
            #"{"screen": {"width": 375, "height": 667}, "notifications": ["#
            + #"{"name": "UIKeyboardWillShowNotification", "userInfo": {\#(Self.show)}},"#
            + #"{"name": "UIKeyboardWillHideNotification", "userInfo": "{ UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 667"},"#
            + #"{"name": "UIKeyboardWillHideNotification", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 409}, {375, 258}}", "UIKeyboardFrameEndUserInfoKey": "nowhere"}},"#
            + #"{"name": "UIApplicationDidBecomeActiveNotification", "userInfo": {}},"#
            + #"{"userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 667}, {375, 258}}"}},"#
            + #"{"name": 7}, 12, {"name": "UIKeyboardWillShowNotification", "userInfo": [1]},"#
            + #"{"name": "UIKeyboardWillHideNotification"},"#
            + #"{"name": "UIKeyboardWillHideNotification", "userInfo": {\#(Self.show)}}"#
            + "]}"
        let (status, results, err) = try replay(json)
        #expect(status == 0, "\(err)")
        #expect(results.count == 10)
        let errors = results.map { $0["error"] as? String ?? "" }
        #expect(errors[0].isEmpty)
        #expect(errors[1].contains("the printed userInfo cannot be read: line 1, column"))
        #expect(errors[2].contains("UIKeyboardFrameEndUserInfoKey should hold a CGRect"))
        #expect(errors[3].contains("UIApplicationDidBecomeActiveNotification is not a keyboard notification"))
        #expect(errors[4].contains("no notification name"))
        #expect(errors[5].contains("\"name\" must be a string"))
        #expect(errors[6].contains("a notification must be an object"))
        #expect(errors[7].contains("\"userInfo\" must be an object or the printed text"))
        // A hide needs nothing: one without a userInfo hides.
        #expect(errors[8].isEmpty)
        #expect(errors[9].isEmpty)
        #expect(results[3]["kind"] is NSNull)
        #expect(results[2]["kind"] as? String == "willHide")
        for result in results[1...7] {
            #expect(result["attachment"] as? String == "docked")
            #expect(result["overlap"] as? Double == 258)
            #expect(result["shift"] as? Double == -258)
            #expect(result["ignored"] as? Bool == false)
        }
        for result in results[8...9] {
            #expect(result["attachment"] as? String == "hidden")
            #expect(result["shift"] as? Double == 0)
        }
        #expect(results[8]["outcome"] as? String == "changed")
    }

    @Test func anotherAppsKeyboardAndDuplicatesAreIgnored() throws {
        let remote =
            #"{"name": "UIKeyboardWillShowNotification", "userInfo": {\#(Self.show), "UIKeyboardIsLocalUserInfoKey": false}}"#
        let local = #"{"name": "UIKeyboardWillShowNotification", "userInfo": {\#(Self.show)}}"#
        let json = #"{"screen": {"width": 375, "height": 667}, "notifications": [\#(remote), \#(local), \#(local)]}"#
        let (_, results, _) = try replay(json)
        #expect(results.map { $0["ignored"] as? Bool } == [true, false, true])
        #expect(results.map { $0["outcome"] as? String } == ["ignored", "changed", "duplicate"])
        #expect(results.map { $0["attachment"] as? String } == ["hidden", "docked", "docked"])
    }

    nonisolated static let screen = #""screen": {"width": 375, "height": 667}"#
    nonisolated static let depth = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)

    @Test(arguments: [
        ("", "the input is empty"),
        (" \n\t", "the input is empty"),
        ("{\"screen\": ", "the input is not JSON"),
        (#"{\#(screen)} x"#, "the input is not JSON: line 1, column 43: "),
        (#"{\#(screen),}"#, "the input is not JSON"),
        (#"{\#(screen), "title": "\#u{1}"}"#, "the input is not JSON"),
        (#"{\#(screen), "title": "\ud800"}"#, "the input is not JSON: line 1, column 53: a lone surrogate"),
        (#"{\#(screen), "n": [01, 1., -, tru]}"#, "the input is not JSON: line 1, column 49: a number does not"),
        // Strict types: booleans and texts are not numbers; sizes are not negative.
        (#"{"screen": {"width": true, "height": true}}"#, #""screen.width" must be a finite number, not true"#),
        (#"{"screen": {"width": "375", "height": 667}}"#, #""screen.width" must be a finite number, not "375""#),
        (#"{"screen": {"width": 375, "height": 667, "scale": 2}}"#, #""screen" has no "scale""#),
        (#"{"screen": {"width": 1e999, "height": 667}}"#, #""screen.width" must be a finite number"#),
        (#"{"screen": {"width": 375}}"#, #""screen" must be"#),
        (#"{\#(screen), "host": {"frame": {"x": 0, "y": 0, "width": -375, "height": 667}}}"#, #""host.frame" must be"#),
        (
            #"{\#(screen), "host": {"frame": {"x": true, "y": 0, "width": 375, "height": 667}}}"#,
            #""host.frame.x" must be"#
        ),
        (#"{\#(screen), "host": {"frame": "NSRect: {{0, 0}, {375, 667}}"}}"#, #""host.frame" must be"#),
        (
            #"{\#(screen), "host": {"focus": {"x": 16, "y": 600, "width": 343, "height": -44}}}"#,
            #""host.focus" must be"#
        ),
        (
            #"{\#(screen), "host": {"focus": {"x": 16, "y": 600, "width": 343, "height": 44, "z": 1}}}"#,
            #""host.focus" has no "z""#
        ),
        (#"{\#(screen), "host": {"safeAreaInsets": {"top": true}}}"#, #""host.safeAreaInsets.top" must be"#),
        (#"{\#(screen), "host": {"safeAreaInsets": {"bottom": "34"}}}"#, #""host.safeAreaInsets.bottom" must be"#),
        (#"{\#(screen), "host": {"safeAreaInsets": 0}}"#, #""host.safeAreaInsets" must be"#),
        (#"{\#(screen), "host": {"focuss": {"x": 0, "y": 0, "width": 1, "height": 1}}}"#, #""host" has no "focuss""#),
        // Duplicate keys, at any level, named with their line and column.
        (#"{\#(screen), "screen": {"width": 1, "height": 1}}"#, #"line 1, column 43: duplicate key "screen""#),
        (#"{"screen": {"width": 375, "width": 1, "height": 667}}"#, #"line 1, column 27: duplicate key "width""#),
        (
            #"{\#(screen), "notifications": [{"name": "willShow",\#n "name": "willHide"}]}"#,
            #"line 2, column 2: duplicate key "name""#
        ),
        (#"{\#(screen), "notifications": [{"userInfo": {"a": 1, "b": {"c": 1}, "a": 2}}]}"#, #"duplicate key "a""#),
        (#"{"title": {"a": 1, "\u0061": 2}, \#(screen)}"#, #"duplicate key "a""#),
        // Nesting deeper than 64 levels, anywhere.
        (#"{\#(screen), "note": \#(depth)}"#, "nested deeper than 64 levels"),
        (#"{\#(screen), "notifications": [{"userInfo": {"a": \#(depth)}}]}"#, "nested deeper than 64 levels"),
        ("[1, 2]", "not an object"),
        ("{\"notifications\": []}", "the document has no \"screen\""),
        ("{\"screen\": {\"width\": 0, \"height\": 667}}", "\"screen\" must be"),
        ("{\"screen\": {\"width\": 375, \"height\": 667}, \"host\": 3}", "\"host\" must be an object"),
        (
            "{\"screen\": {\"width\": 375, \"height\": 667}, \"host\": {\"frame\": {\"x\": 0}}}",
            "\"host.frame\" must be"
        ),
        (
            "{\"screen\": {\"width\": 375, \"height\": 667}, \"host\": {\"safeAreaInsets\": {\"top\": -1}}}",
            "safeAreaInsets.top"
        ),
        (
            "{\"screen\": {\"width\": 375, \"height\": 667}, \"notifications\": {}}",
            "\"notifications\" must be an array"
        ),
    ])
    func unreadableDocumentsExitNonZeroWithAMessage(json: String, message: String) throws {
        let (status, _, err) = try replay(json)
        #expect(status == 1)
        #expect(err.hasPrefix("keyboard-demo: doc.json: "))
        #expect(err.contains(message), "\(err)")
    }

    @Test func aMissingFileExitsNonZero() {
        let harness = DemoHarness()
        #expect(harness.run("replay", "missing.json") == 1)
        #expect(harness.err.contains("cannot read missing.json"))
        #expect(harness.out.isEmpty)
    }

    @Test func theHelpStatesTheSizeCap() {
        #expect(ReplayFile.limit == 256 << 20)
        #expect(DemoCommand.usage.contains("larger than 256 MiB are refused"), "\(DemoCommand.usage)")
    }

    @Test func readsStandardInput() throws {
        let harness = DemoHarness()
        harness.input = Data(#"{"screen": {"width": 375, "height": 667}}"#.utf8)
        #expect(harness.run("replay", "-") == 0)
        #expect(harness.out.hasPrefix("{\"results\": [],\n\"laws\": {\"device\": null, \"replay\": [], "))
    }

    @Test(arguments: [
        "iphone6-nslog", "iphonex-swift-print", "ipad-hardware-floating-remote", "law-monitor-covered-field",
    ])
    func theExamplesOutputIsCurrent(name: String) throws {
        let input = try Data(contentsOf: Self.examples.appendingPathComponent("\(name).json"))
        let expected = try String(
            contentsOf: Self.examples.appendingPathComponent("\(name).output.json"), encoding: .utf8)
        let harness = DemoHarness()
        harness.files["example.json"] = input
        #expect(harness.run("replay", "example.json") == 0)
        #expect(harness.out == expected)
        let document = try ReplayDocument.read(input)
        #expect(harness.out.split(separator: "\n").count == Array(document.notifications).count + 3)
    }

    @Test func theMirroredStateMatchesTheMonitors() throws {
        let input = try Data(contentsOf: Self.examples.appendingPathComponent("ipad-hardware-floating-remote.json"))
        let document = try ReplayDocument.read(input)
        var state = KeyboardState()
        for (notification, result) in zip(document.notifications, ReplayRunner(document: document).results()) {
            guard result.error == nil, let input = try? ReplayInput(notification),
                let event = try? KeyboardEvent(kind: input.kind, userInfo: input.userInfo)
            else { continue }
            state.apply(event)
            #expect(result.attachment == state.attachment(screenBounds: document.screen))
        }
    }

    @Test func jsonTextIsDeterministicAndValid() throws {
        let value = JSONValue.object([
            ("s", .string("a\"b\\c\n\u{1}é")), ("n", .number(-0.0)), ("f", .number(320.5)), ("i", .number(.infinity)),
            ("a", .array([.bool(true), .null])),
        ])
        #expect(value.text == #"{"s": "a\"b\\c\n\u0001é", "n": 0, "f": 320.5, "i": null, "a": [true, null]}"#)
        #expect(try JSONSerialization.jsonObject(with: Data(value.text.utf8)) is [String: Any])
    }
}
