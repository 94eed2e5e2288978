package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **combining approaches** and a **chat lift**: the message list is inset, then the input
/// bar follows the keyboard, from the two views the controller names and no keyboard code of its own;
/// the conversation opens at its newest messages, which move up with the keyboard.
@MainActor
package final class ChatViewController: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {
    /// The conversation, full screen, scrolling under the input bar.
    package let messageList = HeadlessScrollView(name: "messageList")
    /// The bar at the bottom that holds the text field.
    package let inputBar = HeadlessView(name: "inputBar")
    /// The message being typed, inside the input bar.
    package let inputField = HeadlessView(name: "inputField")

    /// The input bar's height and the list's own bottom inset: 52 pt, more as the message grows.
    package private(set) var barHeight: CGFloat = 52

    /// The message list is inset.
    package var keyboardScrollView: any KeyboardScrollView { messageList }
    /// The input bar follows the keyboard.
    package var keyboardFollowingView: any KeyboardLayoutView { inputBar }
    /// The content moves with the keyboard wherever the reader is, as most messengers do.
    package var keyboardChatLift: KeyboardChatLift { .always }

    /// Creates the chat screen, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// Builds the views; the kit adds the keyboard's part to the list's own bottom inset.
    package override func viewDidLoad() {
        view.addSubview(messageList)
        view.addSubview(inputBar)
        inputBar.addSubview(inputField)
        messageList.contentInset.bottom = barHeight
        messageList.constraintLayout = { root in root.bounds }
        inputBar.constraintLayout = { [unowned self] root in
            CGRect(
                x: 0, y: root.bounds.height - root.safeAreaInsets.bottom - barHeight,
                width: root.bounds.width, height: barHeight)
        }
        inputField.constraintLayout = { bar in bar.bounds.insetBy(dx: 12, dy: 8) }
    }

    /// Gives the list a long conversation, shown at its newest messages the first time.
    package override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        messageList.contentSize = CGSize(width: bounds.width, height: bounds.height * 3)
        if !showsConversation, bounds.height > 0 {
            showsConversation = true
            messageList.contentOffset.y = messageList.offsetRange.max.y
        }
    }
    private var showsConversation = false

    /// Grows the bar and the list's own inset to `height`, then lays out again; the kit owns only the overlap on top.
    package func growBar(to height: CGFloat) {
        barHeight = height
        messageList.contentInset.bottom = height
        view.setNeedsLayout()
        view.layoutIfNeeded()
        updateKeyboardAvoidance()
    }

    /// Registers as the view appears, once it is laid out in its window.
    package override func viewIsAppearing() { registerKeyboardNotifications() }

    /// Unregisters.
    package override func viewWillDisappear() { unregisterKeyboardNotifications() }
}
