import KeyboardAvoidanceAssertions
import Testing

// A push, a pop and a swipe back with the keyboard up: the leaving screen keeps its layout while it
// slides away and is put back once gone; a swipe let go leaves both screens as they were (§7).

/// Where a screen calls `registerKeyboardNotifications()`; every one unregisters in `viewWillDisappear`.
private enum RegistrationPoint: CaseIterable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
}

/// A full-view-shift screen with a focused field at its bottom, whose root view's translation is
/// recorded at every appearance call.
@MainActor
private final class Screen: HeadlessViewController, KeyboardCapable {
    let point: RegistrationPoint
    let field = HeadlessView(name: "field")
    private(set) var translations: [CGFloat] = []

    init(center: NotificationCenter, point: RegistrationPoint = .viewIsAppearing) {
        self.point = point
        super.init(notificationCenter: center)
    }

    override func viewDidLoad() {
        view.addSubview(field)
        field.constraintLayout = { root in
            CGRect(x: 16, y: root.bounds.height - root.safeAreaInsets.bottom - 60, width: 200, height: 44)
        }
        register(at: .viewDidLoad)
    }
    override func viewWillAppear() { register(at: .viewWillAppear) }
    override func viewIsAppearing() { register(at: .viewIsAppearing) }
    override func viewDidAppear() { register(at: .viewDidAppear) }
    override func viewWillDisappear() {
        unregisterKeyboardNotifications()
        translations.append(view.translation)
    }
    override func viewDidDisappear() { translations.append(view.translation) }

    private func register(at step: RegistrationPoint) {
        if step == point { registerKeyboardNotifications() }
        translations.append(view.translation)
    }
}

/// A stack of `first` then `second`, with `second`'s field editing over the keyboard, on `keyboard`'s device.
@MainActor
private func stack(_ first: Screen, _ second: Screen, on keyboard: KeyboardSimulator) -> HeadlessNavigationController {
    let navigation = HeadlessNavigationController(rootViewController: first)
    navigation.present(in: keyboard.makeWindow())
    navigation.push(second)
    second.focus(second.field)
    keyboard.show()
    return navigation
}

@MainActor
@Suite struct AppearanceTransitionTests {
    @Test("A screen pushed over keeps its layout while the push runs, and is put back once it ends")
    func pushedOverScreenLeavesAtTheEnd() throws {
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            let first = Screen(center: keyboard.center)
            let navigation = HeadlessNavigationController(rootViewController: first)
            navigation.present(in: keyboard.makeWindow())
            first.focus(first.field)
            keyboard.show()
            let lifted = first.view.translation
            #expect(lifted < 0, "\(device): lifted for its field")
            let second = Screen(center: keyboard.center)
            let push = try #require(navigation.beginPush(second))
            #expect(first.view.translation == lifted, "\(device): dropped as the push began")
            #expect(first.isKeyboardRegistered, "\(device): leaves when the push ends")
            push.finish()
            #expect(first.view.translation == 0, "\(device): put back once gone")
            #expect(!first.isKeyboardRegistered)
            #expect(second.isKeyboardRegistered)
        }
    }

    @Test(
        "A swipe back let go leaves both screens as they were, wherever the top one registers",
        arguments: RegistrationPoint.allCases)
    fileprivate func cancelledSwipeChangesNothing(point: RegistrationPoint) throws {
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            let first = Screen(center: keyboard.center)
            let second = Screen(center: keyboard.center, point: point)
            let navigation = stack(first, second, on: keyboard)
            let lifted = second.view.translation
            #expect(lifted < 0, "\(device): lifted for its field")
            let before = second.translations.count
            let swipe = try #require(navigation.beginInteractivePop())
            swipe.cancel()
            let during = second.translations.dropFirst(before)
            #expect(during.allSatisfy { $0 == lifted }, "\(device), \(point): moved during the swipe: \(Array(during))")
            #expect(second.view.translation == lifted, "\(device), \(point)")
            #expect(second.isKeyboardRegistered, "\(device), \(point): stays registered")
            #expect(second.field.frameInScreen.maxY <= keyboard.frame.minY + 0.5, "\(device), \(point): covered")
            #expect(!first.isKeyboardRegistered, "\(device), \(point): the screen below left again")
            #expect(first.view.translation == 0, "\(device), \(point): the screen below is put back")
            keyboard.hide()
            #expect(second.view.translation == 0, "\(device), \(point): the hide restores")
        }
    }

    @Test("A swipe back that completes puts the popped screen back once it is gone")
    func completedSwipePutsThePoppedScreenBack() throws {
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            let first = Screen(center: keyboard.center)
            let second = Screen(center: keyboard.center)
            let navigation = stack(first, second, on: keyboard)
            let lifted = second.view.translation
            let swipe = try #require(navigation.beginInteractivePop())
            #expect(second.view.translation == lifted, "\(device): dropped as the swipe began")
            #expect(first.isKeyboardRegistered, "\(device): the screen below registers as it appears")
            swipe.finish()
            #expect(second.translations.last == lifted, "\(device): put back before it disappeared")
            #expect(second.view.translation == 0, "\(device): put back once gone")
            #expect(!second.isKeyboardRegistered)
            #expect(navigation.topViewController === first)
        }
    }
}
