import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// What the app does itself stays the app's (issue 38, item 6): its own translation of the root
// view, a safe area that changes with the keyboard up, and a layout pass that calls the kit.

// MARK: - Fixtures

/// A screen whose app moves its root view 7 pt up itself and calls the kit from every layout pass;
/// a field at the bottom, and, when `follows`, an input bar that follows the keyboard.
@MainActor
private final class NudgedScreen: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "field")
    private(set) var layoutPasses = 0

    override func viewDidLoad() {
        field.isTextInput = true
        view.addSubview(field)
        field.constraintLayout = { superview in
            CGRect(x: 16, y: superview.bounds.height - superview.safeAreaInsets.bottom - 60, width: 200, height: 44)
        }
    }

    override func viewDidLayoutSubviews() {
        layoutPasses += 1
        view.translation = -7  // the app's own
        updateKeyboardAvoidance()
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }
}

/// A form whose container ends at the bottom safe-area edge through a bottom constraint.
@MainActor
private final class PinnedForm: HeadlessViewController, KeyboardConstraintAdjusting {
    let container = HeadlessView(name: "container")
    private(set) lazy var bottom = HeadlessLayoutConstraint(constant: 0, direction: .decreasingRaises) {
        [unowned self] _ in view.setNeedsLayout()
    }
    var keyboardBottomConstraint: any KeyboardLayoutConstraint { bottom }

    override func viewDidLoad() {
        view.addSubview(container)
        container.constraintLayout = { [unowned self] superview in
            let safe = superview.safeAreaInsets
            let bottomEdge = superview.bounds.height - safe.bottom + bottom.constant
            return CGRect(x: 0, y: safe.top, width: superview.bounds.width, height: max(0, bottomEdge - safe.top))
        }
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }
}

// MARK: - Tests

@MainActor
@Suite struct AppOwnLayoutTests {
    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func anAppsOwnTranslationOfItsRootIsLeftAlone(device: KeyboardDeviceProfile) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let screen = NudgedScreen(notificationCenter: keyboard.center)
        screen.present(in: keyboard.makeWindow())
        screen.focus(screen.field)
        #expect(screen.view.translation == -7, "no keyboard: nothing of the kit's")
        keyboard.show()
        #expect(screen.field.frameInScreen.maxY <= keyboard.frame.minY + KeyboardLaw.tolerance)
        keyboard.hide()
        #expect(screen.view.translation == -7, "the hide leaves the app's own")
        #expect(screen.layoutPasses < 20, "a layout pass that calls the kit does not recurse")
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func aSafeAreaThatChangesWithTheKeyboardUpIsHonouredExactlyAfterTheHide(device: KeyboardDeviceProfile) {
        let changed = LayoutInsets(top: 59, bottom: 34)
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let form = PinnedForm(notificationCenter: keyboard.center)
        let window = keyboard.makeWindow()
        form.present(in: window)
        keyboard.show()
        window.transition(screen: device.screenBounds, frame: window.frame, safeAreaInsets: changed)
        keyboard.hide()
        // A twin that never saw a keyboard, in the changed safe area.
        let twin = PinnedForm(notificationCenter: NotificationCenter())
        twin.present(in: HeadlessWindow(screen: device.screenBounds, frame: window.frame, safeAreaInsets: changed))
        #expect(form.container.frame == twin.container.frame)
        #expect(form.bottom.constant == 0)
    }
}
