import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceTesting
import KeyboardTestSupport
import Testing

/// Randomized model checking of the kit and its six samples: seeded keyboard sessions across the
/// device catalogue, with the simulator's actions and quirks, lifecycle changes and duplicate
/// posts, and the invariants of ``ModelRun`` checked after every step.
///
/// CI runs 2,000 sessions of 40 steps; `MODEL_CHECK_SESSIONS=100000 bash Scripts/model-check.sh`
/// runs a large budget in release mode. A failure prints its seed and a minimal action list;
/// paste it into `ModelChecker.run(…)`, or replay the whole session with
/// `ModelChecker.replay(seed:)`.
@MainActor
@Suite("Randomized model checking")
struct ModelCheckingTests {
    @Test("Seeded sessions keep every invariant (2,000 × 40 steps; MODEL_CHECK_SESSIONS overrides)")
    func seededSessions() {
        let sessions = ModelChecker.budget(fallback: 2_000)
        let summary = ModelChecker.check(sessions: sessions)
        print(summary.line)
        print("model check invariants: \(summary.breakdown)")
        for failure in summary.failures {
            print(failure.report)
            Issue.record(Comment(rawValue: failure.report))
        }
        #expect(summary.sessions == sessions || !summary.failures.isEmpty)
        if sessions >= 2_000, summary.failures.isEmpty {
            // The budget reaches every device, sample and kind of action.
            #expect(summary.devices.count == KeyboardDeviceProfile.catalogue.count)
            #expect(summary.samples.count == ModelSample.allCases.count)
            #expect(Set(summary.actionKinds.keys) == Set(ModelAction.allKinds))
        }
    }

    @Test("A session is a pure function of its seed")
    func sessionsAreDeterministic() {
        for index in 0..<20 {
            let seed = SplitMix64.sessionSeed(base: ModelChecker.defaultBaseSeed, index: index)
            let first = ModelSession(seed: seed)
            let second = ModelSession(seed: seed)
            #expect(first.description == second.description)
            #expect(first.actions.count == ModelSession.length)
            #expect(first.actions.last == .hide)
            let runs = (ModelRun(first), ModelRun(second))
            #expect(runs.0.run() == runs.1.run())
            #expect(runs.0.checks == runs.1.checks)
        }
    }

    @Test("replay(seed:) runs the sessions of the CI budget again")
    func replayBySeed() {
        for index in [0, 1, 1_999] {
            let seed = SplitMix64.sessionSeed(base: ModelChecker.defaultBaseSeed, index: index)
            #expect(ModelChecker.replay(seed: seed) == nil, "seed 0x\(String(seed, radix: 16, uppercase: true))")
        }
    }

    @Test("SplitMix64 matches its reference output")
    func splitMixReference() {
        // The first outputs for seed 1234567, from the reference implementation (Vigna, prng.di.unimi.it).
        var rng = SplitMix64(seed: 1_234_567)
        let outputs = (0..<3).map { _ in rng.next() }
        #expect(outputs == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
    }

    @Test("ddmin finds a 1-minimal failing action list")
    func shrinkerIsMinimal() {
        // Fails when a rotation is followed, later, by a hide: the minimum is [.rotate, .hide].
        let actions: [ModelAction] = [.show, .emoji, .rotate, .register, .moveFocus(2), .hide, .show, .hide]
        let minimal = ModelChecker.ddmin(actions) { list in
            guard let rotation = list.firstIndex(of: .rotate) else { return false }
            return list[(rotation + 1)...].contains(.hide)
        }
        #expect(minimal == [.rotate, .hide])
    }

    @Test("A printed reproduction runs as written")
    func printedReproductionRuns() {
        let session = ModelSession(
            seed: 0x1, device: "iPad (landscape)", sample: .scrollForm,
            quirks: [.duplicatePosts, .rotationStorm],
            actions: [
                .show, .float, .moveFloating(x: 40, y: 500), .dock, .rotate, .releaseAndRecreate, .repost(count: 3),
                .toggleQuirk(5),  // infiniteEndFrameOnHide
                .remoteKeyboard, .setIsLocal(nil), .show, .hide,
            ])
        let run = ModelRun(session)
        #expect(run.run() == nil)
        #expect(run.stepsRun == session.actions.count)
        #expect(run.checks > 0)
    }
}
