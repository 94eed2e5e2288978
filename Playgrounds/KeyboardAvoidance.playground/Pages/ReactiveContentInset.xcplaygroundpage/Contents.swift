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
import KeyboardAvoidanceTesting
import KeyboardSamples

let device = KeyboardDeviceProfile.notchedPhone
let center = NotificationCenter()
let compose = ComposeMessageViewController(center: center)
let animator = RecordingKeyboardAnimator()
compose.keyboardAnimator = animator
compose.present(in: device.makeWindow())
compose.focus(compose.inputField)
let keyboard = KeyboardSimulator(center: center, screenBounds: device.screenBounds)

@MainActor func step(_ title: String) {
    let list = compose.messageList
    let field = isVisible(compose.inputField, above: keyboard) ? "visible" : "COVERED"
    print(
        "\(title): contentInset.bottom \(pt(list.contentInset.bottom)) (adjusted \(pt(list.adjustedContentInset.bottom))), "
            + "indicator \(pt(list.verticalScrollIndicatorInsets.bottom)), offset \(pt(list.contentOffset.y)) | inputField \(field)")
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

keyboard.changeHeight(to: device.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(device.keyboardHeightWithoutPredictive)) pt)")

keyboard.changeHeight(to: device.emojiKeyboardHeight)
step("emoji keyboard (\(pt(device.emojiKeyboardHeight)) pt)")

keyboard.hide()
step("keyboard hides")

//: Each change of the overlap was applied inside one animation with the keyboard's duration
//: and curve.
let animated = animator.records.filter { !$0.changes.isEmpty }
let styles = Set(animated.map { "\($0.animation.duration) s, \($0.animation.curve) curve" }).sorted()
print("animations: \(animated.count), \(styles.joined(separator: " / "))")

compose.dismiss()

for profile in [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPadLandscape] {
    let violations = KeyboardLawChecker(device: profile) { environment in
        let candidate = ComposeMessageViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.inputField)
        return candidate
    }.violations()
    print("laws on \(profile.name): \(verdict(violations, of: KeyboardLaw.allCases.count))")
}

print("done: ReactiveContentInset")

//: ---
//: Printing helpers (top-level functions of a page are not main-actor isolated unless marked).

/// Points rounded to a tenth, without a trailing `.0` and never `-0`.
func pt(_ value: CGFloat) -> String {
    let tenths = (Double(value) * 10).rounded() / 10 + 0
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
}

/// Whether `view` is wholly on screen: inside its window's safe area, inside every scroll view
/// that holds it, and above the keyboard.
@MainActor func isVisible(_ view: HeadlessView, above keyboard: KeyboardSimulator) -> Bool {
    guard let window = view.rootAncestor as? HeadlessWindow else { return false }
    let safe = window.windowSafeAreaInsets
    var area = CGRect(
        x: window.frame.minX + safe.left, y: window.frame.minY + safe.top,
        width: window.frame.width - safe.left - safe.right, height: window.frame.height - safe.top - safe.bottom)
    var ancestor = view.superview
    while let container = ancestor {
        if container is HeadlessScrollView { area = area.intersection(container.frameInScreen) }
        ancestor = container.superview
    }
    if keyboard.isShown { area.size.height = min(area.height, max(0, keyboard.frame.minY - area.minY)) }
    return area.contains(view.frameInScreen)
}

/// "all N hold", or the violations.
func verdict(_ violations: [KeyboardLawViolation], of count: Int) -> String {
    violations.isEmpty ? "all \(count) hold" : "VIOLATED: " + violations.map(\.description).joined(separator: "; ")
}

//: [Previous](@previous) | [Next](@next)
