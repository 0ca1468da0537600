/// What a check body observed: the verdict, before the engine stamps the check's identity on it.
package struct Verdict: Sendable, Hashable {
    package var outcome: Outcome
    /// What the module was given.
    package var input: String
    /// What the clause expects.
    package var expected: String
    /// What the module did.
    package var actual: String
    /// Why the check did not apply, or what else a reader should know.
    package var note: String?
    /// The declaration key whose content made the check not applicable, such as `continuity.ownedTargets`.
    package var declaredBy: String?

    package init(_ outcome: Outcome, input: String, expected: String, actual: String, note: String? = nil) {
        self.outcome = outcome
        self.input = input
        self.expected = expected
        self.actual = actual
        self.note = note
    }

    /// Passed when the condition holds, failed otherwise.
    package init(passing: Bool, input: String, expected: String, actual: String, note: String? = nil) {
        self.init(passing ? .passed : .failed, input: input, expected: expected, actual: actual, note: note)
    }

    /// Not applicable because a requirement is unmet; the requirement gives the reason, so every such verdict reads alike.
    package static func notApplicable(_ requirement: some Requirement, input: String, actual: String = "not run") -> Verdict {
        var verdict = Verdict(.notApplicable, input: input, expected: "-", actual: actual, note: requirement.reason)
        verdict.declaredBy = requirement.declaredBy
        return verdict
    }
}

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
