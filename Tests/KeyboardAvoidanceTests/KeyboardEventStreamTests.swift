import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceTesting
import Testing

@MainActor
@Suite struct KeyboardEventStreamTests {
    private let device = KeyboardDeviceProfile.smallPhone

    @Test func deliversTheSameDeDuplicatedEventsAsTheHooksInOrder() async {
        let center = NotificationCenter()
        let simulator = KeyboardSimulator(center: center, device: device)
        let stream = KeyboardEventStream(measuring: simulator.makeWindow(), center: center)
        simulator.show(height: 253)
        simulator.post(simulator.posted[1])  // a duplicate willShow: dropped
        simulator.show(height: 216)
        simulator.hide()
        var changes: [KeyboardEventStream.Change] = []
        for await change in stream {
            changes.append(change)
            if change.event.kind == .willHide { break }
        }
        #expect(
            changes.map(\.event.kind) == [
                .willChangeFrame, .willShow, .willChangeFrame, .willShow, .willChangeFrame, .willHide,
            ])
        #expect(changes.map(\.overlap) == [253, 253, 216, 216, 0, 0])
        #expect(changes.last?.attachment == .hidden)
    }

    @Test func endingTheIterationUnregisters() async {
        let center = NotificationCenter()
        let simulator = KeyboardSimulator(center: center, device: device)
        let window = simulator.makeWindow()
        do {
            let stream = KeyboardEventStream(measuring: window, center: center)
            #expect(KeyboardMonitor.monitor(for: center).observationCount == 1)
            simulator.show(height: 253)
            for await _ in stream { break }
        }
        for _ in 0..<100 where KeyboardMonitor.monitor(for: center).observationCount != 0 {
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(KeyboardMonitor.monitor(for: center).observationCount == 0)
    }
}
