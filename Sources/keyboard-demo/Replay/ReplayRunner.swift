import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs a ``ReplayDocument`` through the kit's real pipeline, as in an app, on a fresh notification center.
@MainActor
struct ReplayRunner {
    let document: ReplayDocument

    /// Hands `write` one result per notification of the document, in order, as each is posted.
    func run(_ write: (ReplayResult) -> Void) {
        let center = NotificationCenter()
        let window = HeadlessWindow(
            screen: document.screen, frame: document.hostFrame, safeAreaInsets: document.safeAreaInsets)
        let host = ReplayHost(center: center, focus: document.focus)
        host.present(in: window)
        let approaches = ReplayApproaches(document: document, center: center)
        var replay = Replay(center: center, window: window, host: host, approaches: approaches)
        for notification in document.notifications { write(replay.post(notification)) }
        host.dismiss()
    }
}

/// The running state of one replay: what is posted to, and the kit's state mirrored to name outcomes.
@MainActor
private struct Replay {
    let center: NotificationCenter
    let window: HeadlessWindow
    let host: ReplayHost
    let approaches: ReplayApproaches
    /// The monitor's folding, to name the outcome; whether the kit acted is observed on the host.
    var mirror = KeyboardState()

    var monitor: KeyboardMonitor { KeyboardMonitor.monitor(for: center) }

    mutating func post(_ entry: JSONValue) -> ReplayResult {
        if entry["interactive"] != nil { return track(entry) }
        let input: ReplayInput
        do {
            input = try ReplayInput(entry)
        } catch {
            return result(name: error.name, kind: error.kind, error: error.message)
        }
        guard let kind = input.kind else {
            return result(name: input.name, kind: nil, error: "unknown notification")
        }
        let deliveries = host.deliveries
        host.readFailure = nil
        center.post(name: kind.notificationName, object: nil, userInfo: input.userInfo)
        if let failure = host.readFailure {
            return result(name: input.name, kind: kind, error: failure.description)
        }
        let event = try? KeyboardEvent(kind: kind, userInfo: input.userInfo)
        let outcome = event.map { mirror.apply($0) }
        var output = result(name: input.name, kind: kind, error: nil, outcome: outcome, endFrame: event?.endFrame)
        output.ignored = host.deliveries == deliveries
        return output
    }

    /// Feeds a tracked frame to the monitor, as a dragging finger does, and mirrors its event.
    private mutating func track(_ entry: JSONValue) -> ReplayResult {
        var output: ReplayResult
        do throws(ReplayDocumentError) {
            let frame = try ReplayInput.trackedFrame(entry)
            let deliveries = host.deliveries
            monitor.trackKeyboardFrame(frame)
            let outcome = mirror.lastVisibleEvent.map { mirror.apply(.tracked(frame, after: $0)) }
            let error = outcome == nil ? "the keyboard is hidden: there is nothing to drag" : nil
            output = result(name: nil, kind: .willChangeFrame, error: error, outcome: outcome, endFrame: frame)
            output.ignored = host.deliveries == deliveries
        } catch {
            output = result(name: nil, kind: nil, error: error.description)
        }
        output.isInteractive = true
        return output
    }

    private func result(
        name: String?, kind: KeyboardEvent.Kind?, error: String?, outcome: KeyboardState.Outcome? = nil,
        endFrame: CGRect? = nil
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
            approaches: approaches.json)
    }
}

/// Whether a field is visible (on screen, inside its scroll views, above a docked keyboard), or why not.
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

    /// Why `field` is not fully visible under a docked keyboard's top at `keyboardTop` (`nil`: none
    /// docked): `above the screen`, `by the keyboard`, `below the screen`, `clipped by NAME`.
    @MainActor
    static func problem(_ field: HeadlessView, keyboardTop: CGFloat?, screen: CGRect) -> String? {
        let rect = field.frameInScreen
        if rect.minY < screen.minY - tolerance { return "above the screen" }
        if let keyboardTop, rect.maxY > keyboardTop + tolerance { return "by the keyboard" }
        if rect.maxY > screen.maxY + tolerance { return "below the screen" }
        // Scrolled out of its scroll view is the kit's business only while a keyboard is docked.
        guard keyboardTop != nil else { return nil }
        for view in sequence(first: field, next: { $0.superview }).dropFirst() where view is HeadlessScrollView {
            let clip = view.frameInScreen
            if rect.minY < clip.minY - tolerance || rect.maxY > clip.maxY + tolerance {
                return "clipped by \(view.name)"
            }
        }
        return nil
    }
}
