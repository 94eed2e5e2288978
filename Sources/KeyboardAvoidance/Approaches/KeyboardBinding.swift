package import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The seed's one-call entry point, a view bound to the keyboard with no conformance: the UIKit
// adapter's `UIView.bindToKeyboard()` and the headless `HeadlessView.bindToKeyboard()` are this.

extension KeyboardLayoutView {
    /// Binds the view to the keyboard on ``KeyboardFollowing``, replacing its binding; the view's
    /// memory keeps the binding until ``keyboardUnbind()`` or the view's release.
    package func keyboardBind(gap: CGFloat, center: NotificationCenter, animator: any KeyboardAnimator) {
        keyboardUnbind()
        let binding = KeyboardBinding(view: self, gap: gap, center: center, animator: animator)
        HostMemory.of(self).binding = binding
        binding.registerKeyboardNotifications()
    }

    /// Unregisters the view's binding, which puts the view back where it was, and drops it.
    package func keyboardUnbind() {
        let memory = HostMemory.of(self)
        memory.binding?.unregisterKeyboardNotifications()
        memory.binding = nil
    }

    /// Whether the view is bound to the keyboard.
    package var keyboardIsBound: Bool { HostMemory.of(self).binding != nil }
}

/// The host of a bound view: it follows with the view, measured in its superview.
///
/// It holds the view weakly; once the view is gone (before its memory is swept where there is no
/// Objective-C runtime) it stands in for it as a detached, empty view, so it moves nothing.
@MainActor
final class KeyboardBinding: KeyboardFollowing, KeyboardLayoutView {
    private weak var view: (any KeyboardLayoutView)?
    let keyboardFollowingGap: CGFloat
    let keyboardNotificationCenter: NotificationCenter
    let keyboardAnimator: any KeyboardAnimator

    init(view: any KeyboardLayoutView, gap: CGFloat, center: NotificationCenter, animator: any KeyboardAnimator) {
        (self.view, keyboardFollowingGap) = (view, gap)
        (keyboardNotificationCenter, keyboardAnimator) = (center, animator)
    }

    var keyboardRootView: any KeyboardLayoutView { view.map { $0.keyboardSuperview ?? $0 } ?? self }
    var keyboardFollowingView: any KeyboardLayoutView { view ?? self }

    // The detached, empty stand-in.
    var frame: CGRect {
        get { .zero }
        set {}
    }
    var bounds: CGRect { .zero }
    var keyboardSafeAreaInsets: LayoutInsets { LayoutInsets() }
    var keyboardScreenBounds: CGRect { .null }
    var keyboardTranslation: CGFloat {
        get { 0 }
        set {}
    }
    func convertToScreen(_ rect: CGRect) -> CGRect { .null }
    func layoutIfNeeded() {}
}
