//: # 4 · Reactive content inset
//:
//: **The approach.** The keyboard becomes one observable value, how many points of the message
//: list it covers. Show, hide and every frame change update it; anything can bind to it. Here
//: the list's bottom content inset (and its scroll indicator's) is bound to it, so the list keeps
//: its full frame and every message stays reachable by scrolling.
//:
//: **When to use it.** Chats and feeds, and any screen built from bindings: several views react to
//: the keyboard without each one observing notifications.
//:
//: **The known pitfall.** The classic code adds the keyboard's whole height to the content inset.
//: A scroll view already insets its content by the safe area (its *adjusted* content inset), so
//: on a phone with a home indicator the last message stops 34 pt above the keyboard; and
//: inset-by-inset arithmetic (`+=` on show, `-=` on hide) drifts when notifications repeat. The kit
//: publishes the overlap beyond the safe area, derived from the keyboard's frame alone, and
//: publishes nothing when it did not change.
//:
//: **The sample.** `ComposeMessageViewController`: a `KeyboardCapable` controller whose
//: `avoidKeyboard(_:)` publishes `keyboardOverlap`; `observeKeyboardOverlap(_:)` binds to it.
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
let compose = ComposeMessageViewController(center: center)
let animator = RecordingKeyboardAnimator()
compose.keyboardAnimator = animator
compose.present(in: keyboard.makeWindow())
compose.focus(compose.inputField)

@MainActor func step(_ title: String) {
    let list = compose.messageList
    let field = visibility(of: compose.inputField, above: keyboard)
    print(
        "\(title): contentInset.bottom \(pt(list.contentInset.bottom)) (adjusted \(pt(list.adjustedContentInset.bottom))), "
            + "indicator \(pt(list.verticalScrollIndicatorInsets.bottom)), offset \(pt(list.contentOffset.y)) | inputField \(field)"
    )
}

print("device: \(device), bottom safe area \(pt(device.safeAreaInsets.bottom)) pt")

//: A binding of our own, beside the sample's: it is called at once with the current value, then
//: on every change.
compose.observeKeyboardOverlap { overlap in
    print("  observer: keyboardOverlap = \(pt(overlap))")
}
step("presented")

//: The keyboard shows: 336 pt tall, of which 34 pt cover the home-indicator area the list already
//: leaves free. The inset grows by 302, so the adjusted inset is exactly the keyboard's 336.
keyboard.show(height: device.keyboardHeight)
step("keyboard shows (\(pt(device.keyboardHeight)) pt)")

//: A repeated `keyboardWillShow` changes nothing: no observer is called.
if let willShow = keyboard.posted.last(where: { $0.kind == .willShow }) {
    keyboard.post(willShow)
    step("willShow posted again")
}

keyboard.show(height: device.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(device.keyboardHeightWithoutPredictive)) pt)")

keyboard.show(height: device.emojiKeyboardHeight)
step("emoji keyboard (\(pt(device.emojiKeyboardHeight)) pt)")

keyboard.hide()
step("keyboard hides")

//: Each change of the overlap was applied inside one animation with the keyboard's duration
//: and curve.
let animated = animator.records.filter { !$0.changes.isEmpty }
let styles = Set(animated.map { "\($0.animation.duration) s, \($0.animation.curve) curve" }).sorted()
print("animations: \(animated.count), \(styles.joined(separator: " / "))")

//: ### A finger drags the keyboard down
//:
//: A chat list dismisses the keyboard interactively (`keyboardDismissMode = .interactive`): the
//: keyboard follows a finger, and iOS posts nothing until the finger lets go. Each frame tracked in
//: between publishes a smaller overlap at once, so the inset shrinks under the finger; letting go
//: halfway springs the keyboard back, letting go at the end hides it. The tracked frames are
//: applied with no animation: the finger leads.
keyboard.show(height: device.keyboardHeight)
step("keyboard shows again")
keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: false) { frame in
    step("finger drags the keyboard to y \(pt(frame.minY))")
}
step("finger lets go: the keyboard springs back")
keyboard.dragToDismiss(through: [0.5, 1]) { _ in }
step("finger drags it off the screen: the keyboard hides")

compose.dismiss()

printLaws { profile in
    KeyboardLawChecker(device: profile) { environment in
        let candidate = ComposeMessageViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.inputField)
        return candidate
    }
}

print("done: ReactiveContentInset")

//: [Previous](@previous) | [Next](@next)
