import Foundation

// The two outputs of a run: a Markdown table for people (also what the README shows) and one
// JSON object for machines. Both are built from the same list of figures, so they agree.

/// How a figure is measured and printed.
enum Unit {
    case nanoseconds, microseconds, ratio, bytes, allocations, count, instructions

    var suffix: String {
        switch self {
        case .nanoseconds: " ns"
        case .microseconds: " µs"
        case .bytes: " B"
        case .ratio, .allocations, .count: ""
        case .instructions: " instr"
        }
    }
}

/// One reported number, with its budget if it has one (a budget is an upper bound).
struct Figure {
    let key: String
    let what: String
    let value: Double?
    let unit: Unit
    var budget: Double? = nil

    /// `nil` without a budget or without a value.
    var isMet: Bool? {
        guard let budget, let value, value.isFinite else { return nil }
        return value <= budget
    }
}

/// A titled group of figures.
struct Section {
    let title: String
    let figures: [Figure]
}

extension BenchmarkResults {
    /// Every figure of the run, grouped as the table prints them.
    var sections: [Section] {
        let hostCounts = BenchmarkConfiguration.hostCounts
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var scaling: [Figure] = []
        for (index, hosts) in hostCounts.enumerated() where index < scalingPipeline.count {
            scaling += [
                Figure(
                    key: "pipeline_ns[\(hosts)]", what: "post to \(plural(hosts, "registered sample controller"))",
                    value: scalingPipeline[index], unit: .nanoseconds),
                Figure(
                    key: "dispatch_ns[\(hosts)]", what: "post to \(plural(hosts, "registered host")) without layout",
                    value: scalingDispatch[index], unit: .nanoseconds),
                Figure(
                    key: "raw_observers_ns[\(hosts)]", what: "post to \(plural(hosts, "no-op block observer"))",
                    value: scalingRaw[index], unit: .nanoseconds),
            ]
        }
        scaling += [
            Figure(
                key: "per_host_slope_ns", what: "slope per extra sample controller (least squares)",
                value: perHostSlope, unit: .nanoseconds),
            Figure(
                key: "per_dispatch_host_slope_ns", what: "slope per extra host without layout",
                value: perDispatchHostSlope,
                unit: .nanoseconds),
            Figure(
                key: "per_raw_observer_slope_ns", what: "slope per extra no-op block observer",
                value: perRawObserverSlope,
                unit: .nanoseconds),
            Figure(
                key: "per_host_marginal_vs_raw", what: "sample-controller slope / raw observer slope (goal 1)",
                value: perHostMarginalVsRaw,
                unit: .ratio, budget: 3),
            Figure(
                key: "per_dispatch_host_vs_raw", what: "host-without-layout slope / raw observer slope",
                value: perDispatchHostVsRaw,
                unit: .ratio),
        ]
        return [
            Section(
                title: "One notification posted",
                figures: [
                    Figure(
                        key: "raw_post_ns", what: "post to one no-op block observer: the floor", value: rawPost,
                        unit: .nanoseconds),
                    Figure(
                        key: "naive_ns", what: "tutorial observer: 2 casts, view.frame.origin.y = -height",
                        value: naive,
                        unit: .nanoseconds),
                    Figure(
                        key: "pipeline_ns", what: "the kit: monitor, parse, state, hooks, geometry, shift",
                        value: pipeline,
                        unit: .nanoseconds),
                    Figure(
                        key: "pipeline_dedupe_ns", what: "the kit, a repeated identical change-frame",
                        value: pipelineDedupe,
                        unit: .nanoseconds),
                    Figure(
                        key: "pipeline_vs_naive", what: "pipeline / naive (goal 0.75)", value: pipelineVsNaive,
                        unit: .ratio, budget: 1),
                    Figure(
                        key: "pipeline_vs_raw", what: "pipeline / raw post (goal 3)", value: pipelineVsRaw,
                        unit: .ratio, budget: 4),
                ]),
            Section(
                title: "Instructions per operation (callgrind)",
                figures: [
                    Figure(
                        key: "raw_post_instr", what: "post to one no-op block observer", value: instructions.rawPost,
                        unit: .instructions),
                    Figure(
                        key: "naive_instr", what: "tutorial observer", value: instructions.naive, unit: .instructions),
                    Figure(
                        key: "pipeline_instr", what: "the kit, one sample controller", value: instructions.pipeline,
                        unit: .instructions),
                    Figure(
                        key: "pipeline_dedupe_instr", what: "the kit, a repeated identical change-frame",
                        value: instructions.pipelineDedupe, unit: .instructions),
                    Figure(
                        key: "parse_instr", what: "KeyboardEvent(notification:)", value: instructions.parse,
                        unit: .instructions),
                    Figure(
                        key: "hooks_instr", what: "keyboardWillShow/-Hide of one host", value: instructions.hooks,
                        unit: .instructions),
                    Figure(
                        key: "per_host_instr", what: "per extra sample controller ((1,000 − 1) / 999)",
                        value: instructions.perHost, unit: .instructions),
                    Figure(
                        key: "per_raw_observer_instr", what: "per extra no-op block observer",
                        value: instructions.perRawObserver, unit: .instructions),
                    Figure(
                        key: "pipeline_vs_naive_instr", what: "pipeline / naive, in instructions",
                        value: instructions.pipelineVsNaive, unit: .ratio),
                    Figure(
                        key: "pipeline_vs_raw_instr", what: "pipeline / raw post, in instructions",
                        value: instructions.pipelineVsRaw, unit: .ratio),
                    Figure(
                        key: "per_host_vs_raw_instr", what: "per extra host / per extra raw observer, in instructions",
                        value: instructions.perHostVsRaw, unit: .ratio),
                ]),
            Section(
                title: "Parts of a pipeline post, alone",
                figures: [
                    Figure(key: "parse_ns", what: "KeyboardEvent(notification:)", value: parse, unit: .nanoseconds),
                    Figure(
                        key: "hooks_ns", what: "keyboardWillShow/-Hide of one host (geometry + shift)", value: hooks,
                        unit: .nanoseconds),
                    Figure(
                        key: "state_geometry_ns", what: "KeyboardState.apply + KeyboardGeometry.overlap",
                        value: stateGeometry,
                        unit: .nanoseconds),
                ]),
            Section(title: "Scaling with hosts", figures: scaling),
            Section(
                title: "Registering",
                figures: [
                    Figure(
                        key: "register_cycle_ns", what: "register + unregister of a controller", value: registerCycle,
                        unit: .nanoseconds),
                    Figure(
                        key: "raw_observer_pair_ns", what: "addObserver + removeObserver", value: rawObserverPair,
                        unit: .nanoseconds),
                    Figure(
                        key: "register_cycle_vs_raw", what: "register cycle / raw observer pair",
                        value: registerCycleVsRaw,
                        unit: .ratio, budget: 2),
                ]),
            Section(
                title: "Memory (fresh processes)",
                figures: [
                    Figure(
                        key: "rss_growth_bytes",
                        what: "resident growth, \(residentGrowth.cycles.grouped) register / release cycles",
                        value: residentGrowth.bytes.map(Double.init), unit: .bytes, budget: 65_536),
                    Figure(
                        key: "rss_hosts_left", what: "watched hosts (1 in 1,000) still alive after those cycles",
                        value: Double(residentGrowth.hostsLeft), unit: .count),
                    Figure(
                        key: "rss_growth_posting_bytes",
                        what: "resident growth, \(postingGrowth.cycles.grouped) pipeline posts",
                        value: postingGrowth.bytes.map(Double.init), unit: .bytes),
                ]),
            Section(
                title: "Heap allocations (exact)",
                figures: [
                    Figure(
                        key: "allocs_per_event", what: "pipeline post − raw post: the kit's own work",
                        value: allocationsPerEvent,
                        unit: .allocations, budget: 2),
                    Figure(
                        key: "allocs_raw_post", what: "a raw post", value: allocationsRawPost?.allocations,
                        unit: .allocations),
                    Figure(
                        key: "allocs_pipeline_post", what: "a pipeline post",
                        value: allocationsPipelinePost?.allocations,
                        unit: .allocations),
                    Figure(
                        key: "allocs_parse", what: "KeyboardEvent(notification:)", value: allocationsParse?.allocations,
                        unit: .allocations),
                    Figure(
                        key: "allocs_hooks", what: "hooks of one sample controller",
                        value: allocationsHooks?.allocations, unit: .allocations),
                    Figure(
                        key: "allocs_state_geometry", what: "state + geometry (expected 0)",
                        value: allocationsStateGeometry?.allocations,
                        unit: .allocations),
                    Figure(
                        key: "retained_bytes_per_event",
                        what: "bytes a pipeline post leaves allocated, beyond a raw post",
                        value: retainedBytesPerEvent, unit: .bytes),
                    Figure(
                        key: "retained_bytes_parse", what: "bytes KeyboardEvent(notification:) leaves allocated",
                        value: allocationsParse?.retainedBytes, unit: .bytes),
                ]),
            Section(
                title: "Keyboard spring",
                figures: [
                    Figure(
                        key: "spring_sample_ns", what: "KeyboardAnimation.progress(at:), curve 7", value: springSample,
                        unit: .nanoseconds, budget: 50)
                ]),
            Section(
                title: "Cold path (fresh processes)",
                figures: [
                    Figure(
                        key: "first_event_us", what: "first post handled by a registered controller", value: firstEvent,
                        unit: .microseconds, budget: 1_000),
                    Figure(
                        key: "raw_first_post_us", what: "first post to one no-op block observer", value: rawFirstPost,
                        unit: .microseconds),
                ]),
        ]
    }

    var budgets: [Figure] { sections.flatMap(\.figures).filter { $0.budget != nil } }
}

// MARK: - Formatting numbers

extension Int {
    /// `100000` → `"100,000"`.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}

extension Figure {
    var formattedValue: String {
        guard let value, value.isFinite else { return "n/a" }
        return Self.format(value, unit) + unit.suffix
    }

    var formattedBudget: String {
        guard let budget else { return "" }
        return "≤ " + Self.format(budget, unit) + unit.suffix
    }

    var verdict: String {
        switch isMet {
        case true?: "met"
        case false?: "**missed**"
        case nil: budget == nil ? "" : "n/a"
        }
    }

    static func format(_ value: Double, _ unit: Unit) -> String {
        switch unit {
        case .ratio: return String(format: "%.2f", value)
        case .allocations: return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
        case .bytes, .count, .instructions: return Int(value.rounded()).grouped
        case .nanoseconds, .microseconds:
            if abs(value) >= 100 { return Int(value.rounded()).grouped }
            return String(format: "%.1f", value)
        }
    }
}

// MARK: - Table

enum Report {
    /// The Markdown table: one row per figure, the budget and whether it is met beside it.
    static func table(_ results: BenchmarkResults, environment: RunEnvironment) -> String {
        var rows: [[String]] = [["figure", "what", "value", "budget", ""]]
        for section in results.sections {
            rows.append(["**\(section.title)**", "", "", "", ""])
            for figure in section.figures {
                rows.append([
                    "`\(figure.key)`", figure.what, figure.formattedValue, figure.formattedBudget, figure.verdict,
                ])
            }
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 2 || column == 3 ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        var lines = [line(rows[0])]
        lines.append(
            "|"
                + widths.enumerated().map { column, width in
                    column == 2 || column == 3
                        ? String(repeating: "-", count: width + 1) + ":" : String(repeating: "-", count: width + 2)
                }.joined(separator: "|") + "|")
        lines += rows.dropFirst().map(line)

        let met = results.budgets.filter { $0.isMet == true }.count
        let configuration = results.configuration
        var text =
            "keyboard-bench, \(configuration.name) run: \(configuration.rounds) rounds (scaling \(configuration.scalingRounds)), "
        text += "medians; \(KeyboardPosts.poolSize.grouped) distinct userInfo dictionaries per pool; "
        text += "\(environment.summary); \(String(format: "%.1f", results.seconds)) s\n\n"
        text += lines.joined(separator: "\n") + "\n\n"
        text += "Budgets met: \(met) of \(results.budgets.count)."
        let missed = results.budgets.filter { $0.isMet == false }.map(\.key)
        if !missed.isEmpty { text += " Missed: \(missed.joined(separator: ", "))." }
        text += "\n"
        if !results.failures.isEmpty {
            text += "\nCHECKS FAILED:\n" + results.failures.map { "- " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }

    // MARK: - JSON

    /// One JSON object: every figure under its key, the scaling series, the budgets with their
    /// verdicts, and how the run was made.
    static func json(_ results: BenchmarkResults, environment: RunEnvironment) -> String {
        var object: [(String, JSON)] = [
            ("tool", .string("keyboard-bench")),
            ("mode", .string(results.configuration.name)),
            ("rounds", .number(Double(results.configuration.rounds))),
            ("scaling_rounds", .number(Double(results.configuration.scalingRounds))),
            ("pool_size", .number(Double(KeyboardPosts.poolSize))),
            ("cores", .number(Double(environment.cores))),
            ("load_average_before", .number(environment.loadBefore)),
            ("load_average_after", .number(environment.loadAfter)),
            ("debug_build", .bool(environment.isDebugBuild)),
            ("allocations_counted", .bool(Allocations.isCounting)),
            ("instructions_counted", .bool(results.instructions.pipeline != nil)),
        ]
        for figure in results.sections.flatMap(\.figures) where !figure.key.contains("[") {
            object.append((figure.key, .number(figure.value)))
        }
        func byHosts(_ series: [Double]) -> JSON {
            .object(zip(BenchmarkConfiguration.hostCounts, series).map { (String($0), .number($1)) })
        }
        object.append(("pipeline_ns_by_hosts", byHosts(results.scalingPipeline)))
        object.append(("dispatch_ns_by_hosts", byHosts(results.scalingDispatch)))
        object.append(("raw_observers_ns_by_hosts", byHosts(results.scalingRaw)))
        object.append(("rss_cycles", .number(Double(results.residentGrowth.cycles))))
        object.append(("rss_posting_events", .number(Double(results.postingGrowth.cycles))))
        object.append(
            (
                "budgets",
                .object(
                    results.budgets.map { figure in
                        (
                            figure.key,
                            .object([
                                ("value", .number(figure.value)), ("limit", .number(figure.budget)),
                                ("met", figure.isMet.map(JSON.bool) ?? .null),
                            ])
                        )
                    })
            ))
        object.append(("budgets_met", .number(Double(results.budgets.filter { $0.isMet == true }.count))))
        object.append(("budgets_total", .number(Double(results.budgets.count))))
        object.append(("checks_failed", .array(results.failures.map(JSON.string))))
        object.append(("seconds", .number(results.seconds)))
        return JSON.object(object).text
    }
}

/// Just enough JSON to print one object with its keys in a fixed order.
indirect enum JSON {
    case null
    case bool(Bool)
    case number(Double?)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            guard let value, value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return abs(value) >= 1 ? Self.trimmed(value) : String(format: "%.6g", value)
        case .string(let value): return Self.quoted(value)
        case .array(let values): return "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    /// Up to three decimals, without trailing zeros.
    private static func trimmed(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
