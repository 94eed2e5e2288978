// UIKit stand-in: NOT UIKit. iOS 26's typed keyboard messages, with the shape Apple's UIKit
// documentation gives each of them (developer.apple.com/documentation/uikit/uiresponder/
// keyboardwillshowmessage and its five siblings; iOS, iPadOS and Mac Catalyst 26):
//
//     struct KeyboardWillShowMessage            // conforms to NotificationCenter.MainActorMessage
//     init(beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
//          animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen)
//     var beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
//         animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
//     static func makeNotification(_ message: Self) -> Notification
//
// and their identifiers, `NotificationCenter.MessageIdentifier.keyboardWillShow` and siblings
// (`static var keyboardWillShow: NotificationCenter.BaseMessageIdentifier<
// UIResponder.KeyboardWillShowMessage>`, Foundation's documentation). The subject is `UIScreen`:
// Apple's WWDC25 code observes them with `addObserver(of: UIScreen.self, for: .keyboardWillShow)`
// ("What's new in UIKit") and `addObserver(of: screen, for: .keyboardWillShow)` with a `UIScreen`
// ("What's new in Swift").
//
// `makeMessage(_:)` is not declared: nothing here uses it. `makeNotification(_:)` writes the
// notification UIKit posts (KeyboardFacts §1): the raw name, the screen as `object`, and the five
// keys, frames boxed with `NSValue(rect:)` as Foundation on Linux boxes them.
//
// The messages need Foundation's `NotificationCenter.MainActorMessage`, which came with Swift 6.2.
#if compiler(>=6.2)
    @_exported import Foundation

    /// The notification a stand-in keyboard message stands for.
    private func keyboardNotification(
        name: String, beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: Int, isLocal: Bool, screen: UIScreen
    ) -> Notification {
        Notification(
            name: Notification.Name(name), object: screen,
            userInfo: [
                "UIKeyboardFrameBeginUserInfoKey": NSValue(rect: beginFrame),
                "UIKeyboardFrameEndUserInfoKey": NSValue(rect: endFrame),
                "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: animationDuration),
                "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: animationCurve),
                "UIKeyboardIsLocalUserInfoKey": NSNumber(value: isLocal),
            ])
    }

    @available(iOS 26.0, *)
    extension UIResponder {
        public struct KeyboardWillShowMessage: NotificationCenter.MainActorMessage {
            public typealias Subject = UIScreen
            public var beginFrame: CGRect
            public var endFrame: CGRect
            public var animationDuration: TimeInterval
            public var animationCurve: UIView.AnimationCurve
            public var isLocal: Bool
            public var screen: UIScreen

            public init(
                beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
                animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
            ) {
                self.beginFrame = beginFrame
                self.endFrame = endFrame
                self.animationDuration = animationDuration
                self.animationCurve = animationCurve
                self.isLocal = isLocal
                self.screen = screen
            }

            public static func makeNotification(_ message: Self) -> Notification {
                keyboardNotification(
                    name: "UIKeyboardWillShowNotification", beginFrame: message.beginFrame, endFrame: message.endFrame,
                    animationDuration: message.animationDuration, animationCurve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }
        }

        public struct KeyboardDidShowMessage: NotificationCenter.MainActorMessage {
            public typealias Subject = UIScreen
            public var beginFrame: CGRect
            public var endFrame: CGRect
            public var animationDuration: TimeInterval
            public var animationCurve: UIView.AnimationCurve
            public var isLocal: Bool
            public var screen: UIScreen

            public init(
                beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
                animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
            ) {
                self.beginFrame = beginFrame
                self.endFrame = endFrame
                self.animationDuration = animationDuration
                self.animationCurve = animationCurve
                self.isLocal = isLocal
                self.screen = screen
            }

            public static func makeNotification(_ message: Self) -> Notification {
                keyboardNotification(
                    name: "UIKeyboardDidShowNotification", beginFrame: message.beginFrame, endFrame: message.endFrame,
                    animationDuration: message.animationDuration, animationCurve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }
        }

        public struct KeyboardWillHideMessage: NotificationCenter.MainActorMessage {
            public typealias Subject = UIScreen
            public var beginFrame: CGRect
            public var endFrame: CGRect
            public var animationDuration: TimeInterval
            public var animationCurve: UIView.AnimationCurve
            public var isLocal: Bool
            public var screen: UIScreen

            public init(
                beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
                animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
            ) {
                self.beginFrame = beginFrame
                self.endFrame = endFrame
                self.animationDuration = animationDuration
                self.animationCurve = animationCurve
                self.isLocal = isLocal
                self.screen = screen
            }

            public static func makeNotification(_ message: Self) -> Notification {
                keyboardNotification(
                    name: "UIKeyboardWillHideNotification", beginFrame: message.beginFrame, endFrame: message.endFrame,
                    animationDuration: message.animationDuration, animationCurve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }
        }

        public struct KeyboardDidHideMessage: NotificationCenter.MainActorMessage {
            public typealias Subject = UIScreen
            public var beginFrame: CGRect
            public var endFrame: CGRect
            public var animationDuration: TimeInterval
            public var animationCurve: UIView.AnimationCurve
            public var isLocal: Bool
            public var screen: UIScreen

            public init(
                beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
                animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
            ) {
                self.beginFrame = beginFrame
                self.endFrame = endFrame
                self.animationDuration = animationDuration
                self.animationCurve = animationCurve
                self.isLocal = isLocal
                self.screen = screen
            }

            public static func makeNotification(_ message: Self) -> Notification {
                keyboardNotification(
                    name: "UIKeyboardDidHideNotification", beginFrame: message.beginFrame, endFrame: message.endFrame,
                    animationDuration: message.animationDuration, animationCurve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }
        }

        public struct KeyboardWillChangeFrameMessage: NotificationCenter.MainActorMessage {
            public typealias Subject = UIScreen
            public var beginFrame: CGRect
            public var endFrame: CGRect
            public var animationDuration: TimeInterval
            public var animationCurve: UIView.AnimationCurve
            public var isLocal: Bool
            public var screen: UIScreen

            public init(
                beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
                animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
            ) {
                self.beginFrame = beginFrame
                self.endFrame = endFrame
                self.animationDuration = animationDuration
                self.animationCurve = animationCurve
                self.isLocal = isLocal
                self.screen = screen
            }

            public static func makeNotification(_ message: Self) -> Notification {
                keyboardNotification(
                    name: "UIKeyboardWillChangeFrameNotification", beginFrame: message.beginFrame,
                    endFrame: message.endFrame,
                    animationDuration: message.animationDuration, animationCurve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }
        }

        public struct KeyboardDidChangeFrameMessage: NotificationCenter.MainActorMessage {
            public typealias Subject = UIScreen
            public var beginFrame: CGRect
            public var endFrame: CGRect
            public var animationDuration: TimeInterval
            public var animationCurve: UIView.AnimationCurve
            public var isLocal: Bool
            public var screen: UIScreen

            public init(
                beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
                animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
            ) {
                self.beginFrame = beginFrame
                self.endFrame = endFrame
                self.animationDuration = animationDuration
                self.animationCurve = animationCurve
                self.isLocal = isLocal
                self.screen = screen
            }

            public static func makeNotification(_ message: Self) -> Notification {
                keyboardNotification(
                    name: "UIKeyboardDidChangeFrameNotification", beginFrame: message.beginFrame,
                    endFrame: message.endFrame,
                    animationDuration: message.animationDuration, animationCurve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }
        }
    }

    @available(iOS 26.0, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillShowMessage> {
        public static var keyboardWillShow: Self { .init() }
    }

    @available(iOS 26.0, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardDidShowMessage> {
        public static var keyboardDidShow: Self { .init() }
    }

    @available(iOS 26.0, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillHideMessage> {
        public static var keyboardWillHide: Self { .init() }
    }

    @available(iOS 26.0, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardDidHideMessage> {
        public static var keyboardDidHide: Self { .init() }
    }

    @available(iOS 26.0, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardWillChangeFrameMessage> {
        public static var keyboardWillChangeFrame: Self { .init() }
    }

    @available(iOS 26.0, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<UIResponder.KeyboardDidChangeFrameMessage> {
        public static var keyboardDidChangeFrame: Self { .init() }
    }
#endif
