public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns what a device shows of a keyboard under a finger into the frames to feed
/// ``KeyboardMonitor/trackKeyboardFrame(_:)``, and drops everything else.
///
/// With `keyboardDismissMode = .interactive` iOS posts nothing while the finger drags the
/// keyboard (KeyboardFacts §3), so a tracker watches something that moves with it: the top edge of
/// the keyboard layout guide (what the UIKit adapter watches), or the finger itself. Each sighting
/// is a y in screen coordinates; this value decides whether it means a new keyboard frame:
///
/// - Only while a finger drags (`isDragging`); a sighting without one forgets the drag, so layout
///   passes during the keyboard's own animations never feed a frame.
/// - Only while the keyboard is up, docked, local and on the tracker's screen: a hidden keyboard,
///   a floating, undocked or split one (the layout guide stays at the bottom for those), another
///   app's, or one on another display is not being dragged here.
/// - The frame is the keyboard's resting frame (the end frame of the last notification that left
///   it up) moved down to the sighted top edge, clamped to its travel: never above where it
///   rests, never below the screen's bottom edge. Its width, height and x never change.
/// - A frame equal to the last one fed, or to the keyboard's current frame, is dropped.
///
/// It is a pure value: it remembers the resting frame and the last frame it returned, and reads
/// the monitor's ``KeyboardState``.
///
/// ```swift
/// var tracker = KeyboardDragTracker()
/// let monitor = KeyboardMonitor.monitor(for: .default)
/// if let frame = tracker.frame(
///     forKeyboardTop: guideTopInScreen, isDragging: scrollView.isDragging,
///     state: monitor.state, screenBounds: screen.bounds)
/// {
///     monitor.trackKeyboardFrame(frame)
/// }
/// ```
public struct KeyboardDragTracker: Sendable, Equatable {
    /// Where the keyboard rests: the end frame of the last notification that left it up, in
    /// screen coordinates; `nil` while it is hidden, or before the tracker has seen it up.
    public private(set) var restingFrame: CGRect?

    /// The last frame ``frame(forKeyboardTop:isDragging:state:screenBounds:screen:)`` returned
    /// during the current drag; `nil` between drags.
    public private(set) var lastTrackedFrame: CGRect?

    /// A tracker that has seen nothing yet.
    ///
    /// ```swift
    /// var tracker = KeyboardDragTracker()
    /// ```
    public init() {}

    /// The keyboard frame that a top edge sighted at `top` (screen coordinates) means, or `nil`
    /// when there is nothing to feed.
    ///
    /// Call it on every sighting, dragging or not: sightings at rest teach the tracker where the
    /// keyboard rests. `screen` is the identity of the tracker's screen (the `UIScreen` its view
    /// is on), compared with the screen the keyboard's notifications named; `nil` matches any.
    ///
    /// ```swift
    /// // iPhone 14: a 291 pt keyboard resting at y 553, dragged halfway down.
    /// tracker.frame(
    ///     forKeyboardTop: 698.5, isDragging: true, state: monitor.state,
    ///     screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// // CGRect(x: 0, y: 698.5, width: 390, height: 291)
    /// ```
    public mutating func frame(
        forKeyboardTop top: CGFloat, isDragging: Bool, state: KeyboardState, screenBounds: CGRect,
        screen: ObjectIdentifier? = nil
    ) -> CGRect? {
        learnRestingFrame(from: state)
        guard isDragging else {
            lastTrackedFrame = nil
            return nil
        }
        guard state.isVisible, let visible = state.lastVisibleEvent, let rest = restingFrame,
            visible.isLocal != false, top.isFinite, KeyboardGeometry.isFinite(screenBounds),
            KeyboardGeometry.attachment(ofKeyboardFrame: rest, screenBounds: screenBounds) == .docked
        else { return nil }
        if let screen, let keyboardScreen = state.screen, screen != keyboardScreen { return nil }
        let lowest = max(rest.minY, screenBounds.maxY)
        var frame = rest
        frame.origin.y = min(max(top, rest.minY), lowest)
        guard frame != lastTrackedFrame, frame != state.frame else { return nil }
        lastTrackedFrame = frame
        return frame
    }

    /// Where the top edge of a keyboard that follows a finger at `touchY` (screen coordinates)
    /// is: `dismissPadding` below the finger, UIKit's `keyboardDismissPadding` of the keyboard
    /// layout guide, 0 by default (KeyboardFacts §7, modelled).
    ///
    /// For a tracker that follows the scroll view's pan gesture rather than the layout guide:
    /// pass the result to ``frame(forKeyboardTop:isDragging:state:screenBounds:screen:)``, which
    /// keeps the keyboard where it rests while the finger is still above it. A padding that is
    /// negative or not finite counts as 0.
    ///
    /// ```swift
    /// let top = KeyboardDragTracker.keyboardTop(forTouchAt: 640, dismissPadding: 20) // 660
    /// ```
    public static func keyboardTop(forTouchAt touchY: CGFloat, dismissPadding: CGFloat = 0) -> CGFloat {
        let padding = dismissPadding.isFinite ? max(0, dismissPadding) : 0
        return touchY + padding
    }

    /// Keeps the end frame of the last notification that left the keyboard up (a tracked frame
    /// is not a resting place), and forgets it once the keyboard is hidden.
    private mutating func learnRestingFrame(from state: KeyboardState) {
        guard state.isVisible, let visible = state.lastVisibleEvent else {
            restingFrame = nil
            lastTrackedFrame = nil
            return
        }
        if !visible.isInteractive { restingFrame = visible.endFrame.standardized }
    }
}
