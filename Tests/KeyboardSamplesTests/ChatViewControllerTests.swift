import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite struct ChatViewControllerTests {
    private func presented(on device: KeyboardDeviceProfile) -> (ChatViewController, KeyboardSimulator) {
        device.present(ChatViewController.init(center:)) { $0.inputField }
    }

    /// Where the list's visible area ends, in screen coordinates: its bottom edge less the
    /// adjusted bottom inset.
    private func visibleBottom(of list: HeadlessScrollView) -> CGFloat {
        list.frameInScreen.maxY - list.adjustedContentInset.bottom
    }

    @Test(
        "Both approaches run: the bar rides on the keyboard and the list's inset grows by the overlap beyond the safe area",
        arguments: KeyboardDeviceProfile.testDevices)
    func barFollowsAndListIsInset(device: KeyboardDeviceProfile) {
        let (chat, keyboard) = presented(on: device)
        let restingBar = chat.inputBar.frameInScreen
        #expect(visibleBottom(of: chat.messageList) == restingBar.minY)
        keyboard.show(height: device.keyboardHeight)
        let keyboardTop = keyboard.frame.minY
        let covered = chat.messageList.frameInScreen.maxY - keyboardTop
        let beyondSafeArea = covered - device.safeAreaInsets.bottom
        #expect(chat.inputBar.frameInScreen.maxY == keyboardTop)
        #expect(chat.messageList.contentInset.bottom == chat.barHeight + beyondSafeArea)
        #expect(visibleBottom(of: chat.messageList) == chat.inputBar.frameInScreen.minY)
        #expect(chat.inputField.frameInScreen.maxY <= keyboardTop)
    }

    @Test(
        "A change of height moves both, and a hide gives both back exactly",
        arguments: KeyboardDeviceProfile.testDevices)
    func changeAndHideRestoreExactly(device: KeyboardDeviceProfile) {
        let (chat, keyboard) = presented(on: device)
        let bar = chat.inputBar.frame
        let insets = (chat.messageList.contentInset, chat.messageList.verticalScrollIndicatorInsets)
        keyboard.show(height: device.keyboardHeight)
        keyboard.show(height: device.emojiKeyboardHeight)
        #expect(chat.inputBar.frameInScreen.maxY == keyboard.frame.minY)
        #expect(visibleBottom(of: chat.messageList) == chat.inputBar.frameInScreen.minY)
        keyboard.hide()
        #expect(chat.inputBar.frame == bar)
        #expect(chat.messageList.contentInset == insets.0)
        #expect(chat.messageList.verticalScrollIndicatorInsets == insets.1)
    }
}

extension ChatViewControllerTests {
    @Test("The last message stays above a bar that grows while the keyboard is up, and the hide keeps the bar's inset")
    func growingBar() {
        let (chat, keyboard) = presented(on: .notchedPhone)
        keyboard.show()
        chat.growBar(to: 96)
        #expect(chat.inputBar.frameInScreen.maxY == keyboard.frame.minY)
        #expect(visibleBottom(of: chat.messageList) == chat.inputBar.frameInScreen.minY)
        keyboard.hide()
        #expect(chat.messageList.contentInset.bottom == 96)
        #expect(visibleBottom(of: chat.messageList) == chat.inputBar.frameInScreen.minY)
    }

    @Test(
        "One rotate() turns the window and the keyboard, and the bar stays on the keyboard",
        arguments: [KeyboardDeviceProfile.notchedPhone, .iPadLandscape])
    func rotationRecipe(device: KeyboardDeviceProfile) throws {
        let (chat, keyboard) = presented(on: device)
        let window = try #require(keyboard.window)
        keyboard.show()
        keyboard.rotate()
        #expect(chat.inputBar.frameInScreen.maxY == keyboard.frame.minY)
        #expect(visibleBottom(of: chat.messageList) == chat.inputBar.frameInScreen.minY)
        keyboard.hide()
        #expect(chat.inputBar.frameInScreen.maxY == window.screenBounds.maxY - window.safeAreaInsets.bottom)
    }
}
