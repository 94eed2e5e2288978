//: # 3 · Bottom constraint and scroll to focus
//:
//: **The approach.** The scroll view's bottom is pinned to the safe area by a constraint. When the
//: keyboard appears, the constraint's constant shortens the scroll view so that it ends where the
//: keyboard begins, and the focused field is scrolled into the shorter scroll view with some
//: padding.
//:
//: **When to use it.** A long form in a scroll view laid out with Auto Layout, and the usual
//: choice when an interface-builder scene owns the constraint. Here a reusable handler object owns
//: the logic, so the controller only creates it.
//:
//: **The known pitfall.** The well-known code guards on "already adjusted" and so misses every
//: later frame change (predictive bar, emoji, rotation), and it subtracts the keyboard's whole
//: height although the constraint is measured from the safe area, leaving a 34 pt gap above the
//: keyboard on a phone with a home indicator. The kit recomputes the constant from the original
//: value and the overlap beyond the safe area on every change, and restores it exactly on hide.
//:
//: **The sample.** `ScrollFormViewController` with its `KeyboardAvoider` (the kit's host made of
//: parts, a bottom constraint and a scroll view, 20 pt padding: what Interface Builder's
//: `KeyboardAvoidingObject` makes). The kit holds the handler weakly; it goes away with the controller.
import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceLaws
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples

//: The printing helpers (`pt`, `describe`, `visibility(of:above:)`, `printLaws`, …) are in the
//: playground's Sources folder, shared by every page.

let device = KeyboardDeviceProfile.notchedPhone
let center = NotificationCenter()
let keyboard = KeyboardSimulator(center: center, device: device)
let form = ScrollFormViewController(center: center)
form.present(in: keyboard.makeWindow())

@MainActor func step(_ title: String) {
    guard let constraint = form.bottomConstraint else { return }
    let scroll = form.scrollView
    let focused = form.focusedView.map { "\($0.name) \(visibility(of: $0, above: keyboard))" } ?? "no focus"
    print(
        "\(title): constant \(pt(constraint.constant)) | scrollView bottom \(pt(scroll.frameInScreen.maxY)), "
            + "height \(pt(scroll.frame.height)), offset \(pt(scroll.contentOffset.y)) | \(focused)")
}

print(
    "device: \(device), keyboard \(pt(device.keyboardHeight)) pt, bottom safe area \(pt(device.safeAreaInsets.bottom)) pt"
)
step("presented")

//: The user taps field 8, low on the screen; the keyboard shows. The constant becomes
//: −(336 − 34) = −302: the scroll view now ends at the keyboard's top, 508, and field 8 scrolls up.
form.focus(form.fields[7])
keyboard.show(height: device.keyboardHeight)
step("keyboard shows")

//: The focus moves to field 10 while the keyboard stays up. iOS does not always post a
//: notification then, so the controller's `focusDidChange(from:)` asks the handler to lay out
//: again with `updateKeyboardAvoidance()`: field 10 scrolls into view.
form.focus(form.fields[9])
step("focus moves to field10")

//: And back up to field 1: the scroll view scrolls back just enough.
form.focus(form.fields[0])
step("focus moves to field1")
form.focus(form.fields[9])
step("focus moves to field10")

//: The predictive bar goes away; the constraint follows (the "already adjusted" guard would not).
keyboard.show(height: device.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(device.keyboardHeightWithoutPredictive)) pt)")

keyboard.show(height: device.emojiKeyboardHeight)
step("emoji keyboard (\(pt(device.emojiKeyboardHeight)) pt)")

keyboard.hide()
step("keyboard hides")

//: Releasing a controller releases its handler, which leaves the notification center's monitor:
//: nothing to unregister.
weak var releasedHandler: KeyboardAvoider?
do {
    let second = ScrollFormViewController(center: center)
    second.present(in: HeadlessWindow(on: keyboard.screen, safeAreaInsets: device.safeAreaInsets))
    releasedHandler = second.keyboardHandler
    print("a second form presented: its handler alive \(releasedHandler != nil)")
}
print("second form released: its handler released \(releasedHandler == nil)")
keyboard.show(height: device.keyboardHeight)
step("keyboard shows again: only the first form moves")
keyboard.hide()

//: The laws are checked on the handler. The checker releases what its factory returns to check
//: `releaseLeavesNothing`; the handler lives as long as its controller, so that law is left out.
let handlerLaws = KeyboardLaw.allCases.filter { $0 != .releaseLeavesNothing }
printLaws(handlerLaws) { profile in
    var owners: [ScrollFormViewController] = []  // keeps each form, and so its focus, alive
    return KeyboardLawChecker(device: profile) { environment in
        let candidate = ScrollFormViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.fields[7])
        owners.append(candidate)
        guard let handler = candidate.keyboardHandler else { fatalError("presenting creates the handler") }
        return handler
    }
}

print("done: BottomConstraintAndScrollToFocus")

//: [Previous](@previous) | [Next](@next)
