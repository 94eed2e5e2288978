// Tests for Sources/KeyboardAvoidanceUIKit/KeyboardLawMonitor.swift: the debug law monitor on real
// UIKit views. Compiled against Apple's iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS
// Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    /// A screen with a field near the bottom of a window that fills its screen; its hooks do nothing
    /// when `isBroken`, as an app that overrode them by mistake.
    @MainActor
    private final class FieldScreen: UIViewController, KeyboardCapable {
        let window = UIWindow(frame: .zero)
        let field = UITextField(frame: .zero)
        let center = NotificationCenter()
        var isBroken = false
        var keyboardNotificationCenter: NotificationCenter { center }
        var keyboardFocusedView: (any KeyboardLayoutView)? { field }

        func install() {
            window.frame = window.keyboardScreenBounds
            view.frame = window.bounds
            window.addSubview(view)
            field.frame = CGRect(x: 16, y: view.bounds.height - 100, width: view.bounds.width - 32, height: 44)
            view.addSubview(field)
        }

        func avoidKeyboard(_ transition: KeyboardTransition) {
            if !isBroken { applyKeyboardApproaches(transition) }
        }

        /// Posts a docked keyboard of `height` (0: a hide), the will- then the did-notification.
        func post(height: CGFloat) {
            let screen = view.keyboardScreenBounds
            let frame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
            let kinds: [KeyboardEvent.Kind] = height > 0 ? [.willShow, .didShow] : [.willHide, .didHide]
            for kind in kinds { center.post(KeyboardEvent(kind: kind, endFrame: frame, duration: 0).notification()) }
        }
    }

    @MainActor
    @Suite struct KeyboardLawMonitorTests {
        @Test func aFieldLeftUnderTheKeyboardPrintsItsLawAndTheSessionToReplay() {
            let screen = FieldScreen()
            screen.install()
            screen.isBroken = true
            screen.registerKeyboardNotifications()
            var lines: [String] = []
            let monitor = KeyboardLawMonitor(center: screen.center) { lines.append($0) }
            screen.post(height: 336)
            #expect(lines.count == 2)
            #expect(lines.first?.contains("focusedFieldUncovered") == true)
            #expect(lines.first?.contains("FieldScreen") == true)
            #expect(lines.last?.contains("\"laws\": [\"focusedFieldUncovered\"]") == true)
            monitor.stop()
            screen.unregisterKeyboardNotifications()
        }

        @Test func aScreenThatKeepsTheLawsPrintsNothingAndNothingMoves() {
            let screen = FieldScreen()
            screen.install()
            screen.registerKeyboardNotifications()
            var lines: [String] = []
            let monitor = KeyboardLawMonitor(center: screen.center) { lines.append($0) }
            screen.post(height: 336)
            let lifted = screen.view.frame
            screen.post(height: 0)
            #expect(lines.isEmpty, "\(lines)")
            #expect(lifted.minY < 0, "the kit lifted the screen")
            #expect(screen.view.frame == screen.window.bounds)
            monitor.stop()
            screen.unregisterKeyboardNotifications()
        }
    }
#endif
