import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The screen at one moment of a session, in screen coordinates, as timelines print it and storyboards draw it.
struct DemoSnapshot: Equatable {
    /// What led here: a notification's kind (`willShow`) or `focus`.
    var label: String
    var screen: CGRect
    /// The keyboard's end frame.
    var keyboard: CGRect
    var attachment: KeyboardAttachment
    /// How many points of the host's window the keyboard covers.
    var overlap: CGFloat
    /// The host's root view, then every view inside it, back to front.
    var views: [DemoViewSnapshot]

    var field: DemoViewSnapshot? { views.first { $0.role == .focus } }
    var host: DemoViewSnapshot? { views.first { $0.role == .host } }
    /// Whether the focused field is visible (true without one).
    var fieldIsVisible: Bool { field?.isVisible ?? true }

    /// A snapshot of `subject`'s views after `event`, with the host's window at `window` on `screen`.
    @MainActor
    init(label: String, event: KeyboardEvent, screen: CGRect, window: CGRect, subject: DemoSubject) {
        let transition = KeyboardTransition(event: event, screenBounds: screen)
        (self.label, self.screen, keyboard, attachment) = (label, screen, event.endFrame, transition.attachment)
        overlap = transition.overlap(withScreenRect: window)
        views = subject.controller.view.descendants.map { view in
            DemoViewSnapshot(
                view, role: Self.role(of: view, in: subject), keyboardTop: transition.dockedKeyboardTop, screen: screen)
        }
    }

    @MainActor
    private static func role(of view: HeadlessView, in subject: DemoSubject) -> DemoViewSnapshot.Role {
        if view === subject.controller.focusedView { return .focus }
        if view === subject.controller.view { return .host }
        return subject.moved.contains { $0 === view } ? .moved : .other
    }
}

/// One view in a ``DemoSnapshot``.
struct DemoViewSnapshot: Equatable {
    /// Why the view is shown: the host's root view, a view the approach moves, the focused field, or another.
    enum Role: Equatable { case host, moved, focus, other }

    var name: String
    var role: Role
    /// The frame in the superview's coordinates.
    var frame: CGRect
    var screenFrame: CGRect
    /// The part that can be seen: the screen frame clipped by the scroll views around it.
    var clippedFrame: CGRect
    /// A scroll view's bottom content inset.
    var insetBottom: CGFloat?
    /// A scroll view's vertical content offset.
    var offsetY: CGFloat?
    /// A text view's caret on screen, moved into what the view shows: what must stay visible.
    var caret: CGRect?
    /// Why the focused field is not fully visible (``FieldVisibility``), `nil` when it is or for other views.
    var problem: String?

    /// For the focused field: whether it is visible; `nil` for other views.
    var isVisible: Bool? { role == .focus ? problem == nil : nil }

    @MainActor
    init(_ view: HeadlessView, role: Role, keyboardTop: CGFloat?, screen: CGRect) {
        let scrollViews = sequence(first: view) { $0.superview }.dropFirst().filter { $0 is HeadlessScrollView }
        let clip = scrollViews.reduce(screen) { $0.intersection($1.frameInScreen) }
        (name, self.role, frame, screenFrame) = (view.name, role, view.frame, view.frameInScreen)
        clippedFrame = screenFrame.intersection(clip)
        insetBottom = (view as? HeadlessScrollView)?.contentInset.bottom
        offsetY = (view as? HeadlessScrollView)?.contentOffset.y
        caret = view.caretRect == nil ? nil : view.revealRectInScreen
        problem = role == .focus ? FieldVisibility.problem(view, keyboardTop: keyboardTop, screen: screen) : nil
    }
}

/// A session as a timeline: a header, then per step its title and a line per will-notification (or one if none).
enum DemoTimeline {
    static func text(_ run: DemoRun) -> String {
        var lines = [run.title]
        for (index, step) in run.steps.enumerated() {
            lines.append("  \(index + 1). \(step.title)")
            let snapshots = step.lines.isEmpty ? [step.final] : step.lines
            lines += snapshots.map { "    " + line($0, quietLabel: step.lines.isEmpty ? "no notification" : nil) }
        }
        return lines.joined(separator: "\n")
    }

    /// One snapshot: notification, keyboard, attachment, overlap, host, moved views and focused field.
    static func line(_ snapshot: DemoSnapshot, quietLabel: String? = nil) -> String {
        var parts = [
            pad(quietLabel ?? snapshot.label, 15),
            "keyboard \(Format.rect(snapshot.keyboard))",
            pad(snapshot.attachment.rawValue, 8),
            "overlap \(Format.number(snapshot.overlap))",
        ]
        if let host = snapshot.host { parts.append("\(host.name) \(Format.rect(host.frame))") }
        for view in snapshot.views where view.role == .moved { parts.append(describe(view, at: view.frame)) }
        if let field = snapshot.field {
            var text = describe(field, at: field.screenFrame)
            if let caret = field.caret { text += " caret \(Format.rect(caret))" }
            parts.append("\(text) \(state(of: field))")
        }
        return parts.joined(separator: "  ")
    }

    /// The view's name and `frame`, then a scroll view's bottom inset and vertical offset.
    private static func describe(_ view: DemoViewSnapshot, at frame: CGRect) -> String {
        var text = "\(view.name) \(Format.rect(frame))"
        if let inset = view.insetBottom { text += " inset.bottom \(Format.number(inset))" }
        if let offset = view.offsetY { text += " offset.y \(Format.number(offset))" }
        return text
    }

    /// `visible`, or `COVERED (by the keyboard)` and the like: the word CI looks for.
    static func state(of field: DemoViewSnapshot) -> String { field.problem.map { "COVERED (\($0))" } ?? "visible" }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}

/// Compact number and rect formatting for timelines and pictures.
enum Format {
    /// `291`, or `320.7` with one decimal when fractional.
    static func number(_ value: CGFloat) -> String { PointText.rounded(value, digits: 1) }

    /// `(x, y, w×h)`.
    static func rect(_ rect: CGRect) -> String { PointText.rect(rect.standardized, number: number) }
}
