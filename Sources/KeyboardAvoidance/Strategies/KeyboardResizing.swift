import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Strategy: a view is resized to fit above the keyboard — a table or a text view that keeps
/// its content scrollable instead of moving it.
///
/// The view's bottom edge moves up to the keyboard's top edge (its top stays), so a view that
/// fills its container becomes the container's height minus the overlap. Everything is measured
/// in screen coordinates, so it is right in landscape and in iPad windows that are not full
/// screen. The original frame returns exactly on hide.
///
/// ```swift
/// final class Notes: HeadlessViewController, KeyboardResizing {
///     let keyboardStorage = KeyboardStorage()
///     let table = HeadlessView(name: "table")
///     var keyboardResizingView: any KeyboardLayoutView { table }
/// }
/// ```
@MainActor
public protocol KeyboardResizing: KeyboardCapable {
    /// The view to resize.
    var keyboardResizingView: any KeyboardLayoutView { get }

    /// Resizes ``keyboardResizingView`` for `transition`. The default is described on the protocol.
    func resizeForKeyboard(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardResizing {
    /// Shortens the view by how far the keyboard reaches above its original bottom edge (never
    /// below zero height); restores the original frame exactly when nothing is covered.
    public func resizeForKeyboard(_ transition: KeyboardTransition) {
        let view = keyboardResizingView
        let original = withKeyboardStorage { Moved.unmoved($0.resizedFrame, current: view.frame) }
        let screenOrigin = view.frameInScreen.offsetBy(dx: 0, dy: rootLift).origin
        let unresized = CGRect(
            x: screenOrigin.x + original.minX - view.frame.minX, y: screenOrigin.y + original.minY - view.frame.minY,
            width: original.width, height: original.height)
        let cut = min(original.height, transition.clearance(forScreenRect: unresized))
        var target = original
        target.size.height -= cut
        withKeyboardStorage { $0.resizedFrame = cut > 0 ? Moved(original: original, written: target) : nil }
        guard view.frame != target else { return }
        keyboardAnimator.animate(transition.animation) {
            view.frame = target
            view.layoutIfNeeded()
        }
    }
}
