public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A headless animator that applies changes at once and records each animation, so tests can
/// assert what moved, with which duration and curve, and where it was at any time.
///
/// The kit's headless models (``HeadlessView``, ``HeadlessScrollView``,
/// ``HeadlessLayoutConstraint``) report every property they change inside ``animate(_:changes:)``
/// as a ``Change`` with its value before and after, much as Core Animation records implicit
/// animations.
///
/// ```swift
/// let animator = RecordingKeyboardAnimator()
/// controller.keyboardAnimator = animator
/// simulator.show()
/// let move = animator.records[0].changes[0]
/// move.value(at: 0.125, of: animator.records[0].animation) // the frame mid-animation
/// ```
@MainActor
public final class RecordingKeyboardAnimator: KeyboardAnimator {
    /// A value a headless model animates.
    public enum Value: Sendable, Equatable {
        /// A frame or bounds.
        case rect(CGRect)
        /// A scalar such as a constraint's constant or an inset's edge.
        case number(CGFloat)
        /// Edge insets such as a content inset.
        case insets(LayoutInsets)
        /// A point such as a content offset.
        case point(CGPoint)

        /// The value a fraction `t` of the way from `self` to `other` (linear interpolation;
        /// a value of another case jumps to `other`).
        ///
        /// ```swift
        /// Value.number(0).interpolated(to: .number(10), fraction: 0.5) // .number(5)
        /// ```
        public func interpolated(to other: Value, fraction t: Double) -> Value {
            func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
            switch (self, other) {
            case (.rect(let a), .rect(let b)):
                return .rect(
                    CGRect(
                        x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                        width: mix(a.width, b.width), height: mix(a.height, b.height)))
            case (.number(let a), .number(let b)):
                return .number(mix(a, b))
            case (.insets(let a), .insets(let b)):
                return .insets(
                    LayoutInsets(
                        top: mix(a.top, b.top), left: mix(a.left, b.left),
                        bottom: mix(a.bottom, b.bottom), right: mix(a.right, b.right)))
            case (.point(let a), .point(let b)):
                return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
            default:
                return t >= 1 ? other : self
            }
        }
    }

    /// One property changed inside an animation.
    public struct Change: Sendable, Equatable {
        /// The object whose property changed.
        public var object: ObjectIdentifier
        /// The property's name, such as `"frame"`, `"contentInset"` or `"constant"`.
        public var property: String
        /// The value before the animation.
        public var from: Value
        /// The value after the animation.
        public var to: Value

        /// Creates a change record.
        public init(object: ObjectIdentifier, property: String, from: Value, to: Value) {
            self.object = object
            self.property = property
            self.from = from
            self.to = to
        }

        /// The property's on-screen value `time` seconds into `animation`.
        ///
        /// ```swift
        /// change.value(at: 0.25, of: KeyboardAnimation(duration: 0.25, curve: .keyboard))
        /// ```
        public func value(at time: TimeInterval, of animation: KeyboardAnimation) -> Value {
            from.interpolated(to: to, fraction: animation.progress(at: time))
        }
    }

    /// One call of ``animate(_:changes:)``: the animation and what it changed.
    public struct Record: Sendable, Equatable {
        /// The animation's duration and curve.
        public var animation: KeyboardAnimation
        /// Every property change made inside it, in order.
        public var changes: [Change]
    }

    /// Every animation so far, oldest first.
    public private(set) var records: [Record] = []

    /// Creates an empty recorder.
    public init() {}

    /// Applies `changes` at once and records them with `animation`, or, inside an animation
    /// UIKit has open (``withEnclosingAnimation(_:_:)``), with that one.
    ///
    /// UIKit's nested animations inherit the enclosing duration and curve, and changes made
    /// without animation inside an open animation join it (KeyboardFacts §7), which is what the
    /// UIKit adapter's animator does: it sets no override option and runs a duration-0 change
    /// directly.
    public func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
        let recorded = AnimationTransaction.recording(changes)
        records.append(Record(animation: Self.enclosingAnimation ?? animation, changes: recorded))
    }

    /// The animation UIKit has open around the current code, in the headless model: the
    /// keyboard's own around its will-notifications (``withEnclosingAnimation(_:_:)``, which the
    /// testing module's simulator uses), a push or pop around `viewWillDisappear`; `nil` outside
    /// any.
    ///
    /// ```swift
    /// RecordingKeyboardAnimator.enclosingAnimation // nil here; the keyboard's inside a willShow handler
    /// ```
    public static var enclosingAnimation: KeyboardAnimation? { AnimationTransaction.enclosingAnimation }

    /// Runs `body` inside an animation UIKit has open, as UIKit delivers keyboard
    /// will-notifications inside the keyboard's animation block and calls `viewWillDisappear`
    /// inside a push or pop (KeyboardFacts §7): recording animators nested in it record this
    /// animation.
    ///
    /// ```swift
    /// let pop = KeyboardAnimation(duration: 0.35, curve: .easeInOut)
    /// RecordingKeyboardAnimator.withEnclosingAnimation(pop) {
    ///     controller.unregisterKeyboardNotifications() // the restore joins the pop
    /// }
    /// ```
    public static func withEnclosingAnimation(_ animation: KeyboardAnimation, _ body: () -> Void) {
        AnimationTransaction.withEnclosing(animation, body)
    }

    /// Forgets every record.
    public func reset() { records.removeAll() }
}

/// The recording animations open now, and the animations UIKit has open around the current code
/// (modelled). Headless models record their changes in the innermost recording.
///
/// Headless views ask on every frame change whether a recording is open: they read a count kept
/// behind a pointer, which costs no runtime exclusivity check (a mutable global does).
@MainActor
enum AnimationTransaction {
    /// The changes of each open recording animation, innermost last.
    private static var open: [[RecordingKeyboardAnimator.Change]] = [] {
        didSet { openCount.pointee = open.count }
    }
    /// `open.count`.
    private static let openCount: UnsafeMutablePointer<Int> = {
        let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        count.initialize(to: 0)
        return count
    }()
    /// The animations UIKit has open around the current code (modelled), innermost last.
    private static var enclosing: [KeyboardAnimation] = []

    /// Runs `changes` in a new recording animation and returns what it recorded.
    static func recording(_ changes: @MainActor () -> Void) -> [RecordingKeyboardAnimator.Change] {
        open.append([])
        changes()
        return open.popLast() ?? []
    }

    /// The innermost animation UIKit has open; `nil` outside any.
    static var enclosingAnimation: KeyboardAnimation? { enclosing.last }

    /// Runs `body` inside `animation`, opened by UIKit.
    static func withEnclosing(_ animation: KeyboardAnimation, _ body: () -> Void) {
        enclosing.append(animation)
        defer { enclosing.removeLast() }
        body()
    }

    /// Records a change of `property` on `object` if a recording animation is open.
    static func record(
        _ object: AnyObject, _ property: String,
        from: RecordingKeyboardAnimator.Value, to: RecordingKeyboardAnimator.Value
    ) {
        guard openCount.pointee > 0, from != to else { return }
        open[open.count - 1].append(
            .init(object: ObjectIdentifier(object), property: property, from: from, to: to))
    }
}
