import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host a replay drives, with the kit's default full-view shift: it counts the events its hooks
/// get (telling a notification the kit acted on from one it dropped) and keeps the last read failure.
final class ReplayHost: ReplayController, KeyboardCapable {
    private(set) var deliveries = 0
    var readFailure: KeyboardEventError?

    override func viewIsAppearing() { registerKeyboardNotifications() }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }

    func keyboardWillShow(_ event: KeyboardEvent) { deliver(event) }
    func keyboardWillHide(_ event: KeyboardEvent) { deliver(event) }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) { deliver(event) }
    func keyboardReadFailed(_ error: KeyboardEventError) { readFailure = error }

    private func deliver(_ event: KeyboardEvent) {
        deliveries += 1
        avoidKeyboard(keyboardTransition(for: event))
    }
}

/// A headless controller on a replay's notification center, with an optional focused field.
class ReplayController: HeadlessViewController {
    let keyboardNotificationCenter: NotificationCenter
    let field: HeadlessView?

    /// Creates a controller listening to `center`, with a field at `focus` (host coordinates).
    init(center: NotificationCenter, focus: CGRect? = nil) {
        keyboardNotificationCenter = center
        field = focus.map { HeadlessView(frame: $0, name: "focus") }
        super.init()
    }

    override func viewDidLoad() {
        guard let field else { return }
        view.addSubview(field)
        focus(field)
    }
}

/// The kit's other approaches, each on its own copy of the replay's host, to tell what each would have done.
@MainActor
final class ReplayApproaches {
    private let reveal: RevealHost
    private let follow: FollowHost?
    private let constraint: ConstraintHost
    private let inset: InsetHost
    private let resize: ResizeHost

    init(document: ReplayDocument, center: NotificationCenter) {
        reveal = RevealHost(center: center, focus: document.focus)
        follow = document.focus.map { FollowHost(center: center, focus: $0) }
        constraint = ConstraintHost(center: center)
        inset = InsetHost(center: center, focus: document.focus)
        resize = ResizeHost(center: center)
        for host in [reveal, constraint, inset, resize] + (follow.map { [$0] } ?? []) as [ReplayController] {
            host.present(
                in: HeadlessWindow(
                    screen: document.screen, frame: document.hostFrame, safeAreaInsets: document.safeAreaInsets))
        }
    }

    /// What each approach did, in points (`follow` is `null` without a focused field).
    var json: JSONValue {
        .object([
            ("reveal", .number(Double(reveal.view.frame.minY))),
            ("follow", follow.map { .number(Double($0.offset)) } ?? .null),
            ("constraint", .number(Double(constraint.bottom.constant))),
            ("inset", .number(Double(inset.scroll.contentInset.bottom))),
            ("resize", .number(Double(resize.content.frame.height - resize.view.frame.height))),
        ])
    }
}

/// Minimal reveal of the focused field.
private final class RevealHost: ReplayController, KeyboardRevealing {
    override func viewIsAppearing() { registerKeyboardNotifications() }
}

/// The focused field follows the keyboard.
private final class FollowHost: ReplayController, KeyboardFollowing {
    private let moving: HeadlessView
    private let original: CGRect
    var keyboardFollowingView: any KeyboardLayoutView { moving }
    /// How far the field moved (0 or negative).
    var offset: CGFloat { moving.frame.minY - original.minY }

    init(center: NotificationCenter, focus: CGRect) {
        (moving, original) = (HeadlessView(frame: focus, name: "focus"), focus)
        super.init(center: center)
    }

    override func viewDidLoad() { view.addSubview(moving) }
    override func viewIsAppearing() { registerKeyboardNotifications() }
}

/// A bottom constraint pinning content to the safe area.
private final class ConstraintHost: ReplayController, KeyboardConstraintAdjusting {
    let bottom = HeadlessLayoutConstraint(constant: 0)
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }
    override func viewIsAppearing() { registerKeyboardNotifications() }
}

/// A scroll view filling the host, holding the focused field.
private final class InsetHost: ReplayController, KeyboardInsetAdjusting {
    let scroll = HeadlessScrollView(name: "scroll")
    var keyboardScrollView: any KeyboardScrollView { scroll }

    override func viewDidLoad() {
        view.addSubview(scroll)
        guard let field else { return }
        scroll.addSubview(field)
        focus(field)
    }

    override func viewIsAppearing() {
        scroll.frame = view.bounds
        scroll.contentSize = view.bounds.size
        registerKeyboardNotifications()
    }
}

/// A content view filling the host, resized to end at the keyboard.
private final class ResizeHost: ReplayController, KeyboardResizing {
    let content = HeadlessView(name: "content")
    var keyboardResizingView: any KeyboardLayoutView { content }
    override func viewDidLoad() { view.addSubview(content) }

    override func viewIsAppearing() {
        content.frame = view.bounds
        registerKeyboardNotifications()
    }
}
