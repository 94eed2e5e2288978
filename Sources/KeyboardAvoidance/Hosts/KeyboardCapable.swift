public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A controller-like type that listens to the keyboard and keeps its content out of the way.
///
/// Adopt it; everything has a default (a view controller, UIKit's or headless, holds the kit's
/// ``KeyboardAnimatable/keyboardStorage``; any other host declares
/// `let keyboardStorage = KeyboardStorage()`):
///
/// ```swift
/// final class TransferConfirm: HeadlessViewController, KeyboardCapable {
///     override func viewDidAppear() { registerKeyboardNotifications() }
///     override func viewWillDisappear() { unregisterKeyboardNotifications() }
/// }
/// ```
///
/// Requirements and what every conformer must satisfy:
/// - ``registerKeyboardNotifications()`` / ``unregisterKeyboardNotifications()``: idempotent.
///   After register, keyboard notifications posted to ``keyboardNotificationCenter`` reach the
///   hooks; after unregister, nothing does. Registering while the keyboard is up lays the host
///   out at once (a `keyboardWillShow` with duration 0); unregistering while it is up restores
///   the layout (a `keyboardWillHide` with duration 0). A conformer released while registered
///   is deallocated and leaves nothing behind (the kit holds it weakly).
/// - ``keyboardWillShow(_:)``, ``keyboardWillHide(_:)``, ``keyboardWillChangeFrame(_:)``: receive
///   each parsed, validated, de-duplicated event on the main actor; by default they call
///   ``avoidKeyboard(_:)``.
/// - ``avoidKeyboard(_:)``: the strategy. By default every approach the host adopts
///   (``KeyboardFollowing``, ``KeyboardConstraintAdjusting``, ``KeyboardInsetAdjusting``,
///   ``KeyboardResizing``, ``KeyboardRevealing``, in any combination), or, when it adopts none,
///   the full-view shift (the root view moves up by the overlap, never pushing the focused view
///   above the top safe area).
/// - ``keyboardReadFailed(_:)``: a keyboard notification that could not be read; default: ignore.
/// - ``keyboardNotificationCenter``: default `NotificationCenter.default`; inject another in tests.
///
/// Notifications posted off the main thread do not trap: they are read on the posting thread
/// and handled on the main actor.
///
/// Every customisation point is a requirement, so an override wins whether the conformer is
/// called through its concrete type, through `any KeyboardCapable` or through a generic.
@MainActor
public protocol KeyboardCapable: KeyboardAnimatable {
    /// The notification center to observe. Default: `NotificationCenter.default`.
    var keyboardNotificationCenter: NotificationCenter { get }

    /// Starts handling keyboard notifications. Idempotent.
    func registerKeyboardNotifications()

    /// Stops handling keyboard notifications, restoring the layout if the keyboard is up.
    /// Idempotent.
    func unregisterKeyboardNotifications()

    /// The keyboard will appear (or, often, focus moved). Default: ``avoidKeyboard(_:)``.
    func keyboardWillShow(_ event: KeyboardEvent)

    /// The keyboard will go away (or, on iPad, undock, split or float). Default:
    /// ``avoidKeyboard(_:)``, which restores the layout.
    func keyboardWillHide(_ event: KeyboardEvent)

    /// The keyboard's frame will change: predictive bar, emoji, rotation, a hardware keyboard,
    /// and also show and hide. Default: ``avoidKeyboard(_:)``.
    func keyboardWillChangeFrame(_ event: KeyboardEvent)

    /// Lays the host out for a keyboard event: the strategy. Default: every approach the host
    /// adopts, or the full-view shift.
    func avoidKeyboard(_ transition: KeyboardTransition)

    /// A keyboard notification arrived that could not be read. Default: nothing.
    func keyboardReadFailed(_ error: KeyboardEventError)
}

// MARK: - Default implementations

extension KeyboardCapable {
    /// `NotificationCenter.default`.
    public var keyboardNotificationCenter: NotificationCenter { .default }

    /// Joins the ``KeyboardMonitor`` of ``keyboardNotificationCenter``; lays the host out at once
    /// when the keyboard is already up.
    public func registerKeyboardNotifications() {
        guard keyboardStorage.monitor == nil else { return }
        let monitor = KeyboardMonitor.monitor(for: keyboardNotificationCenter)
        keyboardStorage.monitor = monitor
        monitor.add(self)
    }

    /// Leaves the monitor; restores the layout when the keyboard is up.
    public func unregisterKeyboardNotifications() {
        guard let monitor = keyboardStorage.monitor else { return }
        keyboardStorage.monitor = nil
        monitor.remove(self)
    }

    /// Ignores the notification.
    public func keyboardReadFailed(_ error: KeyboardEventError) {}

    /// Whether ``registerKeyboardNotifications()`` is in effect. Not overridable.
    public var isKeyboardRegistered: Bool { keyboardStorage.monitor != nil }
}

extension KeyboardCapable {
    /// Calls ``avoidKeyboard(_:)``.
    public func keyboardWillShow(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

    /// Calls ``avoidKeyboard(_:)``.
    public func keyboardWillHide(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

    /// Calls ``avoidKeyboard(_:)``.
    public func keyboardWillChangeFrame(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }

    /// Every approach the host adopts, in a fixed order; the full-view shift when it adopts none.
    ///
    /// The approaches compose: a chat screen that adopts ``KeyboardInsetAdjusting`` (its message
    /// list) and ``KeyboardFollowing`` (its input bar) gets both with no method of its own. The
    /// order is the order in which each one's measurement depends on the others: first what
    /// changes the layout (``KeyboardConstraintAdjusting``, ``KeyboardResizing``, then
    /// ``KeyboardInsetAdjusting`` with its scroll to the focused field), then what moves views on
    /// top of that layout (``KeyboardFollowing``, then ``KeyboardRevealing``, which shifts the
    /// root view only by what is still needed to reveal the focused field). Each approach's own
    /// entry point (``KeyboardFollowing/followKeyboard(_:)`` and the others) is a requirement, so
    /// a conformer's override of it is what runs here.
    ///
    /// ```swift
    /// final class Chat: HeadlessViewController, KeyboardInsetAdjusting, KeyboardFollowing {
    ///     let list = HeadlessScrollView(), inputBar = HeadlessView()
    ///     var keyboardScrollView: any KeyboardScrollable { list }
    ///     var keyboardFollowingView: any KeyboardLayoutView { inputBar }
    /// }
    /// ```
    public func avoidKeyboard(_ transition: KeyboardTransition) { applyKeyboardApproaches(transition) }

    /// What the default ``avoidKeyboard(_:)`` does: every approach the host adopts, in the order
    /// described there, or the full-view shift when it adopts none. Not overridable.
    ///
    /// A base class that wants its subclasses to customise ``avoidKeyboard(_:)`` implements it
    /// with this, and subclasses `override` it:
    ///
    /// ```swift
    /// class FormViewController: UIViewController, KeyboardInsetAdjusting {
    ///     func avoidKeyboard(_ transition: KeyboardTransition) { applyKeyboardApproaches(transition) }
    /// }
    /// ```
    public func applyKeyboardApproaches(_ transition: KeyboardTransition) {
        let adopted = withKeyboardStorage { storage in
            if let known = storage.approaches { return known }
            let found = KeyboardApproaches(of: self)
            storage.approaches = found
            return found
        }
        guard !adopted.isEmpty else {
            shiftWholeView(transition)
            return
        }
        if adopted.contains(.constraint), let host = self as? any KeyboardConstraintAdjusting {
            host.adjustBottomConstraint(transition)
        }
        if adopted.contains(.resize), let host = self as? any KeyboardResizing { host.resizeForKeyboard(transition) }
        if adopted.contains(.inset), let host = self as? any KeyboardInsetAdjusting {
            host.adjustContentInset(transition)
        }
        if adopted.contains(.follow), let host = self as? any KeyboardFollowing { host.followKeyboard(transition) }
        if adopted.contains(.reveal), let host = self as? any KeyboardRevealing { host.revealFocusedView(transition) }
    }

    /// The full-view shift: the root view moves up by how much the keyboard covers it (measured
    /// from its unshifted position), or returns exactly when nothing is covered. Not overridable;
    /// ``avoidKeyboard(_:)`` runs it for a host that adopts no other approach.
    ///
    /// The shift never pushes the focused view's top above the root view's top safe-area inset:
    /// on a short screen (a phone in landscape) the whole overlap would move the field out of
    /// sight at the top. With that cap a field that fits between the safe area and the keyboard
    /// stays fully visible.
    ///
    /// ```swift
    /// func avoidKeyboard(_ transition: KeyboardTransition) {
    ///     if isEditingNote { followKeyboard(transition) } else { shiftWholeView(transition) }
    /// }
    /// ```
    public func shiftWholeView(_ transition: KeyboardTransition) {
        let root = keyboardRootView
        let layout = unshiftedLayout(root: root)
        var overlap = transition.overlap(withScreenRect: layout.rootFrame)
        if overlap > 0, let field = layout.focusedRect {
            overlap = min(overlap, Self.room(above: field, rootTop: layout.rootFrame.minY, of: root))
        }
        if overlap > 0 {
            performKeyboardShowFullViewAnimation(overlap: overlap, animation: transition.animation)
        } else {
            performKeyboardHideFullViewAnimation(animation: transition.animation)
        }
    }

    /// How far the root view can move up before the focused view's top reaches the root view's
    /// top safe-area inset, measured from the unshifted position; `nil` without a focused view.
    /// Not overridable.
    ///
    /// ```swift
    /// let shift = min(overlap, keyboardFocusedViewRoomAbove() ?? overlap)
    /// ```
    public func keyboardFocusedViewRoomAbove() -> CGFloat? {
        unshiftedFocusedView()?.roomAbove
    }

    /// The focused view's frame in screen coordinates as it would be without the full-view shift,
    /// and ``keyboardFocusedViewRoomAbove()``; `nil` without a focused view. Asks for the focused
    /// view once (in UIKit a walk of the view hierarchy).
    func unshiftedFocusedView() -> (frame: CGRect, roomAbove: CGFloat)? {
        let root = keyboardRootView
        let layout = unshiftedLayout(root: root)
        guard let field = layout.focusedRect else { return nil }
        return (field, Self.room(above: field, rootTop: layout.rootFrame.minY, of: root))
    }

    /// How far `field` (in screen coordinates) is below the top safe-area inset of `root`, whose
    /// top is at `rootTop`.
    private static func room(above field: CGRect, rootTop: CGFloat, of root: any KeyboardLayoutView) -> CGFloat {
        // A controller's root view keeps the safe area its controller gave it at the last layout
        // pass, wherever it is moved (KeyboardFacts §7).
        max(0, field.minY - (rootTop + root.keyboardSafeAreaInsets.top))
    }

    /// The transition `event` brings to this host's screen, honouring the monitor's
    /// ``KeyboardMonitor/ignoresRemoteKeyboards``: what ``avoidKeyboard(_:)`` lays out for. Not
    /// overridable.
    ///
    /// The transition is a hide's, with the event's animation, when the keyboard is not this host's
    /// to avoid: while the host is behind a controller it presented
    /// (``KeyboardHost/keyboardIsBehindPresentation``), the keyboard is that controller's; and a
    /// keyboard on another screen than the host's (``KeyboardEvent/screen`` against
    /// ``KeyboardLayoutView/keyboardScreenIdentity``, both known) covers nothing of it.
    ///
    /// ```swift
    /// avoidKeyboard(keyboardTransition(for: event))
    /// ```
    public func keyboardTransition(for event: KeyboardEvent) -> KeyboardTransition {
        var event = event
        let root = keyboardRootView
        // The host's screen is asked for only when the event names one.
        var onAnotherScreen = false
        if let screen = event.screen, let hostScreen = root.keyboardScreenIdentity {
            onAnotherScreen = screen != hostScreen
        }
        if onAnotherScreen || keyboardIsBehindPresentation {
            event = KeyboardEvent(
                kind: .willHide, endFrame: .zero, duration: event.duration, curve: event.curve, isLocal: event.isLocal)
        }
        return KeyboardTransition(
            event: event, screenBounds: root.keyboardScreenBounds,
            ignoresRemoteKeyboards: withKeyboardStorage { $0.monitor?.ignoresRemoteKeyboards ?? true })
    }

    /// Lays the host out again for the keyboard as it is now, for example after the focus moved
    /// to another field (iOS does not always post a notification then). Does nothing while
    /// unregistered. Not overridable.
    ///
    /// ```swift
    /// passwordField.becomeFocused()
    /// updateKeyboardAvoidance()
    /// ```
    public func updateKeyboardAvoidance(
        animation: KeyboardAnimation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    ) {
        guard let monitor = keyboardStorage.monitor else { return }
        var event = monitor.currentEvent
        event.duration = animation.duration
        event.curve = animation.curve
        avoidKeyboard(keyboardTransition(for: event))
    }
}

// MARK: - Former names

extension KeyboardCapable {
    /// The former name of ``keyboardTransition(for:)``.
    @available(*, deprecated, renamed: "keyboardTransition(for:)")
    public func keyboardLayout(for event: KeyboardEvent) -> KeyboardTransition { keyboardTransition(for: event) }
}

/// The approaches a host adopts, in the order ``KeyboardCapable/avoidKeyboard(_:)`` runs them.
struct KeyboardApproaches: OptionSet {
    let rawValue: UInt8

    static let constraint = KeyboardApproaches(rawValue: 1 << 0)
    static let resize = KeyboardApproaches(rawValue: 1 << 1)
    static let inset = KeyboardApproaches(rawValue: 1 << 2)
    static let follow = KeyboardApproaches(rawValue: 1 << 3)
    static let reveal = KeyboardApproaches(rawValue: 1 << 4)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The approaches `host` conforms to.
    @MainActor
    init(of host: any KeyboardCapable) {
        var found: KeyboardApproaches = []
        if host is any KeyboardConstraintAdjusting { found.insert(.constraint) }
        if host is any KeyboardResizing { found.insert(.resize) }
        if host is any KeyboardInsetAdjusting { found.insert(.inset) }
        if host is any KeyboardFollowing { found.insert(.follow) }
        if host is any KeyboardRevealing { found.insert(.reveal) }
        self = found
    }
}
