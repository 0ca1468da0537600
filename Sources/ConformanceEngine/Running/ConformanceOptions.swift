import Foundation

/// Settings that shape a conformance run: the SDK version, waivers and time budgets.
public struct ConformanceOptions: Sendable, Codable {
    /// The SDK version the module is built against; clauses that start later do not apply.
    ///
    /// `nil`: every clause applies. A declaration file's checks run at the newest version the catalog knows, or at
    /// the one `certify --sdk` names.
    public var sdkVersion: SDKVersion?
    /// How long the kit waits for a completion handler, and for a second call after the first.
    public var handlerBudget: Duration
    /// How long an async push callback (silent, foreground, tap) may take.
    public var callbackBudget: Duration
    /// How long a service extension may take to deliver its content; the push page allows under 30 seconds.
    public var serviceExtensionBudget: Duration
    /// How long the kit waits for a service extension's delivery before it calls `serviceExtensionTimeWillExpire()`,
    /// as the system may do early; at most `serviceExtensionBudget`.
    public var serviceExtensionPatience: Duration
    /// Recommended clauses the author waives, each with the reason that the report shows.
    public var waivers: [ClauseID: String]
    /// The custom scheme fixtures use for `{scheme}`; the scheme is the app's, so a module must not depend on it.
    public var scheme: String
    /// The associated domain fixtures use for `{domain}` in Universal Links.
    public var domain: String
    /// The seed of this run's generated link targets (`{seeded}` in fixtures): random unless given, so that no fixed
    /// target can be tuned to; a certification report records it, and `certify --seed` replays it.
    public var seed: UInt64

    /// Creates options; without an SDK version, every clause applies.
    public init(sdkVersion: SDKVersion? = nil,
                handlerBudget: Duration = .milliseconds(200),
                callbackBudget: Duration = .seconds(10),
                serviceExtensionBudget: Duration = .seconds(30),
                serviceExtensionPatience: Duration = .seconds(1),
                waivers: [ClauseID: String] = [:],
                scheme: String = "q2mob",
                domain: String = "demo.q2.com",
                seed: UInt64 = .random(in: .min ... .max)) {
        self.sdkVersion = sdkVersion
        self.handlerBudget = handlerBudget
        self.callbackBudget = callbackBudget
        self.serviceExtensionBudget = serviceExtensionBudget
        self.serviceExtensionPatience = serviceExtensionPatience
        self.waivers = waivers
        self.scheme = scheme
        self.domain = domain
        self.seed = seed
    }

    /// The word this run's generated link targets are made of: ten lowercase letters drawn from `seed`.
    package var seededWord: String {
        var state = seed
        var word = ""
        for _ in 0..<10 {
            // SplitMix64: a fixed, portable sequence for each seed, so a recorded seed replays the same links.
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            word.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8(mixed % 26)))
        }
        return word
    }

    /// The longest the kit itself waits in one check of `contract`: a watchdog above it never stops a check the kit
    /// would have judged.
    package func longestWait(in contract: Contract) -> Duration {
        ContractRegistry.contracts.first { $0.contract == contract }?.longestWait(self) ?? callbackBudget + handlerBudget
    }

    /// The longest the kit itself waits in one check of `clause`: its contract's; for a setup check, which belongs to
    /// no contract, the longest of any registered contract's.
    package func longestWait(for clause: ClauseID) -> Duration {
        if let contract = ClauseCatalog.clause(clause)?.contract { return longestWait(in: contract) }
        return ContractRegistry.contracts.map { $0.longestWait(self) }.max() ?? callbackBudget + handlerBudget
    }
}
