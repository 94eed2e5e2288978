import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host a replay drives: a headless controller with the kit's default full-view shift and an
/// optional focused field, which records what the kit hands it.
///
/// It overrides the three hooks only to count deliveries before doing what the defaults do
/// (``KeyboardCapable/avoidKeyboard(_:)`` with the host's layout), so a replay can tell a
/// notification the kit acted on from one it dropped, and it records read failures.
///
/// ```swift
/// let host = ReplayHost(center: center, focus: CGRect(x: 16, y: 560, width: 343, height: 44))
/// host.present(in: window)   // registers
/// center.post(note)
/// host.deliveries            // 1 when the kit acted on it
/// ```
@MainActor
final class ReplayHost: HeadlessViewController, KeyboardCapable {
    /// The kit's per-host memory.
    let keyboardStorage = KeyboardStorage()
    /// The replay's own notification center.
    let keyboardNotificationCenter: NotificationCenter
    /// The focused field, if the document has one.
    let field: HeadlessView?
    /// How many events the kit delivered to the hooks so far.
    private(set) var deliveries = 0
    /// Every notification the kit could not read, in order.
    private(set) var readFailures: [KeyboardEventError] = []

    /// Creates a host listening to `center`, with a field at `focus` (host coordinates).
    init(center: NotificationCenter, focus: CGRect?) {
        keyboardNotificationCenter = center
        field = focus.map { HeadlessView(frame: $0, name: "focus") }
        super.init()
    }

    /// Adds and focuses the field.
    override func viewDidLoad() {
        guard let field else { return }
        view.addSubview(field)
        focus(field)
    }

    /// Registers.
    override func viewWillAppear() { registerKeyboardNotifications() }

    /// Unregisters.
    override func viewWillDisappear() { unregisterKeyboardNotifications() }

    /// Counts the delivery, then lays out as the default does.
    func keyboardWillShow(_ event: KeyboardEvent) { deliver(event) }

    /// Counts the delivery, then lays out as the default does.
    func keyboardWillHide(_ event: KeyboardEvent) { deliver(event) }

    /// Counts the delivery, then lays out as the default does.
    func keyboardWillChangeFrame(_ event: KeyboardEvent) { deliver(event) }

    /// Records the failure.
    func keyboardReadFailed(_ error: KeyboardEventError) { readFailures.append(error) }

    private func deliver(_ event: KeyboardEvent) {
        deliveries += 1
        avoidKeyboard(keyboardTransition(for: event))
    }
}
