public import Foundation
import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Scripted actions

extension KeyboardSimulator {
    /// Shows the keyboard as configured (``configuredFrame``): predictive bar, emoji, hardware
    /// keyboard, iPad mode. When already shown, moves it there, posting again.
    ///
    /// A docked keyboard (or a hardware keyboard's strip) posts the show notifications; a
    /// detached iPad keyboard only change-frame notifications (modelled: iOS treats it as not
    /// shown, KeyboardFacts §1).
    ///
    /// ```swift
    /// keyboard.show()
    /// keyboard.frame == keyboard.dockedFrame(height: keyboard.device.keyboardHeight) // true
    /// ```
    public func show() {
        let target = configuredFrame
        move(to: target, family: isDocked(target) ? .show : .changeOnly)
    }

    /// Turns the predictive bar off when it is on, and on when it is off. While shown, the
    /// keyboard changes height and the four show notifications are posted again
    /// (KeyboardFacts §1).
    ///
    /// ```swift
    /// keyboard.togglePredictiveBar() // 336 → 291 pt on the notched phone
    /// ```
    public func togglePredictiveBar() {
        setPredictiveBar(!isPredictiveBarShown)
    }

    /// Turns the predictive bar on or off; nothing is posted when it already is, or when the
    /// keyboard is hidden.
    ///
    /// ```swift
    /// keyboard.setPredictiveBar(false)
    /// ```
    public func setPredictiveBar(_ shown: Bool) {
        guard shown != isPredictiveBarShown else { return }
        isPredictiveBarShown = shown
        reconfigure()
    }

    /// Switches to the emoji keyboard. While shown, the show notifications are posted again with
    /// duration 0: the switch does not animate (KeyboardFacts §4).
    ///
    /// ```swift
    /// keyboard.switchToEmoji()
    /// keyboard.posted.last?.duration // 0
    /// ```
    public func switchToEmoji() {
        guard !isEmojiKeyboard else { return }
        isEmojiKeyboard = true
        reconfigure(duration: 0)
    }

    /// Switches back from the emoji keyboard to the letters, with duration 0 (modelled like
    /// the switch to emoji).
    ///
    /// ```swift
    /// keyboard.switchToStandardKeyboard()
    /// ```
    public func switchToStandardKeyboard() {
        guard isEmojiKeyboard else { return }
        isEmojiKeyboard = false
        reconfigure(duration: 0)
    }

    /// Attaches a hardware keyboard. While shown, a willShow is posted again without a willHide
    /// (KeyboardFacts §3), whose frame is the whole keyboard ending mostly below the screen,
    /// with only the device's ``KeyboardDeviceProfile/hardwareKeyboardBarHeight`` strip on
    /// screen (KeyboardFacts §2).
    ///
    /// ```swift
    /// keyboard.attachHardwareKeyboard()
    /// keyboard.frame.minY == keyboard.screenBounds.maxY - keyboard.device.hardwareKeyboardBarHeight
    /// ```
    public func attachHardwareKeyboard() {
        guard !isHardwareKeyboardAttached else { return }
        isHardwareKeyboardAttached = true
        reconfigure()
    }

    /// Detaches the hardware keyboard: while shown, the full software keyboard comes back with
    /// a willShow (KeyboardFacts §3).
    ///
    /// ```swift
    /// keyboard.detachHardwareKeyboard()
    /// ```
    public func detachHardwareKeyboard() {
        guard isHardwareKeyboardAttached else { return }
        isHardwareKeyboardAttached = false
        reconfigure()
    }

    /// Puts the iPad keyboard in `newMode` and returns `true`; returns `false` and does nothing
    /// on a phone (only ``PadMode/docked`` exists there).
    ///
    /// While shown (without a hardware keyboard): leaving the bottom edge posts willHide and
    /// didHide, then willChangeFrame and didChangeFrame with a frame that does not touch the
    /// bottom edge (KeyboardFacts §1, §3); going back to ``PadMode/docked`` posts the show
    /// notifications; moving between detached modes posts change-frame notifications.
    ///
    /// ```swift
    /// keyboard.setMode(.split)
    /// ```
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
    ///
    /// ```swift
    /// keyboard.undock()
    /// ```
    @discardableResult
    public func undock() -> Bool { setMode(.undocked) }

    /// Docks the iPad keyboard again: ``setMode(_:)`` with ``PadMode/docked``.
    ///
    /// ```swift
    /// keyboard.dock()
    /// ```
    @discardableResult
    public func dock() -> Bool { setMode(.docked) }

    /// Splits the iPad keyboard: ``setMode(_:)`` with ``PadMode/split``.
    ///
    /// ```swift
    /// keyboard.split()
    /// ```
    @discardableResult
    public func split() -> Bool { setMode(.split) }

    /// Makes the iPad keyboard floating: ``setMode(_:)`` with ``PadMode/floating``.
    ///
    /// ```swift
    /// keyboard.float()
    /// keyboard.frame.width < keyboard.screenBounds.width // true
    /// ```
    @discardableResult
    public func float() -> Bool { setMode(.floating) }

    /// Drags the floating keyboard so that its top-left corner is at `origin` (screen
    /// coordinates; a negative y is allowed). While floating and shown, only didChangeFrame is
    /// posted, as historically on iOS (KeyboardFacts §3).
    ///
    /// ```swift
    /// keyboard.float()
    /// keyboard.moveFloatingKeyboard(to: CGPoint(x: 40, y: 100))
    /// ```
    public func moveFloatingKeyboard(to origin: CGPoint) {
        floatingOrigin = origin
        guard mode == .floating, isShown, !isHardwareKeyboardAttached else { return }
        move(to: configuredFrame, family: .didChangeOnly)
    }

    /// Turns the device to the other orientation: ``device`` becomes its rotation, the
    /// screen's width and height swap, and a shown keyboard moves to its frame in the new
    /// orientation with the show notifications (or, with ``KeyboardQuirks/rotationStorm``, a
    /// complete hide followed by a complete show, KeyboardFacts §3).
    ///
    /// The simulator does not own your window: turn it first, in place, as UIKit does (no
    /// disappear or appear), with ``KeyboardDeviceProfile/transition(_:frame:safeAreaInsets:)``.
    ///
    /// ```swift
    /// keyboard.device.rotated().transition(window)
    /// keyboard.rotate()
    /// keyboard.device.orientation // .landscape for a phone profile
    /// ```
    public func rotate() {
        let previous = frame
        device = device.rotated()
        screenBounds = CGRect(origin: screenBounds.origin, size: device.screenSize)
        floatingOrigin = nil
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

    /// Turns the device to `orientation` if it is not there yet.
    ///
    /// ```swift
    /// keyboard.rotate(to: .landscape)
    /// ```
    public func rotate(to orientation: KeyboardDeviceProfile.Orientation) {
        if device.orientation != orientation { rotate() }
    }

    /// The focus moves to another text field while the keyboard is up: iOS posts the four show
    /// notifications again for the same frame (KeyboardFacts §1, §3), or, with
    /// ``KeyboardQuirks/missingWillShowOnFocusChange``, only willChangeFrame and
    /// didChangeFrame. A detached iPad keyboard posts change-frame notifications (modelled).
    /// Nothing is posted while the keyboard is hidden.
    ///
    /// ```swift
    /// controller.focus(controller.passwordField)
    /// keyboard.moveFocus()
    /// ```
    public func moveFocus() {
        guard isShown else { return }
        let docked = isDocked(frame)
        let family: Family = docked && !quirks.contains(.missingWillShowOnFocusChange) ? .show : .changeOnly
        move(to: frame, family: family)
    }

    /// Drags a docked keyboard down with a finger, as with `keyboardDismissMode = .interactive`,
    /// and returns the keyboard's frame at each sample.
    ///
    /// `fractions` are how far down the keyboard is, 0 (where it was) to 1 (below the screen).
    /// Nothing is posted while the finger drags (KeyboardFacts §3): ``frame`` follows the
    /// samples, each is fed to the center's monitor as a tracked frame
    /// (``/KeyboardAvoidance/KeyboardMonitor/trackKeyboardFrame(_:)``, as a tracker of the finger
    /// does on a device), so registered hosts follow the finger, and `each` is called with
    /// every frame after the hosts were laid out. On release the keyboard hides (`completes`) with
    /// the hide notifications, or springs back with the show notifications (modelled). Returns
    /// `[]` and does nothing when the keyboard is not docked.
    ///
    /// ```swift
    /// let frames = keyboard.dragToDismiss(through: [0.25, 0.5, 0.75])
    /// frames[1].minY // halfway down
    /// ```
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

    /// A finger holds the docked keyboard `fraction` of the way down, 0 (where it was docked) to 1
    /// (below the screen), and keeps holding it: ``frame`` follows and the frame is fed to the
    /// center's monitor as a tracked frame
    /// (``/KeyboardAvoidance/KeyboardMonitor/trackKeyboardFrame(_:)``); nothing is posted
    /// (KeyboardFacts §3). Does nothing when the keyboard is neither docked nor already held.
    ///
    /// ```swift
    /// keyboard.drag(to: 0.5)  // halfway down, under the finger
    /// keyboard.endDrag(completes: false)  // springs back
    /// ```
    public func drag(to fraction: CGFloat) {
        guard isShown else { return }
        if dragStart == nil {
            guard isDocked(frame) else { return }
            dragStart = frame
        }
        guard let start = dragStart else { return }
        let travel = screenBounds.maxY - start.minY
        frame = start.offsetBy(dx: 0, dy: travel * min(max(fraction, 0), 1))
        KeyboardMonitor.monitor(for: center).trackKeyboardFrame(frame)
    }

    /// The finger lets go of a keyboard it held (``drag(to:)``): the keyboard hides with the hide
    /// notifications (`completes`), or springs back to where it was docked with the show
    /// notifications (modelled). Does nothing when no finger holds it.
    ///
    /// ```swift
    /// keyboard.endDrag(completes: true)  // willHide, …
    /// ```
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
