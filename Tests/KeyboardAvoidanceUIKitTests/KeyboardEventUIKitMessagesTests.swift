// Tests for Sources/KeyboardAvoidanceUIKit/KeyboardEvent+UIKitMessages.swift: iOS 26's typed
// keyboard messages read as the kit reads the notifications UIKit makes of them. Compiled against
// Apple's iOS 26 SDK (Scripts/check-apple-sdk.sh) and run on the iOS Simulator
// (.github/workflows/apple.yml); the Xcode 16 SDKs have no such messages.
#if canImport(UIKit) && compiler(>=6.2) && !os(tvOS) && !os(visionOS) && !os(watchOS)
    import KeyboardAvoidance
    import KeyboardAvoidanceUIKit
    import Testing
    import UIKit

    @MainActor
    @Suite struct KeyboardEventUIKitMessagesTests {
        private let raised = CGRect(x: 0, y: 553, width: 390, height: 291)
        private let lowered = CGRect(x: 0, y: 844, width: 390, height: 291)

        @available(iOS 26, *)
        @Test("Each of the six messages reads as the notification UIKit makes of it, screen included")
        func messagesReadAsTheirNotifications() throws {
            let screen = UIWindow(frame: .zero).screen
            let show = UIResponder.KeyboardWillShowMessage(
                beginFrame: lowered, endFrame: raised, animationDuration: 0.25, animationCurve: .easeOut,
                isLocal: true, screen: screen)
            let didShow = UIResponder.KeyboardDidShowMessage(
                beginFrame: lowered, endFrame: raised, animationDuration: 0, animationCurve: .easeInOut,
                isLocal: true, screen: screen)
            let hide = UIResponder.KeyboardWillHideMessage(
                beginFrame: raised, endFrame: lowered, animationDuration: 0.25, animationCurve: .linear,
                isLocal: false, screen: screen)
            let didHide = UIResponder.KeyboardDidHideMessage(
                beginFrame: raised, endFrame: lowered, animationDuration: 0, animationCurve: .easeIn,
                isLocal: true, screen: screen)
            let change = UIResponder.KeyboardWillChangeFrameMessage(
                beginFrame: lowered, endFrame: raised, animationDuration: 0.4, animationCurve: .easeOut,
                isLocal: true, screen: screen)
            let didChange = UIResponder.KeyboardDidChangeFrameMessage(
                beginFrame: lowered, endFrame: raised, animationDuration: 0, animationCurve: .easeInOut,
                isLocal: true, screen: screen)
            let fromMessages = [
                try KeyboardEvent(show), try KeyboardEvent(didShow), try KeyboardEvent(hide),
                try KeyboardEvent(didHide), try KeyboardEvent(change), try KeyboardEvent(didChange),
            ]
            let fromNotifications = [
                try KeyboardEvent(notification: UIResponder.KeyboardWillShowMessage.makeNotification(show)),
                try KeyboardEvent(notification: UIResponder.KeyboardDidShowMessage.makeNotification(didShow)),
                try KeyboardEvent(notification: UIResponder.KeyboardWillHideMessage.makeNotification(hide)),
                try KeyboardEvent(notification: UIResponder.KeyboardDidHideMessage.makeNotification(didHide)),
                try KeyboardEvent(notification: UIResponder.KeyboardWillChangeFrameMessage.makeNotification(change)),
                try KeyboardEvent(
                    notification: UIResponder.KeyboardDidChangeFrameMessage.makeNotification(didChange)),
            ]
            #expect(fromMessages.map(\.kind) == KeyboardEvent.Kind.allCases)
            #expect(fromMessages == fromNotifications)
            #expect(fromMessages.allSatisfy { $0.screen == ObjectIdentifier(screen) })
            #expect(fromMessages[2].isLocal == false && fromMessages[2].curve == .linear)
        }

        @available(iOS 26, *)
        @Test("A show whose frame is not finite is rejected; a hide's reads as zero")
        func validation() {
            let screen = UIWindow(frame: .zero).screen
            let nowhere = CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)
            let show = UIResponder.KeyboardWillShowMessage(
                beginFrame: lowered, endFrame: nowhere, animationDuration: 0.25, animationCurve: .easeOut,
                isLocal: true, screen: screen)
            #expect(throws: KeyboardEventError.self) { try KeyboardEvent(show) }
            let hide = UIResponder.KeyboardDidHideMessage(
                beginFrame: raised, endFrame: nowhere, animationDuration: 0, animationCurve: .easeOut,
                isLocal: true, screen: screen)
            #expect((try? KeyboardEvent(hide))?.endFrame == .zero)
        }
    }
#endif
