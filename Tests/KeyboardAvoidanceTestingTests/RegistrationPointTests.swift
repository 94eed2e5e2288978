import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// A screen may register wherever tutorials and apps do, from viewDidLoad to viewDidAppear, and be
// shown over a keyboard that is already up in every way UIKit shows screens: the kit lays it out
// once its root view is laid out in its window (KeyboardFacts §7), with no call of its own.

/// Where a screen calls `registerKeyboardNotifications()`.
private enum RegistrationPoint: String, CaseIterable, Sendable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
}

/// How a screen comes on screen.
private enum Arrival: String, CaseIterable, Sendable {
    case presentedInAWindow, pushed, selectedAsATab, inASheet
}

/// A full-view-shift screen with its field at the bottom, focused from the start, that registers at
/// `point` and has no keyboard code of its own.
@MainActor
private final class RegisteringScreen: HeadlessViewController, KeyboardCapable {
    let point: RegistrationPoint
    /// Whether the screen unregisters in `viewWillDisappear`.
    let unregisters: Bool
    let field = HeadlessView(name: "field")

    init(center: NotificationCenter, point: RegistrationPoint, unregisters: Bool = true) {
        (self.point, self.unregisters) = (point, unregisters)
        super.init(notificationCenter: center)
    }

    override func viewDidLoad() {
        view.addSubview(field)
        field.constraintLayout = { root in
            CGRect(
                x: 16, y: root.bounds.height - root.safeAreaInsets.bottom - 60, width: root.bounds.width - 32,
                height: 44)
        }
        focus(field)
        register(at: .viewDidLoad)
    }
    override func viewWillAppear() { register(at: .viewWillAppear) }
    override func viewIsAppearing() { register(at: .viewIsAppearing) }
    override func viewDidAppear() { register(at: .viewDidAppear) }
    override func viewWillDisappear() { if unregisters { unregisterKeyboardNotifications() } }

    private func register(at step: RegistrationPoint) {
        if step == point { registerKeyboardNotifications() }
    }
}

/// A full-view-shift screen with no field of its own that registers as it appears: a presenter.
@MainActor
private final class Presenter: HeadlessViewController, KeyboardCapable {
    private(set) var translations: [CGFloat] = []
    override func viewIsAppearing() {
        registerKeyboardNotifications()
        translations.append(view.translation)
    }
    override func viewDidAppear() { translations.append(view.translation) }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }
}

/// Shows `screen` in `way` on `keyboard`'s device.
@MainActor
private func show(_ screen: RegisteringScreen, _ way: Arrival, on keyboard: KeyboardSimulator) -> [AnyObject] {
    let center = screen.notificationCenter
    switch way {
    case .presentedInAWindow:
        screen.present(in: keyboard.makeWindow())
        return []
    case .pushed:
        let navigation = HeadlessNavigationController(
            rootViewController: HeadlessViewController(notificationCenter: center))
        navigation.present(in: keyboard.makeWindow())
        navigation.push(screen)
        return [navigation]
    case .selectedAsATab:
        let tabs = HeadlessTabBarController(viewControllers: [
            HeadlessViewController(notificationCenter: center), screen,
        ])
        tabs.present(in: keyboard.makeWindow())
        tabs.selectedIndex = 1
        return [tabs]
    case .inASheet:
        let presenter = HeadlessViewController(notificationCenter: center)
        presenter.present(in: keyboard.makeWindow())
        presenter.present(screen, style: .sheet)
        return [presenter]
    }
}

@MainActor
@Suite struct RegistrationPointTests {
    @Test(
        "A screen registered anywhere from viewDidLoad to viewDidAppear, shown over a keyboard already up, ends uncovered",
        arguments: RegistrationPoint.allCases, Arrival.allCases)
    fileprivate func shownOverAKeyboardAlreadyUp(point: RegistrationPoint, way: Arrival) {
        for device in KeyboardDeviceProfile.catalogue {
            // The monitor heard the show (another screen registered earlier), or meets the keyboard at
            // the first registration, through the window's keyboard layout guide.
            for monitorHeardTheShow in [true, false] {
                let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
                if monitorHeardTheShow { _ = KeyboardMonitor.monitor(for: keyboard.center) }
                keyboard.show()
                let screen = RegisteringScreen(center: keyboard.center, point: point)
                let kept = show(screen, way, on: keyboard)
                if !monitorHeardTheShow {
                    // The window's guide is read only for a text input that is first responder there
                    // (§7), which a field becomes once in its window: it begins editing now.
                    screen.focus(nil)
                    screen.focus(screen.field)
                }
                let field = screen.field.frameInScreen
                #expect(
                    field.maxY <= keyboard.frame.minY + 0.5,
                    "\(device), monitor heard the show: \(monitorHeardTheShow): field \(field), keyboard \(keyboard.frame)"
                )
                keyboard.hide()
                #expect(screen.view.translation == 0, "\(device): the hide restores")
                withExtendedLifetime(kept) {}
            }
        }
    }

    @Test("A presenter that registers again during a full-screen dismissal is not lifted for the leaving keyboard")
    fileprivate func presenterDoesNotBounce() {
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            let presenter = Presenter(notificationCenter: keyboard.center)
            presenter.present(in: keyboard.makeWindow())
            let modal = HeadlessViewController(notificationCenter: keyboard.center)
            let field = HeadlessView(frame: CGRect(x: 16, y: 300, width: 200, height: 44), name: "modalField")
            modal.view.addSubview(field)
            presenter.present(modal, style: .fullScreen)
            modal.focus(field)
            keyboard.show()
            presenter.dismissPresented()  // the modal's field still holds the keyboard as the presenter appears
            keyboard.hide()
            #expect(presenter.translations.suffix(2) == [0, 0], "\(device): \(presenter.translations)")
            #expect(presenter.view.translation == 0)
        }
    }

    @Test("A window's guide that learns the keyboard only at its next layout pass lays the screen out then (§7)")
    fileprivate func guideLearnsTheKeyboardLate() {
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            keyboard.show()
            let window = keyboard.makeWindow()
            window.guideLearnsKeyboardLate = true
            let screen = RegisteringScreen(center: keyboard.center, point: .viewIsAppearing)
            screen.present(in: window)
            screen.focus(nil)
            screen.focus(screen.field)  // in its window now: the guide is read, and shows no keyboard yet
            window.layoutIfNeeded()  // the next pass
            #expect(
                screen.field.frameInScreen.maxY <= keyboard.frame.minY + 0.5,
                "\(device): field \(screen.field.frameInScreen), keyboard \(keyboard.frame)")
            keyboard.hide()
            #expect(screen.view.translation == 0, "\(device): the hide restores")
        }
    }

    @Test("Before any notification, a window with no text input first responder teaches no keyboard (§7)")
    fileprivate func noFirstResponderNoKeyboard() {
        for device in [KeyboardDeviceProfile.notchedPhone, .iPad] {
            // Another app's keyboard, shown with no field of this app editing.
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            keyboard.show()
            let screen = RegisteringScreen(center: keyboard.center, point: .viewIsAppearing)
            screen.present(in: keyboard.makeWindow())
            #expect(screen.view.translation == 0, "\(device): lifted over a keyboard no field of its window asked for")
            screen.focus(nil)
            screen.focus(screen.field)
            #expect(screen.field.frameInScreen.maxY <= keyboard.frame.minY + 0.5, "\(device): the field edits now")
        }
    }

    @Test("iOS 26's phantom guide after a hide lifts no screen that registers then (§7)")
    fileprivate func phantomGuideLiftsNothing() {
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            keyboard.quirks = .phantomGuideAfterHide
            keyboard.show()
            keyboard.hide()  // before any screen listened: the guide stays up
            let screen = RegisteringScreen(center: keyboard.center, point: .viewIsAppearing)
            screen.present(in: keyboard.makeWindow())
            screen.focus(nil)
            #expect(screen.view.translation == 0, "\(device): lifted over the phantom")
            screen.view.window?.layoutIfNeeded()
            #expect(screen.view.translation == 0, "\(device): lifted over the phantom at the next pass")
        }
    }

    @Test(
        "A screen back from a pushed screen or another tab over the keyboard is uncovered: registered as it appears, or once in viewDidLoad",
        arguments: RegistrationPoint.allCases, [true, false])
    fileprivate func backFromAnotherScreen(point: RegistrationPoint, pushed: Bool) {
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            // A screen registered once in viewDidLoad has no appearance to register again in: it stays.
            let screen = RegisteringScreen(center: keyboard.center, point: point, unregisters: point != .viewDidLoad)
            let other = RegisteringScreen(center: keyboard.center, point: .viewIsAppearing)
            // Shown by a navigation controller that pushes the other over it, or a tab controller.
            let navigation = pushed ? HeadlessNavigationController(rootViewController: screen) : nil
            let tabs = pushed ? nil : HeadlessTabBarController(viewControllers: [screen, other])
            navigation?.present(in: keyboard.makeWindow())
            tabs?.present(in: keyboard.makeWindow())
            keyboard.show()
            navigation?.push(other)
            tabs?.selectedIndex = 1
            #expect(other.field.frameInScreen.maxY <= keyboard.frame.minY + 0.5, "\(device): the other screen's field")
            _ = navigation?.popViewController()
            tabs?.selectedIndex = 0
            screen.focus(nil)
            screen.focus(screen.field)
            let field = screen.field.frameInScreen
            #expect(
                field.maxY <= keyboard.frame.minY + 0.5,
                "\(device), \(point): field \(field), keyboard \(keyboard.frame)")
            keyboard.hide()
            #expect(screen.view.translation == 0, "\(device), \(point): the hide restores")
        }
    }

    @Test(
        "A screen registered anywhere from viewDidLoad to viewDidAppear obeys every law",
        arguments: RegistrationPoint.allCases)
    fileprivate func obeysEveryLaw(point: RegistrationPoint) {
        for device in KeyboardDeviceProfile.catalogue {
            let violations = KeyboardLawChecker(device: device) { environment in
                let screen = RegisteringScreen(center: environment.center, point: point)
                screen.present(in: environment.window)
                return screen
            }.violations()
            #expect(violations.isEmpty, "\(violations.map(\.report))")
        }
    }
}
