package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **follow the keyboard**: only the send button moves, riding 8 pt above the keyboard's top
/// edge (a sticky gap), placed from its resting frame and never from begin-to-end deltas, so it cannot drift.
@MainActor
package final class CreatePostViewController: HeadlessViewController, KeyboardFollowing {
    /// The text being written.
    package let textArea = HeadlessView(name: "textArea")
    /// The send button, bottom right, above the home indicator.
    package let sendButton = HeadlessView(name: "sendButton")

    /// The send button follows the keyboard.
    package var keyboardFollowingView: any KeyboardLayoutView { sendButton }

    /// 8 points between the button and the keyboard, as at rest between the button and the home indicator.
    package var keyboardFollowingGap: CGFloat { 8 }

    /// Creates the composer, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// Builds the views; the kit's translation of the button survives their layout passes.
    package override func viewDidLoad() {
        for subview in [textArea, sendButton] { view.addSubview(subview) }
        textArea.constraintLayout = { root in
            let bounds = root.bounds
            let safe = root.safeAreaInsets
            // Compact on short screens so it fits above the keyboard; landscape leaves a column for the riding button.
            let height = min(160, ((bounds.height - safe.top - safe.bottom) * 0.3).rounded(.down))
            let column: CGFloat = bounds.width > bounds.height ? 80 + 8 : 0
            return CGRect(x: 16, y: safe.top + 8, width: bounds.width - 32 - column, height: height)
        }
        sendButton.constraintLayout = { root in
            CGRect(
                x: root.bounds.width - 16 - 80, y: root.bounds.height - root.safeAreaInsets.bottom - 8 - 44,
                width: 80, height: 44)
        }
    }

    /// Registers as the view appears, once it is laid out in its window.
    package override func viewIsAppearing() { registerKeyboardNotifications() }

    /// Unregisters.
    package override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
