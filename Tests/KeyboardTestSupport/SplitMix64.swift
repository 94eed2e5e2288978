/// A small, fast, deterministic pseudo-random generator: SplitMix64 (Steele, Lea and Flood,
/// "Fast splittable pseudorandom number generators", OOPSLA 2014).
///
/// The model checker and the mangling tests never use the system generator: what they do is a pure
/// function of the seed, on every platform and in every build configuration, so a printed seed
/// replays the same session anywhere.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// rng.below(6)      // a sample index
/// rng.chance(0.25)  // a quirk switched on?
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal streams.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (`bound` > 0), by Lemire's multiply-shift with rejection.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        let limit = UInt64(bound)
        while true {
            let product = next().multipliedFullWidth(by: limit)
            if product.low >= (0 &- limit) % limit { return Int(product.high) }
        }
    }

    /// A uniform integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// The seed of the `index`-th session of a run whose base seed is `base`: one SplitMix64
    /// step from `base + index`, so neighbouring sessions get unrelated seeds.
    public static func sessionSeed(base: UInt64, index: Int) -> UInt64 {
        var rng = SplitMix64(seed: base &+ UInt64(index))
        return rng.next()
    }
}
