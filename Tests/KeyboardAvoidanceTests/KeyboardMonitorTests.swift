import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite struct KeyboardMonitorTests {
    private let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    private func registered() -> (RecordingHost, KeyboardSimulator, KeyboardMonitor) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), screenBounds: screen)
        let host = RecordingHost(center: keyboard.center)
        host.present(in: keyboard.makeWindow(safeAreaInsets: .zero))
        host.registerKeyboardNotifications()
        return (host, keyboard, KeyboardMonitor.monitor(for: keyboard.center))
    }

    @Test func aNotificationReadOffTheMainQueueIsHandledThereEvenAfterItsCenterIsReleased() async {
        var center: NotificationCenter? = NotificationCenter()
        weak var released: KeyboardMonitor?
        do {
            let monitor = center.map { KeyboardMonitor.monitor(for: $0) }
            released = monitor
            let post = KeyboardEvent(kind: .willShow, endFrame: CGRect(x: 0, y: 409, width: 375, height: 258))
                .notification()
            // Read on a background thread, handed to the main queue for later.
            DispatchQueue.global().sync { center?.post(post) }
        }
        center = nil
        #expect(released?.state.isVisible == false, "the handed-over notification waits for the main queue")
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(released == nil, "once handled, nothing keeps the monitor of a released center")
    }

    @Test func eachCenterHasItsOwnMonitorAndTheSameCenterTheSameOne() {
        let first = NotificationCenter()
        let second = NotificationCenter()
        #expect(KeyboardMonitor.monitor(for: first) === KeyboardMonitor.monitor(for: first))
        #expect(KeyboardMonitor.monitor(for: first) !== KeyboardMonitor.monitor(for: second))
    }

    @Test func aShowReachesTheHooksOncePerKindAndDidNotificationsOnlyConfirm() {
        let (host, keyboard, _) = registered()
        keyboard.show(height: 258)
        #expect(host.events.map(\.kind) == [.willChangeFrame, .willShow])
        keyboard.hide()
        #expect(host.events.map(\.kind) == [.willChangeFrame, .willShow, .willChangeFrame, .willHide])
    }

    @Test func aDidNotificationWithANewFrameStandsInForTheMissingWill() {
        let (host, keyboard, monitor) = registered()
        let frame = keyboard.dockedFrame(height: 216)
        keyboard.post(
            KeyboardEvent(kind: .didChangeFrame, beginFrame: frame, endFrame: frame, duration: 0, curve: .easeInOut))
        #expect(host.events.map(\.kind) == [.didChangeFrame])
        #expect(monitor.state.isVisible)
    }

    @Test func unreadableNotificationsReachTheFailureHookAndTheNextOneStillWorks() {
        let (host, keyboard, monitor) = registered()
        keyboard.center.post(name: KeyboardNotificationName.willShow, object: nil, userInfo: nil)
        #expect(host.errors == [.missingUserInfo(kind: .willShow)])
        #expect(monitor.lastError == .missingUserInfo(kind: .willShow))
        keyboard.show(height: 216)
        #expect(host.events.map(\.kind) == [.willChangeFrame, .willShow])
    }

    @Test func aTrackedFrameReachesHostsAsAnInteractiveChangeWithNoAnimation() throws {
        let (host, keyboard, monitor) = registered()
        keyboard.show(height: 216)
        let docked = keyboard.frame
        let dragged = docked.offsetBy(dx: 0, dy: 100)
        monitor.trackKeyboardFrame(dragged)
        let event = try #require(host.events.last)
        #expect(host.events.count == 3)
        #expect(event.kind == .willChangeFrame && event.isInteractive)
        #expect(event.endFrame == dragged && event.beginFrame == docked && event.duration == 0)
        #expect(monitor.state.frame == dragged && monitor.state.isVisible)
        monitor.trackKeyboardFrame(dragged)
        #expect(host.events.count == 3, "a repeat of the same tracked frame is dropped")
    }

    @Test func theReleaseAfterTrackedFramesIsHandledAsUsual() {
        let (host, keyboard, monitor) = registered()
        keyboard.show(height: 216)
        let docked = keyboard.frame
        monitor.trackKeyboardFrame(docked.offsetBy(dx: 0, dy: 150))
        keyboard.show(frame: docked)  // springs back
        #expect(monitor.state.frame == docked && host.events.last?.endFrame == docked)
        #expect(host.events.last?.isInteractive == false)
        monitor.trackKeyboardFrame(docked.offsetBy(dx: 0, dy: 200))
        keyboard.hide()
        #expect(!monitor.state.isVisible)
        #expect(host.events.last?.kind == .willHide)
    }

    @Test func aTrackedFrameIsIgnoredWhileTheKeyboardIsHiddenOrWhenItIsNotFinite() {
        let (host, keyboard, monitor) = registered()
        monitor.trackKeyboardFrame(CGRect(x: 0, y: 500, width: 375, height: 216))
        #expect(host.events.isEmpty && !monitor.state.isVisible)
        keyboard.show(height: 216)
        monitor.trackKeyboardFrame(CGRect(x: 0, y: CGFloat.infinity, width: 375, height: 216))
        #expect(host.events.count == 2)
    }

    @Test func anotherAppsKeyboardIsIgnoredUnlessAskedFor() {
        let (host, keyboard, monitor) = registered()
        keyboard.isLocal = false
        keyboard.show(height: 216)
        #expect(host.events.isEmpty)
        monitor.ignoresRemoteKeyboards = false
        keyboard.show(height: 258)
        #expect(host.events.map(\.kind) == [.willChangeFrame, .willShow])
        monitor.ignoresRemoteKeyboards = true
    }

    @Test func duplicatePostsAreDroppedAndLyingHideFramesStillHide() {
        let (host, keyboard, monitor) = registered()
        keyboard.show(height: 216)
        let willShow = keyboard.posted[1]
        keyboard.post(willShow)
        keyboard.post(willShow)
        #expect(host.events.count == 2)
        // iOS 26 reports a 44 pt end frame at the bottom edge on hide.
        let lying = CGRect(x: 0, y: 623, width: 375, height: 44)
        keyboard.post(KeyboardEvent(kind: .willHide, beginFrame: willShow.endFrame, endFrame: lying))
        #expect(!monitor.state.isVisible)
        #expect(host.events.last?.kind == .willHide)
    }

    @Test func registeredHostCountCountsOnlyLiveHosts() {
        let center = NotificationCenter()
        let monitor = KeyboardMonitor.monitor(for: center)
        let kept = RecordingHost(center: center)
        kept.registerKeyboardNotifications()
        do {
            let dropped = RecordingHost(center: center)
            dropped.registerKeyboardNotifications()
            #expect(monitor.registeredHostCount == 2)
        }
        #expect(monitor.registeredHostCount == 1)
        kept.unregisterKeyboardNotifications()
        #expect(monitor.registeredHostCount == 0)
    }
}
