import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Whether a hardware keyboard is attached, as the frames tell: only its bar shows, the rest of the
// keyboard's frame below the screen (KeyboardFacts §2).

@MainActor
@Suite struct HardwareKeyboardTests {
    @Test func onlyAHardwareKeyboardsBarReadsAsOneOnEveryProfile() throws {
        for device in KeyboardDeviceProfile.catalogue where device.hardwareKeyboardBarHeight > 0 {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            func last() throws -> KeyboardTransition {
                let event = try #require(keyboard.posted.last { $0.kind == .willShow || $0.kind == .willChangeFrame })
                return KeyboardTransition(event: event, screenBounds: keyboard.screenBounds)
            }
            keyboard.show()
            #expect(try !last().showsHardwareKeyboardBar, "\(device)")
            keyboard.attachHardwareKeyboard()
            #expect(try last().showsHardwareKeyboardBar, "\(device)")
            #expect(try last().overlap(withScreenRect: keyboard.screenBounds) == device.hardwareKeyboardBarHeight)
            keyboard.detachHardwareKeyboard()
            #expect(try !last().showsHardwareKeyboardBar, "\(device)")
        }
    }

    @Test func aDetachedOrHiddenKeyboardIsNoHardwareBar() {
        let screen = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let floating = KeyboardEvent(kind: .willChangeFrame, endFrame: CGRect(x: 300, y: 300, width: 320, height: 300))
        #expect(!KeyboardTransition(event: floating, screenBounds: screen).showsHardwareKeyboardBar)
        let hide = KeyboardEvent(kind: .willHide, endFrame: CGRect(x: 0, y: 768, width: 1024, height: 400))
        #expect(!KeyboardTransition(event: hide, screenBounds: screen).showsHardwareKeyboardBar)
    }
}
