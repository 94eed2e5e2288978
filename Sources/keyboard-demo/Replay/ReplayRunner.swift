import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs a ``ReplayDocument`` through the kit's real pipeline, as in an app, on a fresh notification center.
@MainActor
struct ReplayRunner {
    let document: ReplayDocument

    /// Hands `write` one result per notification of the document, in order, as each is posted; returns
    /// the laws the twin broke, judged as the UIKit law monitor judges a device's screen.
    @discardableResult
    func run(_ write: (ReplayResult) -> Void) -> ReplayVerdict {
        let center = NotificationCenter()
        let window = HeadlessWindow(
            screen: document.screen, frame: document.hostFrame, safeAreaInsets: document.safeAreaInsets)
        let host = ReplayHost(center: center, focus: document.focus)
        host.present(in: window)
        let approaches = ReplayApproaches(document: document, center: center)
        var replay = Replay(center: center, window: window, host: host, approaches: approaches)
        var verdict = ReplayVerdict(device: document.laws)
        verdict.judge(host, keyboard: replay.monitor.state)  // at rest, before any notification
        var settledLast = true
        for notification in document.notifications {
            let result = replay.post(notification)
            write(result)
            // A transition settles at its did-notification, where the law monitor judges too.
            settledLast = result.kind.map { !$0.isWill } ?? false
            if settledLast { verdict.judge(host, keyboard: replay.monitor.state) }
        }
        if !settledLast { verdict.judge(host, keyboard: replay.monitor.state) }  // a log that ends mid-transition
        host.dismiss()
        return verdict
    }
}

/// The laws a replay's twin broke, beside those the device saw (the document's `laws`).
@MainActor
struct ReplayVerdict {
    /// The laws the device saw broken; `nil` when the document does not say.
    let device: [KeyboardLaw]?
    /// What the twin broke, each law once, in the order first seen.
    private(set) var violations: [KeyboardLawViolation] = []
    private var watch = KeyboardLawWatch()

    init(device: [KeyboardLaw]?) { self.device = device }

    /// The laws the twin broke.
    var laws: [KeyboardLaw] { violations.map(\.law) }

    /// Judges the twin as it is now.
    mutating func judge(_ host: ReplayHost, keyboard: KeyboardState) {
        let id = ObjectIdentifier(host)
        let screen = SettledScreen(
            of: host, named: "the replay's twin", keyboard: keyboard, rest: watch.rest(of: id),
            device: "the document's screen")
        for violation in watch.judge(screen, of: id) where !laws.contains(violation.law) {
            violations.append(violation)
        }
    }

    /// `{"device": […] or null, "replay": […], "reproduced": …, "lacks": …, "violations": […]}`.
    var json: JSONValue {
        let names = { (laws: [KeyboardLaw]) in JSONValue.array(laws.map { .string($0.rawValue) }) }
        let reproduced = device.map { Set($0) == Set(laws) }
        let lacks: String? =
            switch reproduced {
            case false?:
                "the twin is the kit's full-view shift with one field at host.focus; what the device's host does "
                    + "itself (its approaches, views and hooks) and what the system moved (a sheet) are not in the log"
            default: nil
            }
        return .object([
            ("device", device.map(names) ?? .null), ("replay", names(laws)),
            ("reproduced", reproduced.map(JSONValue.bool) ?? .null), ("lacks", lacks.map(JSONValue.string) ?? .null),
            ("violations", .array(violations.map { .string($0.description) })),
        ])
    }
}

/// What a replay reports after one notification (the first seven fields are the contract): `attachment`,
/// `overlap` (points of the host covered), `shift` (the full-view shift's offset of the host, 0 or negative)
/// and `focusVisible` (`nil` without a field) after it; `outcome` and `endFrame` are `nil` on an error.
struct ReplayResult: Equatable {
    var name: String?
    /// `nil` when the name is not a keyboard notification.
    var kind: KeyboardEvent.Kind?
    /// Why it could not be read (the state is then unchanged).
    var error: String?
    /// Whether the kit read it and deliberately did not act (no hook of the host ran).
    var ignored: Bool
    var attachment: KeyboardAttachment
    var overlap: CGFloat
    var shift: CGFloat
    var outcome: KeyboardState.Outcome?
    var endFrame: CGRect?
    var focusVisible: Bool?
    /// Whether the entry was a tracked frame (`interactive`) rather than a notification.
    var isInteractive = false
    /// What each other approach did (``ReplayApproaches/json``).
    var approaches: JSONValue

    var json: JSONValue {
        .object([
            ("name", name.map(JSONValue.string) ?? .null),
            ("kind", isInteractive ? .string("interactive") : kind.map { .string($0.rawValue) } ?? .null),
            ("error", error.map(JSONValue.string) ?? .null),
            ("ignored", .bool(ignored)),
            ("attachment", .string(attachment.rawValue)),
            ("overlap", .number(Double(overlap))),
            ("shift", .number(Double(shift))),
            ("outcome", outcome.map { JSONValue.string(String(describing: $0)) } ?? .null),
            ("endFrame", endFrame.map(JSONValue.rect) ?? .null),
            ("focusVisible", focusVisible.map(JSONValue.bool) ?? .null),
            ("approaches", approaches),
        ])
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
        let deliveries = host.deliveries
        host.readFailure = nil
        center.post(name: input.kind.notificationName, object: nil, userInfo: input.userInfo)
        if let failure = host.readFailure {
            return result(name: input.name, kind: input.kind, error: input.describe(failure))
        }
        let event = try? KeyboardEvent(kind: input.kind, userInfo: input.userInfo)
        let outcome = event.map { mirror.apply($0) }
        return result(
            name: input.name, kind: input.kind, error: nil, outcome: outcome, endFrame: event?.endFrame,
            deliveries: deliveries)
    }

    /// Feeds a tracked frame to the monitor, as a dragging finger does, and mirrors its event.
    private mutating func track(_ entry: JSONValue) -> ReplayResult {
        let frame: CGRect
        do throws(ReplayDocumentError) {
            guard entry["name"] == nil, entry["userInfo"] == nil else {
                throw ReplayDocumentError("an \"interactive\" entry has no \"name\" or \"userInfo\"")
            }
            frame = try (entry["interactive"] ?? .null).rect("interactive")
        } catch {
            return result(name: nil, kind: nil, error: error.description, isInteractive: true)
        }
        let deliveries = host.deliveries
        monitor.trackKeyboardFrame(frame)
        let outcome = mirror.lastVisibleEvent.map { mirror.apply(.tracked(frame, after: $0)) }
        let error = outcome == nil ? "the keyboard is hidden: there is nothing to drag" : nil
        return result(
            name: nil, kind: .willChangeFrame, error: error, outcome: outcome, endFrame: frame, deliveries: deliveries,
            isInteractive: true)
    }

    /// The result of an entry, `ignored` when the host still has the `deliveries` counted before it (no hook ran).
    private func result(
        name: String?, kind: KeyboardEvent.Kind?, error: String?, outcome: KeyboardState.Outcome? = nil,
        endFrame: CGRect? = nil, deliveries: Int? = nil, isInteractive: Bool = false
    ) -> ReplayResult {
        let state = monitor.state
        let screen = window.screenBounds
        let overlap =
            state.isVisible
            ? KeyboardGeometry.overlap(keyboardFrame: state.frame, screenBounds: screen, hostFrame: window.frame) : 0
        let attachment = state.attachment(screenBounds: screen)
        let dockedTop = attachment == .docked ? max(state.frame.minY, screen.minY) : nil
        return ReplayResult(
            name: name, kind: kind, error: error, ignored: deliveries == host.deliveries, attachment: attachment,
            overlap: overlap, shift: host.view.frame.minY, outcome: outcome, endFrame: endFrame,
            focusVisible: host.field.map { FieldVisibility.problem($0, keyboardTop: dockedTop, screen: screen) == nil },
            isInteractive: isInteractive, approaches: approaches.json)
    }
}

/// Whether a field is visible (on screen, inside its scroll views, above a docked keyboard), or why not.
enum FieldVisibility {
    static let tolerance: CGFloat = 0.5

    /// Why what must be seen of `field` (a text view's caret, else all of it) is not fully visible under
    /// a docked keyboard's top at `keyboardTop` (`nil`: none docked): `above the screen`, `by the
    /// keyboard`, `below the screen`, `clipped by NAME`.
    @MainActor
    static func problem(_ field: HeadlessView, keyboardTop: CGFloat?, screen: CGRect) -> String? {
        let rect = field.revealRectInScreen
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
