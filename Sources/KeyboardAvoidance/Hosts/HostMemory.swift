import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif
#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// What the kit remembers of one host: the monitor it registered with and the values its
/// approaches wrote, so that a hide restores them exactly.
///
/// Hosts declare no stored property for it: it is an associated object of the host where the
/// Objective-C runtime exists, elsewhere an entry in a table keyed by identity whose weak reference
/// tells a released host from a new object at the same address. The monitor is held weakly: its
/// notification center keeps it (``KeyboardMonitor/monitor(for:)``), so a released host's memory
/// keeps nothing alive.
@MainActor
final class HostMemory {
    /// The monitor the host registered with, while its center lives.
    weak var monitor: KeyboardMonitor?
    /// Whether the host is registered: it stays so when its center, and with it the monitor, is released.
    var isRegistered = false
    /// The number of the leave the host asked for in an appearance transition; `nil` when none is pending.
    ///
    /// The host takes it when that transition ends. Each unregistration takes the next number, so
    /// the end of an older transition cannot act on a newer leave.
    var pendingLeave: UInt?
    private(set) var leavesAsked: UInt = 0

    /// Takes the next leave number and makes it the pending one.
    func askLeave() -> UInt {
        leavesAsked &+= 1
        pendingLeave = leavesAsked
        return leavesAsked
    }
    var rootTranslation: KitWrite<CGFloat>?
    var followingTranslation: KitWrite<CGFloat>?
    var constraintConstant: KitWrite<CGFloat>?
    var contentInset: KitWrite<CGFloat>?
    var indicatorInset: KitWrite<CGFloat>?
    var contentOffset: KitWrite<CGPoint>?
    /// The views and constraint the writes above are of: one the host no longer names gets its own back.
    weak var insetScrollView: (any KeyboardScrollView)?
    weak var followedView: (any KeyboardLayoutView)?
    weak var bottomConstraint: (any KeyboardLayoutConstraint)?
    var resizedFrame: KitWrite<CGRect>?
    /// The root view's frame as the full-view shift left it: another means a container wrote one since.
    var shiftedRootFrame: CGRect?

    /// The approaches the host adopts, found at its first event: a type's conformances do not change.
    var approaches: Approaches?
    /// A bound view's binding (``KeyboardLayoutView/bindToKeyboard(gap:center:)``): the view's memory keeps it.
    var binding: KeyboardBinding?

    /// The approaches a host adopts, in the order ``KeyboardCapable/applyKeyboardApproaches(_:)`` runs them.
    struct Approaches: OptionSet {
        let rawValue: UInt8
        static let constraint = Approaches(rawValue: 1)
        static let resize = Approaches(rawValue: 2)
        static let inset = Approaches(rawValue: 4)
        static let follow = Approaches(rawValue: 8)
        static let reveal = Approaches(rawValue: 16)
    }

    /// Where the kit keeps a translation it wrote.
    enum Slot { case root, following }

    /// The translation the kit wrote in `slot`.
    subscript(slot: Slot) -> KitWrite<CGFloat>? {
        get { slot == .root ? rootTranslation : followingTranslation }
        set { if slot == .root { rootTranslation = newValue } else { followingTranslation = newValue } }
    }

    private var hasReported = false
    /// Writes `message` to standard error the first time it is called for this host.
    func reportOnce(_ message: String) {
        guard !hasReported else { return }
        hasReported = true
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// The memory of `host`, made on first use.
    static func of(_ host: AnyObject) -> HostMemory {
        #if canImport(ObjectiveC)
            if let memory = objc_getAssociatedObject(host, associationKey) as? HostMemory { return memory }
            let memory = HostMemory()
            objc_setAssociatedObject(host, associationKey, memory, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return memory
        #else
            if let memory = table.existing(host) { return memory }
            let memory = HostMemory()
            memory.owner = host
            table.insert(memory, for: host)
            return memory
        #endif
    }

    /// Drops the memory of released hosts now (on Apple platforms it went with each host).
    static func dropReleased() {
        #if !canImport(ObjectiveC)
            table.dropReleased()
        #endif
    }

    #if canImport(ObjectiveC)
        /// The association's key: an address no other association uses.
        private static let associationKey = UnsafeRawPointer(
            UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    #else
        /// Every host's memory by identity.
        private static var table = HostMemoryTable()
        /// The host, held weakly: another object at a released host's address has another owner.
        fileprivate weak var owner: AnyObject?
    #endif
}

#if !canImport(ObjectiveC)
    /// Every host's memory by identity; the memories of released hosts go when the table has doubled
    /// since the last sweep, so that sweeps cost amortised O(1) per host.
    private struct HostMemoryTable {
        private var entries: [ObjectIdentifier: HostMemory] = [:]
        private var sweepAt = 64

        @MainActor
        func existing(_ host: AnyObject) -> HostMemory? {
            guard let memory = entries[ObjectIdentifier(host)], memory.owner === host else { return nil }
            return memory
        }

        @MainActor
        mutating func insert(_ memory: HostMemory, for host: AnyObject) {
            if entries.count >= sweepAt { dropReleased() }
            entries[ObjectIdentifier(host)] = memory
        }

        @MainActor
        mutating func dropReleased() {
            entries = entries.filter { $0.value.owner != nil }
            sweepAt = max(64, entries.count * 2)
        }
    }
#endif

/// A value the kit wrote (a translation, a frame, an inset, a constant, an offset), and the value
/// before it.
///
/// A current value other than the written one was set since (by the app, a layout pass, a rotation,
/// a finger scrolling) and stands for the original (see ``KeyboardCapable``).
struct KitWrite<Value: Equatable> {
    var original: Value
    var written: Value

    /// The value `current` stands for without the kit's write.
    static func original(of write: KitWrite?, current: Value) -> Value {
        guard let write, write.written == current else { return current }
        return write.original
    }
}
