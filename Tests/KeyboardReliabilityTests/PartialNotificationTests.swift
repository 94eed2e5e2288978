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

// Notifications that carry only part of UIKit's userInfo, as other frameworks' tests, synthetic
// posts and printed logs do (KeyboardFacts §7 "What real notifications may lack"), posted to
// every sample on several devices: the end frame alone must lay each sample out exactly as the
// complete notification does, and a hide with nothing at all must restore it exactly.

/// The four keys the kit does not need, each present or absent in a subset (a bit mask).
private struct OptionalKeys: CustomTestStringConvertible, Sendable {
    let mask: Int

    static let all = (0..<16).map(OptionalKeys.init)

    var testDescription: String {
        let names = ["begin", "duration", "curve", "isLocal"].enumerated().filter { mask & (1 << $0.offset) != 0 }
        return names.isEmpty ? "end frame only" : "end frame + " + names.map(\.element).joined(separator: " + ")
    }

    /// `complete` with the keys outside the subset removed.
    func filter(_ complete: [AnyHashable: Any]) -> [AnyHashable: Any] {
        let keys = [
            KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.animationDuration, KeyboardUserInfoKey.animationCurve,
            KeyboardUserInfoKey.isLocal,
        ]
        var info = complete
        for (bit, key) in keys.enumerated() where mask & (1 << bit) == 0 { info.removeValue(forKey: key) }
        return info
    }
}

@MainActor
@Suite("Partial notifications on every sample")
struct PartialNotificationTests {
    private static let devices = KeyboardDeviceProfile.testDevices

    /// A sample presented in the app's window on `device`, its field focused, listening to a fresh
    /// center; and the device's keyboard, posting to that center.
    private func present(_ sample: ModelSample, on device: KeyboardDeviceProfile) -> (
        SampleInstance, KeyboardSimulator
    ) {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
        let instance = sample.make(center: keyboard.center)
        instance.controller.present(in: keyboard.makeWindow())
        instance.controller.focus(instance.fields[sample.initialField])
        return (instance, keyboard)
    }

    @Test(
        "A willChangeFrame with the end frame and any subset of the other keys lays out like a complete one",
        arguments: OptionalKeys.all)
    fileprivate func endFrameAloneLiftsLikeAComplete(keys: OptionalKeys) {
        for device in Self.devices {
            let keyboard = KeyboardSimulator(center: NotificationCenter(), device: device)
            let docked = keyboard.dockedFrame(height: device.keyboardHeight)
            let complete = KeyboardEvent(
                kind: .willChangeFrame, beginFrame: docked.offsetBy(dx: 0, dy: docked.height), endFrame: docked,
                duration: 0.25, curve: .keyboard, isLocal: true)
            var unmoved: [String] = []
            for sample in ModelSample.allCases {
                let (reference, referenceKeyboard) = present(sample, on: device)
                let original = reference.snapshot
                referenceKeyboard.center.post(complete.notification())
                let (partial, partialKeyboard) = present(sample, on: device)
                let center = partialKeyboard.center
                center.post(name: complete.kind.notificationName, object: nil, userInfo: keys.filter(complete.userInfo))
                let label = "\(sample.className) on \(device.name), \(keys.testDescription)"
                if reference.snapshot == original { unmoved.append(sample.className) }
                #expect(partial.snapshot == reference.snapshot, "\(label)")
                #expect(KeyboardMonitor.monitor(for: center).lastError == nil, "\(label)")
            }
            // A field already above the keyboard needs no move (the login form's minimal reveal on a
            // tall phone); every other sample must have moved, or the comparison proves nothing.
            #expect(unmoved.count <= 1, "on \(device.name) the keyboard moved nothing in \(unmoved)")
        }
    }

    @Test(
        "A willHide with no userInfo, an empty one or only an end frame restores every sample exactly",
        arguments: [nil, [], [CGRect(x: 0, y: 2000, width: 1, height: 1)]] as [[CGRect]?])
    func bareHideRestores(endFrames: [CGRect]?) {
        // The frames, boxed as UIKit boxes them, are built here: `NSValue` is not `Sendable`.
        let userInfo = endFrames.map { frames in
            Dictionary(uniqueKeysWithValues: frames.map { (KeyboardUserInfoKey.frameEnd, GeometryBox.rect($0)) })
        }
        for device in Self.devices {
            var unmoved: [String] = []
            for sample in ModelSample.allCases {
                let (instance, keyboard) = present(sample, on: device)
                let center = keyboard.center
                let original = instance.snapshot
                keyboard.show()
                let label = "\(sample.className) on \(device.name), userInfo \(String(describing: userInfo))"
                if instance.snapshot == original { unmoved.append(sample.className) }
                center.post(name: KeyboardNotificationName.willHide, object: nil, userInfo: userInfo)
                #expect(instance.snapshot == original, "\(label): not restored")
                #expect(!KeyboardMonitor.monitor(for: center).state.isVisible, "\(label)")
            }
            #expect(unmoved.count <= 1, "on \(device.name) the keyboard moved nothing in \(unmoved)")
        }
    }
}
