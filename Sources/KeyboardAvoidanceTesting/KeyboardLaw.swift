import Foundation
import KeyboardAvoidance

/// A law every ``KeyboardAvoidance/KeyboardCapable`` conformer must satisfy.
///
/// ``KeyboardLawChecker`` checks them on any conformer built on the kit's headless models.
public enum KeyboardLaw: String, Sendable, CaseIterable, CustomStringConvertible {
    /// After `registerKeyboardNotifications()`, a keyboard that covers the host changes its
    /// layout: the device's keyboard, or else one covering 80 % of the screen.
    case registerDelivers
    /// After `unregisterKeyboardNotifications()`, no keyboard notification changes the layout.
    case unregisterSilences
    /// Registering several times behaves exactly like registering once.
    case registerIsIdempotent
    /// Unregistering several times behaves exactly like unregistering once, and is silent.
    case unregisterIsIdempotent
    /// A host released while registered is deallocated and leaves no registration behind.
    case releaseLeavesNothing
    /// After any show / change / hide cycle every frame, inset and constant is exactly as before.
    case hideRestoresExactly
    /// While the keyboard is docked, the focused field is not covered (when it can fit).
    case focusedFieldUncovered

    /// The law's name.
    public var description: String { rawValue }
}

/// One law broken, with the values that broke it.
public struct KeyboardLawViolation: Sendable, Equatable, CustomStringConvertible {
    /// The law.
    public var law: KeyboardLaw
    /// What was seen: the device, the action and the values.
    public var message: String

    /// Creates a violation.
    public init(law: KeyboardLaw, message: String) {
        self.law = law
        self.message = message
    }

    /// `law: message`.
    public var description: String { "\(law): \(message)" }
}
