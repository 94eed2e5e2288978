import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing

@MainActor
@Suite struct KeyboardMonitorTests {
    private let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    private func registered() -> (RecordingHost, KeyboardSimulator, KeyboardMonitor) {
        let center = NotificationCenter()
        let host = RecordingHost(center: center)
        host.present(in: HeadlessWindow(screen: screen))
        host.registerKeyboardNotifications()
        return (host, KeyboardSimulator(center: center, screenBounds: screen), KeyboardMonitor.monitor(for: center))
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

    @Test func anotherAppsKeyboardIsIgnoredUnlessAskedFor() {
        let (host, keyboard, monitor) = registered()
        keyboard.isLocal = false
        keyboard.show(height: 216)
        #expect(host.events.isEmpty)
        monitor.ignoresRemoteKeyboards = false
        keyboard.changeHeight(to: 258)
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
