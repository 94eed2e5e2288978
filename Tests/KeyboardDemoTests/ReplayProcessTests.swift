#if os(Linux)
    import Foundation
    import Glibc
    import Testing

    // `keyboard-demo replay` as users run it: the built executable in a child process, reading
    // pipes, `/dev/stdin`, process substitutions, named pipes, `/dev/null`, a closed standard input
    // and an endless one; and its peak memory on a generated document, read from wait4's rusage.

    /// A finished child: its exit status (128 + the signal when one ended it), its standard error,
    /// and its peak resident set.
    struct ChildOutcome {
        var status: Int32
        var err: String
        var peakKiB: Int
    }

    /// Runs programs with their standard streams on files.
    enum ChildProcess {
        /// The built `keyboard-demo`, beside the test runner.
        static let demo: String? = {
            let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            let path = folder.appendingPathComponent("keyboard-demo").path
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }()

        /// Runs `program` with `arguments`, standard input from `input` (`nil`: closed), standard
        /// output to `output` and standard error to a file that is returned.
        static func run(
            _ program: String, _ arguments: [String], input: String? = "/dev/null", output: String = "/dev/null"
        ) throws -> ChildOutcome {
            let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("replay-err-\(UUID())").path
            defer { unlink(errPath) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if let input {
                posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
            } else {
                posix_spawn_file_actions_addclose(&actions, 0)
            }
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let argv = ([program] + arguments).map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid = pid_t()
            let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
            try #require(spawned == 0, "posix_spawn \(program): \(spawned)")
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
            let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
            let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            return ChildOutcome(status: code, err: err, peakKiB: usage.ru_maxrss)
        }

        /// Runs `script` in bash with `$0` the demo and `$1`… the `arguments`.
        static func bash(_ script: String, _ arguments: [String] = [], output: String = "/dev/null") throws
            -> ChildOutcome
        {
            let demo = try #require(demo, "keyboard-demo is not built beside the tests")
            return try run("/bin/bash", ["-c", script, demo] + arguments, output: output)
        }
    }

    @Suite(.serialized) struct ReplayProcessTests {
        static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples").standardizedFileURL
        static let example = examples.appendingPathComponent("iphone6-nslog.json").path
        static let expected =
            (try? String(
                contentsOf: examples.appendingPathComponent("iphone6-nslog.output.json"), encoding: .utf8)) ?? "?"

        static func temporary(_ name: String) -> String {
            FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID())-\(name)").path
        }

        @Test(arguments: [
            #"cat "$1" | "$0" replay /dev/stdin >"$2""#,
            #"cat "$1" | "$0" replay - >"$2""#,
            #"exec "$0" replay <(cat "$1") >"$2""#,
            #"fifo="$2.fifo"; mkfifo "$fifo" && { cat "$1" >"$fifo" & "$0" replay "$fifo" >"$2"; }; s=$?; rm -f "$fifo"; exit $s"#,
        ])
        func readsEveryInputAUserCanPipe(script: String) throws {
            let out = Self.temporary("out.json")
            defer { unlink(out) }
            let child = try ChildProcess.bash(script, [Self.example, out])
            #expect(child.status == 0, "\(child.err)")
            #expect(child.err.isEmpty)
            #expect((try? String(contentsOfFile: out, encoding: .utf8)) == Self.expected)
        }

        @Test(arguments: [
            (#"exec "$0" replay /dev/null"#, "keyboard-demo: /dev/null: the input is empty"),
            (#"exec "$0" replay - </dev/null"#, "keyboard-demo: standard input: the input is empty"),
            (#"exec "$0" replay - <&-"#, "keyboard-demo: cannot read standard input: "),
            (#"exec "$0" replay /dev/stdin <&-"#, "keyboard-demo: cannot read /dev/stdin: "),
            (#"exec "$0" replay - </dev/zero"#, "is larger than 256 MiB, the most a replay reads"),
            (#"exec "$0" replay /tmp"#, "keyboard-demo: cannot read /tmp: "),
        ])
        func unreadableInputsExitOneWithAMessage(script: String, message: String) throws {
            let child = try ChildProcess.bash(script)
            #expect(child.status == 1, "\(child.err)")
            #expect(child.err.hasPrefix("keyboard-demo: "))
            #expect(child.err.contains(message), "\(child.err)")
            #expect(!child.err.contains("permission"))
        }

        /// A document of `rounds` times the notifications of two examples (NSLog prints, JSON
        /// `userInfo`s, notifications that cannot be read) and `empty` empty notifications.
        static func document(rounds: Int, empty: Int) throws -> Data {
            let entries = try ["iphone6-nslog", "ipad-hardware-floating-remote"].flatMap { name in
                let url = examples.appendingPathComponent("\(name).json")
                let example = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
                return try #require(example?["notifications"] as? [Any]).map {
                    String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self)
                }
            }
            let notifications =
                Array(repeating: entries.joined(separator: ",\n"), count: rounds)
                + Array(repeating: "{}", count: empty)
            return Data(
                (#"{"screen": {"width": 375, "height": 667}, "host": {"focus": {"x": 16, "y": 600, "width": 343, "height": 44}}, "#
                    + #""notifications": [\#(notifications.joined(separator: ","))]}"#).utf8)
        }

        /// The peak resident set of a replay grows by at most 10× the document: measured on a
        /// 4 MB document of 8,400 notifications and 100,000 empty ones, over a replay
        /// of a small document of the same kinds.
        @Test func peakMemoryIsProportionalToTheDocument() throws {
            let demo = try #require(ChildProcess.demo, "keyboard-demo is not built beside the tests")
            let small = Self.temporary("small.json")
            let large = Self.temporary("large.json")
            defer {
                unlink(small)
                unlink(large)
            }
            try Self.document(rounds: 1, empty: 10).write(to: URL(fileURLWithPath: small))
            let data = try Self.document(rounds: 400, empty: 100_000)
            #expect(data.count > 3_000_000)
            try data.write(to: URL(fileURLWithPath: large))
            let base = try ChildProcess.run(demo, ["replay", small])
            let child = try ChildProcess.run(demo, ["replay", large])
            #expect(base.status == 0 && child.status == 0, "\(base.err)\(child.err)")
            let grown = Double(child.peakKiB - base.peakKiB) * 1024
            #expect(
                grown <= 10 * Double(data.count),
                "peak \(child.peakKiB) KiB, \(base.peakKiB) KiB for a small document: \(grown / Double(data.count))× the \(data.count) bytes"
            )
        }
    }
#endif
