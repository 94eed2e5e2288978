import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardSamples
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The fixtures the benchmark times. Each builds everything it needs (notification center,
// observers or hosts, its own pool of distinct userInfo dictionaries) before any timing, and
// checks once that its work really happens.

/// A notification center that observers or hosts listen to, posted to round-robin from a pool.
@MainActor
class PostingFixture {
    let center: NotificationCenter
    private let posts: [KeyboardPost]
    private var cursor = 0

    init(posts: [KeyboardPost], center: NotificationCenter = NotificationCenter()) {
        self.posts = posts
        self.center = center
    }

    /// Posts the next `count` notifications of the pool, as UIKit does: name, no object, userInfo.
    final func post(_ count: Int) {
        let posts = self.posts
        var cursor = self.cursor
        for _ in 0..<count {
            let post = posts[cursor]
            center.post(name: post.name, object: nil, userInfo: post.userInfo)
            cursor += 1
            if cursor == posts.count { cursor = 0 }
        }
        self.cursor = cursor
    }

    /// Posts one notification outside the pool (for checks).
    final func post(_ post: KeyboardPost) {
        center.post(name: post.name, object: nil, userInfo: post.userInfo)
    }

    func workload(_ name: String) -> Workload { Workload(name) { [self] count in post(count) } }
}

// MARK: - The floor: block observers that do nothing

/// `observers` block observers (for every name) that do nothing: what a post costs by itself.
@MainActor
final class RawFixture: PostingFixture {
    private var tokens: [any NSObjectProtocol] = []

    init(observers: Int, posts: [KeyboardPost] = KeyboardPosts.alternatingShowHide()) {
        super.init(posts: posts)
        for _ in 0..<observers {
            tokens.append(center.addObserver(forName: nil, object: nil, queue: nil) { _ in })
        }
    }
}

// MARK: - The tutorial: one observer that casts two values and moves a view

/// What the tutorials do: look up the end frame and the duration with `userInfo[key] as?`, and
/// set the view's origin to minus the keyboard's height (back to 0 on hide).
@MainActor
final class NaiveFixture: PostingFixture {
    let view = HeadlessView(frame: KeyboardPosts.screen, name: "root")
    private var token: (any NSObjectProtocol)?

    init(posts: [KeyboardPost] = KeyboardPosts.alternatingShowHide()) {
        super.init(posts: posts)
        let view = self.view
        token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            guard let userInfo = notification.userInfo,
                let frame = userInfo[KeyboardPosts.Key.frameEnd] as? NSValue,
                let duration = userInfo[KeyboardPosts.Key.duration] as? NSNumber
            else { return }
            let isHide = notification.name == KeyboardNotificationName.willHide
            let height = frame.rectValue.height
            // UIView.animate(withDuration: duration.doubleValue) { view.frame.origin.y = -height }
            BlackHole.consume(duration.doubleValue)
            MainActor.assumeIsolated { view.frame.origin.y = isHide ? 0 : -height }
        }
    }

    /// Nil when a show moves the view up and a hide brings it back.
    func check() -> String? {
        post(KeyboardPosts.initialShow())
        let shown = view.frame.minY
        post(
            KeyboardPost(
                name: KeyboardNotificationName.willHide,
                userInfo: KeyboardPosts.alternatingShowHide(count: 2)[1].userInfo))
        let hidden = view.frame.minY
        return shown == -KeyboardPosts.heights[0] && hidden == 0
            ? nil : "naive observer did not move its view (\(shown), \(hidden))"
    }
}

// MARK: - The kit: sample controllers registered with the shared monitor

/// `hosts` `TransferConfirmViewController`s, each presented in a window of its own (kept
/// alive), registered with the monitor of the fixture's center; their animator is the headless
/// default, which applies changes at once.
@MainActor
final class PipelineFixture: PostingFixture {
    let windows: [HeadlessWindow]
    let controllers: [TransferConfirmViewController]

    init(hosts: Int, posts: [KeyboardPost] = KeyboardPosts.alternatingShowHide()) {
        var windows: [HeadlessWindow] = []
        var controllers: [TransferConfirmViewController] = []
        let center = NotificationCenter()
        for _ in 0..<hosts {
            windows.append(HeadlessWindow(screen: KeyboardPosts.screen, safeAreaInsets: KeyboardPosts.safeArea))
            controllers.append(TransferConfirmViewController(center: center))
        }
        self.windows = windows
        self.controllers = controllers
        super.init(posts: posts, center: center)
        for (controller, window) in zip(controllers, windows) {
            controller.present(in: window)  // registers
            controller.focus(controller.amountField)
        }
    }

    /// Nil when every host is registered, a show moves every root view up by the overlap and a
    /// hide brings each back.
    func check() -> String? {
        let registered = controllers.count { $0.isKeyboardRegistered }
        guard registered == controllers.count else {
            return "\(registered) of \(controllers.count) hosts registered"
        }
        post(KeyboardPosts.initialShow())
        let shifted = controllers.allSatisfy { $0.view.frame.minY == -KeyboardPosts.heights[0] }
        post(
            KeyboardPost(
                name: KeyboardNotificationName.willHide,
                userInfo: KeyboardPosts.alternatingShowHide(count: 2)[1].userInfo))
        let restored = controllers.allSatisfy { $0.view.frame.minY == 0 }
        return shifted && restored ? nil : "pipeline hosts did not move (shifted: \(shifted), restored: \(restored))"
    }
}

// MARK: - The monitor's fan-out alone: hosts whose hooks only count

/// A `KeyboardCapable` host that does no layout: its hooks count the events they receive.
/// Posting to many of these measures what the monitor costs per host, apart from the layout
/// work each sample controller does.
@MainActor
final class CountingHost: KeyboardCapable {
    let keyboardStorage = KeyboardStorage()
    let keyboardNotificationCenter: NotificationCenter
    let keyboardRootView: any KeyboardLayoutView = HeadlessView()
    private(set) var received = 0

    init(center: NotificationCenter) { keyboardNotificationCenter = center }

    func keyboardWillShow(_ event: KeyboardEvent) { received += 1 }
    func keyboardWillHide(_ event: KeyboardEvent) { received += 1 }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) { received += 1 }
    func avoidKeyboard(_ transition: KeyboardTransition) {}
    func performKeyboardShowFullViewAnimation(overlap: CGFloat, animation: KeyboardAnimation) {}
    func performKeyboardHideFullViewAnimation(animation: KeyboardAnimation) {}
}

/// `hosts` registered ``CountingHost``s: the monitor's dispatch without any layout.
@MainActor
final class DispatchFixture: PostingFixture {
    let hosts: [CountingHost]

    init(hosts count: Int, posts: [KeyboardPost] = KeyboardPosts.alternatingShowHide()) {
        let center = NotificationCenter()
        hosts = (0..<count).map { _ in CountingHost(center: center) }
        super.init(posts: posts, center: center)
        for host in hosts { host.registerKeyboardNotifications() }
    }

    /// Nil when a show and a hide reach every host.
    func check() -> String? {
        let before = hosts.map(\.received)
        post(KeyboardPosts.initialShow())
        post(
            KeyboardPost(
                name: KeyboardNotificationName.willHide,
                userInfo: KeyboardPosts.alternatingShowHide(count: 2)[1].userInfo))
        let delivered = zip(hosts, before).allSatisfy { $0.received == $1 + 2 }
        return delivered ? nil : "counting hosts did not receive every event"
    }
}

// MARK: - Parts of the pipeline, each alone

/// The items of a pool, handed out round-robin across calls (so that every round continues
/// where the previous one stopped).
final class Cycle<Item> {
    private let items: [Item]
    private var index = 0

    init(_ items: [Item]) { self.items = items }

    func next() -> Item {
        let item = items[index]
        index = index + 1 == items.count ? 0 : index + 1
        return item
    }
}

/// The stages of a pipeline post timed apart, to show where its time goes (not budgeted).
@MainActor
enum Parts {
    /// `KeyboardEvent(notification:)` on distinct notifications, show and hide alternating.
    static func parse() -> Workload {
        let notifications = Cycle(
            KeyboardPosts.alternatingShowHide().map { Notification(name: $0.name, object: nil, userInfo: $0.userInfo) })
        return Workload("parse") { count in
            for _ in 0..<count {
                if let event = try? KeyboardEvent(notification: notifications.next()) {
                    BlackHole.consume(event.endFrame.minY)
                }
            }
        }
    }

    /// The hooks of one presented `TransferConfirmViewController`, called directly with parsed
    /// events, show and hide alternating: layout input, overlap, full-view shift.
    static func hooks() -> Workload {
        let events = Cycle(KeyboardPosts.alternatingEvents())
        let window = HeadlessWindow(screen: KeyboardPosts.screen, safeAreaInsets: KeyboardPosts.safeArea)
        let controller = TransferConfirmViewController(center: NotificationCenter())
        controller.present(in: window)
        controller.focus(controller.amountField)
        return Workload("hooks") { count in
            for _ in 0..<count {
                let event = events.next()
                if event.kind == .willShow {
                    controller.keyboardWillShow(event)
                } else {
                    controller.keyboardWillHide(event)
                }
            }
            BlackHole.consume(controller.view.frame.minY)
            BlackHole.consume(window)
        }
    }

    /// The pure path: `KeyboardState.apply` and `KeyboardGeometry.overlap` (expected to
    /// allocate nothing).
    static func stateGeometry() -> Workload {
        let events = Cycle(KeyboardPosts.alternatingEvents())
        let screen = KeyboardPosts.screen
        var state = KeyboardState()
        return Workload("state_geometry") { count in
            var total: CGFloat = 0
            for _ in 0..<count {
                let event = events.next()
                if state.apply(event) == .changed {
                    total += KeyboardGeometry.overlap(of: event, screenBounds: screen, hostFrame: screen)
                }
            }
            BlackHole.consume(total)
        }
    }

    /// One evaluation of the keyboard's curve (7) at a time within its 0.5 s.
    static func springSample() -> Workload {
        let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
        let times = Cycle((0..<KeyboardPosts.poolSize).map { Double($0 + 1) / Double(KeyboardPosts.poolSize) * 0.5 })
        return Workload("spring_sample", granularity: 1) { count in
            var total = 0.0
            for _ in 0..<count { total += animation.progress(at: times.next()) }
            BlackHole.consume(total)
        }
    }
}
