public import Foundation
public import KeyboardAvoidance

// How UIKit's animation curves progress, modelled for headless tests (the kit itself only hands
// duration and curve to an animator): 0–2 are cubic Bézier ease curves, 3 is linear, unknown ones
// ease in and out, and 7 (the keyboard's) is a critically damped spring,
// `x(t) = 1 − e^(−ω₀t)(1 + ω₀t)`, that runs `springDuration` seconds whatever the duration says.

extension KeyboardAnimation {
    /// The keyboard spring's natural frequency, √(stiffness / mass) = √(1000 / 3) rad/s.
    public static let springAngularFrequency: Double = (1000.0 / 3.0).squareRoot()

    /// How long the keyboard spring (curve 7) runs: 0.5 s, after which it has settled.
    public static let springDuration: TimeInterval = 0.5

    /// Whether the change happens at once rather than over time.
    public var isImmediate: Bool { totalDuration <= 0 }

    /// How long the animation really runs: ``springDuration`` for a keyboard-curve animation that is
    /// not immediate, ``duration`` otherwise.
    public var totalDuration: TimeInterval {
        guard duration > 0 else { return 0 }
        return curve == .keyboard ? Self.springDuration : duration
    }

    /// The fraction of the change completed `time` seconds after the start: 0 at or before it,
    /// exactly 1 from ``totalDuration`` on, monotonic between.
    public func progress(at time: TimeInterval) -> Double {
        let total = totalDuration
        guard time < total else { return 1 }
        guard time > 0 else { return 0 }
        switch curve.rawValue {
        case 7:
            let wt = Self.springAngularFrequency * time
            return 1 - (1 + wt) * exp(-wt)
        case 1: return Self.bezier(x: time / total, 0.42, 0, 1, 1)
        case 2: return Self.bezier(x: time / total, 0, 0, 0.58, 1)
        case 3: return time / total
        default: return Self.bezier(x: time / total, 0.42, 0, 0.58, 1)
        }
    }

    /// The y of the cubic Bézier timing curve (0,0)–(x1,y1)–(x2,y2)–(1,1) at horizontal position x.
    static func bezier(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        // Bisection on the monotonic x(s): 40 halvings reach double-precision noise.
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if component(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return component((low + high) / 2, y1, y2)
    }
}
