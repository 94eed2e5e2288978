public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardEvent {
    /// Reads a keyboard notification posted by UIKit (or by a simulator, a test or a log).
    ///
    /// Only what the kit needs is required: a show or change-frame notification needs
    /// `UIKeyboardFrameEndUserInfoKey`; a hide needs nothing at all, not even a `userInfo`.
    /// Every other key has a documented default when it is **absent**:
    ///
    /// | key | absent on a will-notification | absent on a did-notification |
    /// |---|---|---|
    /// | `UIKeyboardFrameBeginUserInfoKey` | ``beginFrame`` is `nil` | ``beginFrame`` is `nil` |
    /// | `UIKeyboardFrameEndUserInfoKey` (hides only) | `CGRect.zero` | `CGRect.zero` |
    /// | `UIKeyboardAnimationDurationUserInfoKey` | 0.25 s (``defaultWillDuration``) | 0 |
    /// | `UIKeyboardAnimationCurveUserInfoKey` | 7 (``defaultWillCurve``) | 0 (`easeInOut`) |
    /// | `UIKeyboardIsLocalUserInfoKey` | ``isLocal`` is `nil` | ``isLocal`` is `nil` |
    ///
    /// A key that is **present** with a value of the wrong type, or an invalid value, is still an
    /// error naming the key and the value found: only absence is forgiven.
    ///
    /// Accepts what devices and logs really carry: frames boxed in `NSValue` or given as
    /// `CGRect`, or as the text `"NSRect: {{x, y}, {w, h}}"`; durations, curves and `isLocal` as
    /// `NSNumber`, Swift numbers and booleans, or numeric strings (`"0.25"`).
    ///
    /// Documented normalisations:
    /// - A hide notification whose frame is not finite (iOS 7 posted `{{inf, inf}, {0, 0}}`)
    ///   reads as `CGRect.zero`; on any other notification a non-finite frame is an error.
    /// - Frames with a negative width or height are standardized.
    /// - The notification's `object` becomes ``screen`` when it is a ``KeyboardScreen``; any other
    ///   object is ignored.
    /// - Keys the kit does not know are ignored.
    ///
    /// - Throws: ``KeyboardEventError`` naming the notification or key at fault.
    ///
    /// ```swift
    /// center.addObserver(forName: KeyboardNotificationName.willShow, object: nil, queue: nil) {
    ///     note in
    ///     if let event = try? KeyboardEvent(notification: note) { print(event.endFrame) }
    /// }
    /// ```
    public init(notification: Notification) throws(KeyboardEventError) {
        guard let kind = Kind(notificationName: notification.name) else {
            throw .unknownNotification(name: notification.name.rawValue)
        }
        try self.init(kind: kind, notification: notification)
    }

    /// Reads `notification`, already known to be of `kind` (an observer of one name knows it).
    init(kind: Kind, notification: borrowing Notification) throws(KeyboardEventError) {
        try self.init(kind: kind, userInfo: notification.userInfo)
        if let object = notification.object, let screen = object as? any KeyboardScreen {
            self.screen = ObjectIdentifier(screen)
        }
    }

    /// Reads the `userInfo` of a keyboard notification of a known kind.
    ///
    /// See ``init(notification:)`` for what is accepted and how values are normalised.
    ///
    /// - Throws: ``KeyboardEventError`` naming the key at fault.
    ///
    /// ```swift
    /// let event = try KeyboardEvent(kind: .willHide, userInfo: note.userInfo)
    /// ```
    public init(kind: Kind, userInfo: [AnyHashable: Any]?) throws(KeyboardEventError) {
        // A hide needs nothing: without a userInfo it reads like one with no keys.
        guard let userInfo = userInfo ?? (kind.isHide ? [:] : nil) else { throw .missingUserInfo(kind: kind) }
        let reader = UserInfoReader(kind: kind, userInfo: userInfo)
        let begin = try reader.beginFrame()
        guard let end = try reader.endFrame() ?? (kind.isHide ? .zero : nil) else {
            throw .missingValue(key: KeyboardUserInfoKey.frameEnd, kind: kind)
        }
        let duration = try reader.duration()
        let curve = try reader.curve()
        let isLocal = try reader.isLocal()
        self.init(
            kind: kind, beginFrame: begin, endFrame: end,
            duration: duration, curve: curve, isLocal: isLocal)
    }

    // MARK: - Writing notifications

    /// The `userInfo` UIKit would post for this event: boxed frames and `NSNumber`s.
    ///
    /// The begin frame is left out when it is `nil`, and `isLocal` when it is `nil` (as on
    /// iOS 8). Reading the result back gives the same event.
    ///
    /// ```swift
    /// center.post(name: event.kind.notificationName, object: nil, userInfo: event.userInfo)
    /// ```
    public var userInfo: [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [
            KeyboardUserInfoKey.frameEnd: RectBox.box(endFrame),
            KeyboardUserInfoKey.animationDuration: NSNumber(value: duration),
            KeyboardUserInfoKey.animationCurve: NSNumber(value: curve.rawValue),
        ]
        if let beginFrame { info[KeyboardUserInfoKey.frameBegin] = RectBox.box(beginFrame) }
        if let isLocal { info[KeyboardUserInfoKey.isLocal] = NSNumber(value: isLocal) }
        return info
    }

    /// A notification carrying this event, as UIKit would post it.
    ///
    /// ```swift
    /// center.post(event.notification(object: nil))
    /// ```
    public func notification(object: Any? = nil) -> Notification {
        Notification(name: kind.notificationName, object: object, userInfo: userInfo)
    }
}
