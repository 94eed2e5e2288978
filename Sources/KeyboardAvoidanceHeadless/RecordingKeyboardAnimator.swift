public import Foundation
public import KeyboardAvoidance
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A headless animator that applies changes at once and records what each animation moved.
///
/// The headless models (``HeadlessView``, ``HeadlessScrollView``, ``HeadlessLayoutConstraint``)
/// report every property they change inside ``animate(_:changes:)`` as a ``Change``.
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

        /// The value a fraction `t` of the way from `self` to `other` (linear; another case jumps at 1).
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

        /// A record of `changes` made with `animation`.
        public init(animation: KeyboardAnimation, changes: [Change]) {
            self.animation = animation
            self.changes = changes
        }
    }

    /// Every animation so far, oldest first.
    public private(set) var records: [Record] = []

    /// Creates an empty recorder.
    public init() {}

    /// Applies `changes` at once and records them with `animation`, or with the animation UIKit has
    /// open, which nested animations inherit (KeyboardFacts §7).
    public func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
        AnimationTransaction.open.append([])
        changes()
        let recorded = AnimationTransaction.open.popLast() ?? []
        records.append(Record(animation: Self.enclosingAnimation ?? animation, changes: recorded))
    }

    /// The animation UIKit has open around the current code in the headless model, if any.
    public static var enclosingAnimation: KeyboardAnimation? { enclosing.last }

    private static var enclosing: [KeyboardAnimation] = []

    /// Runs `body` inside an animation UIKit has open, as around keyboard will-notifications and a
    /// push or pop's `viewWillDisappear` (KeyboardFacts §7): recordings inside take this animation.
    ///
    /// - Returns: What `body` changed outside any recording and outside ``withoutAnimation(_:)``,
    ///   which UIKit's block animates too.
    ///
    /// ```swift
    /// let pop = KeyboardAnimation(duration: 0.35, curve: .easeInOut)
    /// RecordingKeyboardAnimator.withEnclosingAnimation(pop) {
    ///     controller.unregisterKeyboardNotifications() // the restore joins the pop
    /// }
    /// ```
    @discardableResult
    public static func withEnclosingAnimation(_ animation: KeyboardAnimation, _ body: () -> Void) -> [Change] {
        enclosing.append(animation)
        AnimationTransaction.open.append([])
        defer { enclosing.removeLast() }
        body()
        return AnimationTransaction.open.popLast() ?? []
    }

    /// Runs `body` with every animation closed, as `UIView.performWithoutAnimation(_:)` does
    /// (UIView.h:354): what it changes is not animated, so not recorded.
    public static func withoutAnimation(_ body: () -> Void) {
        let (open, enclosed) = (AnimationTransaction.open, enclosing)
        (AnimationTransaction.open, enclosing) = ([], [])
        defer { (AnimationTransaction.open, enclosing) = (open, enclosed) }
        body()
    }

    /// Forgets every record.
    public func reset() { records.removeAll() }
}

/// The recording animations open now.
@MainActor
enum AnimationTransaction {
    /// The changes of each open recording, innermost last.
    fileprivate static var open: [[RecordingKeyboardAnimator.Change]] = []

    /// Records a change of `property` on `object` if a recording is open.
    static func record(
        _ object: AnyObject, _ property: String,
        from: RecordingKeyboardAnimator.Value, to: RecordingKeyboardAnimator.Value
    ) {
        guard !open.isEmpty, from != to else { return }
        open[open.count - 1].append(.init(object: ObjectIdentifier(object), property: property, from: from, to: to))
    }
}
