public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard notification, parsed and validated into a value.
///
/// UIKit describes every keyboard change with a notification whose `userInfo` holds boxed
/// frames and numbers. `KeyboardEvent` is the same information as a `Sendable`, `Equatable`
/// value: what happened (``kind``), where the keyboard will be (``endFrame``, in the **screen's**
/// coordinate space) and where it was if the notification said (``beginFrame``), how it animates
/// (``duration`` and ``curve``) and whether it belongs to this app (``isLocal``).
///
/// Only the end frame is needed to lay a host out, so only the end frame of a show or
/// change-frame notification is required; everything else has a documented default (see
/// ``init(notification:)``), and a hide needs nothing at all.
///
/// Read one from a notification with ``init(notification:)``, or build the `userInfo` that
/// UIKit would post with ``userInfo``; the two are inverse: `KeyboardEvent(kind: e.kind,
/// userInfo: e.userInfo) == e`.
///
/// ```swift
/// let event = try KeyboardEvent(notification: note)
/// if event.kind == .willShow { print(event.endFrame.height) }
/// ```
public struct KeyboardEvent: Sendable, Equatable {
    /// Which of UIKit's six keyboard notifications the event came from.
    ///
    /// ```swift
    /// KeyboardEvent.Kind(notificationName: "UIKeyboardWillShowNotification") == .willShow
    /// ```
    public enum Kind: String, Sendable, CaseIterable {
        /// `UIKeyboardWillShowNotification`: the keyboard is about to appear, or focus moved.
        case willShow
        /// `UIKeyboardDidShowNotification`: the keyboard finished appearing.
        case didShow
        /// `UIKeyboardWillHideNotification`: the keyboard is about to go away (or, on iPad, to
        /// undock, split or float).
        case willHide
        /// `UIKeyboardDidHideNotification`: the keyboard went away.
        case didHide
        /// `UIKeyboardWillChangeFrameNotification`: any frame change, including show and hide.
        case willChangeFrame
        /// `UIKeyboardDidChangeFrameNotification`: a frame change finished.
        case didChangeFrame

        /// The notification name UIKit posts for this kind, with UIKit's exact raw string.
        ///
        /// ```swift
        /// KeyboardEvent.Kind.willHide.notificationName.rawValue // "UIKeyboardWillHideNotification"
        /// ```
        public var notificationName: Notification.Name {
            switch self {
            case .willShow: KeyboardNotificationName.willShow
            case .didShow: KeyboardNotificationName.didShow
            case .willHide: KeyboardNotificationName.willHide
            case .didHide: KeyboardNotificationName.didHide
            case .willChangeFrame: KeyboardNotificationName.willChangeFrame
            case .didChangeFrame: KeyboardNotificationName.didChangeFrame
            }
        }

        /// The kind whose notification name is `name`, or `nil` for any other name.
        ///
        /// ```swift
        /// KeyboardEvent.Kind(notificationName: .init("Other")) // nil
        /// ```
        public init?(notificationName name: Notification.Name) {
            switch name {
            case KeyboardNotificationName.willShow: self = .willShow
            case KeyboardNotificationName.didShow: self = .didShow
            case KeyboardNotificationName.willHide: self = .willHide
            case KeyboardNotificationName.didHide: self = .didHide
            case KeyboardNotificationName.willChangeFrame: self = .willChangeFrame
            case KeyboardNotificationName.didChangeFrame: self = .didChangeFrame
            default: return nil
            }
        }

        /// Whether this is one of the three *will* notifications, posted before the animation.
        public var isWill: Bool {
            switch self {
            case .willShow, .willHide, .willChangeFrame: true
            case .didShow, .didHide, .didChangeFrame: false
            }
        }

        /// Whether this is a will-hide or did-hide notification, after which nothing of the
        /// keyboard covers the app, whatever its end frame says.
        public var isHide: Bool { self == .willHide || self == .didHide }
    }

    /// Which notification this is.
    public var kind: Kind
    /// The keyboard's frame before the change, in screen coordinates; `nil` when the
    /// notification did not carry `UIKeyboardFrameBeginUserInfoKey`.
    ///
    /// The kit never needs it: every layout derives from ``endFrame`` and the host's own
    /// geometry, never from the begin–end difference.
    public var beginFrame: CGRect?
    /// The keyboard's frame after the change, in screen coordinates.
    ///
    /// A hide that carried no end frame (or a non-finite one, as iOS 7 posted) has
    /// `CGRect.zero` here: after a hide nothing of the keyboard covers the app, whatever the
    /// frame says.
    public var endFrame: CGRect
    /// The animation's duration in seconds; 0 means "do not animate".
    public var duration: TimeInterval
    /// The animation's curve, kept losslessly (the keyboard's own curve is 7).
    public var curve: KeyboardAnimationCurve
    /// Whether the keyboard belongs to this app; `nil` when the notification did not say
    /// (before iOS 9). `false` means another app's keyboard on iPad multitasking.
    public var isLocal: Bool?
    /// The screen the keyboard is on, when the notification named one: the identity of its
    /// `object` when that is a ``KeyboardScreen`` (a `UIScreen`, posted since iOS 16.1;
    /// KeyboardFacts §7). `nil` for notifications without one (earlier iOS, synthetic posts):
    /// such a keyboard counts as on every screen.
    ///
    /// It is not part of ``userInfo``, so the round trip through `userInfo` holds for events
    /// without a screen.
    ///
    /// ```swift
    /// event.screen == ObjectIdentifier(window.screen) // the keyboard is on this window's screen
    /// ```
    public var screen: ObjectIdentifier?
    /// Whether the frame was tracked rather than announced: the keyboard following a finger in
    /// an interactive dismissal, between notifications (``KeyboardMonitor/trackKeyboardFrame(_:)``).
    /// Such an event is a `willChangeFrame` with duration 0: hosts follow the finger at once, and
    /// the hide or show posted on release animates the rest. Default `false`.
    ///
    /// Like ``screen`` it is not part of ``userInfo``: no notification carries it.
    ///
    /// ```swift
    /// if event.isInteractive { inputBar.layer.removeAllAnimations() }
    /// ```
    public var isInteractive = false

    /// The event a frame tracked after `visible` (the last event that left the keyboard up)
    /// makes: an interactive `willChangeFrame` from `visible`'s end frame to `frame`, with no
    /// animation, on the same screen. What ``KeyboardMonitor/trackKeyboardFrame(_:)`` delivers,
    /// for the package's tools that mirror it.
    package static func tracked(_ frame: CGRect, after visible: KeyboardEvent) -> KeyboardEvent {
        var event = KeyboardEvent(
            kind: .willChangeFrame, beginFrame: visible.endFrame, endFrame: frame.standardized, duration: 0,
            curve: visible.curve, isLocal: visible.isLocal)
        event.screen = visible.screen
        event.isInteractive = true
        return event
    }

    /// Creates an event from its parts.
    ///
    /// Only the kind and the end frame are needed; the rest defaults to what a will-notification
    /// of the system keyboard carries.
    ///
    /// ```swift
    /// let show = KeyboardEvent(
    ///     kind: .willShow,
    ///     beginFrame: CGRect(x: 0, y: 667, width: 375, height: 258),
    ///     endFrame: CGRect(x: 0, y: 409, width: 375, height: 258),
    ///     duration: 0.25, curve: .keyboard, isLocal: true)
    /// let synthetic = KeyboardEvent(kind: .willChangeFrame, endFrame: CGRect(x: 0, y: 409, width: 375, height: 258))
    /// ```
    public init(
        kind: Kind,
        beginFrame: CGRect? = nil,
        endFrame: CGRect,
        duration: TimeInterval = 0.25,
        curve: KeyboardAnimationCurve = .keyboard,
        isLocal: Bool? = true
    ) {
        self.kind = kind
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }

    /// The duration a will-notification without `UIKeyboardAnimationDurationUserInfoKey` reads
    /// as: 0.25 s, the system keyboard's usual duration. A did-notification without one reads as
    /// 0 (it describes a change that already happened).
    ///
    /// ```swift
    /// try KeyboardEvent(kind: .willShow, userInfo: [KeyboardUserInfoKey.frameEnd: end]).duration
    /// // 0.25
    /// ```
    public static let defaultWillDuration: TimeInterval = 0.25

    /// The curve a will-notification without `UIKeyboardAnimationCurveUserInfoKey` reads as:
    /// the system keyboard's own curve, 7 (``KeyboardAnimationCurve/keyboard``). A
    /// did-notification without one reads as 0 (``KeyboardAnimationCurve/easeInOut``).
    ///
    /// ```swift
    /// try KeyboardEvent(kind: .willShow, userInfo: [KeyboardUserInfoKey.frameEnd: end]).curve
    /// // .keyboard
    /// ```
    public static let defaultWillCurve = KeyboardAnimationCurve.keyboard

    /// The animation this event asks for: its duration and curve.
    ///
    /// ```swift
    /// animator.animate(event.animation) { view.frame = target }
    /// ```
    public var animation: KeyboardAnimation {
        KeyboardAnimation(duration: duration, curve: curve)
    }
}

/// The six keyboard notification names, with the raw strings UIKit uses.
///
/// On iOS these equal `UIResponder.keyboardWillShowNotification` and its siblings; the kit
/// spells them out so that the core compiles and runs without UIKit.
///
/// ```swift
/// center.post(name: KeyboardNotificationName.willShow, object: nil, userInfo: event.userInfo)
/// ```
public enum KeyboardNotificationName {
    /// `UIKeyboardWillShowNotification`.
    public static let willShow = Notification.Name("UIKeyboardWillShowNotification")
    /// `UIKeyboardDidShowNotification`.
    public static let didShow = Notification.Name("UIKeyboardDidShowNotification")
    /// `UIKeyboardWillHideNotification`.
    public static let willHide = Notification.Name("UIKeyboardWillHideNotification")
    /// `UIKeyboardDidHideNotification`.
    public static let didHide = Notification.Name("UIKeyboardDidHideNotification")
    /// `UIKeyboardWillChangeFrameNotification`.
    public static let willChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIKeyboardDidChangeFrameNotification`.
    public static let didChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")
}

/// The `userInfo` keys of keyboard notifications, with the raw strings UIKit uses.
///
/// ```swift
/// let end = note.userInfo?[KeyboardUserInfoKey.frameEnd]
/// ```
public enum KeyboardUserInfoKey {
    /// `UIKeyboardFrameBeginUserInfoKey`: a boxed `CGRect`, screen coordinates.
    public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIKeyboardFrameEndUserInfoKey`: a boxed `CGRect`, screen coordinates.
    public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// `UIKeyboardAnimationDurationUserInfoKey`: an `NSNumber` holding a `Double`.
    public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIKeyboardAnimationCurveUserInfoKey`: an `NSNumber` holding an integer.
    public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIKeyboardIsLocalUserInfoKey`: an `NSNumber` holding a `Bool` (iOS 9 and later).
    public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}
