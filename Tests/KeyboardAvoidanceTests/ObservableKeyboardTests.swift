import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardAvoidanceTesting
import Observation
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `ObservableKeyboard` needs Observation: each test is `@available` (a suite type cannot be) and
/// runs on iOS 17, macOS 14 and later.
@MainActor
@Suite struct ObservableKeyboardTests {
    private let device = KeyboardDeviceProfile.notchedPhone

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    private func observed() -> (ObservableKeyboard, KeyboardSimulator, HeadlessWindow) {
        let simulator = KeyboardSimulator(center: NotificationCenter(), device: device)
        let window = simulator.makeWindow()
        let list = HeadlessView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), name: "list")
        window.addSubview(list)
        return (ObservableKeyboard(measuring: list, center: simulator.center), simulator, window)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func publishesAttachmentOverlapFrameAndAnimation() {
        let (keyboard, simulator, window) = observed()
        simulator.show(height: 336)
        #expect(keyboard.attachment == .docked)
        // The list spans 100...700; the keyboard starts at 508.
        #expect(abs(keyboard.overlap - (700 - 508)) < 1e-9)
        #expect(keyboard.endFrame == simulator.dockedFrame(height: 336))
        #expect(keyboard.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
        simulator.hide()
        #expect(keyboard.attachment == .hidden)
        #expect(keyboard.overlap == 0)
        #expect(keyboard.endFrame == .zero)
        withExtendedLifetime(window) {}
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func observationTrackingFiresWhenTheOverlapChanges() {
        let (keyboard, simulator, window) = observed()
        nonisolated(unsafe) var fired = 0
        withObservationTracking {
            _ = keyboard.overlap
        } onChange: {
            fired += 1
        }
        simulator.show(height: 336)
        #expect(fired == 1)
        withExtendedLifetime(window) {}
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aRepeatedEventPublishesNoChange() {
        let (keyboard, simulator, window) = observed()
        simulator.show(height: 336)
        nonisolated(unsafe) var fired = 0
        withObservationTracking {
            _ = (keyboard.overlap, keyboard.attachment, keyboard.endFrame)
        } onChange: {
            fired += 1
        }
        simulator.show(height: 336)
        #expect(fired == 0)
        withExtendedLifetime(window) {}
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func stopKeepsTheLastStateAndHearsNothingMore() {
        let (keyboard, simulator, window) = observed()
        simulator.show(height: 336)
        keyboard.stop()
        #expect(keyboard.attachment == .docked)
        simulator.hide()
        #expect(keyboard.attachment == .docked)
        #expect(KeyboardMonitor.monitor(for: simulator.center).observationCount == 0)
        withExtendedLifetime(window) {}
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func createdWhileTheKeyboardIsUpDescribesItAtOnce() {
        let center = NotificationCenter()
        let simulator = KeyboardSimulator(center: center, device: device)
        let window = simulator.makeWindow()
        let first = ObservableKeyboard(measuring: window, center: center)
        simulator.show(height: 291)
        let late = ObservableKeyboard(measuring: window, center: center)
        #expect(late.overlap == 291)
        #expect(first.overlap == 291)
    }
}
