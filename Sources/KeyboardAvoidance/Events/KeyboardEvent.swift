public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One keyboard notification, parsed and validated, with frames in **screen** coordinates.
///
/// Read one with ``init(notification:)``; ``userInfo`` writes it back.
public struct KeyboardEvent: Sendable, Equatable {
    /// Which of UIKit's six keyboard notifications the event came from.
    public enum Kind: String, Sendable, CaseIterable {
        /// `UIKeyboardWillShowNotification`: the keyboard is about to appear, or focus moved.
        case willShow
        /// `UIKeyboardDidShowNotification`: the keyboard finished appearing.
        case didShow
        /// `UIKeyboardWillHideNotification`: the keyboard is about to go away (or, on iPad, undock).
        case willHide
        /// `UIKeyboardDidHideNotification`: the keyboard went away.
        case didHide
        /// `UIKeyboardWillChangeFrameNotification`: any frame change, including show and hide.
        case willChangeFrame
        /// `UIKeyboardDidChangeFrameNotification`: a frame change finished.
        case didChangeFrame

        /// The notification name UIKit posts for this kind.
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
        public init?(notificationName name: Notification.Name) {
            guard let kind = Self.allCases.first(where: { $0.notificationName == name }) else { return nil }
            self = kind
        }

        /// Whether this is one of the three *will* notifications, posted before the animation.
        public var isWill: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }

        /// Whether this is a will-hide or did-hide, after which the keyboard covers nothing.
        public var isHide: Bool { self == .willHide || self == .didHide }
    }

    /// Which notification this is.
    public var kind: Kind
    /// The keyboard's frame before the change in screen coordinates, if given; the kit never uses it.
    public var beginFrame: CGRect?
    /// The keyboard's frame after the change in screen coordinates; `.zero` for a hide without one.
    public var endFrame: CGRect
    /// The animation's duration in seconds; 0 means "do not animate".
    public var duration: TimeInterval
    /// The animation's curve, kept losslessly (the keyboard's own curve is 7).
    public var curve: KeyboardAnimationCurve
    /// Whether the keyboard belongs to this app (`false` for another app's, on iPad); `nil` if unsaid.
    public var isLocal: Bool?
    /// The identity of the screen the keyboard is on when the notification's `object` is a
    /// ``KeyboardScreen`` (iOS 16.1 and later; KeyboardFacts §7), not part of ``userInfo``.
    public var screen: ObjectIdentifier?
    /// Whether this is a frame tracked during an interactive dismissal (a `willChangeFrame` with
    /// duration 0, from ``KeyboardMonitor/trackKeyboardFrame(_:)``), not part of ``userInfo``.
    public var isInteractive = false

    /// What ``KeyboardMonitor/trackKeyboardFrame(_:)`` delivers for `frame` after `visible`.
    package static func tracked(_ frame: CGRect, after visible: KeyboardEvent) -> KeyboardEvent {
        var event = visible.resting(as: .willChangeFrame)
        event.endFrame = frame.standardized
        event.isInteractive = true
        return event
    }

    /// The keyboard where it rests, as `kind`: at once, or with `animation` (a focus move, an update).
    func resting(as kind: Kind, animation: KeyboardAnimation? = nil) -> KeyboardEvent {
        var event = KeyboardEvent(
            kind: kind, beginFrame: endFrame, endFrame: endFrame, duration: animation?.duration ?? 0,
            curve: animation?.curve ?? curve, isLocal: isLocal)
        event.screen = screen
        return event
    }

    /// Creates an event; the defaults are what a will-notification of the system keyboard carries.
    public init(
        kind: Kind, beginFrame: CGRect? = nil, endFrame: CGRect, duration: TimeInterval = 0.25,
        curve: KeyboardAnimationCurve = .keyboard, isLocal: Bool? = true
    ) {
        self.kind = kind
        self.beginFrame = beginFrame
        self.endFrame = endFrame
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }

    /// A will-notification's duration when it carries none: 0.25 s (a did-notification's is 0).
    public static let defaultWillDuration: TimeInterval = 0.25

    /// A will-notification's curve when it carries none: ``KeyboardAnimationCurve/keyboard``.
    public static let defaultWillCurve = KeyboardAnimationCurve.keyboard

    /// The animation this event asks for: its duration and curve.
    public var animation: KeyboardAnimation { KeyboardAnimation(duration: duration, curve: curve) }
}

/// The six keyboard notification names, with UIKit's raw strings, so the core runs without UIKit.
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
    /// `UITextFieldTextDidBeginEditingNotification`: a text field became first responder (§8).
    public static let textFieldDidBeginEditing = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextViewTextDidBeginEditingNotification`: a text view became first responder.
    public static let textViewDidBeginEditing = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// `UITextViewTextDidChangeNotification`: a text view's text changed, and its caret moved (§8).
    public static let textViewDidChange = Notification.Name("UITextViewTextDidChangeNotification")
    /// `UITextFieldTextDidChangeNotification`: a text field's text changed; what it shows may move (§8).
    public static let textFieldDidChange = Notification.Name("UITextFieldTextDidChangeNotification")
}

/// The `userInfo` keys of keyboard notifications, with UIKit's raw strings.
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
