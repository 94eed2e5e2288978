import Foundation
import KeyboardAvoidance

/// The first keyboard event after launch, timed in fresh processes of this executable: the kit's
/// first event, monitor creation included, against the tutorial's first.
///
/// Each child prepares what an app has before its first keyboard event and the tutorial or the
/// kit would not add: the default center that launch has already posted on (a notification of
/// another name, to an observer then removed), the keyboard's `userInfo` (UIKit builds it) and
/// the view, or the host and its root view (the app's own objects). Then it times, from one clock
/// reading to the next:
///
/// - **kit**: `registerKeyboardNotifications()` (the center's monitor is created by the first
///   registration in a process) and the first `willShow` post, delivered to the host and applied
///   by the full-view shift through the immediate animator;
/// - **naive**: the tutorial's block observer added, and the same first post handled by it.
///
/// Observers run on the posting thread, so when `post` returns the view has moved; the child checks
/// that it did. The medians over several processes are reported, so that launch noise does not
/// decide the figure.
enum FirstEvent {
    /// The flag of the child process: `--first-event-child kit|naive`.
    static let childFlag = "--first-event-child"

    /// Which first event a child times.
    enum Side: String, CaseIterable {
        /// The kit: registration, then the first post.
        case kit
        /// The tutorial: its observer added, then the first post.
        case naive
    }

    /// Medians over fresh processes, in microseconds.
    struct Times {
        /// Fresh processes per side.
        var processes: Int
        /// The kit's first event: registration (monitor creation included) and the first post.
        var kit: Double
        /// The registration part of ``kit`` (its own median).
        var kitRegistration: Double
        /// The tutorial's first event: its observer added and the first post.
        var naive: Double

        /// Not measured.
        static let none = Times(processes: 0, kit: .nan, kitRegistration: .nan, naive: .nan)
    }

    /// Runs `processes` fresh children of each side, alternately, and takes the medians.
    static func measure(processes: Int) throws -> Times {
        var kit: [Double] = []
        var kitRegistration: [Double] = []
        var naive: [Double] = []
        for _ in 0..<processes {
            for side in Side.allCases {
                let numbers = try ChildProcess.run([childFlag, side.rawValue])
                guard numbers.count == 2 else {
                    throw ChildProcess.Failure(description: "first-event child \(side) printed \(numbers)")
                }
                switch side {
                case .kit:
                    kit.append(numbers[0])
                    kitRegistration.append(numbers[1])
                case .naive: naive.append(numbers[0])
                }
            }
        }
        return Times(
            processes: processes, kit: Statistics.median(kit), kitRegistration: Statistics.median(kitRegistration),
            naive: Statistics.median(naive))
    }

    // MARK: - The child

    /// The child's side of ``measure(processes:)``: prints the first event's microseconds and
    /// those of its first part (registration, or adding the observer).
    @MainActor
    static func runChild(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let side = Side(rawValue: arguments[0]) else { return 2 }
        let show = KeyboardPosts.initialShow()
        let center = NotificationCenter.default
        launch(center)
        let view: ConstantView
        var token: (any NSObjectProtocol)?
        let start: UInt64
        let joined: UInt64
        let end: UInt64
        switch side {
        case .kit:
            let host = ConstantHost(center: center)
            view = host.rootView
            start = Clock.now()
            host.registerKeyboardNotifications()
            joined = Clock.now()
            center.post(name: show.name, object: nil, userInfo: show.userInfo)
            end = Clock.now()
            BlackHole.consume(host)
        case .naive:
            view = ConstantView()
            start = Clock.now()
            token = NaiveFixture.addObserver(to: center, moving: view)
            joined = Clock.now()
            center.post(name: show.name, object: nil, userInfo: show.userInfo)
            end = Clock.now()
        }
        if let token { center.removeObserver(token) }
        guard view.keyboardTranslation == -KeyboardPosts.heights[0] else {
            FileHandle.standardError.write(Data("keyboard-bench: the \(side) first event did not move the view\n".utf8))
            return 1
        }
        ChildProcess.reply([Double(end - start) / 1_000, Double(joined - start) / 1_000])
        return 0
    }

    /// What launch leaves before the first keyboard event, on both sides alike: the center has
    /// carried a post (UIKit posts many before any keyboard), and the clock has been read.
    @MainActor
    private static func launch(_ center: NotificationCenter) {
        let name = Notification.Name("KeyboardBenchLaunch")
        let token = center.addObserver(forName: name, object: nil, queue: nil) { notification in
            BlackHole.consume(notification.name.rawValue.utf8.count)
        }
        center.post(name: name, object: nil)
        center.removeObserver(token)
        BlackHole.consume(Int(truncatingIfNeeded: Clock.now()))
    }
}
