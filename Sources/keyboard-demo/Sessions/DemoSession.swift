import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs one sample through a scripted keyboard session and records the screen after every
/// will-notification (observed after the sample's own handlers, so after the kit acted) and step.
@MainActor
struct DemoSession {
    let sample: DemoSample
    let device: KeyboardDeviceProfile

    /// Runs the session.
    func run() -> DemoRun {
        let center = NotificationCenter()
        let window = device.makeWindow()
        let recorder = DemoRecorder(subject: sample.make(center, window), device: device, window: window)
        let keyboard = KeyboardSimulator(center: center, device: device, window: window)
        if device.idiom == .pad { keyboard.quirks.insert(.rotationStorm) }
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            guard let event = try? KeyboardEvent(notification: notification) else { return }
            MainActor.assumeIsolated { recorder.observe(event) }
        }
        defer { center.removeObserver(token) }
        let steps = DemoStep.script(device: device, movesFocus: recorder.subject.moveFocus != nil).map { step in
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
            recorder.subject.moveFocus?()
            keyboard.moveFocus()
        case .emoji: keyboard.switchToEmoji()
        case .interactiveDrag:
            keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: false) { recorder.track($0) }
        case .float: keyboard.float()
        case .dock: keyboard.dock()
        case .rotate:
            // The window turns in place, as UIKit rotates (the host is laid out again, with no
            // disappear or appear), then the keyboard moves to its frame in the new orientation;
            // snapshots taken meanwhile name the turned device.
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

/// Collects snapshots of a subject in its window while a step runs.
@MainActor
final class DemoRecorder {
    let subject: DemoSubject
    /// The device, turned when the session rotates (the window turns in place).
    var device: KeyboardDeviceProfile
    let window: HeadlessWindow
    /// A snapshot after each will-notification of the current step.
    private(set) var lines: [DemoSnapshot] = []
    /// The last event seen, whatever its kind.
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

    /// `Sample — approach — device`.
    var title: String { "\(sample.name) — \(sample.approach) — \(device)" }
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
