import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The full-view shift and nothing else: no layout pass of its own calls the kit.
@MainActor
private final class BareShift: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "field")

    override func viewDidLoad() {
        field.constraintLayout = { superview in
            let bounds = superview.bounds
            let bottom = bounds.height - superview.safeAreaInsets.bottom
            return CGRect(x: 16, y: bottom - 60, width: bounds.width - 32, height: 44)
        }
        view.addSubview(field)
    }
}

/// A screen whose content view Auto Layout keeps filling the root view, and a host that shifts
/// that content view (not a controller's root view, so no container writes its frame).
@MainActor
private final class ContentScreen: HeadlessViewController {
    let content = HeadlessView(name: "content")
    let field = HeadlessView(name: "field")

    override func viewDidLoad() {
        content.constraintLayout = { $0.bounds }
        field.constraintLayout = { content in
            CGRect(x: 16, y: content.bounds.height - 100, width: content.bounds.width - 32, height: 44)
        }
        view.addSubview(content)
        content.addSubview(field)
    }
}

@MainActor
private final class ContentShift: KeyboardCapable {
    let keyboardNotificationCenter: NotificationCenter
    let screen: ContentScreen
    var keyboardRootView: any KeyboardLayoutView { screen.content }
    var keyboardFocusedView: (any KeyboardLayoutView)? { screen.field }

    init(_ screen: ContentScreen, center: NotificationCenter) {
        self.screen = screen
        keyboardNotificationCenter = center
    }
}

/// The field's bottom edge above the keyboard's top edge, in screen coordinates.
@MainActor
private func isUncovered(_ field: HeadlessView, by keyboard: KeyboardSimulator) -> Bool {
    field.frameInScreen.maxY <= keyboard.frame.minY + 0.5
}

/// A ``BareShift`` presented on `device`, registered, its field focused, under a shown keyboard.
@MainActor
private func bareShiftWithTheKeyboardUp(
    on device: KeyboardDeviceProfile
) -> (host: BareShift, keyboard: KeyboardSimulator, window: HeadlessWindow) {
    let center = NotificationCenter()
    let keyboard = KeyboardSimulator(center: center, device: device)
    let window = keyboard.makeWindow()
    let host = BareShift(notificationCenter: center)
    host.present(in: window)
    host.registerKeyboardNotifications()
    host.focus(host.field)
    keyboard.show()
    return (host, keyboard, window)
}

/// Containers write their child's root view `frame` when its place changes, which under the
/// shift's translation puts the translated rectangle there (KeyboardFacts §7, UIView.h:188).
@MainActor
@Suite struct ContainerPlacementTests {
    @Test("A rotation in a navigation controller that writes the frame leaves the field uncovered; the hide restores")
    func rotationInsideANavigationController() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
        let window = keyboard.makeWindow()
        let confirm = TransferConfirmViewController(center: center)
        let navigation = HeadlessNavigationController(rootViewController: confirm)
        navigation.present(in: window)
        confirm.focus(confirm.amountField)
        keyboard.show()
        #expect(confirm.view.translation < 0 && isUncovered(confirm.amountField, by: keyboard))

        keyboard.rotate()
        #expect(confirm.view.translation < 0)
        #expect(isUncovered(confirm.amountField, by: keyboard), "the container's write removed the shift")
        keyboard.hide()
        #expect(confirm.view.frame == navigation.view.bounds, "the hide dropped the view by the old shift")
        #expect(confirm.view.translation == 0)

        keyboard.show()
        keyboard.rotate()
        keyboard.hide()
        #expect(confirm.view.frame == navigation.view.bounds)
    }

    @Test("An iPad Split View resize posts only a repeat: a host with no layout pass of its own is laid out for it")
    func splitViewResizeWithTheKeyboardUp() {
        let device = KeyboardDeviceProfile.iPadLandscape
        let (host, keyboard, window) = bareShiftWithTheKeyboardUp(on: device)
        let lift = host.view.translation
        #expect(lift < 0 && isUncovered(host.field, by: keyboard))

        let half = CGRect(x: 0, y: 0, width: window.frame.width / 2, height: window.frame.height)
        keyboard.resizeWindow(to: half)
        #expect(host.view.frame == half.offsetBy(dx: 0, dy: lift))
        #expect(isUncovered(host.field, by: keyboard))
        keyboard.hide()
        #expect(host.view.frame == half)
    }

    @Test("A pass that keeps the shift after the container's write is not taken for another loss")
    func aPassThatHealsTheShiftBeforeTheKitRuns() {
        let device = KeyboardDeviceProfile.iPadLandscape
        let (host, keyboard, window) = bareShiftWithTheKeyboardUp(on: device)
        let lift: CGFloat = host.view.translation
        let half = CGRect(x: 0, y: 0, width: window.frame.width / 2, height: window.frame.height)
        window.transition(screen: window.screenBounds, frame: half, safeAreaInsets: device.safeAreaInsets)
        window.layoutIfNeeded()  // the same place again, through bounds and center: the shift is back
        let shifted = half.offsetBy(dx: 0, dy: lift)
        #expect(host.view.frame == shifted)
        host.updateKeyboardAvoidance(animation: .immediate)
        #expect(host.view.frame == shifted, "shifted twice")
        keyboard.hide()
        #expect(host.view.frame == half)
    }

    @Test("A shifted view that Auto Layout moves keeps one shift through a rotation")
    func aConstrainedRootThroughARotation() {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
        let window = keyboard.makeWindow()
        let screen = ContentScreen(notificationCenter: center)
        screen.present(in: window)
        let host = ContentShift(screen, center: center)
        host.registerKeyboardNotifications()
        keyboard.show()
        keyboard.rotate()
        let content: HeadlessView = screen.content
        #expect(content.layoutFrame == screen.view.bounds)
        #expect(isUncovered(screen.field, by: keyboard))
        let covered: CGFloat = screen.view.bounds.maxY - keyboard.frame.minY
        #expect(content.translation == -covered, "shifted twice")
        keyboard.hide()
        #expect(content.frame == screen.view.bounds)
    }
}
