import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Clock

/// The monotonic clock, in nanoseconds (`clock_gettime(CLOCK_MONOTONIC)`).
enum Clock {
    /// Nanoseconds since an arbitrary start.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

// MARK: - Black hole

/// Keeps results alive so that the optimizer cannot drop the work that produced them.
///
/// Every value is folded into a global the optimizer cannot see through (it is read once at
/// the end of the run, see `BlackHole.checksum`).
enum BlackHole {
    nonisolated(unsafe) private static var sink: UInt64 = 0

    @inline(never)
    static func consume(_ value: Double) { sink = sink &* 31 &+ value.bitPattern }

    @inline(never)
    static func consume(_ value: Int) { sink = sink &* 31 &+ UInt64(truncatingIfNeeded: value) }

    @inline(never)
    static func consume(_ value: AnyObject) { sink = sink &* 31 &+ UInt64(UInt(bitPattern: ObjectIdentifier(value))) }

    /// Everything consumed so far, folded into one number.
    static var checksum: UInt64 { sink }
}

// MARK: - Statistics

/// Medians and slopes of the samples.
enum Statistics {
    /// The median of `values` (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The least-squares slope of `y` over `x`.
    static func slope(x: [Double], y: [Double]) -> Double {
        precondition(x.count == y.count && x.count >= 2)
        let n = Double(x.count)
        let meanX = x.reduce(0, +) / n
        let meanY = y.reduce(0, +) / n
        var covariance = 0.0
        var variance = 0.0
        for (xi, yi) in zip(x, y) {
            covariance += (xi - meanX) * (yi - meanY)
            variance += (xi - meanX) * (xi - meanX)
        }
        return covariance / variance
    }
}

// MARK: - Harness

/// Something to time: `run(n)` performs `n` operations.
///
/// `granularity` keeps `n` a multiple of it (2 for workloads that alternate show and hide, so
/// that every round starts from the same state).
@MainActor
struct Workload {
    let name: String
    let granularity: Int
    let run: @MainActor (Int) -> Void

    init(_ name: String, granularity: Int = 2, run: @escaping @MainActor (Int) -> Void) {
        self.name = name
        self.granularity = granularity
        self.run = run
    }
}

/// Times workloads side by side: calibrates each to a round length, warms it up, then runs
/// rounds in which every workload runs once, in turn, and takes the median nanoseconds per
/// operation of each.
///
/// Interleaving the workloads in every round means that a burst of noise on the shared cores
/// hits all of them alike, so ratios measured in one run are steadier than absolute figures.
@MainActor
struct Harness {
    /// Rounds per measurement (the median is taken over them).
    let rounds: Int
    /// The wall time one workload should take in one round.
    let roundNanoseconds: UInt64

    /// The median ns per operation of each workload, in order.
    func measure(_ workloads: [Workload]) -> [Double] {
        let counts = workloads.map(calibrate)
        for (workload, count) in zip(workloads, counts) { workload.run(count) }  // warm-up round
        var samples = Array(repeating: [Double](), count: workloads.count)
        for _ in 0..<rounds {
            for (index, workload) in workloads.enumerated() {
                samples[index].append(time(workload, count: counts[index]))
            }
        }
        return samples.map(Statistics.median)
    }

    /// The median ns per operation of one workload.
    func measure(_ workload: Workload) -> Double { measure([workload])[0] }

    /// How many operations fill one round: doubles a trial count until it takes a quarter of
    /// the round, then scales (the trials double as warm-up).
    private func calibrate(_ workload: Workload) -> Int {
        var count = workload.granularity
        while true {
            let elapsed = UInt64(time(workload, count: count) * Double(count))
            if elapsed >= roundNanoseconds / 4 || count >= 1 << 24 {
                let scaled = Double(count) * Double(roundNanoseconds) / Double(max(elapsed, 1))
                let rounded = Int(scaled) / workload.granularity * workload.granularity
                return max(workload.granularity, rounded)
            }
            count *= 2
        }
    }

    /// Nanoseconds per operation of one timed call.
    private func time(_ workload: Workload, count: Int) -> Double {
        let start = Clock.now()
        workload.run(count)
        let end = Clock.now()
        return Double(end - start) / Double(count)
    }
}
