public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns the messy stream of keyboard notifications into clean transitions.
///
/// Real devices post the same frame several times (willChangeFrame then willShow, duplicates
/// milliseconds apart, a willShow for an already visible keyboard when focus moves), skip
/// willShow when focus moves, and post frames that lie after a hide. `KeyboardState` is the one
/// place that sorts this out, as a pure value:
///
/// - After a will-hide or did-hide the keyboard is hidden, whatever the frame says.
/// - A notification that repeats the current frame is ``Outcome/repeated`` the first time its
///   kind announces that frame (so a `keyboardWillShow` hook still runs after the
///   willChangeFrame that preceded it) and ``Outcome/duplicate`` after that.
/// - A willChangeFrame alone is enough to show, move or hide the keyboard; a missing willShow
///   changes nothing. (The state has no screen: a willChangeFrame to a frame parked below the
///   screen leaves ``isVisible`` true, and ``attachment(screenBounds:)`` says hidden.)
/// - A didShow or didChangeFrame that repeats the end frame of the notification before it only
///   confirms it (after a hide, the frame parked below the screen does not make the keyboard
///   visible again); one with a new frame, whose will-notification never came, is a change.
/// - The last event that left the keyboard on screen is kept (``lastVisibleEvent``), so a host
///   that registers while the keyboard is up can be laid out at once.
/// - Another app's keyboard (`isLocal == false`) is ``Outcome/ignored`` unless
///   ``ignoresRemoteKeyboards`` is `false`.
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
        /// Nothing changed, but this kind of notification had not yet announced the current
        /// frame: hooks run, and layouts derived from the state are no-ops.
        case repeated
        /// The same kind already announced this frame: dropped.
        case duplicate
        /// Another app's keyboard: dropped, the state is unchanged.
        case ignored

        /// Whether hooks hear about an event of `kind` that had this outcome: every change, and
        /// a repeat of a will-notification (a did-notification repeating its will changes nothing).
        ///
        /// ``KeyboardMonitor`` delivers by this rule.
        ///
        /// ```swift
        /// KeyboardState.Outcome.repeated.isDelivered(for: .willShow)  // true
        /// KeyboardState.Outcome.repeated.isDelivered(for: .didShow)   // false
        /// ```
        public func isDelivered(for kind: KeyboardEvent.Kind) -> Bool {
            self == .changed || (self == .repeated && kind.isWill)
        }
    }

    /// Whether the last accepted event left the keyboard up: it was not a hide and its end frame
    /// was not empty. Whether that frame is on screen is ``attachment(screenBounds:)``'s answer.
    public private(set) var isVisible = false
    /// The keyboard's end frame in screen coordinates while visible, `.zero` while hidden.
    public private(set) var frame = CGRect.zero
    /// The screen the last event named (``KeyboardEvent/screen``): the keyboard moving to another
    /// screen with the same frame is a change, not a duplicate.
    public private(set) var screen: ObjectIdentifier?
    /// The last event that changed or repeated the state.
    public private(set) var lastEvent: KeyboardEvent?
    /// The last event that left the keyboard visible, kept until a hide; a host registering
    /// while the keyboard is up is laid out from it.
    public private(set) var lastVisibleEvent: KeyboardEvent?
    /// Whether events from another app's keyboard (`isLocal == false`) are dropped. Default `true`.
    public var ignoresRemoteKeyboards: Bool

    /// Which kinds have announced the current frame, as a bit set indexed like `Kind.allCases`.
    private var announced: UInt8 = 0
    /// The end frame of the last event, whatever its kind.
    private var lastEndFrame: CGRect?

    /// A hidden keyboard.
    ///
    /// ```swift
    /// var state = KeyboardState(ignoresRemoteKeyboards: false)
    /// ```
    public init(ignoresRemoteKeyboards: Bool = true) {
        self.ignoresRemoteKeyboards = ignoresRemoteKeyboards
    }

    /// Folds one event into the state and tells what that did.
    ///
    /// ```swift
    /// if state.apply(event).isDelivered(for: event.kind) { host.keyboardWillChangeFrame(event) }
    /// ```
    @discardableResult
    public mutating func apply(_ event: KeyboardEvent) -> Outcome {
        if ignoresRemoteKeyboards, event.isLocal == false { return .ignored }
        let end = event.endFrame
        var visible =
            !event.kind.isHide && KeyboardGeometry.isFinite(end)
            && end.width >= KeyboardGeometry.noiseThreshold && end.height >= KeyboardGeometry.noiseThreshold
        if event.kind == .didShow || event.kind == .didChangeFrame, end == lastEndFrame {
            // A did-notification confirming the frame of the will-notification before it (even a
            // hide's parked frame) changes nothing.
            visible = isVisible
        }
        lastEndFrame = end
        let newFrame = visible ? end : .zero
        let bit = Self.bit(for: event.kind)
        let outcome: Outcome
        if visible == isVisible, newFrame == frame, event.screen == screen {
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

    /// Where the keyboard is for a given screen: ``KeyboardAttachment/hidden`` while not
    /// visible, otherwise ``KeyboardGeometry/attachment(ofKeyboardFrame:screenBounds:)``.
    ///
    /// ```swift
    /// state.attachment(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// ```
    public func attachment(screenBounds: CGRect) -> KeyboardAttachment {
        isVisible ? KeyboardGeometry.attachment(ofKeyboardFrame: frame, screenBounds: screenBounds) : .hidden
    }

    private static func bit(for kind: KeyboardEvent.Kind) -> UInt8 {
        switch kind {
        case .willShow: 1
        case .didShow: 2
        case .willHide: 4
        case .didHide: 8
        case .willChangeFrame: 16
        case .didChangeFrame: 32
        }
    }
}
