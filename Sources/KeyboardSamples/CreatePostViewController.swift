public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Teaches **follow the keyboard**: only the send button moves, riding on the keyboard's top
/// edge.
///
/// A post composer: a large text area fills the screen and a send button sits at the bottom
/// right, pinned to the bottom safe area. The button's position is derived from its original
/// frame and the current keyboard frame on every notification — never from
/// `end.y − begin.y` deltas — so it cannot drift, whatever the begin frames say.
///
/// While a finger drags the keyboard down (interactive dismissal), the frames tracked between
/// notifications keep the button on the keyboard's top edge; on a device the UIKit adapter's
/// `startTrackingInteractiveDismissal(in:)` feeds them, headlessly the simulator does.
///
/// ```swift
/// let composer = CreatePostViewController()
/// composer.present(in: window)
/// composer.focus(composer.textArea) // the send button lifts onto the keyboard
/// keyboard.dragToDismiss(through: [0.25, 0.5, 0.75]) // it rides down with the finger
/// ```
@MainActor
public final class CreatePostViewController: HeadlessViewController, KeyboardFollowing {

    /// The text being written.
    public let textArea = HeadlessView(name: "textArea")
    /// The send button, bottom right above the home indicator.
    public let sendButton = HeadlessView(name: "sendButton")

    /// The send button follows the keyboard.
    public var keyboardFollowingView: any KeyboardLayoutView { sendButton }

    /// Creates the composer, listening to `center`.
    public convenience init(center: NotificationCenter = .default) {
        self.init(notificationCenter: center)
    }

    /// Builds the views and positions them as constraints would: the text area under the top
    /// safe area, the send button pinned to the bottom safe area and the trailing edge. The kit
    /// moves the button with a translation, which these constraints' layout passes keep.
    public override func viewDidLoad() {
        view.addSubview(textArea)
        view.addSubview(sendButton)
        textArea.constraintLayout = { root in
            let bounds = root.bounds
            let safe = root.safeAreaInsets
            // A compact text area on short screens (a phone in landscape) so it fits above the keyboard.
            let height = min(160, ((bounds.height - safe.top - safe.bottom) * 0.3).rounded(.down))
            return CGRect(x: 16, y: safe.top + 8, width: bounds.width - 32, height: height)
        }
        sendButton.constraintLayout = { root in
            CGRect(
                x: root.bounds.width - 16 - 80, y: root.bounds.height - root.safeAreaInsets.bottom - 8 - 44,
                width: 80, height: 44)
        }
    }

    /// After a layout pass (when presented, after a rotation or a window resize in place), lays
    /// the screen out for the keyboard as it is now: the button's resting place may have moved.
    public override func viewDidLayoutSubviews() {
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
