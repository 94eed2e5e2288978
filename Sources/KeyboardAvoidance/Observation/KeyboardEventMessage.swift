// Foundation's typed notification messages arrived with Swift 6.2: in the Xcode 26 SDKs, where
// they are available from macOS, iOS, tvOS, watchOS and visionOS 26, and in swift-foundation on
// Linux. Older compilers (Xcode 16.4 is Swift 6.1) compile this file to nothing.
#if compiler(>=6.2)
    public import Foundation
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// A keyboard event as a typed notification message, observed the way iOS 26 observes
    /// `UIResponder.KeyboardWillShowMessage` and its siblings.
    ///
    /// There is one message type per keyboard notification, nested in ``KeyboardEvent``:
    /// ``KeyboardEvent/WillShowMessage``, ``KeyboardEvent/DidShowMessage``,
    /// ``KeyboardEvent/WillHideMessage``, ``KeyboardEvent/DidHideMessage``,
    /// ``KeyboardEvent/WillChangeFrameMessage`` and ``KeyboardEvent/DidChangeFrameMessage``. Each
    /// carries the whole ``event``, read by the kit's own reader, so its values, defaults and
    /// validation are exactly those a ``KeyboardMonitor`` sees.
    ///
    /// - **Name.** A message's `name` is its notification's raw name
    ///   (``KeyboardEvent/Kind/notificationName``), the one UIKit posts.
    /// - **Subject.** The subject is the screen the keyboard is on, the `object` iOS posts since
    ///   16.1 (KeyboardFacts §7). It is `AnyObject` because the core names no screen class, and
    ///   Foundation needs a subject that is a class type, which `any KeyboardScreen` is not.
    ///   Observe one screen with `addObserver(of: screen, for:)`, or every screen with
    ///   `addObserver(for: KeyboardEvent.WillShowMessage.self)`.
    /// - **Reading.** ``makeMessage(_:)`` reads a notification with
    ///   ``KeyboardEvent/init(notification:)``. A notification the reader rejects (a show without
    ///   an end frame, a frame that is not finite, a value of the wrong type) or one of another
    ///   kind makes **no message**: `nil`. Its observers are not called (Foundation on Apple
    ///   platforms logs a runtime issue saying `makeMessage()` returned nil), while a
    ///   ``KeyboardCapable`` host hears of the same notification through
    ///   ``KeyboardCapable/keyboardReadFailed(_:)``; read the notification yourself to see the
    ///   ``KeyboardEventError``.
    /// - **Writing.** ``makeNotification(_:)`` writes the `userInfo` UIKit posts, with the same
    ///   keys and boxing as ``KeyboardEvent/userInfo`` (and the kit's keyboard simulator).
    ///
    /// On Apple platforms Foundation converts between the two forms (`makeMessage(_:)` and
    /// `makeNotification(_:)` are requirements of `NotificationCenter.MainActorMessage` there):
    /// an observer of a message also hears UIKit's keyboard notifications, and a posted message
    /// also reaches the observers of the notification, the monitor included. swift-foundation on
    /// Linux declares those requirements only when it is built as Apple's Foundation, so there the
    /// messages and the notifications are separate channels: call ``makeMessage(_:)`` and
    /// ``makeNotification(_:)`` to go from one to the other.
    ///
    /// ```swift
    /// let token = center.addObserver(of: screen, for: .keyboardEventWillShow) { message in
    ///     print(message.event.endFrame)
    /// }
    /// center.removeObserver(token)
    /// ```
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    public protocol KeyboardEventMessage: NotificationCenter.MainActorMessage, Sendable, Equatable
    where Subject == AnyObject {
        /// The kind of every event a message of this type carries.
        ///
        /// ```swift
        /// KeyboardEvent.WillHideMessage.kind  // .willHide
        /// ```
        static var kind: KeyboardEvent.Kind { get }

        /// The event, whose ``KeyboardEvent/kind`` is always ``kind``.
        ///
        /// ```swift
        /// message.event.endFrame
        /// ```
        var event: KeyboardEvent { get }

        /// Wraps `event`, or `nil` when its kind is not ``kind``.
        ///
        /// ```swift
        /// KeyboardEvent.WillShowMessage(KeyboardEvent(kind: .willShow, endFrame: docked)) // some
        /// KeyboardEvent.WillShowMessage(KeyboardEvent(kind: .didHide, endFrame: .zero))   // nil
        /// ```
        init?(_ event: KeyboardEvent)
    }

    // MARK: - Default implementations

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    extension KeyboardEventMessage {
        /// The raw name of the notification the message stands for, such as
        /// `UIKeyboardWillShowNotification`: ``KeyboardEvent/Kind/notificationName`` of ``kind``.
        ///
        /// Not overridable in practice: Foundation matches messages and notifications by it.
        ///
        /// ```swift
        /// KeyboardEvent.DidHideMessage.name.rawValue  // "UIKeyboardDidHideNotification"
        /// ```
        public static var name: Notification.Name { kind.notificationName }

        /// The message a keyboard notification makes, or `nil` when the notification is of
        /// another kind or the kit's reader rejects it.
        ///
        /// The event is ``KeyboardEvent/init(notification:)``'s, screen included, so it equals
        /// what the monitor reads from the same notification.
        ///
        /// ```swift
        /// let message = KeyboardEvent.WillShowMessage.makeMessage(notification)
        /// message?.event == (try? KeyboardEvent(notification: notification))  // true
        /// ```
        public static func makeMessage(_ notification: Notification) -> Self? {
            guard let event = try? KeyboardEvent(notification: notification) else { return nil }
            return Self(event)
        }

        /// The notification UIKit would post for the message: its name, and the `userInfo` of
        /// ``KeyboardEvent/userInfo`` (boxed frames and `NSNumber`s).
        ///
        /// Its `object` is `nil`: Foundation sets it to the subject the message is posted with.
        /// Reading the notification back gives the same message when the event has no
        /// ``KeyboardEvent/screen``.
        ///
        /// ```swift
        /// let note = KeyboardEvent.WillShowMessage.makeNotification(message)
        /// KeyboardEvent.WillShowMessage.makeMessage(note) == message  // true
        /// ```
        public static func makeNotification(_ message: Self) -> Notification {
            message.event.notification(object: nil)
        }
    }
#endif
