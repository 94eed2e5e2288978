public import Foundation
public import KeyboardAvoidance
public import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Posts the keyboard notifications a device posts to any `NotificationCenter`, for tests without a device.
///
/// Each action posts the sequence iOS posts, with UIKit's names, `userInfo` keys and value types
/// (KeyboardFacts §1, §3):
///
/// - a show, or a change while shown (predictive bar, emoji, hardware keyboard, focus move,
///   rotation): willChangeFrame, willShow, didChangeFrame and didShow;
/// - a hide: willChangeFrame, willHide, didChangeFrame and didHide, parked below the screen;
/// - an iPad keyboard leaving the bottom edge: willHide and didHide, then willChangeFrame and
///   didChangeFrame; docking again is a show.
///
/// Frames are in screen coordinates (KeyboardFacts §2); ``quirks`` adds what real devices get
/// wrong. Every action is synchronous: when it returns, every observer has run.
///
/// The simulator is the device: its ``screen``, its keyboard, and the app's window on that screen,
/// made with ``makeWindow(frame:safeAreaInsets:)``.
///
/// ```swift
/// let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
/// checkout.present(in: keyboard.makeWindow())
/// keyboard.show()                 // 336 pt, docked
/// keyboard.togglePredictiveBar()  // 291 pt
/// keyboard.switchToEmoji()        // 333 pt, duration 0
/// keyboard.attachHardwareKeyboard()
/// keyboard.hide()
/// ```
@MainActor
public final class KeyboardSimulator {
    /// Where an iPad keyboard sits (KeyboardFacts §2).
    public enum PadMode: String, Sendable, CaseIterable {
        /// At the bottom edge, full width: the only mode on phones.
        case docked
        /// Full width, raised ``KeyboardSimulator/detachedLift`` points above the bottom edge.
        case undocked
        /// Split in two: modelled as undocked without the predictive bar.
        case split
        /// The small floating keyboard the user moves, ``KeyboardSimulator/floatingKeyboardSize``.
        case floating
    }

    /// Where notifications are posted.
    public let center: NotificationCenter
    /// The device's screen: windows made by ``makeWindow(frame:safeAreaInsets:)`` are on it.
    ///
    /// It knows where the docked keyboard is (``/KeyboardAvoidanceHeadless/HeadlessScreen/keyboardFrame``),
    /// as UIKit's keyboard layout guide does, for every window on it; put a second window on it with
    /// ``/KeyboardAvoidanceHeadless/HeadlessWindow/init(on:frame:safeAreaInsets:)``.
    public let screen: HeadlessScreen
    /// The window ``makeWindow(frame:safeAreaInsets:)`` made last, which ``rotate()`` turns and
    /// ``resizeWindow(to:safeAreaInsets:)`` resizes; `nil` until one is made.
    public private(set) var window: HeadlessWindow?
    /// The screen's bounds, in screen coordinates: ``screen``'s; ``rotate()`` swaps its width and height.
    public var screenBounds: CGRect {
        get { screen.bounds }
        set { screen.bounds = newValue }
    }
    /// The device whose keyboard heights the configured actions use; ``rotate()`` turns it.
    public internal(set) var device: KeyboardDeviceProfile
    /// The duration the next animated notifications carry; 0.25 s by default (KeyboardFacts §4).
    public var duration: TimeInterval = 0.25
    /// The curve the next notifications carry; 7, the keyboard's, by default (KeyboardFacts §4).
    public var curve: KeyboardAnimationCurve = .keyboard
    /// The `isLocal` value the next notifications carry: `true` by default, `false` for another
    /// app's keyboard (a ``hide()`` then stands for the keyboard passed to that app and dismissed
    /// there, KeyboardFacts §2), `nil` to leave the key out (as before iOS 9).
    public var isLocal: Bool? = true
    /// The real-device misbehaviours to reproduce; none by default.
    public var quirks: KeyboardQuirks = []
    /// The posted notifications' `object`: `nil` (before iOS 16.1) or a `UIScreen` stand-in (KeyboardFacts §1).
    public var notificationObject: AnyObject?
    /// The floating iPad keyboard's size, 320 × 253 pt by default (modelled: KeyboardFacts §6, 320×568 row).
    public var floatingKeyboardSize = CGSize(width: 320, height: 253)
    /// How far above the bottom edge an undocked, split or (by default) floating keyboard ends; 200 pt (modelled).
    public var detachedLift: CGFloat = 200

    /// The height of the first responder's `inputAccessoryView`, part of the keyboard's frames; 0.
    public var inputAccessoryHeight: CGFloat = 0
    /// Whether the accessory stays docked when the keyboard hides (KeyboardFacts §7); `false`.
    public var inputAccessoryStays = false

    /// The keyboard's true screen frame (below the screen while hidden), whatever ``quirks`` post.
    public internal(set) var frame: CGRect
    /// Whether the keyboard is shown (docked, detached, or as a hardware keyboard's strip).
    public internal(set) var isShown = false
    /// Whether only the staying input accessory is docked: configuration changes then move nothing.
    public internal(set) var isAccessoryOnly = false
    /// Where the keyboard was docked when ``drag(to:)`` took it, until ``endDrag(completes:)``; else `nil`.
    public internal(set) var dragStart: CGRect?
    /// Whether the predictive bar is on; `true` by default.
    public internal(set) var isPredictiveBarShown = true
    /// Whether the emoji keyboard is selected.
    public internal(set) var isEmojiKeyboard = false
    /// Whether a hardware keyboard is attached: the keyboard then shows only its strip.
    public internal(set) var isHardwareKeyboardAttached = false
    /// Where the iPad keyboard sits; always ``PadMode/docked`` on phones.
    public internal(set) var mode: PadMode = .docked
    /// The floating keyboard's origin once ``moveFloatingKeyboard(to:)`` moved it.
    var floatingOrigin: CGPoint?
    /// Whether a show was posted yet (for ``KeyboardQuirks/zeroDurationFirstShow``).
    var hasShown = false
    /// How many moves started: a move posts only while it is the latest.
    private var moves = 0

    /// Every event posted so far, oldest first, as read back from its notification.
    public internal(set) var posted: [KeyboardEvent] = []
    /// Every notification posted so far, oldest first, exactly as posted.
    public internal(set) var notifications: [Notification] = []
    /// What UIKit's own animation block around each will-notification animated: what hosts changed
    /// there directly, not through a ``/KeyboardAvoidanceHeadless/RecordingKeyboardAnimator`` and
    /// not without animation (KeyboardFacts §4); oldest first, one record per notification that changed something.
    public internal(set) var enclosingAnimations: [RecordingKeyboardAnimator.Record] = []

    /// Creates a simulator posting to `center` (the hosts' center) on `device`, with the keyboard hidden.
    ///
    /// Make the app's window with ``makeWindow(frame:safeAreaInsets:)``.
    public init(center: NotificationCenter, device: KeyboardDeviceProfile) {
        self.center = center
        self.device = device
        screen = HeadlessScreen(bounds: device.screenBounds)
        frame = CGRect(x: 0, y: device.screenSize.height, width: device.screenSize.width, height: 0)
    }

    /// Creates a simulator for a screen, with the keyboard hidden: its ``screen`` has `screenBounds`.
    ///
    /// Its ``device`` is the first catalogue profile with the screen's size, or a modelled one;
    /// ``show(height:)`` and ``show(frame:)`` do not depend on it.
    public convenience init(center: NotificationCenter, screenBounds: CGRect) {
        let size = screenBounds.size
        self.init(center: center, device: .matching(screenSize: size) ?? .modelled(screenSize: size))
        self.screenBounds = screenBounds
        frame = dockedFrame(height: 0)
    }

    // MARK: - Windows

    /// Creates the app's window on ``screen`` and makes it ``window``: full screen, or the profile's
    /// ``KeyboardDeviceProfile/windowFrame`` for a Slide Over or Stage Manager profile.
    ///
    /// The window knows where the docked keyboard is, even one shown before it was made, as a real
    /// window's keyboard layout guide does: a host presented in it over a keyboard already up is laid out for it.
    ///
    /// ```swift
    /// let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
    /// keyboard.show()
    /// let window = keyboard.makeWindow()
    /// window.screen.keyboardFrame     // the docked 336 pt keyboard's frame
    /// checkout.present(in: window)    // registering as it appears, it is laid out for that keyboard
    /// ```
    ///
    /// - Parameters:
    ///   - frame: The window's frame, in screen coordinates; the profile's when `nil`.
    ///   - safeAreaInsets: The window's safe area; the profile's when `nil`.
    /// - Returns: The new window, now ``window``.
    @discardableResult
    public func makeWindow(frame: CGRect? = nil, safeAreaInsets: LayoutInsets? = nil) -> HeadlessWindow {
        let made = HeadlessWindow(
            on: screen, frame: frame ?? device.windowFrame, safeAreaInsets: safeAreaInsets ?? device.safeAreaInsets)
        window = made
        return made
    }

    /// Lets ``window`` go, as a scene discards a window it closed; other owners may keep it.
    func closeWindow() { window = nil }

    // MARK: - Frames

    /// The frame of a keyboard of `height` points docked at the bottom of the screen.
    public func dockedFrame(height: CGFloat) -> CGRect {
        CGRect(x: screenBounds.minX, y: screenBounds.maxY - height, width: screenBounds.width, height: height)
    }

    /// The keyboard's height in the current configuration (emoji, predictive bar).
    public var configuredHeight: CGFloat {
        let keyboard = device.keyboardHeight(predictiveBar: isPredictiveBarShown, emoji: isEmojiKeyboard)
        return keyboard + max(0, inputAccessoryHeight)
    }

    /// The frame ``show()`` posts in the current configuration.
    ///
    /// Detached modes are raised by ``detachedLift``; with a hardware keyboard, the whole keyboard with
    /// only the device's strip on screen (KeyboardFacts §2).
    public var configuredFrame: CGRect {
        if isHardwareKeyboardAttached {
            var keyboard = dockedFrame(height: device.hardwareKeyboardBarHeight + max(0, inputAccessoryHeight))
            keyboard.size.height = configuredHeight
            return keyboard
        }
        switch mode {
        case .docked:
            return dockedFrame(height: configuredHeight)
        case .undocked:
            return dockedFrame(height: configuredHeight).offsetBy(dx: 0, dy: -detachedLift)
        case .split:
            return dockedFrame(height: device.keyboardHeightWithoutPredictive).offsetBy(dx: 0, dy: -detachedLift)
        case .floating:
            let size = floatingKeyboardSize
            let origin =
                floatingOrigin
                ?? CGPoint(x: screenBounds.midX - size.width / 2, y: screenBounds.maxY - detachedLift - size.height)
            return CGRect(origin: origin, size: size)
        }
    }

    // MARK: - Explicit actions

    /// Shows or resizes a docked keyboard to `height` points, whatever the configuration says.
    public func show(height: CGFloat) { move(to: dockedFrame(height: height), family: .show) }

    /// Moves the keyboard to any frame: the show notifications at the bottom edge, else the change-frame ones.
    public func show(frame newFrame: CGRect) { move(to: newFrame) }

    /// Hides the keyboard: it slides below the screen, and a finger holding it lets go.
    ///
    /// An accessory that stays (``inputAccessoryStays``) stays docked above the home indicator's
    /// safe area, with only the change-frame notifications.
    public func hide() {
        dragStart = nil
        if inputAccessoryStays, inputAccessoryHeight > 0, isShown {
            move(to: dockedFrame(height: inputAccessoryHeight + device.safeAreaInsets.bottom), family: .changeOnly)
            isAccessoryOnly = true
            return
        }
        let parked = CGRect(x: frame.minX, y: screenBounds.maxY, width: frame.width, height: frame.height)
        move(to: parked, family: .hide)
    }

    /// Posts one event as a notification, exactly as given, whatever ``quirks`` say.
    public func post(_ event: KeyboardEvent) {
        let notification = Notification(
            name: event.kind.notificationName, object: notificationObject, userInfo: event.userInfo)
        posted.append(event)
        deliver(notification, animation: event.animation)
    }

    /// Posts will-notifications inside the keyboard's animation, as UIKit does (KeyboardFacts §7).
    private func deliver(_ notification: Notification, animation: KeyboardAnimation) {
        notifications.append(notification)
        guard let kind = KeyboardEvent.Kind(notificationName: notification.name), kind.isWill else {
            center.post(notification)
            return
        }
        let animated = RecordingKeyboardAnimator.withEnclosingAnimation(animation) { center.post(notification) }
        if !animated.isEmpty { enclosingAnimations.append(.init(animation: animation, changes: animated)) }
        // What UIKit moves itself (a sheet), after the app heard the notification.
        if let event = try? KeyboardEvent(notification: notification) { screen.keyboardWasAnnounced(event) }
    }

    // MARK: - Posting

    /// The sequences of the type's summary, and didChangeFrame alone for a floating keyboard moved.
    enum Family { case show, hide, changeOnly, detach, didChangeOnly }

    func isDocked(_ rect: CGRect) -> Bool {
        KeyboardGeometry.attachment(ofKeyboardFrame: rect, screenBounds: screenBounds) == .docked
    }

    /// Tells ``screen`` where the docked keyboard is, as UIKit's keyboard layout guide knows (with
    /// ``KeyboardQuirks/phantomGuideAfterHide``, a phantom once hidden).
    func updateLayoutGuide() {
        if isShown {
            screen.keyboardFrame = isDocked(frame) ? frame : nil
        } else {
            screen.keyboardFrame = quirks.contains(.phantomGuideAfterHide) ? dockedFrame(height: configuredHeight) : nil
        }
    }

    /// Moves the keyboard to `end`, posting `family` with the ``quirks`` applied: by default the show
    /// notifications when `end` is docked, else the change-frame ones.
    func move(to end: CGRect, family: Family? = nil, duration explicitDuration: TimeInterval? = nil) {
        let family = family ?? (isDocked(end) ? .show : .changeOnly)
        isAccessoryOnly = false
        // A move started from a host's hook (a hook that dismisses the keyboard) supersedes this
        // one: what this move has not posted yet is not posted.
        moves += 1
        let move = moves
        func emit(_ kinds: KeyboardEvent.Kind..., from begin: CGRect, to end: CGRect, _ duration: TimeInterval) {
            for kind in kinds where moves == move { self.emit(kind, begin, end, duration) }
        }
        let wasShown = isShown
        var begin = frame
        frame = end
        var duration = explicitDuration ?? self.duration
        isShown = family != .hide
        updateLayoutGuide()
        if family != .hide, !wasShown {
            if quirks.contains(.zeroSizeFrames) { begin = .zero }
            if quirks.contains(.zeroDurationFirstShow), !hasShown { duration = 0 }
            hasShown = true
        }
        switch family {
        case .show:
            if !wasShown, quirks.contains(.repeatedWillShow) {
                let first = isDocked(end) ? dockedFrame(height: device.keyboardHeightWithoutPredictive) : end
                emit(.willChangeFrame, .willShow, from: begin, to: first, duration)
                emit(.willChangeFrame, .willShow, from: first, to: end, duration)
            } else {
                emit(.willChangeFrame, .willShow, from: begin, to: end, duration)
            }
            emit(.didChangeFrame, .didShow, from: begin, to: end, duration)
        case .hide:
            let strip: CGFloat? =
                quirks.contains(.reduceMotionEndFrameOnHide) ? 71 : quirks.contains(.shortEndFrameOnHide) ? 44 : nil
            let faded = quirks.contains(.crossFadeEndFrameOnHide) ? CGRect.zero : nil
            let reported = faded ?? strip.map { dockedFrame(height: $0) } ?? end
            let infinite = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)
            let hideEnd = quirks.contains(.infiniteEndFrameOnHide) ? infinite : reported
            emit(.willChangeFrame, from: begin, to: reported, duration)
            emit(.willHide, from: begin, to: hideEnd, duration)
            emit(.didChangeFrame, from: begin, to: reported, duration)
            emit(.didHide, from: begin, to: hideEnd, duration)
            if quirks.contains(.zeroSizeFrames) {
                emit(.willChangeFrame, .didChangeFrame, from: reported, to: dockedFrame(height: 0), 0)
            }
        case .changeOnly:
            emit(.willChangeFrame, .didChangeFrame, from: begin, to: end, duration)
        case .detach:
            emit(.willHide, .didHide, .willChangeFrame, .didChangeFrame, from: begin, to: end, duration)
        case .didChangeOnly:
            emit(.didChangeFrame, from: begin, to: end, duration)
        }
    }

    /// Posts one notification with the single-notification quirks, read back as an observer reads it.
    private func emit(_ kind: KeyboardEvent.Kind, _ begin: CGRect, _ end: CGRect, _ duration: TimeInterval) {
        let move = moves
        let stripped = !kind.isWill && quirks.contains(.didNotificationsWithoutAnimationKeys)
        var posts = [(duration: duration, curve: curve, withoutAnimationKeys: stripped)]
        if kind == .willChangeFrame, quirks.contains(.duplicatePosts) { posts.insert((0, .easeInOut, false), at: 0) }
        var (begin, end) = (begin, end)
        if quirks.contains(.windowSpaceFrames), kind != .willChangeFrame, kind != .didChangeFrame,
            var window = screen.firstResponder?.window ?? window
        {
            // A presentation's window stands for a view in its presenter's: UIKit's one window.
            while let presenter = window.keyboardSuperview as? HeadlessWindow { window = presenter }
            let origin = window.frameInScreen.origin
            (begin, end) = (begin.offsetBy(dx: -origin.x, dy: -origin.y), end.offsetBy(dx: -origin.x, dy: -origin.y))
        }
        for post in posts where moves == move {  // a hook may have started another move
            let event = KeyboardEvent(
                kind: kind, beginFrame: begin, endFrame: end, duration: post.duration, curve: post.curve,
                isLocal: isLocal)
            var userInfo: [AnyHashable: Any]? = event.userInfo
            if quirks.contains(.minimalUserInfo) {
                let key = KeyboardUserInfoKey.frameEnd
                userInfo = kind.isHide ? nil : [key: event.userInfo[key] as Any]
            } else if post.withoutAnimationKeys {
                userInfo?.removeValue(forKey: AnyHashable(KeyboardUserInfoKey.animationDuration))
                userInfo?.removeValue(forKey: AnyHashable(KeyboardUserInfoKey.animationCurve))
            }
            let changesFrame = kind == .willChangeFrame || kind == .didChangeFrame
            let object = changesFrame && quirks.contains(.changeFrameWithoutScreen) ? nil : notificationObject
            let notification = Notification(name: kind.notificationName, object: object, userInfo: userInfo)
            let read = (try? KeyboardEvent(notification: notification)) ?? event
            posted.append(read)
            deliver(notification, animation: read.animation)
        }
    }
}
