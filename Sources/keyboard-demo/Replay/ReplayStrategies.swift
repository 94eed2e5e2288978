import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The kit's other strategies, each on its own copy of the replay's host (same screen, frame,
/// insets and focused field), registered on the same notification center, so that a replay can
/// tell what each would have done after every notification.
///
/// ```swift
/// let others = ReplayStrategies(document: document, center: center)
/// center.post(note)
/// others.json // {"reveal": -90, "follow": -120, "constraint": -301, "inset": 301, "resize": -335}
/// ```
@MainActor
final class ReplayStrategies {
    private let reveal: RevealHost
    private let follow: FollowHost?
    private let constraint: ConstraintHost
    private let inset: InsetHost
    private let resize: ResizeHost

    /// Creates and presents the hosts.
    init(document: ReplayDocument, center: NotificationCenter) {
        reveal = RevealHost(center: center, focus: document.focus)
        follow = document.focus.map { FollowHost(center: center, focus: $0) }
        constraint = ConstraintHost(center: center)
        inset = InsetHost(center: center, focus: document.focus)
        resize = ResizeHost(center: center)
        let hosts: [HeadlessViewController] = [reveal, constraint, inset, resize] + (follow.map { [$0] } ?? [])
        for host in hosts {
            host.present(
                in: HeadlessWindow(
                    screen: document.screen, frame: document.hostFrame, safeAreaInsets: document.safeAreaInsets))
        }
    }

    /// What each strategy did, in points: the minimal reveal's shift of the host, the focused
    /// field's move when it follows the keyboard (`null` without a field), the bottom
    /// constraint's constant, the scroll view's added bottom inset, and the resized view's
    /// change of height.
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
@MainActor
private final class RevealHost: HeadlessViewController, KeyboardRevealing {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let field: HeadlessView?

    init(center: NotificationCenter, focus: CGRect?) {
        keyboardNotificationCenter = center
        field = focus.map { HeadlessView(frame: $0, name: "focus") }
        super.init()
    }

    override func viewDidLoad() {
        guard let field else { return }
        view.addSubview(field)
        focus(field)
    }

    override func viewWillAppear() { registerKeyboardNotifications() }
}

/// The focused field follows the keyboard.
@MainActor
private final class FollowHost: HeadlessViewController, KeyboardFollowing {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let field: HeadlessView
    private let original: CGRect

    init(center: NotificationCenter, focus: CGRect) {
        keyboardNotificationCenter = center
        field = HeadlessView(frame: focus, name: "focus")
        original = focus
        super.init()
    }

    var keyboardFollowingView: any KeyboardLayoutView { field }
    /// How far the field moved (0 or negative).
    var offset: CGFloat { field.frame.minY - original.minY }

    override func viewDidLoad() { view.addSubview(field) }
    override func viewWillAppear() { registerKeyboardNotifications() }
}

/// A bottom constraint pinning content to the safe area.
@MainActor
private final class ConstraintHost: HeadlessViewController, KeyboardConstraintAdjusting {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let bottom = HeadlessLayoutConstraint(constant: 0)
    var keyboardBottomConstraint: any KeyboardAdjustableConstraint { bottom }

    init(center: NotificationCenter) {
        keyboardNotificationCenter = center
        super.init()
    }

    override func viewWillAppear() { registerKeyboardNotifications() }
}

/// A scroll view filling the host, holding the focused field.
@MainActor
private final class InsetHost: HeadlessViewController, KeyboardInsetAdjusting {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let scroll = HeadlessScrollView(name: "scroll")
    let field: HeadlessView?
    var keyboardScrollView: any KeyboardScrollable { scroll }

    init(center: NotificationCenter, focus: CGRect?) {
        keyboardNotificationCenter = center
        field = focus.map { HeadlessView(frame: $0, name: "focus") }
        super.init()
    }

    override func viewDidLoad() {
        view.addSubview(scroll)
        guard let field else { return }
        scroll.addSubview(field)
        focus(field)
    }

    override func viewWillAppear() {
        scroll.frame = view.bounds
        scroll.contentSize = view.bounds.size
        registerKeyboardNotifications()
    }
}

/// A content view filling the host, resized to end at the keyboard.
@MainActor
private final class ResizeHost: HeadlessViewController, KeyboardResizing {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let content = HeadlessView(name: "content")
    var keyboardResizingView: any KeyboardLayoutView { content }

    init(center: NotificationCenter) {
        keyboardNotificationCenter = center
        super.init()
    }

    override func viewDidLoad() { view.addSubview(content) }

    override func viewWillAppear() {
        content.frame = view.bounds
        registerKeyboardNotifications()
    }
}
