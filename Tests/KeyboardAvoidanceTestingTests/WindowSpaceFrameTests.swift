import KeyboardAvoidanceAssertions
import Testing

// iPadOS 26 betas posted a text view's keyboard frames in its window's coordinates (FB18129544,
// KeyboardFacts §2): in a window that does not start at the screen's left edge, the kit recognises
// such a frame and reads it in the screen's.

/// A full-view-shift screen with its field at the bottom.
@MainActor
private final class Composer: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "field")

    override func viewDidLoad() {
        view.addSubview(field)
        field.constraintLayout = { root in
            CGRect(x: 16, y: root.bounds.height - root.safeAreaInsets.bottom - 60, width: 200, height: 44)
        }
    }
    override func viewIsAppearing() { registerKeyboardNotifications() }
    override func viewWillDisappear() { unregisterKeyboardNotifications() }
}

@MainActor
@Suite struct WindowSpaceFrameTests {
    @Test("A keyboard frame given in the window's coordinates leaves the field uncovered, on every device")
    func windowSpaceFrameIsConverted() {
        var windowed = 0
        for device in KeyboardDeviceProfile.catalogue {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            keyboard.quirks = .windowSpaceFrames
            let composer = Composer(notificationCenter: keyboard.center)
            composer.present(in: keyboard.makeWindow())
            composer.focus(composer.field)
            keyboard.show()
            if composer.view.window?.frame.minX ?? 0 > 0 {
                windowed += 1
                #expect(keyboard.posted.contains { $0.endFrame.minX < 0 }, "\(device): the quirk posts window space")
            }
            #expect(
                composer.field.frameInScreen.maxY <= keyboard.frame.minY + 0.5,
                "\(device): field \(composer.field.frameInScreen), keyboard \(keyboard.frame)")
            keyboard.hide()
            #expect(composer.view.translation == 0, "\(device): the hide restores")
        }
        #expect(windowed >= 2, "the catalogue's windowed iPads")
    }

    @Test("A keyboard in screen coordinates that starts left of the screen is not taken for a window's")
    func onlyTheWindowsOffsetIsConverted() {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .iPadStageManager)
        let composer = Composer(notificationCenter: keyboard.center)
        let window = keyboard.makeWindow()
        composer.present(in: window)
        composer.focus(composer.field)
        // Raised by the window's top offset: moved by the window's origin it would be docked. It starts
        // left of the screen by another amount than the window's offset, so it stays a raised keyboard.
        let screen = keyboard.screenBounds
        let raised = CGRect(
            x: -window.frame.minX / 2, y: screen.maxY - window.frame.minY - 400, width: screen.width, height: 400)
        keyboard.show(frame: raised)
        #expect(composer.view.translation == 0, "lifted for a raised keyboard")
        keyboard.show(frame: raised.offsetBy(dx: -window.frame.minX / 2, dy: 0))
        #expect(composer.view.translation < 0, "the window's offset: docked")
    }
}
