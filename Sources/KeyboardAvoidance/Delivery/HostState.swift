import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif
#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// What the kit remembers of one host: its registration and the values its approaches restore.
///
/// Hosts declare no stored property for it: it is an associated object of the host where the
/// Objective-C runtime exists, elsewhere an entry in a table keyed by identity whose weak reference
/// tells a released host from a new object at the same address.
@MainActor
final class HostState {
    var monitor: KeyboardMonitor?
    var rootTranslation: Moved<CGFloat>?
    var followingTranslation: Moved<CGFloat>?
    var constraintConstant: Moved<CGFloat>?
    var contentInset: Moved<CGFloat>?
    var indicatorInset: Moved<CGFloat>?
    var contentOffset: Moved<CGPoint>?
    var resizedFrame: Moved<CGRect>?
    /// The root view's frame as the kit's shift left it: another means a container wrote one since.
    var shiftedRootFrame: CGRect?
    /// The root view the full-view shift's measure just checked and put back, for the shift it calls:
    /// that shift takes it instead of asking the host and checking it again.
    var anchoredRoot: (any KeyboardLayoutView)?

    /// Puts the kit's shift back under a root view whose container wrote its `frame` since, which put
    /// the translated rectangle where it asked (UIView.h:188) and lost the shift: that rectangle is
    /// where the container wants the view, so the kit moves the view there, translation on top.
    func reanchorRoot(_ root: any KeyboardLayoutView, translation: CGFloat) {
        if shiftedRootFrame != nil { putLostShiftBack(root, translation: translation) }  // small, so it inlines
    }

    private func putLostShiftBack(_ root: any KeyboardLayoutView, translation: CGFloat) {
        guard rootShiftLost(root, translation: translation) else { return }
        root.keyboardMove(by: translation)
        shiftedRootFrame = root.frame
    }

    /// Whether a container wrote the `frame` of `root` since the kit shifted it, which put the
    /// shifted rectangle where it asked and lost the shift (KeyboardFacts §7).
    ///
    /// A root view that fills its superview with the shift on top moved with the shift kept (a pass
    /// that wrote bounds and center): its new frame is taken as shifted. Any other move counts as a loss.
    func rootShiftLost(_ root: any KeyboardLayoutView, translation: CGFloat) -> Bool {
        guard let shifted = shiftedRootFrame, let moved = rootTranslation, translation == moved.written
        else { return false }
        let frame = root.frame
        guard !Self.same(frame, shifted) else { return false }
        guard let superview = root.keyboardSuperview,
            Self.same(frame.offsetBy(dx: 0, dy: -moved.written), superview.bounds)
        else { return true }
        shiftedRootFrame = frame
        return false
    }

    // A frame read back may differ from the one written in its last bits.
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.origin.x - b.origin.x) + abs(a.origin.y - b.origin.y) + abs(a.size.width - b.size.width)
            + abs(a.size.height - b.size.height) < 0.001
    }

    private var hasReported = false
    /// Writes `message` to standard error the first time it is called for this host.
    func reportOnce(_ message: String) {
        guard !hasReported else { return }
        hasReported = true
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// A translation the kit hands its animator to write.
    ///
    /// An animator runs the changes before it returns (``KeyboardAnimator``), so one slot serves
    /// every host and the changes capture nothing. A shift made inside an animator, before it runs
    /// the changes, sets the waiting write aside and puts it back after its own.
    static var pendingTranslation: (view: any KeyboardLayoutView, target: CGFloat)?

    /// Writes ``pendingTranslation``: the changes the kit hands the animator for a translation.
    static func writePendingTranslation() {
        // Taken before the write, which may lay out and translate again.
        if let pending = pendingTranslation.take() { pending.view.keyboardTranslation = pending.target }
        KeyboardChanges.ran()
    }

    /// Where the kit keeps a translation it wrote.
    enum Slot {
        case root, following
    }

    /// The translation the kit wrote in `slot`.
    subscript(slot: Slot) -> Moved<CGFloat>? {
        get { slot == .root ? rootTranslation : followingTranslation }
        set {
            if slot == .root { rootTranslation = newValue } else { followingTranslation = newValue }
        }
    }

    /// The approaches the host adopts, found on first use (a type's conformances do not change).
    var approaches: Approaches?

    /// The approaches a host adopts, in the order ``KeyboardCapable/applyKeyboardApproaches(_:)`` runs them.
    struct Approaches: OptionSet {
        let rawValue: UInt8
        static let constraint = Approaches(rawValue: 1)
        static let resize = Approaches(rawValue: 2)
        static let inset = Approaches(rawValue: 4)
        static let follow = Approaches(rawValue: 8)
        static let reveal = Approaches(rawValue: 16)
    }

    /// The host whose hook the monitor is calling, with its state: the kit's defaults on that host
    /// use it rather than looking the state up again, several times per event.
    static var delivering: (host: ObjectIdentifier, state: HostState)?

    /// The state of `host`, made on first use.
    static func of(_ host: AnyObject) -> HostState {
        if let delivering, delivering.host == ObjectIdentifier(host) { return delivering.state }
        return stored(for: host)
    }

    private static func stored(for host: AnyObject) -> HostState {
        #if canImport(ObjectiveC)
            if let state = objc_getAssociatedObject(host, associationKey) as? HostState { return state }
            let state = HostState()
            objc_setAssociatedObject(host, associationKey, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return state
        #else
            let id = ObjectIdentifier(host)
            if let entry = table[id], entry.host === host { return entry.state }
            if table.count >= pruneAt { dropReleased() }
            let state = HostState()
            table[id] = Entry(host: host, state: state)
            return state
        #endif
    }

    /// Drops the state of released hosts now (on Apple platforms it went with each host).
    static func dropReleased() {
        #if !canImport(ObjectiveC)
            table = table.filter { $0.value.host != nil }
            pruneAt = max(64, table.count * 2)
        #endif
    }

    #if canImport(ObjectiveC)
        /// The association's key: an address no other association uses.
        private static let associationKey = UnsafeRawPointer(
            UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    #else
        private final class Entry {
            weak var host: AnyObject?
            let state: HostState
            init(host: AnyObject, state: HostState) {
                self.host = host
                self.state = state
            }
        }
        private static var table: [ObjectIdentifier: Entry] = [:]
        // Twice the live entries after the last drop, so that drops cost amortised O(1) per host.
        private static var pruneAt = 64
    #endif
}

/// A value the kit changed (a translation, a frame, an inset, a constant, an offset): the value
/// before, and the value it wrote.
///
/// A current value other than the written one was set since (by the app, a layout pass, a rotation,
/// a finger scrolling) and stands for the unmoved value (see ``KeyboardCapable``).
struct Moved<Value: Equatable> {
    var original: Value
    var written: Value

    /// The value `current` stands for without the kit's change.
    static func unmoved(_ moved: Moved?, current: Value) -> Value {
        guard let moved, moved.written == current else { return current }
        return moved.original
    }
}
