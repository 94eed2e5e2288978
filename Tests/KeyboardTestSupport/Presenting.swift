public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
public import KeyboardAvoidanceTesting

extension KeyboardSimulator {
    /// `make`'s controller, listening to this simulator's center, presented in `window` (by default a
    /// new one ``KeyboardSimulator/makeWindow(frame:safeAreaInsets:)`` makes) with the field `focus` names focused.
    ///
    /// ```swift
    /// let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .iPadLandscape)
    /// let window = keyboard.makeWindow(frame: CGRect(x: 694, y: 34, width: 320, height: 700))
    /// let list = keyboard.present(ResizingTableViewController.init, in: window) { $0.searchField }
    /// ```
    @MainActor
    public func present<Controller: HeadlessViewController>(
        _ make: (NotificationCenter) -> Controller, in window: HeadlessWindow? = nil,
        focusing focus: (Controller) -> HeadlessView? = { _ in nil }
    ) -> Controller {
        let controller = make(center)
        controller.present(in: window ?? makeWindow())
        if let field = focus(controller) { controller.focus(field) }
        return controller
    }
}

extension KeyboardDeviceProfile {
    /// `make`'s controller, listening to a center of its own, presented in the app's window on this
    /// device with the field `focus` names focused; and the keyboard simulator of this device posting
    /// to that center, which made the window and turns it when it rotates.
    ///
    /// ```swift
    /// let (screen, keyboard) = device.present(TransferConfirmViewController.init) { $0.amountField }
    /// keyboard.show(height: device.keyboardHeight)
    /// ```
    @MainActor
    public func present<Controller: HeadlessViewController>(
        _ make: (NotificationCenter) -> Controller, focusing focus: (Controller) -> HeadlessView? = { _ in nil }
    ) -> (Controller, KeyboardSimulator) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: self)
        return (keyboard.present(make, focusing: focus), keyboard)
    }
}

extension KeyboardLawChecker where Host: HeadlessViewController {
    /// A checker of the controllers `make` builds, each presented in the environment's window
    /// with the field `focus` names focused.
    ///
    /// ```swift
    /// KeyboardLawChecker(device: .smallPhone, presenting: LoginFormViewController.init) { $0.fields[1] }.check()
    /// ```
    @MainActor
    public init(
        device: KeyboardDeviceProfile, presenting make: @escaping @MainActor (NotificationCenter) -> Host,
        focusing focus: @escaping @MainActor (Host) -> HeadlessView
    ) {
        self.init(device: device) { environment in
            let controller = make(environment.center)
            controller.present(in: environment.window)
            controller.focus(focus(controller))
            return controller
        }
    }
}

/// The ways the kit can reach an approach's entry point; a conformer's override must win on each.
///
/// ```swift
/// @Test(arguments: DispatchRoute.allCases) func overrideWins(route: DispatchRoute) {}
/// ```
public enum DispatchRoute: String, CaseIterable, Sendable {
    /// A call on the conformer's own type.
    case concreteType
    /// A call through an existential of the approach protocol.
    case existential
    /// A call through a generic parameter: the conformance's witness table.
    case generic
    /// A keyboard notification, delivered by the monitor.
    case notification
}

extension DispatchRoute {
    /// Hands `transition` to `host` along this route: `concrete` is the call on the host's own
    /// type and `existential` the call through an existential of the approach protocol (only the
    /// caller can write those two); ``generic`` calls through `Host`'s conformance; the
    /// notification route registers the host and posts the transition's event with `keyboard`.
    ///
    /// ```swift
    /// route.deliver(
    ///     transition, to: notes, keyboard: keyboard, concrete: { notes.avoidKeyboard($0) },
    ///     existential: { (notes as any KeyboardResizing).avoidKeyboard($0) })
    /// ```
    @MainActor
    public func deliver<Host: KeyboardCapable>(
        _ transition: KeyboardTransition, to host: Host, keyboard: KeyboardSimulator,
        concrete: (KeyboardTransition) -> Void, existential: (KeyboardTransition) -> Void
    ) {
        switch self {
        case .concreteType: concrete(transition)
        case .existential: existential(transition)
        case .generic: host.avoidKeyboard(transition)
        case .notification:
            host.registerKeyboardNotifications()
            keyboard.post(transition.event)
        }
    }
}
