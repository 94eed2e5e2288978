import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardSamples

/// Memory that stays: resident growth after many register / release cycles (a budget), and
/// after many posts (a leak detector), each measured in a fresh process of this executable.
enum Memory {
    /// What many cycles of some work left behind, measured in a fresh process.
    struct Growth {
        var cycles: Int
        /// Growth of the resident set; nil where it cannot be read (no `/proc`).
        var bytes: Int?
        var seconds: Double
        /// Hosts in the wrong state after the cycles (0 is right): of the register cycle, watched
        /// controllers still alive after their release; of the posting run, the host no longer
        /// registered.
        var hostsLeft: Int

        static let none = Growth(cycles: 0, bytes: nil, seconds: 0, hostsLeft: 0)
    }

    /// The flag of the child process that measures memory growth: `--memory-child KIND COUNT`,
    /// KIND `register` (``registerGrowth(cycles:)``) or `posting` (``postingGrowth(events:)``).
    static let childFlag = "--memory-child"

    /// Runs ``registerGrowth(cycles:)`` or ``postingGrowth(events:)`` in a fresh process, whose
    /// heap has no freed memory of earlier measurements in which growth could hide.
    static func measureInChild(_ kind: String, count: Int) throws -> Growth {
        let numbers = try ChildProcess.run([childFlag, kind, String(count)])
        guard numbers.count == 3 else { throw ChildProcess.Failure(description: "memory child printed \(numbers)") }
        return Growth(
            cycles: count, bytes: numbers[0].isFinite ? Int(numbers[0]) : nil, seconds: numbers[1],
            hostsLeft: Int(numbers[2]))
    }

    /// The child's side of ``measureInChild(_:count:)``.
    @MainActor
    static func runChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else { return 2 }
        let growth: Growth
        switch arguments[0] {
        case "register": growth = registerGrowth(cycles: count)
        case "posting": growth = postingGrowth(events: count)
        default: return 2
        }
        ChildProcess.reply([growth.bytes.map(Double.init) ?? .nan, growth.seconds, Double(growth.hostsLeft)])
        return 0
    }

    /// Resident memory growth over `cycles` cycles of: a window and a
    /// `TransferConfirmViewController` are created, the controller is presented (which registers it
    /// and, the keyboard being up, lays it out at once), and both are released without
    /// unregistering.
    ///
    /// A warm-up of a hundredth of the cycles runs first so that allocator pools and lazily
    /// created runtime state are in place before the first reading.
    @MainActor
    static func registerGrowth(cycles: Int) -> Growth {
        let center = NotificationCenter()
        do {
            // Put the keyboard up through the monitor, so that later hosts are laid out at once.
            let window = HeadlessWindow(screen: KeyboardPosts.screen, safeAreaInsets: KeyboardPosts.safeArea)
            let first = TransferConfirmViewController(center: center)
            first.present(in: window)
            let show = KeyboardPosts.initialShow()
            center.post(name: show.name, object: nil, userInfo: show.userInfo)
        }
        // One controller in a thousand is watched through a weak reference: any of them alive
        // after the loop is a leak. The array is sized before the first reading.
        var watched: [WeakController] = []
        watched.reserveCapacity(cycles / WeakController.sampling + 1)
        func cycle(_ count: Int, watching: Bool) {
            for index in 0..<count {
                let window = HeadlessWindow(screen: KeyboardPosts.screen, safeAreaInsets: KeyboardPosts.safeArea)
                let controller = TransferConfirmViewController(center: center)
                controller.present(in: window)
                BlackHole.consume(controller.view.frame.minY)
                if watching, index % WeakController.sampling == 0 { watched.append(WeakController(value: controller)) }
            }
        }
        cycle(max(1, cycles / 100), watching: false)
        let before = ProcFile.residentBytes()
        let start = Clock.now()
        cycle(cycles, watching: true)
        let seconds = Double(Clock.now() - start) / 1e9
        let after = ProcFile.residentBytes()
        let hostsLeft = watched.count { $0.value != nil }
        return Growth(cycles: cycles, bytes: growth(before, after), seconds: seconds, hostsLeft: hostsLeft)
    }

    /// Resident memory growth over `events` posts to one registered sample controller, show and
    /// hide alternating (after a warm-up of a hundredth of them). Every event returns the host
    /// to a state it had before, so growth means memory that is never freed.
    @MainActor
    static func postingGrowth(events: Int) -> Growth {
        let fixture = PipelineFixture(hosts: 1)
        fixture.post(max(2, events / 100 / 2 * 2))
        let before = ProcFile.residentBytes()
        let start = Clock.now()
        fixture.post(events / 2 * 2)
        let seconds = Double(Clock.now() - start) / 1e9
        let after = ProcFile.residentBytes()
        return Growth(
            cycles: events / 2 * 2, bytes: growth(before, after), seconds: seconds,
            hostsLeft: fixture.controllers.count { !$0.isKeyboardRegistered })
    }

    private static func growth(_ before: Int?, _ after: Int?) -> Int? {
        guard let before, let after else { return nil }
        return after - before
    }
}

/// A controller watched for a leak: `value` is `nil` once it is released.
@MainActor
private struct WeakController {
    /// How many controllers of the register cycle there are per watched one.
    static let sampling = 1_000
    weak var value: TransferConfirmViewController?
}
