import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Screens with one classic keyboard bug each, shared by the law checker's tests (each breaks the
// law named in KeyboardLawCheckerTests' fixture map) and the catalogue of ClassicBugsTests.

/// Turns off the monitor's filter for another app's keyboard and measures every keyboard as its
/// own.
@MainActor
final class ReactsToAnotherAppsKeyboard: FixtureScreen, KeyboardCapable {
    private lazy var relay = Relay(center: keyboardNotificationCenter, host: self)
    override func relayout() { relay.update() }

    func registerKeyboardNotifications() {
        KeyboardMonitor.monitor(for: keyboardNotificationCenter).ignoresRemoteKeyboards = false
        relay.registerKeyboardNotifications()
    }

    func unregisterKeyboardNotifications() { relay.unregisterKeyboardNotifications() }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        var anyKeyboard = transition
        anyKeyboard.ignoresRemoteKeyboards = false
        let overlap = anyKeyboard.overlap(withScreenRect: unshiftedRootFrameInScreen)
        shiftWholeView(by: overlap, animation: transition.animation)
    }
}

/// Stores the root view's whole frame before the shift and puts it back on the hide, even after
/// the window turned: the view comes back at its portrait size in landscape.
@MainActor
final class RestoresAWholeFrame: FixtureScreen, KeyboardCapable {
    private var original: CGRect?

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let start = original ?? view.frame
        let unshifted = view.frameInScreen.offsetBy(dx: 0, dy: start.minY - view.frame.minY)
        let overlap = transition.overlap(withScreenRect: unshifted)
        if overlap > 0 {
            original = start
            view.frame = start.offsetBy(dx: 0, dy: -overlap)
        } else if let original {
            view.frame = original
            self.original = nil
        }
    }
}

/// The "already adjusted" guard: shifts on the first show and ignores every change until a hide.
@MainActor
final class AlreadyAdjustedGuard: FixtureScreen, KeyboardCapable {
    private var adjusted = false

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let overlap = transition.overlap(withScreenRect: unshiftedRootFrameInScreen)
        if overlap <= 0 {
            adjusted = false
            shiftWholeView(by: 0, animation: transition.animation)
        } else if !adjusted {
            adjusted = true
            shiftWholeView(by: overlap, animation: transition.animation)
        }
    }
}

/// Moves the root view by writing its frame, the tutorial's `view.frame.origin.y = −overlap`, and
/// never lays itself out again: the container's next layout pass gives the root view its frame
/// back, and the field is under the keyboard until the next notification.
@MainActor
final class WritesTheRootFrame: FixtureScreen, KeyboardCapable {
    override func relayout() {}

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let root = view
        let unshifted = root.frameInScreen.offsetBy(dx: 0, dy: -root.frame.minY)
        let overlap = transition.overlap(withScreenRect: unshifted)
        keyboardAnimator.animate(transition.animation) { root.frame.origin.y = -overlap }
    }
}

/// Moves the root view up by the keyboard's raw height whenever the keyboard is docked, the
/// tutorial's handler: wrong wherever the keyboard is not wholly on screen (a hardware keyboard's
/// strip) or the host does not reach the screen's bottom (a screen above a tab bar).
@MainActor
final class RawHeight: FixtureScreen, KeyboardCapable {
    func avoidKeyboard(_ transition: KeyboardTransition) {
        let docked = transition.attachment == .docked && !transition.event.kind.isHide
        shiftWholeView(by: docked ? transition.event.endFrame.height : 0, animation: transition.animation)
    }
}
