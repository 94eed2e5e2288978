public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard event as it reaches one host: where the keyboard goes, and with which animation.
///
/// Approaches get one from ``KeyboardCapable/keyboardTransition(for:)``, measure views with
/// ``overlap(withScreenRect:beyondBottomInset:)`` or ``clearance(forScreenRect:)`` and animate with ``animation``.
public struct KeyboardTransition: Sendable, Equatable {
    /// The event being handled.
    public var event: KeyboardEvent
    /// The bounds of the host's screen, in screen coordinates.
    public var screenBounds: CGRect
    /// Whether another app's keyboard counts as covering nothing; default `true`.
    public var ignoresRemoteKeyboards: Bool

    /// The transition of one event on one screen.
    public init(event: KeyboardEvent, screenBounds: CGRect, ignoresRemoteKeyboards: Bool = true) {
        self.event = event
        self.screenBounds = screenBounds
        self.ignoresRemoteKeyboards = ignoresRemoteKeyboards
    }

    /// Where the keyboard is after the event: hidden after a hide or for an ignored remote keyboard,
    /// otherwise classified from the end frame.
    public var attachment: KeyboardAttachment {
        guard mayCover else { return .hidden }
        return KeyboardGeometry.attachment(ofKeyboardFrame: event.endFrame, screenBounds: screenBounds)
    }

    /// Whether the keyboard may cover anything after the event: not after a hide, nor for an ignored
    /// remote keyboard.
    var mayCover: Bool { !event.kind.isHide && !(ignoresRemoteKeyboards && event.isLocal == false) }

    /// The animation to lay out with: the event's duration and curve.
    public var animation: KeyboardAnimation { event.animation }

    /// How many points of `rect` the keyboard covers after the event, beyond a bottom inset.
    ///
    /// - Parameters:
    ///   - rect: A rect in screen coordinates, such as ``KeyboardLayoutView/frameInScreen``.
    ///   - inset: What the view already reserves at its bottom (a safe-area inset, or what the
    ///     system adds to a scroll view's inset), which the keyboard may cover; default 0, and a
    ///     negative one counts as 0.
    /// - Returns: The covered height less `inset`, at most `rect`'s; 0 unless the keyboard is docked,
    ///   and 0 for less than ``KeyboardGeometry/noiseThreshold``.
    public func overlap(withScreenRect rect: CGRect, beyondBottomInset inset: CGFloat = 0) -> CGFloat {
        guard mayCover else { return 0 }
        return KeyboardGeometry.overlap(
            KeyboardGeometry.overlap(keyboardFrame: event.endFrame, screenBounds: screenBounds, hostFrame: rect),
            beyondBottomInset: inset)
    }

    /// How far `rect` must move up for its bottom edge to clear the docked keyboard's top edge.
    ///
    /// - Parameter rect: A rect in screen coordinates.
    /// - Returns: The distance in points, not capped by `rect`'s height; 0 when the keyboard is not
    ///   docked, is below or beside `rect`, or for less than ``KeyboardGeometry/noiseThreshold``.
    public func clearance(forScreenRect rect: CGRect) -> CGFloat {
        guard let top = dockedKeyboardTop, KeyboardGeometry.isFinite(rect) else { return 0 }
        let keyboard = event.endFrame.standardized
        let shared = min(keyboard.maxX, rect.maxX) - max(keyboard.minX, rect.minX)
        guard shared >= KeyboardGeometry.noiseThreshold else { return 0 }
        let lift = rect.maxY - top
        return lift >= KeyboardGeometry.noiseThreshold ? lift : 0
    }

    /// Whether only a hardware keyboard's bar shows (a hardware keyboard is attached).
    ///
    /// A docked keyboard whose frame runs on below the screen's bottom edge (KeyboardFacts §2). A bar
    /// reported alone, as short as an accessory view, cannot be told from one, and reads `false`.
    public var showsHardwareKeyboardBar: Bool {
        let bottom = event.endFrame.standardized.maxY
        return dockedKeyboardTop != nil && bottom > screenBounds.maxY + KeyboardGeometry.noiseThreshold
    }

    /// The keyboard's top edge in screen coordinates while docked, `nil` otherwise.
    public var dockedKeyboardTop: CGFloat? {
        attachment == .docked ? max(event.endFrame.standardized.minY, screenBounds.minY) : nil
    }
}

extension KeyboardTransition {
    /// What `event` brings to `view`: a hide if the keyboard is on another screen or `isCovered`.
    @MainActor
    init(event: KeyboardEvent, on view: any KeyboardLayoutView, ignoresRemoteKeyboards: Bool, isCovered: Bool = false) {
        self.init(event: event, screenBounds: view.keyboardScreenBounds, ignoresRemoteKeyboards: ignoresRemoteKeyboards)
        var elsewhere = isCovered
        // The view's screen is asked for only when the event names one.
        if !elsewhere, let screen = event.screen, let own = view.keyboardScreenIdentity { elsewhere = screen != own }
        if elsewhere {
            self.event = KeyboardEvent(
                kind: .willHide, endFrame: .zero, duration: event.duration, curve: event.curve, isLocal: event.isLocal)
        } else if event.endFrame.minX <= screenBounds.minX - KeyboardGeometry.noiseThreshold {
            // Only a frame that starts left of the screen can be in the window's coordinates (§2).
            self.event.endFrame = KeyboardGeometry.screenFrame(
                ofKeyboardFrame: event.endFrame, inWindowOf: view, screenBounds: screenBounds)
        }
    }
}
