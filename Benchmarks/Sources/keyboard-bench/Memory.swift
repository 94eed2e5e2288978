import Foundation
import KeyboardAvoidance

/// Memory that stays: resident growth over many cycles of a host created, registered, shown and
/// hidden the keyboard, and released while registered, measured in a fresh process of this
/// executable (whose heap has no freed memory of earlier measurements in which growth could hide).
enum Memory {
    /// What the cycles left behind.
    struct Growth {
        var cycles: Int
        /// Growth of the resident set; nil where it cannot be read (no `/proc`).
        var bytes: Int?
        /// Watched hosts (1 in 1,000) still alive after the cycles: 0 is right.
        var hostsLeft: Int

        /// Not measured.
        static let none = Growth(cycles: 0, bytes: nil, hostsLeft: 0)
    }

    /// The flag of the child process: `--memory-child CYCLES`.
    static let childFlag = "--memory-child"

    /// Runs ``cycles(_:)`` in a fresh process.
    static func measureInChild(cycles: Int) throws -> Growth {
        let numbers = try ChildProcess.run([childFlag, String(cycles)])
        guard numbers.count == 2 else { throw ChildProcess.Failure(description: "memory child printed \(numbers)") }
        return Growth(cycles: cycles, bytes: numbers[0].isFinite ? Int(numbers[0]) : nil, hostsLeft: Int(numbers[1]))
    }

    /// The child's side of ``measureInChild(cycles:)``.
    @MainActor
    static func runChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let count = Int(arguments[0]), count > 0 else { return 2 }
        let growth = cycles(count)
        ChildProcess.reply([growth.bytes.map(Double.init) ?? .nan, Double(growth.hostsLeft)])
        return 0
    }

    /// Resident growth over `count` cycles of: a ``ConstantHost`` is created and registered, a show
    /// and a hide are posted, and the host is released without unregistering.
    ///
    /// A warm-up of a hundredth of the cycles runs first, so that allocator pools and lazily
    /// created runtime state are in place before the first reading.
    @MainActor
    static func cycles(_ count: Int) -> Growth {
        let fixture = PostingFixture()
        var watched: [WeakHost] = []
        watched.reserveCapacity(count / WeakHost.sampling + 1)
        func run(_ count: Int, watching: Bool) {
            for index in 0..<count {
                let host = ConstantHost(center: fixture.center)
                host.registerKeyboardNotifications()
                fixture.post(2)
                BlackHole.consume(host.rootView.keyboardTranslation)
                if watching, index % WeakHost.sampling == 0 { watched.append(WeakHost(value: host)) }
            }
        }
        run(max(1, count / 100), watching: false)
        let before = ProcFile.residentBytes()
        run(count, watching: true)
        let after = ProcFile.residentBytes()
        let bytes = before.flatMap { before in after.map { $0 - before } }
        return Growth(cycles: count, bytes: bytes, hostsLeft: watched.count { $0.value != nil })
    }
}

/// A host watched for a leak: `value` is `nil` once it is released.
@MainActor
private struct WeakHost {
    /// How many hosts of the cycles there are per watched one.
    static let sampling = 1_000
    weak var value: ConstantHost?
}
