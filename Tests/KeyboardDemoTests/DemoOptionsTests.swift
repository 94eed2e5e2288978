import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing

@testable import keyboard_demo
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs the demo with captured streams and files.
@MainActor
final class DemoHarness {
    var out = ""
    var err = ""
    var files: [String: Data] = [:]
    var input = Data()

    var io: DemoIO {
        DemoIO(
            out: { [unowned self] in out += $0 },
            err: { [unowned self] in err += $0 },
            readFile: { [unowned self] path in
                guard let data = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
                return data
            },
            readInput: { [unowned self] in input },
            writeFile: { [unowned self] path, data in files[path] = data })
    }

    func run(_ arguments: String...) -> Int32 { DemoProgram(io: io).run(arguments) }
}

@MainActor
@Suite struct DemoOptionsTests {
    @Test func noArgumentsRunsEverySampleOnTheDefaultDevice() throws {
        let command = try DemoCommand.parse([])
        guard case .sessions(let device, let samples, let svg) = command else {
            Issue.record("expected sessions, got \(command)")
            return
        }
        #expect(device == DemoDevices.standard)
        #expect(samples.map(\.name) == DemoSample.all.map(\.name))
        #expect(svg == nil)
    }

    @Test func optionsTakeSeparateOrInlineValues() throws {
        let command = try DemoCommand.parse(["--device=ipad landscape", "--sample", "login", "--svg", "a.svg"])
        guard case .sessions(let device, let samples, let svg) = command else {
            Issue.record("expected sessions, got \(command)")
            return
        }
        #expect(device == .iPadLandscape)
        #expect(samples.map(\.name) == ["LoginFormViewController"])
        #expect(svg == "a.svg")
    }

    @Test func replayTakesOneFileOrStandardInput() throws {
        guard case .replay(let path) = try DemoCommand.parse(["replay", "-"]) else {
            Issue.record("expected replay")
            return
        }
        #expect(path == "-")
        #expect(throws: DemoUsageError.self) { try DemoCommand.parse(["replay"]) }
        #expect(throws: DemoUsageError.self) { try DemoCommand.parse(["replay", "a.json", "b.json"]) }
    }

    @Test func helpAndListExitZero() {
        let harness = DemoHarness()
        #expect(harness.run("--help") == 0)
        #expect(harness.out.contains("usage: keyboard-demo"))
        let list = DemoHarness()
        #expect(list.run("--list") == 0)
        for device in DemoDevices.all { #expect(list.out.contains(device.name)) }
        for sample in DemoSample.all { #expect(list.out.contains(sample.name)) }
        #expect(list.err.isEmpty)
    }

    @Test(arguments: [
        (
            ["--device", "Nokia 3310"],
            "valid devices: \"iPhone 4s\", \"iPhone 4s (landscape)\", \"iPhone SE (1st gen)\""
        ),
        (["--device", ""], "unknown device ''"),
        (["--sample", "Settings"], "valid samples: TransferConfirmViewController, CreatePostViewController"),
        (["--sample", ""], "unknown sample ''"),
        (["--frobnicate"], "unknown argument '--frobnicate'"),
        (["--device"], "--device needs a value"),
        (["--svg", "--list"], "--svg needs a value"),
        (["replay"], "replay needs exactly one FILE"),
    ])
    func usageErrorsExitTwoWithAClearMessage(arguments: [String], message: String) {
        let harness = DemoHarness()
        #expect(DemoProgram(io: harness.io).run(arguments) == 2)
        #expect(harness.err.hasPrefix("keyboard-demo: "))
        #expect(harness.err.contains(message), "\(harness.err)")
        #expect(harness.out.isEmpty)
    }

    @Test func everyDeviceRunsEverySample() {
        for device in DemoDevices.all {
            let harness = DemoHarness()
            #expect(harness.run("--device", device.name) == 0)
            for sample in DemoSample.all {
                #expect(harness.out.contains("\(sample.name) — \(sample.approach) — \(device)"))
            }
            #expect(harness.out.contains("willShow"))
            #expect(harness.out.contains("willHide"))
        }
    }

    @Test func noFieldIsCoveredBeforeTheDeviceTurns() {
        let devices = DemoDevices.all.filter { $0.orientation == .portrait || $0.idiom == .pad }
        for device in devices {
            for sample in DemoSample.all {
                let run = DemoSession(sample: sample, device: device).run()
                let before = run.steps.prefix { !$0.title.hasPrefix("rotate") }
                let covered = before.flatMap { $0.lines + [$0.final] }.filter { !$0.fieldIsVisible }
                #expect(covered.isEmpty, "\(device) \(sample.name): \(covered.map { DemoTimeline.line($0) })")
            }
        }
    }

    @Test func theDefaultRunCoversNoField() {
        let harness = DemoHarness()
        #expect(harness.run() == 0)
        #expect(!harness.out.contains("COVERED"))
    }

    @Test func aTimelineLineNamesEverything() {
        let harness = DemoHarness()
        #expect(harness.run("--sample", "transfer") == 0)
        let line = harness.out.split(separator: "\n").first { $0.contains("willShow") }.map(String.init) ?? ""
        #expect(line.contains("keyboard (0, 553, 390×291)"))
        #expect(line.contains("docked"))
        #expect(line.contains("overlap 291"))
        #expect(line.contains("root (0, -291, 390×844)"))
        #expect(line.contains("amountField (16, 393, 358×44) visible"))
    }
}

@MainActor
@Suite struct DemoScriptTests {
    @Test func theScriptHasEveryStepTheDeviceAllows() {
        let phone = DemoStep.script(device: .notchedPhone, focusMove: "focus moves")
        #expect(
            phone.map(\.action) == [
                .show, .predictiveBarOn, .moveFocus, .emoji, .interactiveDrag, .rotate, .hardwareKeyboard, .hide,
            ])
        #expect(phone.first?.title == "show the keyboard (predictive bar off, 291 pt)")
        #expect(phone[5].title == "rotate to iPhone 14 (landscape) 844×390")
        let pad = DemoStep.script(device: .iPad, focusMove: nil)
        #expect(
            pad.map(\.action) == [
                .show, .predictiveBarOn, .emoji, .interactiveDrag, .float, .dock, .rotate, .hardwareKeyboard, .hide,
            ])
        var noBar = KeyboardDeviceProfile.smallPhone
        noBar.rotatedMetrics.hardwareKeyboardBarHeight = 0
        #expect(!DemoStep.script(device: noBar, focusMove: nil).map(\.action).contains(.hardwareKeyboard))
    }

    @Test(arguments: 0..<9)
    func theDragStepShowsEveryTrackedFrameAndTheSpringBack(sampleIndex: Int) throws {
        let sample = try #require(DemoSample.all.indices.contains(sampleIndex) ? DemoSample.all[sampleIndex] : nil)
        let run = DemoSession(sample: sample, device: .notchedPhone).run()
        let drag = try #require(run.steps.first { $0.title.hasPrefix("a finger drags") })
        #expect(drag.lines.prefix(3).map(\.label) == ["interactive", "interactive", "interactive"])
        // The emoji keyboard (333 pt) docked at y 511, dragged a quarter, a half, three quarters of
        // its 333 pt travel.
        let expected: [CGFloat] = [333 * 0.75, 333 * 0.5, 333 * 0.25]
        let overlaps = drag.lines.prefix(3).map(\.overlap)
        #expect(overlaps == expected)
        let visible = drag.lines.allSatisfy { $0.fieldIsVisible }
        #expect(visible, "\(sample.name)")
        #expect(drag.final.overlap == 333 && drag.final.attachment == .docked)
    }

    @Test(arguments: 0..<9)
    func aRotatingIPadSessionKeepsTheFieldVisible(sampleIndex: Int) throws {
        #expect(DemoSample.all.count == 9)
        let sample = try #require(DemoSample.all.indices.contains(sampleIndex) ? DemoSample.all[sampleIndex] : nil)
        let run = DemoSession(sample: sample, device: .iPad).run()
        let rotation = try #require(run.steps.first { $0.title.hasPrefix("rotate") })
        #expect(rotation.final.screen.size == CGSize(width: 1024, height: 768))
        #expect(rotation.final.attachment == .docked)
        #expect(rotation.final.overlap == 391)
        #expect(rotation.lines.map(\.label) == ["willChangeFrame", "willHide", "willChangeFrame", "willShow"])
        #expect(run.coveredSnapshots.isEmpty, "\(run.coveredSnapshots.map { DemoTimeline.line($0) })")
        #expect(run.steps.last?.final.attachment == .hidden)
    }

    @Test func theFloatingKeyboardIsDetachedAndCoversNothing() throws {
        let run = DemoSession(sample: DemoSample.all[0], device: .iPad).run()
        let step = try #require(run.steps.first { $0.title.hasPrefix("floating") })
        #expect(step.final.attachment == .detached)
        #expect(step.final.overlap == 0)
        #expect(step.final.host?.frame.minY == 0)
        #expect(step.lines.first?.label == "willHide")
    }

    @Test func theHardwareKeyboardCountsOnlyItsBar() throws {
        let run = DemoSession(sample: DemoSample.all[0], device: .iPadLandscape).run()
        let step = try #require(run.steps.first { $0.title.hasPrefix("hardware") })
        #expect(step.final.keyboard.height > 55)
        #expect(step.final.keyboard.minY == CGFloat(1024 - 55))
        #expect(step.final.overlap == 55)
        #expect(step.final.host?.frame.minY == -55)
    }

    @Test func aCoveredFieldSaysWhy() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let window = HeadlessWindow(screen: screen)
        let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300), name: "form")
        let low = HeadlessView(frame: CGRect(x: 16, y: 700, width: 358, height: 44), name: "low")
        let clipped = HeadlessView(frame: CGRect(x: 16, y: 280, width: 358, height: 44), name: "clipped")
        window.addSubview(low)
        window.addSubview(scroll)
        scroll.addSubview(clipped)
        #expect(FieldVisibility.problem(low, keyboardTop: 508, screen: screen) == "by the keyboard")
        #expect(FieldVisibility.problem(low, keyboardTop: nil, screen: screen) == nil)
        #expect(FieldVisibility.problem(clipped, keyboardTop: 508, screen: screen) == "clipped by form")
        // Without a docked keyboard, a field scrolled out of its scroll view is the user's doing.
        #expect(FieldVisibility.problem(clipped, keyboardTop: nil, screen: screen) == nil)
    }
}
