import Foundation

/// `repo-check triple`: prints the host's target triple (`x86_64-unknown-linux-gnu`…), which
/// `swift-symbolgraph-extract -target` needs.
///
/// Runs `swift -print-target-info` (the `swift` on `PATH`, through `/usr/bin/env`) and prints the
/// `target.triple` of the JSON it prints. Its standard error is the tool's.
enum Triple {
    /// The part of `swift -print-target-info`'s JSON that holds the triple.
    private struct TargetInfo: Decodable {
        /// The compilation target.
        struct Target: Decodable {
            /// The target's triple.
            let triple: String
        }

        /// The compilation target: the host, without `-target`.
        let target: Target
    }

    /// Prints the host's triple; `arguments` must be empty. Returns the exit status, 0.
    ///
    /// - Throws: ``Failure`` on a usage error, when `swift` cannot be run or fails, or when its output is
    ///   not the expected JSON.
    static func run(_ arguments: [String]) throws -> Int32 {
        guard arguments.isEmpty else {
            throw Failure.usage("triple takes no arguments")
        }
        let command = "swift -print-target-info"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "-print-target-info"]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run \(command) (\(Text.reason(of: error)))", status: 1)
        }
        // Read to the end before waiting, so that a full pipe cannot block the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(message: "\(command) failed (status \(process.terminationStatus))", status: 1)
        }
        guard let info = try? JSONDecoder().decode(TargetInfo.self, from: data) else {
            throw Failure(message: "\(command) printed no JSON with a target.triple", status: 1)
        }
        print(info.target.triple)
        return 0
    }
}
