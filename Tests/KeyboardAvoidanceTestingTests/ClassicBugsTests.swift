import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The keyboard bugs that tutorials, answers and issue trackers keep showing, each written as a
// small conformer the way apps write it, and the law of `KeyboardLawChecker` that must catch it.
// A checker that lets one of them pass would let it ship.

// MARK: - The bugs

/// `frame.origin.y -= overlap` on every show and `+=` the hide frame's height on a hide: each
/// repeated show (the predictive bar, a focus move) moves the view again.
@MainActor
private final class SubtractsOnEveryShow: FixtureScreen, KeyboardCapable {
    func keyboardWillShow(_ event: KeyboardEvent) {
        let transition = KeyboardTransition(event: event, screenBounds: view.keyboardScreenBounds)
        view.frame.origin.y -= transition.overlap(withScreenRect: window?.frameInScreen ?? .null)
    }

    func keyboardWillHide(_ event: KeyboardEvent) { view.frame.origin.y += event.endFrame.height }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) {}
}

/// Shifts on a show and never puts the view back.
@MainActor
private final class NeverRestores: FixtureScreen, KeyboardCapable {
    func keyboardWillHide(_ event: KeyboardEvent) {}
}

/// Observes the center itself with a block that captures the screen strongly, to be removed in
/// `deinit`, which therefore never runs.
@MainActor
private final class CapturesItselfStrongly: FixtureScreen, KeyboardCapable {
    private lazy var relay = Relay(center: keyboardNotificationCenter, host: self)
    override func relayout() { relay.update() }
    private var token: (any NSObjectProtocol)?
    private var shows = 0

    func registerKeyboardNotifications() {
        relay.registerKeyboardNotifications()
        guard token == nil else { return }
        token = keyboardNotificationCenter.addObserver(
            forName: KeyboardNotificationName.willShow, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { self.shows += 1 } }
    }

    func unregisterKeyboardNotifications() { relay.unregisterKeyboardNotifications() }
}

/// Reacts to any keyboard on screen by its height, floating or split ones included.
@MainActor
private final class ReactsToFloatingKeyboards: FixtureScreen, KeyboardCapable {
    private var original: CGRect?

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let frame = transition.event.endFrame
        let onScreen = !transition.event.kind.isHide && frame.height > 0 && frame.minY < transition.screenBounds.maxY
        let start = original ?? view.frame
        if onScreen {
            original = start
            view.frame.origin.y = start.minY - min(frame.height, transition.screenBounds.maxY - frame.minY)
        } else {
            view.frame = start
            original = nil
        }
    }
}

/// Saves "the original frame" on every show, so a repeated show saves the shifted frame, shifts
/// from there, and the hide restores the shifted frame.
@MainActor
private final class SavesTheOriginalOnEveryShow: FixtureScreen, KeyboardCapable {
    private var original: CGRect?

    func keyboardWillShow(_ event: KeyboardEvent) {
        original = view.frame
        let transition = KeyboardTransition(event: event, screenBounds: view.keyboardScreenBounds)
        view.frame.origin.y -= transition.overlap(withScreenRect: window?.frameInScreen ?? .null)
    }

    func keyboardWillHide(_ event: KeyboardEvent) {
        if let original { view.frame = original }
        original = nil
    }

    func keyboardWillChangeFrame(_ event: KeyboardEvent) {}
}

/// Treats a keyboard frame that runs on below the screen as no keyboard, so a hardware
/// keyboard's strip covers the field.
@MainActor
private final class IgnoresTheHardwareStrip: FixtureScreen, KeyboardCapable {
    func avoidKeyboard(_ transition: KeyboardTransition) {
        let frame = transition.event.endFrame
        let overlap =
            frame.maxY > transition.screenBounds.maxY + 1
            ? 0 : transition.overlap(withScreenRect: unshiftedRootFrameInScreen)
        shiftWholeView(by: overlap, animation: transition.animation)
    }
}

/// Resizes a content view to `height − keyboard height`.
@MainActor
private final class ResizesByTheKeyboardHeight: FixtureScreen, KeyboardCapable {
    let content = HeadlessView(name: "content")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content)
    }

    override func viewDidLayoutSubviews() {
        content.frame = view.bounds
        super.viewDidLayoutSubviews()
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let docked = transition.attachment == .docked && !transition.event.kind.isHide
        content.frame.size.height = view.bounds.height - (docked ? transition.event.endFrame.height : 0)
    }
}

/// Moves an input bar by `end.y − begin.y` on every notification: begin frames lie (zero-size,
/// the previous keyboard's, a hide's short frame), so the bar drifts.
@MainActor
private final class FollowsByTheBeginEndDelta: FixtureScreen, KeyboardCapable {
    let bar = HeadlessView(name: "inputBar")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
    }

    override func viewDidLayoutSubviews() {
        bar.frame = CGRect(
            x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - 50, width: view.bounds.width, height: 50)
        super.viewDidLayoutSubviews()
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let event = transition.event
        guard let begin = event.beginFrame else { return }
        bar.frame.origin.y += event.endFrame.minY - begin.minY
    }
}

/// Insets a scroll view by the keyboard's raw height.
@MainActor
private final class InsetsByTheRawHeight: FixtureScreen, KeyboardCapable {
    let scroll = HeadlessScrollView(name: "list")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scroll)
    }

    override func viewDidLayoutSubviews() {
        scroll.frame = view.bounds
        super.viewDidLayoutSubviews()
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        let docked = transition.attachment == .docked && !transition.event.kind.isHide
        scroll.contentInset.bottom = docked ? transition.event.endFrame.height : 0
    }
}

/// Lifts a field that constraints position by writing its frame, and never lays it out again:
/// the next layout pass (the user types and the field grows) puts it back under the keyboard.
@MainActor
private final class WritesAConstrainedFrame: FixtureScreen, KeyboardCapable {
    override func viewDidLoad() {
        super.viewDidLoad()
        // field.bottom = safeArea.bottom − 16, leading/trailing 16
        field.constraintLayout = { superview in
            CGRect(
                x: 16, y: superview.bounds.height - superview.safeAreaInsets.bottom - 60,
                width: superview.bounds.width - 32, height: 44)
        }
    }

    /// Knows nothing of layout passes.
    override func relayout() {}

    func avoidKeyboard(_ transition: KeyboardTransition) {
        guard let superview = field.superview, let rule = field.constraintLayout else { return }
        let resting = rule(superview)
        let lift = transition.clearance(forScreenRect: superview.convertToScreen(resting))
        field.frame = resting.offsetBy(dx: 0, dy: -lift)
    }
}

/// A checkout form: the kit's inset scrolls the focused field to just above the keyboard, and the
/// bottom constraint keeps a Pay button on the keyboard too, over the field (the form's inset
/// does not count the button).
@MainActor
private final class PayButtonOverTheField: FixtureScreen, KeyboardInsetAdjusting, KeyboardConstraintAdjusting {
    let form = HeadlessScrollView(name: "form")
    let payButton = HeadlessView(name: "payButton")
    private var lift: CGFloat = 0
    var keyboardScrollView: any KeyboardScrollView { form }
    private(set) lazy var keyboardBottomConstraint: any KeyboardLayoutConstraint = HeadlessLayoutConstraint {
        [weak self] constant in
        self?.lift = -constant
        self?.placeButton()
    }

    override func viewDidLoad() {
        view.addSubview(form)
        view.addSubview(payButton)
        form.addSubview(field)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        form.frame = bounds
        form.contentSize = CGSize(width: bounds.width, height: bounds.height)
        field.frame = CGRect(
            x: 16, y: bounds.height - view.safeAreaInsets.bottom - 200, width: bounds.width - 32, height: 44)
        placeButton()
        relayout()
    }

    private func placeButton() {
        let bounds = view.bounds
        let bottom = bounds.height - view.safeAreaInsets.bottom - 8 - lift
        payButton.frame = CGRect(x: 16, y: bottom - 44, width: bounds.width - 32, height: 44)
    }
}

/// A form in a scroll view above a checkout panel that the bottom constraint keeps on the
/// keyboard: on a short screen the panel leaves the form no room, and the focused field at its
/// top is clipped, though it would fit above the keyboard.
@MainActor
private final class PanelLeavesTheFormNoRoom: FixtureScreen, KeyboardConstraintAdjusting {
    let form = HeadlessScrollView(name: "form")
    let panel = HeadlessView(name: "checkoutPanel")
    private var lift: CGFloat = 0
    private(set) lazy var keyboardBottomConstraint: any KeyboardLayoutConstraint = HeadlessLayoutConstraint {
        [weak self] constant in
        self?.lift = -constant
        self?.place()
    }

    override func viewDidLoad() {
        view.addSubview(form)
        view.addSubview(panel)
        form.addSubview(field)
    }

    override func viewDidLayoutSubviews() {
        place()
        relayout()
    }

    private func place() {
        let bounds = view.bounds
        let bottom = bounds.height - view.safeAreaInsets.bottom - lift
        panel.frame = CGRect(x: 0, y: bottom - 120, width: bounds.width, height: 120)
        let top = view.safeAreaInsets.top
        form.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bottom - 120 - top))
        form.contentSize = CGSize(width: bounds.width, height: 400)
        field.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: 44)
    }
}

/// Measures every keyboard notification itself, right in every other way, but a sheet it
/// presented leaves it registered (UIKit calls no disappear method), so a field focused in the
/// sheet moves this screen behind it.
@MainActor
private final class MovesBehindItsSheet: FixtureScreen, KeyboardCapable {
    private func measure(_ event: KeyboardEvent) {
        let transition = KeyboardTransition(event: event, screenBounds: view.keyboardScreenBounds)
        shiftWholeView(
            by: transition.overlap(withScreenRect: unshiftedRootFrameInScreen), animation: transition.animation)
    }

    func keyboardWillShow(_ event: KeyboardEvent) { measure(event) }
    func keyboardWillHide(_ event: KeyboardEvent) { measure(event) }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) { measure(event) }
}

// MARK: - The catalogue

/// One classic bug, the device it shows on, the law that must catch it, and every law it breaks
/// there.
private struct ClassicBug: CustomTestStringConvertible, Sendable {
    let name: String
    let device: KeyboardDeviceProfile
    let law: KeyboardLaw
    let breaks: Set<KeyboardLaw>
    let violations: @MainActor @Sendable () -> [KeyboardLawViolation]

    init<Host: FixtureScreen & KeyboardCapable>(
        _ name: String, _ type: Host.Type, on device: KeyboardDeviceProfile, caughtBy law: KeyboardLaw,
        alsoBreaks others: Set<KeyboardLaw> = []
    ) {
        self.name = name
        self.device = device
        self.law = law
        breaks = others.union([law])
        violations = {
            KeyboardLawChecker(device: device, presenting: Host.init(center:)) { $0.field }.violations()
        }
    }

    var testDescription: String { name }

    static let all: [ClassicBug] = [
        ClassicBug(
            "shift by the raw keyboard height", RawHeight.self, on: .notchedPhone, caughtBy: .respondsToWhatIsCovered),
        ClassicBug(
            "-= the overlap on every show, += the hide frame's height", SubtractsOnEveryShow.self, on: .notchedPhone,
            caughtBy: .layoutFollowsCurrentKeyboard,
            alsoBreaks: [
                .hideRestoresExactly, .focusedFieldUncovered, .survivesLayoutPasses, .ignoresKeyboardsThatCoverNothing,
            ]),
        ClassicBug(
            "never restores", NeverRestores.self, on: .notchedPhone, caughtBy: .hideRestoresExactly,
            alsoBreaks: [.unregisterSilences]),
        ClassicBug(
            "an observer block that captures self strongly", CapturesItselfStrongly.self, on: .notchedPhone,
            caughtBy: .releaseLeavesNothing),
        ClassicBug(
            "reacts to floating and split keyboards", ReactsToFloatingKeyboards.self, on: .iPadLandscape,
            caughtBy: .ignoresKeyboardsThatCoverNothing,
            alsoBreaks: [.respondsToWhatIsCovered, .transitionsHappenInPlace]),
        ClassicBug(
            "the \"already adjusted\" guard", AlreadyAdjustedGuard.self, on: .notchedPhone,
            caughtBy: .layoutFollowsCurrentKeyboard),
        ClassicBug(
            "saves the original frame on every show (repeated-show drift)", SavesTheOriginalOnEveryShow.self,
            on: .notchedPhone, caughtBy: .hideRestoresExactly,
            alsoBreaks: [
                .layoutFollowsCurrentKeyboard, .focusedFieldUncovered, .survivesLayoutPasses,
                .ignoresKeyboardsThatCoverNothing,
            ]),
        ClassicBug(
            "ignores a hardware keyboard's strip", IgnoresTheHardwareStrip.self, on: .iPadLandscape,
            caughtBy: .focusedFieldUncovered, alsoBreaks: [.respondsToWhatIsCovered]),
        ClassicBug(
            "resizes to height − keyboard height", ResizesByTheKeyboardHeight.self, on: .notchedPhone,
            caughtBy: .respondsToWhatIsCovered, alsoBreaks: [.focusedFieldUncovered]),
        ClassicBug(
            "follows by end.y − begin.y", FollowsByTheBeginEndDelta.self, on: .notchedPhone,
            caughtBy: .hideRestoresExactly,
            alsoBreaks: [
                .registerDelivers, .unregisterSilences, .focusedFieldUncovered, .respondsToWhatIsCovered,
                .transitionsHappenInPlace, .survivesLayoutPasses, .layoutFollowsCurrentKeyboard,
            ]),
        ClassicBug(
            "insets by the raw keyboard height", InsetsByTheRawHeight.self, on: .notchedPhone,
            caughtBy: .respondsToWhatIsCovered, alsoBreaks: [.focusedFieldUncovered]),
        ClassicBug(
            "reacts to another app's keyboard", ReactsToAnotherAppsKeyboard.self, on: .notchedPhone,
            caughtBy: .ignoresKeyboardsThatCoverNothing),
        ClassicBug(
            "puts back a whole frame stored before a rotation", RestoresAWholeFrame.self, on: .notchedPhone,
            caughtBy: .transitionsHappenInPlace),
        ClassicBug(
            "shifts the root view by writing its frame", WritesTheRootFrame.self, on: .notchedPhone,
            caughtBy: .survivesLayoutPasses),
        ClassicBug(
            "writes the frame of a view that constraints position", WritesAConstrainedFrame.self, on: .notchedPhone,
            caughtBy: .survivesLayoutPasses),
        ClassicBug(
            "measures the keyboard itself and moves behind a sheet it presented", MovesBehindItsSheet.self,
            on: .notchedPhone, caughtBy: .ignoresKeyboardsThatCoverNothing),
        ClassicBug(
            "a Pay button on the keyboard over the field the inset scrolled to", PayButtonOverTheField.self,
            on: .notchedPhone,
            caughtBy: .focusedFieldUncovered),
        ClassicBug(
            "a checkout panel on the keyboard that leaves the form no room", PanelLeavesTheFormNoRoom.self,
            on: KeyboardDeviceProfile.smallPhone.landscape, caughtBy: .focusedFieldUncovered),
    ]
}

@MainActor
@Suite struct ClassicBugsTests {
    @Test("The checker catches each classic bug, naming the law it breaks", arguments: ClassicBug.all)
    fileprivate func theCheckerCatches(bug: ClassicBug) {
        let violations = bug.violations()
        #expect(violations.contains { $0.law == bug.law }, "\(bug.name) on \(bug.device): \(violations.map(\.report))")
        #expect(Set(violations.map(\.law)) == bug.breaks, "\(bug.name) on \(bug.device): \(violations.map(\.report))")
        for violation in violations where violation.law == bug.law {
            #expect(
                violation.report.hasPrefix("Keyboard law \(bug.law) broken (\(bug.law.summary)): on \(bug.device), "))
        }
    }

    /// The raw height, floating keyboards, the "already adjusted" guard, another app's keyboard,
    /// a whole frame put back after a rotation, a frame written on a view that constraints
    /// position and a screen moving behind its sheet break none of the
    /// laws that judge the path (register, unregister, release, restore, the focused field): only
    /// the laws that judge the result catch them.
    @Test func someBugsAreCaughtOnlyByTheLawsThatJudgeTheResult() {
        let resultLaws: Set<KeyboardLaw> = [
            .layoutFollowsCurrentKeyboard, .ignoresKeyboardsThatCoverNothing, .respondsToWhatIsCovered,
            .transitionsHappenInPlace, .survivesLayoutPasses,
        ]
        let onlyByResult = ClassicBug.all.filter { $0.breaks.isSubset(of: resultLaws) }.map(\.name)
        #expect(
            onlyByResult == [
                "shift by the raw keyboard height", "reacts to floating and split keyboards",
                "the \"already adjusted\" guard", "reacts to another app's keyboard",
                "puts back a whole frame stored before a rotation", "shifts the root view by writing its frame",
                "writes the frame of a view that constraints position",
                "measures the keyboard itself and moves behind a sheet it presented",
            ])
    }

    @Test func theCatalogueHasAtLeastSixteenBugs() {
        #expect(ClassicBug.all.count >= 16)
        #expect(Set(ClassicBug.all.map(\.name)).count == ClassicBug.all.count)
    }
}
