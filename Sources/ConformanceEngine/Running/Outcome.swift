/// How a check, or a whole clause, came out.
public enum Outcome: String, Sendable, Codable, CaseIterable {
    /// The module did what the clause requires.
    case passed
    /// The module broke the clause.
    case failed
    /// The clause does not apply: an SDK version before the clause, or a fixture the module's targets rule out.
    case notApplicable = "not-applicable"
    /// The author waived a recommended clause, with a reason; the observation is still recorded.
    case waived
    /// The check never ran: the run ended before it, or gave up on the clause after a crash or hang. It fails
    /// certification whatever the clause's level; it is never read as "not applicable".
    case notRun = "not-run"
}
