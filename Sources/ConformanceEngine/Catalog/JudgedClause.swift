/// A catalog clause with how its checks judge and what they need to apply, declared together by its contract.
///
/// `Judgement` is the contract's judgement; `Need` lists the contract's requirements, whose reasons become the
/// note of every check that does not apply.
package struct JudgedClause<Judgement: Sendable, Need: Requirement>: Sendable {
    /// The catalog entry: identity, level, source and wording.
    package let clause: Clause
    /// How a check of the clause judges what it observed.
    package let judgement: Judgement
    /// What a check of the clause needs in order to judge, in the order they are tried.
    package let requires: [Need]

    package var id: ClauseID { clause.id }

    package init(_ id: ClauseID, _ contract: Contract, _ level: ClauseLevel, since: String? = nil, section: String,
                 statement: String, hint: String, basis: [ClauseBasis], judgedBy judgement: Judgement, requires: [Need] = []) {
        clause = Clause(id, contract, level, since: since, section: section, statement: statement, hint: hint, basis: basis)
        self.judgement = judgement
        self.requires = requires
    }
}

extension Collection {
    /// The clause with the given id, if the list has it.
    package func clause<Judgement, Need>(_ id: ClauseID) -> Element? where Element == JudgedClause<Judgement, Need> {
        first { $0.id == id }
    }
}
