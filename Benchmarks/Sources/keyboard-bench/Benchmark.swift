import Foundation

/// How long and how carefully to measure.
struct BenchmarkConfiguration {
    /// `full` or `quick`.
    var name: String
    /// Rounds of the posting workloads (medians are over rounds).
    var rounds: Int
    /// Wall time of one workload in one round.
    var roundNanoseconds: UInt64
    /// Rounds of each count in the scaling measurement.
    var scalingRounds: Int
    /// Wall time of one workload in one scaling round (a post to 1,000 hosts takes tens of µs).
    var scalingRoundNanoseconds: UInt64
    /// Host counts of the scaling measurement (the first is the base, 1).
    var hostCounts: [Int]
    /// Hosts registered while one more host's register + unregister pair is timed.
    var registeredHosts: Int
    /// Posts counted per allocation measurement.
    var allocationOperations: Int
    /// Create / register / show / hide / release cycles of the memory measurement.
    var memoryCycles: Int
    /// Fresh processes per side (kit, tutorial) of the first-event measurement.
    var firstEventProcesses: Int
    /// Whether missed limits make the run fail (exit status 3): not for quick runs, whose
    /// figures are rough.
    var enforcesLimits: Bool

    /// The figures the README reports: about 10 s with callgrind.
    static let full = BenchmarkConfiguration(
        name: "full", rounds: 61, roundNanoseconds: 2_000_000, scalingRounds: 15, scalingRoundNanoseconds: 8_000_000,
        hostCounts: [1, 10, 100, 1_000], registeredHosts: 10_000, allocationOperations: 8_192, memoryCycles: 100_000,
        firstEventProcesses: 15, enforcesLimits: true)

    /// Proves that every measurement runs (CI); its figures are rough.
    static let quick = BenchmarkConfiguration(
        name: "quick", rounds: 5, roundNanoseconds: 300_000, scalingRounds: 3, scalingRoundNanoseconds: 1_000_000,
        hostCounts: [1, 100, 1_000], registeredHosts: 10_000, allocationOperations: 1_024, memoryCycles: 20_000,
        firstEventProcesses: 3, enforcesLimits: false)
}

/// Everything one run measured.
struct BenchmarkResults {
    var configuration: BenchmarkConfiguration

    // One notification posted (ns per post).
    var rawPost = Double.nan
    var naive = Double.nan
    var pipeline = Double.nan
    var pipelineVsNaive: Double { pipeline / naive }
    var pipelineVsRaw: Double { pipeline / rawPost }

    // Scaling: n hosts, and 1 host with n − 1 no-op block observers, on one center.
    var scalingHosts: [Double] = []
    var scalingObservers: [Double] = []
    var perHostSlope = Double.nan
    var perRawObserverSlope = Double.nan
    var perHostMarginalVsRaw: Double { perHostSlope / perRawObserverSlope }

    // Registration at scale (ns per register + unregister pair).
    var registerPair = Double.nan

    // Allocations per post (nil when the shim cannot count here).
    var allocationsRawPost: Double?
    var allocationsPipelinePost: Double?
    var allocationsPerEvent: Double? {
        guard let pipeline = allocationsPipelinePost, let raw = allocationsRawPost else { return nil }
        return pipeline - raw
    }

    var memory = Memory.Growth.none

    /// The first event after launch (fresh processes, medians, µs).
    var firstEvent = FirstEvent.Times.none
    /// The kit's first event over the tutorial's (medians over medians).
    var firstEventVsNaive: Double { firstEvent.kit / firstEvent.naive }

    /// Instructions per post (callgrind), when counted.
    var instructions = Callgrind.Counts.none
    /// Sanity checks that failed: a workload that did not do its work.
    var failures: [String] = []
    var seconds = 0.0
}

/// Runs every measurement and collects the results.
@MainActor
struct Benchmark {
    let configuration: BenchmarkConfiguration
    let progress: (String) -> Void

    /// Runs every measurement in turn, reporting progress, and returns the figures.
    func run() -> BenchmarkResults {
        let start = Clock.now()
        var results = BenchmarkResults(configuration: configuration)
        let harness = Harness(rounds: configuration.rounds, roundNanoseconds: configuration.roundNanoseconds)

        progress("one post: raw, naive, pipeline")
        measurePosting(harness, into: &results)
        progress("scaling: \(configuration.hostCounts.map(String.init).joined(separator: ", ")) hosts / observers")
        measureScaling(into: &results)
        progress("registration: a register + unregister pair beside \(configuration.registeredHosts.grouped) hosts")
        let registration = RegistrationFixture(registered: configuration.registeredHosts)
        if let failure = registration.check() { results.failures.append(failure) }
        results.registerPair = harness.measure(registration.workload())
        progress("allocations")
        let count = configuration.allocationOperations
        results.allocationsRawPost = Allocations.perOperation(RawFixture(observers: 1).workload("raw"), count: count)
        results.allocationsPipelinePost = Allocations.perOperation(
            PipelineFixture(hosts: 1).workload("pipeline"), count: count)
        progress("memory (fresh process): \(configuration.memoryCycles.grouped) register / post / release cycles")
        do {
            results.memory = try Memory.measureInChild(cycles: configuration.memoryCycles)
            if results.memory.hostsLeft != 0 {
                results.failures.append("\(results.memory.hostsLeft) released hosts still alive (1 in 1,000 watched)")
            }
        } catch {
            results.failures.append("memory: \(error)")
        }
        progress("first event (fresh processes): \(configuration.firstEventProcesses) per side, kit and tutorial")
        do {
            results.firstEvent = try FirstEvent.measure(processes: configuration.firstEventProcesses)
        } catch {
            results.failures.append("first event: \(error)")
        }
        progress("instructions: callgrind in fresh processes (skipped without valgrind)")
        do {
            results.instructions = try Callgrind.measure(quick: configuration.name == "quick")
        } catch {
            results.failures.append("callgrind: \(error)")
        }
        results.seconds = Double(Clock.now() - start) / 1e9
        return results
    }

    private func measurePosting(_ harness: Harness, into results: inout BenchmarkResults) {
        let raw = RawFixture(observers: 1)
        let naive = NaiveFixture()
        let pipeline = PipelineFixture(hosts: 1)
        for failure in [naive.check(), pipeline.check()] { if let failure { results.failures.append(failure) } }
        let medians = harness.measure([raw.workload("raw"), naive.workload("naive"), pipeline.workload("pipeline")])
        (results.rawPost, results.naive, results.pipeline) = (medians[0], medians[1], medians[2])
    }

    /// Posts to n hosts and to 1 host with n − 1 no-op block observers on its center; the
    /// least-squares slopes over n are the marginal costs of one more host and one more observer.
    private func measureScaling(into results: inout BenchmarkResults) {
        let harness = Harness(
            rounds: configuration.scalingRounds, roundNanoseconds: configuration.scalingRoundNanoseconds)
        for count in configuration.hostCounts {
            let hosts = PipelineFixture(hosts: count)
            let observers = PipelineFixture(hosts: 1, observers: count - 1)
            for failure in [hosts.check(), observers.check()] { if let failure { results.failures.append(failure) } }
            let medians = harness.measure([hosts.workload("hosts_\(count)"), observers.workload("observers_\(count)")])
            results.scalingHosts.append(medians[0])
            results.scalingObservers.append(medians[1])
        }
        let x = configuration.hostCounts.map(Double.init)
        results.perHostSlope = Statistics.slope(x: x, y: results.scalingHosts)
        results.perRawObserverSlope = Statistics.slope(x: x, y: results.scalingObservers)
    }
}
