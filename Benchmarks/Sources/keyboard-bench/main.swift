import Foundation

// keyboard-bench: the kit's performance, measured side by side with baselines, with a budget.
// See `usage` below; the README's "Performance" section shows a recent table.

let usage = """
    usage: keyboard-bench [--json] [--quick] | --profile NAME [COUNT [WARMUP]]

    Measures, in release builds (swift run -c release keyboard-bench), what one keyboard
    notification costs through the kit against a raw NotificationCenter post and a tutorial
    observer, how that scales with registered hosts, registration, memory, allocations, the
    keyboard spring and the cold path, and prints each figure beside its budget.

      --json    print one JSON object on standard output instead of the table
      --quick   fewer and shorter rounds: proves the tool works (CI), figures are rough
      --help    print this text
      --profile NAME [COUNT [WARMUP]]
                run one workload COUNT times inside profiledRegion(_:), for
                valgrind --tool=callgrind --toggle-collect='*profiledRegionyySiF'

    A full run also counts instructions per operation with valgrind's callgrind when valgrind
    is installed (fresh processes, about half a minute); --quick skips it.

    The tool also runs itself as fresh processes (--first-event-child, --raw-first-post-child,
    --memory-child KIND COUNT) for the cold path and the memory figures.

    Budgets are goals the tool reports; it exits 0 whether or not they are met, and 1 when a
    workload failed its sanity check (did not do the work it claims to time).
    """

@MainActor
func runBenchmark(arguments: [String]) -> Int32 {
    // Modes that are not a benchmark run: profiling, and the fresh processes a run spawns.
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case Profile.flag: return Profile.run(arguments: rest)
    case FirstEvent.pipelineChildFlag: return FirstEvent.runPipelineChild()
    case FirstEvent.rawChildFlag: return FirstEvent.runRawChild()
    case Memory.childFlag: return Memory.runChild(rest)
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
    return 0
}

exit(MainActor.assumeIsolated { runBenchmark(arguments: Array(CommandLine.arguments.dropFirst())) })
