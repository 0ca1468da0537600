extension ConformanceOptions {
    /// The custom scheme fixtures use without one given.
    public static let defaultScheme = "q2mob"
    /// The associated domain fixtures use without one given.
    public static let defaultDomain = "demo.q2.com"

    /// The continuity contract's options at their defaults, as its registry entry gives them: a new random seed each time.
    static func continuityDefaults() -> [String: ContractOption] {
        ["continuity.scheme": .text(defaultScheme), "continuity.domain": .text(defaultDomain),
         "continuity.seed": .number(.random(in: .min ... .max))]
    }

    /// The custom scheme fixtures use for `{scheme}`; the scheme is the app's, so a module must not depend on it.
    public var scheme: String {
        get { contractValues["continuity.scheme"]?.text ?? Self.defaultScheme }
        set { contractValues["continuity.scheme"] = .text(newValue) }
    }

    /// The associated domain fixtures use for `{domain}` in Universal Links.
    public var domain: String {
        get { contractValues["continuity.domain"]?.text ?? Self.defaultDomain }
        set { contractValues["continuity.domain"] = .text(newValue) }
    }

    /// The seed of this run's generated link targets (`{seeded}` in fixtures): random unless given, so that no fixed
    /// target can be tuned to; a certification report records it, and `certify --seed` replays it.
    public var seed: UInt64 {
        get { contractValues["continuity.seed"]?.number ?? 0 }
        set { contractValues["continuity.seed"] = .number(newValue) }
    }

    /// The word this run's generated link targets are made of: ten lowercase letters drawn from `seed`.
    package var seededWord: String {
        var generator = SeededGenerator(seed: seed)
        var word = ""
        for _ in 0..<10 {
            word.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8(generator.next() % 26)))
        }
        return word
    }
}
