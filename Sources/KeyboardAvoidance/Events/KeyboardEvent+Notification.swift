public import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension KeyboardEvent {
    /// Reads a keyboard notification in the form UIKit posts it (or a simulator or a test).
    ///
    /// Only a show's or change-frame's `UIKeyboardFrameEndUserInfoKey` is required. Absent keys read
    /// as no ``beginFrame`` or ``isLocal``, a hide's end frame (or its non-finite one) as `CGRect.zero`,
    /// and the duration and curve as ``defaultWillDuration`` and ``defaultWillCurve`` (0 and
    /// `easeInOut` on did-notifications); a key **present** with a wrong type or an invalid value is an
    /// error. Frames are `NSValue`-boxed or plain `CGRect`s, the duration and curve `NSNumber`s or Swift
    /// numbers, `isLocal` a `Bool` or an `NSNumber` of 0 or 1; text is a wrong type (a printed log is the
    /// replay tool's to read). An `object` that is a ``KeyboardScreen`` becomes ``screen``.
    ///
    /// - Throws: ``KeyboardEventError`` naming the notification or key at fault.
    public init(notification: Notification) throws(KeyboardEventError) {
        guard let kind = Kind(notificationName: notification.name) else {
            throw .unknownNotification(name: notification.name.rawValue)
        }
        try self.init(kind: kind, notification: notification)
    }

    /// Reads `notification`, already known to be of `kind` (an observer of one name knows it).
    init(kind: Kind, notification: borrowing Notification) throws(KeyboardEventError) {
        try self.init(kind: kind, userInfo: notification.userInfo)
        if let screen = notification.object as? any KeyboardScreen { self.screen = ObjectIdentifier(screen) }
    }

    /// Reads the `userInfo` of a keyboard notification of a known kind, like ``init(notification:)``.
    ///
    /// - Parameters:
    ///   - kind: The notification's kind, which decides what is required and the defaults.
    ///   - userInfo: The notification's `userInfo`; `nil` reads as empty for a hide.
    /// - Throws: ``KeyboardEventError`` naming the key at fault.
    public init(kind: Kind, userInfo: [AnyHashable: Any]?) throws(KeyboardEventError) {
        guard let userInfo = userInfo ?? (kind.isHide ? [:] : nil) else { throw .missingUserInfo(kind: kind) }
        let reader = UserInfoReader(kind: kind, userInfo: userInfo)
        let begin = try reader.beginFrame()
        guard let end = try reader.endFrame() ?? (kind.isHide ? .zero : nil) else {
            throw .missingValue(key: KeyboardUserInfoKey.frameEnd, kind: kind)
        }
        try self.init(
            kind: kind, beginFrame: begin, endFrame: end, duration: reader.duration(), curve: reader.curve(),
            isLocal: reader.isLocal())
    }

    // MARK: - Writing notifications

    /// The `userInfo` UIKit would post for this event (without the begin frame and `isLocal` when
    /// they are `nil`); reading it back gives the same event.
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
    public func notification(object: Any? = nil) -> Notification {
        Notification(name: kind.notificationName, object: object, userInfo: userInfo)
    }
}
