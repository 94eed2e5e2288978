// Tests for Sources/KeyboardAvoidanceUIKit/UIViewController+KeyboardHost.swift,
// +KeyboardAnimatable.swift and KeyboardCapableViewController.swift: view
// controllers adopting the kit's protocols, driven by notifications as UIKit posts them. Compiled
// against Apple's iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator
// (.github/workflows/apple.yml). A test bundle has no running app, so no view becomes first
// responder: hosts that need a focused view name it.
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    /// A screen with a send button at the bottom that follows the keyboard, in a window that fills
    /// its screen.
    @MainActor
    private final class Composer: UIViewController, KeyboardFollowing {
        let center = NotificationCenter()
        var keyboardNotificationCenter: NotificationCenter { center }
        let send = UIButton(frame: .zero)
        var keyboardFollowingView: any KeyboardLayoutView { send }
        let window = UIWindow(frame: .zero)

        func install() {
            window.frame = window.keyboardScreenBounds
            view.frame = window.bounds
            window.addSubview(view)
            send.frame = CGRect(x: view.bounds.width - 96, y: view.bounds.height - 60, width: 80, height: 44)
            view.addSubview(send)
        }
    }

    /// The full-view shift, the protocol's default approach, in the classic shape: no stored
    /// property.
    @MainActor
    private final class Transfer: UIViewController, KeyboardCapable {
        let center = NotificationCenter()
        var keyboardNotificationCenter: NotificationCenter { center }
        let window = UIWindow(frame: .zero)

        func install() {
            window.frame = window.keyboardScreenBounds
            view.frame = window.bounds
            window.addSubview(view)
        }
    }

    /// A login form whose code field, low on the screen, is named as focused.
    @MainActor
    private final class Login: UIViewController, KeyboardRevealing {
        let center = NotificationCenter()
        var keyboardNotificationCenter: NotificationCenter { center }
        let code = UITextField()
        var keyboardFocusedView: (any KeyboardLayoutView)? { code }
        let window = UIWindow(frame: .zero)

        func install() {
            window.frame = window.keyboardScreenBounds
            view.frame = window.bounds
            window.addSubview(view)
            code.frame = CGRect(x: 16, y: view.bounds.height - 244, width: 300, height: 44)
            view.addSubview(code)
        }
    }

    /// An animator of the conformer's own: it wins over the adapter's default.
    @MainActor
    private final class CountingAnimator: KeyboardAnimator {
        var runs = 0
        func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
            runs += 1
            changes()
        }
    }

    @MainActor
    private final class CustomAnimated: UIViewController, KeyboardCapable {
        let animator = CountingAnimator()
        var keyboardAnimator: any KeyboardAnimator { animator }
    }

    /// A family of screens: the base class adopts the protocol through the kit's base class, a
    /// subclass two levels down customises hooks with `override`.
    private class FamilyBase: KeyboardCapableViewController {
        let center = NotificationCenter()
        override var keyboardNotificationCenter: NotificationCenter { center }
    }

    private final class FamilyMember: FamilyBase {
        var heard: [String] = []
        override func keyboardWillShow(_ event: KeyboardEvent) {
            heard.append("willShow")
            super.keyboardWillShow(event)
        }
        override func avoidKeyboard(_ transition: KeyboardTransition) {
            heard.append("avoid")
            super.avoidKeyboard(transition)
        }
        override func shiftWholeView(by lift: CGFloat, animation: KeyboardAnimation) {
            super.shiftWholeView(by: lift > 0 ? lift + 10 : 0, animation: animation)
        }
    }

    @MainActor private func animator<Host: KeyboardAnimatable>(of host: Host) -> any KeyboardAnimator {
        host.keyboardAnimator
    }

    /// A docked keyboard of `height` at the bottom of `screen`.
    private func keyboard(_ kind: KeyboardEvent.Kind, height: CGFloat, on screen: CGRect) -> KeyboardEvent {
        KeyboardEvent(
            kind: kind, endFrame: CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height),
            duration: 0)
    }

    @MainActor
    @Suite struct UIViewControllerKeyboardTests {
        @Test("The full-view shift is a transform on the root view, removed exactly by the hide")
        func fullViewShift() {
            let transfer = Transfer()
            transfer.install()
            let screen = transfer.view.keyboardScreenBounds
            transfer.registerKeyboardNotifications()
            transfer.center.post(keyboard(.willShow, height: 300, on: screen).notification())
            #expect(transfer.view.transform.ty == -300)
            #expect(transfer.view.frame.minY == screen.minY - 300)
            transfer.view.layoutIfNeeded()
            #expect(transfer.view.transform.ty == -300, "a layout pass keeps the shift")
            transfer.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0).notification())
            #expect(transfer.view.transform == .identity)
            transfer.unregisterKeyboardNotifications()
        }

        @Test("A host registered before its view is in a window is laid out once the view is laid out there")
        func registeredBeforeItsWindow() {
            let transfer = Transfer()
            let window = transfer.window
            window.frame = window.keyboardScreenBounds
            transfer.loadViewIfNeeded()
            transfer.registerKeyboardNotifications()  // as from viewDidLoad or viewWillAppear
            let screen = window.keyboardScreenBounds
            transfer.center.post(keyboard(.willShow, height: 300, on: screen).notification())
            #expect(transfer.view.transform == .identity, "a view in no window is on no screen")
            transfer.view.frame = window.bounds
            window.addSubview(transfer.view)
            window.layoutIfNeeded()
            #expect(transfer.view.transform.ty == -300)
            transfer.unregisterKeyboardNotifications()
            #expect(transfer.view.transform == .identity)
            #expect(transfer.view.subviews.isEmpty, "unregistering removes the layout probe")
        }

        @Test("A notification whose object is not a screen is read as naming none")
        func objectThatIsNotAScreen() {
            let transfer = Transfer()
            transfer.install()
            let screen = transfer.view.keyboardScreenBounds
            transfer.registerKeyboardNotifications()
            transfer.center.post(keyboard(.willShow, height: 300, on: screen).notification(object: NSObject()))
            #expect(transfer.view.transform.ty == -300)
            transfer.unregisterKeyboardNotifications()
            #expect(transfer.view.transform == .identity, "unregistering while up restores")
        }

        @Test("The following view rides on the keyboard by a transform and comes back exactly")
        func follow() {
            let composer = Composer()
            composer.install()
            let screen = composer.view.keyboardScreenBounds
            let resting = composer.send.frame
            composer.registerKeyboardNotifications()
            composer.center.post(keyboard(.willShow, height: 300, on: screen).notification())
            #expect(composer.send.frameInScreen.maxY == screen.maxY - 300)
            #expect(composer.view.transform == .identity, "only the button moves")
            composer.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0).notification())
            #expect(composer.send.frame == resting)
            #expect(composer.send.transform == .identity)
            composer.unregisterKeyboardNotifications()
        }

        @Test("The adapter's defaults hold through the concrete type, an existential and a generic")
        func defaultsThroughEveryCall() {
            let transfer = Transfer()
            #expect(transfer.keyboardFocusedView == nil)
            #expect(!transfer.isViewLoaded, "asking for the focused view does not load the view")
            #expect(transfer.keyboardRootView === transfer.view)
            #expect(transfer.keyboardAnimator === UIViewKeyboardAnimator.shared)
            #expect((transfer as any KeyboardAnimatable).keyboardAnimator === UIViewKeyboardAnimator.shared)
            #expect(animator(of: transfer) === UIViewKeyboardAnimator.shared)
            let custom = CustomAnimated()
            #expect((custom as any KeyboardAnimatable).keyboardAnimator === custom.animator, "the override wins")
            #expect(animator(of: custom) === custom.animator)
        }

        @Test("A controller in the classic shape registers and unregisters with no stored property")
        func classicShape() {
            let transfer = Transfer()
            transfer.registerKeyboardNotifications()
            #expect(transfer.isKeyboardRegistered)
            transfer.unregisterKeyboardNotifications()
            #expect(!transfer.isKeyboardRegistered)
        }

        @Test("A subclass of KeyboardCapableViewController overrides hooks and the shift with `override`")
        func family() {
            let member = FamilyMember()
            let window = UIWindow(frame: .zero)
            window.frame = window.keyboardScreenBounds
            member.view.frame = window.bounds
            window.addSubview(member.view)
            member.registerKeyboardNotifications()
            member.center.post(keyboard(.willShow, height: 300, on: window.bounds).notification())
            #expect(member.heard == ["willShow", "avoid"])
            #expect(member.view.transform.ty == -310, "the overridden shift, 10 pt more")
            member.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0).notification())
            #expect(member.view.transform == .identity)
            member.unregisterKeyboardNotifications()
        }

        @Test("The minimal reveal lifts the view just enough for the focused field and its padding")
        func reveal() {
            let login = Login()
            login.install()
            let screen = login.window.keyboardScreenBounds
            login.registerKeyboardNotifications()
            login.center.post(keyboard(.willShow, height: 336, on: screen).notification())
            let keyboardTop = screen.maxY - 336
            #expect(abs(login.code.frameInScreen.maxY + 16 - keyboardTop) < 0.5)
            login.center.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0).notification())
            #expect(login.view.transform == .identity)
            login.unregisterKeyboardNotifications()
        }

        @Test("A custom animator runs every change of the approaches")
        func customAnimator() {
            let custom = CustomAnimated()
            let window = UIWindow(frame: .zero)
            window.frame = window.keyboardScreenBounds
            custom.view.frame = window.bounds
            window.addSubview(custom.view)
            let center = NotificationCenter.default
            custom.registerKeyboardNotifications()
            center.post(keyboard(.willShow, height: 300, on: window.bounds).notification())
            center.post(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0).notification())
            custom.unregisterKeyboardNotifications()
            #expect(custom.animator.runs == 2)
            #expect(custom.view.transform == .identity)
        }

        @Test("A controller presenting nothing is not behind a presentation")
        func notBehindAPresentation() {
            #expect(!Transfer().keyboardIsBehindPresentation)
        }
    }
#endif
