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

#if canImport(XCTest)
    import XCTest
#endif

// MARK: - Fixtures: one well-behaved screen, and one screen per law, one bug away from it

/// Obeys every law: the kit's minimal reveal, laid out again when the focus moves.
@MainActor
private final class WellBehaved: FixtureScreen, KeyboardRevealing {
    override func focusDidChange(from previous: HeadlessView?) { updateKeyboardAvoidance() }
}

/// Breaks registerDelivers: its registration does nothing.
@MainActor
private final class NeverRegisters: FixtureScreen, KeyboardCapable {
    func registerKeyboardNotifications() {}
}

/// Breaks unregisterSilences: its unregistration does nothing.
@MainActor
private final class NeverUnregisters: FixtureScreen, KeyboardCapable {
    func unregisterKeyboardNotifications() {}
}

/// Breaks registerIsIdempotent: registrations are counted, so three registrations need three
/// unregistrations.
@MainActor
private final class CountsRegistrations: FixtureScreen, KeyboardCapable {
    private lazy var relay = Relay(center: keyboardNotificationCenter, host: self)
    override func relayout() { relay.update() }
    private var registrations = 0

    func registerKeyboardNotifications() {
        registrations += 1
        if registrations == 1 { relay.registerKeyboardNotifications() }
    }

    func unregisterKeyboardNotifications() {
        guard registrations > 0 else { return }
        registrations -= 1
        if registrations == 0 { relay.unregisterKeyboardNotifications() }
    }
}

/// Breaks unregisterIsIdempotent: unregistering toggles the registration.
@MainActor
private final class TogglesRegistration: FixtureScreen, KeyboardCapable {
    private lazy var relay = Relay(center: keyboardNotificationCenter, host: self)
    override func relayout() { relay.update() }
    func registerKeyboardNotifications() { relay.registerKeyboardNotifications() }

    func unregisterKeyboardNotifications() {
        if relay.isKeyboardRegistered {
            relay.unregisterKeyboardNotifications()
        } else {
            relay.registerKeyboardNotifications()
        }
    }
}

/// Breaks releaseLeavesNothing: an observer block captures the screen strongly and is only
/// removed when the screen goes away — which it never does.
@MainActor
private final class CapturesItself: FixtureScreen, KeyboardCapable {
    private lazy var relay = Relay(center: keyboardNotificationCenter, host: self)
    override func relayout() { relay.update() }
    private var token: (any NSObjectProtocol)?
    var notificationsSeen = 0

    func registerKeyboardNotifications() {
        relay.registerKeyboardNotifications()
        guard token == nil else { return }
        token = keyboardNotificationCenter.addObserver(
            forName: KeyboardNotificationName.willShow, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated { self.notificationsSeen += 1 }
        }
    }

    func unregisterKeyboardNotifications() {
        relay.unregisterKeyboardNotifications()
    }
}

/// Breaks hideRestoresExactly: shifts by what the keyboard covers, but shifts back by the hidden
/// keyboard's height (the classic height-based restore), which drifts when a hide reports a frame
/// of another height.
@MainActor
private final class ShiftsBackByTheHideFrame: FixtureScreen, KeyboardCapable {
    private var shift: CGFloat = 0

    func keyboardWillShow(_ event: KeyboardEvent) {
        let transition = keyboardTransition(for: event)
        let overlap = transition.overlap(withScreenRect: view.frameInScreen.offsetBy(dx: 0, dy: shift))
        view.frame.origin.y += shift - overlap
        shift = overlap
    }

    func keyboardWillHide(_ event: KeyboardEvent) {
        guard shift > 0 else { return }
        shift = 0
        view.frame.origin.y += event.endFrame.height
    }

    func keyboardWillChangeFrame(_ event: KeyboardEvent) {}
}

/// Breaks scrollOffsetsStayInRange: scrolls its form up by the overlap instead of insetting it,
/// past the end of content that only fills the screen.
@MainActor
private final class ScrollsPastTheEnd: FixtureScreen, KeyboardCapable {
    let form = HeadlessScrollView(name: "form")
    private var scrolled: CGFloat = 0

    override func viewDidLoad() {
        view.addSubview(form)
        form.addSubview(field)
    }

    override func viewDidLayoutSubviews() {
        form.frame = view.bounds
        form.contentSize = view.bounds.size
        super.viewDidLayoutSubviews()
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let overlap = transition.overlap(withScreenRect: form.frameInScreen)
        form.contentOffset.y += overlap - scrolled
        scrolled = overlap
    }
}

/// The kit's full-view shift, except that every hide leaves the root view `error` points off
/// where it was: a rounding error below ``KeyboardLaw/tolerance``, or a visible one above it.
@MainActor
private class MissesByAnError: FixtureScreen, KeyboardCapable {
    class var error: CGFloat { 0 }

    func keyboardWillHide(_ event: KeyboardEvent) {
        avoidKeyboard(keyboardTransition(for: event))
        view.frame.origin.y += Self.error
    }
}

@MainActor
private final class MissesByARoundingError: MissesByAnError {
    override class var error: CGFloat { 1e-9 }
}

@MainActor
private final class MissesByATenthOfAPixel: MissesByAnError {
    override class var error: CGFloat { 0.033 }
}

/// Breaks layoutFollowsCurrentKeyboard only: the kit's full-view shift, except that it ignores
/// the frames tracked while a finger drags the keyboard.
@MainActor
private final class IgnoresTrackedFrames: FixtureScreen, KeyboardCapable {
    func keyboardWillChangeFrame(_ event: KeyboardEvent) {
        guard !event.isInteractive else { return }
        avoidKeyboard(keyboardTransition(for: event))
    }
}

/// A screen with a 50 pt bar above the home indicator, which its subclasses make follow the
/// keyboard.
@MainActor
private class BarScreen: FixtureScreen {
    let bar = HeadlessView(name: "bar")

    /// Pinned by constraints, as Auto Layout does it: layout passes keep the follow's translation.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
        bar.constraintLayout = { root in
            let bounds = root.bounds
            return CGRect(x: 0, y: bounds.height - root.safeAreaInsets.bottom - 50, width: bounds.width, height: 50)
        }
    }
}

/// Breaks layoutFollowsCurrentKeyboard while a finger drags the keyboard: the kit's follow,
/// except that the bar stays put for tracked frames.
@MainActor
private final class BarStaysPutWhileDragged: BarScreen, KeyboardFollowing {
    var keyboardFollowingView: any KeyboardLayoutView { bar }

    func keyboardWillChangeFrame(_ event: KeyboardEvent) {
        guard !event.isInteractive else { return }
        avoidKeyboard(keyboardTransition(for: event))
    }
}

/// Obeys the laws with a follow of its own: the bar rides 8 pt above the keyboard.
@MainActor
private final class BarWithAMargin: BarScreen, KeyboardFollowing {
    var keyboardFollowingView: any KeyboardLayoutView { bar }

    func followKeyboard(_ transition: KeyboardTransition) {
        let resting = bar.frameInScreen.offsetBy(dx: 0, dy: -bar.keyboardTranslation)
        bar.keyboardTranslation = -transition.clearance(forScreenRect: resting.offsetBy(dx: 0, dy: 8))
    }
}

/// Breaks focusedFieldUncovered: shifts by half the overlap.
@MainActor
private final class ShiftsHalfway: FixtureScreen, KeyboardCapable {
    func avoidKeyboard(_ transition: KeyboardTransition) {
        let overlap = transition.overlap(withScreenRect: unshiftedRootFrameInScreen)
        shiftWholeView(by: overlap / 2, animation: transition.animation)
    }
}

/// A checker of any fixture type, type-erased.
@MainActor
private struct FixtureChecker {
    let violations: @MainActor ([KeyboardLaw]) -> [KeyboardLawViolation]
    let check: @MainActor ([KeyboardLaw]) -> [KeyboardLawViolation]
    /// `check()` with the reports handed to a closure instead of the test framework.
    let checkRecording: @MainActor ([KeyboardLaw], (String) -> Void) -> [KeyboardLawViolation]

    init<Host: FixtureScreen & KeyboardCapable>(_ type: Host.Type, on device: KeyboardDeviceProfile, focus: Bool = true)
    {
        let checker = KeyboardLawChecker(device: device) { environment in
            let host = Host(center: environment.center)
            host.present(in: environment.window)
            if focus { host.focus(host.field) }
            return host
        }
        violations = { checker.violations(of: $0) }
        check = { checker.check($0) }
        checkRecording = { checker.check($0, record: $1) }
    }

    /// The fixture that breaks `law`.
    static func breaking(_ law: KeyboardLaw, on device: KeyboardDeviceProfile) -> FixtureChecker {
        switch law {
        // Without a focused field: a screen that never moves would also leave it covered.
        case .registerDelivers: FixtureChecker(NeverRegisters.self, on: device, focus: false)
        case .unregisterSilences: FixtureChecker(NeverUnregisters.self, on: device)
        case .registerIsIdempotent: FixtureChecker(CountsRegistrations.self, on: device)
        case .unregisterIsIdempotent: FixtureChecker(TogglesRegistration.self, on: device)
        case .releaseLeavesNothing: FixtureChecker(CapturesItself.self, on: device)
        case .hideRestoresExactly: FixtureChecker(ShiftsBackByTheHideFrame.self, on: device)
        case .scrollOffsetsStayInRange: FixtureChecker(ScrollsPastTheEnd.self, on: device)
        case .focusedFieldUncovered: FixtureChecker(ShiftsHalfway.self, on: device)
        case .layoutFollowsCurrentKeyboard: FixtureChecker(AlreadyAdjustedGuard.self, on: device)
        case .ignoresKeyboardsThatCoverNothing: FixtureChecker(ReactsToAnotherAppsKeyboard.self, on: device)
        case .respondsToWhatIsCovered: FixtureChecker(RawHeight.self, on: device)
        case .transitionsHappenInPlace: FixtureChecker(RestoresAWholeFrame.self, on: device)
        case .survivesLayoutPasses: FixtureChecker(WritesTheRootFrame.self, on: device)
        }
    }
}

private let fixtureDevices = KeyboardDeviceProfile.testDevices

// MARK: - Tests

@MainActor
@Suite struct KeyboardLawCheckerTests {
    @Test(arguments: KeyboardDeviceProfile.catalogue)
    func aWellBehavedScreenObeysEveryLawOnEveryProfile(device: KeyboardDeviceProfile) {
        let violations = FixtureChecker(WellBehaved.self, on: device).violations(KeyboardLaw.allCases)
        #expect(violations.isEmpty, "\(violations.map(\.report))")
    }

    @Test("Each law's fixture is caught by that law and no other", arguments: KeyboardLaw.allCases, fixtureDevices)
    func eachLawCatchesItsFixture(law: KeyboardLaw, device: KeyboardDeviceProfile) {
        let violations = FixtureChecker.breaking(law, on: device).violations(KeyboardLaw.allCases)
        // Shifting back by the hide frame's height also drifts when an iPad keyboard undocks,
        // splits or floats after a show (iOS posts a hide with the detached frame); it and the
        // "already adjusted" guard keep state that a rotation in place makes stale, and a root frame
        // written by hand is given back by the rotation's layout pass. Ignoring frame changes, it
        // also ignores the frames a finger drags the keyboard through. Those laws may break too;
        // no other may.
        var also: Set<KeyboardLaw> = []
        if law == .hideRestoresExactly { also.insert(.layoutFollowsCurrentKeyboard) }
        if law == .hideRestoresExactly || law == .layoutFollowsCurrentKeyboard || law == .survivesLayoutPasses {
            also.insert(.transitionsHappenInPlace)
        }
        if law == .hideRestoresExactly, device.idiom == .pad { also.insert(.ignoresKeyboardsThatCoverNothing) }
        let broken = Set(violations.map(\.law))
        #expect(broken.contains(law) && broken.isSubset(of: Set([law]).union(also)), "\(violations.map(\.report))")
        for violation in violations {
            #expect(violation.message.hasPrefix("on \(device), "))
            let broken = violation.law
            #expect(violation.report.hasPrefix("Keyboard law \(broken) broken (\(broken.summary)): on \(device), "))
        }
    }

    @Test(
        "A host that ignores the frames of a dragged keyboard breaks layoutFollowsCurrentKeyboard",
        arguments: fixtureDevices)
    func ignoringTrackedFramesIsCaught(device: KeyboardDeviceProfile) {
        let violations = FixtureChecker(IgnoresTrackedFrames.self, on: device).violations(KeyboardLaw.allCases)
        #expect(Set(violations.map(\.law)) == [.layoutFollowsCurrentKeyboard], "\(violations.map(\.report))")
        #expect(violations.allSatisfy { $0.message.contains("a finger") })
    }

    @Test(
        "A followed view that stays put while a finger drags the keyboard is caught at every sample",
        arguments: fixtureDevices)
    func followedViewLeftBehindIsCaught(device: KeyboardDeviceProfile) {
        let violations = FixtureChecker(BarStaysPutWhileDragged.self, on: device, focus: false)
            .violations(KeyboardLaw.allCases)
        #expect(Set(violations.map(\.law)) == [.layoutFollowsCurrentKeyboard], "\(violations.map(\.report))")
        let leftBehind = violations.filter { $0.message.contains("the followed view ends at y") }
        #expect(leftBehind.count == 3, "one per sample: \(violations.map(\.report))")
        #expect(leftBehind.allSatisfy { $0.message.contains("on the keyboard's top edge") })
    }

    @Test("A followed view that keeps a margin above the keyboard keeps it while a finger drags it")
    func followedViewWithAMarginObeys() {
        for device in fixtureDevices {
            let violations = FixtureChecker(BarWithAMargin.self, on: device, focus: false)
                .violations([.layoutFollowsCurrentKeyboard, .hideRestoresExactly])
            #expect(violations.isEmpty, "\(violations.map(\.report))")
        }
    }

    @Test("check() records one report per violation, in order, naming the law", arguments: KeyboardLaw.allCases)
    func checkRecordsTheFailure(law: KeyboardLaw) {
        var recorded: [String] = []
        let returned = FixtureChecker.breaking(law, on: .notchedPhone).checkRecording([law]) { recorded.append($0) }
        #expect(!returned.isEmpty)
        #expect(recorded == returned.map(\.report))
        #expect(recorded.allSatisfy { $0.hasPrefix("Keyboard law \(law) broken") })
    }

    @Test func checkingOnlyOtherLawsRecordsNothing() {
        let others = KeyboardLaw.allCases.filter {
            ![.hideRestoresExactly, .transitionsHappenInPlace, .layoutFollowsCurrentKeyboard].contains($0)
        }
        let returned = FixtureChecker.breaking(.hideRestoresExactly, on: .notchedPhone).check(others)
        #expect(returned.isEmpty)
    }

    @Test(arguments: KeyboardLaw.allCases)
    func messagesNameTheSessionAndTheValues(law: KeyboardLaw) throws {
        // iPhone 14: 390×844, keyboards 336 / 291 / 333 pt, field at y 750–794.
        let expected: String =
            switch law {
            case .registerDelivers: "neither a 336 pt nor a 675 pt docked keyboard changed the layout"
            case .unregisterSilences: "unregistering while a 336 pt keyboard was up did not put the layout back"
            case .registerIsIdempotent:
                "one unregisterKeyboardNotifications() did not leave the host as after registering once"
            case .unregisterIsIdempotent: "unregistering 2 times while a 336 pt keyboard was up left a different layout"
            case .releaseLeavesNothing: "the host was still alive after its last reference was dropped"
            case .hideRestoresExactly:
                "with quirks [duplicatePosts, zeroSizeFrames, reduceMotionEndFrameOnHide, "
                    + "didNotificationsWithoutAnimationKeys, repeatedWillShow, zeroDurationFirstShow]: "
                    + "root: frame (0, 0, 390×844) → (0, -262, 390×844)"
            case .scrollOffsetsStayInRange:
                "after UIKeyboardWillShowNotification, root/form#0: content offset (0, 336) is outside (0, 0) … (0, 0)"
            case .focusedFieldUncovered:
                "with the 336 pt keyboard with the predictive bar, the focused field 'field' (16, 582, 358×44) ends at "
                    + "y 626, under the keyboard's top edge at y 508"
            case .layoutFollowsCurrentKeyboard:
                "after a show, then the predictive bar off, the layout under the keyboard at (0, 553, 390×291) is not "
                    + "a fresh host's after one show of that keyboard: root: frame (0, -291, 390×844) → (0, -336, 390×844)"
            case .ignoresKeyboardsThatCoverNothing:
                "after another app's keyboard (isLocal false) shown, then without the predictive bar, which covers "
                    + "nothing, the layout is not as with no keyboard: root: frame (0, 0, 390×844) → (0, -291, 390×844)"
            case .survivesLayoutPasses:
                "with the 336 pt keyboard up, a layout pass of the window (as typing that changes a field's size runs "
                    + "one) changed the layout: root: frame (0, -336, 390×844) → (0, 0, 390×844)"
            case .transitionsHappenInPlace:
                "after rotating to iPhone 14 (landscape) 844×390 with the keyboard up and a hide, the layout is not a "
                    + "host's presented there with no keyboard: root: frame (0, 0, 844×390) → (0, 0, 390×844)"
            case .respondsToWhatIsCovered:
                "in a screen above a 83 pt tab bar (0, 0, 390×761), under the 336 pt keyboard at (0, 508, 390×336), "
                    + "which covers 253 pt of the host (0, 0, 390×761), root rose 336 pt on screen"
            }
        let violations = FixtureChecker.breaking(law, on: .notchedPhone).violations([law])
        let messages = violations.map(\.message)
        #expect(messages.contains { $0.contains(expected) }, "\(messages)")
        #expect(messages.allSatisfy { $0.hasPrefix("on iPhone 14 390×844, ") })
    }

    @Test func shiftingBackByTheHideFrameDriftsOnlyWhenAHideReportsAnotherHeight() {
        let violations = FixtureChecker.breaking(.hideRestoresExactly, on: .notchedPhone).violations([
            .hideRestoresExactly
        ])
        #expect(violations.count == 5, "\(violations)")
        #expect(violations.contains { $0.message.contains("crossFadeEndFrameOnHide") })  // Reduce Motion's empty frame
        #expect(violations.contains { $0.message.contains("attach a hardware keyboard") })
        #expect(violations.contains { $0.message.contains("reduceMotionEndFrameOnHide") })
        #expect(violations.contains { $0.message.contains("shortEndFrameOnHide") })
        #expect(violations.contains { $0.message.contains("infiniteEndFrameOnHide") })
    }

    @Test func detachedIPadKeyboardsAreCheckedOnPadsOnly() {
        let pad = FixtureChecker.breaking(.hideRestoresExactly, on: .iPadLandscape).violations([.hideRestoresExactly])
        #expect(pad.contains { $0.message.contains("undock, dock, split, float") })
        let phone = FixtureChecker.breaking(.hideRestoresExactly, on: .smallPhone).violations([.hideRestoresExactly])
        #expect(!phone.contains { $0.message.contains("undock") })
    }

    @Test func keptObjectsLiveWithTheHostAndAreReleasedWithIt() {
        weak var owner: HeadlessView?
        let checker = KeyboardLawChecker(device: .notchedPhone) { environment in
            let screen = WellBehaved(center: environment.center)
            screen.present(in: environment.window)
            let kept = HeadlessView(name: "owner")
            environment.keepAlive(kept)
            owner = kept
            return screen
        }
        #expect(checker.violations(of: [.releaseLeavesNothing]).isEmpty)
        #expect(owner == nil)
    }

    @Test func layoutsWithinTheToleranceAreEqualAndATenthOfAPixelIsNot() {
        #expect(KeyboardLaw.tolerance == 0.001)
        let rounding = FixtureChecker(MissesByARoundingError.self, on: .notchedPhone).violations([.hideRestoresExactly])
        #expect(rounding.isEmpty, "\(rounding)")
        let visible = FixtureChecker(MissesByATenthOfAPixel.self, on: .notchedPhone).violations([.hideRestoresExactly])
        #expect(!visible.isEmpty)
    }

    @Test func aHostThatIsItselfASheetIsCheckedUnderASheetOfItsOwn() {
        // The law's sheet goes over the topmost controller: over the checkout here, not the cart,
        // which is already presenting and would present nothing.
        let checker = KeyboardLawChecker(device: .notchedPhone) { environment in
            let cart = HeadlessViewController(notificationCenter: environment.center)
            cart.present(in: environment.window)
            let checkout = WellBehaved(center: environment.center)
            cart.present(checkout, style: .sheet)
            checkout.focus(checkout.field)
            environment.keepAlive(cart)
            return checkout
        }
        let violations = checker.violations(of: [.ignoresKeyboardsThatCoverNothing])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aHostOnAnotherCenterIsToldSoOnce() {
        let checker = KeyboardLawChecker(device: .notchedPhone) { environment in
            let screen = WellBehaved(center: .default)
            screen.present(in: environment.window)
            return screen
        }
        let violations = checker.violations()
        #expect(violations.count == 1)
        #expect(violations.first?.law == .registerDelivers)
        #expect(
            violations.first?.message.contains(
                "the host listens to NotificationCenter.default, not to environment.center") == true,
            "\(violations)")
        #expect(checker.violations(of: []).isEmpty)
    }

    @Test func everyLawHasASummary() {
        let summaries = KeyboardLaw.allCases.map(\.summary)
        #expect(Set(summaries).count == KeyboardLaw.allCases.count)
        #expect(KeyboardLaw.registerDelivers.description == "registerDelivers")
        let violation = KeyboardLawViolation(law: .registerDelivers, message: "on X, nothing moved")
        #expect(violation.description == "registerDelivers: on X, nothing moved")
    }
}

// MARK: - The XCTest path

#if canImport(XCTest)
    /// Runs the checker where `Test.current` is nil: failures go to XCTest.
    ///
    /// Failures raised by the checker are captured instead of failing this test, then compared.
    final class KeyboardLawCheckerXCTests: XCTestCase {
        private var captured: [String] = []
        private var capturing = false

        #if canImport(Darwin)
            override func record(_ issue: XCTIssue) {
                if capturing { captured.append(issue.compactDescription) } else { super.record(issue) }
            }
        #else
            override func recordFailure(
                withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
            ) {
                if capturing {
                    captured.append(description)
                } else {
                    super.recordFailure(
                        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
                }
            }
        #endif

        func testCheckReportsAViolationThroughXCTFail() {
            capturing = true
            let returned = MainActor.assumeIsolated {
                FixtureChecker.breaking(.focusedFieldUncovered, on: .notchedPhone).check([.focusedFieldUncovered])
            }
            capturing = false
            XCTAssertFalse(returned.isEmpty)
            XCTAssertEqual(captured.count, returned.count)
            XCTAssertTrue(
                captured.allSatisfy { $0.contains("Keyboard law focusedFieldUncovered broken") }, "\(captured)")
        }

        func testCheckRecordsNothingForAWellBehavedScreen() {
            let returned = MainActor.assumeIsolated {
                FixtureChecker(WellBehaved.self, on: .iPadSlideOver).check(KeyboardLaw.allCases)
            }
            XCTAssertTrue(returned.isEmpty, "\(returned)")
        }
    }
#endif
