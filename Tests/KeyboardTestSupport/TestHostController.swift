public import Foundation
public import KeyboardAvoidanceHeadless

/// A headless controller that observes the notification center it is given: the base of the
/// tests' keyboard hosts, each of which posts to a center of its own.
///
/// It satisfies `KeyboardCapable.keyboardNotificationCenter`, so a test host needs nothing more:
///
/// ```swift
/// final class Shifting: TestHostController, KeyboardCapable {}
/// let host = Shifting(center: NotificationCenter())
/// ```
@MainActor
open class TestHostController: HeadlessViewController {
    /// The center the host observes.
    public let keyboardNotificationCenter: NotificationCenter

    /// A controller observing `center`.
    public init(center: NotificationCenter) {
        keyboardNotificationCenter = center
        super.init()
    }
}
