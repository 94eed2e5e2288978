public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **combining approaches**: a chat screen whose input bar follows the keyboard and
/// whose message list is inset, with no keyboard code of its own.
///
/// The message list fills the screen and scrolls under the input bar, which is pinned to the
/// bottom safe area; the list's bottom content inset (the bar's height) keeps its last message
/// above the bar. The controller adopts ``KeyboardFollowing`` for the bar and
/// ``KeyboardInsetAdjusting`` for the list, and the kit's default `avoidKeyboard(_:)` runs both:
/// the list's inset first (it grows by the part of the list the keyboard covers beyond the safe
/// area), then the bar, which rides on the keyboard's top edge. The last message therefore
/// stays just above the bar wherever the keyboard is, and a hide restores both exactly.
///
/// ```swift
/// let chat = ChatViewController()
/// chat.present(in: window)
/// chat.focus(chat.inputField)  // the bar lifts onto the keyboard, the list's inset grows
/// ```
@MainActor
public final class ChatViewController: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {

    /// The conversation, full screen, scrolling under the input bar.
    public let messageList = HeadlessScrollView(name: "messageList")
    /// The bar at the bottom that holds the text field.
    public let inputBar = HeadlessView(name: "inputBar")
    /// The message being typed, inside the input bar.
    public let inputField = HeadlessView(name: "inputField")

    /// The input bar's height, which is also the list's own bottom content inset.
    public static let barHeight: CGFloat = 52

    /// The message list is inset.
    public var keyboardScrollView: any KeyboardScrollable { messageList }
    /// The input bar follows the keyboard.
    public var keyboardFollowingView: any KeyboardLayoutView { inputBar }

    /// Creates the chat screen, listening to `center`.
    public convenience init(center: NotificationCenter = .default) {
        self.init(notificationCenter: center)
    }

    /// Builds the views and positions them as constraints would: the list fills the root view,
    /// the bar is pinned to the bottom safe area, the field fills the bar. The list's bottom inset
    /// is the app's, set once; the kit adds the keyboard's part to it and gives it back on hide.
    public override func viewDidLoad() {
        view.addSubview(messageList)
        view.addSubview(inputBar)
        inputBar.addSubview(inputField)
        messageList.contentInset.bottom = Self.barHeight
        messageList.constraintLayout = { root in root.bounds }
        inputBar.constraintLayout = { root in
            CGRect(
                x: 0, y: root.bounds.height - root.safeAreaInsets.bottom - Self.barHeight,
                width: root.bounds.width, height: Self.barHeight)
        }
        inputField.constraintLayout = { bar in bar.bounds.insetBy(dx: 12, dy: 8) }
    }

    /// Gives the list content taller than the screen (a long conversation), then lays the screen
    /// out for the keyboard as it is now: a rotation or a window resize moves the bar's resting
    /// place.
    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        messageList.contentSize = CGSize(width: bounds.width, height: bounds.height * 3)
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers, once the view is laid out in its window.
    public override func viewDidAppear() {
        registerKeyboardNotifications()
    }

    /// Unregisters.
    public override func viewWillDisappear() {
        unregisterKeyboardNotifications()
    }
}
