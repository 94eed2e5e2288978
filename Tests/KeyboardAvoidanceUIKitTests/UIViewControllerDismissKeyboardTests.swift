// Tests for Sources/KeyboardAvoidanceUIKit/UIViewController+DismissKeyboard.swift. Compiled against
// Apple's iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    @MainActor
    private final class Form: UIViewController, KeyboardCapable {
        let center = NotificationCenter()
        var keyboardNotificationCenter: NotificationCenter { center }
    }

    /// Whether a dismissal returned.
    @MainActor
    private final class Returned {
        var value = false
    }

    @MainActor
    @Suite struct UIViewControllerDismissKeyboardTests {
        @Test func dismissingWithNoKeyboardReturnsAtOnce() async {
            await Form().dismissKeyboard()
        }

        @Test func dismissingReturnsOnceTheHideHasFinished() async {
            let form = Form()
            let monitor = KeyboardMonitor.monitor(for: form.center)  // hears the show
            let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
            let up = CGRect(x: 0, y: 508, width: 390, height: 336)
            form.center.post(KeyboardEvent(kind: .willShow, endFrame: up, duration: 0).notification())
            #expect(monitor.state.isVisible)
            let dismissed = Returned()
            let dismissal = Task { @MainActor in
                await form.dismissKeyboard()
                dismissed.value = true
            }
            await Task.yield()
            let below = up.offsetBy(dx: 0, dy: screen.height - up.minY)
            form.center.post(KeyboardEvent(kind: .willHide, endFrame: below, duration: 0).notification())
            form.center.post(KeyboardEvent(kind: .didHide, endFrame: below, duration: 0).notification())
            for _ in 0..<100 where !dismissed.value { await Task.yield() }
            #expect(dismissed.value && !monitor.state.isVisible)
            dismissal.cancel()  // a dismissal that did not return fails the test instead of hanging it
        }
    }
#endif
