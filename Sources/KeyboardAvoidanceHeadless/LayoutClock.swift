import Foundation

/// Tells when the layout of a tree of headless views last changed: what
/// ``HeadlessView/keyboardLayoutStamp`` reads.
///
/// Every view of a tree shares its tree's clock. Times come from one counter for the whole
/// process, so a time is never seen twice: a view that moves to another tree, or a screen whose
/// bounds change, shows a time no earlier reading had.
@MainActor
final class LayoutClock {
    /// The last time something in the tree changed.
    private(set) var time: UInt64

    /// A clock whose first time is a new one.
    init() { time = Self.now() }

    /// Records a change now.
    func tick() { time = Self.now() }

    /// A time no one has had before.
    static func now() -> UInt64 {
        latest &+= 1
        return latest
    }

    private static var latest: UInt64 = 0
}
