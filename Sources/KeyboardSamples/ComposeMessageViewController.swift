public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches the **reactive pattern**: the keyboard is exposed as an observable property, and
/// the message list's content inset is bound to it.
///
/// Instead of laying out in hooks, the controller merges show, hide and change-frame into one
/// published value, ``keyboardOverlap``, and anything can bind to it with
/// ``observeKeyboardOverlap(_:)``. The message list binds its bottom content inset: it grows by
/// the part of the list the keyboard covers beyond the safe area and returns exactly.
///
/// The same pipeline also feeds the kit's two reactive types, shown here for SwiftUI and
/// async code: ``observableKeyboard`` (an `@Observable` `ObservableKeyboard` for the message
/// list, from iOS 17 and macOS 14) and ``keyboardChanges()`` (a `KeyboardEventStream` to iterate
/// with `for await`, on every supported release).
///
/// A chat list dismisses the keyboard interactively: while a finger drags it down, each frame
/// tracked between notifications publishes a smaller overlap at once (no animation), so the inset
/// shrinks under the finger; on a device the UIKit adapter's
/// `startTrackingInteractiveDismissal(in:)` feeds those frames, headlessly the simulator does.
///
/// ```swift
/// let compose = ComposeMessageViewController()
/// compose.observeKeyboardOverlap { print("keyboard covers \($0) pt") }
/// compose.present(in: window)
/// Task { for await change in compose.keyboardChanges() { print(change.overlap) } }
/// keyboard.dragToDismiss(through: [0.25, 0.5, 0.75]) // the overlap shrinks, sample by sample
/// ```
@MainActor
public final class ComposeMessageViewController: HeadlessViewController, KeyboardCapable {

    /// The message history.
    public let messageList = HeadlessScrollView(name: "messageList")
    /// The message being typed, at the bottom of the list's content.
    public let inputField = HeadlessView(name: "inputField")

    /// How many points of the message list the keyboard covers beyond its bottom safe area,
    /// updated on every show, hide and frame change.
    public private(set) var keyboardOverlap: CGFloat = 0 {
        didSet {
            guard keyboardOverlap != oldValue else { return }
            for observer in observers { observer(keyboardOverlap) }
        }
    }

    /// The keyboard as an `@Observable` value for the message list (SwiftUI, Observation),
    /// created when the view first appears.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public var observableKeyboard: ObservableKeyboard? { observableKeyboardHeld as? ObservableKeyboard }

    /// ``observableKeyboard``, held untyped: a stored property cannot be `@available`.
    private var observableKeyboardHeld: AnyObject?

    /// The keyboard's changes for the message list, as an `AsyncSequence`.
    public func keyboardChanges() -> KeyboardEventStream {
        KeyboardEventStream(measuring: messageList, center: keyboardNotificationCenter)
    }

    private var observers: [@MainActor (CGFloat) -> Void] = []
    private var baseInset: CGFloat = 0

    /// Creates the composer, listening to `center`.
    public convenience init(center: NotificationCenter = .default) {
        self.init(notificationCenter: center)
    }

    /// Calls `observer` with the current overlap now and after every change.
    public func observeKeyboardOverlap(_ observer: @escaping @MainActor (CGFloat) -> Void) {
        observers.append(observer)
        observer(keyboardOverlap)
    }

    /// Builds the views and binds the list's inset to the keyboard.
    public override func viewDidLoad() {
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

    /// The root view's size at the last layout pass.
    private var laidOutSize: CGSize?

    /// Lays the list out for the root view's bounds (when presented, and again after a rotation
    /// or a window resize in place), scrolled to the newest message as a chat stays, then for the
    /// keyboard as it is now.
    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        messageList.frame = bounds
        let contentHeight = max(bounds.height, 900)
        messageList.contentSize = CGSize(width: bounds.width, height: contentHeight)
        inputField.frame = CGRect(
            x: 8, y: contentHeight - view.safeAreaInsets.bottom - 8 - 40, width: bounds.width - 16, height: 40)
        // Opens at the newest message, and stays there when the size changes (a rotation); any
        // other layout pass (typing) leaves where the user scrolled to.
        if bounds.size != laidOutSize { messageList.contentOffset = messageList.offsetRange.max }
        laidOutSize = bounds.size
        updateKeyboardAvoidance(animation: .immediate)
    }

    /// Registers, once the list is laid out in its window.
    public override func viewDidAppear() {
        registerKeyboardNotifications()
        // Created once the list is in its window, so that a keyboard already up is measured.
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *), observableKeyboardHeld == nil {
            observableKeyboardHeld = ObservableKeyboard(measuring: messageList, center: keyboardNotificationCenter)
        }
    }

    /// Unregisters.
    public override func viewWillDisappear() {
        unregisterKeyboardNotifications()
    }

    /// Publishes the new overlap, inside the keyboard's animation.
    public func avoidKeyboard(_ transition: KeyboardTransition) {
        let overlap = KeyboardGeometry.overlap(
            transition.overlap(withScreenRect: messageList.frameInScreen),
            beyondBottomInset: messageList.keyboardSystemInsetBottom)
        guard overlap != keyboardOverlap else { return }
        keyboardAnimator.animate(transition.animation) { [weak self] in self?.keyboardOverlap = overlap }
    }
}
