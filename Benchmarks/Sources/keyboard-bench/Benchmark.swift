import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardSamples

/// How long and how carefully to measure.
struct BenchmarkConfiguration {
    var name: String
    /// Rounds of the posting workloads (medians are over rounds).
    var rounds: Int
    /// Wall time of one workload in one round.
    var roundNanoseconds: UInt64
    /// Rounds of each host count in the scaling measurement.
    var scalingRounds: Int
    /// Wall time of one workload in one scaling round (a post to 1,000 hosts takes about 1 ms).
    var scalingRoundNanoseconds: UInt64
    /// Operations counted per allocation measurement.
    var allocationOperations: Int
    /// Register / release cycles of the memory measurement.
    var residentCycles: Int
    /// Pipeline posts of the posting memory measurement.
    var postingEvents: Int
    /// Fresh processes of each kind for the cold path.
    var coldChildren: Int
    /// Whether instructions are counted with callgrind (when valgrind is installed).
    var countsInstructions: Bool

    static let full = BenchmarkConfiguration(
        name: "full", rounds: 61, roundNanoseconds: 2_000_000, scalingRounds: 15, scalingRoundNanoseconds: 8_000_000,
        allocationOperations: 8_192, residentCycles: 100_000, postingEvents: 100_000, coldChildren: 9,
        countsInstructions: true)

    static let quick = BenchmarkConfiguration(
        name: "quick", rounds: 7, roundNanoseconds: 500_000, scalingRounds: 3, scalingRoundNanoseconds: 2_000_000,
        allocationOperations: 1_024, residentCycles: 100_000, postingEvents: 20_000, coldChildren: 2,
        countsInstructions: false)

    static let hostCounts = [1, 10, 100, 1_000]
}

/// Everything one run measured.
struct BenchmarkResults {
    var configuration: BenchmarkConfiguration

    // Posting one notification (ns per post).
    var rawPost = Double.nan
    var naive = Double.nan
    var pipeline = Double.nan
    var pipelineDedupe = Double.nan
    var pipelineVsNaive: Double { pipeline / naive }
    var pipelineVsRaw: Double { pipeline / rawPost }

    // Parts of the pipeline, timed alone (ns per event).
    var parse = Double.nan
    var hooks = Double.nan
    var stateGeometry = Double.nan

    // Scaling with the number of hosts / raw observers.
    var scalingPipeline: [Double] = []
    var scalingRaw: [Double] = []
    var scalingDispatch: [Double] = []
    var perHostSlope = Double.nan
    var perRawObserverSlope = Double.nan
    var perDispatchHostSlope = Double.nan
    var perHostMarginalVsRaw: Double { perHostSlope / perRawObserverSlope }
    var perDispatchHostVsRaw: Double { perDispatchHostSlope / perRawObserverSlope }

    // Lifecycle.
    var registerCycle = Double.nan
    var rawObserverPair = Double.nan
    var registerCycleVsRaw: Double { registerCycle / rawObserverPair }
    var residentGrowth = Memory.Growth.none
    /// Resident growth over many pipeline posts (not a budget: a leak detector).
    var postingGrowth = Memory.Growth.none

    // Allocations per operation (nil when the shim cannot count here).
    var allocationsRawPost: Allocations.PerOperation?
    var allocationsPipelinePost: Allocations.PerOperation?
    var allocationsPerEvent: Double? {
        guard let pipeline = allocationsPipelinePost, let raw = allocationsRawPost else { return nil }
        return pipeline.allocations - raw.allocations
    }
    var retainedBytesPerEvent: Double? {
        guard let pipeline = allocationsPipelinePost, let raw = allocationsRawPost else { return nil }
        return pipeline.retainedBytes - raw.retainedBytes
    }
    var allocationsParse: Allocations.PerOperation?
    var allocationsHooks: Allocations.PerOperation?
    var allocationsStateGeometry: Allocations.PerOperation?

    var springSample = Double.nan

    // The cold path (µs).
    var firstEvent = Double.nan
    var rawFirstPost = Double.nan

    /// Sanity checks that failed: a workload that did not do its work.
    /// Instructions per operation (callgrind), when counted.
    var instructions = Callgrind.Counts.none
    var failures: [String] = []
    var seconds = 0.0
}

/// Runs every measurement, in one process, and collects the results.
@MainActor
struct Benchmark {
    let configuration: BenchmarkConfiguration
    let progress: (String) -> Void

    func run() -> BenchmarkResults {
        let start = Clock.now()
        var results = BenchmarkResults(configuration: configuration)
        let harness = Harness(rounds: configuration.rounds, roundNanoseconds: configuration.roundNanoseconds)

        progress("posting: raw, naive, pipeline, dedupe")
        measurePosting(harness, into: &results)
        progress("pipeline parts: parse, hooks, state + geometry")
        measureParts(harness, into: &results)
        progress("scaling: \(BenchmarkConfiguration.hostCounts.map(String.init).joined(separator: ", ")) hosts")
        measureScaling(into: &results)
        progress("lifecycle: register cycle, raw observer pair")
        let lifecycle = harness.measure([Lifecycle.registerCycle(), Lifecycle.rawObserverPair()])
        (results.registerCycle, results.rawObserverPair) = (lifecycle[0], lifecycle[1])
        progress("spring sample")
        results.springSample = harness.measure(Parts.springSample())
        progress("allocations")
        measureAllocations(into: &results)
        progress(
            "resident memory (fresh processes): \(configuration.residentCycles) register / release cycles, \(configuration.postingEvents) posts"
        )
        do {
            results.residentGrowth = try Memory.measureInChild("register", count: configuration.residentCycles)
            results.postingGrowth = try Memory.measureInChild("posting", count: configuration.postingEvents)
        } catch {
            results.failures.append("memory: \(error)")
        }
        if results.residentGrowth.hostsLeft != 0 {
            results.failures.append(
                "\(results.residentGrowth.hostsLeft) released hosts still alive (1 in 1,000 watched)")
        }
        progress("cold path: \(configuration.coldChildren) fresh processes of each kind")
        do {
            (results.firstEvent, results.rawFirstPost) = try FirstEvent.measure(children: configuration.coldChildren)
        } catch {
            results.failures.append("cold path: \(error)")
        }
        if configuration.countsInstructions {
            progress("instructions: callgrind in fresh processes (skipped without valgrind)")
            do {
                results.instructions = try Callgrind.measure()
            } catch {
                results.failures.append("callgrind: \(error)")
            }
        }
        results.seconds = Double(Clock.now() - start) / 1e9
        return results
    }

    // MARK: - Posting

    private func measurePosting(_ harness: Harness, into results: inout BenchmarkResults) {
        let raw = RawFixture(observers: 1)
        let naive = NaiveFixture()
        let pipeline = PipelineFixture(hosts: 1)
        let dedupe = PipelineFixture(hosts: 1, posts: KeyboardPosts.repeatedChangeFrame())
        for failure in [naive.check(), pipeline.check()] { if let failure { results.failures.append(failure) } }
        dedupe.post(KeyboardPosts.initialShow())
        dedupe.post(2)
        if dedupe.controllers[0].view.frame.minY != -KeyboardPosts.heights[0] {
            results.failures.append("dedupe host is not shifted")
        }
        let medians = harness.measure([
            raw.workload("raw_post"), naive.workload("naive"), pipeline.workload("pipeline"),
            dedupe.workload("pipeline_dedupe"),
        ])
        (results.rawPost, results.naive, results.pipeline, results.pipelineDedupe) =
            (medians[0], medians[1], medians[2], medians[3])
    }

    // MARK: - Parts of the pipeline

    /// Parsing alone, the hooks of one host alone, and the pure state + geometry path.
    private func measureParts(_ harness: Harness, into results: inout BenchmarkResults) {
        let medians = harness.measure([Parts.parse(), Parts.hooks(), Parts.stateGeometry()])
        (results.parse, results.hooks, results.stateGeometry) = (medians[0], medians[1], medians[2])
    }

    // MARK: - Scaling

    private func measureScaling(into results: inout BenchmarkResults) {
        let harness = Harness(
            rounds: configuration.scalingRounds, roundNanoseconds: configuration.scalingRoundNanoseconds)
        for hosts in BenchmarkConfiguration.hostCounts {
            let raw = RawFixture(observers: hosts)
            let pipeline = PipelineFixture(hosts: hosts)
            let dispatch = DispatchFixture(hosts: hosts)
            for failure in [pipeline.check(), dispatch.check()] {
                if let failure { results.failures.append("\(hosts) hosts: \(failure)") }
            }
            let medians = harness.measure([
                raw.workload("raw_\(hosts)"), pipeline.workload("pipeline_\(hosts)"),
                dispatch.workload("dispatch_\(hosts)"),
            ])
            results.scalingRaw.append(medians[0])
            results.scalingPipeline.append(medians[1])
            results.scalingDispatch.append(medians[2])
        }
        let x = BenchmarkConfiguration.hostCounts.map(Double.init)
        results.perHostSlope = Statistics.slope(x: x, y: results.scalingPipeline)
        results.perRawObserverSlope = Statistics.slope(x: x, y: results.scalingRaw)
        results.perDispatchHostSlope = Statistics.slope(x: x, y: results.scalingDispatch)
    }

    // MARK: - Allocations

    private func measureAllocations(into results: inout BenchmarkResults) {
        let count = configuration.allocationOperations
        let raw = RawFixture(observers: 1)
        let pipeline = PipelineFixture(hosts: 1)
        results.allocationsRawPost = Allocations.perOperation(raw.workload("raw_post"), count: count)
        results.allocationsPipelinePost = Allocations.perOperation(pipeline.workload("pipeline"), count: count)
        results.allocationsParse = Allocations.perOperation(Parts.parse(), count: count)
        results.allocationsHooks = Allocations.perOperation(Parts.hooks(), count: count)
        results.allocationsStateGeometry = Allocations.perOperation(Parts.stateGeometry(), count: count)
    }
}
