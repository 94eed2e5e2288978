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
import KeyboardAvoidanceTesting
import KeyboardSamples

let device = KeyboardDeviceProfile.notchedPhone
let center = NotificationCenter()
let list = ResizingTableViewController(center: center)
let animator = RecordingKeyboardAnimator()
list.keyboardAnimator = animator
list.present(in: device.makeWindow())
list.focus(list.searchField)
let keyboard = KeyboardSimulator(center: center, screenBounds: device.screenBounds)

@MainActor func step(_ title: String, _ list: ResizingTableViewController, _ keyboard: KeyboardSimulator) {
    let table = list.tableView.frameInScreen
    let edge = keyboard.isShown ? "keyboard top \(pt(keyboard.frame.minY))" : "keyboard hidden"
    let search = isVisible(list.searchField, above: keyboard) ? "visible" : "COVERED"
    print("\(title): tableView \(describe(table)), bottom \(pt(table.maxY)), \(edge) | searchField \(search) | \(animations())")
}

print("device: \(device)")
step("presented", list, keyboard)

keyboard.show(height: device.keyboardHeight)
step("keyboard shows (\(pt(device.keyboardHeight)) pt)", list, keyboard)

//: Scroll to the end: the last of the 50 rows ends right on the keyboard's top edge.
let table = list.tableView
table.contentOffset = table.offsetRange.max
let lastRow = table.convertToScreen(CGRect(x: 0, y: table.contentSize.height - 44, width: table.frame.width, height: 44))
print("scrolled to the end: last row \(describe(lastRow)), bottom \(pt(lastRow.maxY)), above the keyboard \(lastRow.maxY <= keyboard.frame.minY)")
table.contentOffset = table.offsetRange.min

keyboard.changeHeight(to: device.keyboardHeightWithoutPredictive)
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
let slideOver = HeadlessWindow(screen: iPad.screenBounds, frame: CGRect(x: 694, y: 34, width: 320, height: 700))
let narrowList = ResizingTableViewController(center: slideOverCenter)
narrowList.keyboardAnimator = animator
narrowList.present(in: slideOver)
narrowList.focus(narrowList.searchField)
let iPadKeyboard = KeyboardSimulator(center: slideOverCenter, screenBounds: iPad.screenBounds)
print("device: \(iPad), window \(describe(slideOver.frame))")
iPadKeyboard.show(height: iPad.keyboardHeight)
step("keyboard shows (\(pt(iPad.keyboardHeight)) pt)", narrowList, iPadKeyboard)
print("table height \(pt(narrowList.tableView.frame.height)); the naive height would be \(pt(slideOver.frame.height - iPad.keyboardHeight))")

//: A hardware keyboard's shortcut bar: only the bar's 55 pt are taken.
iPadKeyboard.show(height: iPad.hardwareKeyboardBarHeight)
step("hardware keyboard bar (\(pt(iPad.hardwareKeyboardBarHeight)) pt)", narrowList, iPadKeyboard)
iPadKeyboard.hide()
step("keyboard hides", narrowList, iPadKeyboard)

list.dismiss()
narrowList.dismiss()

for profile in [KeyboardDeviceProfile.smallPhone, .notchedPhone, .iPadLandscape] {
    let violations = KeyboardLawChecker(device: profile) { environment in
        let candidate = ResizingTableViewController(center: environment.center)
        candidate.present(in: environment.window)
        candidate.focus(candidate.searchField)
        return candidate
    }.violations()
    print("laws on \(profile.name): \(verdict(violations, of: KeyboardLaw.allCases.count))")
}

print("done: ResizeToFit")

//: ---
//: Printing helpers (top-level functions of a page are not main-actor isolated unless marked).

/// The last animation recorded since the previous call, then forgets them.
@MainActor func animations() -> String {
    let moves = animator.records.filter { !$0.changes.isEmpty }
    animator.reset()
    guard let last = moves.last else { return "no animation" }
    return "animated \(last.animation.duration) s, \(last.animation.curve) curve"
}

/// Points rounded to a tenth, without a trailing `.0` and never `-0`.
func pt(_ value: CGFloat) -> String {
    let tenths = (Double(value) * 10).rounded() / 10 + 0
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
}

/// A rect as `(x, y, width×height)`.
func describe(_ rect: CGRect) -> String {
    "(\(pt(rect.minX)), \(pt(rect.minY)), \(pt(rect.width))×\(pt(rect.height)))"
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
