import Foundation
import KeyboardAvoidance

/// What a ``KeyboardLawChecker`` hands to the factory of the host under test.
@MainActor
public struct KeyboardLawEnvironment {
    /// A fresh notification center: the host must listen to it (its
    /// `keyboardNotificationCenter`).
    public let center: NotificationCenter
    /// A fresh full-screen window of the device: present the host in it.
    public let window: HeadlessWindow
    /// The device.
    public let device: KeyboardDeviceProfile
}

/// Checks the ``KeyboardLaw``s on any conformer built on the kit's headless models, on one
/// device.
///
/// The factory builds a host for an environment: it listens to `environment.center`, is
/// presented in `environment.window`, and has the field it wants revealed focused. Each law
/// runs on fresh hosts, centers and windows. The layout is compared through a snapshot of the
/// host's root view tree — every view's frame and every scroll view's insets — so constraint
/// constants count through the frames they drive.
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

    /// Creates a checker for hosts built by `make`.
    public init(device: KeyboardDeviceProfile, make: @escaping @MainActor (KeyboardLawEnvironment) -> Host) {
        self.device = device
        self.make = make
    }

    /// Checks `laws` and returns every violation (empty when all hold).
    ///
    /// ```swift
    /// let broken = checker.violations(of: [.hideRestoresExactly])
    /// ```
    public func violations(of laws: [KeyboardLaw] = KeyboardLaw.allCases) -> [KeyboardLawViolation] {
        laws.flatMap { law in
            check(law).map { KeyboardLawViolation(law: law, message: "\(device): \($0)") }
        }
    }

    private func environment() -> (KeyboardLawEnvironment, KeyboardSimulator) {
        let center = NotificationCenter()
        let environment = KeyboardLawEnvironment(center: center, window: device.makeWindow(), device: device)
        return (environment, KeyboardSimulator(center: center, screenBounds: device.screenBounds))
    }

    private func check(_ law: KeyboardLaw) -> [String] {
        switch law {
        case .registerDelivers: registerDelivers()
        case .unregisterSilences: unregisterSilences()
        case .registerIsIdempotent: registerIsIdempotent()
        case .unregisterIsIdempotent: unregisterIsIdempotent()
        case .releaseLeavesNothing: releaseLeavesNothing()
        case .hideRestoresExactly: hideRestoresExactly()
        case .focusedFieldUncovered: focusedFieldUncovered()
        }
    }

    private func registerDelivers() -> [String] {
        let (environment, keyboard) = self.environment()
        let host = make(environment)
        host.registerKeyboardNotifications()
        let before = LayoutSnapshot(host)
        keyboard.show(height: device.keyboardHeight)
        guard LayoutSnapshot(host) == before else { return [] }
        // The device's keyboard may leave everything visible (a field high on the screen):
        // one covering 80 % of the screen must move something.
        let tall = (device.screenSize.height * 0.8).rounded()
        keyboard.show(height: tall)
        guard LayoutSnapshot(host) == before else { return [] }
        return ["neither a \(device.keyboardHeight) pt nor a \(tall) pt docked keyboard changed the layout after registering"]
    }

    private func unregisterSilences() -> [String] {
        let (environment, keyboard) = self.environment()
        let host = make(environment)
        host.registerKeyboardNotifications()
        host.unregisterKeyboardNotifications()
        return silence(of: host, keyboard, after: "unregistering once")
    }

    private func unregisterIsIdempotent() -> [String] {
        let (environment, keyboard) = self.environment()
        let host = make(environment)
        host.registerKeyboardNotifications()
        host.unregisterKeyboardNotifications()
        host.unregisterKeyboardNotifications()
        host.unregisterKeyboardNotifications()
        return silence(of: host, keyboard, after: "unregistering three times")
    }

    private func silence(of host: Host, _ keyboard: KeyboardSimulator, after action: String) -> [String] {
        let before = LayoutSnapshot(host)
        keyboard.show(height: device.keyboardHeight)
        keyboard.changeHeight(to: device.emojiKeyboardHeight)
        let after = LayoutSnapshot(host)
        keyboard.hide()
        guard after != before else { return [] }
        return ["after \(action), a keyboard changed the layout: \(before.difference(to: after))"]
    }

    private func registerIsIdempotent() -> [String] {
        func shown(registrations: Int) -> LayoutSnapshot {
            let (environment, keyboard) = self.environment()
            let host = make(environment)
            for _ in 0..<registrations { host.registerKeyboardNotifications() }
            keyboard.show(height: device.keyboardHeight)
            keyboard.changeHeight(to: device.keyboardHeightWithoutPredictive)
            return LayoutSnapshot(host)
        }
        let once = shown(registrations: 1)
        let thrice = shown(registrations: 3)
        guard once != thrice else { return [] }
        return ["registering three times laid out differently from once: \(once.difference(to: thrice))"]
    }

    private func releaseLeavesNothing() -> [String] {
        let (environment, keyboard) = self.environment()
        weak var released: Host?
        do {
            let host = make(environment)
            host.registerKeyboardNotifications()
            keyboard.show(height: device.keyboardHeight)
            released = host
        }
        var problems: [String] = []
        if released != nil { problems.append("the host was still alive after its last reference was dropped") }
        let remaining = KeyboardMonitor.monitor(for: environment.center).registeredHostCount
        if remaining != 0 { problems.append("\(remaining) registration(s) remained after release") }
        keyboard.changeHeight(to: device.emojiKeyboardHeight)
        keyboard.hide()
        return problems
    }

    private func hideRestoresExactly() -> [String] {
        let (environment, keyboard) = self.environment()
        let host = make(environment)
        host.registerKeyboardNotifications()
        let original = LayoutSnapshot(host)
        var problems: [String] = []
        for cycle in 1...2 {
            keyboard.show(height: device.keyboardHeight)
            keyboard.changeHeight(to: device.keyboardHeightWithoutPredictive)
            keyboard.changeHeight(to: device.emojiKeyboardHeight)
            keyboard.show(height: device.keyboardHeight)
            keyboard.hide()
            let after = LayoutSnapshot(host)
            if after != original {
                problems.append("after show/change/hide cycle \(cycle): \(original.difference(to: after))")
            }
        }
        return problems
    }

    private func focusedFieldUncovered() -> [String] {
        let (environment, keyboard) = self.environment()
        let host = make(environment)
        host.registerKeyboardNotifications()
        var problems: [String] = []
        let heights = [device.keyboardHeight, device.keyboardHeightWithoutPredictive, device.emojiKeyboardHeight]
        for height in heights {
            keyboard.show(height: height)
            guard let field = host.keyboardFocusedView else { continue }
            let rect = field.frameInScreen
            let keyboardTop = device.screenBounds.maxY - height
            let safeTop = device.screenBounds.minY + device.safeAreaInsets.top
            guard rect.height <= keyboardTop - safeTop else { continue }  // cannot fit
            if rect.maxY > keyboardTop + 0.5 {
                problems.append("with a \(height) pt keyboard the focused field ends at y \(rect.maxY), below the keyboard's top \(keyboardTop)")
            }
            if rect.minY < safeTop - 0.5 {
                problems.append("with a \(height) pt keyboard the focused field starts at y \(rect.minY), above the safe area \(safeTop)")
            }
        }
        keyboard.hide()
        return problems
    }
}

/// The observable layout of a host: every view of its root view tree with its frame, and every
/// scroll view's content and indicator insets.
@MainActor
struct LayoutSnapshot: Equatable {
    struct Entry: Equatable {
        var path: String
        var frame: CGRect
        var insets: LayoutInsets?
        var indicatorInsets: LayoutInsets?
    }

    var entries: [Entry] = []

    init(_ host: some KeyboardHost) {
        let root = host.keyboardRootView
        guard let view = root as? HeadlessView else {
            entries = [Entry(path: "root", frame: root.frame)]
            return
        }
        collect(view, path: view.name)
    }

    private mutating func collect(_ view: HeadlessView, path: String) {
        let scroll = view as? HeadlessScrollView
        entries.append(
            Entry(path: path, frame: view.frame, insets: scroll?.contentInset, indicatorInsets: scroll?.verticalScrollIndicatorInsets))
        for (index, child) in view.subviews.enumerated() { collect(child, path: "\(path)/\(child.name)#\(index)") }
    }

    /// The first entries that differ, for messages.
    func difference(to other: LayoutSnapshot) -> String {
        let pairs = zip(entries, other.entries).filter { $0 != $1 }.prefix(3)
        guard !pairs.isEmpty else { return "the view trees differ in shape" }
        return pairs.map { before, after in
            var parts: [String] = []
            if before.frame != after.frame { parts.append("frame \(before.frame) → \(after.frame)") }
            if before.insets != after.insets {
                parts.append("contentInset \(before.insets?.description ?? "-") → \(after.insets?.description ?? "-")")
            }
            if before.indicatorInsets != after.indicatorInsets {
                parts.append("indicator insets \(before.indicatorInsets?.description ?? "-") → \(after.indicatorInsets?.description ?? "-")")
            }
            return "\(before.path): " + parts.joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
