import Foundation

/// Runs one workload for a profiler: `--profile NAME [COUNT [WARMUP]]`.
///
/// The workload runs COUNT times (default 20,000) after a warm-up of WARMUP operations (default
/// 1,024), inside the function `profiledRegion(_:)`, so that a profiler can limit itself to the
/// measured work:
///
/// ```
/// valgrind --tool=callgrind --toggle-collect='*profiledRegionyySiF' \
///     .build/release/keyboard-bench --profile pipeline
/// callgrind_annotate --inclusive=yes callgrind.out.<pid>
/// ```
enum Profile {
    /// The command-line flag that selects profiling.
    static let flag = "--profile"

    /// The workloads that can be profiled, by name.
    @MainActor
    static func workloads() -> [String: () -> Workload] {
        [
            "raw": { RawFixture(observers: 1).workload("raw_post") },
            "naive": { NaiveFixture().workload("naive") },
            "pipeline": { PipelineFixture(hosts: 1).workload("pipeline") },
            "pipeline1000": { PipelineFixture(hosts: 1_000).workload("pipeline_1000") },
            "observers1000": { PipelineFixture(hosts: 1, observers: 999).workload("observers_1000") },
            // Registering 10,000 hosts takes a while under valgrind; for profiling by hand.
            "register10000": { RegistrationFixture(registered: 10_000).workload() },
        ]
    }

    @MainActor
    static func run(arguments: [String]) -> Int32 {
        let available = workloads()
        guard let name = arguments.first, let make = available[name] else {
            let names = available.keys.sorted().joined(separator: ", ")
            FileHandle.standardError.write(Data("keyboard-bench: --profile needs one of: \(names)\n".utf8))
            return 2
        }
        let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
        let warmUp = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_024
        let workload = make()
        workload.run(max(workload.granularity, warmUp / workload.granularity * workload.granularity))
        profiled = workload
        profiledRegion(count / workload.granularity * workload.granularity)
        profiled = nil
        print("profiled \(count) operations of \(name) (checksum \(BlackHole.checksum))")
        return 0
    }

    /// The workload `profiledRegion(_:)` runs.
    @MainActor fileprivate static var profiled: Workload?
}

/// The profiled region: everything under this frame is the workload.
///
/// Its mangled name ends in `profiledRegionyySiF`, the pattern to give callgrind's
/// `--toggle-collect`.
@MainActor
@inline(never)
func profiledRegion(_ count: Int) {
    Profile.profiled?.run(count)
}
