#if canImport(UIKit) && !os(watchOS)
    // UIKit's typed keyboard messages come with the iOS 26 SDK (Xcode 26, Swift 6.2) and exist on
    // iOS, iPadOS and Mac Catalyst only (Apple's UIKit documentation), not on tvOS or visionOS.
    #if compiler(>=6.2) && !os(tvOS) && !os(visionOS)
        public import KeyboardAvoidance
        public import UIKit

        /// One of UIKit's six typed keyboard messages (`UIResponder.KeyboardWillShowMessage` and its
        /// siblings, UIKit.swiftinterface of the iOS 26.2 SDK), as ``KeyboardEvent/init(_:)`` reads them.
        @available(iOS 26, macCatalyst 26, *)
        public protocol UIKitKeyboardMessage: NotificationCenter.MainActorMessage where Subject == UIScreen {
            /// The keyboard's frame before the change, in screen coordinates.
            var beginFrame: CGRect { get }
            /// The keyboard's frame after the change, in screen coordinates.
            var endFrame: CGRect { get }
            /// The animation's duration in seconds.
            var animationDuration: TimeInterval { get }
            /// The animation's curve.
            var animationCurve: UIView.AnimationCurve { get }
            /// Whether the keyboard belongs to this app.
            var isLocal: Bool { get }
            /// The screen the keyboard is on.
            var screen: UIScreen { get }
        }

        @available(iOS 26, macCatalyst 26, *)
        extension UIResponder.KeyboardWillShowMessage: UIKitKeyboardMessage {}
        @available(iOS 26, macCatalyst 26, *)
        extension UIResponder.KeyboardDidShowMessage: UIKitKeyboardMessage {}
        @available(iOS 26, macCatalyst 26, *)
        extension UIResponder.KeyboardWillHideMessage: UIKitKeyboardMessage {}
        @available(iOS 26, macCatalyst 26, *)
        extension UIResponder.KeyboardDidHideMessage: UIKitKeyboardMessage {}
        @available(iOS 26, macCatalyst 26, *)
        extension UIResponder.KeyboardWillChangeFrameMessage: UIKitKeyboardMessage {}
        @available(iOS 26, macCatalyst 26, *)
        extension UIResponder.KeyboardDidChangeFrameMessage: UIKitKeyboardMessage {}

        @available(iOS 26, macCatalyst 26, *)
        extension KeyboardEvent {
            /// Reads one of UIKit's typed keyboard messages, validated and normalised as by
            /// ``KeyboardEvent/init(notification:)``; ``KeyboardEvent/screen`` is the message's `screen`.
            ///
            /// ```swift
            /// center.addObserver(of: UIScreen.self, for: .keyboardWillShow) { message in
            ///     guard let event = try? KeyboardEvent(message) else { return }
            ///     print(event.endFrame)
            /// }
            /// ```
            public init(_ message: some UIKitKeyboardMessage) throws(KeyboardEventError) {
                let name = type(of: message).name
                guard let kind = Kind(notificationName: name) else {
                    throw .unknownNotification(name: name.rawValue)
                }
                try self.init(
                    kind: kind,
                    userInfo: [
                        KeyboardUserInfoKey.frameBegin: message.beginFrame,
                        KeyboardUserInfoKey.frameEnd: message.endFrame,
                        KeyboardUserInfoKey.animationDuration: message.animationDuration,
                        KeyboardUserInfoKey.animationCurve: message.animationCurve.rawValue,
                        KeyboardUserInfoKey.isLocal: message.isLocal,
                    ])
                screen = ObjectIdentifier(message.screen)
            }
        }
    #endif
#endif
