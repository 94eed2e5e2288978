import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Whether `view` is wholly on screen: inside its window's safe area, inside every scroll view
/// that holds it, and above the keyboard.
@MainActor public func isVisible(_ view: HeadlessView, above keyboard: KeyboardSimulator) -> Bool {
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

/// `visible` when ``isVisible(_:above:)``, else `COVERED` — the word Scripts/run-playgrounds.sh
/// fails a page on, as keyboard-demo's output uses it.
///
/// For the field that should stay visible.
@MainActor public func visibility(of view: HeadlessView, above keyboard: KeyboardSimulator) -> String {
    isVisible(view, above: keyboard) ? "visible" : "COVERED"
}
