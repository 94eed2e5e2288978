public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
public import KeyboardAvoidanceLaws
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a ``KeyboardLawChecker`` hands to the factory that builds the host under test.
@MainActor
public struct KeyboardLawEnvironment {
    /// A fresh notification center: build the host with it as its `keyboardNotificationCenter`.
    public let center: NotificationCenter
    /// A fresh window of the device for the host, made by the checker's simulator, so it knows where
    /// the docked keyboard is: the profile's own, or, for ``/KeyboardAvoidanceLaws/KeyboardLaw/respondsToWhatIsCovered``,
    /// one above a tab bar or a page sheet.
    public let window: HeadlessWindow
    /// The device.
    public let device: KeyboardDeviceProfile
    let retainer = Retainer()

    /// An environment on `keyboard`'s center and device, with a window `keyboard` makes at `placement`.
    init(keyboard: KeyboardSimulator, placement: HostPlacement = .fullScreen) {
        center = keyboard.center
        device = keyboard.device
        window = keyboard.makeWindow(frame: placement.frame, safeAreaInsets: placement.safeAreaInsets)
    }

    /// Keeps `object`, such as the controller owning a handler under test, alive while the host is checked.
    ///
    /// The checker releases kept objects with the host for ``/KeyboardAvoidanceLaws/KeyboardLaw/releaseLeavesNothing``.
    public func keepAlive(_ object: AnyObject) { retainer.objects.append(object) }
}

/// Where a law presents the host: the profile's own window, or one above a tab bar or below the top (a page sheet).
struct HostPlacement {
    /// How messages name it: empty for the profile's own window.
    let label: String
    /// The window's frame in screen coordinates and its safe-area insets; `nil` for the profile's own.
    let frame: CGRect?
    let safeAreaInsets: LayoutInsets?

    static let fullScreen = HostPlacement(label: "", frame: nil, safeAreaInsets: nil)

    /// The profile's own window, a screen above a tab bar and, on a phone in portrait, a page sheet.
    static func all(on device: KeyboardDeviceProfile) -> [HostPlacement] {
        let base = device.windowFrame ?? device.screenBounds
        let insets = device.safeAreaInsets
        let bar = 49 + insets.bottom  // A tab bar (`UITabBar` on iPhone) above the bottom safe-area inset.
        var tabbed = base
        tabbed.size.height -= bar
        let placements = [
            fullScreen,
            HostPlacement(
                label: "in a screen above a \(Format.number(bar)) pt tab bar \(Format.rect(tabbed)), ", frame: tabbed,
                safeAreaInsets: LayoutInsets(top: insets.top, left: insets.left, bottom: 0, right: insets.right)),
        ]
        guard device.idiom == .phone, device.orientation == .portrait, device.isFullScreen else { return placements }
        var sheet = base
        sheet.origin.y += insets.top + 10
        sheet.size.height -= insets.top + 10
        return placements + [
            HostPlacement(
                label: "in a page sheet \(Format.rect(sheet)), ", frame: sheet,
                safeAreaInsets: LayoutInsets(top: 0, left: insets.left, bottom: insets.bottom, right: insets.right))
        ]
    }
}

/// Holds what ``KeyboardLawEnvironment/keepAlive(_:)`` keeps.
@MainActor
final class Retainer { var objects: [AnyObject] = [] }

/// Checks the ``/KeyboardAvoidanceLaws/KeyboardLaw``s on one device, on headless hosts a factory builds.
///
/// The factory builds a host that listens to `environment.center`, is presented in `environment.window`
/// and has the field to reveal focused; each law runs on fresh hosts, centers, windows and simulators.
/// In tests, `check()` from `KeyboardAvoidanceAssertions` records one issue per violation. Test an app's
/// UIKit screens on the iOS simulator instead.
///
/// ```swift
/// @Test(arguments: KeyboardDeviceProfile.catalogue)
/// @MainActor func checkoutObeysTheLaws(device: KeyboardDeviceProfile) {
///     KeyboardLawChecker(device: device) { environment in
///         let checkout = CheckoutViewController(center: environment.center)
///         checkout.present(in: environment.window)
///         checkout.focus(checkout.cardField)
///         return checkout
///     }.check()
/// }
/// ```
@MainActor
public struct KeyboardLawChecker<Host: KeyboardCapable & KeyboardHost> {
    /// The device the laws are checked on.
    public let device: KeyboardDeviceProfile
    let make: @MainActor (KeyboardLawEnvironment) -> Host

    /// Creates a checker whose `make` builds a new host for an environment, once per trial.
    public init(device: KeyboardDeviceProfile, make: @escaping @MainActor (KeyboardLawEnvironment) -> Host) {
        self.device = device
        self.make = make
    }

    /// Checks `laws` (all by default) on fresh hosts and returns what broke.
    ///
    /// Each violation names the law, the device, the keyboard session and the values that differed;
    /// a host that does not listen to `environment.center` gets one violation that says so.
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
final class LawRun<Host: KeyboardCapable & KeyboardHost> {
    let device: KeyboardDeviceProfile
    let make: @MainActor (KeyboardLawEnvironment) -> Host
    var trials: [Trial] = []

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

    /// A fresh host, registered unless `registered` is false; `before` acts on its keyboard before `make`.
    func trial(
        registered: Bool = true, quirks: KeyboardQuirks = [], placement: HostPlacement = .fullScreen,
        on other: KeyboardDeviceProfile? = nil, before: (KeyboardSimulator) -> Void = { _ in }
    ) -> Trial {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: other ?? device)
        let environment = KeyboardLawEnvironment(keyboard: keyboard, placement: placement)
        keyboard.quirks = quirks
        // As iOS 16.1 and later do, the notifications name the screen the keyboard is on.
        keyboard.notificationObject = keyboard.screen
        before(keyboard)
        let trial = Trial(environment: environment, keyboard: keyboard, host: make(environment))
        trials.append(trial)
        if registered { trial.host.registerKeyboardNotifications() }
        return trial
    }

    /// A fresh registered host's layouts before and after `script` and the keyboard's frame after it, then hides.
    func layouts(
        quirks: KeyboardQuirks = [], placement: HostPlacement = .fullScreen, on other: KeyboardDeviceProfile? = nil,
        after script: (KeyboardSimulator) -> Void
    ) -> (before: LayoutSnapshot, after: LayoutSnapshot, frame: CGRect) {
        let run = trial(quirks: quirks, placement: placement, on: other)
        let before = run.layout
        script(run.keyboard)
        defer { run.keyboard.hide() }
        return (before, run.layout, run.keyboard.frame)
    }

    /// A fresh host's layout after one clean show of a keyboard at `frame`.
    func freshLayout(under frame: CGRect, placement: HostPlacement = .fullScreen) -> LayoutSnapshot {
        layouts(placement: placement) { $0.show(frame: frame) }.after
    }

    func problems(with law: KeyboardLaw) -> [String] {
        switch law {
        case .registerDelivers: registerDelivers()
        case .unregisterSilences: unregisterSilences()
        case .registerIsIdempotent: registerIsIdempotent()
        case .unregisterIsIdempotent: unregisterIsIdempotent()
        case .releaseLeavesNothing: releaseLeavesNothing()
        case .hideRestoresExactly: hideRestoresExactly()
        case .scrollOffsetsStayInRange: scrollOffsetsStayInRange()
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
        let probe = trial(registered: false)
        guard probe.host.keyboardNotificationCenter !== probe.environment.center else { return nil }
        let which =
            probe.host.keyboardNotificationCenter === NotificationCenter.default
            ? "NotificationCenter.default" : "another NotificationCenter"
        return "the host listens to \(which), not to environment.center, so the checker's keyboard never reaches it: "
            + "build the host with environment.center as its keyboardNotificationCenter"
    }

    func pt(_ value: CGFloat) -> String { "\(Format.number(value)) pt" }
}
