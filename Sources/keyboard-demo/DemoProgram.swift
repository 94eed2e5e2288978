import Foundation
import KeyboardAvoidanceTesting

/// Where the demo reads and writes: the terminal and the file system, or buffers in tests.
struct DemoIO {
    var out: (String) -> Void
    var err: (String) -> Void
    var readFile: (String) throws -> Data
    var readInput: () throws -> Data
    var writeFile: (String, Data) throws -> Void

    static var standard: DemoIO {
        DemoIO(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            readFile: { try ReplayFile.contents(of: $0) },
            readInput: { try ReplayFile.contents(of: STDIN_FILENO) },
            writeFile: { try $1.write(to: URL(fileURLWithPath: $0)) })
    }
}

/// The demo program: parses the arguments, runs the command, and returns the exit status (0 done,
/// 1 a replay or storyboard file could not be read or written, 2 a usage error).
@MainActor
struct DemoProgram {
    let io: DemoIO

    func run(_ arguments: [String]) -> Int32 {
        do {
            switch try DemoCommand.parse(arguments) {
            case .help: io.out(DemoCommand.usage + "\n")
            case .list: io.out(listing())
            case .sessions(let device, let samples, let svg):
                return sessions(device: device, samples: samples, svg: svg)
            case .replay(let path): return replay(path)
            }
            return 0
        } catch {
            io.err("keyboard-demo: \(error)\n")
            return 2
        }
    }

    /// The devices with their numbers and sources, and the samples.
    func listing() -> String {
        var lines = ["devices (--device NAME; each in both orientations; heights: predictive / without / emoji):"]
        for device in DemoDevices.all {
            let marker = device == DemoDevices.standard ? " (default)" : ""
            lines.append("  \(device.name)\(marker) — \(Self.summary(of: device))")
            lines.append("      \(device.source)")
        }
        lines.append("samples (--sample NAME):")
        for sample in DemoSample.all { lines.append("  \(sample.name) — \(sample.approach)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `390×844 phone; keyboard 336 / 291 / 333 pt; hardware bar 78 pt; window …`.
    static func summary(of device: KeyboardDeviceProfile) -> String {
        var parts = [
            "\(Format.number(device.screenSize.width))×\(Format.number(device.screenSize.height)) \(device.idiom.rawValue)",
            "keyboard \(Format.number(device.keyboardHeight)) / \(Format.number(device.keyboardHeightWithoutPredictive))"
                + " / \(Format.number(device.emojiKeyboardHeight)) pt",
        ]
        if device.hardwareKeyboardBarHeight > 0 {
            parts.append("hardware bar \(Format.number(device.hardwareKeyboardBarHeight)) pt")
        }
        if let window = device.windowFrame { parts.append("window \(Format.rect(window))") }
        return parts.joined(separator: "; ")
    }

    private func sessions(device: KeyboardDeviceProfile, samples: [DemoSample], svg: String?) -> Int32 {
        let runs = samples.map { DemoSession(sample: $0, device: device).run() }
        io.out(runs.map(DemoTimeline.text).joined(separator: "\n\n") + "\n")
        guard let svg else { return 0 }
        do {
            try io.writeFile(svg, Data(Storyboard(runs: runs).svg.utf8))
        } catch {
            io.err("keyboard-demo: cannot write the storyboard to \(svg): \(error.localizedDescription)\n")
            return 1
        }
        io.out("storyboard: \(svg) (\(runs.map(\.steps.count).reduce(0, +)) panels)\n")
        return 0
    }

    /// `replay FILE|-` (`-`: standard input): writes `{"results": […]}`, a line per result as posted; 1 if unreadable.
    private func replay(_ path: String) -> Int32 {
        let name = path == "-" ? "standard input" : path
        let document: ReplayDocument
        do {
            document = try ReplayDocument.read(path == "-" ? io.readInput() : io.readFile(path))
        } catch let error as ReplayDocumentError {
            io.err("keyboard-demo: \(name): \(error)\n")
            return 1
        } catch {
            io.err("keyboard-demo: cannot read \(name): \(error.localizedDescription)\n")
            return 1
        }
        var output = "{\"results\": ["
        var count = 0
        let verdict = ReplayRunner(document: document).run { result in
            output += (count == 0 ? "\n  " : ",\n  ") + result.json.text
            count += 1
            if output.utf8.count >= 1 << 16 {
                io.out(output)
                output = ""
            }
        }
        io.out(output + (count == 0 ? "],\n" : "\n],\n") + "\"laws\": \(verdict.json.text)}\n")
        return 0
    }
}
