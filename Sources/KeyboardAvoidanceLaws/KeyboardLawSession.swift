import Dispatch
package import Foundation
package import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A law monitor on one notification center, whatever takes its screens: it logs each keyboard
/// notification as posted and, once the kit has handled each did-notification, judges every
/// registered host on screen (``SettledScreen``), reporting each law a host breaks once per
/// keyboard session, with the session as `keyboard-demo replay` reads it.
///
/// A keyboard session runs from a show while the notifications last said hidden to the next such
/// show; the log holds its notifications from the last hide's on, at most ``logLimit``. The monitor
/// changes no layout. One judges a center at a time: a new one takes over. Released, it formats and
/// judges nothing; ``stop()`` also takes its observers off the center.
@MainActor
package final class KeyboardLawSession: KeyboardMonitorJudge {
    /// Where a host's window is on screen, and its safe area; `nil` when the host is not on screen.
    package typealias Place = @MainActor (any KeyboardCapable) -> (window: CGRect, safeAreaInsets: LayoutInsets)?

    /// The most notifications a log keeps: the last ones.
    package static let logLimit = 400

    /// Every violation reported, in order.
    package private(set) var violations: [KeyboardLawViolation] = []
    /// The log written with each violation, in order.
    package private(set) var logs: [KeyboardSessionLog] = []

    private let center: NotificationCenter
    private let monitor: KeyboardMonitor
    private let device: String
    private let place: Place
    private let report: @MainActor (KeyboardLawViolation, KeyboardSessionLog) -> Void
    private var watch = KeyboardLawWatch()
    private var entries: [String] = []
    /// Whether the notifications last said the keyboard is up, as posted (not as the kit folded them).
    private var isUp: Bool
    /// How many entries the last hide's notifications end at: a new session drops them.
    private var hideEnd = 0
    /// The laws each host broke this keyboard session, by host.
    private var broken: [ObjectIdentifier: Set<KeyboardLaw>] = [:]
    private var observers: [any NSObjectProtocol] = []

    /// Starts watching `center`'s hosts; each host registered now is taken at rest.
    ///
    /// - Parameters:
    ///   - center: The notification center whose keyboard notifications and hosts are watched.
    ///   - device: The device as messages name it.
    ///   - place: Where a host's window is.
    ///   - report: Called with each violation and the log to replay it with.
    package init(
        center: NotificationCenter, device: String, place: @escaping Place,
        report: @escaping @MainActor (KeyboardLawViolation, KeyboardSessionLog) -> Void
    ) {
        (self.center, self.device, self.place, self.report) = (center, device, place, report)
        monitor = KeyboardMonitor.monitor(for: center)
        isUp = monitor.state.isVisible
        for kind in KeyboardEvent.Kind.allCases {
            let observer = center.addObserver(forName: kind.notificationName, object: nil, queue: nil) {
                [weak self] note in
                guard self != nil else { return }  // released: nothing to write
                // Written where it is posted: the userInfo does not cross threads.
                let entry = KeyboardSessionLog.entry(name: note.name.rawValue, userInfo: note.userInfo)
                if MainQueue.isCurrent {
                    MainActor.assumeIsolated { self?.logged(entry, kind) }
                } else {
                    DispatchQueue.main.async { MainActor.assumeIsolated { self?.logged(entry, kind) } }
                }
            }
            observers.append(observer)
        }
        monitor.judge = self
        judgeHosts()
    }

    /// Stops watching: no more logging or judging.
    package func stop() {
        for observer in observers { center.removeObserver(observer) }
        observers = []
        if monitor.judge === self { monitor.judge = nil }
    }

    private func logged(_ entry: String, _ kind: KeyboardEvent.Kind) {
        let isShow = kind == .willShow || kind == .didShow
        if isShow, !isUp {  // a new keyboard session: what came after the last hide stays (a show's change-frame)
            entries.removeFirst(min(hideEnd, entries.count))
            hideEnd = 0
            broken.removeAll()
        }
        if isShow { isUp = true } else if kind.isHide { isUp = false }
        if entries.count == Self.logLimit {
            entries.removeFirst()
            hideEnd = max(0, hideEnd - 1)
        }
        entries.append(entry)
        if kind.isHide { hideEnd = entries.count }
    }

    /// Judges the screens once a transition settled, at its did-notification.
    package func keyboardMonitor(handled kind: KeyboardEvent.Kind) {
        guard !kind.isWill else { return }
        judgeHosts()
    }

    /// Judges every registered host on screen, reporting what it broke for the first time this session.
    private func judgeHosts() {
        let hosts = monitor.registeredHosts
        watch.keep(only: Set(hosts.map { ObjectIdentifier($0) }))
        for host in hosts {
            guard let (window, safeArea) = place(host) else { continue }
            let id = ObjectIdentifier(host)
            let screen = SettledScreen(
                of: host, named: "\(type(of: host))", keyboard: monitor.state, rest: watch.rest(of: id),
                device: device)
            let new = watch.judge(screen, of: id).filter { broken[id, default: []].insert($0.law).inserted }
            guard !new.isEmpty else { continue }
            let log = log(of: host, window: window, safeAreaInsets: safeArea)  // one log names every law broken
            for violation in new {
                violations.append(violation)
                logs.append(log)
                report(violation, log)
            }
        }
    }

    /// The keyboard session so far, as `keyboard-demo replay` reads it, for `host`; `nil` when it is
    /// not on screen.
    package func log(of host: any KeyboardCapable) -> KeyboardSessionLog? {
        place(host).map { log(of: host, window: $0.window, safeAreaInsets: $0.safeAreaInsets) }
    }

    private func log(of host: any KeyboardCapable, window: CGRect, safeAreaInsets: LayoutInsets) -> KeyboardSessionLog {
        // Where the field rested: the twin starts with no keyboard.
        let rootFrame = host.keyboardRootView.frameInScreen
        let unshift = (watch.rest(of: ObjectIdentifier(host))?.rootFrame.minY ?? rootFrame.minY) - rootFrame.minY
        let focus = host.keyboardFocusedView.map {
            $0.frameInScreen.offsetBy(dx: -window.minX, dy: unshift - window.minY)
        }
        var log = KeyboardSessionLog(
            screen: host.keyboardRootView.keyboardScreenBounds, window: window, safeAreaInsets: safeAreaInsets,
            focus: focus)
        for entry in entries { log.append(entry) }
        log.laws = broken[ObjectIdentifier(host), default: []].sorted { $0.rawValue < $1.rawValue }
        return log
    }
}
