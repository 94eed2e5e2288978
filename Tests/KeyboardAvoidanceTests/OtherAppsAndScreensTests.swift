import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for what the monitor makes of another app's keyboard (§2) and of notifications that name
// no screen (§7): what reaches the hooks, and what a full-view shift does with it.

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
private let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
private let parked = CGRect(x: 0, y: 844, width: 390, height: 336)

/// A host with the default approach: its field at the bottom of the screen.
@MainActor
private final class Shifting: TestHostController, KeyboardCapable {}

@MainActor
private func shiftingHost(center: NotificationCenter) -> Shifting {
    let host = Shifting(center: center)
    host.present(in: HeadlessWindow(screen: screen))
    host.registerKeyboardNotifications()
    return host
}

/// A registered recording host in a window of its own, with its center and its window's screen.
@MainActor
private func recordingHostOnItsScreen() -> (RecordingHost, NotificationCenter, HeadlessScreen) {
    let center = NotificationCenter()
    let host = RecordingHost(center: center)
    let window = HeadlessWindow(screen: screen)
    host.present(in: window)
    host.registerKeyboardNotifications()
    return (host, center, window.screen)
}

@MainActor
private func post(
    _ kind: KeyboardEvent.Kind, _ frame: CGRect, isLocal: Bool = true, object: AnyObject? = nil,
    to center: NotificationCenter
) {
    center.post(KeyboardEvent(kind: kind, endFrame: frame, isLocal: isLocal).notification(object: object))
}

@MainActor
@Suite struct OtherAppsAndScreensTests {
    @Test func anotherAppsHidePutsBackAScreenLiftedForThisAppsKeyboard() {
        let center = NotificationCenter()
        let host = shiftingHost(center: center)
        post(.willShow, docked, to: center)
        #expect(host.view.translation < 0)
        // The user moved to another app's field: the keyboard is that app's now, and it dismisses it.
        post(.willHide, parked, isLocal: false, to: center)
        #expect(host.view.translation == 0)
        #expect(!KeyboardMonitor.monitor(for: center).state.isVisible)
    }

    @Test func anotherAppsShowsAndFrameChangesStillMoveNothing() {
        let center = NotificationCenter()
        let host = shiftingHost(center: center)
        post(.willShow, docked, to: center)
        let lifted = host.view.translation
        post(.willChangeFrame, CGRect(x: 0, y: 400, width: 390, height: 444), isLocal: false, to: center)
        post(.willShow, CGRect(x: 0, y: 400, width: 390, height: 444), isLocal: false, to: center)
        #expect(host.view.translation == lifted)
    }

    @Test func aShowWhoseChangeFramePairNamesNoScreenReachesTheHooksOncePerWillKind() {
        let (host, center, device) = recordingHostOnItsScreen()
        func show() {
            post(.willChangeFrame, docked, to: center)
            post(.willShow, docked, object: device, to: center)
            post(.didChangeFrame, docked, to: center)
            post(.didShow, docked, object: device, to: center)
        }
        show()
        #expect(host.events.map(\.kind) == [.willChangeFrame, .willShow])
        #expect(host.events.last?.screen == ObjectIdentifier(device))
        // The same show again (as an iPad window resize posts) is a repeat, which the hooks do not hear.
        show()
        #expect(host.events.count == 2)
        #expect(KeyboardMonitor.monitor(for: center).lastOutcome == .duplicate)
    }

    @Test func aChangeFrameNamingNoScreenIsDeliveredOnTheScreenNamedLast() {
        let (host, center, device) = recordingHostOnItsScreen()
        post(.willShow, docked, object: device, to: center)
        post(.willChangeFrame, CGRect(x: 0, y: 464, width: 390, height: 380), to: center)
        #expect(host.events.map(\.screen) == [ObjectIdentifier(device), ObjectIdentifier(device)])
    }
}
