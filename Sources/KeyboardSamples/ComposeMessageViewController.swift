package import Foundation
package import KeyboardAvoidance
package import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches the **reactive pattern**: `avoidKeyboard(_:)` publishes the overlap, the list's inset is
/// bound to it, and ``observableKeyboard`` and ``keyboardChanges()`` read the same pipeline.
///
/// ```swift
/// func avoidKeyboard(_ transition: KeyboardTransition) {
///     let overlap = transition.overlap(withScreenRect: messageList.frameInScreen)
///     keyboardAnimator.animate(transition.animation) { self.keyboardOverlap = overlap }
/// }
/// ```
@MainActor
package final class ComposeMessageViewController: HeadlessViewController, KeyboardCapable {
    /// The message history.
    package let messageList = HeadlessScrollView(name: "messageList")
    /// The message being typed, at the bottom of the list's content.
    package let inputField = HeadlessView(name: "inputField")

    /// How many points of the message list the keyboard covers beyond its bottom safe area.
    package private(set) var keyboardOverlap: CGFloat = 0 {
        didSet {
            guard keyboardOverlap != oldValue else { return }
            for observer in observers { observer(keyboardOverlap) }
        }
    }

    /// The keyboard as an `@Observable` value for the message list, created when the view appears.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    package var observableKeyboard: ObservableKeyboard? { observableKeyboardHeld as? ObservableKeyboard }

    // Held untyped, as a stored property cannot be `@available`.
    private var observableKeyboardHeld: AnyObject?

    /// The keyboard's changes for the message list, as an `AsyncSequence`.
    package func keyboardChanges() -> KeyboardEventStream {
        KeyboardEventStream(measuring: messageList, center: keyboardNotificationCenter)
    }

    private var observers: [@MainActor (CGFloat) -> Void] = []
    private var baseInset: CGFloat = 0

    /// Creates the composer, listening to `center`.
    package convenience init(center: NotificationCenter = .default) { self.init(notificationCenter: center) }

    /// Calls `observer` with the current overlap now and after every change.
    package func observeKeyboardOverlap(_ observer: @escaping @MainActor (CGFloat) -> Void) {
        observers.append(observer)
        observer(keyboardOverlap)
    }

    /// Builds the views and binds the list's inset to the keyboard.
    package override func viewDidLoad() {
        view.addSubview(messageList)
        messageList.addSubview(inputField)
        baseInset = messageList.contentInset.bottom
        observeKeyboardOverlap { [weak self] overlap in
            guard let self else { return }
            self.messageList.contentInset.bottom = self.baseInset + overlap
            self.messageList.verticalScrollIndicatorInsets.bottom = self.baseInset + overlap
            if overlap > 0 { self.messageList.scrollRectToVisible(self.inputField.frame.insetBy(dx: 0, dy: -8)) }
        }
    }

    private var laidOutSize: CGSize?

    /// Shows the newest message, then lays the screen out for the keyboard as it is now.
    package override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        messageList.frame = bounds
        let contentHeight = max(bounds.height, 900)
        messageList.contentSize = CGSize(width: bounds.width, height: contentHeight)
        inputField.frame = CGRect(
            x: 8, y: contentHeight - view.safeAreaInsets.bottom - 8 - 40, width: bounds.width - 16, height: 40)
        // Newest message at first and on a size change (a rotation); other passes (typing) keep the scroll.
        if bounds.size != laidOutSize { messageList.contentOffset = messageList.offsetRange.max }
        laidOutSize = bounds.size
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers, and creates ``observableKeyboard`` once the list is in its window to measure a keyboard already up.
    package override func viewIsAppearing() {
        registerKeyboardNotifications()
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), observableKeyboardHeld == nil {
            observableKeyboardHeld = ObservableKeyboard(measuring: messageList, center: keyboardNotificationCenter)
        }
    }

    /// Unregisters.
    package override func viewWillDisappear() { unregisterKeyboardNotifications() }

    /// Publishes the new overlap, inside the keyboard's animation.
    package func avoidKeyboard(_ transition: KeyboardTransition) {
        let overlap = transition.overlap(
            withScreenRect: messageList.frameInScreen, beyondBottomInset: messageList.keyboardSystemInsetBottom)
        guard overlap != keyboardOverlap else { return }
        keyboardAnimator.animate(transition.animation) { [weak self] in self?.keyboardOverlap = overlap }
    }
}
