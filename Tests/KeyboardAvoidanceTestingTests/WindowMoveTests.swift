import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An iPad window that moves or resizes with the keyboard up posts only a repeat of the keyboard's
/// notifications (KeyboardFacts §7): every host whose root moved is laid out again there.
@MainActor
@Suite struct WindowMoveTests {
    @Test(arguments: [KeyboardDeviceProfile.iPadStageManager, .iPadStageManager.rotated(), .iPadSlideOver])
    func aComposerInAMovedWindowStillRidesTheKeyboard(device: KeyboardDeviceProfile) throws {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let chat = ChatViewController(center: keyboard.center)
        chat.present(in: keyboard.makeWindow())
        chat.focus(chat.inputField)
        keyboard.show()
        #expect(chat.inputBar.frameInScreen.maxY == keyboard.frame.minY)
        let window = try #require(device.windowFrame)
        for frame in [window.offsetBy(dx: -window.minX / 2, dy: -window.minY / 2), window] {
            #expect(keyboard.resizeWindow(to: frame))
            // On the keyboard, or at rest above the safe area where the window now ends above it.
            let rest = frame.maxY - chat.view.safeAreaInsets.bottom
            #expect(chat.inputBar.frameInScreen.maxY == min(keyboard.frame.minY, rest), "window at \(frame)")
        }
        keyboard.hide()
        #expect(chat.inputBar.keyboardTranslation == 0)
    }
}
