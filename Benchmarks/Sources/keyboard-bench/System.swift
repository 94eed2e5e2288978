import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the machine was doing: the run's context, printed beside the figures (timings on
/// shared cores vary with the load; compare ratios measured in one run).
struct RunEnvironment {
    var cores = ProcessInfo.processInfo.activeProcessorCount
    /// The 1-minute load average when the run started and when it ended (nil off Linux).
    var loadBefore: Double?
    var loadAfter: Double?
    var isDebugBuild: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// The environment as a run starts.
    static func start() -> RunEnvironment { RunEnvironment(loadBefore: ProcFile.loadAverage()) }

    mutating func finish() { loadAfter = ProcFile.loadAverage() }

    var summary: String {
        var text = "\(cores) cores"
        if let loadBefore, let loadAfter {
            text += ", load average \(String(format: "%.2f", loadBefore)) → \(String(format: "%.2f", loadAfter))"
        }
        return text + (isDebugBuild ? ", DEBUG build (figures meaningless)" : "")
    }
}

/// Small readers of `/proc` files that allocate nothing: `open` / `read` into a stack buffer
/// (reading through Foundation allocates, and keeps, buffers on first use, which a memory
/// measurement would count as growth).
enum ProcFile {
    /// The first `capacity` bytes of `path` passed to `body`, or nil when it cannot be read.
    static func withContents<T>(of path: String, capacity: Int = 128, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> T? in
            guard let base = buffer.baseAddress else { return nil }
            let count = read(descriptor, base, buffer.count)
            guard count > 0 else { return nil }
            return body(UnsafeBufferPointer(rebasing: buffer.prefix(count)))
        }
    }

    /// The unsigned integer in the space-separated field `index` of `bytes`.
    static func integerField(_ index: Int, of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var field = 0
        var value: Int?
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                if field == index { break }
                field += 1
            } else if field == index, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                value = (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
            }
        }
        return value
    }

    /// The process's resident set size in bytes (`/proc/self/statm`, field 1, in pages); nil
    /// where there is no `/proc`.
    static func residentBytes() -> Int? {
        guard let pages = withContents(of: "/proc/self/statm", { integerField(1, of: $0) }) ?? nil else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The 1-minute load average (`/proc/loadavg`, field 0).
    static func loadAverage() -> Double? {
        let text = withContents(of: "/proc/loadavg") { String(decoding: $0, as: UTF8.self) } ?? nil
        return text?.split(separator: " ").first.flatMap { Double($0) }
    }
}
