import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting

/// The devices the demo knows: the testing module's catalogue, each device in both orientations.
enum DemoDevices {
    /// Every device profile, in the order `--list` prints them.
    static let all: [KeyboardDeviceProfile] = KeyboardDeviceProfile.catalogue

    /// The device used without `--device`.
    static let standard = KeyboardDeviceProfile.notchedPhone
}

/// One scripted step of a keyboard session: a ``KeyboardSimulator`` action and its title.
struct DemoStep: Equatable {
    /// What the step does.
    enum Action: Equatable {
        /// Shows the keyboard without the predictive bar.
        case show
        /// Turns the predictive bar on: the keyboard grows and the show notifications repeat.
        case predictiveBarOn
        /// Moves the focus to the sample's next field; iOS posts the show notifications again.
        case moveFocus
        /// Switches to the emoji keyboard, without animation.
        case emoji
        /// A finger drags the keyboard down (tracked frames, no notification); it springs back.
        case interactiveDrag
        /// Makes the iPad keyboard float: it leaves the bottom edge (a will-hide), then moves.
        case float
        /// Docks the iPad keyboard again.
        case dock
        /// Turns the device; the host is laid out for the other orientation.
        case rotate
        /// Attaches a hardware keyboard: only its bar stays on screen.
        case hardwareKeyboard
        /// Hides the keyboard.
        case hide
    }

    /// A short description for timelines and panels.
    let title: String
    /// The action.
    let action: Action

    /// The session on `device`, leaving out what the sample or the device cannot do.
    static func script(device: KeyboardDeviceProfile, movesFocus: Bool) -> [DemoStep] {
        var steps: [DemoStep] = []
        func add(_ title: String, _ action: Action) { steps.append(DemoStep(title: title, action: action)) }
        let heights = "\(Format.number(device.keyboardHeightWithoutPredictive)) pt"
        add("show the keyboard (predictive bar off, \(heights))", .show)
        add("predictive bar on (\(Format.number(device.keyboardHeight)) pt)", .predictiveBarOn)
        if movesFocus { add("focus moves to another field (iOS posts the show notifications again)", .moveFocus) }
        add("emoji keyboard (\(Format.number(device.emojiKeyboardHeight)) pt, not animated)", .emoji)
        add("a finger drags the keyboard 25, 50 and 75 % down, then lets go: it springs back", .interactiveDrag)
        if device.idiom == .pad {
            add("floating keyboard (iPad): nothing to avoid", .float)
            add("docked again", .dock)
        }
        let rotated = device.rotated()
        add("rotate to \(rotated)", .rotate)
        if rotated.hardwareKeyboardBarHeight > 0 {
            let bar = Format.number(rotated.hardwareKeyboardBarHeight)
            add("hardware keyboard attached (only its \(bar) pt bar shows)", .hardwareKeyboard)
        }
        add("the field resigns and the keyboard hides", .hide)
        return steps
    }
}
