import Foundation

/// The `repo-check` command: reads the arguments, runs one subcommand and exits with its status.
///
/// Each subcommand prints the lines the script it serves shows (the scripts' output is unchanged from when
/// these checks were Python heredocs). The exit status is 0 when all is well, 1 when the check found a
/// problem or could not read its input, and 2 on a usage error.
@main
enum RepoCheck {
    /// The text `--help` prints, and a usage error after its message.
    static let usage = """
        usage: repo-check undocumented ROOT GRAPHS MODULE...
               repo-check topics LANDING GRAPHS MODULE
               repo-check triple

          undocumented    list the public symbols of each MODULE (graphs in GRAPHS/MODULE/*.symbols.json)
                          that DocC would show without an abstract, as file:line relative to ROOT;
                          exits 1 when there is one (Scripts/build-docs.sh)
          topics          list the top-level symbols of GRAPHS/MODULE.symbols.json that the landing page
                          LANDING does not link under its `## Topics` heading; exits 1 when there is one
                          (Scripts/build-docs.sh)
          triple          print the host's target triple, from `swift -print-target-info`
        """

    /// Runs the subcommand named by the command line and exits with its status.
    ///
    /// A ``Failure`` is printed on standard error as `repo-check: MESSAGE` (followed by ``usage`` for a usage
    /// error) and exits with the failure's status.
    static func main() {
        do {
            exit(try run(Array(CommandLine.arguments.dropFirst())))
        } catch {
            let failure = error as? Failure ?? Failure(message: "\(error)", status: 1)
            var text = "repo-check: \(failure.message)\n"
            if failure.status == Failure.usageStatus {
                text += usage + "\n"
            }
            FileHandle.standardError.write(Data(text.utf8))
            exit(failure.status)
        }
    }

    /// Runs the subcommand named by the first of `arguments` with the others, and returns its exit status.
    ///
    /// `-h`, `--help` or `help`, alone or after a subcommand, prints ``usage`` and returns 0. An argument that
    /// starts with `-` is no path or module name any subcommand takes, so it is a usage error.
    ///
    /// - Throws: ``Failure`` on a usage error or an input that cannot be read.
    static func run(_ arguments: [String]) throws -> Int32 {
        guard let command = arguments.first else {
            throw Failure.usage("no subcommand")
        }
        let rest = Array(arguments.dropFirst())
        if ["-h", "--help", "help"].contains(command) || rest == ["-h"] || rest == ["--help"] {
            print(usage)
            return 0
        }
        if let option = rest.first(where: { $0.hasPrefix("-") }) {
            throw Failure.usage("\(command): unknown option \(option)")
        }
        switch command {
        case "undocumented": return try Undocumented.run(rest)
        case "topics": return try Topics.run(rest)
        case "triple": return try Triple.run(rest)
        default: throw Failure.usage("unknown subcommand \(command)")
        }
    }
}
