public import KeyboardAvoidance

/// A registered host that records what the kit hands it instead of laying anything out: every
/// event that reached ``avoidKeyboard(_:)`` and every read failure, in order.
///
/// ```swift
/// let host = RecordingHost(center: center)
/// host.registerKeyboardNotifications()
/// center.post(willShow)
/// host.events.last?.kind  // .willShow
/// ```
@MainActor
public final class RecordingHost: TestHostController, KeyboardCapable {
    /// The events delivered, in order.
    public private(set) var events: [KeyboardEvent] = []
    /// The read failures reported, in order.
    public private(set) var errors: [KeyboardEventError] = []

    /// Records the transition's event.
    public func avoidKeyboard(_ transition: KeyboardTransition) { events.append(transition.event) }

    /// Records the failure.
    public func keyboardReadFailed(_ error: KeyboardEventError) { errors.append(error) }
}
