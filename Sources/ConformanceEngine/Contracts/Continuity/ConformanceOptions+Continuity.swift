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

    /// The word this run's generated link targets are made of, drawn from `seed`: named as partner modules are
    /// (`transfers`, `card-controls2`, `zelle-links`), so that a module cannot tell a generated target from a real
    /// module's by its shape, as it could a fixed length or alphabet.
    package var seededWord: String {
        var generator = SeededGenerator(seed: seed)
        var word = generator.pick(Self.featureWords)
        if generator.next() % 2 == 0 { word += "-" + generator.pick(Self.featureWords) }
        return word + generator.pick(Self.suffixes)
    }

    /// Words partner modules are named with.
    private static let featureWords = [
        "transfers", "zelle", "cards", "card-controls", "alerts", "billpay", "payments", "rewards", "loans", "statements",
        "deposits", "budget", "insights", "travel", "wallet", "checks", "p2p", "savings", "investments", "mortgage",
        "support", "chat", "offers", "credit", "score", "goals", "tax", "documents", "vault", "identity", "onboarding",
        "accounts", "transactions", "disputes", "notices", "branch", "atm", "rdc", "wires", "ach", "business", "payroll",
    ]

    /// What partner modules' names end with.
    private static let suffixes = ["", "", "", "-links", "-ios", "2", "s", "-beta", "-module", "hub", "-pro", "3"]
}
