import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads what a user gives `replay` (a file, a pipe, a device) to its end, at most ``limit`` bytes.
enum ReplayFile {
    /// The most bytes a replay reads: 256 MiB.
    static let limit = 256 << 20

    static func contents(of path: String) throws(ReplayFileError) -> Data {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .system() }
        defer { close(descriptor) }
        return try contents(of: descriptor)
    }

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
