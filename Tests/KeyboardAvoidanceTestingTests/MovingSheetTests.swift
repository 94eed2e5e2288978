import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A sheet's form on the kit's defaults, its field near the bottom, with no keyboard code of its own.
@MainActor
private final class SheetForm: HeadlessViewController, KeyboardCapable {
    let field = HeadlessView(name: "field")

    override func viewDidLoad() {
        field.constraintLayout = { root in
            CGRect(
                x: 16, y: root.bounds.height - root.safeAreaInsets.bottom - 80, width: root.bounds.width - 32,
                height: 44)
        }
        view.addSubview(field)
    }

    override func viewIsAppearing() { registerKeyboardNotifications() }
}

/// A sheet that UIKit moves above the keyboard itself (KeyboardFacts §7, device review N3): the
/// kit hears a notification first and measures the sheet where it was, then lays it out again
/// once the sheet moved, so nothing is lifted twice.
@MainActor
@Suite struct MovingSheetTests {
    @Test(arguments: [KeyboardDeviceProfile.iPad, .iPadLandscape, .iPadPro11])
    func aFormSheetUIKitMovesIsNotLiftedAgain(device: KeyboardDeviceProfile) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let presenter = HeadlessViewController(notificationCenter: keyboard.center)
        presenter.present(in: keyboard.makeWindow())
        let form = SheetForm(notificationCenter: keyboard.center)
        presenter.present(form, style: .keyboardAvoidingFormSheet(CGSize(width: 540, height: 620)))
        form.focus(form.field)
        let resting = form.window?.frame
        keyboard.show()
        // A frame change that posts only the change-frame pair (a taller keyboard): the sheet moves
        // after the kit measured it, and the did-notification finds it moved.
        let taller = keyboard.dockedFrame(height: keyboard.frame.height + 80)
        keyboard.post(KeyboardEvent(kind: .willChangeFrame, beginFrame: keyboard.frame, endFrame: taller))
        keyboard.post(KeyboardEvent(kind: .didChangeFrame, beginFrame: keyboard.frame, endFrame: taller, duration: 0))
        let sheet = form.window?.frame ?? .zero
        #expect(sheet != resting, "\(device): UIKit moved the sheet")
        #expect(form.field.frameInScreen.maxY <= taller.minY + 0.5, "\(device)")
        // The kit lifts at most what the keyboard still covers of the sheet UIKit moved.
        #expect(-form.view.translation <= max(0, sheet.maxY - taller.minY) + 0.5, "\(device): sheet \(sheet)")
        keyboard.hide()
        #expect(form.window?.frame == resting)
        #expect(form.view.translation == 0)
    }
}
