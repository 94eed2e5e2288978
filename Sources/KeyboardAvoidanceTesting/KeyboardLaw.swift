import Foundation
import KeyboardAvoidance

/// A law every ``/KeyboardAvoidance/KeyboardCapable`` conformer must satisfy.
///
/// ``KeyboardLawChecker`` checks them on any conformer that is also a
/// ``/KeyboardAvoidance/KeyboardHost``, by driving fresh hosts with a ``KeyboardSimulator`` and
/// comparing their layout: every view's frame in the root view's tree (for the kit's headless
/// views), the root view's frame otherwise, every scroll view's insets, and the views,
/// insets and constants the kit's strategy protocols name.
///
/// ```swift
/// for law in KeyboardLaw.allCases { print(law, "—", law.summary) }
/// ```
public enum KeyboardLaw: String, Sendable, CaseIterable, CustomStringConvertible {
    /// After `registerKeyboardNotifications()`, a keyboard that covers the host changes its
    /// layout (the device's keyboard, or else one covering 80 % of the screen); a host that
    /// registers while the keyboard is already up is laid out exactly as one registered before
    /// it appeared.
    case registerDelivers
    /// After `unregisterKeyboardNotifications()`, no keyboard notification changes the layout;
    /// unregistering while the keyboard is up puts the layout back exactly.
    case unregisterSilences
    /// Registering several times behaves exactly like registering once: the same layout for the
    /// same keyboard, the same number of registrations in the kit's monitor, and one unregister
    /// is enough to silence the host.
    case registerIsIdempotent
    /// Unregistering several times behaves exactly like unregistering once: the same layout
    /// right after, the same silence afterwards, and registering again works the same.
    case unregisterIsIdempotent
    /// A host released while registered (and while the keyboard is up) is deallocated, leaves no
    /// registration behind, and later notifications do not crash.
    case releaseLeavesNothing
    /// After any show / change / hide session — predictive bar, emoji, focus moves, a hardware
    /// keyboard, interactive dismissal, iPad undock / split / float, and the real-device
    /// ``KeyboardQuirks`` — every frame, inset and constant is exactly as before.
    case hideRestoresExactly
    /// While the keyboard is docked (with or without the predictive bar, emoji, or as a
    /// hardware keyboard's strip, at every sample of a finger dragging it down, and after it
    /// springs back) the focused field is neither under the keyboard nor pushed above the
    /// window's top safe-area inset, whenever it can fit between them.
    case focusedFieldUncovered
    /// The layout under a docked keyboard is the same whatever came before it: after a session of
    /// predictive-bar and emoji changes, focus moves, repeated and duplicate posts, a hardware
    /// keyboard attached and detached, a hide and a new show (and on iPad, floating and docking
    /// again), and while a finger holds the keyboard part of the way down (frames tracked between
    /// notifications), the layout equals a fresh host's after one clean show of the same keyboard.
    /// While a finger drags the keyboard this holds at every tracked sample, a followed view
    /// (``/KeyboardAvoidance/KeyboardFollowing``) keeps to the keyboard's top edge the gap it keeps
    /// above the docked keyboard (with the kit's default, its bottom is on the keyboard's top)
    /// until the keyboard drops below its resting place, and a keyboard that springs back leaves
    /// the docked layout exactly. Catches hosts that subtract the overlap again on every show
    /// (`-=`), adjust only on the first show ("already adjusted"), add up begin-to-end
    /// differences, or ignore the frames of a dragged keyboard (a followed view left behind).
    case layoutFollowsCurrentKeyboard
    /// A keyboard that covers nothing leaves the layout exactly as with no keyboard: another
    /// app's keyboard (`isLocal == false`), a zero-size frame, a frame parked below the screen,
    /// on iPad a floating, undocked or split keyboard, shown from hidden or after a docked one,
    /// and a keyboard for a field in a page sheet presented over the host (for hosts presented
    /// by a ``/KeyboardAvoidanceHeadless/HeadlessViewController``).
    case ignoresKeyboardsThatCoverNothing
    /// The host responds to what the keyboard covers, not to its frame: no view rises, no scroll
    /// inset grows and no constraint constant changes by more than the keyboard covers of the
    /// host; and two keyboards whose visible parts are the same (a docked keyboard and the same
    /// top edge on a frame that runs on below the screen, as a hardware keyboard's does) give the
    /// same layout. Checked full screen and in windows that are not: a screen above a tab bar
    /// and, on phones, a page sheet.
    case respondsToWhatIsCovered
    /// Rotating the device, or resizing an iPad window to Split View, while the keyboard is up
    /// happens in place, as in UIKit (no disappear or appear, a layout pass, then the keyboard's
    /// notifications for the new geometry): the layout is then a host's presented in the new
    /// geometry after one show of the keyboard, and after the hide a host's presented there with no
    /// keyboard. Catches whole frames stored before the turn and put back after it. Checked for
    /// hosts presented in the window by a ``/KeyboardAvoidanceHeadless/HeadlessViewController``,
    /// whose root view the window lays out.
    case transitionsHappenInPlace
    /// A layout pass while the keyboard is up (typing that changes a field's size, any
    /// `setNeedsLayout`) leaves the layout as it was: the window lays its controller out again,
    /// views positioned by constraints
    /// (``/KeyboardAvoidanceHeadless/HeadlessView/constraintLayout``) and the root view (its
    /// container's) get their frames back, and the host must put the keyboard avoidance back on.
    /// Catches frames written by hand on views that Auto Layout owns. Checked for hosts presented
    /// in the window by a ``/KeyboardAvoidanceHeadless/HeadlessViewController``.
    case survivesLayoutPasses

    /// The law in one sentence, for messages.
    ///
    /// ```swift
    /// KeyboardLaw.registerDelivers.summary // "registering delivers keyboard changes to the host"
    /// ```
    public var summary: String {
        switch self {
        case .registerDelivers: "registering delivers keyboard changes to the host"
        case .unregisterSilences: "unregistering restores the layout and silences the host"
        case .registerIsIdempotent: "registering several times behaves exactly like registering once"
        case .unregisterIsIdempotent: "unregistering several times behaves exactly like unregistering once"
        case .releaseLeavesNothing: "a host released while registered is deallocated and leaves no registration"
        case .hideRestoresExactly: "after the keyboard hides, every frame, inset and constant is exactly as before"
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
///
/// ```swift
/// for violation in checker.violations() {
///     print(violation.law, violation.message)
/// }
/// ```
public struct KeyboardLawViolation: Sendable, Equatable, CustomStringConvertible {
    /// The law.
    public var law: KeyboardLaw
    /// What was seen: the device, the action and the values.
    public var message: String

    /// Creates a violation.
    ///
    /// ```swift
    /// KeyboardLawViolation(law: .hideRestoresExactly, message: "iPhone 14 390×844: root moved")
    /// ```
    public init(law: KeyboardLaw, message: String) {
        self.law = law
        self.message = message
    }

    /// `law: message`, such as `hideRestoresExactly: on iPhone 14 390×844, after …`.
    public var description: String { "\(law): \(message)" }

    /// The message recorded in test reports: the law, what it requires, and what was seen.
    ///
    /// ```swift
    /// violation.report
    /// // "Keyboard law hideRestoresExactly broken (after the keyboard hides, every frame, …):
    /// //  on iPhone 14 390×844, after …"
    /// ```
    public var report: String { "Keyboard law \(law) broken (\(law.summary)): \(message)" }
}
