import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import KeyboardSamples
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The ways a test can make the window of a simulated device for its first screen.
private enum WindowSetUp: String, CaseIterable, CustomTestStringConvertible {
    /// `keyboard.makeWindow()` once the keyboard is up.
    case madeAfterTheShow
    /// `keyboard.makeWindow()` before the keyboard comes up.
    case madeBeforeTheShow
    /// A second window on `keyboard.screen`, beside the one `makeWindow()` made.
    case secondWindowOnTheScreen

    var testDescription: String { rawValue }
}

/// Phones and iPads, full screen and in Slide Over.
private let devices: [KeyboardDeviceProfile] = [.notchedPhone, .iPad, .iPadSlideOver]

/// The app's first screen, a transfer with its amount field near the bottom, presented on `device`
/// in the window `setUp` makes while the docked keyboard is already up, with its field focused.
///
/// It registers as it appears, on a center no monitor has heard yet: the kit learns the keyboard
/// from the window's screen, as from UIKit's keyboard layout guide.
@MainActor
private func firstScreen(on device: KeyboardDeviceProfile, _ setUp: WindowSetUp) -> (
    TransferConfirmViewController, KeyboardSimulator
) {
    let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
    let madeBefore = setUp == .madeAfterTheShow ? nil : keyboard.makeWindow()
    keyboard.show()
    let window =
        switch setUp {
        case .madeAfterTheShow: keyboard.makeWindow()
        case .madeBeforeTheShow: madeBefore ?? keyboard.makeWindow()
        case .secondWindowOnTheScreen:
            HeadlessWindow(on: keyboard.screen, frame: device.windowFrame, safeAreaInsets: device.safeAreaInsets)
        }
    let screen = TransferConfirmViewController(center: keyboard.center)
    screen.present(in: window)
    screen.focus(screen.amountField)
    return (screen, keyboard)
}

@MainActor
@Suite private struct SimulatedDeviceWindowTests {
    @Test(
        "The first screen presented over a keyboard already up leaves its field uncovered, whatever window it is in",
        arguments: devices, WindowSetUp.allCases)
    func firstScreenOverAKeyboardAlreadyUp(device: KeyboardDeviceProfile, setUp: WindowSetUp) {
        let (screen, keyboard) = firstScreen(on: device, setUp)
        #expect(keyboard.isShown && keyboard.mode == .docked)
        #expect(screen.view.frame.minY < 0, "the screen did not move for the keyboard")
        #expect(screen.amountField.frameInScreen.maxY <= keyboard.frame.minY, "the field is under the keyboard")
        keyboard.hide()
        #expect(screen.view.frame.minY == 0, "the hide restores it")
    }

    @Test(
        "Every way of making the window gives the same layout: before or after the show, or a second window",
        arguments: devices)
    func everyWindowGivesTheSameVerdict(device: KeyboardDeviceProfile) {
        func layout(_ setUp: WindowSetUp) -> [CGRect] {
            let (screen, _) = firstScreen(on: device, setUp)
            return [screen.view.frame, screen.amountField.frameInScreen]
        }
        let expected = layout(.madeAfterTheShow)
        for setUp in WindowSetUp.allCases {
            #expect(layout(setUp) == expected, "\(setUp) gives another layout than a window made after the show")
        }
    }

    @Test(
        "The screen knows the docked keyboard's frame, and nothing while hidden, undocked or floating",
        arguments: [false, true])
    func theScreenKnowsOnlyTheDockedKeyboard(makesAWindow: Bool) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .iPad)
        let window = makesAWindow ? keyboard.makeWindow() : nil
        #expect(keyboard.screen.keyboardFrame == nil)
        keyboard.show()
        #expect(keyboard.screen.keyboardFrame == keyboard.dockedFrame(height: 313))
        keyboard.undock()
        #expect(keyboard.screen.keyboardFrame == nil, "undocked")
        keyboard.dock()
        #expect(keyboard.screen.keyboardFrame == keyboard.frame)
        keyboard.float()
        #expect(keyboard.screen.keyboardFrame == nil, "floating")
        keyboard.dock()
        if let window {
            #expect(window.keyboardFrameFromLayoutGuide == nil, "no field in the window is first responder")
            let form = HeadlessViewController(notificationCenter: keyboard.center)
            let field = HeadlessView(name: "field")
            form.view.addSubview(field)
            form.present(in: window)
            form.focus(field)
            #expect(window.keyboardFrameFromLayoutGuide == keyboard.frame, "the window reads the screen's")
        }
        keyboard.hide()
        #expect(keyboard.screen.keyboardFrame == nil, "hidden")
        #expect(window?.keyboardFrameFromLayoutGuide == nil)
    }

    @Test func madeWindowsAreFullScreenOrTheProfilesWindowOnTheSimulatorsScreen() {
        let phone = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        #expect(phone.window == nil)
        let window = phone.makeWindow()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.screenBounds == window.frame)
        #expect(window.safeAreaInsets == LayoutInsets(top: 47, bottom: 34))
        #expect(window.screen === phone.screen && phone.window === window)
        let slideOver = KeyboardSimulator(center: NotificationCenter(), device: .iPadSlideOver).makeWindow()
        #expect(slideOver.frame == CGRect(x: 694, y: 24, width: 320, height: 724))
        #expect(slideOver.screenBounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        let pad = KeyboardSimulator(center: NotificationCenter(), device: .iPadLandscape)
        let full = pad.makeWindow()
        let half = pad.makeWindow(
            frame: CGRect(x: 0, y: 0, width: 507, height: 768), safeAreaInsets: LayoutInsets(top: 24))
        #expect(half.frame.width == 507 && half.safeAreaInsets == LayoutInsets(top: 24))
        #expect(pad.window === half, "the window made last is the one the simulator turns and resizes")
        pad.rotate()
        #expect(half.frame.size == CGSize(width: 768, height: 1024) && full.frame.width == 1024)
        #expect(full.screenBounds == pad.screenBounds, "both windows are on the turned screen")
    }
}
