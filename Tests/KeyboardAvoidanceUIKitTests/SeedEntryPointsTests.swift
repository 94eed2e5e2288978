// Tests for Sources/KeyboardAvoidanceUIKit/UIView+BindToKeyboard.swift and
// KeyboardAvoidingObject.swift: the seeds' ways in, with no conformance. Compiled against Apple's
// iOS SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator (.github/workflows/apple.yml).
#if canImport(UIKit) && os(iOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    /// A screen in a window that fills its screen, with a send button at the bottom and a scroll
    /// view above it; it adopts nothing.
    @MainActor
    private final class Plain: UIViewController {
        let window = UIWindow(frame: .zero)
        let send = UIButton(frame: .zero)
        let scroll = UIScrollView(frame: .zero)

        func install() {
            window.frame = window.keyboardScreenBounds
            view.frame = window.bounds
            window.addSubview(view)
            scroll.frame = view.bounds
            scroll.contentInsetAdjustmentBehavior = .never
            send.frame = CGRect(x: view.bounds.width - 96, y: view.bounds.height - 60, width: 80, height: 44)
            view.addSubview(scroll)
            view.addSubview(send)
        }

        /// Posts a docked keyboard of `height` (0: a hide) to `center`.
        func post(height: CGFloat, to center: NotificationCenter) {
            let screen = view.keyboardScreenBounds
            let frame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
            let kind: KeyboardEvent.Kind = height > 0 ? .willShow : .willHide
            center.post(KeyboardEvent(kind: kind, endFrame: frame, duration: 0).notification())
        }
    }

    @MainActor
    @Suite struct SeedEntryPointsTests {
        @Test func aBoundButtonRidesItsGapAboveTheKeyboardAndAnUnbindPutsItBack() {
            let screen = Plain()
            screen.install()
            let center = NotificationCenter()
            screen.send.bindToKeyboard(gap: 8, center: center)
            #expect(screen.send.isBoundToKeyboard)
            screen.post(height: 336, to: center)
            #expect(screen.send.frameInScreen.maxY == screen.view.keyboardScreenBounds.maxY - 336 - 8)
            screen.send.unbindFromKeyboard()
            #expect(!screen.send.isBoundToKeyboard)
            #expect(screen.send.transform == .identity)
        }

        @Test func theStoryboardObjectInsetsItsScrollViewOnceStarted() {
            let screen = Plain()
            screen.install()
            let object = KeyboardAvoidingObject()
            object.scrollView = screen.scroll
            object.start()
            #expect(object.avoider?.isKeyboardRegistered == true)
            screen.post(height: 336, to: .default)
            #expect(screen.scroll.contentInset.bottom > 0)
            object.avoider?.unregisterKeyboardNotifications()
            #expect(screen.scroll.contentInset.bottom == 0)
        }

        @Test func withoutAControllerTheObjectMakesNothing() {
            let object = KeyboardAvoidingObject()
            let scroll = UIScrollView()  // in no controller's view
            object.scrollView = scroll
            object.start()
            #expect(object.avoider == nil)
        }
    }
#endif
