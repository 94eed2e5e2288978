import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Approach: a view, such as a table or a text view, is shortened to end at the keyboard's top edge,
/// keeping its content scrollable; its frame returns exactly on hide.
///
/// ```swift
/// final class Notes: HeadlessViewController, KeyboardResizing {
///     let table = HeadlessView(name: "table")
///     var keyboardResizingView: any KeyboardLayoutView { table }
/// }
/// ```
@MainActor
public protocol KeyboardResizing: KeyboardCapable {
    /// The view to resize.
    var keyboardResizingView: any KeyboardLayoutView { get }

    /// Resizes ``keyboardResizingView`` for `transition`, as the protocol describes.
    func resizeForKeyboard(_ transition: KeyboardTransition)
}

// MARK: - Default implementations

extension KeyboardResizing {
    /// Shortens the view by how far the keyboard reaches above its original bottom edge (never
    /// below zero height); restores the original frame exactly when nothing is covered.
    public func resizeForKeyboard(_ transition: KeyboardTransition) {
        keyboardRootView.keyboardLayoutWithoutAnimation()  // what is pending lays out now, not animated
        let view = keyboardResizingView
        let memory = HostMemory.of(self)
        let original = KitWrite.original(of: memory.resizedFrame, current: view.frame)
        let screenOrigin = view.frameInScreen.offsetBy(dx: 0, dy: rootLift).origin
        let unresized = original.offsetBy(dx: screenOrigin.x - view.frame.minX, dy: screenOrigin.y - view.frame.minY)
        let cut = min(original.height, transition.clearance(forScreenRect: unresized))
        let target = CGRect(origin: original.origin, size: CGSize(width: original.width, height: original.height - cut))
        memory.resizedFrame = cut > 0 ? KitWrite(original: original, written: target) : nil
        guard view.frame != target else { return }
        animateKeyboardChanges(
            transition.animation,
            .changes {
                view.frame = target
                view.layoutIfNeeded()
            })
    }
}
