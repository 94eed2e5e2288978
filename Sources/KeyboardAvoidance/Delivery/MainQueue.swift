import Dispatch
import Foundation

/// Tells whether code runs on the main queue, where the main actor runs: on the main thread, or,
/// on Linux after `dispatchMain()`, on the thread that drains the main queue.
package enum MainQueue {
    // Tags the main queue on first use.
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Whether the caller runs on the main queue or the main thread.
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread }
}
