import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host a replay drives, with the kit's default full-view shift: it counts the events its hooks
/// get (telling a notification the kit acted on from one it dropped) and keeps the last read failure.
final class ReplayHost: ReplayController, KeyboardCapable {
    /// How many events the kit delivered to the hooks so far.
    private(set) var deliveries = 0
    /// The last notification the kit could not read, until cleared.
    var readFailure: KeyboardEventError?

    override func viewWillAppear() { registerKeyboardNotifications() }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }

    func keyboardWillShow(_ event: KeyboardEvent) { deliver(event) }
    func keyboardWillHide(_ event: KeyboardEvent) { deliver(event) }
    func keyboardWillChangeFrame(_ event: KeyboardEvent) { deliver(event) }
    func keyboardReadFailed(_ error: KeyboardEventError) { readFailure = error }

    /// Counts the delivery, then lays out as the default does.
    private func deliver(_ event: KeyboardEvent) {
        deliveries += 1
        avoidKeyboard(keyboardTransition(for: event))
    }
}

/// A headless controller on a replay's notification center, with an optional focused field.
class ReplayController: HeadlessViewController {
    /// The replay's own notification center.
    let keyboardNotificationCenter: NotificationCenter
    /// The focused field, if the document has one.
    let field: HeadlessView?

    /// Creates a controller listening to `center`, with a field at `focus` (host coordinates).
    init(center: NotificationCenter, focus: CGRect? = nil) {
        keyboardNotificationCenter = center
        field = focus.map { HeadlessView(frame: $0, name: "focus") }
        super.init()
    }

    override func viewDidLoad() {
        guard let field else { return }
        view.addSubview(field)
        focus(field)
    }
}
