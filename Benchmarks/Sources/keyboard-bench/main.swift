import Foundation

// keyboard-bench: the kit's performance, measured side by side with baselines, with a budget.
// See `usage` below; Benchmarks/README.md describes the method and shows a recent run.

let usage = """
    usage: keyboard-bench [--json] [--quick] | --profile NAME [COUNT [WARMUP]]

    Measures, in release builds (swift run -c release keyboard-bench), what the kit's own work
    costs per keyboard notification (monitor, parse, state, delivery, the full-view shift's
    write) to hosts whose geometry answers in constant time, side by side with a raw
    NotificationCenter post and the tutorial's observer, in time and (with valgrind) in
    instructions; the marginal cost of a host against a no-op block observer; a register +
    unregister pair beside 10,000 hosts; the first event after launch (registration included)
    against the tutorial's, in fresh processes; allocations per post; memory growth over many
    cycles. Each figure with a limit is judged: met, missed or not measured.

      --json    print one JSON object on standard output instead of the table
      --quick   fewer and shorter rounds: proves every measurement runs (CI), figures are rough
      --help    print this text
      --profile NAME [COUNT [WARMUP]]
                run one workload COUNT times inside profiledRegion(_:), for
                valgrind --tool=callgrind --toggle-collect='*profiledRegionyySiF'

    The tool runs itself as fresh processes for the memory figure (--memory-child CYCLES), the
    first event (--first-event-child kit|naive) and, when valgrind is installed, under callgrind
    (--profile).

    Exit status: 1 when a workload failed its sanity check (did not do the work it claims to
    time); otherwise, in a full run, 3 when a limit was missed (listed on standard error too);
    otherwise 0. A quick run reports missed limits but exits 0: its figures are rough.
    """

@MainActor
func runBenchmark(arguments: [String]) -> Int32 {
    // Modes that are not a benchmark run: profiling, and the fresh processes a run spawns.
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case Profile.flag: return Profile.run(arguments: rest)
    case Memory.childFlag: return Memory.runChild(rest)
    case FirstEvent.childFlag: return FirstEvent.runChild(rest)
    default: break
    }
    var json = false
    var configuration = BenchmarkConfiguration.full
    for argument in arguments {
        switch argument {
        case "--json": json = true
        case "--quick": configuration = .quick
        case "--help", "-h":
            print(usage)
            return 0
        default:
            FileHandle.standardError.write(Data("keyboard-bench: unknown argument '\(argument)'\n\(usage)\n".utf8))
            return 2
        }
    }
    #if DEBUG
        FileHandle.standardError.write(Data("keyboard-bench: debug build; run with -c release for real figures\n".utf8))
    #endif
    let progress: (String) -> Void = { message in
        if !json { FileHandle.standardError.write(Data("· \(message)\n".utf8)) }
    }
    var environment = RunEnvironment.start()
    let results = Benchmark(configuration: configuration, progress: progress).run()
    environment.finish()
    print(json ? Report.json(results, environment: environment) : Report.table(results, environment: environment))
    if !results.failures.isEmpty {
        FileHandle.standardError.write(Data("keyboard-bench: \(results.failures.count) sanity check(s) failed\n".utf8))
        return 1
    }
    if results.failsLimits {
        let missed = results.missedLimits
        let lines = missed.map { "  " + $0.missedLine }.joined(separator: "\n")
        FileHandle.standardError.write(Data("keyboard-bench: \(missed.count) limit(s) missed:\n\(lines)\n".utf8))
        return 3
    }
    return 0
}

exit(MainActor.assumeIsolated { runBenchmark(arguments: Array(CommandLine.arguments.dropFirst())) })
