import Foundation

/// Instructions per operation of the main workloads, counted by valgrind's callgrind in fresh
/// processes: this executable runs `--profile NAME COUNT WARMUP` under
/// `valgrind --tool=callgrind --toggle-collect='*profiledRegionyySiF'`, so only the timed work
/// is counted. Counts are exact and do not move with the machine's load, so they back the timed
/// ratios up (a ratio of times can drift with cache and scheduling effects that a count of
/// instructions does not see, and the other way round: atomics and system calls cost time, not
/// instructions).
///
/// Optional: without `valgrind` on the `PATH` every count is `nil` (printed `n/a`).
enum Callgrind {
    /// The counts of one run, per operation (a post, a parse, a hook call).
    struct Counts {
        var rawPost: Double?
        var naive: Double?
        var pipeline: Double?
        var pipelineDedupe: Double?
        var parse: Double?
        var hooks: Double?
        /// A post to 1,000 sample controllers, and to 1,000 no-op block observers.
        var pipeline1000: Double?
        var raw1000: Double?

        static let none = Counts()

        var pipelineVsNaive: Double? { ratio(pipeline, naive) }
        var pipelineVsRaw: Double? { ratio(pipeline, rawPost) }
        /// Instructions per extra sample controller: (1,000 hosts − 1 host) / 999.
        var perHost: Double? {
            guard let pipeline1000, let pipeline else { return nil }
            return (pipeline1000 - pipeline) / 999
        }
        /// Instructions per extra no-op block observer.
        var perRawObserver: Double? {
            guard let raw1000, let rawPost else { return nil }
            return (raw1000 - rawPost) / 999
        }
        var perHostVsRaw: Double? { ratio(perHost, perRawObserver) }

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

    /// Counts every workload; `nil` counts without valgrind. Throws when valgrind is there but a
    /// run fails.
    static func measure() throws -> Counts {
        guard let valgrind else { return .none }
        var counts = Counts()
        counts.rawPost = try instructions(valgrind, "raw", count: 2_000)
        counts.naive = try instructions(valgrind, "naive", count: 2_000)
        counts.pipeline = try instructions(valgrind, "pipeline", count: 2_000)
        counts.pipelineDedupe = try instructions(valgrind, "dedupe", count: 2_000)
        counts.parse = try instructions(valgrind, "parse", count: 2_000)
        counts.hooks = try instructions(valgrind, "hooks", count: 2_000)
        // A post to 1,000 hosts is about 1,000 times the work: fewer posts, a short warm-up.
        counts.pipeline1000 = try instructions(valgrind, "pipeline1000", count: 8, warmUp: 4)
        counts.raw1000 = try instructions(valgrind, "raw1000", count: 8, warmUp: 4)
        return counts
    }

    /// Instructions per operation of the profiled workload `name`.
    private static func instructions(_ valgrind: String, _ name: String, count: Int, warmUp: Int = 1_024) throws
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
