//: # 6 · Minimal reveal
//:
//: **The approach.** The root view shifts only as far as the focused field needs to clear the
//: keyboard by a padding, not at all when the field is already visible, and never so far that the
//: field's top passes under the top safe area. As the focus moves from field to field, the shift
//: follows it.
//:
//: **When to use it.** A form of a few fields in the lower half of the screen, such as a login,
//: where the full-view shift of page 1 would push the logo and the first fields off the screen
//: for nothing.
//:
//: **The known pitfall.** The classic code shifts by the keyboard's height whatever is focused, and
//: only in `keyboardWillShow`. But iOS does not always post a notification when the focus moves
//: between fields while the keyboard is up, so the newly focused field stays hidden. The kit
//: computes the shift from the focused field, the padding and the keyboard's top edge (from the
//: unshifted position, so it never accumulates), and follows UIKit's begin-editing notifications
//: to lay out again when the focus moves without a keyboard notification.
//:
//: **The sample.** `LoginFormViewController`, conforming to `KeyboardRevealing` with a 12 pt
//: `keyboardRevealPadding`, and to `KeyboardFocusChain`: the return key moves down the form.
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples

//: The printing helpers (`pt`, `describe`, `visibility(of:above:)`, `printLaws`, …) are in the
//: playground's Sources folder, shared by every page.

let device = KeyboardDeviceProfile.notchedPhone
let center = NotificationCenter()
let keyboard = KeyboardSimulator(center: center, device: device)
let login = LoginFormViewController(center: center)
let animator = RecordingKeyboardAnimator()
login.keyboardAnimator = animator
login.present(in: keyboard.makeWindow())

@MainActor func step(_ title: String, _ login: LoginFormViewController, _ keyboard: KeyboardSimulator) {
    let focused =
        login.focusedView.map { field in
            let gap =
                keyboard.isShown ? ", \(pt(keyboard.frame.minY - field.frameInScreen.maxY)) pt above the keyboard" : ""
            return "\(field.name) \(visibility(of: field, above: keyboard))\(gap)"
        } ?? "no focus"
    let logo = login.logo.frameInScreen
    print(
        "\(title): root y \(pt(login.view.frame.minY)) | \(focused) | logo y \(pt(logo.minY))…\(pt(logo.maxY)) | \(animator.takeAnimationSummary())"
    )
}

print("device: \(device), keyboard \(pt(device.keyboardHeight)) pt, padding \(pt(login.keyboardRevealPadding)) pt")
step("presented", login, keyboard)

//: The e-mail field is already well above the keyboard: nothing moves.
login.focus(login.emailField)
keyboard.show(height: device.keyboardHeight)
step("email focused, keyboard shows", login, keyboard)

//: The return key moves the focus down the chain; each field gets just the shift it needs, without
//: any keyboard notification.
login.emailField.tapReturnKey()
step("return key: passwordField", login, keyboard)
login.passwordField.tapReturnKey()
step("return key: codeField", login, keyboard)

//: The predictive bar goes away: the code field needs less room.
keyboard.show(height: device.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(device.keyboardHeightWithoutPredictive)) pt)", login, keyboard)

//: Back to the e-mail field: the screen returns to where it was.
login.focus(login.emailField)
step("focus moves back to emailField", login, keyboard)

//: The last field's return key ends the chain: the sample signs in, and the field has resigned.
login.focus(login.codeField)
login.codeField.tapReturnKey()
keyboard.hide()
step("code's return key signs in (\(login.signInCount)), keyboard hides", login, keyboard)
print("back exactly where it was: \(login.view.frame == device.screenBounds)")
login.dismiss()

//: ### A small phone
//:
//: On a 320 × 568 screen the keyboard covers more of the form: even the e-mail field needs a
//: little room now. Each shift is still only what the focused field needs; the full-view shift of
//: page 1 would move everything up by the whole 253 pt whichever field is focused.
let small = KeyboardDeviceProfile.smallPhone
let smallCenter = NotificationCenter()
let smallKeyboard = KeyboardSimulator(center: smallCenter, device: small)
let smallLogin = LoginFormViewController(center: smallCenter)
smallLogin.keyboardAnimator = animator
smallLogin.present(in: smallKeyboard.makeWindow())
print("device: \(small), keyboard \(pt(small.keyboardHeight)) pt")
smallLogin.focus(smallLogin.emailField)
smallKeyboard.show(height: small.keyboardHeight)
step("email focused, keyboard shows", smallLogin, smallKeyboard)
for field in [smallLogin.passwordField, smallLogin.codeField] {
    smallLogin.focus(field)
    step("focus moves to \(field.name)", smallLogin, smallKeyboard)
}
smallKeyboard.show(height: small.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(small.keyboardHeightWithoutPredictive)) pt)", smallLogin, smallKeyboard)
smallKeyboard.hide()
step("keyboard hides", smallLogin, smallKeyboard)
smallLogin.dismiss()

printLaws { profile in
    KeyboardLawChecker(device: profile) { environment in
        let candidate = LoginFormViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.codeField)
        return candidate
    }
}

print("done: MinimalReveal")

//: [Previous](@previous)
