/// Every clause the kit checks: the one source of truth that `Conformance/` is generated from.
public enum ClauseCatalog {
    /// All clauses, contract by contract, in catalog order.
    public static let all: [Clause] = ContractRegistry.contracts.flatMap(\.clauses)

    /// The clause with the given identifier, if the catalog has it.
    public static func clause(_ id: ClauseID) -> Clause? {
        all.first { $0.id == id }
    }

    /// The clauses of one contract.
    public static func clauses(of contract: Contract) -> [Clause] {
        all.filter { $0.contract == contract }
    }

}

extension ClauseCatalog {
    /// The newest SDK version any clause names: what certify checks against unless told otherwise.
    public static let newestVersion: SDKVersion? = all.compactMap(\.since).max()
    /// The oldest SDK version a clause starts at: the catalog knows versions from here to `newestVersion`.
    public static let oldestVersion: SDKVersion? = all.compactMap(\.since).min()
}

extension ClauseCatalog {
    /// What is wrong with a clause's basis: none stated, an empty one, or a required clause that no page statement
    /// and no consequence in the app holds to (Apple's documentation alone makes a clause recommended).
    package static func basisProblems(of clause: Clause) -> [String] {
        var problems: [String] = []
        if clause.basis.isEmpty { problems.append("\(clause.id) states no basis") }
        for basis in clause.basis where basis.text.isEmpty || (basis.kind != .consequence && (basis.reference ?? "").isEmpty) {
            problems.append("\(clause.id) has a \(basis.kind.rawValue) basis without its text or reference")
        }
        if clause.level == .required, !clause.basis.isEmpty, !clause.basis.contains(where: { $0.kind != .apple }) {
            problems.append("\(clause.id) is required on Apple's documentation alone; a page statement or a consequence in "
                + "the app makes a clause required")
        }
        return problems
    }
}
