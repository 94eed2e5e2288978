import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardSamples

// What registering costs: register + unregister of a sample controller against a raw
// addObserver + removeObserver pair.

enum Lifecycle {
    /// One `registerKeyboardNotifications()` + `unregisterKeyboardNotifications()` of a presented
    /// controller whose center's monitor already exists, with the keyboard hidden.
    @MainActor
    static func registerCycle() -> Workload {
        let center = NotificationCenter()
        let window = HeadlessWindow(screen: KeyboardPosts.screen, safeAreaInsets: KeyboardPosts.safeArea)
        let controller = TransferConfirmViewController(center: center)
        controller.present(in: window)  // registers, creating the center's monitor
        controller.unregisterKeyboardNotifications()
        return Workload("register_cycle", granularity: 1) { count in
            for _ in 0..<count {
                controller.registerKeyboardNotifications()
                controller.unregisterKeyboardNotifications()
            }
            BlackHole.consume(window)
        }
    }

    /// One `addObserver(forName:object:queue:using:)` + `removeObserver(_:)` pair of a block
    /// observer on an otherwise empty center: what registering by hand costs.
    @MainActor
    static func rawObserverPair() -> Workload {
        let center = NotificationCenter()
        let name = KeyboardNotificationName.willShow
        let block: @Sendable (Notification) -> Void = { _ in }
        return Workload("raw_observer_pair", granularity: 1) { count in
            for _ in 0..<count {
                let token = center.addObserver(forName: name, object: nil, queue: nil, using: block)
                center.removeObserver(token)
            }
        }
    }
}
