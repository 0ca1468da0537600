/// The one place the shared engine learns which contracts exist: a contract is its folder plus one line here.
package enum ContractRegistry {
    /// Every contract, in catalog order.
    package static let contracts: [Entry] = [
        ContinuityClauses.entry,
        PushClauses.entry,
        MethodClauses.entry,
        AppClauses.entry,
    ]

    /// What the shared engine needs of a contract: its identity and clauses, the fixture kinds that judge each, the
    /// module protocols it checks, the declaration sections it reads (a module's, the package's), its planning step, the options it adds to a run and
    /// the longest it waits.
    package struct Entry: Sendable {
        package let contract: Contract
        package let clauses: [Clause]
        /// For each clause, the fixture kinds whose cases may name it; none for a clause judged on the declaration.
        package let fixtureKinds: [ClauseID: Set<String>]
        /// Fixture kinds that hold vectors for the kit's reference rules and hosts: the kit's own tests run them,
        /// module checks do not; their cases name the clauses the rules serve.
        package let referenceKinds: Set<String>
        /// The longest the kit waits in one of the contract's checks, given the run's options.
        package let longestWait: @Sendable (ConformanceOptions) -> Duration
        /// The clauses whose checks run longer than any one wait, with how long they may take in all.
        package let longRuns: [ClauseID: Duration]
        /// The clauses whose checks keep one instance for many calls, as the app does: certify runs each in a harness
        /// of its own, before any other check, so that the kept instance is the first the process makes.
        package let keptInstanceClauses: Set<ClauseID>
        /// The clauses whose checks watch a handler past their wait (`ClauseJudgement.watchesHandlersPastCheck`).
        package let handlerWatchingClauses: Set<ClauseID>
        /// The module protocols the contract checks; a class is read for these alone.
        package let moduleKinds: [ModuleKind]
        /// The contract's section of a module's entry in the declaration file, if it reads one.
        package let section: DeclarationSection?
        /// The contract's section at the top of the declaration file, if it reads one.
        package let packageSection: PackageSection?
        /// The contract's planning step: its checks for a package's declaration, settings and classes.
        package let plan: @Sendable (PlanningContext) -> [ConformanceCheck]
        /// The options the contract adds to a run, each a key with its default (`ConformanceOptions[key]`).
        package let options: [any ContractOptionKey.Type]

        package init<Judgement: ClauseJudgement, Need>(_ contract: Contract, _ clauses: [JudgedClause<Judgement, Need>],
                                                       referenceKinds: Set<String> = [], moduleKinds: [ModuleKind],
                                                       section: DeclarationSection?, packageSection: PackageSection? = nil,
                                                       plan: @escaping @Sendable (PlanningContext) -> [ConformanceCheck],
                                                       options: [any ContractOptionKey.Type] = [],
                                                       longestWait: @escaping @Sendable (ConformanceOptions) -> Duration) {
            self.contract = contract
            self.clauses = clauses.map(\.clause)
            self.fixtureKinds = Dictionary(uniqueKeysWithValues: clauses.map { ($0.id, $0.judgement.fixtureKinds) })
            self.longRuns = clauses.reduce(into: [:]) { runs, clause in runs[clause.id] = clause.judgement.longestRun }
            self.keptInstanceClauses = Set(clauses.filter(\.judgement.keepsOneInstance).map(\.id))
            self.handlerWatchingClauses = Set(clauses.filter(\.judgement.watchesHandlersPastCheck).map(\.id))
            self.referenceKinds = referenceKinds
            self.moduleKinds = moduleKinds
            self.section = section
            self.packageSection = packageSection
            self.plan = plan
            self.options = options
            self.longestWait = longestWait
        }
    }
}

/// A contract's judgement of its clauses, which says where a clause's cases come from.
package protocol ClauseJudgement: Sendable {
    /// The fixture kinds whose cases name the clause; empty when the clause is judged on the module's declaration, or
    /// on every case of its contract's fixtures rather than on the cases that name it.
    var fixtureKinds: Set<String> { get }
    /// How long a check judged so may take in all, when it makes more calls than any one wait covers; `nil` otherwise.
    var longestRun: Duration? { get }
    /// Whether a check judged so keeps one instance of the module for many calls.
    var keepsOneInstance: Bool { get }
    /// Whether a check judged so counts a handler's calls and watches it past its wait, while the module holds it
    /// (`LateCallWatch`): such a check may take `lateCallWindow` longer.
    var watchesHandlersPastCheck: Bool { get }
}

extension ClauseJudgement {
    package var longestRun: Duration? { nil }
    package var keepsOneInstance: Bool { false }
    package var watchesHandlersPastCheck: Bool { false }
}

extension ContractRegistry {
    /// Every clause whose checks keep one instance (`Entry.keptInstanceClauses`).
    package static var keptInstanceClauses: Set<ClauseID> {
        contracts.reduce(into: []) { $0.formUnion($1.keptInstanceClauses) }
    }
}
