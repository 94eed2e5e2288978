import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs a ``ReplayDocument`` through the kit's real pipeline and describes what happened after
/// each notification.
///
/// A fresh `NotificationCenter`, a ``HeadlessWindow`` of the document's screen at the host's frame
/// with its insets, and a registered ``ReplayHost`` (full-view shift) with its focused field;
/// beside it, ``ReplayStrategies`` runs the other approaches on copies of the host. Each
/// notification is posted by name with its `userInfo`; the kit's monitor reads it, folds it into
/// its state and calls the host, exactly as in an app.
///
/// ```swift
/// let results = ReplayRunner(document: document).run()
/// print(ReplayResult.json(results))
/// ```
@MainActor
struct ReplayRunner {
    let document: ReplayDocument

    /// One result per notification of the document, in order.
    func run() -> [ReplayResult] {
        let center = NotificationCenter()
        let window = HeadlessWindow(
            screen: document.screen, frame: document.hostFrame, safeAreaInsets: document.safeAreaInsets)
        let host = ReplayHost(center: center, focus: document.focus)
        host.present(in: window)
        let strategies = ReplayStrategies(document: document, center: center)
        var replay = Replay(center: center, window: window, host: host, strategies: strategies)
        let results = document.notifications.map { replay.post($0) }
        host.dismiss()
        return results
    }
}

/// The running state of one replay: what is posted to, and the kit's state as the demo mirrors it
/// to name each outcome.
@MainActor
private struct Replay {
    let center: NotificationCenter
    let window: HeadlessWindow
    let host: ReplayHost
    let strategies: ReplayStrategies
    /// The same folding the monitor does, to name the outcome (changed, repeated, duplicate,
    /// ignored); whether the kit acted is observed on the host, not derived from this.
    var mirror = KeyboardState()

    var monitor: KeyboardMonitor { KeyboardMonitor.monitor(for: center) }

    mutating func post(_ notification: ReplayNotification) -> ReplayResult {
        if let interactive = notification.interactive { return track(interactive) }
        let input: ReplayInput
        do {
            input = try ReplayInput(notification)
        } catch {
            return result(name: error.name, kind: error.kind, error: error.message, outcome: nil, endFrame: nil)
        }
        guard let kind = input.kind else {
            return result(name: input.name, kind: nil, error: "unknown notification", outcome: nil, endFrame: nil)
        }
        let deliveries = host.deliveries
        let failures = host.readFailures.count
        center.post(name: kind.notificationName, object: nil, userInfo: input.userInfo)
        if host.readFailures.count > failures, let failure = host.readFailures.last {
            return result(name: input.name, kind: kind, error: failure.description, outcome: nil, endFrame: nil)
        }
        let event = try? KeyboardEvent(kind: kind, userInfo: input.userInfo)
        let outcome = event.map { mirror.apply($0) }
        var output = result(name: input.name, kind: kind, error: nil, outcome: outcome, endFrame: event?.endFrame)
        output.ignored = host.deliveries == deliveries
        return output
    }

    /// Feeds a tracked frame to the monitor, as a finger dragging the keyboard does, and mirrors
    /// the event the monitor makes of it to name the outcome.
    private mutating func track(_ entry: Result<CGRect, ReplayDocumentError>) -> ReplayResult {
        var output: ReplayResult
        switch entry {
        case .failure(let error):
            output = result(name: nil, kind: nil, error: error.description, outcome: nil, endFrame: nil)
        case .success(let frame):
            let deliveries = host.deliveries
            monitor.trackKeyboardFrame(frame)
            if let visible = mirror.lastVisibleEvent {
                let outcome = mirror.apply(.tracked(frame, after: visible))
                output = result(name: nil, kind: .willChangeFrame, error: nil, outcome: outcome, endFrame: frame)
            } else {
                output = result(
                    name: nil, kind: .willChangeFrame, error: "the keyboard is hidden: there is nothing to drag",
                    outcome: nil, endFrame: frame)
            }
            output.ignored = host.deliveries == deliveries
        }
        output.isInteractive = true
        return output
    }

    private func result(
        name: String?, kind: KeyboardEvent.Kind?, error: String?, outcome: KeyboardState.Outcome?, endFrame: CGRect?
    ) -> ReplayResult {
        let state = monitor.state
        let screen = window.screenBounds
        let overlap =
            state.isVisible
            ? KeyboardGeometry.overlap(keyboardFrame: state.frame, screenBounds: screen, hostFrame: window.frame) : 0
        return ReplayResult(
            name: name, kind: kind, error: error, ignored: false, attachment: state.attachment(screenBounds: screen),
            overlap: overlap, shift: host.view.frame.minY, outcome: outcome, endFrame: endFrame,
            focusVisible: host.field.map { FieldVisibility.isVisible($0, keyboard: state, screen: screen) },
            strategies: strategies.json)
    }
}

/// Whether a field is visible: on screen, inside every scroll view around it, and above a docked
/// keyboard; and if not, why.
enum FieldVisibility {
    /// Half a point of tolerance for rounding.
    static let tolerance: CGFloat = 0.5

    /// Whether `field` is visible with the keyboard as `keyboard` describes it.
    @MainActor
    static func isVisible(_ field: HeadlessView, keyboard: KeyboardState, screen: CGRect) -> Bool {
        let keyboardTop =
            keyboard.attachment(screenBounds: screen) == .docked ? max(keyboard.frame.minY, screen.minY) : nil
        return problem(field, keyboardTop: keyboardTop, screen: screen) == nil
    }

    /// Why `field` is not fully visible with a docked keyboard's top edge at `keyboardTop`
    /// (screen coordinates; `nil` when nothing is docked): `"above the screen"`,
    /// `"by the keyboard"`, `"below the screen"` or, while docked, `"clipped by NAME"`; `nil`
    /// when it is visible.
    @MainActor
    static func problem(_ field: HeadlessView, keyboardTop: CGFloat?, screen: CGRect) -> String? {
        let rect = field.frameInScreen
        if rect.minY < screen.minY - tolerance { return "above the screen" }
        if let keyboardTop, rect.maxY > keyboardTop + tolerance { return "by the keyboard" }
        if rect.maxY > screen.maxY + tolerance { return "below the screen" }
        // A field scrolled out of its scroll view is only the kit's business while it avoids a
        // docked keyboard; with none, the user may simply have scrolled.
        var ancestor = keyboardTop == nil ? nil : field.superview
        while let view = ancestor {
            let clip = view.frameInScreen
            if view is HeadlessScrollView, rect.minY < clip.minY - tolerance || rect.maxY > clip.maxY + tolerance {
                return "clipped by \(view.name)"
            }
            ancestor = view.superview
        }
        return nil
    }
}
