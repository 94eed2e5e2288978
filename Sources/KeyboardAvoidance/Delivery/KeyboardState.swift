public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns the messy stream of keyboard notifications into clean transitions, as a pure value.
///
/// Devices repeat frames, skip willShow when focus moves and post lying frames after a hide:
/// - After a will-hide or did-hide the keyboard is hidden, whatever the frame says.
/// - A repeat of the current frame is ``Outcome/repeated`` the first time its kind announces it,
///   then ``Outcome/duplicate``.
/// - A willChangeFrame alone can show, move or hide the keyboard.
/// - A did-notification repeating the previous end frame only confirms it.
/// - Another app's keyboard shows and moves ``Outcome/ignored`` unless ``ignoresRemoteKeyboards`` is
///   `false`; its hide is a hide (the keyboard was passed to that app, KeyboardFacts §2).
/// - An event that names no screen is on the screen named last, and a screen named after none is
///   no change of screen (KeyboardFacts §7).
///
/// ```swift
/// var state = KeyboardState()
/// state.apply(willChangeFrame)  // .changed
/// state.apply(willShow)         // .repeated: same frame, first willShow
/// state.apply(willShow)         // .duplicate
/// ```
public struct KeyboardState: Sendable, Equatable {
    /// What applying one event did.
    public enum Outcome: Sendable, Equatable {
        /// The keyboard's frame or visibility changed.
        case changed
        /// Nothing changed, but this kind had not yet announced the current frame: hooks still run.
        case repeated
        /// The same kind already announced this frame: dropped.
        case duplicate
        /// Another app's keyboard: dropped, the state is unchanged.
        case ignored

        /// Whether hooks hear an event of `kind` with this outcome: every change, and repeated wills.
        public func isDelivered(for kind: KeyboardEvent.Kind) -> Bool {
            self == .changed || (self == .repeated && kind.isWill)
        }
    }

    /// Whether the last accepted event left the keyboard up, on screen or not.
    public private(set) var isVisible = false
    /// The keyboard's end frame in screen coordinates while visible, `.zero` while hidden.
    public private(set) var frame = CGRect.zero
    /// The screen the last event named: the same frame on another screen is a change.
    public private(set) var screen: ObjectIdentifier?
    /// The last event that changed or repeated the state, with the screen it was found on.
    public private(set) var lastEvent: KeyboardEvent?
    /// The last event that left the keyboard visible, kept until a hide for hosts that register late.
    public private(set) var lastVisibleEvent: KeyboardEvent?
    /// Whether another app's keyboard (`isLocal == false`) is ignored but for its hides; default `true`.
    public var ignoresRemoteKeyboards: Bool

    // Which kinds have announced the current frame, as a bit set indexed like `Kind.allCases`.
    private var announced: UInt8 = 0
    private var lastEndFrame: CGRect?

    /// A hidden keyboard.
    public init(ignoresRemoteKeyboards: Bool = true) {
        self.ignoresRemoteKeyboards = ignoresRemoteKeyboards
    }

    /// Folds one event into the state and tells what that did.
    @discardableResult
    public mutating func apply(_ event: KeyboardEvent) -> Outcome {
        if ignoresRemoteKeyboards, event.isLocal == false, !event.kind.isHide { return .ignored }
        var event = event
        if event.screen == nil { event.screen = screen }
        let end = event.endFrame
        var visible =
            !event.kind.isHide && KeyboardGeometry.isFinite(end)
            && end.width >= KeyboardGeometry.noiseThreshold && end.height >= KeyboardGeometry.noiseThreshold
        if event.kind == .didShow || event.kind == .didChangeFrame, end == lastEndFrame {
            // A did-notification confirming the will's frame (even a hide's parked frame) changes nothing.
            visible = isVisible
        }
        lastEndFrame = end
        let newFrame = visible ? end : .zero
        let bit = Self.bit(for: event.kind)
        let outcome: Outcome
        if visible == isVisible, newFrame == frame, screen == nil || event.screen == screen {
            screen = event.screen
            if announced & bit != 0 { return .duplicate }
            announced |= bit
            outcome = .repeated
        } else {
            isVisible = visible
            frame = newFrame
            screen = event.screen
            announced = bit
            outcome = .changed
        }
        lastEvent = event
        lastVisibleEvent = visible ? event : nil
        return outcome
    }

    /// Where the keyboard is for a screen: hidden while not visible, else classified from ``frame``.
    public func attachment(screenBounds: CGRect) -> KeyboardAttachment {
        isVisible ? KeyboardGeometry.attachment(ofKeyboardFrame: frame, screenBounds: screenBounds) : .hidden
    }

    private static let kinds = KeyboardEvent.Kind.allCases
    private static func bit(for kind: KeyboardEvent.Kind) -> UInt8 { 1 << (kinds.firstIndex(of: kind) ?? 0) }
}
