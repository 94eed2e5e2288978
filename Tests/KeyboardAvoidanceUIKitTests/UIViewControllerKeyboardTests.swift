// Tests for Sources/KeyboardAvoidanceUIKit/UIViewController+KeyboardHost.swift,
// +KeyboardAnimatable.swift and +KeyboardStorage.swift: a view controller adopting the kit's protocols, driven by
// notifications as UIKit posts them. On real UIKit and on Linux against the UIKit stand-in.
#if canImport(UIKit) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    /// A screen with a send button at the bottom that follows the keyboard, in a window that fills
    /// its screen.
    @MainActor
    private final class Composer: UIViewController, KeyboardFollowing {
        let keyboardStorage = KeyboardStorage()
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

    /// The full-view shift, the protocol's default strategy, in the classic shape: no stored
    /// `keyboardStorage` (the adapter keeps one with the controller).
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

    /// A docked keyboard of `height` at the bottom of `screen`.
    private func keyboard(_ kind: KeyboardEvent.Kind, height: CGFloat, on screen: CGRect) -> KeyboardEvent {
        KeyboardEvent(
            kind: kind, endFrame: CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height),
            duration: 0)
    }

    @MainActor
    @Suite struct UIViewControllerKeyboardTests {
        @Test func aControllerWithoutAStoredPropertyKeepsOneStorageOfItsOwn() {
            let first = Transfer()
            let second = Transfer()
            #expect(first.keyboardStorage === first.keyboardStorage)
            #expect(first.keyboardStorage !== second.keyboardStorage)
            weak var released: KeyboardStorage?
            do {
                let transient = Transfer()
                released = transient.keyboardStorage
                #expect(released != nil)
            }
            #expect(released == nil, "the storage is released with its controller")
        }

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

        @Test("A controller presenting nothing is not behind a presentation")
        func notBehindAPresentation() {
            #expect(!Transfer().keyboardIsBehindPresentation)
        }
    }
#endif
