/// The result of running one clause against one fixture case: a value, independent of any test framework.
public struct CheckResult: Sendable, Hashable, Codable {
    /// The check that produced it.
    public let checkID: String
    /// The clause judged.
    public let clause: ClauseID
    /// The clause's level, so a report can tell fatal from advisory failures.
    public let level: ClauseLevel
    /// The fixture case, as `file#case`.
    public let fixture: String
    /// The module target the fixture was expanded for, if any.
    public let target: String?
    /// What the module was given, such as the link and the entry point.
    public let input: String
    /// What the clause expects.
    public let expected: String
    /// What the module did.
    public let actual: String
    /// The verdict.
    public let outcome: Outcome
    /// Why a check did not apply, why it was waived, or what else a reader should know.
    public let note: String?

    /// Creates a result; `ConformanceCheck.run()` stamps its own id on it, so a contract may leave `checkID` out.
    package init(checkID: String = "", clause: ClauseID, level: ClauseLevel, fixture: String, target: String?,
                 input: String, expected: String, actual: String, outcome: Outcome, note: String? = nil) {
        self.checkID = checkID
        self.clause = clause
        self.level = level
        self.fixture = fixture
        self.target = target
        self.input = input
        self.expected = expected
        self.actual = actual
        self.outcome = outcome
        self.note = note
    }

    /// A message naming the clause, the fixture, expected against actual, and the clause's hint.
    public var report: String {
        let catalog = ClauseCatalog.clause(clause)
        var lines = ["\(clause) (\(level.rawValue)) \(outcome.rawValue): fixture \(fixture)"
            + (target.map { " for target \($0)" } ?? "")]
        lines.append("  input:    \(input)")
        lines.append("  expected: \(expected)")
        lines.append("  actual:   \(actual)")
        if let note { lines.append("  note:     \(note)") }
        if let catalog {
            lines.append("  rule:     \(catalog.statement) [\(catalog.source.page) › \(catalog.source.section)]")
            lines.append("  hint:     \(catalog.hint)")
        }
        return lines.joined(separator: "\n")
    }

    func with(checkID: String? = nil, outcome: Outcome? = nil, note: String?? = nil) -> CheckResult {
        CheckResult(checkID: checkID ?? self.checkID, clause: clause, level: level, fixture: fixture, target: target, input: input,
                    expected: expected, actual: actual, outcome: outcome ?? self.outcome, note: note ?? self.note)
    }
}
