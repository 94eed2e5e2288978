import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs one sample through a scripted keyboard session and records what the screen looked like
/// after every will-notification and after every step.
///
/// The demo observes the sample's center after the sample registered, so each snapshot shows the
/// layout after the kit acted.
@MainActor
struct DemoSession {
    let sample: DemoSample
    let device: KeyboardDeviceProfile

    /// Runs the session.
    func run() -> DemoRun {
        let center = NotificationCenter()
        let stage = DemoStage(device: device, window: device.makeWindow())
        let subject = sample.make(center, stage.window)
        let keyboard = KeyboardSimulator(center: center, device: device, window: stage.window)
        if device.idiom == .pad { keyboard.quirks.insert(.rotationStorm) }
        let recorder = DemoRecorder(subject: subject)
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            let event = try? KeyboardEvent(notification: notification)
            MainActor.assumeIsolated {
                guard let event else { return }
                recorder.observe(event, stage: stage)
            }
        }
        defer { center.removeObserver(token) }
        var steps: [DemoStepRecord] = []
        for step in DemoStep.script(device: device, movesFocus: subject.moveFocus != nil) {
            recorder.startStep()
            perform(step.action, subject: subject, keyboard: keyboard, stage: stage, recorder: recorder)
            steps.append(
                DemoStepRecord(
                    title: step.title, lines: recorder.lines, final: recorder.snapshot("layout", stage: stage)))
        }
        return DemoRun(sample: sample, device: device, steps: steps)
    }

    private func perform(
        _ action: DemoStep.Action, subject: DemoSubject, keyboard: KeyboardSimulator, stage: DemoStage,
        recorder: DemoRecorder
    ) {
        switch action {
        case .show:
            keyboard.setPredictiveBar(false)
            keyboard.show()
        case .predictiveBarOn: keyboard.setPredictiveBar(true)
        case .moveFocus:
            subject.moveFocus?()
            keyboard.moveFocus()
        case .emoji: keyboard.switchToEmoji()
        case .interactiveDrag:
            keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: false) { frame in
                recorder.track(frame, stage: stage)
            }
        case .float: keyboard.float()
        case .dock: keyboard.dock()
        case .rotate: rotate(keyboard: keyboard, stage: stage)
        case .hardwareKeyboard: keyboard.attachHardwareKeyboard()
        case .hide: keyboard.hide()
        }
    }

    /// The window turns in place, as UIKit rotates (the host is laid out again, with no disappear
    /// or appear), then the keyboard moves to its frame in the new orientation; snapshots taken
    /// meanwhile name the turned device.
    private func rotate(keyboard: KeyboardSimulator, stage: DemoStage) {
        stage.device = keyboard.device.rotated()
        keyboard.rotate()
    }
}

/// The device and window a session is on; rotation turns the window in place.
@MainActor
final class DemoStage {
    var device: KeyboardDeviceProfile
    var window: HeadlessWindow

    init(device: KeyboardDeviceProfile, window: HeadlessWindow) {
        self.device = device
        self.window = window
    }
}

/// Collects snapshots while a step runs.
@MainActor
final class DemoRecorder {
    let subject: DemoSubject
    /// A snapshot after each will-notification of the current step.
    private(set) var lines: [DemoSnapshot] = []
    /// The last event seen, whatever its kind.
    private(set) var lastEvent: KeyboardEvent?

    init(subject: DemoSubject) { self.subject = subject }

    func startStep() { lines = [] }

    func observe(_ event: KeyboardEvent, stage: DemoStage) {
        lastEvent = event
        guard event.kind.isWill else { return }
        lines.append(snapshot(event.kind.rawValue, stage: stage))
    }

    /// Records a frame tracked while a finger drags the keyboard: no notification is posted, so
    /// the line is labelled `interactive`.
    func track(_ frame: CGRect, stage: DemoStage) {
        guard let visible = lastEvent else { return }
        lastEvent = .tracked(frame, after: visible)
        lines.append(snapshot("interactive", stage: stage))
    }

    /// The screen now, described with the last event (a hidden keyboard before any).
    func snapshot(_ label: String, stage: DemoStage) -> DemoSnapshot {
        let screen = stage.device.screenBounds
        let event =
            lastEvent
            ?? KeyboardEvent(
                kind: .didHide, beginFrame: .zero,
                endFrame: CGRect(x: 0, y: screen.maxY, width: screen.width, height: 0))
        return DemoSnapshot(
            label: label, event: event, screen: screen, window: stage.window.frame, controller: subject.controller,
            moved: subject.moved)
    }
}

/// A finished session: per step, the snapshots after its will-notifications and after the step.
struct DemoRun {
    let sample: DemoSample
    let device: KeyboardDeviceProfile
    let steps: [DemoStepRecord]

    /// Every snapshot in which the focused field is covered.
    var coveredSnapshots: [DemoSnapshot] {
        steps.flatMap { $0.lines + [$0.final] }.filter { !$0.fieldIsVisible }
    }
}

/// One step of a finished session.
struct DemoStepRecord {
    let title: String
    /// A snapshot after each will-notification the step posted.
    let lines: [DemoSnapshot]
    /// The screen after the step.
    let final: DemoSnapshot
}
