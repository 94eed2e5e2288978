public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardSimulator {
    /// Shows the keyboard at ``configuredFrame``, or moves a shown keyboard there.
    ///
    /// A docked keyboard or a hardware keyboard's strip posts the show notifications; a detached
    /// iPad keyboard only the change-frame ones (modelled: iOS treats it as not shown,
    /// KeyboardFacts §1).
    public func show() {
        let target = configuredFrame
        move(to: target, family: isDocked(target) ? .show : .changeOnly)
    }

    /// Flips the predictive bar; see ``setPredictiveBar(_:)``.
    public func togglePredictiveBar() {
        setPredictiveBar(!isPredictiveBarShown)
    }

    /// Turns the predictive bar on or off; a change while the keyboard is shown posts the four show
    /// notifications again for the new height (KeyboardFacts §1).
    public func setPredictiveBar(_ shown: Bool) {
        guard shown != isPredictiveBarShown else { return }
        isPredictiveBarShown = shown
        reconfigure()
    }

    /// Switches to the emoji keyboard; while shown, the show notifications are posted again with
    /// duration 0, as the switch does not animate (KeyboardFacts §4).
    public func switchToEmoji() {
        guard !isEmojiKeyboard else { return }
        isEmojiKeyboard = true
        reconfigure(duration: 0)
    }

    /// Switches back from the emoji keyboard to the letters, with duration 0 (modelled).
    public func switchToStandardKeyboard() {
        guard isEmojiKeyboard else { return }
        isEmojiKeyboard = false
        reconfigure(duration: 0)
    }

    /// Attaches a hardware keyboard, which leaves only the device's
    /// ``KeyboardDeviceProfile/hardwareKeyboardBarHeight`` strip on screen.
    ///
    /// While shown, a willShow is posted again without a willHide (KeyboardFacts §3), for the whole
    /// keyboard's frame, mostly below the screen (KeyboardFacts §2).
    public func attachHardwareKeyboard() {
        guard !isHardwareKeyboardAttached else { return }
        isHardwareKeyboardAttached = true
        reconfigure()
    }

    /// Detaches the hardware keyboard; while shown, the software keyboard comes back with a
    /// willShow (KeyboardFacts §3).
    public func detachHardwareKeyboard() {
        guard isHardwareKeyboardAttached else { return }
        isHardwareKeyboardAttached = false
        reconfigure()
    }

    /// Puts the iPad keyboard in `newMode`.
    ///
    /// While shown without a hardware keyboard, leaving the bottom edge posts willHide and didHide,
    /// then willChangeFrame and didChangeFrame (KeyboardFacts §1, §3); docking again posts the show
    /// notifications; moving between detached modes posts the change-frame notifications.
    ///
    /// - Returns: `false`, changing nothing, for any mode but ``PadMode/docked`` on a phone; `true`
    ///   otherwise.
    @discardableResult
    public func setMode(_ newMode: PadMode) -> Bool {
        guard device.idiom == .pad || newMode == .docked else { return false }
        guard newMode != mode else { return true }
        let previous = mode
        mode = newMode
        if newMode != .floating { floatingOrigin = nil }
        guard isShown, !isHardwareKeyboardAttached else { return true }
        let target = configuredFrame
        let family: Family = previous == .docked ? .detach : newMode == .docked ? .show : .changeOnly
        move(to: target, family: family)
        return true
    }

    /// Undocks the iPad keyboard: ``setMode(_:)`` with ``PadMode/undocked``.
    @discardableResult
    public func undock() -> Bool { setMode(.undocked) }

    /// Docks the iPad keyboard again: ``setMode(_:)`` with ``PadMode/docked``.
    @discardableResult
    public func dock() -> Bool { setMode(.docked) }

    /// Splits the iPad keyboard: ``setMode(_:)`` with ``PadMode/split``.
    @discardableResult
    public func split() -> Bool { setMode(.split) }

    /// Makes the iPad keyboard float: ``setMode(_:)`` with ``PadMode/floating``.
    @discardableResult
    public func float() -> Bool { setMode(.floating) }

    /// Moves the floating keyboard's top-left corner to `origin`, in screen coordinates (y may be
    /// negative).
    ///
    /// While floating and shown, only didChangeFrame is posted (KeyboardFacts §3).
    public func moveFloatingKeyboard(to origin: CGPoint) {
        floatingOrigin = origin
        guard mode == .floating, isShown, !isHardwareKeyboardAttached else { return }
        move(to: configuredFrame, family: .didChangeOnly)
    }

    /// Turns the device to the other orientation, as a device does: ``device`` turns, the screen's
    /// width and height swap, ``window`` turns in place to the turned profile's window frame and
    /// safe area (its controller hears `viewWillTransition(to:)` and a layout pass, no disappear
    /// or appear; KeyboardFacts §2), then a shown keyboard moves to its new frame with the show
    /// notifications.
    ///
    /// With ``KeyboardQuirks/rotationStorm``, a complete hide then a complete show are posted
    /// (KeyboardFacts §3). A window resized with ``resizeWindow(to:safeAreaInsets:)`` takes the
    /// profile's frame again.
    public func rotate() {
        let previous = frame
        device = device.rotated()
        screenBounds = CGRect(origin: screenBounds.origin, size: device.screenSize)
        floatingOrigin = nil
        window?.transition(screen: screenBounds, frame: device.windowFrame, safeAreaInsets: device.safeAreaInsets)
        guard isShown else {
            frame = CGRect(x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: 0)
            return
        }
        if quirks.contains(.rotationStorm) {
            let parked = CGRect(
                x: screenBounds.minX, y: screenBounds.maxY, width: previous.width, height: previous.height)
            move(to: parked, family: .hide)
        }
        show()
    }

    /// Resizes ``window`` in place, as Split View, Slide Over or Stage Manager does, then posts the
    /// shown keyboard's notifications again for the new geometry (KeyboardFacts §2).
    ///
    /// The keyboard keeps its frame: it spans the screen, not the window.
    ///
    /// ```swift
    /// let keyboard = KeyboardSimulator(center: center, device: .iPadPro11, window: window)
    /// keyboard.show()
    /// keyboard.resizeWindow(to: CGRect(x: 0, y: 0, width: 417, height: 1194))  // Split View, half
    /// ```
    ///
    /// - Parameters:
    ///   - frame: The window's new frame, in screen coordinates.
    ///   - safeAreaInsets: The window's new safe area; the profile's when `nil`.
    /// - Returns: Whether a window was resized: `false`, posting nothing, when ``window`` is `nil`.
    @discardableResult
    public func resizeWindow(to frame: CGRect, safeAreaInsets: LayoutInsets? = nil) -> Bool {
        guard let window else { return false }
        window.transition(screen: screenBounds, frame: frame, safeAreaInsets: safeAreaInsets ?? device.safeAreaInsets)
        if isShown { move(to: self.frame, family: isDocked(self.frame) ? .show : .changeOnly) }
        return true
    }

    /// Turns the device to `orientation` if it is not there yet.
    public func rotate(to orientation: KeyboardDeviceProfile.Orientation) {
        if device.orientation != orientation { rotate() }
    }

    /// Moves the focus to another field while the keyboard is up: the four show notifications are
    /// posted again for the same frame (KeyboardFacts §1, §3).
    ///
    /// With ``KeyboardQuirks/missingWillShowOnFocusChange``, or for a detached iPad keyboard
    /// (modelled), only willChangeFrame and didChangeFrame are posted; nothing while the keyboard
    /// is hidden. Focus the host's new field first.
    public func moveFocus() {
        guard isShown else { return }
        let docked = isDocked(frame)
        let family: Family = docked && !quirks.contains(.missingWillShowOnFocusChange) ? .show : .changeOnly
        move(to: frame, family: family)
    }

    /// Drags a docked keyboard down with a finger, as with `keyboardDismissMode = .interactive`,
    /// then lets go.
    ///
    /// Each sample is a ``drag(to:)``, posting nothing (KeyboardFacts §3); the release is an
    /// ``endDrag(completes:)``: a hide, or a spring back with the show notifications (modelled).
    ///
    /// - Parameters:
    ///   - fractions: How far down the keyboard is at each sample, from 0 (docked) to 1 (below the
    ///     screen).
    ///   - completes: Whether the keyboard hides on release; `false` springs it back.
    ///   - each: Called with each sample's frame, after the hosts were laid out.
    /// - Returns: The keyboard's frame at each sample; `[]`, doing nothing, when it is not docked.
    @discardableResult
    public func dragToDismiss(
        through fractions: [CGFloat], completes: Bool = true, each: (@MainActor (CGRect) -> Void)? = nil
    ) -> [CGRect] {
        guard isShown, isDocked(frame) else { return [] }
        var samples: [CGRect] = []
        for fraction in fractions {
            drag(to: fraction)
            samples.append(frame)
            each?(frame)
        }
        endDrag(completes: completes)
        return samples
    }

    /// A finger drags `scroll`'s content down by `distance` points (up when negative), acting on
    /// its ``/KeyboardAvoidanceHeadless/HeadlessScrollView/keyboardDismissMode`` as UIKit does.
    ///
    /// `.onDrag` hides the keyboard as the drag begins. `.interactive` starts the finger at the
    /// keyboard's top: the keyboard follows it down and hides on release past half way, else
    /// springs back (``dragToDismiss(through:completes:each:)``). The content offset moves by the
    /// drag, within its range.
    public func dragContent(of scroll: HeadlessScrollView, by distance: CGFloat) {
        switch scroll.keyboardDismissMode {
        case .none: break
        case .onDrag: hide()
        case .interactive:
            if distance > 0, isShown, isDocked(frame) {
                let fraction = min(1, distance / max(1, screenBounds.maxY - frame.minY))
                dragToDismiss(through: [fraction], completes: fraction >= 0.5)
            }
        }
        let range = scroll.offsetRange
        scroll.contentOffset.y = min(max(scroll.contentOffset.y - distance, range.min.y), range.max.y)
    }

    /// Holds the docked keyboard `fraction` of the way down, from 0 (docked) to 1 (below the
    /// screen), until ``endDrag(completes:)``.
    ///
    /// ``frame`` follows and is fed to the center's monitor as a tracked frame
    /// (``/KeyboardAvoidance/KeyboardMonitor/trackKeyboardFrame(_:)``), so registered hosts follow
    /// the finger; nothing is posted (KeyboardFacts §3). Does nothing when the keyboard is neither
    /// docked nor already held.
    public func drag(to fraction: CGFloat) {
        guard isShown else { return }
        if dragStart == nil {
            guard isDocked(frame) else { return }
            dragStart = frame
        }
        guard let start = dragStart else { return }
        let travel = screenBounds.maxY - start.minY
        frame = start.offsetBy(dx: 0, dy: travel * min(max(fraction, 0), 1))
        updateLayoutGuide()
        KeyboardMonitor.monitor(for: center).trackKeyboardFrame(frame)
    }

    /// Lets go of a keyboard held by ``drag(to:)``, if any: it hides when `completes`, else springs
    /// back to where it was docked with the show notifications (modelled).
    public func endDrag(completes: Bool) {
        guard let start = dragStart else { return }
        dragStart = nil
        if completes {
            hide()
        } else {
            move(to: start, family: .show)
        }
    }

    /// Moves a shown keyboard to the configured frame after a configuration change.
    private func reconfigure(duration: TimeInterval? = nil) {
        guard isShown else { return }
        let target = configuredFrame
        move(to: target, family: isDocked(target) ? .show : .changeOnly, duration: duration)
    }
}
