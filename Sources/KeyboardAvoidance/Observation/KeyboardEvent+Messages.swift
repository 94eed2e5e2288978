// The six keyboard messages and their identifiers; the protocol and its defaults are in
// KeyboardEventMessage.swift. Gated like it: Foundation's messages need Swift 6.2.
#if compiler(>=6.2)
    public import Foundation

    // MARK: - Messages

    extension KeyboardEvent {
        /// `UIKeyboardWillShowNotification` as a typed message.
        ///
        /// Posted when the keyboard is about to appear, or when focus moves to another field while
        /// it is up. The counterpart of UIKit's `UIResponder.KeyboardWillShowMessage` (iOS 26),
        /// carrying the kit's validated ``KeyboardEvent``: see ``KeyboardEventMessage`` for how it
        /// is read and written.
        ///
        /// ```swift
        /// center.addObserver(of: screen, for: .keyboardEventWillShow) { message in
        ///     print(message.event.endFrame)
        /// }
        /// ```
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        public struct WillShowMessage: KeyboardEventMessage {
            /// The kind of the message's events: ``KeyboardEvent/Kind/willShow``.
            public static var kind: KeyboardEvent.Kind { .willShow }

            /// The event, a ``KeyboardEvent/Kind/willShow``.
            public let event: KeyboardEvent

            /// Wraps `event`, or `nil` unless it is a ``KeyboardEvent/Kind/willShow``.
            ///
            /// ```swift
            /// KeyboardEvent.WillShowMessage(event)?.event.endFrame
            /// ```
            public init?(_ event: KeyboardEvent) {
                guard event.kind == Self.kind else { return nil }
                self.event = event
            }
        }

        /// `UIKeyboardDidShowNotification` as a typed message.
        ///
        /// Posted when the keyboard has finished appearing. The counterpart of UIKit's
        /// `UIResponder.KeyboardDidShowMessage` (iOS 26), carrying the kit's validated
        /// ``KeyboardEvent``: see ``KeyboardEventMessage`` for how it is read and written.
        ///
        /// ```swift
        /// center.addObserver(of: screen, for: .keyboardEventDidShow) { message in
        ///     print(message.event.endFrame)
        /// }
        /// ```
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        public struct DidShowMessage: KeyboardEventMessage {
            /// The kind of the message's events: ``KeyboardEvent/Kind/didShow``.
            public static var kind: KeyboardEvent.Kind { .didShow }

            /// The event, a ``KeyboardEvent/Kind/didShow``.
            public let event: KeyboardEvent

            /// Wraps `event`, or `nil` unless it is a ``KeyboardEvent/Kind/didShow``.
            ///
            /// ```swift
            /// KeyboardEvent.DidShowMessage(event)?.event.endFrame
            /// ```
            public init?(_ event: KeyboardEvent) {
                guard event.kind == Self.kind else { return nil }
                self.event = event
            }
        }

        /// `UIKeyboardWillHideNotification` as a typed message.
        ///
        /// Posted when the keyboard is about to go away, or, on iPad, to undock, split or float.
        /// The counterpart of UIKit's `UIResponder.KeyboardWillHideMessage` (iOS 26), carrying the
        /// kit's validated ``KeyboardEvent``: see ``KeyboardEventMessage`` for how it is read and
        /// written.
        ///
        /// ```swift
        /// center.addObserver(of: screen, for: .keyboardEventWillHide) { message in
        ///     print(message.event.endFrame)
        /// }
        /// ```
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        public struct WillHideMessage: KeyboardEventMessage {
            /// The kind of the message's events: ``KeyboardEvent/Kind/willHide``.
            public static var kind: KeyboardEvent.Kind { .willHide }

            /// The event, a ``KeyboardEvent/Kind/willHide``.
            public let event: KeyboardEvent

            /// Wraps `event`, or `nil` unless it is a ``KeyboardEvent/Kind/willHide``.
            ///
            /// ```swift
            /// KeyboardEvent.WillHideMessage(event)?.event.endFrame
            /// ```
            public init?(_ event: KeyboardEvent) {
                guard event.kind == Self.kind else { return nil }
                self.event = event
            }
        }

        /// `UIKeyboardDidHideNotification` as a typed message.
        ///
        /// Posted when the keyboard has gone away. The counterpart of UIKit's
        /// `UIResponder.KeyboardDidHideMessage` (iOS 26), carrying the kit's validated
        /// ``KeyboardEvent``: see ``KeyboardEventMessage`` for how it is read and written.
        ///
        /// ```swift
        /// center.addObserver(of: screen, for: .keyboardEventDidHide) { message in
        ///     print(message.event.endFrame)
        /// }
        /// ```
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        public struct DidHideMessage: KeyboardEventMessage {
            /// The kind of the message's events: ``KeyboardEvent/Kind/didHide``.
            public static var kind: KeyboardEvent.Kind { .didHide }

            /// The event, a ``KeyboardEvent/Kind/didHide``.
            public let event: KeyboardEvent

            /// Wraps `event`, or `nil` unless it is a ``KeyboardEvent/Kind/didHide``.
            ///
            /// ```swift
            /// KeyboardEvent.DidHideMessage(event)?.event.endFrame
            /// ```
            public init?(_ event: KeyboardEvent) {
                guard event.kind == Self.kind else { return nil }
                self.event = event
            }
        }

        /// `UIKeyboardWillChangeFrameNotification` as a typed message.
        ///
        /// Posted when the keyboard's frame is about to change for any reason, showing and hiding
        /// included. The counterpart of UIKit's `UIResponder.KeyboardWillChangeFrameMessage` (iOS
        /// 26), carrying the kit's validated ``KeyboardEvent``: see ``KeyboardEventMessage`` for
        /// how it is read and written.
        ///
        /// ```swift
        /// center.addObserver(of: screen, for: .keyboardEventWillChangeFrame) { message in
        ///     print(message.event.endFrame)
        /// }
        /// ```
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        public struct WillChangeFrameMessage: KeyboardEventMessage {
            /// The kind of the message's events: ``KeyboardEvent/Kind/willChangeFrame``.
            public static var kind: KeyboardEvent.Kind { .willChangeFrame }

            /// The event, a ``KeyboardEvent/Kind/willChangeFrame``.
            public let event: KeyboardEvent

            /// Wraps `event`, or `nil` unless it is a ``KeyboardEvent/Kind/willChangeFrame``.
            ///
            /// ```swift
            /// KeyboardEvent.WillChangeFrameMessage(event)?.event.endFrame
            /// ```
            public init?(_ event: KeyboardEvent) {
                guard event.kind == Self.kind else { return nil }
                self.event = event
            }
        }

        /// `UIKeyboardDidChangeFrameNotification` as a typed message.
        ///
        /// Posted when the keyboard's frame has changed. The counterpart of UIKit's
        /// `UIResponder.KeyboardDidChangeFrameMessage` (iOS 26), carrying the kit's validated
        /// ``KeyboardEvent``: see ``KeyboardEventMessage`` for how it is read and written.
        ///
        /// ```swift
        /// center.addObserver(of: screen, for: .keyboardEventDidChangeFrame) { message in
        ///     print(message.event.endFrame)
        /// }
        /// ```
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        public struct DidChangeFrameMessage: KeyboardEventMessage {
            /// The kind of the message's events: ``KeyboardEvent/Kind/didChangeFrame``.
            public static var kind: KeyboardEvent.Kind { .didChangeFrame }

            /// The event, a ``KeyboardEvent/Kind/didChangeFrame``.
            public let event: KeyboardEvent

            /// Wraps `event`, or `nil` unless it is a ``KeyboardEvent/Kind/didChangeFrame``.
            ///
            /// ```swift
            /// KeyboardEvent.DidChangeFrameMessage(event)?.event.endFrame
            /// ```
            public init?(_ event: KeyboardEvent) {
                guard event.kind == Self.kind else { return nil }
                self.event = event
            }
        }
    }

    // MARK: - Identifiers

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<KeyboardEvent.WillShowMessage> {
        /// Observes ``KeyboardEvent/WillShowMessage``, the kit's reading of
        /// `UIKeyboardWillShowNotification`.
        ///
        /// Named apart from UIKit's `.keyboardWillShow`, which observes
        /// `UIResponder.KeyboardWillShowMessage`.
        ///
        /// ```swift
        /// let token = center.addObserver(of: screen, for: .keyboardEventWillShow) { message in
        ///     print(message.event)
        /// }
        /// ```
        public static var keyboardEventWillShow: Self { .init() }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<KeyboardEvent.DidShowMessage> {
        /// Observes ``KeyboardEvent/DidShowMessage``, the kit's reading of
        /// `UIKeyboardDidShowNotification`.
        ///
        /// Named apart from UIKit's `.keyboardDidShow`, which observes
        /// `UIResponder.KeyboardDidShowMessage`.
        ///
        /// ```swift
        /// let token = center.addObserver(of: screen, for: .keyboardEventDidShow) { message in
        ///     print(message.event)
        /// }
        /// ```
        public static var keyboardEventDidShow: Self { .init() }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<KeyboardEvent.WillHideMessage> {
        /// Observes ``KeyboardEvent/WillHideMessage``, the kit's reading of
        /// `UIKeyboardWillHideNotification`.
        ///
        /// Named apart from UIKit's `.keyboardWillHide`, which observes
        /// `UIResponder.KeyboardWillHideMessage`.
        ///
        /// ```swift
        /// let token = center.addObserver(of: screen, for: .keyboardEventWillHide) { message in
        ///     print(message.event)
        /// }
        /// ```
        public static var keyboardEventWillHide: Self { .init() }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<KeyboardEvent.DidHideMessage> {
        /// Observes ``KeyboardEvent/DidHideMessage``, the kit's reading of
        /// `UIKeyboardDidHideNotification`.
        ///
        /// Named apart from UIKit's `.keyboardDidHide`, which observes
        /// `UIResponder.KeyboardDidHideMessage`.
        ///
        /// ```swift
        /// let token = center.addObserver(of: screen, for: .keyboardEventDidHide) { message in
        ///     print(message.event)
        /// }
        /// ```
        public static var keyboardEventDidHide: Self { .init() }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<KeyboardEvent.WillChangeFrameMessage> {
        /// Observes ``KeyboardEvent/WillChangeFrameMessage``, the kit's reading of
        /// `UIKeyboardWillChangeFrameNotification`.
        ///
        /// Named apart from UIKit's `.keyboardWillChangeFrame`, which observes
        /// `UIResponder.KeyboardWillChangeFrameMessage`.
        ///
        /// ```swift
        /// let token = center.addObserver(of: screen, for: .keyboardEventWillChangeFrame) {
        ///     print($0.event)
        /// }
        /// ```
        public static var keyboardEventWillChangeFrame: Self { .init() }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension NotificationCenter.MessageIdentifier
    where Self == NotificationCenter.BaseMessageIdentifier<KeyboardEvent.DidChangeFrameMessage> {
        /// Observes ``KeyboardEvent/DidChangeFrameMessage``, the kit's reading of
        /// `UIKeyboardDidChangeFrameNotification`.
        ///
        /// Named apart from UIKit's `.keyboardDidChangeFrame`, which observes
        /// `UIResponder.KeyboardDidChangeFrameMessage`.
        ///
        /// ```swift
        /// let token = center.addObserver(of: screen, for: .keyboardEventDidChangeFrame) {
        ///     print($0.event)
        /// }
        /// ```
        public static var keyboardEventDidChangeFrame: Self { .init() }
    }
#endif
