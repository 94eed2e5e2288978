import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Awaiting the keyboard: the monitor's waits return when a keyboard is up, or when the hide has
// finished (its did-notification), and when their task is cancelled.

/// Whether a wait returned.
@MainActor
private final class Flag {
    var isSet = false

    /// Lets other main-actor tasks run until the flag is set, a hundred turns at most.
    func settle() async {
        for _ in 0..<100 where !isSet { await Task.yield() }
    }
}

@MainActor
@Suite struct AwaitingTheKeyboardTests {
    @Test func waitingForAHiddenKeyboardReturnsOnceTheHideHasFinished() async {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        let monitor = KeyboardMonitor.monitor(for: keyboard.center)
        await monitor.keyboardHidden()  // hidden already: at once
        keyboard.show()
        let returned = Flag()
        let waiter = Task { @MainActor in
            await monitor.keyboardHidden()
            returned.isSet = true
        }
        await Task.yield()
        let below = CGRect(x: 0, y: 844, width: 390, height: 336)
        keyboard.post(KeyboardEvent(kind: .willHide, endFrame: below))
        await Task.yield()
        #expect(!returned.isSet, "the hide has begun, not finished")
        keyboard.post(KeyboardEvent(kind: .didHide, endFrame: below, duration: 0))
        await returned.settle()
        #expect(returned.isSet)
        waiter.cancel()  // a wait that did not return fails the test instead of hanging it
    }

    @Test func waitingForAShownKeyboardReturnsOnceOneIsUp() async {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        let monitor = KeyboardMonitor.monitor(for: keyboard.center)
        let returned = Flag()
        let waiter = Task { @MainActor in
            await monitor.keyboardShown()
            returned.isSet = true
        }
        await Task.yield()
        #expect(!returned.isSet)
        keyboard.show()
        await returned.settle()
        #expect(returned.isSet)
        waiter.cancel()
        await monitor.keyboardShown()  // up already: at once
    }

    @Test func aCancelledWaitReturnsWithTheKeyboardAsItWas() async {
        let keyboard = KeyboardSimulator(center: NotificationCenter(), device: .notchedPhone)
        let monitor = KeyboardMonitor.monitor(for: keyboard.center)
        let waiter = Task { @MainActor in await monitor.keyboardShown() }
        await Task.yield()
        waiter.cancel()
        await waiter.value
        #expect(!monitor.state.isVisible)
        keyboard.show()  // the cancelled wait is dropped at the next notification
    }
}
