import Foundation

/// Runs this executable again in a fresh process, for measurements that need one: the cold
/// path, and memory growth without the freed memory of earlier measurements to hide it.
enum ChildProcess {
    /// A child process that could not run or printed something unexpected.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `keyboard-bench ARGUMENTS…` and returns the numbers it printed on one line.
    ///
    /// - Throws: ``Failure`` off macOS and Linux (`Process` exists only there; the package's
    ///   other platforms build the bench but cannot spawn it).
    static func run(_ arguments: [String]) throws -> [Double] {
        #if os(macOS) || os(Linux)
            try spawn(arguments)
        #else
            throw Failure(description: "measurements in a fresh process need macOS or Linux")
        #endif
    }

    /// This executable's path, to run it again (under valgrind, too).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    #if os(macOS) || os(Linux)
        private static func spawn(_ arguments: [String]) throws -> [Double] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executablePath)
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let numbers = text.split(separator: " ").compactMap { Double($0) }
            guard process.terminationStatus == 0, !numbers.isEmpty else {
                throw Failure(
                    description:
                        "\(arguments.joined(separator: " ")) exited with \(process.terminationStatus), printed '\(text)'"
                )
            }
            return numbers
        }
    #endif

    /// Prints `numbers` on one line, for the parent.
    static func reply(_ numbers: [Double]) {
        print(numbers.map { String($0) }.joined(separator: " "))
    }
}
