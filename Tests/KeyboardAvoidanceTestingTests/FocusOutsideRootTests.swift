import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A list screen on the kit's defaults: the full-view shift, and no focused view of its own.
@MainActor
private final class ListScreen: HeadlessViewController, KeyboardCapable {}

/// A form on the kit's defaults with a field near the bottom of its root view.
@MainActor
private final class FormScreen: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "field")

    override func viewDidLoad() {
        field.constraintLayout = { superview in
            let bottom = superview.bounds.height - superview.safeAreaInsets.bottom
            return CGRect(x: 16, y: bottom - 60, width: superview.bounds.width - 32, height: 44)
        }
        view.addSubview(field)
    }
}

/// A field inside `bar`, as a search field sits in a navigation bar or an address field in a bottom bar.
@MainActor
private func field(in bar: HeadlessView) -> HeadlessView {
    let field = HeadlessView(name: "barField")
    field.constraintLayout = { bar in
        CGRect(x: 8, y: bar.bounds.height - 40, width: bar.bounds.width - 16, height: 36)
    }
    bar.addSubview(field)
    bar.layoutIfNeeded()
    return field
}

/// The first responder outside a host's root view (KeyboardFacts §7): lifting the root reveals
/// nothing, so the full-view shift lifts nothing (device review N4).
@MainActor
@Suite struct FocusOutsideRootTests {
    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func aSearchFieldInTheNavigationBarLiftsNoList(device: KeyboardDeviceProfile) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let list = ListScreen(notificationCenter: keyboard.center)
        let navigation = keyboard.present { _ in HeadlessNavigationController(rootViewController: list) }
        list.registerKeyboardNotifications()
        navigation.focus(field(in: navigation.navigationBar))
        keyboard.show()
        #expect(list.view.keyboardTranslation == 0)
        keyboard.hide()
        #expect(list.view.keyboardTranslation == 0)
    }

    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func aFieldInAContainersBottomBarLiftsNoScreen(device: KeyboardDeviceProfile) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let list = ListScreen(notificationCenter: keyboard.center)
        let tabs = keyboard.present { _ in HeadlessTabBarController(viewControllers: [list]) }
        list.registerKeyboardNotifications()
        keyboard.show()
        // The screen's own keyboard first: with no focused view, the shift lifts by the overlap.
        #expect(list.view.keyboardTranslation < 0)
        tabs.focus(field(in: tabs.tabBar))
        #expect(list.view.keyboardTranslation == 0)
    }

    @Test func aFieldInsideTheRootIsStillRevealed() {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .smallPhone)
        let form = FormScreen(notificationCenter: keyboard.center)
        _ = keyboard.present { _ in HeadlessNavigationController(rootViewController: form) }
        form.registerKeyboardNotifications()
        form.focus(form.field)
        keyboard.show()
        #expect(form.view.keyboardTranslation < 0)
        #expect(form.field.frameInScreen.maxY <= keyboard.frame.minY + 0.5)
    }
}
