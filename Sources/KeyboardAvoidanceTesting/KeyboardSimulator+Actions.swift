public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardSimulator {
    /// Shows the keyboard at ``configuredFrame``, or moves a shown keyboard there.
    ///
    /// A detached iPad keyboard posts only the change-frame notifications (modelled: iOS treats it as
    /// not shown, KeyboardFacts §1).
    public func show() { move(to: configuredFrame) }

    /// Flips the predictive bar; see ``setPredictiveBar(_:)``.
    public func togglePredictiveBar() { setPredictiveBar(!isPredictiveBarShown) }

    /// Turns the predictive bar on or off (KeyboardFacts §1).
    public func setPredictiveBar(_ shown: Bool) { reconfigure(\.isPredictiveBarShown, to: shown) }

    /// Switches to the emoji keyboard with duration 0: the switch does not animate (KeyboardFacts §4).
    public func switchToEmoji() { reconfigure(\.isEmojiKeyboard, to: true, duration: 0) }

    /// Switches back from the emoji keyboard to the letters, with duration 0 (modelled).
    public func switchToStandardKeyboard() { reconfigure(\.isEmojiKeyboard, to: false, duration: 0) }

    /// Attaches a hardware keyboard: a willShow without a willHide for the whole keyboard, only the
    /// ``KeyboardDeviceProfile/hardwareKeyboardBarHeight`` strip on screen (KeyboardFacts §2, §3).
    public func attachHardwareKeyboard() { reconfigure(\.isHardwareKeyboardAttached, to: true) }

    /// Detaches the hardware keyboard: the software keyboard comes back with a willShow (KeyboardFacts §3).
    public func detachHardwareKeyboard() { reconfigure(\.isHardwareKeyboardAttached, to: false) }

    /// Puts the iPad keyboard in `newMode`.
    ///
    /// While shown without a hardware keyboard, leaving the bottom edge and docking again post as
    /// the type says (KeyboardFacts §1, §3); moving between detached modes, the change-frame pair.
    ///
    /// - Returns: `false`, changing nothing, for any mode but ``PadMode/docked`` on a phone; else `true`.
    @discardableResult
    public func setMode(_ newMode: PadMode) -> Bool {
        guard device.idiom == .pad || newMode == .docked else { return false }
        guard newMode != mode else { return true }
        let previous = mode
        mode = newMode
        if newMode != .floating { floatingOrigin = nil }
        guard isShown, !isHardwareKeyboardAttached, !isAccessoryOnly else { return true }
        move(to: configuredFrame, family: previous == .docked ? .detach : newMode == .docked ? .show : .changeOnly)
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
    /// negative), posting only didChangeFrame while floating and shown (KeyboardFacts §3).
    public func moveFloatingKeyboard(to origin: CGPoint) {
        floatingOrigin = origin
        guard mode == .floating, isShown, !isHardwareKeyboardAttached else { return }
        move(to: configuredFrame, family: .didChangeOnly)
    }

    /// Turns ``device`` and ``window`` in place to the other orientation, then moves a shown keyboard to
    /// its new frame with the show notifications.
    ///
    /// The window's controller hears `viewWillTransition(to:)` and a layout pass, no disappear or appear
    /// (KeyboardFacts §2); ``KeyboardQuirks/rotationStorm`` posts a complete hide then show (§3).
    public func rotate() {
        let previous = frame
        device = device.rotated()
        screenBounds = CGRect(origin: screenBounds.origin, size: device.screenSize)
        floatingOrigin = nil
        window?.transition(screen: screenBounds, frame: device.windowFrame, safeAreaInsets: device.safeAreaInsets)
        guard isShown else {
            frame = dockedFrame(height: 0)
            return
        }
        if isAccessoryOnly { return hide() }  // the bar docks again at the new width
        if quirks.contains(.rotationStorm) {
            let parked = CGRect(origin: CGPoint(x: screenBounds.minX, y: screenBounds.maxY), size: previous.size)
            move(to: parked, family: .hide)
        }
        show()
    }

    /// Resizes ``window`` in place, as Split View, Slide Over or Stage Manager does, then posts the
    /// shown keyboard's notifications again for its frame, which spans the screen (KeyboardFacts §2).
    ///
    /// - Parameters:
    ///   - frame: The window's new frame, in screen coordinates.
    ///   - safeAreaInsets: The window's new safe area; the profile's when `nil`.
    /// - Returns: Whether a window was resized: `false`, posting nothing, when ``window`` is `nil`.
    @discardableResult
    public func resizeWindow(to frame: CGRect, safeAreaInsets: LayoutInsets? = nil) -> Bool {
        guard let window else { return false }
        window.transition(screen: screenBounds, frame: frame, safeAreaInsets: safeAreaInsets ?? device.safeAreaInsets)
        if isShown { move(to: self.frame) }
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
    /// (modelled), only the change-frame pair; nothing while hidden. Focus the host's new field first.
    public func moveFocus() {
        guard isShown else { return }
        let family: Family = isDocked(frame) && !quirks.contains(.missingWillShowOnFocusChange) ? .show : .changeOnly
        move(to: frame, family: family)
    }

    /// Types into the screen's first responder, as a finger on the keys does.
    ///
    /// A text view's caret (`HeadlessView.caretRect`) moves down `lines` lines of `lineHeight` points,
    /// then UIKit's text-change notification goes out, the object the responder: a text view's
    /// (`UITextView.h` line 348), else a field's (`UITextField.h` line 218). Nothing without a first responder.
    public func type(lines: Int = 0, lineHeight: CGFloat = 20) {
        guard let responder = screen.firstResponder else { return }
        if let caret = responder.caretRect {
            responder.caretRect = caret.offsetBy(dx: 0, dy: CGFloat(lines) * lineHeight)
        }
        let isTextView = responder.caretRect != nil
        center.post(
            name: isTextView ? KeyboardNotificationName.textViewDidChange : KeyboardNotificationName.textFieldDidChange,
            object: responder)
    }

    /// Moves the caret of the screen's first responder `lines` lines down (up when negative), as a
    /// tap or a drag in the text does, posting nothing, as UIKit posts nothing (KeyboardFacts §8).
    ///
    /// A text view that scrolls brings its caret into what it shows itself, as UIKit's does
    /// (KeyboardFacts §7); then the view's ``/KeyboardAvoidanceHeadless/HeadlessView/selectionDidChange``
    /// runs, as the delegate's method. Nothing without a first responder that has a caret.
    public func select(lines: Int, lineHeight: CGFloat = 20) {
        guard let responder = screen.firstResponder, let caret = responder.caretRect else { return }
        let moved = caret.offsetBy(dx: 0, dy: CGFloat(lines) * lineHeight)
        responder.caretRect = moved
        if let textView = responder as? HeadlessScrollView, textView.scrollsVertically {
            textView.scrollRectToVisible(moved)
        }
        responder.selectionDidChange?()
    }

    /// Drags a docked keyboard down with a finger, as with `keyboardDismissMode = .interactive`, then lets go.
    ///
    /// - Parameters:
    ///   - fractions: Each sample's fraction for ``drag(to:)``.
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
    /// `.onDrag` hides the keyboard as the drag begins; with `.interactive` the keyboard follows the
    /// finger from its top edge and hides past half way, else springs back. The offset stays in range.
    public func dragContent(of scroll: HeadlessScrollView, by distance: CGFloat) {
        switch scroll.keyboardDismissMode {
        case .none: break
        case .onDrag: if isShown { hide() }
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
    /// screen), until ``endDrag(completes:)``; does nothing unless it is docked or already held.
    ///
    /// Nothing is posted (KeyboardFacts §3): ``frame`` is fed to the center's monitor as a tracked
    /// frame (``/KeyboardAvoidance/KeyboardMonitor/trackKeyboardFrame(_:)``), which hosts follow.
    public func drag(to fraction: CGFloat) {
        guard isShown, let start = dragStart ?? (isDocked(frame) ? frame : nil) else { return }
        dragStart = start
        let travel = screenBounds.maxY - start.minY
        hold(at: start.offsetBy(dx: 0, dy: travel * min(max(fraction, 0), 1)))
    }

    /// Puts the keyboard at `frame` with nothing posted, as under a finger, and feeds it as tracked.
    private func hold(at frame: CGRect) {
        self.frame = frame
        updateLayoutGuide()
        KeyboardMonitor.monitor(for: center).trackKeyboardFrame(frame)
    }

    /// Lets go of a keyboard held by ``drag(to:)``, if any: it hides when `completes`, else springs
    /// back to where it was docked with the show notifications (modelled), or, with
    /// ``KeyboardQuirks/springBackWithoutNotification``, with none: the frame is fed as tracked.
    public func endDrag(completes: Bool) {
        guard let start = dragStart else { return }
        dragStart = nil
        if completes {
            hide()
        } else if quirks.contains(.springBackWithoutNotification) {
            hold(at: start)
        } else {
            move(to: start, family: .show)
        }
    }

    /// Sets a configuration flag and, when it changed, moves a shown keyboard to the new ``configuredFrame``.
    private func reconfigure(
        _ flag: ReferenceWritableKeyPath<KeyboardSimulator, Bool>, to value: Bool, duration: TimeInterval? = nil
    ) {
        guard self[keyPath: flag] != value else { return }
        self[keyPath: flag] = value
        if isShown, !isAccessoryOnly { move(to: configuredFrame, duration: duration) }
    }
}
