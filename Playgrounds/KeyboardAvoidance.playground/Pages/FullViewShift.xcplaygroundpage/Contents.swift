//: # 1 · Full-view shift
//:
//: **The approach.** When the keyboard appears, the whole root view moves up by the part of it the
//: keyboard covers, with the keyboard's own duration and curve, and comes back when it goes.
//:
//: **When to use it.** A short, fixed screen with one field near the bottom: a confirmation, a PIN,
//: an amount. The top of the screen leaves it while the keyboard is up; when that matters, see
//: page 6, *Minimal reveal*.
//:
//: **The known pitfall.** The classic code does `view.frame.origin.y -= keyboardHeight` on every
//: `keyboardWillShow`. iOS posts that notification again when the focus moves or the predictive
//: bar toggles, so the view climbs a little more each time and never comes all the way back; and
//: in an iPad window that does not reach the bottom of the screen the keyboard's height is far
//: more than what it covers. The kit measures the overlap in screen coordinates and derives every
//: frame from the original one, so repeats change nothing and a hide restores the frame exactly.
//:
//: **The sample.** `TransferConfirmViewController`: it adopts `KeyboardCapable` and declares
//: nothing more; it registers in `viewIsAppearing()` and unregisters in `viewWillDisappear()`.
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

//: The printing helpers (`pt`, `describe`, `visibility(of:above:)`, `printLaws`, …) are in the
//: playground's Sources folder, shared by every page.

//: A notched phone's keyboard, posting to a notification center of our own, and the screen presented
//: in the window the simulated device makes. Presenting runs `viewDidLoad()` and the appearance calls; `viewIsAppearing()`, once the
//: view is laid out in the window, registers. The recording animator applies each change at once
//: and remembers the animation it was asked for.
let device = KeyboardDeviceProfile.notchedPhone
let center = NotificationCenter()
let keyboard = KeyboardSimulator(center: center, device: device)
let screen = TransferConfirmViewController(center: center)
let animator = RecordingKeyboardAnimator()
screen.keyboardAnimator = animator
screen.present(in: keyboard.makeWindow())

@MainActor func step(_ title: String, _ screen: TransferConfirmViewController, _ keyboard: KeyboardSimulator) {
    let amount = visibility(of: screen.amountField, above: keyboard)
    let summary = isVisible(screen.summary, above: keyboard) ? "visible" : "off screen"
    print(
        "\(title): root y \(pt(screen.view.frame.minY)) | amountField \(amount) | summary \(summary) | \(animator.takeAnimationSummary())"
    )
}

print("device: \(device), keyboard \(pt(device.keyboardHeight)) pt")
step("presented", screen, keyboard)

//: The user taps the amount field: the keyboard slides up and covers 336 pt of the screen.
screen.focus(screen.amountField)
keyboard.show(height: device.keyboardHeight)
step("keyboard shows", screen, keyboard)

//: iOS repeats `keyboardWillShow` (a focus move, an app switch): nothing may move.
if let willShow = keyboard.posted.last(where: { $0.kind == .willShow }) {
    keyboard.post(willShow)
    step("willShow posted again", screen, keyboard)
}

//: The predictive bar goes away: the keyboard is 45 pt shorter, and so is the shift.
keyboard.show(height: device.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(device.keyboardHeightWithoutPredictive)) pt)", screen, keyboard)

keyboard.hide()
step("keyboard hides", screen, keyboard)
print("back exactly where it was: \(screen.view.frame == device.screenBounds)")

//: ### The same screen in an iPad window that does not reach the bottom of the screen
//:
//: A Stage Manager window 600 pt tall whose bottom edge is at 640 on a 768 pt screen. The 398 pt
//: keyboard's top is at 370, so it covers 270 pt of the window: that is the shift, not 398.
let iPad = KeyboardDeviceProfile.iPadLandscape
let iPadCenter = NotificationCenter()
let iPadKeyboard = KeyboardSimulator(center: iPadCenter, device: iPad)
let iPadWindow = iPadKeyboard.makeWindow(
    frame: CGRect(x: 212, y: 40, width: 600, height: 600), safeAreaInsets: .zero)
let iPadScreen = TransferConfirmViewController(center: iPadCenter)
iPadScreen.keyboardAnimator = animator
iPadScreen.present(in: iPadWindow)
iPadScreen.focus(iPadScreen.amountField)
print("device: \(iPad), window \(describe(iPadWindow.frame))")
iPadKeyboard.show(height: iPad.keyboardHeight)
step("keyboard shows (\(pt(iPad.keyboardHeight)) pt)", iPadScreen, iPadKeyboard)
iPadKeyboard.hide()
step("keyboard hides", iPadScreen, iPadKeyboard)

//: Dismissing unregisters: a keyboard shown afterwards moves nothing.
screen.dismiss()
keyboard.show(height: device.keyboardHeight)
print(
    "dismissed: registered \(screen.isKeyboardRegistered), root y \(pt(screen.view.frame.minY)) while a keyboard shows")
keyboard.hide()

//: ### The kit's laws, checked the way your own tests can check them
//:
//: `KeyboardLawChecker` builds fresh screens and runs every `KeyboardLaw` (register delivers,
//: unregister silences, both idempotent, release leaves nothing, hide restores exactly, the
//: focused field ends uncovered) on each device; `printLaws` prints one verdict a device.
printLaws { profile in
    KeyboardLawChecker(device: profile) { environment in
        let candidate = TransferConfirmViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.amountField)
        return candidate
    }
}

print("done: FullViewShift")

//: [Next](@next)
