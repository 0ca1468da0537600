/// Something a check needs in order to judge anything, declared with the clause (or the fixture case) that needs it.
///
/// A contract lists its requirements as an enum; when one is unmet, the check is not applicable and the
/// requirement's reason is the note, so not-applicable reasons are written in one place per contract, and whether a
/// requirement is met is decided in one place too: `isMet(in:)`, over what the check knows so far.
package protocol Requirement: Sendable, Hashable {
    /// What a check of the contract knows when it asks: the module's facts, the case's input, what was observed.
    associatedtype Situation
    /// Why a check whose requirement is unmet does not apply.
    var reason: String { get }
    /// The declaration key whose content leaves the requirement unmet, if the author's declaration decides it; a
    /// report lists every check a declaration made not applicable.
    var declaredBy: String? { get }
    /// Whether the requirement is met; `nil` while the situation cannot tell yet (what it needs is observed later).
    func isMet(in situation: Situation) -> Bool?
}

extension Requirement {
    package var declaredBy: String? { nil }
}

extension Sequence where Element: Requirement {
    /// The first requirement the situation shows unmet, if any; those it cannot tell yet are passed over.
    package func firstUnmet(in situation: Element.Situation) -> Element? {
        first { $0.isMet(in: situation) == false }
    }
}
