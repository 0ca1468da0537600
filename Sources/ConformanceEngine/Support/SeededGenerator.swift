/// A random number generator that draws a fixed, portable sequence from its seed (SplitMix64), so that a recorded
/// seed replays the same generated links and the same call orders on any machine.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    /// A generator for one use of a run's seed, told apart from the seed's other uses by `salt` (a case, a target).
    package init(seed: UInt64, salt: String) {
        self.init(seed: Self.mixed(seed, salt))
    }

    /// The seed with `salt` folded in (FNV-1a's step), so that each case or target draws its own sequence.
    package static func mixed(_ seed: UInt64, _ salt: String) -> UInt64 {
        var mixed = seed
        for byte in salt.utf8 { mixed = (mixed ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return mixed
    }

    /// One of `choices` (which must not be empty), drawn from this generator.
    package mutating func pick<Choice>(_ choices: [Choice]) -> Choice {
        choices[Int(next() % UInt64(choices.count))]
    }

    /// `0..<count` in an order drawn from this generator (Fisher-Yates written out, so a seed replays on any standard
    /// library, whose own shuffle may change).
    package mutating func order(of count: Int) -> [Int] {
        var order = Array(0..<count)
        for position in order.indices.reversed() where position > 0 {
            order.swapAt(position, Int(next() % UInt64(position + 1)))
        }
        return order
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
