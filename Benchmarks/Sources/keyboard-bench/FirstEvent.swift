import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import KeyboardSamples

/// The cold path: the first keyboard notification a fresh process handles.
///
/// The parent spawns fresh processes of this executable. Each child sets up (builds the
/// userInfo, creates the observer or presents a registered controller), then times its first
/// post, from before `post` to after it returned (observers run synchronously on the posting
/// thread), and prints the microseconds on standard output.
enum FirstEvent {
    /// The child that times the kit: a registered `TransferConfirmViewController`.
    static let pipelineChildFlag = "--first-event-child"
    /// The child that times a post to one no-op block observer.
    static let rawChildFlag = "--raw-first-post-child"

    /// The medians of `children` fresh processes of each kind, in microseconds, run alternately.
    static func measure(children: Int) throws -> (pipeline: Double, raw: Double) {
        var pipeline: [Double] = []
        var raw: [Double] = []
        for _ in 0..<children {
            pipeline.append(try ChildProcess.run([pipelineChildFlag])[0])
            raw.append(try ChildProcess.run([rawChildFlag])[0])
        }
        return (Statistics.median(pipeline), Statistics.median(raw))
    }

    // MARK: - Children

    /// Times the first notification handled by a registered sample controller.
    @MainActor
    static func runPipelineChild() -> Int32 {
        let show = KeyboardPosts.initialShow()
        let center = NotificationCenter.default
        let window = HeadlessWindow(screen: KeyboardPosts.screen, safeAreaInsets: KeyboardPosts.safeArea)
        let controller = TransferConfirmViewController(center: center)
        controller.present(in: window)
        let start = Clock.now()
        center.post(name: show.name, object: nil, userInfo: show.userInfo)
        let end = Clock.now()
        guard controller.view.frame.minY == -KeyboardPosts.heights[0] else {
            FileHandle.standardError.write(Data("keyboard-bench: the first event did not move the view\n".utf8))
            return 1
        }
        ChildProcess.reply([Double(end - start) / 1_000])
        return 0
    }

    /// Times the first post to one no-op block observer.
    @MainActor
    static func runRawChild() -> Int32 {
        let show = KeyboardPosts.initialShow()
        let center = NotificationCenter.default
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { _ in }
        let start = Clock.now()
        center.post(name: show.name, object: nil, userInfo: show.userInfo)
        let end = Clock.now()
        center.removeObserver(token)
        ChildProcess.reply([Double(end - start) / 1_000])
        return 0
    }
}
