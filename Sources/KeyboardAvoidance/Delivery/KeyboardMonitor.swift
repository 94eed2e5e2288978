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

    /// Whether events of another app's keyboard (`isLocal == false`) are dropped; default `true`.
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

    @MainActor private final class Entry {
        let id: ObjectIdentifier
        weak var host: (any KeyboardCapable)?
        /// The host's state, looked up once for the kit's defaults; read only while the host, which keeps it, lives.
        unowned let state: HostState
        /// How many superviews the host's root view had when it registered.
        let depth: Int
        var isRegistered = true
        init(_ host: any KeyboardCapable) {
            id = ObjectIdentifier(host)
            self.host = host
            state = HostState.of(host)
            var depth = 0
            var view = host.keyboardRootView.keyboardSuperview
            while let next = view {
                depth += 1
                view = next.keyboardSuperview
            }
            self.depth = depth
        }
    }
    /// The registered hosts by identity, and in registration order; unregistering leaves an entry
    /// in the order, marked, until half of the order is such entries or released hosts.
    private var registered: [ObjectIdentifier: Entry] = [:]
    private var order: [Entry] = []
    private var stale = 0
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
    /// The order's length at which entries of released hosts are dropped (amortised O(1)).
    private var compactAt = 64
    private weak var center: NotificationCenter?
    private static var monitors: [ObjectIdentifier: KeyboardMonitor] = [:]

    /// The monitor of `center`, created on first use; it lives as long as `center`, or as a host
    /// registered with it.
    public static func monitor(for center: NotificationCenter) -> KeyboardMonitor {
        let key = ObjectIdentifier(center)
        if let existing = monitors[key], existing.center === center { return existing }
        monitors = monitors.filter { $0.value.center != nil }
        let monitor = KeyboardMonitor(center: center)
        monitors[key] = monitor
        return monitor
    }

    private init(center: NotificationCenter) {
        self.center = center
        for kind in KeyboardEvent.Kind.allCases {
            // The observer lives as long as the center; a notification read off the main queue is
            // handed over in posting order.
            _ = center.addObserver(forName: kind.notificationName, object: nil, queue: nil) { [weak self] note in
                let result = Result { () throws(KeyboardEventError) in
                    try KeyboardEvent(kind: kind, notification: note)
                }
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { self?.receive(result) }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { self?.receive(result) } }
                }
            }
        }
        for name in [
            KeyboardNotificationName.textFieldDidBeginEditing, KeyboardNotificationName.textViewDidBeginEditing,
        ] {
            _ = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { self?.receive(.focus) }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { self?.receive(.focus) } }
                }
            }
        }
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
    public final class Observation {
        fileprivate init() {}
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
    }

    func receive(_ result: Result<KeyboardEvent, KeyboardEventError>) { receive(.read(result)) }

    /// Handles `arrival`, or, during a delivery, queues it to be handled when that one is done.
    func receive(_ arrival: Arrival) {
        guard !isDelivering else {
            arrivals.append(arrival)
            return
        }
        isDelivering = true
        handle(arrival)
        var index = 0
        while index < arrivals.count {
            handle(arrivals[index])
            index += 1
        }
        if !arrivals.isEmpty { arrivals.removeAll(keepingCapacity: true) }
        isDelivering = false
    }

    private func handle(_ arrival: Arrival) {
        let event: KeyboardEvent
        switch arrival {
        case .read(.failure(let error)):
            lastError = error
            lastOutcome = nil
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
            // Every host is laid out again for the keyboard that is up: the newly focused field
            // is revealed, and a host whose field lost the keyboard to another screen's returns.
            guard let visible = state.lastVisibleEvent else { return }
            var focus = visible.resting(as: .willShow)
            focus.duration = KeyboardEvent.defaultWillDuration
            focus.curve = KeyboardEvent.defaultWillCurve
            deliver(focus)
            return
        }
        let outcome = state.apply(event)
        lastOutcome = outcome
        guard outcome.isDelivered(for: event.kind) else { return layOutMovedRoots(after: event.kind) }
        deliver(event)
    }

    /// Lays out again, for the keyboard as it is, the hosts whose shifted root view a container has
    /// placed since, and the hosts nested in them: an iPad window resize posts only a repeated show,
    /// which is not delivered (KeyboardFacts §7).
    private func layOutMovedRoots(after kind: KeyboardEvent.Kind) {
        guard kind == .willShow || kind == .willChangeFrame, let visible = state.lastVisibleEvent else { return }
        for entry in deliveryOrder() where entry.isRegistered {
            // The state lives as long as the host.
            guard let host = entry.host else { continue }
            let root = host.keyboardRootView
            guard entry.state.rootShiftLost(root, translation: root.keyboardTranslation) else { continue }
            let event = visible.resting(as: .willShow)
            deliver(to: entry) { host.keyboardWillShow(event) }
            layOutHosts(nestedIn: host)
        }
    }

    /// Calls the hook of every registered host for `event`'s family, then the observers.
    private func deliver(_ event: KeyboardEvent) {
        let outer = HostState.delivering
        let entries = deliveryOrder()
        // Read in place: an entry bound to a local is retained and released around every hook.
        for index in entries.indices where entries[index].isRegistered {
            guard let host = entries[index].host else { continue }
            HostState.delivering = (entries[index].id, entries[index].state)
            switch event.kind {
            case .willShow, .didShow: host.keyboardWillShow(event)
            case .willHide, .didHide: host.keyboardWillHide(event)
            case .willChangeFrame, .didChangeFrame: host.keyboardWillChangeFrame(event)
            }
        }
        HostState.delivering = outer
        for observer in observers where observer.observation != nil { observer.handler(event) }
    }

    /// Runs `hook` with `entry`'s state at hand for the kit's defaults (``HostState/delivering``).
    private func deliver(to entry: Entry, _ hook: () -> Void) {
        let outer = HostState.delivering
        HostState.delivering = (entry.id, entry.state)
        hook()
        HostState.delivering = outer
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
        }
        let entry = Entry(host)
        registered[id] = entry
        order.append(entry)
        if order.count >= compactAt { compact() }
        if !heardNotification, state.lastVisibleEvent == nil { learnKeyboard(from: host.keyboardRootView) }
        guard let visible = state.lastVisibleEvent else { return }
        let event = visible.resting(as: .willShow, animation: host.keyboardTransitionAnimation)
        deliver(to: entry) { host.keyboardWillShow(event) }
        layOutHosts(nestedIn: host)
    }

    /// Before any notification, takes the keyboard the view's window knows as now's (KeyboardFacts §7).
    private func learnKeyboard(from view: any KeyboardLayoutView) {
        guard let frame = view.keyboardFrameFromLayoutGuide, KeyboardGeometry.isFinite(frame) else { return }
        var event = KeyboardEvent(kind: .willShow, endFrame: frame, duration: 0, curve: .keyboard)
        event.screen = view.keyboardScreenIdentity
        state.apply(event)
    }

    func remove(_ host: any KeyboardCapable) {
        guard let entry = registered.removeValue(forKey: ObjectIdentifier(host)) else { return }
        entry.isRegistered = false
        stale += 1
        if stale > order.count / 2 { compact() }
        guard let visible = state.lastVisibleEvent else { return }
        let event = visible.resting(as: .willHide, animation: host.keyboardTransitionAnimation)
        deliver(to: entry) { host.keyboardWillHide(event) }
        layOutHosts(nestedIn: host)
    }

    /// Lays out again, for the keyboard as it is, the registered hosts whose root views are inside
    /// `outer`'s: after `outer` moved, they measure again.
    private func layOutHosts(nestedIn outer: any KeyboardCapable) {
        let root = outer.keyboardRootView
        for entry in deliveryOrder() where entry.isRegistered {
            guard let host = entry.host, host !== outer, Self.isView(host.keyboardRootView, inside: root) else {
                continue
            }
            let event = currentEvent.resting(as: .willShow)
            deliver(to: entry) { host.keyboardWillShow(event) }
        }
    }

    private static func isView(_ view: any KeyboardLayoutView, inside outer: any KeyboardLayoutView) -> Bool {
        var current = view.keyboardSuperview
        while let next = current {
            if next === outer { return true }
            current = next.keyboardSuperview
        }
        return false
    }

    /// Drops unregistered entries and those of released hosts from the order.
    private func compact() {
        order.removeAll { !$0.isRegistered || $0.host == nil }
        registered = registered.filter { $0.value.host != nil }
        stale = 0
        compactAt = max(64, order.count * 2)
    }
}

extension KeyboardEvent {
    /// What a host hears when it registers or unregisters while the keyboard is up: at once, or
    /// with the animation of the transition the host is in.
    func resting(as kind: Kind, animation: KeyboardAnimation? = nil) -> KeyboardEvent {
        var event = KeyboardEvent(
            kind: kind, beginFrame: endFrame, endFrame: endFrame, duration: animation?.duration ?? 0,
            curve: animation?.curve ?? curve, isLocal: isLocal)
        event.screen = screen
        return event
    }
}

/// Tells whether code runs on the main queue, where the main actor runs: on the main thread, or,
/// on Linux after `dispatchMain()`, on the thread that drains the main queue.
package enum MainQueue {
    // Tags the main queue on first use.
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue or the main thread.
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread }
}
