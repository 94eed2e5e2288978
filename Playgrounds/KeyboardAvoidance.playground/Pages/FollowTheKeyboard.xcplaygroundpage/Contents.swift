//: # 2 · Follow the keyboard
//:
//: **The approach.** Only one view moves: a send button or an input bar rides on the keyboard's
//: top edge, with the keyboard's duration and curve, and goes back down with it.
//:
//: **When to use it.** A composer whose big text area can stay where it is, with a control pinned
//: to the bottom of the screen that must stay reachable.
//:
//: **The known pitfall.** The classic code moves the button by `end.y − begin.y` on each
//: notification. Begin frames are not reliable (zero rects, repeats, a hardware keyboard's strip),
//: so the button drifts, and it ends 34 pt too high on a phone with a home indicator because the
//: button sits above the safe area, not at the screen's edge. The kit derives the position from
//: the button's original frame and the current keyboard frame only: it lifts the button by how far
//: its bottom edge is below the keyboard's top, whatever the begin frame says.
//:
//: **The sample.** `CreatePostViewController`, conforming to `KeyboardFollowing` with one more
//: property: `var keyboardFollowingView: any KeyboardLayoutView { sendButton }`.
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

let device = KeyboardDeviceProfile.notchedPhone
let center = NotificationCenter()
let keyboard = KeyboardSimulator(center: center, device: device)
let composer = CreatePostViewController(center: center)
let animator = RecordingKeyboardAnimator()
composer.keyboardAnimator = animator
composer.present(in: keyboard.makeWindow())
let restingFrame = composer.sendButton.frame

@MainActor func step(_ title: String) {
    let button = composer.sendButton.frameInScreen
    let edge = keyboardTop(keyboard)
    let textArea = visibility(of: composer.textArea, above: keyboard)
    let send = visibility(of: composer.sendButton, above: keyboard)
    print(
        "\(title): sendButton \(describe(button)), bottom \(pt(button.maxY)), \(edge) | sendButton \(send) | textArea \(textArea) | \(animator.takeAnimationSummary())"
    )
}

print("device: \(device), bottom safe area \(pt(device.safeAreaInsets.bottom)) pt")
step("presented")

//: The user taps the text area; the keyboard shows. The button's bottom lands its 8 pt gap
//: (`keyboardFollowingGap`) above the keyboard's top edge: it moved by 336 − 34 = 302 pt, not by
//: the keyboard's 336.
composer.focus(composer.textArea)
keyboard.show(height: device.keyboardHeight)
step("keyboard shows (\(pt(device.keyboardHeight)) pt)")

keyboard.show(height: device.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(device.keyboardHeightWithoutPredictive)) pt)")

//: A notification with a lying begin frame, `CGRect.zero`, switching to the emoji keyboard.
//: `end.y − begin.y` would say the keyboard moved 511 pt; the kit only reads the end frame. The
//: simulator then posts the rest of the emoji sequence, as iOS does.
let emoji = keyboard.dockedFrame(height: device.emojiKeyboardHeight)
keyboard.post(KeyboardEvent(kind: .willChangeFrame, beginFrame: .zero, endFrame: emoji))
keyboard.show(height: device.emojiKeyboardHeight)
step("emoji keyboard, begin frame zero (\(pt(device.emojiKeyboardHeight)) pt)")

//: Twenty more frame changes, then a hide: the button is back at exactly its resting frame.
for round in 0..<20 {
    keyboard.show(height: round.isMultiple(of: 2) ? device.keyboardHeight : device.keyboardHeightWithoutPredictive)
}
animator.reset()
keyboard.hide()
step("keyboard hides after 20 changes")
print("back exactly at its resting frame: \(composer.sendButton.frame == restingFrame)")

//: ### A finger drags the keyboard down
//:
//: With `keyboardDismissMode = .interactive` the keyboard follows a finger, and iOS posts nothing
//: until the finger lets go. The kit is fed the keyboard's frame as it moves (a tracked frame), so
//: the button rides on the keyboard all the way; letting go halfway springs the keyboard back,
//: letting go at the end hides it.
composer.focus(composer.textArea)
keyboard.show()
step("keyboard shows again")
keyboard.dragToDismiss(through: [0.25, 0.5, 0.75], completes: false) { frame in
    step("finger drags the keyboard to y \(pt(frame.minY))")
}
step("finger lets go: the keyboard springs back")
keyboard.dragToDismiss(through: [0.5, 1]) { _ in }
step("finger drags it off the screen: the keyboard hides")
print("back exactly at its resting frame: \(composer.sendButton.frame == restingFrame)")

//: ### A hardware keyboard
//:
//: With a hardware keyboard attached, iOS still shows a shortcut strip docked at the bottom: the
//: button rides on that strip instead.
composer.focus(composer.textArea)
keyboard.show(height: device.hardwareKeyboardBarHeight)
step("hardware keyboard strip (\(pt(device.hardwareKeyboardBarHeight)) pt)")
keyboard.hide()
step("strip hides")

composer.dismiss()

printLaws { profile in
    KeyboardLawChecker(device: profile) { environment in
        let candidate = CreatePostViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.textArea)
        return candidate
    }
}

print("done: FollowTheKeyboard")

//: [Previous](@previous) | [Next](@next)
