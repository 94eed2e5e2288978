#if canImport(UIKit) && !os(watchOS)
    // UIKit's typed keyboard messages come with the iOS 26 SDK (Xcode 26, Swift 6.2) and exist on
    // iOS, iPadOS and Mac Catalyst only (Apple's UIKit documentation), not on tvOS or visionOS.
    #if compiler(>=6.2) && !os(tvOS) && !os(visionOS)
        public import KeyboardAvoidance
        public import UIKit

        @available(iOS 26, macCatalyst 26, *)
        extension KeyboardEvent {
            /// Reads UIKit's will-show message (`UIResponder.KeyboardWillShowMessage`, iOS 26).
            ///
            /// The message's values go through the kit's reader, as if they were the `userInfo` of
            /// the notification UIKit made the message from, so the event, its validation and its
            /// normalisations are those of ``KeyboardEvent/init(notification:)``: a frame that is
            /// not finite is an error, a negative size is standardized, and the curve keeps its
            /// raw value (7 for the keyboard's own curve, which `UIView.AnimationCurve` has no
            /// case for). ``KeyboardEvent/screen`` is the message's `screen`.
            ///
            /// - Throws: ``KeyboardEventError`` naming the value at fault.
            ///
            /// ```swift
            /// let token = NotificationCenter.default.addObserver(
            ///     of: UIScreen.self, for: .keyboardWillShow
            /// ) { message in
            ///     guard let event = try? KeyboardEvent(message) else { return }
            ///     print(event.endFrame)
            /// }
            /// ```
            public init(_ message: UIResponder.KeyboardWillShowMessage) throws(KeyboardEventError) {
                try self.init(
                    kind: .willShow, beginFrame: message.beginFrame, endFrame: message.endFrame,
                    duration: message.animationDuration, curve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }

            /// Reads UIKit's did-show message (`UIResponder.KeyboardDidShowMessage`, iOS 26).
            ///
            /// Read like a did-show notification; see the
            /// initialiser from `UIResponder.KeyboardWillShowMessage` for what that means.
            ///
            /// - Throws: ``KeyboardEventError`` naming the value at fault.
            ///
            /// ```swift
            /// center.addObserver(of: UIScreen.self, for: .keyboardDidShow) { message in
            ///     let event = try? KeyboardEvent(message)
            /// }
            /// ```
            public init(_ message: UIResponder.KeyboardDidShowMessage) throws(KeyboardEventError) {
                try self.init(
                    kind: .didShow, beginFrame: message.beginFrame, endFrame: message.endFrame,
                    duration: message.animationDuration, curve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }

            /// Reads UIKit's will-hide message (`UIResponder.KeyboardWillHideMessage`, iOS 26).
            ///
            /// Read like a will-hide notification: an end frame that is not finite reads as
            /// `CGRect.zero`, and after a hide the kit takes nothing of the keyboard to cover the
            /// app, whatever the frame says (KeyboardFacts §2).
            ///
            /// - Throws: ``KeyboardEventError`` naming the value at fault.
            ///
            /// ```swift
            /// center.addObserver(of: UIScreen.self, for: .keyboardWillHide) { message in
            ///     let event = try? KeyboardEvent(message)
            /// }
            /// ```
            public init(_ message: UIResponder.KeyboardWillHideMessage) throws(KeyboardEventError) {
                try self.init(
                    kind: .willHide, beginFrame: message.beginFrame, endFrame: message.endFrame,
                    duration: message.animationDuration, curve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }

            /// Reads UIKit's did-hide message (`UIResponder.KeyboardDidHideMessage`, iOS 26).
            ///
            /// Read like a did-hide notification, with the normalisations of a hide.
            ///
            /// - Throws: ``KeyboardEventError`` naming the value at fault.
            ///
            /// ```swift
            /// center.addObserver(of: UIScreen.self, for: .keyboardDidHide) { message in
            ///     let event = try? KeyboardEvent(message)
            /// }
            /// ```
            public init(_ message: UIResponder.KeyboardDidHideMessage) throws(KeyboardEventError) {
                try self.init(
                    kind: .didHide, beginFrame: message.beginFrame, endFrame: message.endFrame,
                    duration: message.animationDuration, curve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }

            /// Reads UIKit's will-change-frame message
            /// (`UIResponder.KeyboardWillChangeFrameMessage`, iOS 26).
            ///
            /// Read like a will-change-frame notification; see the
            /// initialiser from `UIResponder.KeyboardWillShowMessage` for what that means.
            ///
            /// - Throws: ``KeyboardEventError`` naming the value at fault.
            ///
            /// ```swift
            /// center.addObserver(of: UIScreen.self, for: .keyboardWillChangeFrame) { message in
            ///     let event = try? KeyboardEvent(message)
            /// }
            /// ```
            public init(_ message: UIResponder.KeyboardWillChangeFrameMessage) throws(KeyboardEventError) {
                try self.init(
                    kind: .willChangeFrame, beginFrame: message.beginFrame, endFrame: message.endFrame,
                    duration: message.animationDuration, curve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }

            /// Reads UIKit's did-change-frame message
            /// (`UIResponder.KeyboardDidChangeFrameMessage`, iOS 26).
            ///
            /// Read like a did-change-frame notification; see the
            /// initialiser from `UIResponder.KeyboardWillShowMessage` for what that means.
            ///
            /// - Throws: ``KeyboardEventError`` naming the value at fault.
            ///
            /// ```swift
            /// center.addObserver(of: UIScreen.self, for: .keyboardDidChangeFrame) { message in
            ///     let event = try? KeyboardEvent(message)
            /// }
            /// ```
            public init(_ message: UIResponder.KeyboardDidChangeFrameMessage) throws(KeyboardEventError) {
                try self.init(
                    kind: .didChangeFrame, beginFrame: message.beginFrame, endFrame: message.endFrame,
                    duration: message.animationDuration, curve: message.animationCurve.rawValue,
                    isLocal: message.isLocal, screen: message.screen)
            }

            /// The event of a message's values, read as the `userInfo` UIKit posts with them.
            ///
            /// Plain `CGRect`s and `NSNumber`s, both of which the reader accepts; the screen's
            /// identity as the reader takes it from a notification's `object`.
            private init(
                kind: Kind, beginFrame: CGRect, endFrame: CGRect, duration: TimeInterval, curve: Int,
                isLocal: Bool, screen: AnyObject
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
