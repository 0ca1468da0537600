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
