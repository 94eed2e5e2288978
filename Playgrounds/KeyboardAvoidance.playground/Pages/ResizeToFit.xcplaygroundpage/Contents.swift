//: # 5 · Resize to fit
//:
//: **The approach.** Nothing moves: the table's bottom edge comes up to the keyboard's top edge,
//: so the table gets shorter and every row stays reachable by scrolling. When the keyboard goes,
//: the table gets its original frame back.
//:
//: **When to use it.** A list or a text view that fills the screen, with a search field at the
//: top: content should stay scrollable rather than slide away.
//:
//: **The known pitfall.** The classic code sets `height = view.height − keyboardHeight` in the
//: view's own coordinates. That is only right when the view fills the screen: in an iPad Slide
//: Over, Split View or Stage Manager window the keyboard covers less of the window (or nothing)
//: and the table ends up too short, and after a hide the height is recomputed instead of
//: restored. The kit measures where the keyboard's top edge is in screen coordinates, and keeps
//: the original frame to restore exactly.
//:
//: **The sample.** `ResizingTableViewController`, conforming to `KeyboardResizing` with
//: `var keyboardResizingView: any KeyboardLayoutView { tableView }`.
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
let list = ResizingTableViewController(center: center)
let animator = RecordingKeyboardAnimator()
list.keyboardAnimator = animator
list.present(in: keyboard.makeWindow())
list.focus(list.searchField)

@MainActor func step(_ title: String, _ list: ResizingTableViewController, _ keyboard: KeyboardSimulator) {
    let table = list.tableView.frameInScreen
    let edge = keyboardTop(keyboard)
    let search = visibility(of: list.searchField, above: keyboard)
    print(
        "\(title): tableView \(describe(table)), bottom \(pt(table.maxY)), \(edge) | searchField \(search) | \(animator.takeAnimationSummary())"
    )
}

print("device: \(device)")
step("presented", list, keyboard)

keyboard.show(height: device.keyboardHeight)
step("keyboard shows (\(pt(device.keyboardHeight)) pt)", list, keyboard)

//: Scroll to the end: the last of the 50 rows ends right on the keyboard's top edge.
let table = list.tableView
table.contentOffset = table.offsetRange.max
let lastRow = table.convertToScreen(
    CGRect(x: 0, y: table.contentSize.height - 44, width: table.frame.width, height: 44))
print(
    "scrolled to the end: last row \(describe(lastRow)), bottom \(pt(lastRow.maxY)), above the keyboard \(lastRow.maxY <= keyboard.frame.minY)"
)
table.contentOffset = table.offsetRange.min

keyboard.show(height: device.keyboardHeightWithoutPredictive)
step("predictive bar off (\(pt(device.keyboardHeightWithoutPredictive)) pt)", list, keyboard)

keyboard.hide()
step("keyboard hides", list, keyboard)
print("original frame restored: \(list.tableView.frame == device.screenBounds)")

//: ### An iPad Slide Over window
//:
//: A window 320 × 700 pt whose top is 34 pt below the screen's top, on a 1024 × 768 iPad. The
//: 398 pt keyboard's top is at 370 in screen coordinates, so the table must end there: 336 pt
//: tall. `view.height − keyboardHeight` would give 700 − 398 = 302.
let iPad = KeyboardDeviceProfile.iPadLandscape
let slideOverCenter = NotificationCenter()
let iPadKeyboard = KeyboardSimulator(center: slideOverCenter, device: iPad)
let slideOver = iPadKeyboard.makeWindow(
    frame: CGRect(x: 694, y: 34, width: 320, height: 700), safeAreaInsets: .zero)
let narrowList = ResizingTableViewController(center: slideOverCenter)
narrowList.keyboardAnimator = animator
narrowList.present(in: slideOver)
narrowList.focus(narrowList.searchField)
print("device: \(iPad), window \(describe(slideOver.frame))")
iPadKeyboard.show(height: iPad.keyboardHeight)
step("keyboard shows (\(pt(iPad.keyboardHeight)) pt)", narrowList, iPadKeyboard)
print(
    "table height \(pt(narrowList.tableView.frame.height)); the naive height would be \(pt(slideOver.frame.height - iPad.keyboardHeight))"
)

//: A hardware keyboard's shortcut bar: only the bar's 55 pt are taken.
iPadKeyboard.show(height: iPad.hardwareKeyboardBarHeight)
step("hardware keyboard bar (\(pt(iPad.hardwareKeyboardBarHeight)) pt)", narrowList, iPadKeyboard)
iPadKeyboard.hide()
step("keyboard hides", narrowList, iPadKeyboard)

list.dismiss()
narrowList.dismiss()

printLaws { profile in
    KeyboardLawChecker(device: profile) { environment in
        let candidate = ResizingTableViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.searchField)
        return candidate
    }
}

print("done: ResizeToFit")

//: [Previous](@previous) | [Next](@next)
