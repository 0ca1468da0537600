/// Settings that shape a conformance run: the SDK version, waivers, the time budgets every contract shares, and the
/// options each contract adds (its registry entry gives their defaults; its folder gives them typed properties, such as
/// `serviceExtensionBudget` for push and `scheme` for continuity).
public struct ConformanceOptions: Sendable, Codable {
    /// The SDK version the module is built against; clauses that start later do not apply.
    ///
    /// `nil`: every clause applies. A declaration file's checks run at the newest version the catalog knows, or at
    /// the one `certify --sdk` names.
    public var sdkVersion: SDKVersion?
    /// How long the kit waits for a completion handler, and for a second call after the first.
    public var handlerBudget: Duration
    /// How long an asynchronous callback of a module may take.
    public var callbackBudget: Duration
    /// How long a completion handler that was called as often as it may be, and that the module still holds after its
    /// check, is watched for one more call: as long as the system watches (a service extension's process lives 30
    /// seconds; an app woken for background session events has about 30 seconds).
    public var lateCallWindow: Duration = .seconds(30)
    /// Recommended clauses the author waives, each with the reason that the report shows.
    public var waivers: [ClauseID: String]
    /// The certifier's own list of partner names, from which other modules' names are drawn in place of the kit's public
    /// rules (`certify --partner-names`); `nil`: the kit's rules.
    package var partnerNames: PartnerNames? = nil
    /// The contracts' own options as they travel to the harness, by their keys' names; read and written only through
    /// `self[Key.self]`.
    var contractValues: [String: ContractOption]

    /// Options with the shared budgets, and every contract's options at its defaults.
    package init(sdkVersion: SDKVersion?, handlerBudget: Duration, callbackBudget: Duration, waivers: [ClauseID: String]) {
        self.sdkVersion = sdkVersion
        self.handlerBudget = handlerBudget
        self.callbackBudget = callbackBudget
        self.waivers = waivers
        // Each default is drawn once here, so that a drawn one (the seed) holds for the whole run.
        contractValues = Dictionary(ContractRegistry.contracts.flatMap(\.options).map { $0.initialEntry }) { first, _ in first }
    }

    /// The longest the kit itself waits in one check of `clause`, so that a watchdog above it never stops a check the
    /// kit would have judged: its contract's wait, or the clause's whole run when it makes many calls
    /// (`ClauseJudgement.longestRun`); for a setup check, which belongs to no contract, the longest of any.
    package func longestWait(for clause: ClauseID) -> Duration {
        let contract = ClauseCatalog.clause(clause)?.contract
        let entries = ContractRegistry.contracts.filter { contract == nil || $0.contract == contract }
        let waits = entries.map { $0.longestWait(self) } + entries.compactMap { $0.longRuns[clause] }
        // A handler the module still holds is watched on past the check's wait (`LateCallWatch`).
        let watching = entries.contains { $0.handlerWatchingClauses.contains(clause) } ? lateCallWindow : .zero
        return (waits.max() ?? callbackBudget + handlerBudget) + watching
    }
}

/// One option a contract adds to a run, as it travels to the harness.
package enum ContractOption: Sendable, Codable, Hashable {
    case duration(Duration)
    case text(String)
    case number(UInt64)

    package var duration: Duration? { if case .duration(let value) = self { value } else { nil } }
    package var text: String? { if case .text(let value) = self { value } else { nil } }
    package var number: UInt64? { if case .number(let value) = self { value } else { nil } }
}
