import Foundation

/// Instructions per post of the main workloads, counted by valgrind's callgrind in fresh processes:
/// this executable runs `--profile NAME COUNT WARMUP` under `valgrind --tool=callgrind
/// --toggle-collect='*profiledRegionyySiF'`, so only the timed work is counted.
///
/// Counts are exact and do not move with the machine's load, so they back the timed ratios up (a
/// ratio of times can drift with cache and scheduling effects that a count of instructions does not
/// see, and the other way round: atomics and system calls cost time, not instructions).
///
/// Optional: without `valgrind` on the `PATH` every count is `nil` (printed `n/a`).
enum Callgrind {
    /// The counts of one run, per post.
    struct Counts {
        var rawPost: Double?
        var naive: Double?
        var pipeline: Double?
        /// A post to 1,000 hosts, and to 1 host and 999 no-op block observers on its center.
        var pipeline1000: Double?
        var observers1000: Double?

        /// No counts (valgrind not installed, or not run).
        static let none = Counts()

        var pipelineVsNaive: Double? { ratio(pipeline, naive) }
        var pipelineVsRaw: Double? { ratio(pipeline, rawPost) }
        /// Instructions per extra host: (1,000 hosts − 1 host) / 999.
        var perHost: Double? { marginal(pipeline1000) }
        /// Instructions per extra no-op block observer on the same center.
        var perRawObserver: Double? { marginal(observers1000) }
        var perHostVsRaw: Double? { ratio(perHost, perRawObserver) }

        private func marginal(_ total: Double?) -> Double? {
            guard let total, let pipeline else { return nil }
            return (total - pipeline) / 999
        }

        private func ratio(_ numerator: Double?, _ denominator: Double?) -> Double? {
            guard let numerator, let denominator, denominator > 0 else { return nil }
            return numerator / denominator
        }
    }

    /// The path of `valgrind`, if installed.
    static var valgrind: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/valgrind" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Counts every workload; `nil` counts without valgrind.
    ///
    /// Throws when valgrind is there but a run fails.
    static func measure(quick: Bool) throws -> Counts {
        guard let valgrind else { return .none }
        // Quick mode proves the runs work; its counts are rough (a short warm-up).
        let (count, warmUp) = quick ? (64, 64) : (2_000, 1_024)
        var counts = Counts()
        counts.rawPost = try instructions(valgrind, "raw", count: count, warmUp: warmUp)
        counts.naive = try instructions(valgrind, "naive", count: count, warmUp: warmUp)
        counts.pipeline = try instructions(valgrind, "pipeline", count: count, warmUp: warmUp)
        // A post to 1,000 hosts is about 1,000 times the work: fewer posts, a short warm-up.
        let (scaled, scaledWarmUp) = quick ? (2, 2) : (8, 4)
        counts.pipeline1000 = try instructions(valgrind, "pipeline1000", count: scaled, warmUp: scaledWarmUp)
        counts.observers1000 = try instructions(valgrind, "observers1000", count: scaled, warmUp: scaledWarmUp)
        return counts
    }

    /// Instructions per operation of the profiled workload `name`.
    private static func instructions(_ valgrind: String, _ name: String, count: Int, warmUp: Int) throws
        -> Double
    {
        #if os(macOS) || os(Linux)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: valgrind)
            process.arguments = [
                "--tool=callgrind", "--callgrind-out-file=/dev/null", "--toggle-collect=*profiledRegionyySiF",
                ChildProcess.executablePath, Profile.flag, name, String(count), String(warmUp),
            ]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            // callgrind ends its report with "Collected : N" (instructions in the toggled region).
            let text = String(decoding: data, as: UTF8.self)
            guard process.terminationStatus == 0,
                let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
                let collected = line.split(separator: " ").last.flatMap({ Double($0) })
            else {
                throw ChildProcess.Failure(
                    description: "callgrind \(name) exited with \(process.terminationStatus): \(text.suffix(300))")
            }
            return collected / Double(count)
        #else
            throw ChildProcess.Failure(description: "callgrind needs macOS or Linux")
        #endif
    }
}
