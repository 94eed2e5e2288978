import Foundation
import KeyboardAvoidance
import KeyboardAvoidanceHeadless
import Testing
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// Tests for Animation/ (KeyboardAnimationCurve, KeyboardAnimation, KeyboardAnimator and its
// immediate and recording conformers). Facts are cited by the section numbers of the KeyboardFacts article.

// MARK: - Fixtures

private let sampledCurves = [0, 1, 2, 3, 7, 123]

/// §4: react-native-keyboard-controller fixtures for curve 7, 0 → 336 pt: (time, fraction).
private let springFixtures: [(TimeInterval, Double)] = [
    (0.08, 0.429), (0.125, 0.665), (0.25, 0.942), (0.325, 0.982), (0.5, 0.999),
]

private func animation(_ curve: Int, duration: TimeInterval = 0.25) -> KeyboardAnimation {
    KeyboardAnimation(duration: duration, curve: KeyboardAnimationCurve(rawValue: curve))
}

/// A test double that counts how often it runs its changes.
@MainActor
private final class CountingAnimator: KeyboardAnimator {
    var calls: [KeyboardAnimation] = []

    func animate(_ animation: KeyboardAnimation, changes: @escaping @MainActor () -> Void) {
        calls.append(animation)
        changes()
    }
}

// MARK: - Curves

@Suite("KeyboardAnimationCurve")
private struct KeyboardAnimationCurveTests {
    @Test(
        "Named curves have UIKit's raw values and names (§4)",
        arguments: [
            (KeyboardAnimationCurve.easeInOut, 0, "easeInOut"),
            (.easeIn, 1, "easeIn"),
            (.easeOut, 2, "easeOut"),
            (.linear, 3, "linear"),
            (.keyboard, 7, "keyboard"),
        ])
    func named(curve: KeyboardAnimationCurve, raw: Int, name: String) {
        #expect(curve.rawValue == raw)
        #expect(curve.description == name)
        #expect(KeyboardAnimationCurve(rawValue: raw) == curve)
    }

    @Test(
        "Unknown values are kept losslessly and print their raw value",
        arguments: [4, 5, 6, 8, 15, 16, 123, -1, Int.max])
    func unknown(raw: Int) {
        let curve = KeyboardAnimationCurve(rawValue: raw)
        #expect(curve.rawValue == raw)
        #expect(curve.description == "curve(\(raw))")
        #expect(curve != .keyboard)
        #expect(curve != .easeInOut)
    }

    @Test("An unknown curve survives a notification round trip (§4 no exhaustive switch)")
    func unknownRoundTrip() throws {
        let event = KeyboardEvent(
            kind: .willShow, beginFrame: .zero, endFrame: CGRect(x: 0, y: 409, width: 375, height: 258),
            curve: KeyboardAnimationCurve(rawValue: 123))
        #expect(try KeyboardEvent(kind: .willShow, userInfo: event.userInfo).curve.rawValue == 123)
    }

    @Test(
        "animationOptionsRawValue is curve << 16, with 7 for values that do not fit (§4)",
        arguments: [
            (7, 0x70000), (0, 0), (1, 0x10000), (2, 0x20000), (3, 0x30000), (15, 0xF0000),
            (123, 0x70000), (16, 0x70000), (-1, 0x70000), (Int.min, 0x70000),
        ] as [(Int, UInt)])
    func optionsRawValue(raw: Int, options: UInt) {
        #expect(KeyboardAnimationCurve(rawValue: raw).animationOptionsRawValue == options)
    }

    @Test("The options stay inside the curve bits 16–19", arguments: -20...40)
    func optionsBits(raw: Int) {
        let options = KeyboardAnimationCurve(rawValue: raw).animationOptionsRawValue
        #expect(options & ~UInt(0xF0000) == 0)
    }

    @Test("Curves are hashable by raw value")
    func hashable() {
        let set: Set<KeyboardAnimationCurve> = [.keyboard, KeyboardAnimationCurve(rawValue: 7), .linear]
        #expect(set.count == 2)
    }
}

// MARK: - Progress

@Suite("KeyboardAnimation.progress")
private struct KeyboardAnimationProgressTests {
    @Test("0 at and before the start", arguments: sampledCurves)
    func start(curve: Int) {
        let a = animation(curve)
        #expect(a.progress(at: 0) == 0)
        #expect(a.progress(at: -1) == 0)
        #expect(a.progress(at: -.infinity) == 0)
    }

    @Test("Exactly 1 at and after totalDuration", arguments: sampledCurves)
    func end(curve: Int) {
        let a = animation(curve)
        #expect(a.totalDuration > 0)
        #expect(a.progress(at: a.totalDuration) == 1)
        #expect(a.progress(at: a.totalDuration + 0.001) == 1)
        #expect(a.progress(at: 100) == 1)
        #expect(a.progress(at: .infinity) == 1)
    }

    @Test("Monotonic and within [0, 1] between", arguments: sampledCurves, [0.1, 0.25, 0.4])
    func monotonic(curve: Int, duration: TimeInterval) {
        let a = animation(curve, duration: duration)
        let steps = 400
        var previous = a.progress(at: 0)
        for step in 1...steps {
            let t = a.totalDuration * Double(step) / Double(steps)
            let p = a.progress(at: t)
            #expect(p >= previous, "progress fell at t = \(t): \(previous) → \(p)")
            #expect(p >= 0 && p <= 1)
            previous = p
        }
        #expect(previous == 1)
        // Strictly inside (0, 1) somewhere in the middle: the curve really animates.
        let middle = a.progress(at: a.totalDuration / 2)
        #expect(middle > 0.05 && middle < 0.95)
    }

    @Test("Curve 7 runs for the spring's 0.5 s whatever the duration (§4)", arguments: [0.1, 0.25, 0.4, 1.0])
    func springDuration(duration: TimeInterval) {
        let a = KeyboardAnimation(duration: duration, curve: .keyboard)
        #expect(a.totalDuration == KeyboardAnimation.springDuration)
        #expect(KeyboardAnimation.springDuration == 0.5)
        #expect(abs(KeyboardAnimation.springAngularFrequency - 18.257) < 0.001)
    }

    @Test(
        "Curve 7 matches the measured spring within 0.5 percentage points (§4)",
        arguments: springFixtures.map(\.0), [0.25, 0.4])
    func springFixture(time: TimeInterval, duration: TimeInterval) throws {
        let expected = try #require(springFixtures.first { $0.0 == time }?.1)
        let p = KeyboardAnimation(duration: duration, curve: .keyboard).progress(at: time)
        #expect(abs(p - expected) <= 0.005, "p(\(time)) = \(p), measured \(expected)")
    }

    @Test("Linear is exact", arguments: [0.0625, 0.125, 0.25, 0.375, 0.4375])
    func linear(time: TimeInterval) {
        let a = KeyboardAnimation(duration: 0.5, curve: .linear)
        #expect(a.progress(at: time) == time * 2)
        #expect(KeyboardAnimation(duration: 0.3, curve: .linear).progress(at: 0.15) == 0.5)
    }

    @Test("easeInOut is symmetric: p(t) + p(T − t) ≈ 1", arguments: [0.01, 0.05, 0.1, 0.125, 0.2, 0.24])
    func easeInOutSymmetric(time: TimeInterval) {
        let a = KeyboardAnimation(duration: 0.25, curve: .easeInOut)
        #expect(abs(a.progress(at: time) + a.progress(at: 0.25 - time) - 1) < 1e-9)
        #expect(abs(a.progress(at: 0.125) - 0.5) < 1e-9)
    }

    @Test("easeIn lags and easeOut leads linear; they mirror each other", arguments: [0.05, 0.1, 0.125, 0.2])
    func easeInOut(time: TimeInterval) {
        let T = 0.25
        let linear = time / T
        let easeIn = KeyboardAnimation(duration: T, curve: .easeIn).progress(at: time)
        let easeOut = KeyboardAnimation(duration: T, curve: .easeOut).progress(at: time)
        #expect(easeIn < linear)
        #expect(easeOut > linear)
        #expect(abs(easeIn + KeyboardAnimation(duration: T, curve: .easeOut).progress(at: T - time) - 1) < 1e-9)
    }

    @Test("Unknown curves animate like easeInOut", arguments: [0.03, 0.1, 0.2])
    func unknownLikeEaseInOut(time: TimeInterval) {
        let unknown = animation(123).progress(at: time)
        #expect(abs(unknown - animation(0).progress(at: time)) < 1e-12)
        #expect(unknown != animation(3).progress(at: time))
    }

    @Test("Duration 0 is immediate (§4)", arguments: sampledCurves)
    func immediate(curve: Int) {
        let a = animation(curve, duration: 0)
        #expect(a.isImmediate)
        #expect(a.totalDuration == 0)
        #expect(a.progress(at: 0) == 1)
        #expect(a.progress(at: 0.1) == 1)
        #expect(!animation(curve).isImmediate)
    }

    @Test("The .immediate animation")
    func immediateConstant() {
        #expect(KeyboardAnimation.immediate.duration == 0)
        #expect(KeyboardAnimation.immediate.isImmediate)
        #expect(KeyboardAnimation.immediate.progress(at: 0) == 1)
    }
}

// MARK: - Animators

@Suite("Keyboard animators")
@MainActor
private struct KeyboardAnimatorTests {
    private let show = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    private let start = CGRect(x: 0, y: 0, width: 375, height: 667)
    private let shifted = CGRect(x: 0, y: -258, width: 375, height: 667)

    @Test("The recorder records frame changes made inside animate")
    func recordsFrames() {
        let animator = RecordingKeyboardAnimator()
        let view = HeadlessView(frame: start, name: "root")
        animator.animate(show) { view.frame = shifted }
        #expect(view.frame == shifted, "the change is applied at once")
        #expect(animator.records.count == 1)
        #expect(animator.records.first?.animation == show)
        #expect(
            animator.records.first?.changes == [
                .init(object: ObjectIdentifier(view), property: "frame", from: .rect(start), to: .rect(shifted))
            ])
    }

    @Test("Nothing is recorded outside animate, or when a frame does not change")
    func nothingOutside() {
        let animator = RecordingKeyboardAnimator()
        let view = HeadlessView(frame: start)
        view.frame = shifted
        #expect(animator.records.isEmpty)
        animator.animate(show) { view.frame = shifted }
        #expect(animator.records.count == 1)
        #expect(animator.records[0].changes.isEmpty)
        view.frame = start
        #expect(animator.records.count == 1)
        #expect(animator.records[0].changes.isEmpty)
    }

    @Test("Several views and several changes are recorded in order")
    func severalChanges() {
        let animator = RecordingKeyboardAnimator()
        let root = HeadlessView(frame: start, name: "root")
        let bar = HeadlessView(frame: CGRect(x: 0, y: 623, width: 375, height: 44), name: "bar")
        let raised = CGRect(x: 0, y: 365, width: 375, height: 44)
        animator.animate(show) {
            root.frame = shifted
            bar.frame = raised
            root.frame = start
        }
        let changes = animator.records[0].changes
        #expect(changes.map(\.property) == ["frame", "frame", "frame"])
        #expect(changes.map(\.object) == [ObjectIdentifier(root), ObjectIdentifier(bar), ObjectIdentifier(root)])
        #expect(changes[1].from == .rect(CGRect(x: 0, y: 623, width: 375, height: 44)))
        #expect(changes[1].to == .rect(raised))
        #expect(changes[2].from == .rect(shifted))
    }

    @Test("Nested animations record into their own record; reset forgets")
    func nested() {
        let animator = RecordingKeyboardAnimator()
        let outer = HeadlessView(frame: start)
        let inner = HeadlessView(frame: start)
        let linear = KeyboardAnimation(duration: 0.1, curve: .linear)
        animator.animate(show) {
            outer.frame = shifted
            animator.animate(linear) { inner.frame = shifted }
        }
        #expect(animator.records.map(\.animation) == [linear, show])
        #expect(animator.records[0].changes.map(\.object) == [ObjectIdentifier(inner)])
        #expect(animator.records[1].changes.map(\.object) == [ObjectIdentifier(outer)])
        animator.reset()
        #expect(animator.records.isEmpty)
    }

    @Test("Inside an animation UIKit has open, every nested animation records it, a duration-0 one too (§7)")
    func enclosingAnimation() {
        let animator = RecordingKeyboardAnimator()
        let view = HeadlessView(frame: start)
        let pop = KeyboardAnimation(duration: 0.35, curve: .easeInOut)
        #expect(RecordingKeyboardAnimator.enclosingAnimation == nil)
        RecordingKeyboardAnimator.withEnclosingAnimation(pop) {
            #expect(RecordingKeyboardAnimator.enclosingAnimation == pop)
            animator.animate(.immediate) { view.frame = shifted }
            animator.animate(show) { view.frame = start }
        }
        #expect(RecordingKeyboardAnimator.enclosingAnimation == nil)
        animator.animate(.immediate) { view.frame = shifted }
        #expect(animator.records.map(\.animation) == [pop, pop, .immediate])
    }

    @Test("Two recorders do not see each other's records")
    func independentRecorders() {
        let first = RecordingKeyboardAnimator()
        let second = RecordingKeyboardAnimator()
        let view = HeadlessView(frame: start)
        first.animate(show) { view.frame = shifted }
        second.animate(show) { view.frame = start }
        #expect(first.records.count == 1)
        #expect(second.records.count == 1)
        #expect(first.records[0].changes.first?.to == .rect(shifted))
        #expect(second.records[0].changes.first?.to == .rect(start))
    }

    @Test(
        "Change.value(at:of:) samples intermediate positions (§4 spring fixtures)",
        arguments: springFixtures.map(\.0))
    func sampling(time: TimeInterval) throws {
        let animator = RecordingKeyboardAnimator()
        let view = HeadlessView(frame: start)
        animator.animate(show) { view.frame = shifted }
        let record = try #require(animator.records.first)
        let change = try #require(record.changes.first)
        guard case .rect(let sampled) = change.value(at: time, of: record.animation) else {
            Issue.record("expected a rect")
            return
        }
        let measured = try #require(springFixtures.first { $0.0 == time }?.1)
        // The view moves 258 pt up: its y is −258 × progress.
        #expect(abs(sampled.minY - -258 * measured) <= 258 * 0.005, "y \(sampled.minY) at \(time) s")
        #expect(sampled.size == start.size)
        #expect(change.value(at: 0, of: record.animation) == .rect(start))
        #expect(change.value(at: 0.5, of: record.animation) == .rect(shifted))
    }

    @Test("Change.value(at:of:) with a linear animation is the linear mix")
    func linearSampling() {
        let change = RecordingKeyboardAnimator.Change(
            object: ObjectIdentifier(HeadlessView()), property: "frame", from: .rect(start), to: .rect(shifted))
        let linear = KeyboardAnimation(duration: 0.5, curve: .linear)
        #expect(change.value(at: 0.25, of: linear) == .rect(CGRect(x: 0, y: -129, width: 375, height: 667)))
        #expect(change.value(at: 0.125, of: linear) == .rect(CGRect(x: 0, y: -64.5, width: 375, height: 667)))
        #expect(change.value(at: 1, of: .immediate) == .rect(shifted))
        #expect(change.value(at: 0, of: .immediate) == .rect(shifted))
    }

    @Test("Value.interpolated mixes each case linearly and jumps across cases")
    func interpolated() {
        typealias Value = RecordingKeyboardAnimator.Value
        #expect(Value.number(0).interpolated(to: .number(10), fraction: 0.5) == .number(5))
        #expect(
            Value.point(CGPoint(x: 0, y: 100)).interpolated(to: .point(CGPoint(x: 10, y: 0)), fraction: 0.25)
                == .point(CGPoint(x: 2.5, y: 75)))
        #expect(
            Value.insets(.zero).interpolated(
                to: .insets(LayoutInsets(top: 4, left: 8, bottom: 258, right: 2)), fraction: 0.5)
                == .insets(LayoutInsets(top: 2, left: 4, bottom: 129, right: 1)))
        #expect(
            Value.rect(.zero).interpolated(to: .rect(CGRect(x: 10, y: 20, width: 30, height: 40)), fraction: 0.5)
                == .rect(CGRect(x: 5, y: 10, width: 15, height: 20)))
        #expect(Value.number(1).interpolated(to: .point(.zero), fraction: 0.99) == .number(1))
        #expect(Value.number(1).interpolated(to: .point(.zero), fraction: 1) == .point(.zero))
    }

    @Test("The immediate animator applies changes at once, exactly once, and records nothing")
    func immediate() {
        let view = HeadlessView(frame: start)
        var runs = 0
        let recorder = RecordingKeyboardAnimator()
        ImmediateKeyboardAnimator().animate(show) {
            runs += 1
            view.frame = shifted
        }
        #expect(runs == 1)
        #expect(view.frame == shifted)
        ImmediateKeyboardAnimator.shared.animate(.immediate) {
            runs += 1
            view.frame = start
        }
        #expect(runs == 2)
        #expect(view.frame == start)
        #expect(recorder.records.isEmpty)
    }

    @Test("Any animator runs its changes through the protocol", arguments: [0.0, 0.25])
    func throughProtocol(duration: TimeInterval) {
        let counting = CountingAnimator()
        let recorder = RecordingKeyboardAnimator()
        let animators: [any KeyboardAnimator] = [counting, recorder, ImmediateKeyboardAnimator.shared]
        let view = HeadlessView(frame: start)
        let animation = KeyboardAnimation(duration: duration, curve: .keyboard)
        for (index, animator) in animators.enumerated() {
            animator.animate(animation) { view.frame.origin.y = CGFloat(-10 * (index + 1)) }
            #expect(view.frame.origin.y == CGFloat(-10 * (index + 1)), "duration 0 must not drop the changes")
        }
        #expect(counting.calls == [animation])
        #expect(recorder.records.count == 1)
        #expect(recorder.records.first?.changes.first?.from == .rect(CGRect(x: 0, y: -10, width: 375, height: 667)))
    }
}
