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

// An app's own container (a card, a sidebar) that places a child controller's root view where it
// likes, by constraints or by frame, and moves it while the keyboard is up: the child is shifted
// once (device review V3.1; KeyboardFacts §7).

// MARK: - Fixtures

/// A form whose field sits 16 pt above its root view's bottom, with the kit's full-view shift.
@MainActor
private final class CardForm: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "field")

    override func viewDidLoad() {
        field.isTextInput = true
        view.addSubview(field)
    }

    override func viewDidLayoutSubviews() {
        field.frame = CGRect(x: 16, y: view.bounds.height - 60, width: view.bounds.width - 32, height: 44)
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }
}

/// A container showing its child in a card 16 pt inside its safe area, 120 pt short of its bottom.
///
/// A banner at the top pushes the card down. The card is placed by constraints, or by frame in the
/// container's layout pass when the place changes, as an app's own container does.
@MainActor
private final class CardContainer: HeadlessViewController {
    let child: CardForm
    let byConstraints: Bool
    var banner: CGFloat = 0 { didSet { view.setNeedsLayout() } }
    private var placed: CGRect?

    init(center: NotificationCenter, byConstraints: Bool) {
        child = CardForm(notificationCenter: center)
        self.byConstraints = byConstraints
        super.init(notificationCenter: center)
    }

    override func viewDidLoad() {
        addChild(child)
        view.addSubview(child.view)
        if byConstraints { child.view.constraintLayout = { [unowned self] superview in card(in: superview) } }
        child.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        guard !byConstraints else { return }
        let card = card(in: view)
        if card != placed { child.view.frame = card }
        placed = card
    }

    /// Where the card goes in `superview`.
    func card(in superview: HeadlessView) -> CGRect {
        let safe = superview.safeAreaInsets
        let height = superview.bounds.height - safe.top - safe.bottom - 32 - 120
        return CGRect(x: 16, y: safe.top + 16 + banner, width: superview.bounds.width - 32, height: height)
    }
}

// MARK: - Tests

@MainActor
@Suite struct CustomContainerTests {
    @Test(arguments: KeyboardDeviceProfile.testDevices, [true, false])
    func aChildTheContainerMovesWhileTheKeyboardIsUpIsShiftedOnce(device: KeyboardDeviceProfile, byConstraints: Bool) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let container = CardContainer(center: keyboard.center, byConstraints: byConstraints)
        let window = keyboard.makeWindow()
        container.present(in: window)
        container.child.focus(container.child.field)
        #expect(container.child.isKeyboardRegistered, "the child appeared with its container")
        keyboard.show()
        let top = keyboard.frame.minY
        let field = container.child.field
        // The full-view shift: the card's overlap with the keyboard, at most the field's room below the card's top.
        let expectedMaxY = { (card: CGRect) in
            card.maxY - 16 - min(max(0, card.maxY - top), card.height - 60)
        }
        #expect(abs(field.frameInScreen.maxY - expectedMaxY(container.card(in: container.view))) < 0.001)

        container.banner = 40  // the card moves 40 pt down with the keyboard up
        window.layoutIfNeeded()
        // A move that resizes nothing reaches no layout observer: the kit measures at its next event.
        container.child.updateKeyboardAvoidance()
        let card = container.card(in: container.view)
        #expect(
            abs(field.frameInScreen.maxY - expectedMaxY(card)) < 0.001,
            "the field ends at \(field.frameInScreen.maxY), not shifted once for the keyboard's top at \(top)")

        keyboard.hide()
        #expect(container.child.view.frame == card, "back in its card")
        #expect(container.child.view.translation == 0)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices, [true, false])
    func aChildInAnAppsOwnContainerObeysEveryLaw(device: KeyboardDeviceProfile, byConstraints: Bool) {
        KeyboardLawChecker(device: device) { environment in
            let container = CardContainer(center: environment.center, byConstraints: byConstraints)
            container.present(in: environment.window)
            container.child.focus(container.child.field)
            return container.child
        }.check()
    }
}
