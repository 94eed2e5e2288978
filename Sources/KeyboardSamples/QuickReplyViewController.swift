package import Foundation
import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **binding a view** as the video tutorial does, `sendButton.bindToKeyboard()`: no
/// conformance, one call; the kit follows the keyboard by what it covers of the button.
@MainActor
package final class QuickReplyViewController: HeadlessViewController {
    /// The reply being typed, near the top.
    package let replyField = HeadlessView(name: "replyField")
    /// The send button, bottom right, above the home indicator.
    package let sendButton = HeadlessView(name: "sendButton")

    /// Creates the screen, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// Builds the views and binds the send button to the keyboard, 8 pt above it.
    package override func viewDidLoad() {
        replyField.isTextInput = true
        for subview in [replyField, sendButton] { view.addSubview(subview) }
        replyField.constraintLayout = { root in
            CGRect(x: 16, y: root.safeAreaInsets.top + 8, width: root.bounds.width - 32, height: 44)
        }
        sendButton.constraintLayout = { root in
            CGRect(
                x: root.bounds.width - 16 - 80, y: root.bounds.height - root.safeAreaInsets.bottom - 8 - 44,
                width: 80, height: 44)
        }
        sendButton.bindToKeyboard(gap: 8, center: notificationCenter)
    }
}
