import Dispatch
public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The one observer of keyboard notifications per `NotificationCenter`, shared by every
/// registered host.
///
/// The monitor observes the six keyboard notifications once, reads each into a
/// ``KeyboardEvent`` on the posting thread, folds it into a ``KeyboardState`` on the main actor,
/// and calls the hooks of every registered host. Sharing one observer makes registering a host
/// an array insert rather than six observer registrations, lets each notification be read once
/// for all hosts, and keeps the last known keyboard frame for hosts that register while the
/// keyboard is up. The monitor stays alive while its notification center does.
///
/// Hosts are held weakly: a host released while registered is simply skipped and pruned, with the
/// ``KeyboardStorage`` the monitor keeps for it (asked for once, at registration), at the next
/// event or registration.
///
/// A monitor is created by the first registration on its center, so it knows nothing of a keyboard
/// shown before then. An app whose first keyboard-capable screen may appear while the keyboard is
/// already up starts the monitor at launch: `_ = KeyboardMonitor.monitor(for: .default)`.
///
/// ```swift
/// let monitor = KeyboardMonitor.monitor(for: .default)
/// monitor.state.isVisible
/// ```
@MainActor
public final class KeyboardMonitor {
    /// The keyboard as the notifications so far describe it.
    public var state: KeyboardState { storedState }
    // The state and the entries, read or changed on every event, live behind pointers the monitor
    // owns: a stored property of a class pays a runtime exclusivity check on each access the
    // optimizer cannot prove alone (the hooks run code it does not see), a pointer's memory none.
    // Every access is on the main actor, and none spans a hook.
    private let stateCell = PointerCell(KeyboardState())
    private let entriesCell = PointerCell([Entry]())
    private var storedState: KeyboardState {
        get { stateCell.pointer.pointee }
        _modify { yield &stateCell.pointer.pointee }
    }
    private var entries: [Entry] {
        get { entriesCell.pointer.pointee }
        _modify { yield &entriesCell.pointer.pointee }
    }

    /// Whether events of another app's keyboard (`isLocal == false`) are dropped. Default `true`.
    public var ignoresRemoteKeyboards: Bool {
        get { storedIgnoresRemoteKeyboards }
        set {
            storedState.ignoresRemoteKeyboards = newValue
            storedIgnoresRemoteKeyboards = newValue
        }
    }
    // The state's flag, kept apart for reading: every host reads it on every event, and a read
    // of `storedState` costs a runtime exclusivity check (the state changes while hooks run).
    private var storedIgnoresRemoteKeyboards = KeyboardState().ignoresRemoteKeyboards

    /// The last notification that could not be read, if any (hosts hear of it through
    /// ``KeyboardCapable/keyboardReadFailed(_:)``); for the package's tests and tools.
    package var lastError: KeyboardEventError? { storedLastError }
    private var storedLastError: KeyboardEventError?

    /// What the last notification did to the state: `nil` when it could not be read. Hosts heard
    /// about it when this is ``KeyboardState/Outcome/changed``, or
    /// ``KeyboardState/Outcome/repeated`` for a will-notification.
    ///
    /// For the package's tests and tools.
    package var lastOutcome: KeyboardState.Outcome? { storedLastOutcome }
    private var storedLastOutcome: KeyboardState.Outcome?

    /// How many live hosts are registered; for the package's tests and tools.
    package var registeredHostCount: Int {
        prune()
        return entries.count
    }

    // A class, so that reading a host copies a reference to its entry (a plain retain) and
    // loads the weak reference in place: copying a struct that holds a weak reference copies the
    // weak reference, two atomic operations on the host's side table.
    private final class Entry {
        let id: ObjectIdentifier
        weak var host: (any KeyboardCapable)?
        /// The host's storage, asked for once: the hooks of this host use it (`HostDelivery`).
        let storage: KeyboardStorage

        init(id: ObjectIdentifier, host: any KeyboardCapable, storage: KeyboardStorage) {
            self.id = id
            self.host = host
            self.storage = storage
        }
    }

    private weak var center: NotificationCenter?
    private var observers: ObserverTokens?

    /// The monitor of `center`, created (and observing) on first use.
    ///
    /// ```swift
    /// KeyboardMonitor.monitor(for: testCenter).state.isVisible
    /// ```
    public static func monitor(for center: NotificationCenter) -> KeyboardMonitor {
        let key = ObjectIdentifier(center)
        if let existing = monitors[key], existing.center === center { return existing }
        // A monitor whose center is gone lets its entries go: each keeps a storage that keeps
        // the monitor (`KeyboardStorage.monitor`).
        for monitor in monitors.values where monitor.center == nil { monitor.entries.removeAll() }
        monitors = monitors.filter { $0.value.center != nil }
        let monitor = KeyboardMonitor(center: center)
        monitors[key] = monitor
        return monitor
    }

    private static var monitors: [ObjectIdentifier: KeyboardMonitor] = [:]

    private init(center: NotificationCenter) {
        self.center = center
        let tokens = ObserverTokens(center: center)
        for kind in KeyboardEvent.Kind.allCases {
            // Unowned, not weak: a monitor lives as long as its center (`monitors` keeps it until
            // the center is gone; a notification read off the main queue is handed over only while
            // the monitor's tokens live), and a weak reference would send every retain and release
            // of the monitor through a slow path on each notification.
            tokens.observe(kind) { [unowned self] result in
                receive(result)
            }
        }
        observers = tokens
    }

    /// Feeds the monitor a keyboard frame that no notification announced, such as the frame of a
    /// keyboard following a finger in an interactive dismissal (iOS posts nothing while the finger
    /// drags). It goes through the same state and hooks as a notification: every registered host
    /// hears it through ``KeyboardCapable/keyboardWillChangeFrame(_:)`` as an interactive
    /// `willChangeFrame` (``KeyboardEvent/isInteractive``) with duration 0, and a repeat of the
    /// same frame is dropped. The hide or show that UIKit posts on release is handled as usual.
    ///
    /// Ignored while the keyboard is hidden: a drag moves a keyboard that is up.
    ///
    /// ```swift
    /// monitor.trackKeyboardFrame(CGRect(x: 0, y: 700, width: 390, height: 291))
    /// ```
    public func trackKeyboardFrame(_ frame: CGRect) {
        guard let visible = storedState.lastVisibleEvent, KeyboardGeometry.isFinite(frame) else { return }
        receive(.success(.tracked(frame, after: visible)))
    }

    /// The event that describes the keyboard now: the last visible one, or a hide.
    var currentEvent: KeyboardEvent {
        storedState.lastVisibleEvent
            ?? KeyboardEvent(kind: .willHide, beginFrame: .zero, endFrame: .zero, duration: 0, curve: .easeInOut)
    }

    /// Folds a read notification into the state and tells the hosts.
    func receive(_ result: Result<KeyboardEvent, KeyboardEventError>) {
        switch result {
        case .failure(let error):
            storedLastError = error
            storedLastOutcome = nil
            for entry in entries { entry.host?.keyboardReadFailed(error) }
        case .success(let event):
            let outcome = storedState.apply(event)
            storedLastOutcome = outcome
            guard outcome.isDelivered(for: event.kind) else { return }
            // The hosts registered when the event arrived (a hook may register or unregister:
            // that changes `entries`, not this copy).
            let outer = HostDelivery.current
            var released = false
            for entry in entries {
                guard let host = entry.host else {
                    released = true
                    continue
                }
                HostDelivery.current = HostDelivery(host: entry.id, storage: Unmanaged.passUnretained(entry.storage))
                Self.deliver(event, to: host)
            }
            HostDelivery.current = outer
            if released { prune() }
        }
    }

    /// Calls the hook of `host` for the family of `event` (a did-notification that changed the
    /// state, because its will-notification never came, goes to the same hook).
    private static func deliver(_ event: KeyboardEvent, to host: any KeyboardCapable) {
        switch event.kind {
        case .willShow, .didShow: host.keyboardWillShow(event)
        case .willHide, .didHide: host.keyboardWillHide(event)
        case .willChangeFrame, .didChangeFrame: host.keyboardWillChangeFrame(event)
        }
    }

    func add(_ host: any KeyboardCapable) {
        let id = ObjectIdentifier(host)
        prune()
        guard !entries.contains(where: { $0.id == id }) else { return }
        entries.append(Entry(id: id, host: host, storage: host.keyboardStorage))
        if let visible = storedState.lastVisibleEvent {
            host.keyboardWillShow(
                KeyboardEvent(
                    kind: .willShow, beginFrame: visible.endFrame, endFrame: visible.endFrame,
                    duration: 0, curve: visible.curve, isLocal: visible.isLocal))
        }
    }

    func remove(_ host: any KeyboardCapable) {
        let id = ObjectIdentifier(host)
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        entries.remove(at: index)
        if let visible = storedState.lastVisibleEvent {
            host.keyboardWillHide(
                KeyboardEvent(
                    kind: .willHide, beginFrame: visible.endFrame, endFrame: visible.endFrame,
                    duration: 0, curve: visible.curve, isLocal: visible.isLocal))
        }
    }

    private func prune() {
        if entries.contains(where: { $0.host == nil }) { entries.removeAll { $0.host == nil } }
    }
}

/// A value kept behind a pointer it owns, so that reading or changing it costs no runtime
/// exclusivity check (a stored property of a class does, wherever the optimizer cannot see every
/// access). The owner keeps every access on one actor and none open across unknown code.
final class PointerCell<Value>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}

/// Owns the monitor's observer tokens and removes them when released.
///
/// Not isolated, so that it can be released from any context; it is only mutated while being
/// set up on the main actor.
final class ObserverTokens: @unchecked Sendable {
    private weak var center: NotificationCenter?
    private var tokens: [any NSObjectProtocol] = []

    init(center: NotificationCenter) { self.center = center }

    /// Observes the notifications of `kind`, reads each on the posting thread, and hands the
    /// result to `handler` on the main actor: at once when posted there, otherwise on the main
    /// queue in posting order.
    func observe(
        _ kind: KeyboardEvent.Kind,
        handler: @escaping @MainActor (Result<KeyboardEvent, KeyboardEventError>) -> Void
    ) {
        guard let center else { return }
        // What `MainActor.assumeIsolated` does once its check passed, done once here: the same
        // function, called without the isolation in its type (global-actor isolation is not
        // part of a synchronous function's representation). On each notification the observer
        // makes the check itself (`MainQueue.isCurrent`, the main thread or the main queue, as
        // the runtime's own check) and calls it directly, saving the closure `assumeIsolated`
        // allocates and its executor look-up: about a third of the monitor's own cost.
        typealias Handler = @Sendable (Result<KeyboardEvent, KeyboardEventError>) -> Void
        let onMainActor = unsafeBitCast(handler, to: Handler.self)
        let token = center.addObserver(forName: kind.notificationName, object: nil, queue: nil) { notification in
            let result = Result { () throws(KeyboardEventError) in
                try KeyboardEvent(kind: kind, notification: notification)
            }
            if MainQueue.isCurrent {
                #if DEBUG
                    // Debug builds (every test) let the runtime confirm the check.
                    MainActor.assumeIsolated {}
                #endif
                onMainActor(result)
            } else {
                // By the time the main queue runs this, the monitor may be gone (its center was
                // released and another center's monitor pruned it): its tokens go with it.
                DispatchQueue.main.async { [weak self] in
                    guard self != nil else { return }
                    MainActor.assumeIsolated { handler(result) }
                }
            }
        }
        tokens.append(token)
    }

    deinit {
        guard let center else { return }
        for token in tokens { center.removeObserver(token) }
    }
}

/// Tells whether code runs on the main queue, which is where the main actor runs — also on
/// Linux, where the main queue is not always drained by the main thread.
package enum MainQueue {
    /// The key that tags the main queue, which is tagged when the key is first used.
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue (or the main thread): where code may assume the
    /// main actor's isolation.
    package static var isCurrent: Bool { isMainThread || DispatchQueue.getSpecific(key: key) != nil }

    /// Whether the caller runs on the main thread. On Linux, `Thread.isMainThread` makes two
    /// system calls (it compares the thread's id with the process's, about 0.3 µs, more than the
    /// rest of the monitor's work), and looking up `Thread.current` costs a retain and a
    /// dictionary-like look-up; so each thread asks once and keeps the answer in a
    /// thread-specific slot, which a later call reads in a few instructions.
    private static var isMainThread: Bool {
        #if canImport(Darwin)
            Thread.isMainThread
        #else
            guard let key = isMainThreadKey else { return Thread.current === Thread.mainThread }
            if let answer = pthread_getspecific(key) { return Int(bitPattern: answer) == 1 }
            let isMain = Thread.isMainThread
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
            return isMain
        #endif
    }

    #if !canImport(Darwin)
        /// The slot where each thread keeps whether it is the main thread (1) or not (2); `nil`
        /// if the system has no slot left (then the thread objects are compared).
        private static let isMainThreadKey: pthread_key_t? = {
            var key = pthread_key_t()
            return pthread_key_create(&key, nil) == 0 ? key : nil
        }()
    #endif
}
