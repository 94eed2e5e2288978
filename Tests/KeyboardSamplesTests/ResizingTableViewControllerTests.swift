import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import KeyboardTestSupport
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite struct ResizingTableViewControllerTests {
    private func presented(on device: KeyboardDeviceProfile) -> (ResizingTableViewController, KeyboardSimulator) {
        device.present(ResizingTableViewController.init(center:)) { $0.searchField }
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func tableEndsWhereTheKeyboardBegins(device: KeyboardDeviceProfile) {
        let (list, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        #expect(list.tableView.frame.height == device.screenSize.height - device.keyboardHeight)
        keyboard.show(height: device.keyboardHeightWithoutPredictive)
        #expect(list.tableView.frame.height == device.screenSize.height - device.keyboardHeightWithoutPredictive)
    }

    @Test func aSlideOverWindowShrinksOnlyByWhatTheKeyboardCovers() {
        // An iPad Slide Over window 320 pt wide and 700 pt tall, 34 pt above the screen's bottom.
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .iPadLandscape)
        let window = keyboard.makeWindow(frame: CGRect(x: 694, y: 34, width: 320, height: 700), safeAreaInsets: .zero)
        let list = keyboard.present(ResizingTableViewController.init(center:), in: window) { $0.searchField }
        keyboard.show(height: 398)
        // The keyboard's top is at 370 in screen coordinates; the window starts at 34.
        #expect(abs(list.tableView.frame.height - (370 - 34)) < 1e-9)
    }

    @Test(arguments: KeyboardDeviceProfile.testDevices)
    func repeatedWillShowChangesNothing(device: KeyboardDeviceProfile) throws {
        let (list, keyboard) = presented(on: device)
        keyboard.show(height: device.keyboardHeight)
        let frame = list.tableView.frame
        let willShow = try #require(keyboard.posted.first { $0.kind == .willShow })
        keyboard.post(willShow)
        #expect(list.tableView.frame == frame)
    }
}
