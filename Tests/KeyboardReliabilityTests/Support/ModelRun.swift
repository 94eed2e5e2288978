import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceLaws
import KeyboardAvoidanceTesting
import KeyboardSamples

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A broken invariant: which, after which step, and what was seen.
struct ModelViolation: Sendable, Equatable, CustomStringConvertible {
    /// The invariant's name, such as `zeroDrift`.
    var invariant: String
    /// The index of the step after which it broke (`-1`: at the start).
    var step: Int
    /// The action of that step.
    var action: String
    /// What was seen.
    var message: String

    var description: String { "\(invariant) after step \(step) (\(action)): \(message)" }
}

/// Runs one ``ModelSession`` on a fresh `NotificationCenter`, simulator, window and controller,
/// checking the invariants after every step.
///
/// Invariants (each evaluation counts as one check):
/// - `finiteLayout`: no frame, inset, offset, constant or published overlap is NaN or infinite,
///   and no size or inset is negative.
/// - `readsCleanly`: the monitor never failed to read a notification the simulator posted.
/// - `registration`: the host is registered exactly when the model says (after presenting or
///   `register`, not after `unregister`), and the center's monitor holds exactly the live
///   registrations (the host's, and the composer's `ObservableKeyboard`).
/// - `stateMatchesKeyboard`: the kit's `KeyboardState` says what the simulator's keyboard really
///   does (hidden, detached or docked, and the docked frame), whatever the quirks posted.
/// - `observableMatchesKeyboard`: the composer's `ObservableKeyboard` publishes where the keyboard
///   is and how much of the message list it covers.
/// - `zeroDrift`: whenever the keyboard covers nothing — hidden (the final hide included),
///   detached — or the host is unregistered, every frame, inset and layout number equals,
///   exactly, that of the same sample freshly presented in a window of the current device.
/// - `focusedFieldVisible`: while the keyboard is docked and the host registered, the focused
///   field is not under the keyboard, not above the window's top safe area, and (inside a scroll
///   view) within the scroll view's visible area — whenever it can fit there.
/// - `pathIndependent`: while the keyboard is docked and the host registered, the layout equals,
///   exactly, that of the same sample freshly presented on the current device with the same
///   field focused, after one clean show of the same keyboard frame: no history — repeated or
///   missing notifications, quirks, rotations, re-registration — leaves a trace.
/// - `followsKeyboard` / `resizedAboveKeyboard`: the send button of the post composer, and the
///   resized table, end at or above the docked keyboard's top edge.
/// - `registerIdempotent` / `unregisterIdempotent`: a second call changes neither the layout
///   nor the registrations.
/// - `releaseLeavesNothing`: a controller released while registered is deallocated with what it
///   owns, and no registration is left in the monitor.
@MainActor
final class ModelRun {
    let session: ModelSession
    private(set) var checks = 0
    /// How many times each invariant was evaluated.
    private(set) var checksByInvariant: [String: Int] = [:]
    private(set) var stepsRun = 0
    private(set) var violation: ModelViolation?

    private let center = NotificationCenter()
    private let keyboard: KeyboardSimulator
    /// The app's window: the one the simulator made last, which it turns when it rotates.
    private var window: HeadlessWindow
    private var instance: SampleInstance?
    /// The focused field's index, `nil` after `.blur`.
    private var focusIndex: Int?
    private var expectRegistered = true
    /// Indices into `keyboard.notifications` posted by the previous step.
    private var lastPosted: Range<Int> = 0..<0
    /// The keyboard as this app's notifications describe it: the simulator's keyboard as of the
    /// last action that posted with `isLocal` not `false` (another app's keyboard is ignored but
    /// for its hide, which ``ModelAction/remoteKeyboard`` ends with and restores `isLocal` after).
    private var believed: (shown: Bool, frame: CGRect)
    /// Whether the simulator posted with `windowSpaceFrames` at some point: the state may hold such a frame.
    private var postedWindowSpace = false
    private var step = -1
    private var action = "start"
    private lazy var monitor = KeyboardMonitor.monitor(for: center)
    /// The host whose hook meddles during deliveries (``ModelAction/duringDelivery(_:)``).
    private lazy var meddler = Meddler(keyboard: keyboard)

    init(_ session: ModelSession) {
        self.session = session
        keyboard = KeyboardSimulator(center: center, device: session.device)
        keyboard.quirks = session.quirks
        postedWindowSpace = session.quirks.contains(.windowSpaceFrames)
        // As iOS 16.1 and later do, the notifications name the screen the keyboard is on.
        keyboard.notificationObject = keyboard.screen
        window = keyboard.makeWindow()
        focusIndex = session.sample.initialField
        believed = (false, keyboard.frame)
    }

    /// Runs every step, stopping at the first violation.
    @discardableResult
    func run() -> ModelViolation? {
        instance = presentNewInstance()
        meddler.registerKeyboardNotifications()
        checkAll()
        for (index, next) in session.actions.enumerated() where violation == nil {
            step = index
            action = next.description
            let before = keyboard.notifications.count
            perform(next)
            lastPosted = before..<keyboard.notifications.count
            if !lastPosted.isEmpty, keyboard.isLocal != false { believed = (keyboard.isShown, keyboard.frame) }
            stepsRun += 1
            if violation == nil { checkAll() }
        }
        // Nothing may outlive the session but what the run holds.
        instance = nil
        return violation
    }

    // MARK: - Actions

    private func presentNewInstance() -> SampleInstance {
        let made = session.sample.make(center: center)
        made.controller.present(in: window)
        made.controller.focus(focusIndex.map { made.fields[$0 % made.fields.count] })
        expectRegistered = true
        return made
    }

    private func perform(_ action: ModelAction) {
        switch action {
        case .show: keyboard.show()
        case .hide: keyboard.hide()
        case .togglePredictiveBar: keyboard.togglePredictiveBar()
        case .emoji: keyboard.switchToEmoji()
        case .standardKeyboard: keyboard.switchToStandardKeyboard()
        case .attachHardwareKeyboard: keyboard.attachHardwareKeyboard()
        case .detachHardwareKeyboard: keyboard.detachHardwareKeyboard()
        case .undock: keyboard.undock()
        case .dock: keyboard.dock()
        case .split: keyboard.split()
        case .float: keyboard.float()
        case .moveFloating(let x, let y): keyboard.moveFloatingKeyboard(to: CGPoint(x: x, y: y))
        case .rotate:
            guard instance != nil else { return }
            // In place, as UIKit rotates: the window turns, its controller is laid out again
            // (no disappear or appear), then the keyboard posts its frame for the new orientation.
            // Another app's keyboard turning with the screen would leave this app believing in a
            // frame of the other orientation, which no device posts: rotation reports this app's.
            if keyboard.isLocal == false { keyboard.isLocal = true }
            keyboard.rotate()
        case .layoutPass:
            window.layoutIfNeeded()
        case .moveFocus(let index):
            guard let instance else { return }
            let field = index % instance.fields.count
            focusIndex = field
            instance.controller.focus(instance.fields[field])
            keyboard.moveFocus()
        case .blur:
            focusIndex = nil
            instance?.controller.focus(nil)
            keyboard.hide()
        case .dragToDismiss(let completes):
            keyboard.dragToDismiss(through: [0.3, 0.6, 0.9], completes: completes)
        case .register: registerTwice()
        case .unregister: unregisterTwice()
        case .releaseAndRecreate:
            releaseInstance()
            if violation == nil {
                window = keyboard.makeWindow()
                instance = presentNewInstance()
            }
        case .reappear:
            guard let instance else { return }
            instance.controller.dismiss()
            instance.controller.present(in: window)
            expectRegistered = true
        case .repost(let count):
            let notifications = keyboard.notifications[lastPosted].suffix(count)
            for notification in notifications { center.post(notification) }
        case .setIsLocal(let flag):
            keyboard.isLocal = flag
        case .remoteKeyboard:
            let previous = keyboard.isLocal
            keyboard.isLocal = false
            keyboard.show()
            keyboard.togglePredictiveBar()
            keyboard.hide()
            keyboard.togglePredictiveBar()
            keyboard.isLocal = previous
        case .movingSheet: presentMovingSheet()
        case .toggleQuirk(let index):
            keyboard.quirks.formSymmetricDifference(KeyboardQuirks.named[index % KeyboardQuirks.named.count].quirk)
            if keyboard.quirks.contains(.windowSpaceFrames) { postedWindowSpace = true }
        case .duringDelivery(let meddling):
            meddle(meddling)
        }
    }

    /// Arms the meddler, starts a delivery, and lets go of a keyboard the meddler dragged.
    private func meddle(_ meddling: ModelAction.Meddling) {
        let keyboard = keyboard
        let host = instance?.host()
        meddler.duringHook = { [weak self] in
            switch meddling {
            case .unregisterSample:
                host?.unregisterKeyboardNotifications()
                if host != nil { self?.expectRegistered = false }
            case .registerSample:
                host?.registerKeyboardNotifications()
                if host != nil { self?.expectRegistered = true }
            case .postChange: keyboard.togglePredictiveBar()
            case .dismissKeyboard: keyboard.hide()
            case .dragHalfway: keyboard.drag(to: 0.5)
            case .presentSheet:
                guard let self, let controller = self.instance?.controller else { return }
                let sheet = HeadlessViewController(notificationCenter: self.center)
                let field = HeadlessView(frame: CGRect(x: 16, y: 60, width: 200, height: 44), name: "sheetField")
                sheet.view.addSubview(field)
                controller.present(sheet)
                sheet.focus(field)
            }
        }
        if keyboard.isShown { keyboard.togglePredictiveBar() } else { keyboard.show() }
        meddler.duringHook = nil
        keyboard.endDrag(completes: false)
        if meddling == .presentSheet, let instance, instance.controller.presentedViewController != nil {
            checkBehindThenDismiss("a sheet", over: instance)
        }
    }

    /// Checks that the sample behind a presentation whose field has the keyboard is laid out as with
    /// none, then dismisses the presentation.
    private func checkBehindThenDismiss(_ presented: String, over instance: SampleInstance) {
        let expected = Self.reference(sample: session.sample, device: keyboard.device)
        let actual = instance.snapshot
        check("behindPresentation", actual == expected) {
            "behind \(presented) whose field has the keyboard, the layout is not the original: "
                + expected.difference(to: actual, names: names)
        }
        instance.controller.dismissPresented()
        // With no field of the sample to give the first responder back to, the keyboard goes.
        if instance.controller.focusedView == nil { keyboard.hide() }
    }

    /// Presents a form sheet UIKit moves over the sample, edits its field while the keyboard shows
    /// and changes, checks that the form is lifted once and its field uncovered, and that the sample
    /// behind it is laid out as with no keyboard, then dismisses it.
    private func presentMovingSheet() {
        guard let instance, instance.controller.presentedViewController == nil else { return }
        let form = MovingSheetForm(notificationCenter: center)
        instance.controller.present(form, style: .keyboardAvoidingFormSheet(CGSize(width: 540, height: 620)))
        guard let sheet = form.window else { return }
        form.focus(form.field)
        if keyboard.isShown { keyboard.moveFocus() } else { keyboard.show() }
        keyboard.togglePredictiveBar()  // a change UIKit moves the sheet for after the kit measured it
        let frame = keyboard.frame
        if keyboard.isLocal != false,
            KeyboardGeometry.attachment(ofKeyboardFrame: frame, screenBounds: keyboard.screenBounds) == .docked
        {
            let field = form.field.frameInScreen
            let lift = -form.view.translation
            let covered = max(0, sheet.frame.maxY - frame.minY)
            // Uncovered, or as high as it goes: at the sheet's top, which it cannot be lifted above.
            check("movingSheetField", field.maxY <= frame.minY + 0.5 || field.minY <= sheet.frame.minY + 0.5) {
                "the moving sheet's field \(PointText.rect(field)) is under the keyboard at \(PointText.rect(frame))"
            }
            check("movingSheetField", lift <= covered + 0.5) {
                "the moving sheet's form rose \(PointText.exact(lift)) pt in a sheet at \(PointText.rect(sheet.frame)), "
                    + "of which the keyboard covers \(PointText.exact(covered)) pt: lifted twice"
            }
        }
        checkBehindThenDismiss("a moving sheet", over: instance)
    }

    /// The sample's registrations: the meddler's own is not counted.
    private var registrations: Int { monitor.registeredHostCount + monitor.observationCount - 1 }

    private func registerTwice() {
        guard let instance, let host = instance.host() else { return }
        host.registerKeyboardNotifications()
        expectRegistered = true
        let once = (instance.snapshot, registrations, host.isKeyboardRegistered)
        host.registerKeyboardNotifications()
        let twice = (instance.snapshot, registrations, host.isKeyboardRegistered)
        check("registerIdempotent", once == twice) {
            "a second registerKeyboardNotifications() changed "
                + (once.0 != twice.0
                    ? once.0.difference(to: twice.0, names: names)
                    : "the registrations \(once.1) → \(twice.1)")
        }
    }

    private func unregisterTwice() {
        guard let instance, let host = instance.host() else { return }
        host.unregisterKeyboardNotifications()
        expectRegistered = false
        let once = (instance.snapshot, registrations, host.isKeyboardRegistered)
        host.unregisterKeyboardNotifications()
        let twice = (instance.snapshot, registrations, host.isKeyboardRegistered)
        check("unregisterIdempotent", once == twice) {
            "a second unregisterKeyboardNotifications() changed "
                + (once.0 != twice.0
                    ? once.0.difference(to: twice.0, names: names)
                    : "the registrations \(once.1) → \(twice.1)")
        }
    }

    /// Drops every reference to the controller (and its window) and checks that it, and what it
    /// owns, is gone, with no registration left.
    private func releaseInstance() {
        var watched: [Weak] = []
        if let instance {
            watched = ([instance.controller, instance.host()] + instance.owned()).compactMap { $0 }.map(Weak.init)
        }
        instance = nil
        window = keyboard.makeWindow()
        let alive = watched.compactMap(\.object).map { String(describing: type(of: $0)) }
        check("releaseLeavesNothing", alive.isEmpty) { "still alive after release: \(alive)" }
        let left = registrations
        check("releaseLeavesNothing", left == 0) { "\(left) registration(s) left after release" }
    }

    // MARK: - Invariants

    private func check(_ invariant: String, _ condition: Bool, _ message: () -> String) {
        checks += 1
        checksByInvariant[invariant, default: 0] += 1
        guard !condition, violation == nil else { return }
        violation = ModelViolation(invariant: invariant, step: step, action: action, message: message())
    }

    private var names: [String] { instance?.controller.view.descendants.map(\.name) ?? [] }

    /// Where this app's keyboard really is (the simulator's truth, not what the quirks posted).
    private var truth: KeyboardAttachment {
        believed.shown
            ? KeyboardGeometry.attachment(ofKeyboardFrame: believed.frame, screenBounds: keyboard.screenBounds)
            : .hidden
    }

    private func checkAll() {
        guard let instance else { return }
        let bad = instance.nonFiniteOrNegative()
        check("finiteLayout", bad == nil) { bad ?? "" }
        check("readsCleanly", monitor.lastError == nil) {
            "the monitor could not read a notification: \(monitor.lastError.map(String.init(describing:)) ?? "")"
        }

        let host = instance.host()
        let registered = host?.isKeyboardRegistered ?? false
        check("registration", registered == expectRegistered) {
            "the host is \(registered ? "" : "not ")registered; the model expects it \(expectRegistered ? "" : "not ")to be"
        }
        let expectedCount = (expectRegistered ? 1 : 0) + instance.otherRegistrations
        let count = registrations
        check("registration", count == expectedCount) {
            "the monitor holds \(count) registrations, expected \(expectedCount)"
        }

        let truth = self.truth
        let state = monitor.state
        // The state keeps frames as posted: a show or hide in the window's coordinates stays in them,
        // and each host reads it for its own window (KeyboardFacts §2).
        var stateFrame = state.frame
        if postedWindowSpace, let origin = keyboard.window?.frame.origin,
            stateFrame == believed.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        {
            stateFrame = believed.frame
        }
        let kitSays =
            state.isVisible
            ? KeyboardGeometry.attachment(ofKeyboardFrame: stateFrame, screenBounds: keyboard.screenBounds) : .hidden
        check("stateMatchesKeyboard", kitSays == truth && (truth != .docked || stateFrame == believed.frame)) {
            "the kit believes the keyboard is \(kitSays) at \(PointText.rect(state.frame)); it is \(truth) at \(PointText.rect(believed.frame))"
        }

        if let observable = instance.observable() {
            let measured = observable.view
            let covered =
                truth == .docked
                ? KeyboardGeometry.overlap(
                    keyboardFrame: believed.frame, screenBounds: keyboard.screenBounds,
                    hostFrame: measured.frameInScreen)
                : 0
            check("observableMatchesKeyboard", observable.attachment == truth && observable.overlap == covered) {
                "the ObservableKeyboard publishes \(observable.attachment), overlap \(PointText.exact(observable.overlap)); "
                    + "the keyboard is \(truth), covering \(PointText.exact(covered)) pt of \(measured.name)"
            }
        }

        if truth != .docked || !registered {
            let expected = Self.reference(sample: session.sample, device: keyboard.device)
            let actual = instance.snapshot
            check("zeroDrift", actual == expected) {
                "with the keyboard \(truth)\(registered ? "" : " and the host unregistered"), the layout is not the "
                    + "original: \(expected.difference(to: actual, names: names))"
            }
            return
        }
        checkDocked(instance)
    }

    /// The invariants that hold while a registered host faces a docked keyboard.
    private func checkDocked(_ instance: SampleInstance) {
        let keyboardRect = believed.frame.intersection(keyboard.screenBounds)
        let keyboardTop = keyboardRect.minY
        let safeTop = window.frameInScreen.minY + window.safeAreaInsets.top

        func sharesColumns(_ rect: CGRect) -> Bool {
            min(rect.maxX, keyboardRect.maxX) - max(rect.minX, keyboardRect.minX) > 0.5
        }

        let expected = Self.twin(
            sample: session.sample, device: keyboard.device, focus: focusIndex, keyboard: believed.frame)
        let actual = instance.snapshot
        check("pathIndependent", actual == expected) {
            "the layout differs from that of a fresh \(session.sample.className) shown the same keyboard "
                + "\(PointText.rect(believed.frame)) once: \(expected.difference(to: actual, names: names))"
        }

        if let field = instance.controller.focusedView {
            let rect = field.frameInScreen
            var top = safeTop
            var bottom = sharesColumns(rect) ? keyboardTop : CGFloat.infinity
            var area =
                "between the window's top safe area at y \(PointText.exact(safeTop)) and the keyboard's top at y \(PointText.exact(keyboardTop))"
            if let scroll = Self.enclosingScrollView(of: field) {
                let frame = scroll.frameInScreen
                let inset = scroll.adjustedContentInset
                top = max(top, frame.minY + inset.top)
                bottom = min(bottom, frame.maxY - inset.bottom)
                area +=
                    ", inside \(scroll.name)'s visible area y \(PointText.exact(frame.minY + inset.top))…\(PointText.exact(frame.maxY - inset.bottom))"
            }
            if rect.height <= bottom - top {
                check("focusedFieldVisible", rect.minY >= top - 0.5 && rect.maxY <= bottom + 0.5) {
                    "the focused field \(field.name) at \(PointText.rect(rect)) is not \(area) (keyboard \(PointText.rect(believed.frame)))"
                }
            }
        }
        if let follower = instance.followingView {
            let rect = follower.frameInScreen
            check("followsKeyboard", !sharesColumns(rect) || rect.maxY <= keyboardTop + 0.5) {
                "\(follower.name) at \(PointText.rect(rect)) ends below the keyboard's top at y \(PointText.exact(keyboardTop))"
            }
        }
        if let resized = instance.resizedView {
            let rect = resized.frameInScreen
            check("resizedAboveKeyboard", !sharesColumns(rect) || rect.maxY <= keyboardTop + 0.5) {
                "\(resized.name) at \(PointText.rect(rect)) ends below the keyboard's top at y \(PointText.exact(keyboardTop))"
            }
        }
    }

    private static func enclosingScrollView(of view: HeadlessView) -> HeadlessScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scroll = candidate as? HeadlessScrollView { return scroll }
            current = candidate.superview
        }
        return nil
    }

    // MARK: - Reference layouts

    private static var twins: [String: ModelSnapshot] = [:]

    /// The layout of `sample` freshly presented in a window of `device`, with field `focus`
    /// focused, after one clean show of a keyboard at `frame` (the simulator's `show(frame:)`,
    /// no quirks): what any history ending with that keyboard must produce.
    static func twin(sample: ModelSample, device: KeyboardDeviceProfile, focus: Int?, keyboard frame: CGRect)
        -> ModelSnapshot
    {
        let key =
            "\(sample.rawValue)|\(device.name)|\(focus ?? -1)|\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)"
        if let known = twins[key] { return known }
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let twin = sample.make(center: keyboard.center)
        twin.controller.present(in: keyboard.makeWindow())
        twin.controller.focus(focus.map { twin.fields[$0 % twin.fields.count] })
        keyboard.show(frame: frame)
        let snapshot = twin.snapshot
        twins[key] = snapshot
        return snapshot
    }

    private static var references: [String: ModelSnapshot] = [:]
    private static let referenceCenter = NotificationCenter()

    /// The layout of `sample` freshly presented in a window of `device`, no keyboard ever shown.
    static func reference(sample: ModelSample, device: KeyboardDeviceProfile) -> ModelSnapshot {
        let key = "\(sample.rawValue)|\(device.name)"
        if let known = references[key] { return known }
        let twin = sample.make(center: referenceCenter)
        twin.controller.present(
            in: HeadlessWindow(
                screen: device.screenBounds, frame: device.windowFrame, safeAreaInsets: device.safeAreaInsets))
        let snapshot = twin.snapshot
        twin.controller.dismiss()
        references[key] = snapshot
        return snapshot
    }
}

/// A registered host in a window of its own on the keyboard's screen, laid out before the sample, that
/// runs `duringHook` in its next hook; it moves nothing itself.
@MainActor
private final class Meddler: KeyboardCapable {
    let center: NotificationCenter
    let window: HeadlessWindow
    var duringHook: (() -> Void)?
    var keyboardRootView: any KeyboardLayoutView { window }
    var keyboardNotificationCenter: NotificationCenter { center }

    init(keyboard: KeyboardSimulator) {
        center = keyboard.center
        let device = keyboard.device
        window = HeadlessWindow(
            on: keyboard.screen, frame: device.windowFrame, safeAreaInsets: device.safeAreaInsets)
    }

    func avoidKeyboard(_ transition: KeyboardTransition) {
        guard let action = duringHook else { return }
        duringHook = nil
        action()
    }
}

/// A weak reference, to watch for deallocation.
@MainActor
private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A moving sheet's form on the kit's defaults, its field near the bottom.
@MainActor
private final class MovingSheetForm: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "movingSheetField")

    override func viewDidLoad() {
        field.constraintLayout = { root in
            CGRect(x: 16, y: root.bounds.height - 80, width: root.bounds.width - 32, height: 44)
        }
        view.addSubview(field)
    }
    override func viewIsAppearing() { registerKeyboardNotifications() }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
