import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs one sample through a scripted keyboard session and records the screen after every
/// will-notification (observed after the sample's own handlers, so after the kit acted) and step.
@MainActor
struct DemoSession {
    let sample: DemoSample
    let device: KeyboardDeviceProfile

    func run() -> DemoRun {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        let window = keyboard.makeWindow()
        let recorder = DemoRecorder(subject: sample.make(center, window), device: device, window: window)
        if device.idiom == .pad { keyboard.quirks.insert(.rotationStorm) }
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            guard let event = try? KeyboardEvent(notification: notification) else { return }
            MainActor.assumeIsolated { recorder.observe(event) }
        }
        defer { center.removeObserver(token) }
        let subject = recorder.subject
        let steps = DemoStep.script(device: device, focusMove: subject.moveFocus?.title, types: subject.types).map {
            step in
            recorder.startStep()
            perform(step.action, keyboard: keyboard, recorder: recorder)
            return DemoStepRecord(title: step.title, lines: recorder.lines, final: recorder.snapshot("layout"))
        }
        return DemoRun(sample: sample, device: device, steps: steps)
    }

    private func perform(_ action: DemoStep.Action, keyboard: KeyboardSimulator, recorder: DemoRecorder) {
        switch action {
        case .show:
            keyboard.setPredictiveBar(false)
            keyboard.show()
        case .predictiveBarOn: keyboard.setPredictiveBar(true)
        case .moveFocus:
            recorder.subject.moveFocus?.action()
            keyboard.moveFocus()
        case .type: keyboard.type(lines: 3)
        case .emoji: keyboard.switchToEmoji()
        case .interactiveDrag:
            keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: false) { recorder.track($0) }
        case .float: keyboard.float()
        case .dock: keyboard.dock()
        case .rotate:
            // The window turns in place, as UIKit rotates (no disappear or appear), then the keyboard
            // moves; snapshots taken meanwhile name the turned device.
            recorder.device = keyboard.device.rotated()
            keyboard.rotate()
        case .hardwareKeyboard: keyboard.attachHardwareKeyboard()
        case .hide:
            // As on a device: the field resigns (Return, Done, endEditing), and the keyboard goes.
            recorder.subject.controller.focus(nil)
            keyboard.hide()
        }
    }
}

/// One sample controller as the demo drives it.
@MainActor
struct DemoSample {
    let name: String
    let approach: String
    /// Builds the sample on `center`, presents it in `window` and focuses its field (the subject keeps it alive).
    let make: @MainActor (NotificationCenter, HeadlessWindow) -> DemoSubject

    static let all: [DemoSample] = [
        DemoSample("full-view shift", TransferConfirmViewController.init(center:)) { ($0.amountField, [$0.view], nil) },
        DemoSample("follow the keyboard", CreatePostViewController.init(center:)) {
            ($0.textArea, [$0.sendButton], nil)
        },
        DemoSample("bottom constraint + scroll to focus", ScrollFormViewController.init(center:)) {
            ($0.fields[7], [$0.scrollView], $0.fields[9])
        },
        DemoSample("reactive content inset", ComposeMessageViewController.init(center:)) {
            ($0.inputField, [$0.messageList], nil)
        },
        DemoSample("resize to fit", ResizingTableViewController.init(center:)) {
            ($0.searchField, [$0.tableView], nil)
        },
        DemoSample("follow + content inset, chat lift .always", ChatViewController.init(center:)) {
            ($0.inputField, [$0.inputBar, $0.messageList], nil)
        },
        DemoSample(
            "content inset of a text view, the caret while typing", NoteEditorViewController.init(center:), types: true
        ) { ($0.textView, [$0.textView], nil) },
        DemoSample("bindToKeyboard(), the seed's one call", QuickReplyViewController.init(center:)) {
            ($0.replyField, [$0.sendButton], nil)
        },
        DemoSample("minimal reveal + focus chain", LoginFormViewController.init(center:)) {
            ($0.emailField, [$0.view], nil)
        } moveFocus: { login in
            (
                "the return key moves the focus down the chain, twice",
                { @MainActor in for _ in 0..<2 { login.focusedView?.tapReturnKey() } }
            )
        },
    ]

    /// A sample named after its controller's type; once it is presented, `fields` gives the field to
    /// focus, the views the approach moves, and the field the focus moves to (`nil`: it does not move);
    /// `moveFocus`, if given, moves it instead, as its title says; `types` adds a step that types.
    init<Controller: HeadlessViewController>(
        _ approach: String, _ controller: @escaping @MainActor (NotificationCenter) -> Controller, types: Bool = false,
        fields: @escaping @MainActor (Controller) -> (focus: HeadlessView, moved: [HeadlessView], next: HeadlessView?),
        moveFocus: (@MainActor (Controller) -> (title: String, step: @MainActor () -> Void))? = nil
    ) {
        (name, self.approach) = (String(describing: Controller.self), approach)
        make = { center, window in
            let screen = controller(center)
            screen.present(in: window)
            let (focus, moved, next) = fields(screen)
            screen.focus(focus)
            var subject = DemoSubject(controller: screen, moved: moved, types: types)
            if let next {
                let title = "focus moves to another field (iOS posts the show notifications again)"
                subject.moveFocus = (title, { screen.focus(next) })
            }
            if let move = moveFocus?(screen) { subject.moveFocus = (move.title, move.step) }
            return subject
        }
    }
}

/// A presented sample: the controller, the views its approach moves, and how to move the focus.
@MainActor
struct DemoSubject {
    let controller: HeadlessViewController
    let moved: [HeadlessView]
    /// Whether the session types into the focused text view.
    let types: Bool
    /// How the step that moves the focus does it, and its title.
    var moveFocus: (title: String, action: @MainActor () -> Void)?
}

/// The devices the demo knows: the testing module's catalogue, each device in both orientations.
enum DemoDevices {
    static let all: [KeyboardDeviceProfile] = KeyboardDeviceProfile.catalogue
    /// The device used without `--device`.
    static let standard = KeyboardDeviceProfile.notchedPhone
}

/// One scripted step of a keyboard session: a ``KeyboardSimulator`` action and its title.
struct DemoStep: Equatable {
    /// What the step does; ``script(device:focusMove:types:)``'s titles describe each.
    enum Action: Equatable {
        case show, predictiveBarOn, moveFocus, type, emoji, interactiveDrag, float, dock, rotate, hardwareKeyboard, hide
    }

    let title: String
    let action: Action

    /// The session on `device`, leaving out what the sample or the device cannot do.
    static func script(device: KeyboardDeviceProfile, focusMove: String?, types: Bool = false) -> [DemoStep] {
        var steps: [DemoStep] = []
        func add(_ title: String, _ action: Action) { steps.append(DemoStep(title: title, action: action)) }
        let heights = "\(Format.number(device.keyboardHeightWithoutPredictive)) pt"
        add("show the keyboard (predictive bar off, \(heights))", .show)
        add("predictive bar on (\(Format.number(device.keyboardHeight)) pt)", .predictiveBarOn)
        if let focusMove { add(focusMove, .moveFocus) }
        if types { add("type three lines: the caret moves down, toward the keyboard", .type) }
        add("emoji keyboard (\(Format.number(device.emojiKeyboardHeight)) pt, not animated)", .emoji)
        add("a finger drags the keyboard 25, 50 and 75 % down, then lets go: it springs back", .interactiveDrag)
        if device.idiom == .pad {
            add("floating keyboard (iPad): nothing to avoid", .float)
            add("docked again", .dock)
        }
        let rotated = device.rotated()
        add("rotate to \(rotated)", .rotate)
        if rotated.hardwareKeyboardBarHeight > 0 {
            let bar = Format.number(rotated.hardwareKeyboardBarHeight)
            add("hardware keyboard attached (only its \(bar) pt bar shows)", .hardwareKeyboard)
        }
        add("the field resigns and the keyboard hides", .hide)
        return steps
    }
}

/// Collects snapshots of a subject in its window while a step runs.
@MainActor
final class DemoRecorder {
    let subject: DemoSubject
    /// The device, turned when the session rotates (the window turns in place).
    var device: KeyboardDeviceProfile
    let window: HeadlessWindow
    /// A snapshot after each will-notification of the current step.
    private(set) var lines: [DemoSnapshot] = []
    private(set) var lastEvent: KeyboardEvent?

    init(subject: DemoSubject, device: KeyboardDeviceProfile, window: HeadlessWindow) {
        (self.subject, self.device, self.window) = (subject, device, window)
    }

    func startStep() { lines = [] }

    func observe(_ event: KeyboardEvent) {
        lastEvent = event
        guard event.kind.isWill else { return }
        lines.append(snapshot(event.kind.rawValue))
    }

    /// Records a frame tracked while a finger drags the keyboard (no notification) as `interactive`.
    func track(_ frame: CGRect) {
        guard let visible = lastEvent else { return }
        lastEvent = .tracked(frame, after: visible)
        lines.append(snapshot("interactive"))
    }

    /// The screen now, described with the last event (a hidden keyboard before any).
    func snapshot(_ label: String) -> DemoSnapshot {
        let screen = device.screenBounds
        let hidden = CGRect(x: 0, y: screen.maxY, width: screen.width, height: 0)
        let event = lastEvent ?? KeyboardEvent(kind: .didHide, beginFrame: .zero, endFrame: hidden)
        return DemoSnapshot(label: label, event: event, screen: screen, window: window.frame, subject: subject)
    }
}

/// A finished session: per step, the snapshots after its will-notifications and after the step.
struct DemoRun {
    let sample: DemoSample
    let device: KeyboardDeviceProfile
    let steps: [DemoStepRecord]

    var title: String { "\(sample.name) — \(sample.approach) — \(device)" }
    var coveredSnapshots: [DemoSnapshot] { steps.flatMap { $0.lines + [$0.final] }.filter { !$0.fieldIsVisible } }
}

/// One step of a finished session: a snapshot after each will-notification it posted, and one after it.
struct DemoStepRecord {
    let title: String
    let lines: [DemoSnapshot]
    let final: DemoSnapshot
}
