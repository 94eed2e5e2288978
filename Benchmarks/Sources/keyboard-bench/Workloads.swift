import Foundation
import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The fixtures the benchmark times. Each builds everything it needs (notification center,
// observers or hosts, its own pool of distinct userInfo dictionaries) before any timing, and
// checks once that its work really happens.

/// A notification center that observers or hosts listen to, posted to round-robin from a pool.
@MainActor
class PostingFixture {
    /// The center the fixture posts to.
    let center: NotificationCenter
    private let posts: [KeyboardPost]
    private var cursor = 0

    init(posts: [KeyboardPost] = KeyboardPosts.alternatingShowHide(), center: NotificationCenter = NotificationCenter())
    {
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

    /// Posting `count` notifications of the pool, as a timed workload (show and hide alternate).
    func workload(_ name: String) -> Workload { Workload(name) { [self] count in post(count) } }

    /// Nil when a show moves every view of `views` up by the keyboard's height and a hide puts
    /// each back; otherwise what went wrong.
    final func checkShift(of views: [ConstantView], _ what: String) -> String? {
        post(KeyboardPosts.initialShow())
        let shifted = views.allSatisfy { $0.keyboardTranslation == -KeyboardPosts.heights[0] }
        post(
            KeyboardPost(
                name: KeyboardNotificationName.willHide,
                userInfo: KeyboardPosts.alternatingShowHide(count: 2)[1].userInfo))
        let restored = views.allSatisfy { $0.keyboardTranslation == 0 }
        return shifted && restored ? nil : "\(what) did not move its views (shifted: \(shifted), restored: \(restored))"
    }
}

// MARK: - The floor: a block observer that does nothing

/// `observers` block observers (of every name) that do nothing: what a post costs by itself.
@MainActor
final class RawFixture: PostingFixture {
    private var tokens: [any NSObjectProtocol] = []

    init(observers: Int) {
        super.init()
        for _ in 0..<observers { tokens.append(center.addObserver(forName: nil, object: nil, queue: nil) { _ in }) }
    }
}

// MARK: - The tutorial: one observer that casts two values and moves a view

/// What the tutorials do: look up the end frame and the duration with `userInfo[key] as?`, and
/// set the root view's translation to minus the keyboard's height (back to 0 on hide).
@MainActor
final class NaiveFixture: PostingFixture {
    /// The view the observer moves: the same kind of view the kit's hosts have.
    let view = ConstantView()
    private var token: (any NSObjectProtocol)?

    init() {
        super.init()
        token = Self.addObserver(to: center, moving: view)
    }

    /// Adds the tutorial's block observer to `center`, moving `view`; returns its token.
    ///
    /// The timed fixture and the first-event child (``FirstEvent``) add the same observer.
    static func addObserver(to center: NotificationCenter, moving view: ConstantView) -> any NSObjectProtocol {
        center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            guard let userInfo = notification.userInfo,
                let frame = userInfo[KeyboardPosts.Key.frameEnd] as? NSValue,
                let duration = userInfo[KeyboardPosts.Key.duration] as? NSNumber
            else { return }
            let isHide = notification.name == KeyboardNotificationName.willHide
            let height = frame.rectValue.height
            // UIView.animate(withDuration: duration.doubleValue) { view.transform.ty = -height }
            BlackHole.consume(duration.doubleValue)
            MainActor.assumeIsolated { view.keyboardTranslation = isHide ? 0 : -height }
        }
    }

    /// Nil when a show moves the view up by the keyboard's height and a hide brings it back.
    func check() -> String? { checkShift(of: [view], "naive observer") }
}

// MARK: - The kit: constant-geometry hosts registered with the center's monitor

/// `hosts` registered ``ConstantHost``s and `observers` do-nothing block observers, all on one
/// center: the kit's whole path, and the marginal cost of one more host against one more
/// observer on the same center.
@MainActor
final class PipelineFixture: PostingFixture {
    /// The registered hosts, in registration order.
    let hosts: [ConstantHost]
    private var tokens: [any NSObjectProtocol] = []

    init(hosts count: Int, observers: Int = 0) {
        let center = NotificationCenter()
        hosts = (0..<count).map { _ in ConstantHost(center: center) }
        super.init(center: center)
        for host in hosts { host.registerKeyboardNotifications() }
        for _ in 0..<observers { tokens.append(center.addObserver(forName: nil, object: nil, queue: nil) { _ in }) }
    }

    /// Nil when every host is registered and a show and a hide move every root view.
    func check() -> String? {
        let registered = hosts.count { $0.isKeyboardRegistered }
        guard registered == hosts.count else { return "\(registered) of \(hosts.count) hosts registered" }
        return checkShift(of: hosts.map(\.rootView), "pipeline (\(hosts.count) hosts, \(tokens.count) observers)")
    }
}

// MARK: - Registration at scale

/// `registered` hosts registered on one center (keyboard hidden), and one more host whose
/// register + unregister pair is timed.
@MainActor
final class RegistrationFixture {
    /// How many hosts stay registered while the pair is timed.
    let registered: Int
    private let hosts: [ConstantHost]
    private let extra: ConstantHost

    init(registered: Int) {
        let center = NotificationCenter()
        self.registered = registered
        hosts = (0..<registered).map { _ in ConstantHost(center: center) }
        extra = ConstantHost(center: center)
        for host in hosts { host.registerKeyboardNotifications() }
    }

    /// One `registerKeyboardNotifications()` + `unregisterKeyboardNotifications()` of the extra
    /// host, as a timed workload.
    func workload() -> Workload {
        Workload("register_pair_\(registered)", granularity: 1) { [self] count in
            let extra = self.extra
            for _ in 0..<count {
                extra.registerKeyboardNotifications()
                extra.unregisterKeyboardNotifications()
            }
        }
    }

    /// Nil when every host is registered and the extra one registers and unregisters.
    func check() -> String? {
        let registered = hosts.count { $0.isKeyboardRegistered }
        extra.registerKeyboardNotifications()
        let joined = extra.isKeyboardRegistered
        extra.unregisterKeyboardNotifications()
        let left = !extra.isKeyboardRegistered
        guard registered == hosts.count, joined, left else {
            return "registration: \(registered) of \(hosts.count) registered, extra joined \(joined), left \(left)"
        }
        return nil
    }
}
