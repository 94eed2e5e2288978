import Foundation
import KeyboardAvoidanceTesting

/// What the command line asks for.
@MainActor
enum DemoCommand {
    case help
    case list
    /// Run sessions on a device, print their timelines and optionally write a storyboard.
    case sessions(device: KeyboardDeviceProfile, samples: [DemoSample], svg: String?)
    /// Replay a JSON document from a file, or from standard input for `-`.
    case replay(path: String)

    static let usage = """
        usage: keyboard-demo [--device NAME] [--sample NAME] [--svg FILE]
               keyboard-demo replay FILE|-
               keyboard-demo --list | --help

        Without a command, runs every sample controller (or the one --sample names) through a
        scripted keyboard session on a device (default: \(DemoDevices.standard.name)) and prints a
        timeline: each will-notification, the keyboard's frame, where it is attached, how much of
        the host it covers, the host's and the moved views' frames, and whether the focused field
        is visible. The session shows the keyboard, turns the predictive bar on, moves the focus,
        shows the emoji keyboard, rotates (when the other orientation is known), attaches a
        hardware keyboard and hides.

          --device NAME  the device (see --list); case and punctuation do not matter
          --sample NAME  one sample, by name or the start of it (Login, ScrollForm, …)
          --svg FILE     also write a storyboard picture: one panel per step, to scale
          --list         list the devices and samples
          --help         show this text

        replay FILE reads a JSON document {"screen": …, "host": …, "notifications": […]}, posts
        each notification through the kit to a headless host with the full-view shift, and writes
        {"results": […], "laws": {…}} to standard output: per notification its kind, error, whether
        the kit ignored it, the attachment, the overlap and the shift; then the laws the host broke,
        beside those the document's "laws" says the device saw. FILE may be a pipe or a device too
        (/dev/stdin, <(…)); documents larger than \(ReplayFile.limit >> 20) MiB are refused. See Examples/README.md.
        """

    /// Reads the arguments (without the program's name); throws for an unknown option or name, or a missing value.
    static func parse(_ arguments: [String]) throws(DemoUsageError) -> DemoCommand {
        if arguments.first == "replay" {
            guard arguments.count == 2, let path = arguments.last, path == "-" || !path.hasPrefix("-") else {
                throw DemoUsageError("replay needs exactly one FILE (or - for standard input)")
            }
            return .replay(path: path)
        }
        var device = DemoDevices.standard
        var samples = DemoSample.all
        var svg: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
            let option = equals.map { String(argument[..<$0]) } ?? argument
            let inline = equals.map { String(argument[argument.index(after: $0)...]) }
            /// The option's value: after `=`, or the next argument unless it is an option.
            func value() throws(DemoUsageError) -> String {
                if let inline { return inline }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw DemoUsageError("\(option) needs a value")
                }
                return next
            }
            switch option {
            case "--help", "-h": return .help
            case "--list": return .list
            case "--device": device = try resolveDevice(try value())
            case "--sample": samples = [try resolveSample(try value())]
            case "--svg": svg = try value()
            default: throw DemoUsageError("unknown argument '\(argument)'; try --help")
            }
        }
        return .sessions(device: device, samples: samples, svg: svg)
    }

    private static func resolveDevice(_ name: String) throws(DemoUsageError) -> KeyboardDeviceProfile {
        let devices = DemoDevices.all
        let wanted = key(name)
        guard !wanted.isEmpty, let device = devices.first(where: { key($0.name) == wanted }) else {
            throw DemoUsageError(
                "unknown device '\(name)'; valid devices: \(devices.map { "\"\($0.name)\"" }.joined(separator: ", "))")
        }
        return device
    }

    private static func resolveSample(_ name: String) throws(DemoUsageError) -> DemoSample {
        let samples = DemoSample.all
        let wanted = key(name)
        let matches = wanted.isEmpty ? [] : samples.filter { key($0.name).hasPrefix(wanted) }
        guard let sample = matches.first(where: { key($0.name) == wanted }) ?? matches.first else {
            throw DemoUsageError(
                "unknown sample '\(name)'; valid samples: \(samples.map(\.name).joined(separator: ", "))")
        }
        return sample
    }

    /// A name compared without case, spaces or punctuation: `"iPad (landscape)"` → `"ipadlandscape"`.
    private static func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }
}

/// A command-line mistake: the message to print before exiting with status 2.
struct DemoUsageError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
