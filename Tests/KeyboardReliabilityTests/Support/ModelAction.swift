import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One step of a model-checked keyboard session.
///
/// Each case prints as the Swift expression that builds it, so a failing session's action list can
/// be pasted into a test.
enum ModelAction: Hashable, Sendable, CustomStringConvertible {
    /// `KeyboardSimulator.show()`: as configured (predictive bar, emoji, hardware, iPad mode).
    case show
    /// `KeyboardSimulator.hide()`.
    case hide
    /// `togglePredictiveBar()`.
    case togglePredictiveBar
    /// `switchToEmoji()`.
    case emoji
    /// `switchToStandardKeyboard()`.
    case standardKeyboard
    /// `attachHardwareKeyboard()`.
    case attachHardwareKeyboard
    /// `detachHardwareKeyboard()`.
    case detachHardwareKeyboard
    /// iPad: `undock()` (a no-op on phones).
    case undock
    /// iPad: `dock()`.
    case dock
    /// iPad: `split()`.
    case split
    /// iPad: `float()`.
    case float
    /// iPad: `moveFloatingKeyboard(to:)` (only didChangeFrame is posted; y may be negative).
    case moveFloating(x: Int, y: Int)
    /// The device turns in place, as in UIKit: the window turns and lays its controller out again
    /// (no disappear or appear; samples lay out in `viewDidLayoutSubviews`), then
    /// `KeyboardSimulator.rotate()` posts the keyboard's frame for the new orientation; the
    /// rotation's notifications are this app's (`isLocal` is set back to `true`).
    case rotate
    /// The window runs a layout pass, as typing that changes a field's size does: the root view
    /// gets its container's frame back and the sample lays itself out again.
    case layoutPass
    /// The focus moves to the sample's field `index % fieldCount`, then
    /// `KeyboardSimulator.moveFocus()` posts what iOS posts.
    case moveFocus(Int)
    /// The focused field resigns (`focus(nil)`) and, as on a device with no other first responder,
    /// the keyboard hides.
    case blur
    /// An interactive dismissal through 30 %, 60 %, 90 % that completes (hide) or springs back.
    case dragToDismiss(completes: Bool)
    /// `registerKeyboardNotifications()`, called twice: the second call must change nothing.
    case register
    /// `unregisterKeyboardNotifications()`, called twice: the second call must change nothing.
    case unregister
    /// The controller is released while presented and registered, checked for deallocation
    /// and leftover registrations, then a new one is presented in a new window and focused.
    case releaseAndRecreate
    /// `dismiss()` then `present(in:)` again in the same window (the appearance lifecycle).
    case reappear
    /// The last `count` notifications of the previous action are posted again, unchanged and
    /// in order (devices post duplicates milliseconds apart).
    case repost(count: Int)
    /// Sets the `isLocal` the next notifications carry: `nil` leaves the key out, as before
    /// iOS 9 (the generator uses `true` and `nil`; `false` is ``remoteKeyboard``'s business).
    case setIsLocal(Bool?)
    /// Another app's field takes the keyboard (iPad multitasking, `isLocal == false`), with no hide
    /// of this app's: the other keyboard shows and loses its predictive bar, which the kit ignores,
    /// then that app dismisses it, a hide the kit must apply (KeyboardFacts §2).
    case remoteKeyboard
    /// On iPad, a form sheet that UIKit moves clear of the keyboard itself is presented over the
    /// sample, its own keyboard-capable form's field edits while the keyboard shows and changes,
    /// then it is dismissed, which gives the sample's field the keyboard back (device review N3).
    case movingSheet
    /// Switches one of `KeyboardQuirks.named` on or off.
    case toggleQuirk(Int)
    /// Another registered host, laid out before the sample (its root view is a window), does
    /// `meddling` inside its hook during the next delivery, which `show()` (or, with the keyboard
    /// up, `togglePredictiveBar()`) starts: hooks act while UIKit delivers synchronously.
    case duringDelivery(Meddling)

    /// What a hook does to the kit while a notification is being delivered.
    enum Meddling: String, Hashable, Sendable, CaseIterable {
        /// Unregisters the sample.
        case unregisterSample
        /// Registers the sample.
        case registerSample
        /// Posts a frame change (`togglePredictiveBar()`).
        case postChange
        /// Dismisses the keyboard, as `endEditing(true)` does (`hide()`).
        case dismissKeyboard
        /// Drags the keyboard halfway down (a tracked frame); the finger lets go after the step.
        case dragHalfway
        /// Presents a sheet over the sample and focuses the sheet's field; the sheet is dismissed
        /// after the delivery, which gives the sample's field the keyboard back.
        case presentSheet
    }

    var description: String {
        switch self {
        case .show: ".show"
        case .hide: ".hide"
        case .togglePredictiveBar: ".togglePredictiveBar"
        case .emoji: ".emoji"
        case .standardKeyboard: ".standardKeyboard"
        case .attachHardwareKeyboard: ".attachHardwareKeyboard"
        case .detachHardwareKeyboard: ".detachHardwareKeyboard"
        case .undock: ".undock"
        case .dock: ".dock"
        case .split: ".split"
        case .float: ".float"
        case .moveFloating(let x, let y): ".moveFloating(x: \(x), y: \(y))"
        case .rotate: ".rotate"
        case .layoutPass: ".layoutPass"
        case .moveFocus(let index): ".moveFocus(\(index))"
        case .blur: ".blur"
        case .dragToDismiss(let completes): ".dragToDismiss(completes: \(completes))"
        case .register: ".register"
        case .unregister: ".unregister"
        case .releaseAndRecreate: ".releaseAndRecreate"
        case .reappear: ".reappear"
        case .repost(let count): ".repost(count: \(count))"
        case .setIsLocal(let flag): ".setIsLocal(\(flag.map(String.init(describing:)) ?? "nil"))"
        case .remoteKeyboard: ".remoteKeyboard"
        case .movingSheet: ".movingSheet"
        case .toggleQuirk(let index):
            ".toggleQuirk(\(index)) /* \(KeyboardQuirks.named[index % KeyboardQuirks.named.count].name) */"
        case .duringDelivery(let meddling): ".duringDelivery(.\(meddling.rawValue))"
        }
    }

    /// The case's name without arguments, for coverage counts.
    var kind: String {
        let text = description
        return String(text.dropFirst().prefix { $0.isLetter })
    }

    /// Every kind of action, for coverage checks.
    static let allKinds = [
        "show", "hide", "togglePredictiveBar", "emoji", "standardKeyboard", "attachHardwareKeyboard",
        "detachHardwareKeyboard", "undock", "dock", "split", "float", "moveFloating", "rotate", "layoutPass",
        "moveFocus", "blur",
        "dragToDismiss", "register", "unregister", "releaseAndRecreate", "reappear", "repost", "setIsLocal",
        "remoteKeyboard", "movingSheet",
        "toggleQuirk", "duringDelivery",
    ]
}

/// A keyboard session: everything needed to run it again.
///
/// ```swift
/// ModelSession(
///     seed: 0x1234, device: "iPad (landscape)", sample: .login, quirks: [.duplicatePosts],
///     actions: [.show, .float, .rotate, .hide])
/// ```
struct ModelSession: Sendable, CustomStringConvertible {
    /// The seed it was generated from (informational once the actions are given).
    var seed: UInt64
    /// The device profile, in the orientation the session starts in.
    var device: KeyboardDeviceProfile
    /// The sample controller.
    var sample: ModelSample
    /// The simulator's quirks at the start.
    var quirks: KeyboardQuirks
    /// The steps.
    var actions: [ModelAction]

    /// The number of steps of a generated session; the last one is always a hide.
    static let length = 40

    init(
        seed: UInt64, device: KeyboardDeviceProfile, sample: ModelSample, quirks: KeyboardQuirks, actions: [ModelAction]
    ) {
        self.seed = seed
        self.device = device
        self.sample = sample
        self.quirks = quirks
        self.actions = actions
    }

    /// A session as printed in a failure report: the device by its catalogue name.
    init(seed: UInt64, device name: String, sample: ModelSample, quirks: KeyboardQuirks, actions: [ModelAction]) {
        let device = KeyboardDeviceProfile.named(name)
        if device == nil { Issue.record("no device profile is named \"\(name)\"; running on the iPhone 14") }
        let profile = device ?? .notchedPhone
        self.init(seed: seed, device: profile, sample: sample, quirks: quirks, actions: actions)
    }

    /// The session `seed` generates: device, sample, quirks and `length` actions, the last a hide.
    init(
        seed: UInt64, length: Int = ModelSession.length,
        devices: [KeyboardDeviceProfile] = KeyboardDeviceProfile.catalogue
    ) {
        var rng = SplitMix64(seed: seed)
        let device = devices[rng.below(devices.count)]
        let sample = ModelSample.allCases[rng.below(ModelSample.allCases.count)]
        var quirks: KeyboardQuirks = []
        for (_, quirk) in KeyboardQuirks.named where rng.chance(0.25) { quirks.insert(quirk) }
        var actions: [ModelAction] = []
        var screen = device.screenSize
        for _ in 0..<max(0, length - 1) {
            let action = Self.randomAction(&rng, isPad: device.idiom == .pad, sample: sample, screen: screen)
            if action == .rotate { screen = CGSize(width: screen.height, height: screen.width) }
            actions.append(action)
        }
        if length > 0 { actions.append(.hide) }
        self.init(seed: seed, device: device, sample: sample, quirks: quirks, actions: actions)
    }

    /// Weighted choice: keyboard changes most often, lifecycle and iPad modes less.
    private static func randomAction(
        _ rng: inout SplitMix64, isPad: Bool, sample: ModelSample, screen: CGSize
    ) -> ModelAction {
        var table: [(weight: Int, make: (inout SplitMix64) -> ModelAction)] = [
            (12, { _ in .show }),
            (7, { _ in .hide }),
            (6, { _ in .togglePredictiveBar }),
            (4, { _ in .emoji }),
            (3, { _ in .standardKeyboard }),
            (3, { _ in .attachHardwareKeyboard }),
            (3, { _ in .detachHardwareKeyboard }),
            (4, { _ in .rotate }),
            (3, { _ in .layoutPass }),
            (6, { rng in .moveFocus(rng.below(sample.fieldCount)) }),
            (1, { _ in .blur }),
            (3, { rng in .dragToDismiss(completes: rng.chance(0.6)) }),
            (3, { _ in .register }),
            (3, { _ in .unregister }),
            (2, { _ in .releaseAndRecreate }),
            (2, { _ in .reappear }),
            (5, { rng in .repost(count: rng.int(in: 1...4)) }),
            (1, { rng in .setIsLocal(rng.chance(0.5) ? nil : true) }),
            (2, { _ in .remoteKeyboard }),
            (3, { rng in .toggleQuirk(rng.below(KeyboardQuirks.named.count)) }),
            (
                5,
                { rng in
                    .duringDelivery(ModelAction.Meddling.allCases[rng.below(ModelAction.Meddling.allCases.count)])
                }
            ),
        ]
        if isPad {
            table += [
                (2, { _ in .movingSheet }),
                (2, { _ in .undock }),
                (3, { _ in .dock }),
                (2, { _ in .split }),
                (3, { _ in .float }),
                (
                    4,
                    { rng in
                        // Anywhere from partly off the left and top edges to touching the bottom edge.
                        .moveFloating(
                            x: rng.int(in: -40...Int(screen.width) - 280),
                            y: rng.int(in: -300...Int(screen.height) - 240))
                    }
                ),
            ]
        }
        var pick = rng.below(table.reduce(0) { $0 + $1.weight })
        for entry in table {
            if pick < entry.weight { return entry.make(&rng) }
            pick -= entry.weight
        }
        return .show
    }

    /// The session in the form a test can paste.
    var description: String {
        let quirkList = KeyboardQuirks.named.filter { quirks.contains($0.quirk) }.map { ".\($0.name)" }
        let hex = "0x" + String(seed, radix: 16, uppercase: true)
        return """
            ModelSession(
                seed: \(hex), device: "\(device.name)", sample: \(sample),
                quirks: [\(quirkList.joined(separator: ", "))],
                actions: [\(actions.map(\.description).joined(separator: ", "))])
            """
    }
}
