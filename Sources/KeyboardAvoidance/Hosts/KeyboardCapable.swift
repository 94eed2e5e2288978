public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A controller-like type that listens to the keyboard and keeps its content out of the way.
///
/// Every requirement has a default and is a customisation point. While registered (typically from
/// `viewIsAppearing(_:)` to `viewWillDisappear(_:)`), notifications posted to
/// ``keyboardNotificationCenter`` reach the hooks parsed and de-duplicated, on the main actor;
/// registering while the keyboard is up lays the host out at once, unregistering restores it. Hooks
/// may post, register and unregister: ``KeyboardMonitor`` says how delivery holds.
///
/// Each approach derives what it moves from the unmoved value and the current keyboard frame, never
/// from per-notification deltas, which drift when frames lie or repeat, so a hide restores it exactly.
/// A value the app sets while the keyboard is up is its new unmoved value: the kit's part goes on top
/// (an inset's counts it reserved) at the next event or ``updateKeyboardAvoidance(animation:)``, and
/// the hide leaves it. A view or constraint the host stops naming gets back what it had.
///
/// ```swift
/// final class TransferViewController: UIViewController, KeyboardCapable {
///     override func viewIsAppearing(_ animated: Bool) {
///         super.viewIsAppearing(animated)
///         registerKeyboardNotifications()
///     }
/// }
/// ```
@MainActor
public protocol KeyboardCapable: KeyboardAnimatable {
    /// The notification center to observe; default `NotificationCenter.default`.
    var keyboardNotificationCenter: NotificationCenter { get }

    /// Starts handling keyboard notifications; idempotent.
    func registerKeyboardNotifications()

    /// Stops handling keyboard notifications, restoring the layout if the keyboard is up; idempotent.
    func unregisterKeyboardNotifications()

    /// The keyboard will appear, or focus moved; default ``avoidKeyboard(_:)``.
    func keyboardWillShow(_ event: KeyboardEvent)

    /// The keyboard will go away (or, on iPad, undock, split or float); default ``avoidKeyboard(_:)``.
    func keyboardWillHide(_ event: KeyboardEvent)

    /// The keyboard's frame will change; default ``avoidKeyboard(_:)``.
    func keyboardWillChangeFrame(_ event: KeyboardEvent)

    /// Lays the host out for one keyboard event; default ``applyKeyboardApproaches(_:)``.
    func avoidKeyboard(_ transition: KeyboardTransition)

    /// A keyboard notification could not be read; default: nothing.
    func keyboardReadFailed(_ error: KeyboardEventError)
}

// MARK: - Default implementations

extension KeyboardCapable {
    /// `NotificationCenter.default`.
    public var keyboardNotificationCenter: NotificationCenter { .default }

    /// Joins the ``KeyboardMonitor`` of ``keyboardNotificationCenter``.
    ///
    /// A host registered with a center that is gone, or that is no longer its center, leaves that
    /// monitor first (its layout restored). A center that is another object on each access could
    /// never be heard: that stops the app, in every build, with a message that names the fix.
    public func registerKeyboardNotifications() {
        let center = keyboardNotificationCenter
        guard center === keyboardNotificationCenter else {
            fatalError(
                "\(Self.self).keyboardNotificationCenter returns a new NotificationCenter on each access, so the "
                    + "host would never hear the keyboard: store the center once (let center = NotificationCenter()) "
                    + "and return it")
        }
        let memory = HostMemory.of(self)
        memory.pendingLeave = nil
        if memory.isRegistered {
            if let monitor = memory.monitor, monitor.observes(center) { return }
            leaveMonitor(memory)
        }
        let monitor = KeyboardMonitor.monitor(for: center)
        memory.monitor = monitor
        memory.isRegistered = true
        monitor.add(self)
    }

    /// Leaves the monitor, restoring the layout; also after the center was released.
    ///
    /// In an appearance transition (``keyboardAfterAppearanceTransition(_:)``) the host leaves when
    /// the transition ends, so its screen keeps its layout while it slides away; registering again
    /// before then, or a transition that leaves the screen where it was, calls the leave off. An
    /// unregistration outside a transition leaves at once, a pending leave or not.
    public func unregisterKeyboardNotifications() {
        let memory = HostMemory.of(self)
        guard memory.isRegistered else { return }
        let leave = memory.askLeave()
        let deferred = keyboardAfterAppearanceTransition { [weak self] screenStays in
            guard let self else { return }
            let memory = HostMemory.of(self)
            guard memory.pendingLeave == leave else { return }  // registered again, or asked again, since
            memory.pendingLeave = nil
            if !screenStays { self.leaveMonitor(memory) }
        }
        guard !deferred, memory.pendingLeave == leave else { return }
        memory.pendingLeave = nil
        leaveMonitor(memory)
    }

    /// Calls ``avoidKeyboard(_:)``.
    public func keyboardWillShow(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }
    /// Calls ``avoidKeyboard(_:)``.
    public func keyboardWillHide(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }
    /// Calls ``avoidKeyboard(_:)``.
    public func keyboardWillChangeFrame(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }
    /// Calls ``applyKeyboardApproaches(_:)``.
    public func avoidKeyboard(_ transition: KeyboardTransition) { applyKeyboardApproaches(transition) }
    /// Ignores the notification.
    public func keyboardReadFailed(_ error: KeyboardEventError) {}
}

// MARK: - API

extension KeyboardCapable {
    /// Whether ``registerKeyboardNotifications()`` is in effect, until a leave asked for in a
    /// transition takes effect; not overridable.
    public var isKeyboardRegistered: Bool { HostMemory.of(self).isRegistered }

    /// Runs every approach the host adopts, or the full-view shift when it adopts none; not overridable.
    ///
    /// The order is ``KeyboardConstraintAdjusting``, ``KeyboardResizing``, ``KeyboardInsetAdjusting``,
    /// ``KeyboardFollowing``, ``KeyboardRevealing``: layout changes first, then moves over them.
    public func applyKeyboardApproaches(_ transition: KeyboardTransition) {
        let memory = HostMemory.of(self)
        let adopted = memory.approaches ?? adoptedApproaches()
        memory.approaches = adopted
        guard !adopted.isEmpty else {
            return shiftWholeView(by: fullViewLift(for: transition, memory), animation: transition.animation)
        }
        if adopted.contains(.constraint) {
            (self as? any KeyboardConstraintAdjusting)?.adjustBottomConstraint(transition)
        }
        if adopted.contains(.resize) { (self as? any KeyboardResizing)?.resizeForKeyboard(transition) }
        if adopted.contains(.inset) { (self as? any KeyboardInsetAdjusting)?.adjustContentInset(transition) }
        if adopted.contains(.follow) { (self as? any KeyboardFollowing)?.followKeyboard(transition) }
        if adopted.contains(.reveal) { (self as? any KeyboardRevealing)?.revealFocusedView(transition) }
    }

    /// The transition `event` brings to this host: a hide while the keyboard is on another screen or
    /// behind a presentation; not overridable.
    ///
    /// ```swift
    /// func keyboardWillShow(_ event: KeyboardEvent) { avoidKeyboard(keyboardTransition(for: event)) }
    /// ```
    public func keyboardTransition(for event: KeyboardEvent) -> KeyboardTransition {
        // Only another app's keyboard needs the monitor's rule.
        let ignoresRemote = event.isLocal != false || (HostMemory.of(self).monitor?.ignoresRemoteKeyboards ?? true)
        return KeyboardTransition(
            event: event, on: keyboardRootView, ignoresRemoteKeyboards: ignoresRemote,
            isCovered: keyboardIsBehindPresentation)
    }

    /// Lays the host out again for the keyboard as it is now, as after a focus change that iOS
    /// did not announce; does nothing while unregistered; not overridable.
    ///
    /// - Parameter animation: The animation to lay out with; default the keyboard's curve over 0.25 s.
    public func updateKeyboardAvoidance(
        animation: KeyboardAnimation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    ) {
        guard let event = HostMemory.of(self).monitor?.currentEvent else { return }
        avoidKeyboard(keyboardTransition(for: event.resting(as: event.kind, animation: animation)))
    }
}

// MARK: - Internal

extension KeyboardCapable {
    private func adoptedApproaches() -> HostMemory.Approaches {
        var adopted: HostMemory.Approaches = []
        if self is any KeyboardConstraintAdjusting { adopted.insert(.constraint) }
        if self is any KeyboardResizing { adopted.insert(.resize) }
        if self is any KeyboardInsetAdjusting { adopted.insert(.inset) }
        if self is any KeyboardFollowing { adopted.insert(.follow) }
        if self is any KeyboardRevealing { adopted.insert(.reveal) }
        return adopted
    }

    /// Leaves the monitor the host registered with, restoring its layout; with the monitor gone
    /// (its center released), the host is laid out as with no keyboard.
    private func leaveMonitor(_ memory: HostMemory) {
        memory.isRegistered = false
        if let monitor = memory.monitor {
            memory.monitor = nil
            monitor.remove(self)
        } else {
            keyboardWillHide(KeyboardEvent(kind: .willHide, endFrame: .zero, duration: 0, curve: .keyboard))
        }
    }
}
