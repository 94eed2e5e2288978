import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for the delivery semantics of Sources/KeyboardAvoidance/Delivery/KeyboardMonitor.swift
// and KeyboardCapable's registration: hooks that act during a delivery (unregister, register,
// post, dismiss the keyboard, track a frame), centers released under registered hosts, misuse
// that fails loudly, and hosts nested in others.

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

private func docked(_ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
}

private func show(_ height: CGFloat) -> Notification {
    KeyboardEvent(kind: .willShow, endFrame: docked(height), duration: 0).notification()
}

private func change(_ height: CGFloat) -> Notification {
    KeyboardEvent(kind: .willChangeFrame, endFrame: docked(height), duration: 0).notification()
}

private func hide() -> Notification {
    KeyboardEvent(kind: .willHide, endFrame: CGRect(x: 0, y: screen.maxY, width: 390, height: 336)).notification()
}

/// A full-screen host with the full-view shift that records what it hears and runs `duringHook`
/// once, in its next hook.
@MainActor
private final class ActingHost: KeyboardCapable {
    let name: String
    let center: NotificationCenter
    let window = HeadlessWindow(screen: screen)
    let root = HeadlessView(frame: screen)
    var heard: [String] = []
    var duringHook: (() -> Void)?
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardNotificationCenter: NotificationCenter { center }

    init(_ name: String, center: NotificationCenter) {
        self.name = name
        self.center = center
        window.addSubview(root)
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        heard.append("\(transition.event.kind) \(Int(transition.event.endFrame.height))")
        if let action = duringHook {
            duringHook = nil
            action()
        }
        applyKeyboardApproaches(transition)
    }
}

@MainActor
private func hosts(_ names: String...) -> (NotificationCenter, [ActingHost]) {
    let center = NotificationCenter()
    let made = names.map { ActingHost($0, center: center) }
    for host in made { host.registerKeyboardNotifications() }
    return (center, made)
}

@MainActor
@Suite struct KeyboardMonitorDeliveryTests {
    @Test("A host unregistered during a delivery hears nothing more and stays restored")
    func unregisteredDuringDelivery() {
        let (center, all) = hosts("A", "B", "C")
        let (a, b) = (all[0], all[1])
        a.duringHook = { b.unregisterKeyboardNotifications() }
        center.post(show(336))
        // B hears its restore (the keyboard was up) and nothing of the event in flight.
        #expect(b.heard == ["willHide 336"], "B heard: \(b.heard)")
        #expect(b.root.translation == 0)
        center.post(hide())
        #expect(b.root.translation == 0 && b.heard == ["willHide 336"])
        #expect(all[2].root.translation == 0 && a.root.translation == 0)
    }

    @Test("A notification posted from a hook is handled after the current one: no stale event last")
    func postedFromAHook() {
        let (center, all) = hosts("A", "B", "C")
        all[0].duringHook = { center.post(change(291)) }
        center.post(show(336))
        for host in all {
            #expect(host.root.translation == -291, "\(host.name) at \(host.root.translation)")
            #expect(host.heard.last == "willChangeFrame 291", "\(host.name) heard \(host.heard)")
        }
        #expect(all[1].heard == ["willShow 336", "willChangeFrame 291"])
        #expect(KeyboardMonitor.monitor(for: center).state.frame == docked(291))
    }

    @Test("A hook that dismisses the keyboard leaves no host shifted under a hidden keyboard")
    func dismissedFromAHook() {
        let (center, all) = hosts("A", "B", "C")
        all[0].duringHook = {
            center.post(
                KeyboardEvent(kind: .willChangeFrame, endFrame: CGRect(x: 0, y: 844, width: 390, height: 336))
                    .notification())
            center.post(hide())
        }
        center.post(show(336))
        #expect(!KeyboardMonitor.monitor(for: center).state.isVisible)
        for host in all { #expect(host.root.translation == 0, "\(host.name) at \(host.root.translation)") }
    }

    @Test("A frame tracked from a hook reaches every host after the current event")
    func trackedFromAHook() {
        let (center, all) = hosts("A", "B")
        let monitor = KeyboardMonitor.monitor(for: center)
        all[0].duringHook = { monitor.trackKeyboardFrame(docked(336).offsetBy(dx: 0, dy: 100)) }
        center.post(show(336))
        for host in all { #expect(host.root.translation == -236, "\(host.name) at \(host.root.translation)") }
    }

    @Test("A host registered during a delivery is laid out once, for the keyboard as it is")
    func registeredDuringDelivery() {
        let (center, all) = hosts("A")
        let late = ActingHost("D", center: center)
        all[0].duringHook = { late.registerKeyboardNotifications() }
        center.post(show(336))
        // Reading A here also keeps it alive until after the post (a release build ends a
        // variable's lifetime at its last use, and the monitor holds hosts weakly).
        #expect(all[0].heard == ["willShow 336"])
        #expect(late.heard == ["willShow 336"])
        #expect(late.root.translation == -336)
    }

    @Test("Releasing the center of a registered host loses no restore, and registering again works")
    func releasedCenter() {
        var center: NotificationCenter? = NotificationCenter()
        let host = ActingHost("A", center: center ?? NotificationCenter())
        host.registerKeyboardNotifications()
        center?.post(show(336))
        #expect(host.root.translation == -336)
        let other = NotificationCenter()
        _ = KeyboardMonitor.monitor(for: other)
        center = nil
        host.unregisterKeyboardNotifications()
        #expect(host.root.translation == 0, "the restore was lost")
        #expect(!host.isKeyboardRegistered)
    }

    @Test("A host whose center is released while registered moves to its new center when it registers again")
    func registersAgainElsewhere() {
        final class Switching: KeyboardCapable {
            var center = NotificationCenter()
            let window = HeadlessWindow(screen: screen)
            let root = HeadlessView(frame: screen)
            var keyboardRootView: any KeyboardLayoutView { root }
            var keyboardNotificationCenter: NotificationCenter { center }
            init() { window.addSubview(root) }
        }
        let host = Switching()
        host.registerKeyboardNotifications()
        host.center.post(show(336))
        host.center = NotificationCenter()  // the first center is released
        host.registerKeyboardNotifications()
        #expect(host.root.translation == 0, "leaving the released center restores the layout")
        host.center.post(show(291))
        #expect(host.root.translation == -291, "the host hears its new center")
    }

    @Test("Nested hosts end in the same layout whatever order they registered in")
    func nestedHosts() {
        func run(panelFirst: Bool) -> (outer: CGFloat, panel: CGFloat) {
            let center = NotificationCenter()
            let outer = ActingHost("outer", center: center)
            let panel = NestedPanel(center: center, in: outer.root)
            if panelFirst { panel.registerKeyboardNotifications() }
            outer.registerKeyboardNotifications()
            if !panelFirst { panel.registerKeyboardNotifications() }
            center.post(change(336))
            center.post(KeyboardEvent(kind: .didChangeFrame, endFrame: docked(336), duration: 0).notification())
            return (outer.root.translation, panel.root.translation)
        }
        let panelFirst = run(panelFirst: true)
        let outerFirst = run(panelFirst: false)
        #expect(panelFirst == outerFirst)
        #expect(outerFirst.outer == -336 && outerFirst.panel == 0, "the outer shift already reveals the panel")
    }

    @Test("Registering a host while the keyboard is up lays out the hosts nested in it again")
    func nestedRegistrationWhileUp() {
        func run(panelFirst: Bool) -> (outer: CGFloat, panel: CGFloat) {
            let center = NotificationCenter()
            let outer = ActingHost("outer", center: center)
            let panel = NestedPanel(center: center, in: outer.root)
            _ = KeyboardMonitor.monitor(for: center)
            center.post(show(336))
            if panelFirst { panel.registerKeyboardNotifications() }
            outer.registerKeyboardNotifications()
            if !panelFirst { panel.registerKeyboardNotifications() }
            let result = (outer.root.translation, panel.root.translation)
            outer.unregisterKeyboardNotifications()
            #expect(panel.root.translation == -100, "with the outer restored the panel avoids the keyboard itself")
            return result
        }
        #expect(run(panelFirst: true) == run(panelFirst: false))
    }
}

/// A keyboard-capable panel, 100 pt tall, at the bottom of `container`, with the full-view shift.
@MainActor
private final class NestedPanel: KeyboardCapable {
    let center: NotificationCenter
    let root = HeadlessView(frame: CGRect(x: 0, y: screen.maxY - 100, width: screen.width, height: 100))
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardNotificationCenter: NotificationCenter { center }

    init(center: NotificationCenter, in container: HeadlessView) {
        self.center = center
        container.addSubview(root)
    }
}

#if compiler(>=6.2) && (os(Linux) || os(macOS))
    @MainActor
    @Suite struct KeyboardMisuseTests {
        @Test("A center that is a new object on each access stops the app with a message that names the fix")
        func newCenterOnEachAccess() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    final class Forgetful: KeyboardCapable {
                        let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                        var keyboardRootView: any KeyboardLayoutView { root }
                        var keyboardNotificationCenter: NotificationCenter { NotificationCenter() }
                    }
                    Forgetful().registerKeyboardNotifications()
                }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("store the center once"), "\(message)")
        }

        @Test("An animator that defers the kit's changes stops the app with a message that names it")
        func deferringAnimator() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { shiftWholeView(through: DeferringAnimator()) }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                message.contains("DeferringAnimator.animate(_:changes:) did not run the kit's changes"), "\(message)")
        }

        @Test("An animator that runs the kit's changes twice stops the app with a message that names it")
        func repeatingAnimator() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { shiftWholeView(through: RepeatingAnimator()) }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("RepeatingAnimator.animate(_:changes:) ran the kit's changes twice"), "\(message)")
        }
    }

    /// An animator that keeps the kit's changes for later.
    @MainActor
    private final class DeferringAnimator: KeyboardAnimator {
        var later: [@MainActor () -> Void] = []
        func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
            later.append(changes)
        }
    }

    /// An animator that runs the kit's changes twice.
    @MainActor
    private final class RepeatingAnimator: KeyboardAnimator {
        func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
            changes()
            changes()
        }
    }

    /// Shifts a full-screen host's root view for a 300 pt keyboard through `animator`.
    @MainActor
    private func shiftWholeView(through animator: any KeyboardAnimator) {
        final class Host: KeyboardAnimatable {
            let root = HeadlessView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let animator: any KeyboardAnimator
            var keyboardRootView: any KeyboardLayoutView { root }
            var keyboardAnimator: any KeyboardAnimator { animator }
            init(animator: any KeyboardAnimator) { self.animator = animator }
        }
        Host(animator: animator).performKeyboardShowFullViewAnimation(withKeyboardHeight: 300, andDuration: 0.25)
    }
#endif

/// A full-screen host with the full-view shift, whose appearance transition, while `inTransition`,
/// keeps the blocks it is asked to call when it ends.
@MainActor
private final class TransitioningHost: KeyboardCapable {
    let center: NotificationCenter
    let window = HeadlessWindow(screen: screen)
    let root = HeadlessView(frame: screen)
    let recorder = RecordingKeyboardAnimator()
    var inTransition = false
    var ended: [@MainActor (Bool) -> Void] = []
    var keyboardRootView: any KeyboardLayoutView { root }
    var keyboardNotificationCenter: NotificationCenter { center }
    var keyboardAnimator: any KeyboardAnimator { recorder }

    func keyboardAfterAppearanceTransition(_ ended: @escaping @MainActor (Bool) -> Void) -> Bool {
        if inTransition { self.ended.append(ended) }
        return inTransition
    }

    /// Ends the transition; `screenStays` for a swipe back let go.
    func endTransition(screenStays: Bool = false) {
        inTransition = false
        let blocks = ended
        ended = []
        for block in blocks { block(screenStays) }
    }

    init(center: NotificationCenter) {
        self.center = center
        window.addSubview(root)
    }
}

@MainActor
@Suite private struct AppearanceTransitionDeliveryTests {
    /// A registered host, lifted for a 336 pt keyboard.
    private func liftedHost() -> TransitioningHost {
        let center = NotificationCenter()
        _ = KeyboardMonitor.monitor(for: center)
        center.post(show(336))
        let host = TransitioningHost(center: center)
        host.inTransition = true
        host.registerKeyboardNotifications()
        return host
    }

    @Test("Registering in a transition lays the host out at once: the screen arrives laid out")
    func registeringLaysOutAtOnce() {
        let host = liftedHost()
        #expect(host.recorder.records.map(\.animation.duration) == [0])
        #expect(host.root.frame.minY == -336)
    }

    @Test("Unregistering in a transition leaves when it ends, at once, and the host hears the keyboard until then")
    func unregisteringLeavesAtTheEnd() {
        let host = liftedHost()
        host.unregisterKeyboardNotifications()
        host.unregisterKeyboardNotifications()  // idempotent: the newer leave stands for both
        #expect(host.root.frame.minY == -336, "kept while the screen slides away")
        #expect(host.isKeyboardRegistered)
        host.center.post(show(300))
        #expect(host.root.frame.minY == -300, "still hears the keyboard")
        host.endTransition()
        #expect(host.root.frame.minY == 0)
        #expect(!host.isKeyboardRegistered)
        #expect(host.recorder.records.last?.animation.duration == 0)
        host.center.post(show(200))
        #expect(host.root.frame.minY == 0, "hears nothing once gone")
    }

    @Test("Registering again before the transition ends, or a screen that stays, calls the leave off")
    func leaveCalledOff() {
        for registersAgain in [true, false] {
            let host = liftedHost()
            host.unregisterKeyboardNotifications()
            if registersAgain { host.registerKeyboardNotifications() }
            host.endTransition(screenStays: !registersAgain)
            #expect(host.isKeyboardRegistered, "registers again: \(registersAgain)")
            #expect(host.root.frame.minY == -336)
            host.center.post(show(300))
            #expect(host.root.frame.minY == -300, "hears the keyboard")
        }
    }

    @Test("The end of an older transition does not act on a leave asked for in a newer one")
    func olderTransitionsEndIsStale() {
        for firstStays in [true, false] {
            let host = liftedHost()
            host.unregisterKeyboardNotifications()  // in the first transition
            host.registerKeyboardNotifications()
            let first = host.ended
            host.ended = []
            host.unregisterKeyboardNotifications()  // in the second
            for block in first { block(firstStays) }
            #expect(host.isKeyboardRegistered, "first stays: \(firstStays): the second leave is still pending")
            #expect(host.root.frame.minY == -336)
            host.endTransition(screenStays: false)
            #expect(!host.isKeyboardRegistered, "first stays: \(firstStays): the second leave is taken")
            #expect(host.root.frame.minY == 0)
        }
    }

    @Test("A transition whose end never comes does not stop a later unregistration")
    func endThatNeverComes() {
        let host = liftedHost()
        host.unregisterKeyboardNotifications()
        host.inTransition = false  // its completion block is never called
        host.ended = []
        host.unregisterKeyboardNotifications()
        #expect(!host.isKeyboardRegistered)
        #expect(host.root.frame.minY == 0)
    }

    @Test("A host released with a leave pending is released, and its transition's end finds nothing")
    func releasedWithALeavePending() {
        let center = NotificationCenter()
        let monitor = KeyboardMonitor.monitor(for: center)
        center.post(show(336))
        var blocks: [@MainActor (Bool) -> Void] = []
        weak var released: TransitioningHost?
        do {
            let host = TransitioningHost(center: center)
            host.inTransition = true
            host.registerKeyboardNotifications()
            host.unregisterKeyboardNotifications()
            blocks = host.ended
            host.ended = []
            released = host
        }
        #expect(released == nil)
        for block in blocks { block(false) }
        #expect(monitor.registeredHostCount == 0)
    }

    @Test("Outside a transition, unregistering puts the host back at once")
    func outsideATransitionAtOnce() {
        let host = liftedHost()
        host.endTransition()
        host.unregisterKeyboardNotifications()
        #expect(host.ended.isEmpty)
        #expect(host.root.frame.minY == 0)
        #expect(!host.isKeyboardRegistered)
    }
}
