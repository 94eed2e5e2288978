// Foundation's typed messages need Swift 6.2, like the code under test.
#if compiler(>=6.2)
    import Foundation
    import KeyboardAvoidance
    import KeyboardAvoidanceHeadless
    import KeyboardAvoidanceTesting
    import KeyboardTestSupport
    import Testing
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    // Tests for Observation/KeyboardEventMessage.swift and Observation/KeyboardEvent+Messages.swift.
    // Facts are cited by the section numbers of the KeyboardFacts article.

    // MARK: - Fixtures

    /// §6: a 375×667 phone with the predictive bar, 258 pt.
    private let screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    private let docked = CGRect(x: 0, y: 409, width: 375, height: 258)
    private let parked = CGRect(x: 0, y: 667, width: 375, height: 258)

    /// UIKit's raw notification names (§1), written out rather than taken from the kit.
    private let uikitNames: [KeyboardEvent.Kind: String] = [
        .willShow: "UIKeyboardWillShowNotification", .didShow: "UIKeyboardDidShowNotification",
        .willHide: "UIKeyboardWillHideNotification", .didHide: "UIKeyboardDidHideNotification",
        .willChangeFrame: "UIKeyboardWillChangeFrameNotification",
        .didChangeFrame: "UIKeyboardDidChangeFrameNotification",
    ]

    /// The messages each observer received, in order.
    @MainActor
    private final class Received {
        var events: [KeyboardEvent] = []
    }

    /// A simulator on `center` whose notifications name `screen` as their object (iOS 16.1+, §7).
    @MainActor
    private func simulator(center: NotificationCenter, screen: HeadlessScreen?) -> KeyboardSimulator {
        let keyboard = KeyboardSimulator(center: center, screenBounds: screenBounds)
        keyboard.notificationObject = screen
        return keyboard
    }

    @MainActor
    @Suite struct KeyboardEventMessageTests {
        /// The six message types, one per notification.
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        static let messageTypes: [any KeyboardEventMessage.Type] = [
            KeyboardEvent.WillShowMessage.self, KeyboardEvent.DidShowMessage.self,
            KeyboardEvent.WillHideMessage.self, KeyboardEvent.DidHideMessage.self,
            KeyboardEvent.WillChangeFrameMessage.self, KeyboardEvent.DidChangeFrameMessage.self,
        ]

        /// A show, a taller keyboard, a hide: every kind of notification, as the simulator posts
        /// them (its userInfo written by `KeyboardEvent.userInfo`).
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        static func session(screen: HeadlessScreen?) -> [Notification] {
            let keyboard = simulator(center: NotificationCenter(), screen: screen)
            keyboard.show(height: 258)
            keyboard.changeHeight(to: 301)
            keyboard.hide()
            return keyboard.notifications
        }

        /// `message`'s event when `type` makes one from `notification`.
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        static func event<Message: KeyboardEventMessage>(
            _ type: Message.Type, from notification: Notification
        ) -> KeyboardEvent? {
            Message.makeMessage(notification)?.event
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func eachMessageIsNamedForItsUIKitNotificationAndKind() {
            let kinds = Self.messageTypes.map { $0.kind }
            #expect(Set(kinds) == Set(KeyboardEvent.Kind.allCases))
            #expect(kinds.count == KeyboardEvent.Kind.allCases.count)
            for type in Self.messageTypes {
                #expect(type.name.rawValue == uikitNames[type.kind], "\(type)")
            }
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func aMessageWrapsOnlyAnEventOfItsKind() {
            for type in Self.messageTypes {
                for kind in KeyboardEvent.Kind.allCases {
                    let event = KeyboardEvent(kind: kind, beginFrame: parked, endFrame: docked)
                    let message = type.init(event)
                    #expect((message != nil) == (kind == type.kind), "\(type) of a \(kind)")
                    #expect(message?.event == (kind == type.kind ? event : nil))
                }
            }
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func makeMessageReadsANotificationAsTheKitsReaderDoes() throws {
            let screen = HeadlessScreen(bounds: screenBounds)
            let notifications = Self.session(screen: screen)
            #expect(Set(notifications.map(\.name)) == Set(KeyboardEvent.Kind.allCases.map(\.notificationName)))
            for notification in notifications {
                let read = try KeyboardEvent(notification: notification)
                #expect(read.screen == ObjectIdentifier(screen))
                for type in Self.messageTypes {
                    let made = Self.event(type, from: notification)
                    #expect(made == (type.name == notification.name ? read : nil), "\(type), \(notification.name)")
                }
            }
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test(
            arguments: [
                (
                    "a non-finite end frame",
                    [
                        KeyboardUserInfoKey.frameEnd: CGRect(
                            x: 0, y: CGFloat.infinity, width: 375, height: 258)
                    ]
                ),
                ("an NSNull end frame", [KeyboardUserInfoKey.frameEnd: NSNull()]),
                ("no end frame", [KeyboardUserInfoKey.animationDuration: 0.25]),
                (
                    "a duration that says fast",
                    [
                        KeyboardUserInfoKey.frameEnd: docked,
                        KeyboardUserInfoKey.animationDuration: "fast",
                    ]
                ),
            ] as [(String, [String: any Sendable])])
        func aNotificationTheReaderRejectsMakesNoMessage(_ label: String, _ info: [String: any Sendable]) {
            let notification = Notification(name: KeyboardNotificationName.willShow, object: nil, userInfo: info)
            #expect(throws: KeyboardEventError.self, "\(label)") { try KeyboardEvent(notification: notification) }
            #expect(KeyboardEvent.WillShowMessage.makeMessage(notification) == nil, "\(label)")
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func aHideWithANonFiniteFrameMakesAMessageWithTheReadersZeroFrame() {
            // iOS 7 posted {{inf, inf}, {0, 0}} on hides (§2): read as CGRect.zero, not rejected.
            let info = [
                KeyboardUserInfoKey.frameEnd: GeometryBox.rect(
                    CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0))
            ]
            let notification = Notification(name: KeyboardNotificationName.willHide, object: nil, userInfo: info)
            let message = KeyboardEvent.WillHideMessage.makeMessage(notification)
            #expect(message?.event.endFrame == .zero)
            #expect(message?.event == (try? KeyboardEvent(notification: notification)))
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func makeNotificationWritesTheSimulatorsUserInfo() throws {
            for posted in Self.session(screen: nil) {
                let read = try KeyboardEvent(notification: posted)
                guard let type = Self.messageTypes.first(where: { $0.name == posted.name }) else {
                    Issue.record("no message type for \(posted.name)")
                    continue
                }
                let made = Self.notification(type, of: read)
                let written = try #require(made)
                #expect(written.name == posted.name)
                #expect(written.object == nil)
                let writtenKeys = Set((written.userInfo ?? [:]).keys.compactMap { $0.base as? String })
                let postedKeys = Set((posted.userInfo ?? [:]).keys.compactMap { $0.base as? String })
                #expect(writtenKeys == postedKeys, "\(posted.name)")
                #expect(try KeyboardEvent(notification: written) == read)
            }
        }

        /// The notification `type` writes for `event`, or `nil` when `event` is not of its kind.
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        static func notification<Message: KeyboardEventMessage>(
            _ type: Message.Type, of event: KeyboardEvent
        ) -> Notification? {
            Message(event).map { Message.makeNotification($0) }
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func aMessageSurvivesTheRoundTripThroughItsNotification() {
            let partial = [(beginFrame: CGRect?.none, isLocal: Bool?.none), (parked, false), (parked, true)]
            for type in Self.messageTypes {
                for (beginFrame, isLocal) in partial {
                    let event = KeyboardEvent(
                        kind: type.kind, beginFrame: beginFrame, endFrame: docked, duration: 0.4, curve: .linear,
                        isLocal: isLocal)
                    #expect(Self.roundTrip(type, event) == event, "\(type), begin \(String(describing: beginFrame))")
                }
            }
        }

        /// `event` through `type`'s message, its notification and back.
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        static func roundTrip<Message: KeyboardEventMessage>(_ type: Message.Type, _ event: KeyboardEvent)
            -> KeyboardEvent?
        {
            guard let message = Message(event) else { return nil }
            return Message.makeMessage(Message.makeNotification(message))?.event
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func aPostedMessageReachesItsScreensObserverWithTheEventTheMonitorDelivers() throws {
            let center = NotificationCenter()
            let screen = HeadlessScreen(bounds: screenBounds)
            let otherScreen = HeadlessScreen(bounds: screenBounds)
            let host = RecordingHost(center: center)
            host.registerKeyboardNotifications()
            defer { host.unregisterKeyboardNotifications() }
            let onScreen = Received()
            let onOtherScreen = Received()
            let onAnyScreen = Received()
            let tokens = [
                center.addObserver(of: screen, for: .keyboardEventWillShow) { onScreen.events.append($0.event) },
                center.addObserver(of: otherScreen, for: .keyboardEventWillShow) {
                    onOtherScreen.events.append($0.event)
                },
                center.addObserver(for: KeyboardEvent.WillShowMessage.self) { onAnyScreen.events.append($0.event) },
            ]
            defer { tokens.forEach(center.removeObserver) }

            let keyboard = simulator(center: center, screen: screen)
            keyboard.show(height: 258)
            let willShow = try #require(keyboard.notifications.first { $0.name == KeyboardNotificationName.willShow })
            let delivered = try #require(host.events.first { $0.kind == .willShow })
            let message = try #require(KeyboardEvent.WillShowMessage.makeMessage(willShow))
            center.post(message, subject: screen)

            #expect(onScreen.events == [delivered])
            #expect(onAnyScreen.events == [delivered])
            #expect(onOtherScreen.events.isEmpty)
            #expect(delivered.screen == ObjectIdentifier(screen))
        }

        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

        @Test func eachIdentifierObservesOnlyItsOwnMessage() {
            let center = NotificationCenter()
            let screen = HeadlessScreen(bounds: screenBounds)
            let received = Received()
            let record: @MainActor (KeyboardEvent) -> Void = { received.events.append($0) }
            let tokens = [
                center.addObserver(of: screen, for: .keyboardEventWillShow) { record($0.event) },
                center.addObserver(of: screen, for: .keyboardEventDidShow) { record($0.event) },
                center.addObserver(of: screen, for: .keyboardEventWillHide) { record($0.event) },
                center.addObserver(of: screen, for: .keyboardEventDidHide) { record($0.event) },
                center.addObserver(of: screen, for: .keyboardEventWillChangeFrame) { record($0.event) },
                center.addObserver(of: screen, for: .keyboardEventDidChangeFrame) { record($0.event) },
            ]
            defer { tokens.forEach(center.removeObserver) }
            for type in Self.messageTypes {
                Self.post(type, KeyboardEvent(kind: type.kind, endFrame: docked), to: center, subject: screen)
            }
            #expect(received.events.map(\.kind) == Self.messageTypes.map { $0.kind })
        }

        /// Posts `event` as a message of `type`.
        @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
        static func post<Message: KeyboardEventMessage>(
            _ type: Message.Type, _ event: KeyboardEvent, to center: NotificationCenter, subject: AnyObject
        ) {
            guard let message = Message(event) else { return }
            center.post(message, subject: subject)
        }
    }
#endif
