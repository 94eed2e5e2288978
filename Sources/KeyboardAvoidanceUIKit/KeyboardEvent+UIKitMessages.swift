#if canImport(UIKit) && !os(watchOS)
    // UIKit's typed keyboard messages come with the iOS 26 SDK (Xcode 26, Swift 6.2) and exist on
    // iOS, iPadOS and Mac Catalyst only (Apple's UIKit documentation), not on tvOS or visionOS.
    #if compiler(>=6.2) && !os(tvOS) && !os(visionOS)
        public import KeyboardAvoidance
        public import UIKit

        @available(iOS 26, macCatalyst 26, *)
        extension KeyboardEvent {
            /// Reads UIKit's will-show message (`UIResponder.KeyboardWillShowMessage`).
            ///
            /// The values are validated and normalised as by ``KeyboardEvent/init(notification:)``,
            /// as are those of the other messages; ``KeyboardEvent/screen`` is the message's `screen`.
            ///
            /// ```swift
            /// center.addObserver(of: UIScreen.self, for: .keyboardWillShow) { message in
            ///     guard let event = try? KeyboardEvent(message) else { return }
            ///     print(event.endFrame)
            /// }
            /// ```
            public init(_ message: UIResponder.KeyboardWillShowMessage) throws(KeyboardEventError) {
                try self.init(
                    .willShow, message.beginFrame, message.endFrame, message.animationDuration,
                    message.animationCurve.rawValue, message.isLocal, message.screen)
            }

            /// Reads UIKit's did-show message (`UIResponder.KeyboardDidShowMessage`).
            public init(_ message: UIResponder.KeyboardDidShowMessage) throws(KeyboardEventError) {
                try self.init(
                    .didShow, message.beginFrame, message.endFrame, message.animationDuration,
                    message.animationCurve.rawValue, message.isLocal, message.screen)
            }

            /// Reads UIKit's will-hide message (`UIResponder.KeyboardWillHideMessage`).
            ///
            /// An end frame that is not finite reads as `CGRect.zero`; after a hide nothing of the
            /// keyboard covers the app, whatever the frame says (KeyboardFacts §2).
            public init(_ message: UIResponder.KeyboardWillHideMessage) throws(KeyboardEventError) {
                try self.init(
                    .willHide, message.beginFrame, message.endFrame, message.animationDuration,
                    message.animationCurve.rawValue, message.isLocal, message.screen)
            }

            /// Reads UIKit's did-hide message (`UIResponder.KeyboardDidHideMessage`).
            public init(_ message: UIResponder.KeyboardDidHideMessage) throws(KeyboardEventError) {
                try self.init(
                    .didHide, message.beginFrame, message.endFrame, message.animationDuration,
                    message.animationCurve.rawValue, message.isLocal, message.screen)
            }

            /// Reads UIKit's will-change-frame message (`UIResponder.KeyboardWillChangeFrameMessage`).
            public init(_ message: UIResponder.KeyboardWillChangeFrameMessage) throws(KeyboardEventError) {
                try self.init(
                    .willChangeFrame, message.beginFrame, message.endFrame, message.animationDuration,
                    message.animationCurve.rawValue, message.isLocal, message.screen)
            }

            /// Reads UIKit's did-change-frame message (`UIResponder.KeyboardDidChangeFrameMessage`).
            public init(_ message: UIResponder.KeyboardDidChangeFrameMessage) throws(KeyboardEventError) {
                try self.init(
                    .didChangeFrame, message.beginFrame, message.endFrame, message.animationDuration,
                    message.animationCurve.rawValue, message.isLocal, message.screen)
            }

            /// Reads a message's values as the `userInfo` UIKit posts them in.
            private init(
                _ kind: Kind, _ beginFrame: CGRect, _ endFrame: CGRect, _ duration: TimeInterval, _ curve: Int,
                _ isLocal: Bool, _ screen: AnyObject
            ) throws(KeyboardEventError) {
                try self.init(
                    kind: kind,
                    userInfo: [
                        KeyboardUserInfoKey.frameBegin: beginFrame,
                        KeyboardUserInfoKey.frameEnd: endFrame,
                        KeyboardUserInfoKey.animationDuration: NSNumber(value: duration),
                        KeyboardUserInfoKey.animationCurve: NSNumber(value: curve),
                        KeyboardUserInfoKey.isLocal: NSNumber(value: isLocal),
                    ])
                self.screen = ObjectIdentifier(screen)
            }
        }
    #endif
#endif
