/// Why a subcommand could not do its work: the message `repo-check` prints and the status it exits with.
///
/// A check that runs and finds problems is no failure: it prints them and returns 1. A failure is a
/// command line that names no valid subcommand or arguments (status 2, ``usage(_:)``), or an input that
/// cannot be read or decoded (status 1, ``unreadable(_:_:)``), which is what the Python heredocs exited with.
struct Failure: Error {
    /// The exit status of a usage error.
    static let usageStatus: Int32 = 2

    /// What went wrong, printed on standard error after `repo-check: `.
    let message: String
    /// The exit status: ``usageStatus`` for a usage error, 1 otherwise.
    let status: Int32

    /// A usage error: bad or missing arguments; `repo-check` prints its usage after the message.
    static func usage(_ message: String) -> Failure {
        Failure(message: message, status: usageStatus)
    }

    /// An input file that cannot be read, written or decoded: `PATH: REASON`.
    static func unreadable(_ path: String, _ reason: String) -> Failure {
        Failure(message: "\(path): \(reason)", status: 1)
    }
}
