import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The screen at one moment of a session, in screen coordinates: the keyboard, the host's views and
/// the focused field, as timelines print it and storyboards draw it.
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
    /// Why the view is shown.
    enum Role: Equatable {
        /// The host's root view.
        case host
        /// A view the sample's approach moves or resizes.
        case moved
        /// The focused field.
        case focus
        /// Any other view.
        case other
    }

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
    /// For the focused field: why it is not fully visible
    /// (``FieldVisibility/problem(_:keyboardTop:screen:)``), `nil` when it is.
    var problem: String?

    /// For the focused field: whether it is visible (on screen, inside its scroll views and
    /// above a docked keyboard); `nil` for other views.
    var isVisible: Bool? { role == .focus ? problem == nil : nil }
}

extension DemoSnapshot {
    /// A snapshot of `controller`'s views after `event`, on `screen`, with the host's window at
    /// `window` (screen coordinates).
    @MainActor
    init(
        label: String, event: KeyboardEvent, screen: CGRect, window: CGRect, controller: HeadlessViewController,
        moved: [HeadlessView]
    ) {
        let transition = KeyboardTransition(event: event, screenBounds: screen)
        let top = transition.dockedKeyboardTop
        let views = controller.view.descendants.map { view in
            DemoViewSnapshot(
                view, role: Self.role(of: view, controller: controller, moved: moved), keyboardTop: top, screen: screen)
        }
        self.init(
            label: label, screen: screen, keyboard: event.endFrame, attachment: transition.attachment,
            overlap: transition.overlap(withScreenRect: window), views: views)
    }

    @MainActor
    private static func role(of view: HeadlessView, controller: HeadlessViewController, moved: [HeadlessView])
        -> DemoViewSnapshot.Role
    {
        if view === controller.focusedView { return .focus }
        if view === controller.view { return .host }
        return moved.contains { $0 === view } ? .moved : .other
    }
}

extension DemoViewSnapshot {
    @MainActor
    init(_ view: HeadlessView, role: Role, keyboardTop: CGFloat?, screen: CGRect) {
        var clip = screen
        var ancestor = view.superview
        while let current = ancestor {
            if current is HeadlessScrollView { clip = clip.intersection(current.frameInScreen) }
            ancestor = current.superview
        }
        let screenFrame = view.frameInScreen
        self.init(
            name: view.name, role: role, frame: view.frame, screenFrame: screenFrame,
            clippedFrame: screenFrame.intersection(clip),
            insetBottom: (view as? HeadlessScrollView)?.contentInset.bottom,
            problem: role == .focus ? FieldVisibility.problem(view, keyboardTop: keyboardTop, screen: screen) : nil)
    }
}
