public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns what a device shows of a keyboard under a finger into the frames to feed
/// ``KeyboardMonitor/trackKeyboardFrame(_:)``.
///
/// iOS posts nothing while a finger drags the keyboard (KeyboardFacts §3), so a tracker watches its guide's
/// top edge, and feeds a docked, local keyboard's resting frame moved down to the sighted edge, clamped
/// between its rest and the screen's bottom, and never below the dragging finger, which the keyboard
/// follows (KeyboardFacts §7), until a notification follows the drag; repeats are dropped.
///
/// ```swift
/// if let frame = tracker.frame(
///     forKeyboardTop: guideTopInScreen, isDragging: scrollView.isDragging,
///     state: monitor.state, screenBounds: screen.bounds)
/// {
///     monitor.trackKeyboardFrame(frame)
/// }
/// ```
public struct KeyboardDragTracker: Sendable, Equatable {
    /// Where the keyboard rests, from the last notification that left it up; `nil` while hidden.
    public private(set) var restingFrame: CGRect?

    /// The last frame returned during the current drag; `nil` between drags.
    public private(set) var lastTrackedFrame: CGRect?

    /// A tracker that has seen nothing yet.
    public init() {}

    /// The keyboard frame a top edge sighted at `top` means, or `nil` when there is nothing to feed.
    ///
    /// - Parameters:
    ///   - top: The sighted top edge, in screen coordinates.
    ///   - isDragging: Whether a finger drags; call on every sighting, as those at rest teach where
    ///     the keyboard rests.
    ///   - finger: Where the dragging finger is, in screen coordinates, if known: a sighting below it
    ///     (a guide that jumps, as iOS 26's may) is taken as the finger's.
    ///   - state: The monitor's ``KeyboardMonitor/state``.
    ///   - screenBounds: The bounds of the tracker's screen.
    ///   - screen: The tracker's screen identity, compared with the keyboard's; `nil` matches any.
    /// - Returns: A frame for ``KeyboardMonitor/trackKeyboardFrame(_:)``, or `nil`.
    public mutating func frame(
        forKeyboardTop top: CGFloat, isDragging: Bool, finger: CGFloat? = nil, state: KeyboardState,
        screenBounds: CGRect, screen: ObjectIdentifier? = nil
    ) -> CGRect? {
        // A tracked frame is not a resting place; a hidden keyboard has none.
        guard state.isVisible, let visible = state.lastVisibleEvent else {
            restingFrame = nil
            lastTrackedFrame = nil
            return nil
        }
        if !visible.isInteractive { restingFrame = visible.endFrame.standardized }
        // Let go, a keyboard that springs back may post nothing: it is followed until one is posted (§3).
        guard isDragging || (lastTrackedFrame != nil && visible.isInteractive) else {
            lastTrackedFrame = nil
            return nil
        }
        guard let rest = restingFrame, visible.isLocal != false, top.isFinite, KeyboardGeometry.isFinite(screenBounds),
            KeyboardGeometry.attachment(ofKeyboardFrame: rest, screenBounds: screenBounds) == .docked
        else { return nil }
        if let screen, let keyboardScreen = state.screen, screen != keyboardScreen { return nil }
        let lowest = max(rest.minY, screenBounds.maxY)
        var sighted = top
        if isDragging, let finger, finger.isFinite { sighted = min(sighted, finger) }
        var frame = rest
        frame.origin.y = min(max(sighted, rest.minY), lowest)
        guard frame != lastTrackedFrame, frame != state.frame else { return nil }
        lastTrackedFrame = frame
        return frame
    }
}
