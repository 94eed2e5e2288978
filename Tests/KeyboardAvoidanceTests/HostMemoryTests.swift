import Foundation
import KeyboardAvoidanceHeadless
import Testing

@testable import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Sources/KeyboardAvoidance/Delivery/HostMemory.swift: the kit keeps each host's state
// itself, one object per host for the host's life, gone with the host.

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

/// A host with no stored property for the kit.
@MainActor
private final class PlainHost: KeyboardCapable {
    let center: NotificationCenter
    let window = HeadlessWindow(screen: screen)
    let root = HeadlessView(frame: screen)
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardNotificationCenter: NotificationCenter { center }

    init(center: NotificationCenter) {
        self.center = center
        window.addSubview(root)
    }
}

/// An animator that lays out before it runs the kit's changes, as a custom one may.
@MainActor
private final class LayingOutAnimator: KeyboardAnimator {
    var layOut: () -> Void = {}
    func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
        layOut()
        changes()
    }
}

/// A host whose animator lays out first.
@MainActor
private final class LayingOutHost: KeyboardCapable {
    let window = HeadlessWindow(screen: screen)
    let root = HeadlessView(frame: screen)
    let animator = LayingOutAnimator()
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardAnimator: any KeyboardAnimator { animator }
    init() { window.addSubview(root) }
}

@MainActor
@Suite struct HostMemoryTests {
    @Test("A shift made while another host's animator lays out, before it runs its changes, keeps that host's shift")
    func shiftInsideAnotherAnimatorKeepsBoth() {
        let outer = LayingOutHost()
        let inner = PlainHost(center: NotificationCenter())
        outer.animator.layOut = { inner.performKeyboardShowFullViewAnimation(withKeyboardHeight: 100, andDuration: 0) }
        outer.performKeyboardShowFullViewAnimation(withKeyboardHeight: 50, andDuration: 0)
        #expect(inner.root.translation == -100)
        #expect(outer.root.translation == -50)
    }

    @Test("Each host has one state of its own, the same on every access")
    func oneStatePerHost() {
        let center = NotificationCenter()
        let first = PlainHost(center: center)
        let second = PlainHost(center: center)
        #expect(HostMemory.of(first) === HostMemory.of(first))
        #expect(HostMemory.of(first) !== HostMemory.of(second))
        first.registerKeyboardNotifications()
        #expect(first.isKeyboardRegistered)
        #expect(!second.isKeyboardRegistered, "registering one host registers no other")
        first.unregisterKeyboardNotifications()
    }

    @Test("A host released while registered and shifted leaves neither itself nor its state behind")
    func releasedHostLeavesNothing() {
        let center = NotificationCenter()
        weak var released: PlainHost?
        weak var memory: HostMemory?
        do {
            let host = PlainHost(center: center)
            host.registerKeyboardNotifications()
            center.post(
                KeyboardEvent(kind: .willShow, endFrame: CGRect(x: 0, y: 553, width: 390, height: 291)).notification())
            #expect(host.root.translation == -291)
            released = host
            memory = HostMemory.of(host)
        }
        HostMemory.dropReleased()
        #expect(released == nil)
        #expect(memory == nil)
        #expect(KeyboardMonitor.monitor(for: center).registeredHostCount == 0)
    }

    @Test("A host released while registered with a center of its own keeps neither itself nor the monitor alive")
    func releasedHostKeepsNoMonitor() {
        weak var monitor: KeyboardMonitor?
        weak var released: PlainHost?
        do {
            let center = NotificationCenter()
            let host = PlainHost(center: center)
            host.registerKeyboardNotifications()
            center.post(
                KeyboardEvent(kind: .willShow, endFrame: CGRect(x: 0, y: 553, width: 390, height: 291)).notification())
            #expect(host.root.translation == -291)
            monitor = KeyboardMonitor.monitor(for: center)
            released = host
        }
        #expect(released == nil)
        #expect(monitor == nil, "the kit's memory of the released host kept its monitor alive")
    }

    @Test("The full-view shift remembers the root view's position for the hide without any stored property")
    func shiftRestoresExactly() {
        let host = PlainHost(center: NotificationCenter())
        host.root.translation = -7
        host.performKeyboardShowFullViewAnimation(withKeyboardHeight: 200, andDuration: 0)
        #expect(host.root.translation == -207)
        host.performKeyboardHideFullViewAnimation(withDuration: 0)
        #expect(host.root.translation == -7)
    }
}
