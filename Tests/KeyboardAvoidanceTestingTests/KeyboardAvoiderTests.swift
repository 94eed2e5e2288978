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

// The host made of parts, as Interface Builder's object makes it: a constraint, a scroll view or
// both, under a controller that adopts nothing.

/// A controller that adopts nothing: a scroll view pinned to the safe area's bottom by a
/// constraint, a field near its end, and an avoider made from whichever parts the test names.
@MainActor
private final class Outlets: HeadlessViewController {
    let scroll = HeadlessScrollView(name: "scroll")
    let field = HeadlessView(name: "field")
    private(set) var constraint: HeadlessLayoutConstraint?
    private(set) var avoider: KeyboardAvoider?
    let connectsScroll: Bool
    let connectsConstraint: Bool

    init(center: NotificationCenter, scroll: Bool, constraint: Bool) {
        (connectsScroll, connectsConstraint) = (scroll, constraint)
        super.init(notificationCenter: center)
    }

    override func viewDidLoad() {
        field.isTextInput = true
        view.addSubview(scroll)
        scroll.addSubview(field)
        let constraint = HeadlessLayoutConstraint { [scroll, view] constant in
            let height = view.bounds.height - view.safeAreaInsets.bottom + constant - scroll.frame.minY
            scroll.frame.size.height = max(0, height)
        }
        self.constraint = constraint
        let avoider = KeyboardAvoider(
            rootView: view, scrollView: connectsScroll ? scroll : nil,
            bottomConstraint: connectsConstraint ? constraint : nil, center: notificationCenter,
            isBehindPresentation: { [weak self] in self?.keyboardIsBehindPresentation ?? false })
        self.avoider = avoider
        avoider.registerKeyboardNotifications()
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        scroll.frame = CGRect(
            x: 0, y: safe.top, width: bounds.width,
            height: max(0, bounds.height - safe.top - safe.bottom + (constraint?.constant ?? 0)))
        scroll.contentSize = CGSize(width: bounds.width, height: 1600)
        field.frame = CGRect(x: 16, y: 1500, width: bounds.width - 32, height: 44)
    }
}

@MainActor
@Suite struct KeyboardAvoiderTests {
    @Test func theConstraintMovesByTheOverlapBeyondTheSafeAreaAndReturns() {
        for device in KeyboardDeviceProfile.testDevices {  // full-screen windows: the overlap is the keyboard's height
            let (screen, keyboard) = device.present({ Outlets(center: $0, scroll: false, constraint: true) })
            keyboard.show()
            let overlap = keyboard.frame.height - device.safeAreaInsets.bottom
            #expect(screen.constraint?.constant == -overlap, "\(device)")
            #expect(screen.scroll.contentInset.bottom == 0, "\(device): no scroll view connected")
            keyboard.hide()
            #expect(screen.constraint?.constant == 0, "\(device)")
        }
    }

    @Test func theScrollViewIsInsetAndTheFocusedInputScrolledIntoView() {
        for device in KeyboardDeviceProfile.catalogue {
            let (screen, keyboard) = device.present(
                { Outlets(center: $0, scroll: true, constraint: false) }, focusing: { $0.field })
            keyboard.show()
            #expect(screen.scroll.contentInset.bottom > 0, "\(device)")
            #expect(screen.field.frameInScreen.maxY <= keyboard.frame.minY + 0.001, "\(device)")
            #expect(screen.constraint?.constant == 0, "\(device): no constraint connected")
        }
    }

    @Test func everyLawHoldsWithBothPartsOnEveryProfile() {
        for device in KeyboardDeviceProfile.catalogue {
            KeyboardLawChecker(device: device) { environment in
                let screen = Outlets(center: environment.center, scroll: true, constraint: true)
                screen.present(in: environment.window)
                screen.focus(screen.field)
                environment.keepAlive(screen)
                guard let avoider = screen.avoider else { fatalError("viewDidLoad makes the avoider") }
                return avoider
            }.check()
        }
    }

    @Test func theLawsCatchAnAvoiderThatIsNotToldOfPresentations() {
        let violations = KeyboardLawChecker(device: .notchedPhone) { environment in
            let screen = Outlets(center: environment.center, scroll: true, constraint: false)
            screen.present(in: environment.window)
            environment.keepAlive(screen)
            guard let avoider = screen.avoider else { fatalError("viewDidLoad makes the avoider") }
            let blind = KeyboardAvoider(rootView: screen.view, scrollView: screen.scroll, center: environment.center)
            avoider.unregisterKeyboardNotifications()
            environment.keepAlive(avoider)
            return blind
        }.violations(of: [.ignoresKeyboardsThatCoverNothing])
        #expect(violations.contains { $0.message.contains("page sheet presented over the host") })
    }

    @Test func withNoPartTheAvoiderMovesNothing() {
        let (screen, keyboard) = KeyboardDeviceProfile.notchedPhone.present(
            { Outlets(center: $0, scroll: false, constraint: false) }, focusing: { $0.field })
        let frame = screen.scroll.frame
        keyboard.show()
        #expect(screen.scroll.frame == frame && screen.scroll.contentInset.bottom == 0)
        #expect(screen.avoider?.keyboardFocusedView === screen.field)
    }
}
