import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The screen at one moment of a session, in screen coordinates, as timelines print it and storyboards draw it.
struct DemoSnapshot: Equatable {
    /// What led here: a notification's kind (`willShow`) or `focus`.
    var label: String
    /// The screen's bounds.
    var screen: CGRect
    /// The keyboard's end frame, in screen coordinates.
    var keyboard: CGRect
    /// Where the keyboard is.
    var attachment: KeyboardAttachment
    /// How many points of the host's window the keyboard covers.
    var overlap: CGFloat
    /// The host's root view, then every view inside it, back to front.
    var views: [DemoViewSnapshot]

    /// The focused field's view, if any.
    var field: DemoViewSnapshot? { views.first { $0.role == .focus } }
    /// The host's root view.
    var host: DemoViewSnapshot? { views.first { $0.role == .host } }
    /// Whether the focused field is visible (true without one).
    var fieldIsVisible: Bool { field?.isVisible ?? true }
}

/// One view in a ``DemoSnapshot``.
struct DemoViewSnapshot: Equatable {
    /// Why the view is shown: the host's root view, a view the approach moves, the focused field, or another.
    enum Role: Equatable { case host, moved, focus, other }

    var name: String
    var role: Role
    /// The frame in the superview's coordinates.
    var frame: CGRect
    /// The frame in screen coordinates.
    var screenFrame: CGRect
    /// The part that can be seen: the screen frame clipped by the scroll views around it.
    var clippedFrame: CGRect
    /// A scroll view's bottom content inset.
    var insetBottom: CGFloat?
    /// Why the focused field is not fully visible (``FieldVisibility``), `nil` when it is or for other views.
    var problem: String?

    /// For the focused field: whether it is visible; `nil` for other views.
    var isVisible: Bool? { role == .focus ? problem == nil : nil }
}

extension DemoSnapshot {
    /// A snapshot of `subject`'s views after `event`, with the host's window at `window` on `screen`.
    @MainActor
    init(label: String, event: KeyboardEvent, screen: CGRect, window: CGRect, subject: DemoSubject) {
        let transition = KeyboardTransition(event: event, screenBounds: screen)
        let views = subject.controller.view.descendants.map { view in
            DemoViewSnapshot(
                view, role: Self.role(of: view, in: subject), keyboardTop: transition.dockedKeyboardTop, screen: screen)
        }
        self.init(
            label: label, screen: screen, keyboard: event.endFrame, attachment: transition.attachment,
            overlap: transition.overlap(withScreenRect: window), views: views)
    }

    @MainActor
    private static func role(of view: HeadlessView, in subject: DemoSubject) -> DemoViewSnapshot.Role {
        if view === subject.controller.focusedView { return .focus }
        if view === subject.controller.view { return .host }
        return subject.moved.contains { $0 === view } ? .moved : .other
    }
}

extension DemoViewSnapshot {
    @MainActor
    init(_ view: HeadlessView, role: Role, keyboardTop: CGFloat?, screen: CGRect) {
        let scrollViews = sequence(first: view) { $0.superview }.dropFirst().filter { $0 is HeadlessScrollView }
        let clip = scrollViews.reduce(screen) { $0.intersection($1.frameInScreen) }
        let screenFrame = view.frameInScreen
        self.init(
            name: view.name, role: role, frame: view.frame, screenFrame: screenFrame,
            clippedFrame: screenFrame.intersection(clip),
            insetBottom: (view as? HeadlessScrollView)?.contentInset.bottom,
            problem: role == .focus ? FieldVisibility.problem(view, keyboardTop: keyboardTop, screen: screen) : nil)
    }
}
