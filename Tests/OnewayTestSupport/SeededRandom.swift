/// A seeded random number generator (SplitMix64), for tests whose inputs are drawn at random:
/// the same seed gives the same numbers on every run and platform, so a failure repeats.
///
/// Pass it to the standard library's `random(in:using:)` and `shuffled(using:)`, or draw
/// with `below(_:)`. Not for cryptography, and not shared between threads: each thread makes
/// its own from a seed (a value type, it is copied, not shared).
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator whose numbers follow from `inputs` alone, in order: for a decision that
    /// must not depend on how many numbers were drawn before it (made on another thread,
    /// say, in an order that varies from run to run).
    public init(mixing inputs: Int...) {
        self.init(mixingAll: inputs)
    }

    private init(mixingAll inputs: [Int]) {
        var generator = SeededRandom(seed: 0)
        for input in inputs {
            generator = SeededRandom(seed: generator.next() ^ UInt64(bitPattern: Int64(input)))
        }
        self = generator
    }

    /// A number in `0..<bound` that follows from `inputs` alone: the first `below(bound)` of
    /// `SeededRandom(mixing:)`, in one expression.
    ///
    /// - Precondition: `bound` is positive.
    public static func number(below bound: Int, mixing inputs: Int...) -> Int {
        var generator = SeededRandom(mixingAll: inputs)
        return generator.below(bound)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, from one draw. Slightly biased toward small numbers when
    /// `bound` does not divide 2⁶⁴ (by under 2⁻⁵⁰ for a bound below 2¹⁴), which a test's
    /// choices can ignore; `Int.random(in:using:)` is exact.
    ///
    /// - Precondition: `bound` is positive.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "SeededRandom.below(_:): the bound must be positive, not \(bound)")
        return Int(next() % UInt64(bound))
    }
}
