import Dispatch
public import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The one observer of keyboard notifications per `NotificationCenter`, shared by registered hosts.
///
/// It reads each notification on the posting thread, folds it into ``state`` on the main actor,
/// then calls the hooks of every registered host (held weakly) and every ``observe(_:)`` handler.
///
/// Delivery holds when hooks act (UIKit delivers synchronously, and hooks resign the first
/// responder, post, register and unregister):
/// - A notification posted, or a frame tracked, from inside a hook is handled after the current
///   one, in order; so when the outermost delivery returns, every host heard the latest event last.
/// - A host unregistered during a delivery hears nothing more; a host registered during one is
///   laid out once, for the keyboard as it is then.
/// - Hosts nested in others (a host whose root view is inside another registered host's root
///   view when it registers) hear each event after the hosts that contain them, whatever the
///   order they registered in, and measure the layout those left; registering or unregistering a
///   host while the keyboard is up lays out the hosts nested in it again.
@MainActor
public final class KeyboardMonitor {
    /// The keyboard as the notifications so far describe it.
    public private(set) var state = KeyboardState()

    /// Whether another app's keyboard (`isLocal == false`) is ignored but for its hides; default `true`.
    public var ignoresRemoteKeyboards: Bool {
        get { state.ignoresRemoteKeyboards }
        set { state.ignoresRemoteKeyboards = newValue }
    }

    /// The last notification that could not be read, if any; for the package's tests and tools.
    package private(set) var lastError: KeyboardEventError?
    /// What the last notification did to the state (`nil` if unreadable); for the package's tools.
    package private(set) var lastOutcome: KeyboardState.Outcome?
    /// How many live hosts are registered; for the package's tests and tools.
    package var registeredHostCount: Int { registered.values.count { $0.host != nil } }
    /// How many ``observe(_:)`` observations are kept; for the package's tests and tools.
    package var observationCount: Int { observers.count { $0.observation != nil } }
    /// The registered hosts, in delivery order; for the package's law monitor.
    package var registeredHosts: [any KeyboardCapable] {
        deliveryOrder().compactMap { $0.isRegistered ? $0.host : nil }
    }
    /// Told of each keyboard notification once the hosts and observers handled it, delivered or not;
    /// the package's law monitor, held weakly: released, it is told nothing.
    package weak var judge: (any KeyboardMonitorJudge)?

    @MainActor private final class Entry {
        weak var host: (any KeyboardCapable)?
        /// How many superviews the host's root view had when it registered.
        let depth: Int
        /// Cleared when the host unregisters: a delivery under way skips it.
        var isRegistered = true
        /// Where the root's superview was on screen when the host last heard the keyboard: a moved window moves it.
        var placeFrame: CGRect?
        init(_ host: any KeyboardCapable) {
            self.host = host
            depth = host.keyboardRootView.superviews.reduce(0) { depth, _ in depth + 1 }
        }
    }
    /// The registered hosts by identity, and in registration order; a released host's entry goes at
    /// the next delivery that finds it.
    private var registered: [ObjectIdentifier: Entry] = [:]
    private var order: [Entry] = []
    private struct Observer {
        weak var observation: Observation?
        let handler: @MainActor (KeyboardEvent) -> Void
    }
    private var observers: [Observer] = []
    /// What arrived while hosts were being told of something else: handled next, in order.
    private var arrivals: [Arrival] = []
    private var isDelivering = false
    /// Whether a keyboard notification was read: until then a registering host's window is asked.
    private var heardNotification = false
    private weak var center: NotificationCenter?
    /// Every center's monitor, held weakly: a center keeps its monitor through its observers.
    private static var monitors: [ObjectIdentifier: WeakMonitor] = [:]
    private struct WeakMonitor { weak var monitor: KeyboardMonitor? }

    /// The monitor of `center`, created on first use; it lives exactly as long as `center`.
    public static func monitor(for center: NotificationCenter) -> KeyboardMonitor {
        let key = ObjectIdentifier(center)
        if let existing = monitors[key]?.monitor, existing.center === center { return existing }
        monitors = monitors.filter { $0.value.monitor != nil }
        let monitor = KeyboardMonitor(center: center)
        monitors[key] = WeakMonitor(monitor: monitor)
        return monitor
    }

    private init(center: NotificationCenter) {
        self.center = center
        // The observers (and the monitor) live as long as the center; off main, arrivals keep their order.
        func observe(_ name: Notification.Name, _ read: @escaping @Sendable (Notification) -> Arrival) {
            _ = center.addObserver(forName: name, object: nil, queue: nil) { note in
                let arrival = read(note)
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { self.receive(arrival) }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { self.receive(arrival) } }
                }
            }
        }
        for kind in KeyboardEvent.Kind.allCases {
            observe(kind.notificationName) { note in
                .read(Result { () throws(KeyboardEventError) in try KeyboardEvent(kind: kind, notification: note) })
            }
        }
        observe(KeyboardNotificationName.textFieldDidBeginEditing) { _ in .focus }
        observe(KeyboardNotificationName.textViewDidBeginEditing) { _ in .focus }
        observe(KeyboardNotificationName.textViewDidChange) { _ in .edited }
        observe(KeyboardNotificationName.textFieldDidChange) { _ in .edited }
    }

    /// Whether the monitor observes `center`, which is alive.
    func observes(_ center: NotificationCenter) -> Bool { self.center === center }

    /// Calls `handler` with every event the hosts hear, in order, after the hosts.
    ///
    /// - Parameter handler: Called on the main actor with each delivered event.
    /// - Returns: The observation: the handler is called while it is kept, and releasing it ends it.
    public func observe(_ handler: @escaping @MainActor (KeyboardEvent) -> Void) -> Observation {
        let observation = Observation()
        observers.removeAll { $0.observation == nil }
        observers.append(Observer(observation: observation, handler: handler))
        return observation
    }

    /// An ongoing ``KeyboardMonitor/observe(_:)``: it lasts while this object does.
    public final class Observation: Sendable { fileprivate init() {} }

    /// Returns once the keyboard has finished hiding (a did-notification after the hide), at once if
    /// it is hidden with no hide under way, or when the task is cancelled.
    ///
    /// ```swift
    /// field.resignFirstResponder()
    /// await KeyboardMonitor.monitor(for: .default).keyboardHidden()
    /// ```
    public func keyboardHidden() async {
        await waitUntil { !$0.isVisible && !($0.lastEvent?.kind.isWill ?? false) }
    }

    /// Returns once a keyboard is up, at once if one is, or when the task is cancelled.
    public func keyboardShown() async { await waitUntil { $0.isVisible } }

    private func waitUntil(_ done: @escaping (KeyboardState) -> Bool) async {
        guard !done(state) else { return }
        let (events, sink) = AsyncStream.makeStream(of: Void.self)
        waits.append(Wait(done: done, sink: sink))
        for await _ in events {}  // until finished, or the task is cancelled
    }

    /// A ``keyboardHidden()`` or ``keyboardShown()`` under way.
    private struct Wait {
        let done: (KeyboardState) -> Bool
        let sink: AsyncStream<Void>.Continuation
    }
    private var waits: [Wait] = []

    /// Ends the waits the state now satisfies, and drops those whose task was cancelled.
    private func endWaits() {
        waits.removeAll { wait in
            guard !wait.done(state) else {
                wait.sink.finish()
                return true
            }
            if case .terminated = wait.sink.yield(()) { return true }
            return false
        }
    }

    /// Feeds hosts a frame no notification announced, a keyboard dragged in an interactive dismissal,
    /// as an interactive `willChangeFrame`; repeats and frames tracked while hidden are dropped.
    public func trackKeyboardFrame(_ frame: CGRect) {
        guard KeyboardGeometry.isFinite(frame) else { return }
        receive(.tracked(frame))
    }

    /// The event that describes the keyboard now: the last visible one, or a hide.
    var currentEvent: KeyboardEvent {
        state.lastVisibleEvent ?? KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0, curve: .easeInOut)
    }

    /// Something to tell the hosts: a notification as read, or a tracked frame.
    enum Arrival {
        case read(Result<KeyboardEvent, KeyboardEventError>)
        case tracked(CGRect)
        /// A field or text view began editing: the focus moved.
        case focus
        /// A text view's or field's text changed: its caret moved, and it, or a message by it, may have grown.
        case edited
        /// The root view of the host of that identity was laid out in a window it arrived in, or resized.
        case laidOut(ObjectIdentifier)
    }

    /// Handles `arrival`, or, during a delivery, queues it to be handled when that one is done.
    func receive(_ arrival: Arrival) {
        guard !isDelivering else {
            arrivals.append(arrival)
            return
        }
        isDelivering = true
        handleThenTell(arrival)
        var index = 0
        while index < arrivals.count {
            handleThenTell(arrivals[index])
            index += 1
        }
        if !arrivals.isEmpty { arrivals.removeAll(keepingCapacity: true) }
        isDelivering = false
    }

    private func handleThenTell(_ arrival: Arrival) {
        handle(arrival)
        if let judge, case .read(.success(let event)) = arrival { judge.keyboardMonitor(handled: event.kind) }
    }

    private func handle(_ arrival: Arrival) {
        let event: KeyboardEvent
        switch arrival {
        case .read(.failure(let error)):
            (lastError, lastOutcome) = (error, nil)
            for entry in deliveryOrder() where entry.isRegistered { entry.host?.keyboardReadFailed(error) }
            return
        case .read(.success(let read)):
            heardNotification = true
            event = read
        case .tracked(let frame):
            // Tracked from the keyboard as it is when the frame's turn comes.
            guard let visible = state.lastVisibleEvent else { return }
            event = .tracked(frame, after: visible)
        case .focus:
            // Every host is laid out again: the new field is revealed, a host that lost the keyboard returns.
            for entry in order {
                guard let host = entry.host else { continue }
                learnKeyboard(from: host)
                (host as? any KeyboardFocusChain)?.armReturnKey()
            }
            guard let visible = state.lastVisibleEvent else { return }
            deliver(visible.resting(as: .willShow, animation: KeyboardAnimation(duration: 0.25, curve: .keyboard)))
            return
        case .laidOut(let id):
            if let host = registered[id]?.host { layOut(host) }
            return
        case .edited:
            // The caret is kept in sight as the user types (KeyboardFacts §8); the hooks hear nothing.
            for entry in deliveryOrder() where entry.isRegistered { entry.host?.updateKeyboardAvoidance() }
            return
        }
        let outcome = state.apply(event)
        lastOutcome = outcome
        if !waits.isEmpty { endWaits() }
        // Delivered as the state took it: on the screen named last if it names none.
        guard outcome.isDelivered(for: event.kind), let applied = state.lastEvent else {
            return layOutMovedRoots(after: event.kind)
        }
        deliver(applied)
    }

    /// Lays out again the hosts whose root moved on screen since they last heard the keyboard (a window or a
    /// sheet UIKit moved, an outer host) or whose shifted root a container placed: that posts only repeats (§7).
    private func layOutMovedRoots(after kind: KeyboardEvent.Kind) {
        guard !kind.isHide, let visible = state.lastVisibleEvent else { return }
        for entry in deliveryOrder() where entry.isRegistered {
            guard let host = entry.host else { continue }
            let place = host.keyboardRootView.keyboardSuperview?.frameInScreen
            guard host.rootShiftWasLost() || entry.placeFrame != place else { continue }
            entry.placeFrame = place
            host.keyboardWillShow(visible.resting(as: .willShow))
        }
    }

    /// Calls the hook of every registered host for `event`'s family, then the observers.
    private func deliver(_ event: KeyboardEvent) {
        var foundReleased = false
        for entry in deliveryOrder() where entry.isRegistered {
            guard let host = entry.host else {
                foundReleased = true
                continue
            }
            switch event.kind {
            case .willShow, .didShow: host.keyboardWillShow(event)
            case .willHide, .didHide: host.keyboardWillHide(event)
            case .willChangeFrame, .didChangeFrame: host.keyboardWillChangeFrame(event)
            }
            entry.placeFrame = host.keyboardRootView.keyboardSuperview?.frameInScreen
        }
        if foundReleased { dropReleasedHosts() }
        for observer in observers where observer.observation != nil { observer.handler(event) }
    }

    /// The registered hosts, those whose root views were deeper when they registered after the
    /// others; otherwise in registration order.
    private func deliveryOrder() -> [Entry] {
        let entries = order
        var nested = false
        for entry in entries where entry.depth != entries[0].depth {
            nested = true
            break
        }
        guard nested else { return entries }
        return entries.indices.sorted { (entries[$0].depth, $0) < (entries[$1].depth, $1) }.map { entries[$0] }
    }

    func add(_ host: any KeyboardCapable) {
        let id = ObjectIdentifier(host)
        if let entry = registered[id] {
            guard entry.host == nil else { return }
            // A released host's entry, whose identity a new object has now.
            entry.isRegistered = false
            drop(entry)
        }
        let entry = Entry(host)
        registered[id] = entry
        order.append(entry)
        host.keyboardRootView.keyboardObserveLayout { [weak self, weak host] in
            if let self, let host { self.receive(.laidOut(ObjectIdentifier(host))) }
        }
        layOut(host)
        guard entry.isRegistered else { return }  // a hook unregistered it
        (host as? any KeyboardFocusChain)?.armReturnKey()
        (host as? any KeyboardTapToDismiss)?.observeTaps(true)
    }

    /// Lays `host`, then the hosts nested in it, out at once for the keyboard as it is (before any
    /// notification, its window's): a screen appearing in a transition arrives laid out (KeyboardFacts §7).
    private func layOut(_ host: any KeyboardCapable) {
        learnKeyboard(from: host)
        registered[ObjectIdentifier(host)]?.placeFrame = host.keyboardRootView.keyboardSuperview?.frameInScreen
        guard let visible = state.lastVisibleEvent else {
            (host as? any KeyboardFollowing)?.followKeyboardAtRest()
            return
        }
        host.keyboardWillShow(visible.resting(as: .willShow))
        layOutHosts(nestedIn: host)
    }

    /// Before any notification, takes the keyboard the host's window knows as now's (KeyboardFacts §7);
    /// the root view is not asked once a keyboard is known.
    private func learnKeyboard(from host: any KeyboardCapable) {
        guard !heardNotification, state.lastVisibleEvent == nil else { return }
        let view = host.keyboardRootView
        guard let frame = view.keyboardFrameFromLayoutGuide, KeyboardGeometry.isFinite(frame) else { return }
        var event = KeyboardEvent(kind: .willShow, endFrame: frame, duration: 0, curve: .keyboard)
        event.screen = view.keyboardScreenIdentity
        state.apply(event)
    }

    func remove(_ host: any KeyboardCapable) {
        guard let entry = registered.removeValue(forKey: ObjectIdentifier(host)) else { return }
        entry.isRegistered = false
        drop(entry)
        host.keyboardRootView.keyboardObserveLayout(nil)
        (host as? any KeyboardFocusChain)?.disarmReturnKeys()
        (host as? any KeyboardTapToDismiss)?.observeTaps(false)
        guard let visible = state.lastVisibleEvent else {
            (host as? any KeyboardFollowing)?.followKeyboardAtRest()
            return
        }
        host.keyboardWillHide(visible.resting(as: .willHide))
        layOutHosts(nestedIn: host)
    }

    /// Lays the registered hosts whose root views are inside `outer`'s out again: after it moved, they measure again.
    private func layOutHosts(nestedIn outer: any KeyboardCapable) {
        let root = outer.keyboardRootView
        for entry in deliveryOrder() where entry.isRegistered {
            guard let host = entry.host, host !== outer, host.keyboardRootView.isInside(root) else { continue }
            host.keyboardWillShow(currentEvent.resting(as: .willShow))
        }
    }

    /// Takes `entry` out of the delivery order, from the end: screens that registered last tend to leave first.
    private func drop(_ entry: Entry) {
        if let index = order.lastIndex(where: { $0 === entry }) { order.remove(at: index) }
    }

    /// Drops the entries of released hosts.
    private func dropReleasedHosts() {
        order.removeAll { $0.host == nil }
        registered = registered.filter { $0.value.host != nil }
    }
}

/// What the package's law monitor hears from a ``KeyboardMonitor``.
@MainActor
package protocol KeyboardMonitorJudge: AnyObject {
    /// A keyboard notification of `kind` was handled: the hosts are laid out for it.
    func keyboardMonitor(handled kind: KeyboardEvent.Kind)
}
