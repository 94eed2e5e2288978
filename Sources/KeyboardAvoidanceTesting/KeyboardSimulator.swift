public import Foundation
public import KeyboardAvoidance
import KeyboardAvoidanceHeadless
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Posts the keyboard notifications a device posts, to any `NotificationCenter`, so that
/// keyboard handling can be tested without a device or a simulator app.
///
/// Each action posts the sequence iOS posts, with UIKit's names, `userInfo` keys and value
/// types (rects boxed in `NSValue`, `NSNumber`s for the duration, the curve and `isLocal`):
///
/// - a show posts willChangeFrame, willShow, didChangeFrame and didShow;
/// - a hide posts willChangeFrame, willHide, didChangeFrame and didHide, with the keyboard
///   parked below the screen;
/// - a change while shown (predictive bar, emoji keyboard, hardware keyboard, focus moving to
///   another field, rotation) posts all four show notifications again, as iOS does;
/// - on an iPad, undocking, splitting or floating posts willHide and didHide, then
///   willChangeFrame and didChangeFrame with a frame that does not touch the bottom edge;
///   docking again is a show (KeyboardFacts §1, §3).
///
/// Frames are in the screen's coordinate space (KeyboardFacts §2). ``quirks`` switches on the
/// misbehaviours real devices show (``KeyboardQuirks``). Every action is synchronous: when it
/// returns, every observer has run.
///
/// ```swift
/// let center = NotificationCenter()
/// let keyboard = KeyboardSimulator(center: center, device: .notchedPhone)
/// keyboard.show()                 // 336 pt, docked
/// keyboard.togglePredictiveBar()  // 291 pt
/// keyboard.switchToEmoji()        // 333 pt, duration 0
/// keyboard.attachHardwareKeyboard()
/// keyboard.hide()
/// ```
@MainActor
public final class KeyboardSimulator {
    /// Where an iPad keyboard sits (KeyboardFacts §2).
    ///
    /// ```swift
    /// keyboard.setMode(.floating)
    /// keyboard.mode == .floating
    /// ```
    public enum PadMode: String, Sendable, CaseIterable {
        /// At the bottom edge, full width: the only mode on phones.
        case docked
        /// Full width, raised ``KeyboardSimulator/detachedLift`` points above the bottom edge.
        case undocked
        /// Split in two halves: modelled as a full-width frame without the predictive bar, raised
        /// like an undocked one.
        case split
        /// The small floating keyboard, ``KeyboardSimulator/floatingKeyboardSize``, which the
        /// user can move anywhere.
        case floating
    }

    /// Where notifications are posted.
    public let center: NotificationCenter
    /// The screen's bounds, in screen coordinates. ``rotate()`` swaps its width and height.
    public var screenBounds: CGRect
    /// The device whose keyboard heights the configured actions use; ``rotate()`` turns it.
    ///
    /// ```swift
    /// keyboard.device.keyboardHeight // what show() posts with the predictive bar on
    /// ```
    public internal(set) var device: KeyboardDeviceProfile
    /// The duration the next animated notifications carry. Default 0.25 s (KeyboardFacts §4).
    public var duration: TimeInterval = 0.25
    /// The curve the next notifications carry. Default 7, the keyboard's (KeyboardFacts §4).
    public var curve: KeyboardAnimationCurve = .keyboard
    /// The `isLocal` value the next notifications carry; `nil` leaves the key out, as before
    /// iOS 9, and `false` is another app's keyboard. Default `true`.
    ///
    /// ```swift
    /// keyboard.isLocal = false  // Split View: the other app's keyboard
    /// ```
    public var isLocal: Bool? = true
    /// The real-device misbehaviours to reproduce. Default: none.
    ///
    /// ```swift
    /// keyboard.quirks = [.duplicatePosts, .reduceMotionEndFrameOnHide]
    /// ```
    public var quirks: KeyboardQuirks = []
    /// The `object` of the posted notifications: `nil`, as before iOS 16.1, or a stand-in for
    /// the `UIScreen` that iOS 16.1 and later posts (KeyboardFacts §1).
    ///
    /// ```swift
    /// keyboard.notificationObject = screenStandIn
    /// ```
    public var notificationObject: AnyObject?
    /// The size of the floating iPad keyboard. Default 320 × 253 pt, modelled as the small
    /// phone's keyboard (KeyboardFacts §6, 320×568 row).
    ///
    /// ```swift
    /// keyboard.floatingKeyboardSize = CGSize(width: 320, height: 216)
    /// ```
    public var floatingKeyboardSize = CGSize(width: 320, height: 253)
    /// How far above the bottom edge an undocked, split or (by default) floating keyboard ends.
    /// Default 200 pt, modelled.
    ///
    /// ```swift
    /// keyboard.detachedLift = 120
    /// keyboard.undock()
    /// ```
    public var detachedLift: CGFloat = 200

    /// The keyboard's current frame in screen coordinates (parked below the screen when hidden).
    ///
    /// It is the truth, whatever ``quirks`` make the notifications say.
    ///
    /// ```swift
    /// keyboard.show()
    /// field.frameInScreen.maxY <= keyboard.frame.minY
    /// ```
    public internal(set) var frame: CGRect
    /// Whether the keyboard is shown (docked, detached, or as a hardware keyboard's strip).
    public internal(set) var isShown = false
    /// Where the keyboard was docked when a finger took it (``drag(to:)``), until it lets go
    /// (``endDrag(completes:)``); `nil` while no finger holds it.
    public internal(set) var dragStart: CGRect?
    /// Whether the predictive bar is on. Default `true`.
    public internal(set) var isPredictiveBarShown = true
    /// Whether the emoji keyboard is selected. Default `false`.
    public internal(set) var isEmojiKeyboard = false
    /// Whether a hardware keyboard is attached: the keyboard then shows only its strip.
    public internal(set) var isHardwareKeyboardAttached = false
    /// Where the iPad keyboard sits. Always ``PadMode/docked`` on phones.
    ///
    /// ```swift
    /// keyboard.float()
    /// keyboard.mode // .floating on an iPad
    /// ```
    public internal(set) var mode: PadMode = .docked
    /// The floating keyboard's origin once moved with ``moveFloatingKeyboard(to:)``.
    var floatingOrigin: CGPoint?
    /// Whether a show was posted yet (for ``KeyboardQuirks/zeroDurationFirstShow``).
    var hasShown = false

    /// Every event posted so far, oldest first, as a ``/KeyboardAvoidance/KeyboardEvent`` reads it
    /// back from its notification (a did-notification without animation keys reads as duration 0,
    /// curve 0).
    ///
    /// ```swift
    /// let willShow = try #require(keyboard.posted.first { $0.kind == .willShow })
    /// keyboard.post(willShow)  // again, as a device might
    /// ```
    public internal(set) var posted: [KeyboardEvent] = []
    /// Every notification posted so far, oldest first, exactly as posted.
    ///
    /// ```swift
    /// keyboard.notifications.last?.userInfo?[KeyboardUserInfoKey.frameEnd] // an NSValue
    /// ```
    public internal(set) var notifications: [Notification] = []

    /// Creates a simulator for a device, with the keyboard hidden.
    ///
    /// ```swift
    /// let keyboard = KeyboardSimulator(center: center, device: .iPadLandscape)
    /// ```
    public init(center: NotificationCenter, device: KeyboardDeviceProfile) {
        self.center = center
        self.device = device
        screenBounds = device.screenBounds
        frame = CGRect(x: 0, y: device.screenSize.height, width: device.screenSize.width, height: 0)
    }

    /// Creates a simulator for a screen, with the keyboard hidden.
    ///
    /// The ``device`` is the first catalogue profile with the screen's size, or a modelled one
    /// (``KeyboardDeviceProfile/matching(screenSize:)``); the explicit actions (``show(height:)``,
    /// ``show(frame:)``) do not depend on it.
    ///
    /// ```swift
    /// let keyboard = KeyboardSimulator(center: center, screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// ```
    public convenience init(center: NotificationCenter, screenBounds: CGRect) {
        let size = screenBounds.size
        self.init(
            center: center,
            device: KeyboardDeviceProfile.matching(screenSize: size) ?? KeyboardDeviceProfile.modelled(screenSize: size)
        )
        self.screenBounds = screenBounds
        frame = CGRect(x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: 0)
    }

    // MARK: - Frames

    /// The frame of a keyboard of `height` docked at the bottom of the screen.
    ///
    /// ```swift
    /// keyboard.dockedFrame(height: 291) // (0, 553, 390, 291) on a 390×844 screen
    /// ```
    public func dockedFrame(height: CGFloat) -> CGRect {
        CGRect(x: screenBounds.minX, y: screenBounds.maxY - height, width: screenBounds.width, height: height)
    }

    /// The height the keyboard has in the current configuration: the emoji keyboard, or the
    /// letters with or without the predictive bar.
    ///
    /// ```swift
    /// keyboard.configuredHeight == keyboard.device.keyboardHeight // predictive bar on
    /// ```
    public var configuredHeight: CGFloat {
        device.keyboardHeight(predictiveBar: isPredictiveBarShown, emoji: isEmojiKeyboard)
    }

    /// The frame ``show()`` posts in the current configuration.
    ///
    /// - Hardware keyboard attached: the whole keyboard, mostly **below** the screen, with only
    ///   the device's strip on screen (KeyboardFacts §2).
    /// - Docked: ``dockedFrame(height:)`` of ``configuredHeight``.
    /// - Undocked: the docked frame raised by ``detachedLift``.
    /// - Split: the frame without the predictive bar, raised by ``detachedLift`` (modelled).
    /// - Floating: ``floatingKeyboardSize``, centred, ``detachedLift`` above the bottom edge,
    ///   or where ``moveFloatingKeyboard(to:)`` put it.
    ///
    /// ```swift
    /// keyboard.attachHardwareKeyboard()
    /// keyboard.configuredFrame.minY == keyboard.screenBounds.maxY - keyboard.device.hardwareKeyboardBarHeight
    /// ```
    public var configuredFrame: CGRect {
        if isHardwareKeyboardAttached {
            return CGRect(
                x: screenBounds.minX, y: screenBounds.maxY - device.hardwareKeyboardBarHeight,
                width: screenBounds.width, height: configuredHeight)
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

    /// Shows a docked keyboard of `height` points (or, when shown, changes its height),
    /// whatever the configuration says.
    ///
    /// ```swift
    /// keyboard.show(height: 336)
    /// ```
    public func show(height: CGFloat) {
        move(to: dockedFrame(height: height), family: .show)
    }

    /// Changes the height of the shown keyboard, posting the show notifications again: what
    /// the predictive bar or the emoji keyboard do.
    ///
    /// ```swift
    /// keyboard.changeHeight(to: 291)
    /// ```
    public func changeHeight(to height: CGFloat) {
        show(height: height)
    }

    /// Moves the keyboard to any frame while shown: a hardware keyboard's strip, a floating
    /// keyboard. Posts the show notifications when the frame reaches the bottom edge and
    /// change-frame notifications only otherwise.
    ///
    /// ```swift
    /// keyboard.show(frame: CGRect(x: 0, y: -264, width: 768, height: 304)) // detached, negative y
    /// ```
    public func show(frame newFrame: CGRect) {
        move(to: newFrame, family: isDocked(newFrame) ? .show : .changeOnly)
    }

    /// Hides the keyboard: it slides below the screen (the posted end frame follows
    /// ``quirks``). A finger holding it (``dragStart``) lets go.
    ///
    /// ```swift
    /// keyboard.hide()
    /// ```
    public func hide() {
        dragStart = nil
        let parked = CGRect(x: frame.minX, y: screenBounds.maxY, width: frame.width, height: frame.height)
        move(to: parked, family: .hide)
    }

    /// Posts one event as a notification, exactly as given, whatever ``quirks`` say.
    ///
    /// ```swift
    /// keyboard.post(KeyboardEvent(kind: .willShow, beginFrame: hidden, endFrame: docked))
    /// ```
    public func post(_ event: KeyboardEvent) {
        let notification = Notification(
            name: event.kind.notificationName, object: notificationObject, userInfo: event.userInfo)
        posted.append(event)
        deliver(notification, animation: event.animation)
    }

    /// Posts `notification`; a will-notification inside the keyboard's animation, as UIKit
    /// delivers it (KeyboardFacts §7), so recording animators in its handlers record that
    /// animation.
    private func deliver(_ notification: Notification, animation: KeyboardAnimation) {
        notifications.append(notification)
        guard let kind = KeyboardEvent.Kind(notificationName: notification.name), kind.isWill else {
            center.post(notification)
            return
        }
        RecordingKeyboardAnimator.withEnclosingAnimation(animation) { center.post(notification) }
    }

    // MARK: - Posting

    enum Family {
        /// willChangeFrame, willShow, didChangeFrame, didShow.
        case show
        /// willChangeFrame, willHide, didChangeFrame, didHide.
        case hide
        /// willChangeFrame, didChangeFrame.
        case changeOnly
        /// willHide, didHide, then willChangeFrame, didChangeFrame: an iPad keyboard leaving
        /// the bottom edge.
        case detach
        /// didChangeFrame alone: a floating keyboard being moved.
        case didChangeOnly
    }

    func isDocked(_ rect: CGRect) -> Bool {
        KeyboardGeometry.attachment(ofKeyboardFrame: rect, screenBounds: screenBounds) == .docked
    }

    /// Moves the keyboard to `end`, posting `family` with the ``quirks`` applied.
    func move(to end: CGRect, family: Family, duration explicitDuration: TimeInterval? = nil) {
        let wasShown = isShown
        var begin = frame
        frame = end
        var duration = explicitDuration ?? self.duration
        switch family {
        case .hide:
            isShown = false
        case .show, .changeOnly, .detach, .didChangeOnly:
            isShown = true
        }
        if family != .hide, !wasShown {
            if quirks.contains(.zeroSizeFrames) { begin = .zero }
            if quirks.contains(.zeroDurationFirstShow), !hasShown { duration = 0 }
            hasShown = true
        }
        switch family {
        case .show:
            if !wasShown, quirks.contains(.repeatedWillShow) {
                let first = isDocked(end) ? dockedFrame(height: device.keyboardHeightWithoutPredictive) : end
                emit(.willChangeFrame, begin, first, duration)
                emit(.willShow, begin, first, duration)
                emit(.willChangeFrame, first, end, duration)
                emit(.willShow, first, end, duration)
            } else {
                emit(.willChangeFrame, begin, end, duration)
                emit(.willShow, begin, end, duration)
            }
            emit(.didChangeFrame, begin, end, duration)
            emit(.didShow, begin, end, duration)
        case .hide:
            let reported = reportedHideFrame(parked: end)
            let hideEnd = quirks.contains(.infiniteEndFrameOnHide) ? Self.infiniteFrame : reported
            emit(.willChangeFrame, begin, reported, duration)
            emit(.willHide, begin, hideEnd, duration)
            emit(.didChangeFrame, begin, reported, duration)
            emit(.didHide, begin, hideEnd, duration)
            if quirks.contains(.zeroSizeFrames) {
                let zero = CGRect(x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: 0)
                emit(.willChangeFrame, reported, zero, 0)
                emit(.didChangeFrame, reported, zero, 0)
            }
        case .changeOnly:
            emit(.willChangeFrame, begin, end, duration)
            emit(.didChangeFrame, begin, end, duration)
        case .detach:
            emit(.willHide, begin, end, duration)
            emit(.didHide, begin, end, duration)
            emit(.willChangeFrame, begin, end, duration)
            emit(.didChangeFrame, begin, end, duration)
        case .didChangeOnly:
            emit(.didChangeFrame, begin, end, duration)
        }
    }

    static let infiniteFrame = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)

    /// The end frame a hide reports: the parked frame, or what the quirks make of it.
    private func reportedHideFrame(parked: CGRect) -> CGRect {
        let strip: CGFloat? =
            quirks.contains(.reduceMotionEndFrameOnHide) ? 71 : quirks.contains(.shortEndFrameOnHide) ? 44 : nil
        guard let strip else { return parked }
        return CGRect(x: screenBounds.minX, y: screenBounds.maxY - strip, width: screenBounds.width, height: strip)
    }

    /// Posts one notification with the quirks that act on single notifications.
    private func emit(
        _ kind: KeyboardEvent.Kind, _ begin: CGRect, _ end: CGRect, _ duration: TimeInterval
    ) {
        if kind == .willChangeFrame, quirks.contains(.duplicatePosts) {
            send(
                KeyboardEvent(
                    kind: kind, beginFrame: begin, endFrame: end, duration: 0, curve: .easeInOut, isLocal: isLocal),
                withoutAnimationKeys: false)
        }
        send(
            KeyboardEvent(
                kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal),
            withoutAnimationKeys: !kind.isWill && quirks.contains(.didNotificationsWithoutAnimationKeys))
    }

    private func send(_ event: KeyboardEvent, withoutAnimationKeys: Bool) {
        var userInfo: [AnyHashable: Any]? = event.userInfo
        if quirks.contains(.minimalUserInfo) {
            userInfo =
                event.kind.isHide
                ? nil : [KeyboardUserInfoKey.frameEnd: event.userInfo[KeyboardUserInfoKey.frameEnd] as Any]
        } else if withoutAnimationKeys {
            userInfo?.removeValue(forKey: AnyHashable(KeyboardUserInfoKey.animationDuration))
            userInfo?.removeValue(forKey: AnyHashable(KeyboardUserInfoKey.animationCurve))
        }
        let notification = Notification(
            name: event.kind.notificationName, object: notificationObject, userInfo: userInfo)
        let read = (try? KeyboardEvent(notification: notification)) ?? event
        posted.append(read)
        deliver(notification, animation: read.animation)
    }
}
