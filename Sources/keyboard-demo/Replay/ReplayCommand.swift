import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keyboard-demo replay FILE|-`: reads a document, replays it and writes `{"results": […]}`, one
/// line per result as each notification is posted.
@MainActor
struct ReplayCommand {
    let io: DemoIO

    /// Replays the document at `path` (`-`: standard input); the exit status (1: unreadable).
    func run(_ path: String) -> Int32 {
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
        ReplayRunner(document: document).run { result in
            output += (count == 0 ? "\n  " : ",\n  ") + result.json.text
            count += 1
            if output.utf8.count >= 1 << 16 {
                io.out(output)
                output = ""
            }
        }
        io.out(output + (count == 0 ? "]}\n" : "\n]}\n"))
        return 0
    }
}

/// Reads what a user gives `replay` (a file, a pipe, a device) to its end, at most ``limit`` bytes.
enum ReplayFile {
    /// The most bytes a replay reads: 256 MiB.
    static let limit = 256 << 20

    /// The bytes of the file at `path`.
    static func contents(of path: String) throws(ReplayFileError) -> Data {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .system() }
        defer { close(descriptor) }
        return try contents(of: descriptor)
    }

    /// The bytes read from `descriptor` until its end.
    static func contents(of descriptor: Int32) throws(ReplayFileError) -> Data {
        var (data, chunk) = (Data(), [UInt8](repeating: 0, count: 1 << 16))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                guard errno == EINTR else { throw .system() }
                continue
            }
            guard data.count + count <= limit else {
                throw ReplayFileError(errorDescription: "it is larger than \(limit >> 20) MiB, the most a replay reads")
            }
            data.append(contentsOf: chunk[..<count])
        }
    }
}

/// Why the input of a replay could not be read.
struct ReplayFileError: LocalizedError {
    var errorDescription: String?

    /// The system's description of `errno` (`Bad file descriptor`).
    static func system() -> ReplayFileError { ReplayFileError(errorDescription: String(cString: strerror(errno))) }
}
