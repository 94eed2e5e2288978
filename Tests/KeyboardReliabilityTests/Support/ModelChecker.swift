import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceAssertions
import KeyboardAvoidanceTesting
import KeyboardTestSupport

/// Runs budgets of seeded sessions, shrinks failing ones and reports them.
///
/// ```swift
/// let summary = ModelChecker.check(sessions: 2_000)
/// print(summary.line)
/// ```
@MainActor
enum ModelChecker {
    /// The base seed of CI runs; `MODEL_CHECK_SEED` overrides it (decimal or 0x-hex).
    static let defaultBaseSeed: UInt64 = 0x4B45_5942_4F41_5244  // "KEYBOARD"

    /// What a budget found.
    struct Summary {
        var sessions = 0
        var steps = 0
        var checks = 0
        var checksByInvariant: [String: Int] = [:]
        var failures: [Failure] = []
        var seconds = 0.0
        var actionKinds: [String: Int] = [:]
        var devices: Set<String> = []
        var samples: Set<String> = []

        /// The line CI logs: `model check: 2000 sessions × 40 steps = 80000 steps, 512345 invariant
        /// checks, 0 violations, 12.3 s`.
        var line: String {
            let perSession = sessions > 0 ? steps / sessions : 0
            return
                "model check: \(sessions) sessions × \(perSession) steps = \(steps) steps, \(checks) invariant checks, "
                + "\(failures.count) violations, \(String(format: "%.1f", seconds)) s"
        }

        /// The checks per invariant, such as `zeroDrift 123456, focusedFieldVisible 65432, …`.
        var breakdown: String {
            checksByInvariant.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
    }

    /// A failing session, shrunk.
    struct Failure {
        var original: ModelSession
        var violation: ModelViolation
        var minimal: ModelSession
        var minimalViolation: ModelViolation

        /// The report: seed, device, sample, quirks and the minimal action list, ready to paste.
        var report: String {
            let hex = "0x" + String(original.seed, radix: 16, uppercase: true)
            return """
                Model check failed: seed \(hex), \(original.device.name), \(original.sample.className), \
                quirks \(original.quirks)
                  \(violation)
                  minimal reproduction (\(minimal.actions.count) of \(original.actions.count) actions): \(minimalViolation)
                  ModelChecker.run(\(minimal))
                  full session: ModelChecker.replay(seed: \(hex))
                """
        }
    }

    /// The base seed for this process: `MODEL_CHECK_SEED` or ``defaultBaseSeed``.
    static var baseSeed: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["MODEL_CHECK_SEED"] else { return defaultBaseSeed }
        if text.lowercased().hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultBaseSeed }
        return UInt64(text) ?? defaultBaseSeed
    }

    /// The number of sessions: `MODEL_CHECK_SESSIONS` or `fallback`.
    static func budget(fallback: Int) -> Int {
        ProcessInfo.processInfo.environment["MODEL_CHECK_SESSIONS"].flatMap { Int($0) } ?? fallback
    }

    /// Runs `sessions` sessions seeded from `base`; failing sessions are shrunk (at most
    /// `maxFailures` of them, then the run stops).
    static func check(sessions: Int, base: UInt64 = baseSeed, maxFailures: Int = 3) -> Summary {
        var summary = Summary()
        let start = Date()
        for index in 0..<sessions {
            let session = ModelSession(seed: SplitMix64.sessionSeed(base: base, index: index))
            summary.devices.insert(session.device.name)
            summary.samples.insert(session.sample.rawValue)
            for action in session.actions { summary.actionKinds[action.kind, default: 0] += 1 }
            let run = ModelRun(session)
            let violation = run.run()
            summary.sessions += 1
            summary.steps += run.stepsRun
            summary.checks += run.checks
            summary.checksByInvariant.merge(run.checksByInvariant, uniquingKeysWith: +)
            if let violation {
                summary.failures.append(shrink(session, violation))
                if summary.failures.count >= maxFailures { break }
            }
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// Runs a session and returns its violation, if any.
    @discardableResult
    static func run(_ session: ModelSession) -> ModelViolation? {
        ModelRun(session).run()
    }

    /// Runs the session `seed` generates again, exactly.
    @discardableResult
    static func replay(seed: UInt64) -> ModelViolation? {
        run(ModelSession(seed: seed))
    }

    // MARK: - Shrinking

    /// Delta debugging (ddmin): drops chunks of actions, halving the chunk size down to single
    /// actions, while the same invariant still breaks; then drops quirks one by one.
    static func shrink(_ session: ModelSession, _ violation: ModelViolation) -> Failure {
        var current = session
        var currentViolation = violation
        func stillFails(_ candidate: ModelSession) -> ModelViolation? {
            guard let found = run(candidate), found.invariant == violation.invariant else { return nil }
            return found
        }
        // Everything after the failing step is irrelevant.
        if violation.step >= 0, violation.step + 1 < current.actions.count {
            var cut = current
            cut.actions = Array(cut.actions.prefix(violation.step + 1))
            if let found = stillFails(cut) { (current, currentViolation) = (cut, found) }
        }
        current.actions = ddmin(current.actions) { actions in
            var candidate = current
            candidate.actions = actions
            if let found = stillFails(candidate) {
                currentViolation = found
                return true
            }
            return false
        }
        for (_, quirk) in KeyboardQuirks.named where current.quirks.contains(quirk) {
            var candidate = current
            candidate.quirks.remove(quirk)
            if let found = stillFails(candidate) { (current, currentViolation) = (candidate, found) }
        }
        return Failure(original: session, violation: violation, minimal: current, minimalViolation: currentViolation)
    }

    /// The classic ddmin over a list: a 1-minimal sublist for which `fails` holds (given that it
    /// holds for `items`).
    static func ddmin<T>(_ items: [T], _ fails: ([T]) -> Bool) -> [T] {
        var current = items
        var granularity = 2
        while current.count >= 2 {
            let chunk = max(1, current.count / granularity)
            var reduced = false
            var start = 0
            while start < current.count {
                var complement = current
                complement.removeSubrange(start..<min(start + chunk, current.count))
                if fails(complement) {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if chunk == 1 { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        if current.count == 1, fails([]) { return [] }
        return current
    }
}
