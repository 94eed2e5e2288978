import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Sources/KeyboardAvoidanceHeadless/HeadlessKeyboardCapableViewController.swift.

// MARK: - Fixtures

private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
private let shown = CGRect(x: 0, y: 553, width: 390, height: 291)
private let parked = CGRect(x: 0, y: 844, width: 390, height: 291)
/// The keyboard with the predictive bar: docked, 45 pt taller.
private let taller = CGRect(x: 0, y: 508, width: 390, height: 336)

/// A screen family's base class: adopts nothing, overrides nothing.
@MainActor
private class FormController: HeadlessKeyboardCapableViewController {
    let field = HeadlessView(frame: CGRect(x: 16, y: 700, width: 358, height: 44), name: "field")

    override func viewDidLoad() { view.addSubview(field) }
}

/// A subclass of the family that customises every hook, calling `super`.
@MainActor
private final class SignUpController: FormController {
    private(set) var calls: [String] = []
    var extraLift: CGFloat = 0

    override func keyboardWillShow(_ event: KeyboardEvent) {
        calls.append("willShow")
        super.keyboardWillShow(event)
    }

    override func keyboardWillHide(_ event: KeyboardEvent) {
        calls.append("willHide")
        super.keyboardWillHide(event)
    }

    override func keyboardWillChangeFrame(_ event: KeyboardEvent) {
        calls.append("willChangeFrame")
        super.keyboardWillChangeFrame(event)
    }

    override func avoidKeyboard(_ transition: KeyboardTransition) {
        calls.append("avoidKeyboard")
        super.avoidKeyboard(transition)
    }

    override func keyboardReadFailed(_ error: KeyboardEventError) { calls.append("readFailed") }

    override func shiftWholeView(by lift: CGFloat, animation: KeyboardAnimation) {
        calls.append("shift \(lift.isFinite ? String(Int(lift)) : "\(lift)")")
        super.shiftWholeView(by: lift > 0 ? lift + extraLift : lift, animation: animation)
    }
}

/// The same screen adopting the protocol directly, with every default: the reference.
@MainActor
private final class DefaultsController: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(frame: CGRect(x: 16, y: 700, width: 358, height: 44), name: "field")

    override func viewDidLoad() { view.addSubview(field) }
}

@MainActor
private func post(_ kind: KeyboardEvent.Kind, _ end: CGRect, on center: NotificationCenter) {
    let begin = kind.isHide ? shown : parked
    center.post(KeyboardEvent(kind: kind, beginFrame: begin, endFrame: end).notification())
}

// MARK: - Tests

@MainActor
@Suite private struct HeadlessKeyboardCapableViewControllerTests {
    @Test("A subclass's overrides of the hooks are what the kit calls, two classes below the adopter")
    func overridesAreCalled() {
        let center = NotificationCenter()
        let controller = SignUpController(notificationCenter: center)
        controller.present(in: HeadlessWindow(screen: screen))
        controller.focus(controller.field)
        controller.registerKeyboardNotifications()
        post(.willShow, shown, on: center)
        post(.willChangeFrame, taller, on: center)
        post(.willHide, parked, on: center)
        #expect(
            controller.calls == [
                "willShow", "avoidKeyboard", "shift 291",
                "willChangeFrame", "avoidKeyboard", "shift 336",
                "willHide", "avoidKeyboard", "shift 0",
            ])
        #expect(controller.view.frame.minY == 0)
    }

    @Test("Left alone, the base class moves the screen exactly as the protocol's defaults do")
    func behavesAsTheDefaults() {
        let center = NotificationCenter()
        let family = FormController(notificationCenter: center)
        let reference = DefaultsController(notificationCenter: center)
        for controller in [family, reference] as [HeadlessViewController] {
            controller.present(in: HeadlessWindow(screen: screen, safeAreaInsets: LayoutInsets(top: 47, bottom: 34)))
        }
        family.focus(family.field)
        reference.focus(reference.field)
        family.registerKeyboardNotifications()
        reference.registerKeyboardNotifications()
        var shifts: [(CGFloat, CGFloat)] = []
        for (kind, end) in [
            (KeyboardEvent.Kind.willShow, shown), (.willChangeFrame, taller),
            (.willHide, parked),
        ] {
            post(kind, end, on: center)
            shifts.append((family.view.frame.minY, reference.view.frame.minY))
        }
        #expect(shifts.map(\.0) == shifts.map(\.1))
        #expect(shifts.map(\.0).contains { $0 < 0 }, "the keyboard covered the field, so the screen moved")
        #expect(family.view.frame.minY == 0)
    }

    @Test("An override that changes the shift is applied, and the hide still restores the view exactly")
    func overrideChangesTheShift() {
        let center = NotificationCenter()
        let controller = SignUpController(notificationCenter: center)
        controller.extraLift = 8
        controller.present(in: HeadlessWindow(screen: screen))
        controller.focus(controller.field)
        controller.registerKeyboardNotifications()
        post(.willShow, shown, on: center)
        #expect(controller.view.frame.minY == -(shown.height + 8))
        post(.willHide, parked, on: center)
        #expect(controller.view.frame.minY == 0)
    }

    @Test("The seed's height-and-duration methods go through the subclass's shift")
    func seedMethodsGoThroughTheOverride() {
        let controller = SignUpController(notificationCenter: NotificationCenter())
        controller.extraLift = 8
        controller.performKeyboardShowFullViewAnimation(withKeyboardHeight: 100, andDuration: 0.25)
        #expect(controller.view.translation == -108)
        controller.performKeyboardHideFullViewAnimation(withDuration: 0.25)
        #expect(controller.view.translation == 0)
        #expect(controller.calls == ["shift 100", "shift 0"])
    }

    @Test("A notification the kit cannot read reaches the subclass's keyboardReadFailed")
    func readFailureReachesTheOverride() {
        let center = NotificationCenter()
        let controller = SignUpController(notificationCenter: center)
        controller.present(in: HeadlessWindow(screen: screen))
        controller.registerKeyboardNotifications()
        center.post(name: KeyboardNotificationName.willShow, object: nil, userInfo: [:])
        #expect(controller.calls == ["readFailed"])
    }
}
