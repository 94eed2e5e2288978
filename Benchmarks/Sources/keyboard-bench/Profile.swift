import Foundation

/// `--profile NAME [COUNT [WARMUP]]`: runs one workload COUNT times (default 20,000) after a
/// warm-up of WARMUP operations (default 1,024), inside the function `profiledRegion(_:)`, so that
/// a profiler can limit itself to the measured work:
///
/// ```
/// valgrind --tool=callgrind --toggle-collect='*profiledRegionyySiF' \
///     .build/release/keyboard-bench --profile pipeline
/// callgrind_annotate --inclusive=yes callgrind.out.<pid>
/// ```
enum Profile {
    static let flag = "--profile"

    /// The workloads that can be profiled, by name.
    @MainActor
    static func workloads() -> [String: () -> Workload] {
        [
            "raw": { RawFixture(observers: 1).workload("raw_post") },
            "naive": { NaiveFixture().workload("naive") },
            "pipeline": { PipelineFixture(hosts: 1).workload("pipeline") },
            "pipeline1000": { PipelineFixture(hosts: 1_000).workload("pipeline_1000") },
            "raw1000": { RawFixture(observers: 1_000).workload("raw_1000") },
            "dedupe": {
                let fixture = PipelineFixture(hosts: 1, posts: KeyboardPosts.repeatedChangeFrame())
                fixture.post(KeyboardPosts.initialShow())
                return fixture.workload("pipeline_dedupe")
            },
            "parse": { Parts.parse() },
            "hooks": { Parts.hooks() },
            "state_geometry": { Parts.stateGeometry() },
            "register_cycle": { Lifecycle.registerCycle() },
            "raw_observer_pair": { Lifecycle.rawObserverPair() },
            "spring": { Parts.springSample() },
            "dispatch1000": { DispatchFixture(hosts: 1_000).workload("dispatch_1000") },
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

/// The profiled region: everything under this frame is the workload. Its mangled name ends in
/// `profiledRegionyySiF`, the pattern to give callgrind's `--toggle-collect`.
@MainActor
@inline(never)
func profiledRegion(_ count: Int) {
    Profile.profiled?.run(count)
}
