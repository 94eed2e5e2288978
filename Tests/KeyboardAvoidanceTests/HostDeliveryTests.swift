import Foundation
import KeyboardAvoidanceHeadless
import Testing

@testable import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Sources/KeyboardAvoidance/Delivery/HostDelivery.swift: while the monitor runs a
// host's hook, the kit's defaults called on that host use the storage the monitor keeps for it
// (asked for once, at registration); called on any other host they ask that host.

// MARK: - Fixtures

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

private func showEvent(height: CGFloat) -> Notification {
    KeyboardEvent(kind: .willShow, endFrame: CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height))
        .notification()
}

private func hideEvent() -> Notification { KeyboardEvent(kind: .willHide, endFrame: .zero).notification() }

/// A full-screen host in a window of its own that records, in each hook, which delivery was in
/// progress, and runs `duringHook` there.
@MainActor
private final class ProbingHost: HeadlessViewController, KeyboardCapable {
    private(set) var seen: [HostDelivery?] = []
    var duringHook: () -> Void = {}

    init(center: NotificationCenter) {
        super.init(notificationCenter: center)
        present(in: HeadlessWindow(screen: screen))
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        seen.append(HostDelivery.current)
        duringHook()
        applyKeyboardApproaches(transition)
    }
}

/// A container whose hooks lay out a child controller that is not registered itself.
@MainActor
private final class ForwardingHost: HeadlessViewController, KeyboardCapable {
    let child: ProbingHost

    init(center: NotificationCenter, child: ProbingHost) {
        self.child = child
        super.init(notificationCenter: center)
        present(in: HeadlessWindow(screen: screen))
    }

    func avoidKeyboard(_ transition: KeyboardTransition) { child.shiftWholeView(transition) }
}

// MARK: - Tests

@Suite("The monitor's delivery of an event to a host")
@MainActor
private struct HostDeliveryTests {
    @Test("A hook runs inside its host's delivery, with the storage the host registered with")
    func hooksSeeTheirHostsDelivery() throws {
        let center = NotificationCenter()
        let host = ProbingHost(center: center)
        host.registerKeyboardNotifications()
        center.post(showEvent(height: 291))
        let delivery = try #require(host.seen.first ?? nil)
        #expect(delivery.host == ObjectIdentifier(host))
        #expect(delivery.storage.takeUnretainedValue() === host.keyboardStorage)
        #expect(HostDelivery.current == nil, "the delivery outlived the monitor's loop")
        #expect(host.view.translation == -291)
    }

    @Test("A hook that posts to another center gets its own delivery back afterwards")
    func nestedDeliveries() throws {
        let outerCenter = NotificationCenter()
        let innerCenter = NotificationCenter()
        let outer = ProbingHost(center: outerCenter)
        let inner = ProbingHost(center: innerCenter)
        outer.registerKeyboardNotifications()
        inner.registerKeyboardNotifications()
        var afterInner: HostDelivery?
        outer.duringHook = {
            innerCenter.post(showEvent(height: 336))
            afterInner = HostDelivery.current
        }
        outerCenter.post(showEvent(height: 291))
        #expect(try #require(inner.seen.first ?? nil).host == ObjectIdentifier(inner))
        #expect(afterInner?.host == ObjectIdentifier(outer))
        #expect(outer.view.translation == -291 && inner.view.translation == -336)
        #expect(outer.keyboardStorage.rootTranslation?.written == -291)
        #expect(inner.keyboardStorage.rootTranslation?.written == -336)
    }

    @Test("A container laying out a child from its hook moves the child with the child's storage")
    func forwardingToAnotherHost() {
        let center = NotificationCenter()
        let child = ProbingHost(center: NotificationCenter())
        let container = ForwardingHost(center: center, child: child)
        container.registerKeyboardNotifications()
        center.post(showEvent(height: 291))
        #expect(child.view.translation == -291)
        #expect(child.keyboardStorage.rootTranslation?.written == -291)
        #expect(container.keyboardStorage.rootTranslation == nil, "the child's shift went to the container's storage")
        center.post(hideEvent())
        #expect(child.view.translation == 0)
        #expect(child.keyboardStorage.rootTranslation == nil)
    }

    @Test("The storage of a host released while registered goes at the next event")
    func releasedHostsStorageGoes() {
        let center = NotificationCenter()
        weak var storage: KeyboardStorage?
        weak var released: ProbingHost?
        do {
            let host = ProbingHost(center: center)
            host.registerKeyboardNotifications()
            storage = host.keyboardStorage
            released = host
        }
        #expect(released == nil)
        center.post(showEvent(height: 291))
        #expect(storage == nil)
    }

    @Test("A monitor whose center is gone lets the storages of its hosts go")
    func goneCentersMonitorLetsStoragesGo() {
        var center: NotificationCenter? = NotificationCenter()
        weak var storage: KeyboardStorage?
        weak var monitor: KeyboardMonitor?
        do {
            let host = center.map { ProbingHost(center: $0) }
            host?.registerKeyboardNotifications()
            storage = host?.keyboardStorage
            monitor = center.map { KeyboardMonitor.monitor(for: $0) }
        }
        center = nil
        _ = KeyboardMonitor.monitor(for: NotificationCenter())  // drops the monitors of gone centers
        #expect(storage == nil)
        #expect(monitor == nil)
    }
}
