public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard event as it reaches one host: where the keyboard goes, on the host's screen, and
/// with which animation. What a strategy lays the host out for.
///
/// Built by the kit from the event and the screen the host is on
/// (``KeyboardCapable/keyboardTransition(for:)``); strategies ask it how much
/// of any view the keyboard covers with ``overlap(withScreenRect:)`` and animate with
/// ``animation``.
///
/// ```swift
/// func avoidKeyboard(_ transition: KeyboardTransition) {
///     let covered = transition.overlap(withScreenRect: sendButton.frameInScreen)
///     print(transition.attachment, covered)
/// }
/// ```
public struct KeyboardTransition: Sendable, Equatable {
    /// The event being handled.
    public var event: KeyboardEvent
    /// The bounds of the host's screen, in screen coordinates.
    public var screenBounds: CGRect
    /// Whether another app's keyboard counts as covering nothing. Default `true`.
    public var ignoresRemoteKeyboards: Bool

    /// The transition of one event on one screen.
    ///
    /// ```swift
    /// let transition = KeyboardTransition(event: event, screenBounds: view.keyboardScreenBounds)
    /// ```
    public init(event: KeyboardEvent, screenBounds: CGRect, ignoresRemoteKeyboards: Bool = true) {
        self.event = event
        self.screenBounds = screenBounds
        self.ignoresRemoteKeyboards = ignoresRemoteKeyboards
    }

    /// Where the keyboard is after the event: hidden after any hide notification or for another
    /// app's keyboard (when ignored), otherwise classified from the end frame.
    public var attachment: KeyboardAttachment {
        if event.kind.isHide || (ignoresRemoteKeyboards && event.isLocal == false) { return .hidden }
        return KeyboardGeometry.attachment(ofKeyboardFrame: event.endFrame, screenBounds: screenBounds)
    }

    /// The animation to lay out with: the event's duration and curve.
    public var animation: KeyboardAnimation { event.animation }

    /// How many points of a rect (in screen coordinates) the keyboard covers after the event.
    ///
    /// ```swift
    /// transition.overlap(withScreenRect: view.frameInScreen)
    /// ```
    public func overlap(withScreenRect rect: CGRect) -> CGFloat {
        KeyboardGeometry.overlap(
            of: event, screenBounds: screenBounds, hostFrame: rect,
            ignoringRemoteKeyboards: ignoresRemoteKeyboards)
    }

    /// How far a rect (in screen coordinates) must move up for its bottom edge to clear the
    /// docked keyboard's top edge: 0 when the keyboard is not docked, sits below the rect, or
    /// does not share any of its horizontal extent; amounts under
    /// ``KeyboardGeometry/noiseThreshold`` count as 0.
    ///
    /// Unlike ``overlap(withScreenRect:)`` this is not capped by the rect's height: a send
    /// button entirely under the keyboard must still move up all the way.
    ///
    /// ```swift
    /// let lift = transition.clearance(forScreenRect: sendButton.frameInScreen)
    /// ```
    public func clearance(forScreenRect rect: CGRect) -> CGFloat {
        guard let top = dockedKeyboardTop, KeyboardGeometry.isFinite(rect) else { return 0 }
        let keyboard = event.endFrame.standardized
        let shared = min(keyboard.maxX, rect.maxX) - max(keyboard.minX, rect.minX)
        guard shared >= KeyboardGeometry.noiseThreshold else { return 0 }
        let lift = rect.maxY - top
        return lift >= KeyboardGeometry.noiseThreshold ? lift : 0
    }

    /// The keyboard's top edge in screen coordinates while docked, `nil` otherwise.
    ///
    /// ```swift
    /// if let top = transition.dockedKeyboardTop { print(field.frameInScreen.maxY > top) }
    /// ```
    public var dockedKeyboardTop: CGFloat? {
        attachment == .docked ? max(event.endFrame.standardized.minY, screenBounds.minY) : nil
    }
}

/// The former name of ``KeyboardTransition``.
@available(*, deprecated, renamed: "KeyboardTransition")
public typealias KeyboardLayout = KeyboardTransition
