public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a ``KeyboardLawChecker`` hands to the factory of the host under test.
///
/// ```swift
/// KeyboardLawChecker(device: .iPad) { environment in
///     let screen = SettingsViewController(center: environment.center)
///     screen.present(in: environment.window)
///     return screen
/// }
/// ```
@MainActor
public struct KeyboardLawEnvironment {
    /// A fresh notification center: the host must listen to it (its
    /// `keyboardNotificationCenter`).
    public let center: NotificationCenter
    /// A fresh window of the device: present the host in it. It is full screen (or the profile's
    /// Slide Over or Stage Manager window), or, for ``KeyboardLaw/respondsToWhatIsCovered``, a
    /// window that stands for a screen above a tab bar or a page sheet.
    public let window: HeadlessWindow
    /// The device.
    public let device: KeyboardDeviceProfile
    let retainer: Retainer

    init(center: NotificationCenter, device: KeyboardDeviceProfile, placement: HostPlacement = .fullScreen) {
        self.center = center
        self.device = device
        window = device.makeWindow(frame: placement.frame, safeAreaInsets: placement.safeAreaInsets)
        retainer = Retainer()
    }

    /// Keeps `object` alive for as long as the host under test is checked.
    ///
    /// For a host owned by something else — a handler object owned by its controller — keep
    /// the owner alive so the host can reach it (its focused field, say). The checker releases
    /// kept objects together with the host when it checks
    /// ``KeyboardLaw/releaseLeavesNothing``.
    ///
    /// ```swift
    /// KeyboardLawChecker(device: .notchedPhone) { environment in
    ///     let form = ScrollFormViewController(center: environment.center)
    ///     form.present(in: environment.window)
    ///     environment.keepAlive(form)
    ///     return form.keyboardHandler!
    /// }
    /// ```
    public func keepAlive(_ object: AnyObject) {
        retainer.objects.append(object)
    }
}

/// Where a law presents the host: the profile's own window, or a window that does not reach the
/// screen's bottom (a screen above a tab bar) or its top (a page sheet on a phone). In those, the
/// keyboard's height and what it covers of the host differ.
struct HostPlacement {
    /// How messages name it: empty for the profile's own window.
    let label: String
    /// The window's frame in screen coordinates; `nil` for the profile's own.
    let frame: CGRect?
    /// The window's safe-area insets; `nil` for the profile's own.
    let safeAreaInsets: LayoutInsets?

    static let fullScreen = HostPlacement(label: "", frame: nil, safeAreaInsets: nil)

    /// A tab bar's height above the bottom safe-area inset (`UITabBar` on iPhone).
    static let tabBarHeight: CGFloat = 49

    /// The profile's own window, a screen above a tab bar and, on a phone in portrait, a page
    /// sheet.
    static func all(on device: KeyboardDeviceProfile) -> [HostPlacement] {
        let base = device.windowFrame ?? device.screenBounds
        let insets = device.safeAreaInsets
        let bar = tabBarHeight + insets.bottom
        var tabbed = base
        tabbed.size.height -= bar
        var placements = [
            fullScreen,
            HostPlacement(
                label: "in a screen above a \(Format.number(bar)) pt tab bar \(Format.rect(tabbed)), ", frame: tabbed,
                safeAreaInsets: LayoutInsets(top: insets.top, left: insets.left, bottom: 0, right: insets.right)),
        ]
        if device.idiom == .phone, device.orientation == .portrait, device.isFullScreen {
            var sheet = base
            sheet.origin.y += insets.top + 10
            sheet.size.height -= insets.top + 10
            placements.append(
                HostPlacement(
                    label: "in a page sheet \(Format.rect(sheet)), ", frame: sheet,
                    safeAreaInsets: LayoutInsets(top: 0, left: insets.left, bottom: insets.bottom, right: insets.right))
            )
        }
        return placements
    }
}

/// Holds what ``KeyboardLawEnvironment/keepAlive(_:)`` keeps.
@MainActor
final class Retainer {
    var objects: [AnyObject] = []
}

/// Checks the ``KeyboardLaw``s on any conformer, on one device.
///
/// The factory builds a host for an environment: it listens to `environment.center`, is
/// presented in `environment.window`, and has the field it wants revealed focused. Each law
/// runs on fresh hosts, centers, windows and ``KeyboardSimulator``s, so laws cannot affect
/// one another. Layouts are compared exactly — every view's frame and every scroll view's
/// insets in the root view's tree, and the views, insets and constants the kit's strategy
/// protocols name — so a constraint constant counts, directly and through the frames it drives.
///
/// In tests, `check()` from `KeyboardAvoidanceAssertions` records one issue per violation with
/// swift-testing, or XCTest; ``violations(of:)`` returns them to inspect.
///
/// ```swift
/// @Test @MainActor func loginObeysTheLaws() {
///     KeyboardLawChecker(device: .notchedPhone) { environment in
///         let login = LoginFormViewController(center: environment.center)
///         login.present(in: environment.window)
///         login.focus(login.codeField)
///         return login
///     }.check()
/// }
/// ```
@MainActor
public struct KeyboardLawChecker<Host: KeyboardCapable & KeyboardHost> {
    /// The device the laws are checked on.
    public let device: KeyboardDeviceProfile
    private let make: @MainActor (KeyboardLawEnvironment) -> Host

    /// Creates a checker for hosts built by `make` on `device`.
    ///
    /// ```swift
    /// let checker = KeyboardLawChecker(device: .iPadStageManager) { environment in
    ///     makeComposer(in: environment)
    /// }
    /// ```
    public init(device: KeyboardDeviceProfile, make: @escaping @MainActor (KeyboardLawEnvironment) -> Host) {
        self.device = device
        self.make = make
    }

    /// Checks `laws` and returns every violation (empty when all hold), each naming the law,
    /// the device, the keyboard session and the values that differed.
    ///
    /// ```swift
    /// let broken = checker.violations(of: [.hideRestoresExactly])
    /// #expect(broken.isEmpty, "\(broken)")
    /// ```
    public func violations(of laws: [KeyboardLaw] = KeyboardLaw.allCases) -> [KeyboardLawViolation] {
        if let first = laws.first, let problem = LawRun(device: device, make: make).centerProblem() {
            // Every law would fail, each for the same reason: say it once, plainly.
            let law = laws.contains(.registerDelivers) ? .registerDelivers : first
            return [KeyboardLawViolation(law: law, message: "on \(device), \(problem)")]
        }
        return laws.flatMap { law in
            LawRun(device: device, make: make).problems(with: law).map {
                KeyboardLawViolation(law: law, message: "on \(device), \($0)")
            }
        }
    }
}

/// One law checked once: the trials it creates stay alive until it is done.
@MainActor
private final class LawRun<Host: KeyboardCapable & KeyboardHost> {
    let device: KeyboardDeviceProfile
    let make: @MainActor (KeyboardLawEnvironment) -> Host
    private var trials: [Trial] = []

    init(device: KeyboardDeviceProfile, make: @escaping @MainActor (KeyboardLawEnvironment) -> Host) {
        self.device = device
        self.make = make
    }

    /// A host with its own center, window and simulator.
    @MainActor
    struct Trial {
        let environment: KeyboardLawEnvironment
        let keyboard: KeyboardSimulator
        let host: Host

        var layout: LayoutSnapshot { LayoutSnapshot(host) }
    }

    private func trial(
        quirks: KeyboardQuirks = [], placement: HostPlacement = .fullScreen, on other: KeyboardDeviceProfile? = nil,
        before: (KeyboardSimulator) -> Void = { _ in }
    ) -> Trial {
        let device = other ?? self.device
        let environment = KeyboardLawEnvironment(center: NotificationCenter(), device: device, placement: placement)
        let keyboard = KeyboardSimulator(center: environment.center, device: device)
        keyboard.quirks = quirks
        // As iOS 16.1 and later do, the notifications name the screen the keyboard is on.
        keyboard.notificationObject = environment.window.screen
        before(keyboard)
        let trial = Trial(environment: environment, keyboard: keyboard, host: make(environment))
        trials.append(trial)
        return trial
    }

    func problems(with law: KeyboardLaw) -> [String] {
        switch law {
        case .registerDelivers: registerDelivers()
        case .unregisterSilences: unregisterSilences()
        case .registerIsIdempotent: registerIsIdempotent()
        case .unregisterIsIdempotent: unregisterIsIdempotent()
        case .releaseLeavesNothing: releaseLeavesNothing()
        case .hideRestoresExactly: hideRestoresExactly()
        case .focusedFieldUncovered: focusedFieldUncovered()
        case .layoutFollowsCurrentKeyboard: layoutFollowsCurrentKeyboard()
        case .ignoresKeyboardsThatCoverNothing: ignoresKeyboardsThatCoverNothing()
        case .respondsToWhatIsCovered: respondsToWhatIsCovered()
        case .transitionsHappenInPlace: transitionsHappenInPlace()
        case .survivesLayoutPasses: survivesLayoutPasses()
        }
    }

    /// Why no law can hold, when the host listens to another center than the environment's.
    func centerProblem() -> String? {
        let probe = trial()
        guard probe.host.keyboardNotificationCenter !== probe.environment.center else { return nil }
        let which =
            probe.host.keyboardNotificationCenter === NotificationCenter.default
            ? "NotificationCenter.default" : "another NotificationCenter"
        return "the host listens to \(which), not to environment.center, so the checker's keyboard never reaches it: "
            + "build the host with environment.center as its keyboardNotificationCenter"
    }

    private func pt(_ value: CGFloat) -> String { "\(Format.number(value)) pt" }

    // MARK: - registerDelivers

    private func registerDelivers() -> [String] {
        let first = trial()
        first.host.registerKeyboardNotifications()
        let before = first.layout
        first.keyboard.show()
        var height = device.keyboardHeight
        if first.layout == before {
            // The device's keyboard may leave everything visible (a field high on the screen):
            // one covering 80 % of the screen must move something.
            height = (device.screenSize.height * 0.8).rounded()
            first.keyboard.show(height: height)
            guard first.layout != before else {
                return [
                    "after registerKeyboardNotifications(), neither a \(pt(device.keyboardHeight)) nor a \(pt(height)) "
                        + "docked keyboard changed the layout"
                ]
            }
        }
        let registeredFirst = first.layout
        first.keyboard.hide()

        // The kit's monitor for the center exists before the keyboard shows, as it does in an app
        // where another screen registered earlier; it only knows the frames it observed.
        let late = trial { keyboard in
            _ = KeyboardMonitor.monitor(for: keyboard.center)
            keyboard.show(height: height)
        }
        late.host.registerKeyboardNotifications()
        let lateLayout = late.layout
        late.keyboard.hide()
        guard lateLayout == registeredFirst else {
            return [
                "a host registered while a \(pt(height)) keyboard was already up was not laid out like one registered "
                    + "before it appeared: \(registeredFirst.difference(to: lateLayout))"
            ]
        }
        return []
    }

    // MARK: - unregisterSilences

    private func unregisterSilences() -> [String] {
        var problems: [String] = []
        let quiet = trial()
        quiet.host.registerKeyboardNotifications()
        quiet.host.unregisterKeyboardNotifications()
        let before = quiet.layout
        quiet.keyboard.show()
        quiet.keyboard.togglePredictiveBar()
        quiet.keyboard.switchToEmoji()
        let after = quiet.layout
        quiet.keyboard.hide()
        if after != before {
            problems.append(
                "after registering and unregistering once, a keyboard (\(pt(device.keyboardHeight)), then "
                    + "\(pt(device.keyboardHeightWithoutPredictive)) without the predictive bar, then the "
                    + "\(pt(device.emojiKeyboardHeight)) emoji keyboard) changed the layout: \(before.difference(to: after))"
            )
        }

        let up = trial()
        up.host.registerKeyboardNotifications()
        let original = up.layout
        up.keyboard.show()
        up.host.unregisterKeyboardNotifications()
        let restored = up.layout
        if restored != original {
            problems.append(
                "unregistering while a \(pt(device.keyboardHeight)) keyboard was up did not put the layout back: "
                    + original.difference(to: restored))
        }
        up.keyboard.togglePredictiveBar()
        up.keyboard.switchToEmoji()
        up.keyboard.hide()
        let silent = up.layout
        if silent != restored {
            problems.append(
                "after unregistering while the keyboard was up, a predictive-bar change, the emoji keyboard and a "
                    + "hide changed the layout: \(restored.difference(to: silent))")
        }
        return problems
    }

    // MARK: - registerIsIdempotent

    private func registerIsIdempotent() -> [String] {
        func run(registrations: Int) -> (shown: LayoutSnapshot, silenced: LayoutSnapshot, count: Int) {
            let run = trial()
            for _ in 0..<registrations { run.host.registerKeyboardNotifications() }
            let count = KeyboardMonitor.monitor(for: run.environment.center).registeredHostCount
            run.keyboard.show()
            run.keyboard.togglePredictiveBar()
            let shown = run.layout
            run.host.unregisterKeyboardNotifications()
            run.keyboard.togglePredictiveBar()
            run.keyboard.switchToEmoji()
            let silenced = run.layout
            run.keyboard.hide()
            return (shown, silenced, count)
        }
        let once = run(registrations: 1)
        let thrice = run(registrations: 3)
        var problems: [String] = []
        if once.shown != thrice.shown {
            problems.append(
                "registering three times laid out a \(pt(device.keyboardHeight)) → "
                    + "\(pt(device.keyboardHeightWithoutPredictive)) keyboard differently from registering once: "
                    + once.shown.difference(to: thrice.shown))
        }
        if once.count != thrice.count {
            problems.append(
                "registering three times left \(thrice.count) registrations in the kit's KeyboardMonitor, "
                    + "registering once \(once.count)")
        }
        if once.silenced != thrice.silenced {
            problems.append(
                "after registering three times, one unregisterKeyboardNotifications() did not leave the host as after "
                    + "registering once (keyboard changes still reached it): \(once.silenced.difference(to: thrice.silenced))"
            )
        }
        return problems
    }

    // MARK: - unregisterIsIdempotent

    private func unregisterIsIdempotent() -> [String] {
        func run(unregistrations: Int) -> (restored: LayoutSnapshot, silent: LayoutSnapshot, again: LayoutSnapshot) {
            let run = trial()
            run.host.registerKeyboardNotifications()
            run.keyboard.show()
            for _ in 0..<unregistrations { run.host.unregisterKeyboardNotifications() }
            let restored = run.layout
            run.keyboard.togglePredictiveBar()
            run.keyboard.switchToEmoji()
            let silent = run.layout
            run.host.registerKeyboardNotifications()
            run.keyboard.switchToStandardKeyboard()
            let again = run.layout
            run.keyboard.hide()
            return (restored, silent, again)
        }
        let once = run(unregistrations: 1)
        var problems: [String] = []
        for count in [2, 3] {
            let many = run(unregistrations: count)
            if many.restored != once.restored {
                problems.append(
                    "unregistering \(count) times while a \(pt(device.keyboardHeight)) keyboard was up left a different "
                        + "layout from unregistering once: \(once.restored.difference(to: many.restored))")
            }
            if many.silent != once.silent {
                problems.append(
                    "after unregistering \(count) times, keyboard changes laid the host out differently from after "
                        + "unregistering once: \(once.silent.difference(to: many.silent))")
            }
            if many.again != once.again {
                problems.append(
                    "after unregistering \(count) times, registering again laid the host out differently from after "
                        + "unregistering once: \(once.again.difference(to: many.again))")
            }
        }
        return problems
    }

    // MARK: - releaseLeavesNothing

    private func releaseLeavesNothing() -> [String] {
        let center = NotificationCenter()
        let keyboard = KeyboardSimulator(center: center, device: device)
        weak var released: Host?
        do {
            let environment = KeyboardLawEnvironment(center: center, device: device)
            let host = make(environment)
            host.registerKeyboardNotifications()
            keyboard.show()
            released = host
        }
        var problems: [String] = []
        if released != nil {
            problems.append(
                "the host was still alive after its last reference was dropped while registered with a "
                    + "\(pt(device.keyboardHeight)) keyboard up (a reference cycle, or an observer block capturing it)")
        }
        let remaining = KeyboardMonitor.monitor(for: center).registeredHostCount
        if remaining != 0 {
            problems.append("\(remaining) registration(s) remained in the kit's KeyboardMonitor after release")
        }
        keyboard.togglePredictiveBar()
        keyboard.switchToEmoji()
        keyboard.hide()
        return problems
    }

    // MARK: - hideRestoresExactly

    @MainActor
    private struct Session {
        let name: String
        var quirks: KeyboardQuirks = []
        var padOnly = false
        let script: @MainActor (KeyboardSimulator) -> Void
    }

    private static var sessions: [Session] {
        let messy: KeyboardQuirks = [
            .duplicatePosts, .repeatedWillShow, .zeroSizeFrames, .didNotificationsWithoutAnimationKeys,
            .reduceMotionEndFrameOnHide, .zeroDurationFirstShow,
        ]
        return [
            Session(name: "two cycles of show, predictive bar off, emoji, letters, predictive bar on, hide") {
                keyboard in
                for _ in 1...2 {
                    keyboard.show()
                    keyboard.togglePredictiveBar()
                    keyboard.switchToEmoji()
                    keyboard.switchToStandardKeyboard()
                    keyboard.togglePredictiveBar()
                    keyboard.hide()
                }
            },
            Session(name: "show, focus move, predictive bar off, emoji, hide with quirks \(messy)", quirks: messy) {
                keyboard in
                keyboard.show()
                keyboard.moveFocus()
                keyboard.togglePredictiveBar()
                keyboard.switchToEmoji()
                keyboard.hide()
            },
            Session(
                name:
                    "show, focus move, hide with quirks \([.missingWillShowOnFocusChange, .shortEndFrameOnHide] as KeyboardQuirks)",
                quirks: [.missingWillShowOnFocusChange, .shortEndFrameOnHide]
            ) { keyboard in
                keyboard.show()
                keyboard.moveFocus()
                keyboard.hide()
            },
            Session(
                name: "show, hide with quirks \([.infiniteEndFrameOnHide] as KeyboardQuirks)",
                quirks: [.infiniteEndFrameOnHide]
            ) { keyboard in
                keyboard.show()
                keyboard.hide()
            },
            Session(name: "show, attach a hardware keyboard, detach it, attach it again, hide") { keyboard in
                keyboard.show()
                keyboard.attachHardwareKeyboard()
                keyboard.detachHardwareKeyboard()
                keyboard.attachHardwareKeyboard()
                keyboard.hide()
            },
            Session(name: "show, an interactive dismissal that springs back, then one that completes") { keyboard in
                keyboard.show()
                keyboard.dragToDismiss(through: [0.25, 0.5], completes: false)
                keyboard.dragToDismiss(through: [0.3, 0.6, 0.9])
            },
            Session(name: "show, undock, dock, split, float, move the floating keyboard, hide", padOnly: true) {
                keyboard in
                keyboard.show()
                keyboard.undock()
                keyboard.dock()
                keyboard.split()
                keyboard.float()
                keyboard.moveFloatingKeyboard(to: CGPoint(x: 40, y: 80))
                keyboard.hide()
            },
            Session(name: "float while hidden, show the floating keyboard, dock it, hide", padOnly: true) { keyboard in
                keyboard.float()
                keyboard.show()
                keyboard.dock()
                keyboard.hide()
            },
        ]
    }

    private func hideRestoresExactly() -> [String] {
        var problems: [String] = []
        for session in Self.sessions where !session.padOnly || device.idiom == .pad {
            let run = trial(quirks: session.quirks)
            run.host.registerKeyboardNotifications()
            let original = run.layout
            session.script(run.keyboard)
            let after = run.layout
            if after != original {
                problems.append("after \(session.name): \(original.difference(to: after))")
            }
        }
        return problems
    }

    // MARK: - focusedFieldUncovered

    private func focusedFieldUncovered() -> [String] {
        let run = trial()
        run.host.registerKeyboardNotifications()
        let window = run.environment.window
        let safeTop = window.frameInScreen.minY + window.safeAreaInsets.top
        let steps: [(String, @MainActor (KeyboardSimulator) -> Void)] = [
            ("the \(pt(device.keyboardHeight)) keyboard with the predictive bar", { $0.show() }),
            (
                "the \(pt(device.keyboardHeightWithoutPredictive)) keyboard without the predictive bar",
                { $0.togglePredictiveBar() }
            ),
            ("the \(pt(device.emojiKeyboardHeight)) emoji keyboard", { $0.switchToEmoji() }),
            ("a hardware keyboard's \(pt(device.hardwareKeyboardBarHeight)) strip", { $0.attachHardwareKeyboard() }),
        ]
        var problems: [String] = []
        /// The focused field of `run`, if it can fit, must be between the window's top safe-area
        /// inset and the keyboard's top edge.
        func checkField(with name: String, in run: Trial) {
            guard let field = run.host.keyboardFocusedView else { return }
            let keyboardTop = max(run.keyboard.screenBounds.minY, run.keyboard.frame.minY)
            let rect = field.frameInScreen
            guard rect.height <= keyboardTop - safeTop else { return }  // cannot fit
            let fieldName = (field as? HeadlessView).map { "'\($0.name)' " } ?? ""
            if rect.maxY > keyboardTop + 0.5 {
                problems.append(
                    "with \(name), the focused field \(fieldName)\(Format.rect(rect)) ends at y \(Format.number(rect.maxY)), "
                        + "under the keyboard's top edge at y \(Format.number(keyboardTop))")
            }
            if rect.minY < safeTop - 0.5 {
                problems.append(
                    "with \(name), the focused field \(fieldName)\(Format.rect(rect)) starts at y \(Format.number(rect.minY)), "
                        + "above the window's top safe-area inset at y \(Format.number(safeTop))")
            }
        }
        for (name, step) in steps {
            step(run.keyboard)
            checkField(with: name, in: run)
        }
        run.keyboard.hide()
        // A finger drags the docked keyboard down (frames tracked between notifications): the
        // field stays visible at every sample, and after the keyboard springs back.
        let drag = trial()
        drag.host.registerKeyboardNotifications()
        drag.keyboard.show()
        drag.keyboard.dragToDismiss(through: Self.dragFractions, completes: false) { frame in
            checkField(
                with:
                    "the \(self.pt(frame.height)) keyboard dragged down by a finger to y \(Format.number(frame.minY))",
                in: drag)
        }
        checkField(with: "the \(pt(device.keyboardHeight)) keyboard sprung back after a drag", in: drag)
        drag.keyboard.hide()
        return problems
    }

    /// Where the drag sessions of the laws sample the keyboard: 25 %, 50 % and 75 % of its travel.
    private static var dragFractions: [CGFloat] { [0.25, 0.5, 0.75] }

    // MARK: - layoutFollowsCurrentKeyboard

    private var historySessions: [Session] {
        let messy: KeyboardQuirks = [.missingWillShowOnFocusChange, .duplicatePosts, .repeatedWillShow]
        return [
            Session(name: "a show, then the predictive bar off") { keyboard in
                keyboard.show()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a show, the predictive bar off and on again") { keyboard in
                keyboard.show()
                keyboard.togglePredictiveBar()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a show, then the emoji keyboard") { keyboard in
                keyboard.show()
                keyboard.switchToEmoji()
            },
            Session(name: "a show, the emoji keyboard, then the letters") { keyboard in
                keyboard.show()
                keyboard.switchToEmoji()
                keyboard.switchToStandardKeyboard()
            },
            Session(name: "a show, a focus move, the predictive bar off, with quirks \(messy)", quirks: messy) {
                keyboard in
                keyboard.show()
                keyboard.moveFocus()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a show, then a finger holding the keyboard a third of the way down") { keyboard in
                keyboard.show()
                keyboard.drag(to: 1.0 / 3)
            },
            Session(name: "the emoji keyboard, a finger dragging it 60 % down, then back to 20 %") { keyboard in
                keyboard.show()
                keyboard.switchToEmoji()
                keyboard.drag(to: 0.6)
                keyboard.drag(to: 0.2)
            },
            Session(name: "a show, then a hardware keyboard attached") { keyboard in
                keyboard.show()
                keyboard.attachHardwareKeyboard()
            },
            Session(name: "a show, a hardware keyboard attached, then detached") { keyboard in
                keyboard.show()
                keyboard.attachHardwareKeyboard()
                keyboard.detachHardwareKeyboard()
            },
            Session(name: "a show, a hide, a show") { keyboard in
                keyboard.show()
                keyboard.hide()
                keyboard.show()
            },
            Session(name: "a show, the keyboard floated, then docked", padOnly: true) { keyboard in
                keyboard.show()
                keyboard.float()
                keyboard.dock()
            },
            Session(name: "a show, the keyboard split, then docked", padOnly: true) { keyboard in
                keyboard.show()
                keyboard.split()
                keyboard.dock()
            },
        ]
    }

    private func layoutFollowsCurrentKeyboard() -> [String] {
        var problems = dragSamples()
        for session in historySessions where !session.padOnly || device.idiom == .pad {
            let run = trial(quirks: session.quirks)
            run.host.registerKeyboardNotifications()
            session.script(run.keyboard)
            let end = run.keyboard.frame
            let layout = run.layout
            run.keyboard.hide()
            let fresh = trial()
            fresh.host.registerKeyboardNotifications()
            fresh.keyboard.show(frame: end)
            let clean = fresh.layout
            fresh.keyboard.hide()
            if layout != clean {
                problems.append(
                    "after \(session.name), the layout under the keyboard at \(Format.rect(end)) is not a fresh host's "
                        + "after one show of that keyboard: \(clean.difference(to: layout))")
            }
        }
        return problems
    }

    /// A finger drags the docked keyboard down and lets it spring back. At every tracked sample
    /// the layout must be a fresh host's after one show of the dragged frame, and a followed view
    /// (``/KeyboardAvoidance/KeyboardFollowing``) must keep to the keyboard's top edge the gap it
    /// keeps above the docked keyboard (none with the kit's default) for as long as the keyboard
    /// reaches above the view's resting place; after the spring-back the layout is the docked one.
    private func dragSamples() -> [String] {
        let run = trial()
        run.host.registerKeyboardNotifications()
        let following = (run.host as? any KeyboardFollowing)?.keyboardFollowingView
        let restingBottom = following?.frameInScreen.maxY
        run.keyboard.show()
        let docked = run.keyboard.frame
        let dockedLayout = run.layout
        // The gap the followed view keeps above the docked keyboard, when the keyboard lifts it.
        var gap: CGFloat?
        if let following, let restingBottom, following.frameInScreen.maxY < restingBottom - 0.5 {
            gap = docked.minY - following.frameInScreen.maxY
        }
        var problems: [String] = []
        var samples: [(frame: CGRect, layout: LayoutSnapshot)] = []
        run.keyboard.dragToDismiss(through: Self.dragFractions, completes: false) { frame in
            samples.append((frame, run.layout))
            guard let following, let restingBottom else { return }
            let bottom = following.frameInScreen.maxY
            let expected = gap.map { min(restingBottom, frame.minY - $0) } ?? restingBottom
            guard abs(bottom - expected) > 0.5 else { return }
            let rule =
                gap.map {
                    $0 == 0
                        ? "on the keyboard's top edge"
                        : "\(self.pt($0)) above the keyboard's top edge, as above the docked keyboard"
                } ?? "at its resting place, as the docked keyboard left it"
            problems.append(
                "while a finger drags the keyboard down to \(Format.rect(frame)) (frames tracked between notifications), "
                    + "the followed view ends at y \(Format.number(bottom)), not at y \(Format.number(expected)) \(rule)"
            )
        }
        let sprungBack = run.layout
        run.keyboard.hide()
        for sample in samples {
            let fresh = trial()
            fresh.host.registerKeyboardNotifications()
            fresh.keyboard.show(frame: sample.frame)
            let clean = fresh.layout
            fresh.keyboard.hide()
            if sample.layout != clean {
                problems.append(
                    "while a finger drags the keyboard down to \(Format.rect(sample.frame)) (frames tracked between "
                        + "notifications), the layout is not a fresh host's after one show of that keyboard: "
                        + clean.difference(to: sample.layout))
            }
        }
        if !samples.isEmpty, sprungBack != dockedLayout {
            problems.append(
                "after a finger dragged the keyboard down and let it spring back to \(Format.rect(docked)), the layout is "
                    + "not the one under the docked keyboard before the drag: \(dockedLayout.difference(to: sprungBack))"
            )
        }
        return problems
    }

    // MARK: - ignoresKeyboardsThatCoverNothing

    private var coverNothingSessions: [Session] {
        let screen = device.screenBounds
        let height = device.keyboardHeight
        return [
            Session(name: "another app's keyboard (isLocal false) shown, then without the predictive bar") { keyboard in
                keyboard.isLocal = false
                keyboard.show()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a keyboard on another screen (an external display's), shown and changed") { keyboard in
                keyboard.notificationObject = HeadlessScreen(bounds: screen)
                keyboard.show()
                keyboard.togglePredictiveBar()
            },
            Session(name: "a keyboard frame of zero height on the screen's bottom edge") { keyboard in
                keyboard.show(frame: CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0))
            },
            Session(name: "a \(pt(height)) keyboard frame parked below the screen") { keyboard in
                keyboard.show(frame: CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height))
            },
            Session(name: "a floating keyboard shown from hidden, then moved", padOnly: true) { keyboard in
                keyboard.float()
                keyboard.show()
                keyboard.moveFloatingKeyboard(to: CGPoint(x: 40, y: 80))
            },
            Session(name: "a show, then the keyboard undocked", padOnly: true) { keyboard in
                keyboard.show()
                keyboard.undock()
            },
            Session(name: "a show, then the keyboard split", padOnly: true) { keyboard in
                keyboard.show()
                keyboard.split()
            },
            Session(name: "a show, then the keyboard floated", padOnly: true) { keyboard in
                keyboard.show()
                keyboard.float()
            },
        ]
    }

    private func ignoresKeyboardsThatCoverNothing() -> [String] {
        var problems: [String] = []
        for session in coverNothingSessions where !session.padOnly || device.idiom == .pad {
            let run = trial(quirks: session.quirks)
            run.host.registerKeyboardNotifications()
            let original = run.layout
            session.script(run.keyboard)
            let layout = run.layout
            run.keyboard.hide()
            if layout != original {
                problems.append(
                    "after \(session.name), which covers nothing, the layout is not as with no keyboard: "
                        + original.difference(to: layout))
            }
        }
        if let problem = keyboardForASheet() { problems.append(problem) }
        return problems
    }

    /// A page sheet presented over the host, as UIKit presents one (the host does not disappear
    /// and stays registered), and the keyboard up for a field in the sheet.
    private func keyboardForASheet() -> String? {
        let run = trial()
        guard let presenter = run.environment.window.rootViewController else { return nil }
        run.host.registerKeyboardNotifications()
        let original = run.layout
        let sheet = HeadlessViewController()
        let field = HeadlessView(name: "sheetField")
        sheet.view.addSubview(field)
        presenter.present(sheet, style: .sheet)
        field.frame = CGRect(x: 16, y: sheet.view.bounds.height - 120, width: sheet.view.bounds.width - 32, height: 44)
        sheet.focus(field)
        run.keyboard.show()
        let layout = run.layout
        run.keyboard.hide()
        presenter.dismissPresented()
        guard layout != original else { return nil }
        return "with a page sheet presented over the host (which stays registered, as in UIKit) and the keyboard "
            + "up for a field in the sheet, the host's layout is not as with no keyboard: "
            + original.difference(to: layout)
    }

    // MARK: - respondsToWhatIsCovered

    private func respondsToWhatIsCovered() -> [String] {
        let screen = device.screenBounds
        func docked(top: CGFloat, height: CGFloat) -> CGRect {
            CGRect(x: screen.minX, y: top, width: screen.width, height: height)
        }
        let height = device.keyboardHeight
        let bar = device.hardwareKeyboardBarHeight
        let keyboards: [(name: String, frame: CGRect)] = [
            ("the \(pt(height)) keyboard", docked(top: screen.maxY - height, height: height)),
            (
                "the \(pt(device.emojiKeyboardHeight)) emoji keyboard",
                docked(top: screen.maxY - device.emojiKeyboardHeight, height: device.emojiKeyboardHeight)
            ),
            ("a hardware keyboard's \(pt(bar)) strip", docked(top: screen.maxY - bar, height: height)),
        ]
        // Pairs of keyboards whose visible parts are the same: the second runs on below the screen.
        let twins: [(CGRect, CGRect)] = [
            (docked(top: screen.maxY - height, height: height), docked(top: screen.maxY - height, height: 2 * height)),
            (docked(top: screen.maxY - bar, height: bar), docked(top: screen.maxY - bar, height: height)),
        ]
        var problems: [String] = []
        for placement in HostPlacement.all(on: device) {
            for keyboard in keyboards {
                let run = trial(placement: placement)
                run.host.registerKeyboardNotifications()
                let before = run.layout
                let host = run.host.keyboardRootView.frameInScreen
                run.keyboard.show(frame: keyboard.frame)
                let after = run.layout
                run.keyboard.hide()
                let covered = KeyboardGeometry.overlap(
                    keyboardFrame: keyboard.frame, screenBounds: screen, hostFrame: host)
                if let move = before.moves(to: after).max(by: { $0.amount < $1.amount }), move.amount > covered + 0.5 {
                    problems.append(
                        "\(placement.label)under \(keyboard.name) at \(Format.rect(keyboard.frame)), which covers \(pt(covered)) "
                            + "of the host \(Format.rect(host)), \(move.path) \(move.what)")
                }
            }
            for (first, second) in twins {
                let layouts = [first, second].map { frame in
                    let run = trial(placement: placement)
                    run.host.registerKeyboardNotifications()
                    run.keyboard.show(frame: frame)
                    defer { run.keyboard.hide() }
                    return run.layout
                }
                if layouts[0] != layouts[1] {
                    problems.append(
                        "\(placement.label)a keyboard at \(Format.rect(first)) and one at \(Format.rect(second)), whose "
                            + "visible parts are the same, left different layouts: \(layouts[0].difference(to: layouts[1]))"
                    )
                }
            }
        }
        return problems
    }

    // MARK: - transitionsHappenInPlace

    private func transitionsHappenInPlace() -> [String] {
        let rotated = device.rotated()
        var transitions: [(name: String, device: KeyboardDeviceProfile, placement: HostPlacement)] = [
            ("rotating to \(rotated)", rotated, .fullScreen)
        ]
        if device.idiom == .pad, device.isFullScreen {
            let half = CGRect(
                x: device.screenBounds.minX, y: device.screenBounds.minY,
                width: (device.screenSize.width / 2).rounded(),
                height: device.screenSize.height)
            transitions.append(
                (
                    "resizing the window to Split View \(Format.rect(half))", device,
                    HostPlacement(label: "", frame: half, safeAreaInsets: device.safeAreaInsets)
                ))
        }
        // Only a presented controller's root view is laid out again by its window.
        guard trial().environment.window.rootViewController != nil else { return [] }
        var problems: [String] = []
        for transition in transitions {
            let run = trial()
            run.host.registerKeyboardNotifications()
            run.keyboard.show()
            transition.device.transition(
                run.environment.window, frame: transition.placement.frame,
                safeAreaInsets: transition.placement.safeAreaInsets)
            if transition.device != device { run.keyboard.rotate() }
            let turned = run.layout
            let end = run.keyboard.frame
            run.keyboard.hide()
            let hidden = run.layout

            let fresh = trial(placement: transition.placement, on: transition.device)
            fresh.host.registerKeyboardNotifications()
            let freshHidden = fresh.layout
            fresh.keyboard.show(frame: end)
            let freshShown = fresh.layout
            fresh.keyboard.hide()
            if turned != freshShown {
                problems.append(
                    "after \(transition.name) with the keyboard up (now at \(Format.rect(end))), the layout is not a host's "
                        + "presented there after one show: \(freshShown.difference(to: turned))")
            }
            if hidden != freshHidden {
                problems.append(
                    "after \(transition.name) with the keyboard up and a hide, the layout is not a host's presented "
                        + "there with no keyboard: \(freshHidden.difference(to: hidden))")
            }
        }
        return problems
    }

    // MARK: - survivesLayoutPasses

    private func survivesLayoutPasses() -> [String] {
        let steps: [(String, @MainActor (KeyboardSimulator) -> Void)] = [
            ("the \(pt(device.keyboardHeight)) keyboard", { $0.show() }),
            ("a hardware keyboard's \(pt(device.hardwareKeyboardBarHeight)) strip", { $0.attachHardwareKeyboard() }),
        ]
        let run = trial()
        guard run.environment.window.rootViewController != nil else { return [] }
        run.host.registerKeyboardNotifications()
        var problems: [String] = []
        for (name, step) in steps {
            step(run.keyboard)
            let before = run.layout
            run.environment.window.layoutIfNeeded()
            let after = run.layout
            if after != before {
                problems.append(
                    "with \(name) up, a layout pass of the window (as typing that changes a field's size runs one) "
                        + "changed the layout: \(before.difference(to: after))")
            }
        }
        run.keyboard.hide()
        return problems
    }
}
