/// The continuity contract's options, each a key with its one default.
enum ContinuityOptions {
    /// The custom scheme fixtures use for `{scheme}`.
    enum Scheme: ContractOptionKey {
        static let name = "continuity.scheme"
        static var defaultValue: String { "q2mob" }
    }

    /// The associated domain fixtures use for `{domain}` in Universal Links.
    enum Domain: ContractOptionKey {
        static let name = "continuity.domain"
        static var defaultValue: String { "demo.q2.com" }
    }

    /// The seed of a run's generated link targets: drawn anew for each run's options.
    enum Seed: ContractOptionKey {
        static let name = "continuity.seed"
        static var defaultValue: UInt64 { .random(in: .min ... .max) }
    }

    /// Every option of the continuity contract, for its registry entry.
    static let keys: [any ContractOptionKey.Type] = [Scheme.self, Domain.self, Seed.self]
}

extension ConformanceOptions {
    /// The custom scheme fixtures use without one given.
    public static var defaultScheme: String { ContinuityOptions.Scheme.defaultValue }
    /// The associated domain fixtures use without one given.
    public static var defaultDomain: String { ContinuityOptions.Domain.defaultValue }

    /// The custom scheme fixtures use for `{scheme}`; the scheme is the app's, so a module must not depend on it.
    public var scheme: String {
        get { self[ContinuityOptions.Scheme.self] }
        set { self[ContinuityOptions.Scheme.self] = newValue }
    }

    /// The associated domain fixtures use for `{domain}` in Universal Links.
    public var domain: String {
        get { self[ContinuityOptions.Domain.self] }
        set { self[ContinuityOptions.Domain.self] = newValue }
    }

    /// The seed of this run's generated link targets (`{seeded}` in fixtures): random unless given, so that no fixed
    /// target can be tuned to; a certification report records it, and `certify --seed` replays it.
    public var seed: UInt64 {
        get { self[ContinuityOptions.Seed.self] }
        set { self[ContinuityOptions.Seed.self] = newValue }
    }

    /// The word this run's generated link targets are made of, drawn from `seed`: named as partner modules are
    /// (`transfers`, `card-controls2`, `zelle-links`), so that a module cannot tell a generated target from a real
    /// module's by its shape, as it could a fixed length or alphabet.
    ///
    /// With the certifier's partner names, one of those instead: a name the module cannot tell from a real partner's
    /// because it is one.
    package var seededWord: String {
        var generator = SeededGenerator(seed: seed)
        if let word = partnerNames?.word(&generator) { return word }
        var word = generator.pick(Self.featureWords)
        if generator.next() % 2 == 0 { word += "-" + generator.pick(Self.featureWords) }
        return word + generator.pick(Self.suffixes)
    }

    /// A word no list holds, made of two to four syllables drawn from `seed` and `salt`: generated targets, senders
    /// and payload keys named only from `featureWords` let a module that knew the list treat every other name as a real
    /// partner's and claim it (the twenty-fourth review's N12 and N13); a coined one it cannot tell from a real name.
    /// With the certifier's partner names, one of those instead.
    package func coinedWord(_ salt: String) -> String {
        var generator = SeededGenerator(seed: seed, salt: "coined|" + salt)
        if let word = partnerNames?.word(&generator) { return word }
        let onsets = ["b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "z", "br", "tr", "pl", "st", "gr"]
        let vowels = ["a", "e", "i", "o", "u", "ai", "ou", "ea"]
        var word = ""
        for _ in 0..<(2 + Int(generator.next() % 3)) { word += generator.pick(onsets) + generator.pick(vowels) }
        if generator.next() % 3 == 0 { word += generator.pick(["n", "r", "s", "x", "l"]) }
        return word
    }

    /// The same options drawing from `seed` instead: the generated words of one case or target, with the same partner
    /// names.
    package func reseeded(_ seed: UInt64) -> ConformanceOptions {
        var options = ConformanceOptions(seed: seed)
        options.partnerNames = partnerNames
        return options
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
