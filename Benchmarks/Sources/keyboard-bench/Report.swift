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

/// One reported number, with its limit (a budget the run judges) and its goal, if any; both
/// are upper bounds.
struct Figure {
    let key: String
    let what: String
    let value: Double?
    let unit: Unit
    var limit: Double? = nil
    var goal: Double? = nil

    /// Whether the value is within the limit; `nil` without a limit or without a value.
    var isMet: Bool? { Self.within(value, limit) }

    /// Whether the value is within the goal; `nil` without a goal or without a value.
    var isGoalMet: Bool? { Self.within(value, goal) }

    private static func within(_ value: Double?, _ bound: Double?) -> Bool? {
        guard let bound, let value, value.isFinite else { return nil }
        return value <= bound
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
        let counts = configuration.hostCounts
        var scaling: [Figure] = []
        for (index, count) in counts.enumerated() where index < scalingHosts.count {
            scaling.append(
                Figure(
                    key: "hosts_ns[\(count)]", what: "post to \(count) host\(count == 1 ? "" : "s")",
                    value: scalingHosts[index], unit: .nanoseconds))
            scaling.append(
                Figure(
                    key: "observers_ns[\(count)]", what: "post to 1 host + \(count - 1) no-op block observers",
                    value: scalingObservers[index], unit: .nanoseconds))
        }
        scaling += [
            Figure(key: "per_host_ns", what: "slope per extra host", value: perHostSlope, unit: .nanoseconds),
            Figure(
                key: "per_raw_observer_ns", what: "slope per extra no-op block observer", value: perRawObserverSlope,
                unit: .nanoseconds),
            Figure(
                key: "per_host_marginal_vs_raw", what: "per extra host / per extra raw observer",
                value: perHostMarginalVsRaw, unit: .ratio, limit: 3, goal: 1),
            Figure(
                key: "per_host_instr", what: "instructions per extra host ((1,000 − 1) / 999)",
                value: instructions.perHost, unit: .instructions),
            Figure(
                key: "per_raw_observer_instr", what: "instructions per extra no-op block observer",
                value: instructions.perRawObserver, unit: .instructions),
            Figure(
                key: "per_host_marginal_vs_raw_instr", what: "per extra host / per extra raw observer, instructions",
                value: instructions.perHostVsRaw, unit: .ratio, limit: 3, goal: 1),
        ]
        return [
            Section(
                title: "One notification posted",
                figures: [
                    Figure(
                        key: "raw_post_ns", what: "post to one no-op block observer: the floor", value: rawPost,
                        unit: .nanoseconds),
                    Figure(
                        key: "naive_ns", what: "tutorial observer: 2 casts, translation = −height", value: naive,
                        unit: .nanoseconds),
                    Figure(
                        key: "pipeline_ns", what: "the kit: monitor, parse, state, hooks, shift", value: pipeline,
                        unit: .nanoseconds),
                    Figure(
                        key: "pipeline_vs_naive", what: "pipeline / naive", value: pipelineVsNaive, unit: .ratio,
                        limit: 1.5, goal: 1),
                    Figure(key: "pipeline_vs_raw", what: "pipeline / raw post", value: pipelineVsRaw, unit: .ratio),
                    Figure(
                        key: "raw_post_instr", what: "instructions: raw post", value: instructions.rawPost,
                        unit: .instructions),
                    Figure(
                        key: "naive_instr", what: "instructions: tutorial observer", value: instructions.naive,
                        unit: .instructions),
                    Figure(
                        key: "pipeline_instr", what: "instructions: the kit", value: instructions.pipeline,
                        unit: .instructions),
                    Figure(
                        key: "pipeline_vs_naive_instr", what: "pipeline / naive, instructions",
                        value: instructions.pipelineVsNaive, unit: .ratio, limit: 1.5, goal: 1),
                    Figure(
                        key: "pipeline_vs_raw_instr", what: "pipeline / raw post, instructions",
                        value: instructions.pipelineVsRaw, unit: .ratio),
                ]),
            Section(title: "One more host (all on one center)", figures: scaling),
            Section(
                title: "Registration at scale",
                figures: [
                    Figure(
                        key: "register_pair_\(configuration.registeredHosts)_us",
                        what: "register + unregister beside \(configuration.registeredHosts.grouped) hosts",
                        value: registerPair / 1_000, unit: .microseconds, limit: 20)
                ]),
            Section(
                title: "First event (medians of \(firstEvent.processes) fresh processes)",
                figures: [
                    Figure(
                        key: "first_event_us", what: "the kit: register (monitor created) + first post, shift applied",
                        value: firstEvent.kit, unit: .microseconds, limit: 1_000),
                    Figure(
                        key: "first_event_register_us", what: "of which the registration",
                        value: firstEvent.kitRegistration, unit: .microseconds),
                    Figure(
                        key: "naive_first_event_us", what: "the tutorial: its observer added + first post",
                        value: firstEvent.naive, unit: .microseconds),
                    Figure(
                        key: "first_event_vs_naive", what: "first event: kit / tutorial", value: firstEventVsNaive,
                        unit: .ratio),
                ]),
            Section(
                title: "Heap allocations (exact)",
                figures: [
                    Figure(
                        key: "allocs_per_event", what: "pipeline post − raw post: the kit's own",
                        value: allocationsPerEvent, unit: .allocations, limit: 2),
                    Figure(
                        key: "allocs_raw_post", what: "a raw post", value: allocationsRawPost, unit: .allocations),
                    Figure(
                        key: "allocs_pipeline_post", what: "a pipeline post", value: allocationsPipelinePost,
                        unit: .allocations),
                ]),
            Section(
                title: "Memory (fresh process)",
                figures: [
                    Figure(
                        key: "rss_growth_bytes",
                        what: "resident growth, \(memory.cycles.grouped) create / register / show / hide / release",
                        value: memory.bytes.map(Double.init), unit: .bytes, limit: 65_536)
                ]),
        ]
    }

    /// The figures with a limit.
    var budgets: [Figure] { sections.flatMap(\.figures).filter { $0.limit != nil } }

    /// The figures with a goal.
    var goals: [Figure] { sections.flatMap(\.figures).filter { $0.goal != nil } }

    /// The figures measured beyond their limit.
    var missedLimits: [Figure] { budgets.filter { $0.isMet == false } }

    /// Whether the run fails for its figures: a full run that missed a limit (quick runs report
    /// missed limits without failing: their figures are rough).
    var failsLimits: Bool { configuration.enforcesLimits && !missedLimits.isEmpty }
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

    /// `≤ limit`, or nothing.
    var formattedLimit: String { limit.map { "≤ " + Self.format($0, unit) + unit.suffix } ?? "" }

    /// `key value > limit`, for the list of missed limits.
    var missedLine: String { "`\(key)` \(formattedValue) > \(formattedLimit.dropFirst(2)) (\(what))" }

    /// `≤ goal`, or nothing.
    var formattedGoal: String { goal.map { "≤ " + Self.format($0, unit) + unit.suffix } ?? "" }

    /// `met`, `missed` or `not measured` for a figure with a limit; nil without one.
    var limitVerdict: String? {
        guard limit != nil else { return nil }
        switch isMet {
        case true?: return "met"
        case false?: return "missed"
        case nil: return "not measured"
        }
    }

    /// Whether the limit is met (a missed one in bold), then whether the goal is.
    var verdict: String {
        var parts: [String] = []
        if let limitVerdict { parts.append(isMet == false ? "**\(limitVerdict)**" : limitVerdict) }
        switch isGoalMet {
        case true?: parts.append("goal met")
        case false?: parts.append("goal not yet")
        case nil: break
        }
        return parts.joined(separator: ", ")
    }

    /// `value` as the table prints it in `unit` (without the unit).
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

/// The run's two outputs: the Markdown table and the JSON object.
enum Report {
    /// The Markdown table: one row per figure, its limit and goal and whether each is met.
    static func table(_ results: BenchmarkResults, environment: RunEnvironment) -> String {
        let rightAligned: Set<Int> = [2, 3, 4]
        var rows: [[String]] = [["figure", "what", "value", "limit", "goal", ""]]
        for section in results.sections {
            rows.append(["**\(section.title)**", "", "", "", "", ""])
            for figure in section.figures {
                rows.append([
                    "`\(figure.key)`", figure.what, figure.formattedValue, figure.formattedLimit, figure.formattedGoal,
                    figure.verdict,
                ])
            }
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        var lines = [line(rows[0])]
        lines.append(
            "|"
                + widths.enumerated().map { column, width in
                    rightAligned.contains(column)
                        ? String(repeating: "-", count: width + 1) + ":" : String(repeating: "-", count: width + 2)
                }.joined(separator: "|") + "|")
        lines += rows.dropFirst().map(line)

        let configuration = results.configuration
        var text = "keyboard-bench, \(configuration.name) run: \(configuration.rounds) rounds "
        text += "(scaling \(configuration.scalingRounds)), medians; "
        text += "\(KeyboardPosts.poolSize.grouped) distinct userInfo dictionaries per pool; "
        text += "\(environment.summary); \(String(format: "%.1f", results.seconds)) s\n\n"
        text += lines.joined(separator: "\n") + "\n\n"
        let judged = results.budgets.filter { $0.isMet != nil }
        text += "Limits met: \(judged.filter { $0.isMet == true }.count) of \(judged.count)"
        text += " (\(results.budgets.count - judged.count) not measured)."
        let goals = results.goals.filter { $0.isGoalMet != nil }
        text += " Goals met: \(goals.filter { $0.isGoalMet == true }.count) of \(goals.count).\n"
        let missed = results.missedLimits
        if !missed.isEmpty {
            text +=
                configuration.enforcesLimits
                ? "\nLIMITS MISSED:\n" : "\nLimits missed (quick run: rough figures, not enforced):\n"
            text += missed.map { "- " + $0.missedLine }.joined(separator: "\n") + "\n"
        }
        if !results.failures.isEmpty {
            text += "\nCHECKS FAILED:\n" + results.failures.map { "- " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }

    // MARK: - JSON

    /// One JSON object: every figure under its key, the scaling series, the limits and goals
    /// with their verdicts, and how the run was made.
    static func json(_ results: BenchmarkResults, environment: RunEnvironment) -> String {
        let configuration = results.configuration
        var object: [(String, JSON)] = [
            ("tool", .string("keyboard-bench")),
            ("mode", .string(configuration.name)),
            ("rounds", .number(Double(configuration.rounds))),
            ("scaling_rounds", .number(Double(configuration.scalingRounds))),
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
        func byCount(_ series: [Double]) -> JSON {
            .object(zip(configuration.hostCounts, series).map { (String($0), .number($1)) })
        }
        object.append(("hosts_ns_by_count", byCount(results.scalingHosts)))
        object.append(("observers_ns_by_count", byCount(results.scalingObservers)))
        object.append(("memory_cycles", .number(Double(results.memory.cycles))))
        object.append(("first_event_processes", .number(Double(results.firstEvent.processes))))
        func verdicts(
            _ figures: [Figure], bound: (Figure) -> Double?, met: (Figure) -> Bool?, verdict: (Figure) -> String
        ) -> JSON {
            .object(
                figures.map { figure in
                    (
                        figure.key,
                        .object([
                            ("value", .number(figure.value)), ("bound", .number(bound(figure))),
                            ("met", met(figure).map(JSON.bool) ?? .null),
                            ("verdict", .string(verdict(figure))),
                        ])
                    )
                })
        }
        object.append(
            ("budgets", verdicts(results.budgets, bound: \.limit, met: \.isMet) { $0.limitVerdict ?? "not measured" }))
        object.append(("budgets_met", .number(Double(results.budgets.count { $0.isMet == true }))))
        object.append(("budgets_missed", .number(Double(results.missedLimits.count))))
        object.append(("limits_missed", .array(results.missedLimits.map { .string($0.key) })))
        object.append(("limits_enforced", .bool(configuration.enforcesLimits)))
        object.append(
            (
                "goals",
                verdicts(results.goals, bound: \.goal, met: \.isGoalMet) { figure in
                    switch figure.isGoalMet {
                    case true?: "met"
                    case false?: "not yet"
                    case nil: "not measured"
                    }
                }
            ))
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
