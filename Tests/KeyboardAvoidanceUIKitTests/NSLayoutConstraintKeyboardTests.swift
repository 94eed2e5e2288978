// Tests for Sources/KeyboardAvoidanceUIKit/NSLayoutConstraint+KeyboardLayoutConstraint.swift
// and the bottom-constraint approach on a real constraint. Compiled against Apple's iOS SDK
// (Scripts/check-apple-sdk.sh) and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    /// A composer whose bar is pinned to the safe area's bottom by `bottom`.
    @MainActor
    private final class Compose: UIViewController, KeyboardConstraintAdjusting {
        let center = NotificationCenter()
        var keyboardNotificationCenter: NotificationCenter { center }
        let bar = UIView()
        var bottom: NSLayoutConstraint?
        var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom ?? NSLayoutConstraint() }
        let window = UIWindow(frame: .zero)

        func install(barFirst: Bool) {
            window.frame = window.keyboardScreenBounds
            view.frame = window.bounds
            window.addSubview(view)
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            let guide = view.safeAreaLayoutGuide
            let bottom =
                barFirst
                ? bar.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
                : guide.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50), bottom,
            ])
            self.bottom = bottom
            view.layoutIfNeeded()
        }
    }

    @MainActor
    @Suite struct NSLayoutConstraintKeyboardTests {
        @Test("The direction is read from the constraint's items")
        func direction() {
            let root = UIView()
            let bar = UIView()
            root.addSubview(bar)
            let guide = root.safeAreaLayoutGuide
            let barFirst = bar.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
            let guideFirst = guide.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
            let superviewFirst = root.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
            #expect(barFirst.keyboardConstraintDirection == .decreasingRaises)
            #expect(guideFirst.keyboardConstraintDirection == .increasingRaises)
            #expect(superviewFirst.keyboardConstraintDirection == .increasingRaises)
        }

        @Test(
            "The constant moves by the overlap beyond the safe area, either way round, and comes back",
            arguments: [true, false])
        func constant(barFirst: Bool) {
            let compose = Compose()
            compose.install(barFirst: barFirst)
            let screen = compose.window.keyboardScreenBounds
            let keyboard = CGRect(x: 0, y: screen.maxY - 336, width: screen.width, height: 336)
            let beyond = 336 - compose.view.safeAreaInsets.bottom
            compose.registerKeyboardNotifications()
            compose.center.post(KeyboardEvent(kind: .willShow, endFrame: keyboard, duration: 0).notification())
            #expect(compose.bottom?.constant == (barFirst ? -beyond : beyond))
            #expect(abs(compose.bar.frameInScreen.maxY - keyboard.minY) < 0.5, "the bar sits on the keyboard")
            compose.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0).notification())
            #expect(compose.bottom?.constant == 0)
            compose.unregisterKeyboardNotifications()
        }
    }
#endif
