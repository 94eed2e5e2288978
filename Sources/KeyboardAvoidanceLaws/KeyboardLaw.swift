public import Foundation
import KeyboardAvoidance

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A law every ``/KeyboardAvoidance/KeyboardCapable`` conformer must satisfy.
///
/// `KeyboardLawChecker` checks them by driving fresh hosts with a `KeyboardSimulator` and comparing
/// their views' frames, scroll views' insets and offsets and constraint constants, within ``tolerance``.
/// On a device, the UIKit module's `KeyboardLawMonitor` holds real screens to ``focusedFieldUncovered``,
/// ``hideRestoresExactly`` and ``respondsToWhatIsCovered`` with the same judgement.
public enum KeyboardLaw: String, Sendable, CaseIterable, CustomStringConvertible {
    /// How far two coordinates may differ and still count as equal, in points: 1/1000 pt.
    ///
    /// Far below a pixel, so no visible error passes; far above arithmetic rounding, so no correct screen fails.
    public static let tolerance: CGFloat = 0.001

    /// After `registerKeyboardNotifications()`, a keyboard that covers the host (the device's, or
    /// one covering 80 % of the screen) changes its layout; a host registered while the keyboard is
    /// up is laid out as one registered before it appeared.
    case registerDelivers
    /// After `unregisterKeyboardNotifications()`, no keyboard notification changes the layout;
    /// unregistering while the keyboard is up puts the layout back exactly.
    case unregisterSilences
    /// Registering several times behaves exactly like registering once: the same layout, the same
    /// number of registrations in the kit's monitor, and one unregister silences the host.
    case registerIsIdempotent
    /// Unregistering several times behaves exactly like unregistering once: the same layout right
    /// after, the same silence, and the same layout after registering again.
    case unregisterIsIdempotent
    /// A host released while registered, with the keyboard up, is deallocated and leaves no
    /// registration behind, and later notifications do not crash.
    case releaseLeavesNothing
    /// After any show, change and hide session, every frame, inset, constant and content offset is
    /// exactly as before, with every `KeyboardQuirks` and in the iPad's undocked, split and floating modes.
    case hideRestoresExactly
    /// Every scroll view's content offset stays within the range its content, bounds and adjusted
    /// insets allow, after every notification of the sessions of ``hideRestoresExactly``.
    ///
    /// Catches forms left scrolled past their end once an inset shrinks. Checks `HeadlessScrollView`s.
    case scrollOffsetsStayInRange
    /// While the keyboard is docked (any height, a hardware keyboard's strip, every sample of a finger
    /// dragging it), what the user must see of the focused field (a text view's caret, else the whole
    /// field: its ``/KeyboardAvoidance/KeyboardLayoutView/keyboardRevealRect``) is neither under it nor
    /// above the host's top safe-area inset (a container's bars included), nor under the host's shown
    /// views that rose with the keyboard, nor clipped by its scroll view, if it fits between the inset
    /// and the keyboard. A ``/KeyboardAvoidance/KeyboardFocusChain`` host is checked at each field as
    /// the focus moves down its chain and back.
    case focusedFieldUncovered
    /// The layout under a docked keyboard is a fresh host's after one clean show of it, whatever came before.
    ///
    /// Checked after keyboard changes of every kind and at every sample of a finger dragging the
    /// keyboard, where a followed view (``/KeyboardAvoidance/KeyboardFollowing``) also keeps its gap
    /// to the keyboard's top edge. Catches hosts that subtract the overlap on every show (`-=`),
    /// adjust only once, add up begin-to-end differences, or ignore the frames of a dragged keyboard.
    case layoutFollowsCurrentKeyboard
    /// A keyboard that covers nothing leaves the layout as with no keyboard: another app's, a
    /// zero-size or parked frame, an iPad keyboard floating, undocked or split, or one for a field
    /// in a page sheet presented over the host.
    case ignoresKeyboardsThatCoverNothing
    /// The host responds to what the keyboard covers, not to its frame: nothing moves further than the part
    /// of the host that is covered, and keyboards with the same visible part give the same layout.
    ///
    /// Checked full screen, in a screen above a tab bar and, on phones, in a page sheet.
    case respondsToWhatIsCovered
    /// After a rotation or an iPad Split View resize with the keyboard up, in place as in UIKit, the
    /// layout is that of a host presented in the new geometry, with and without the keyboard.
    ///
    /// Catches whole frames stored before the turn and put back after it. Checked for hosts that a
    /// `HeadlessViewController` presents.
    case transitionsHappenInPlace
    /// A layout pass while the keyboard is up leaves the layout as it was: the host must put the avoidance
    /// back on views that constraints position (`HeadlessView.constraintLayout`).
    ///
    /// Catches frames written by hand on views that Auto Layout owns. Checked for hosts that a
    /// `HeadlessViewController` presents.
    case survivesLayoutPasses

    /// The law in one sentence, for messages.
    public var summary: String {
        switch self {
        case .registerDelivers: "registering delivers keyboard changes to the host"
        case .unregisterSilences: "unregistering restores the layout and silences the host"
        case .registerIsIdempotent: "registering several times behaves exactly like registering once"
        case .unregisterIsIdempotent: "unregistering several times behaves exactly like unregistering once"
        case .releaseLeavesNothing: "a host released while registered is deallocated and leaves no registration"
        case .hideRestoresExactly:
            "after the keyboard hides, every frame, inset, constant and content offset is exactly as before"
        case .scrollOffsetsStayInRange: "every scroll view's content offset stays within its range"
        case .focusedFieldUncovered: "while the keyboard is docked, the focused field is visible above it"
        case .layoutFollowsCurrentKeyboard: "the layout under a keyboard is the same whatever came before it"
        case .ignoresKeyboardsThatCoverNothing:
            "a hidden, detached, floating or split keyboard, or another app's, leaves the layout as with no keyboard"
        case .respondsToWhatIsCovered:
            "the host responds to what the keyboard covers, not to its frame: nothing moves further than that"
        case .transitionsHappenInPlace:
            "after a rotation or window resize in place, the layout is right for the new geometry"
        case .survivesLayoutPasses: "a layout pass while the keyboard is up leaves the layout as it was"
        }
    }

    /// The law's name, such as `hideRestoresExactly`.
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

    /// `law: message`, such as `hideRestoresExactly: on iPhone 14 390×844, after …`.
    public var description: String { "\(law): \(message)" }

    /// The message recorded in test reports: the law, what it requires, and what was seen.
    public var report: String { "Keyboard law \(law) broken (\(law.summary)): \(message)" }
}
