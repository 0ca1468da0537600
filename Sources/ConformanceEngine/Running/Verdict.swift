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

    /// The verdict once a handler it judged was called again after the check's wait: failed, unless it did not apply.
    package func failing(by call: LateCall) -> Verdict {
        guard outcome != .notApplicable else { return self }
        var failed = self
        failed.outcome = .failed
        failed.actual = outcome == .failed ? actual + "; and " + call.description : actual + " within the check's wait, then " + call.description
        return failed
    }

    /// Not applicable because a requirement is unmet; the requirement gives the reason, so every such verdict reads alike.
    package static func notApplicable(_ requirement: some Requirement, input: String, actual: String = "not run") -> Verdict {
        var verdict = Verdict(.notApplicable, input: input, expected: "-", actual: actual, note: requirement.reason)
        verdict.declaredBy = requirement.declaredBy
        return verdict
    }
}
