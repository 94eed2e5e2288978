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

/// The field's bottom edge above the keyboard's top edge, in screen coordinates.
@MainActor
private func isUncovered(_ field: HeadlessView, by keyboard: KeyboardSimulator) -> Bool {
    field.frameInScreen.maxY <= keyboard.frame.minY + 0.5
}

/// Containers write their child's root view `frame` when its place changes, which under the
/// shift's translation puts the translated rectangle there (KeyboardFacts §7, UIView.h:188).
@MainActor
@Suite struct ContainerPlacementTests {
    @Test("A rotation in a navigation controller that writes the frame leaves the field uncovered; the hide restores")
    func rotationInsideANavigationController() {
        let center = NotificationCenter()
        let window = KeyboardDeviceProfile.notchedPhone.makeWindow()
        let keyboard = KeyboardSimulator(center: center, device: .notchedPhone, window: window)
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
        let center = NotificationCenter()
        let device = KeyboardDeviceProfile.iPadLandscape
        let window = device.makeWindow()
        let keyboard = KeyboardSimulator(center: center, device: device, window: window)
        let host = BareShift(notificationCenter: center)
        host.present(in: window)
        host.registerKeyboardNotifications()
        host.focus(host.field)
        keyboard.show()
        let lift = host.view.translation
        #expect(lift < 0 && isUncovered(host.field, by: keyboard))

        let half = CGRect(x: 0, y: 0, width: window.frame.width / 2, height: window.frame.height)
        keyboard.resizeWindow(to: half)
        #expect(host.view.frame == half.offsetBy(dx: 0, dy: lift))
        #expect(isUncovered(host.field, by: keyboard))
        keyboard.hide()
        #expect(host.view.frame == half)
    }
}
