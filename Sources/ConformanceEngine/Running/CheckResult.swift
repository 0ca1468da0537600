/// The result of running one clause against one fixture case: a value, independent of any test framework.
public struct CheckResult: Sendable, Hashable, Codable {
    /// The check that produced it.
    public let checkID: String
    /// The clause judged.
    public let clause: ClauseID
    /// The clause's level, so a report can tell fatal from advisory failures.
    public let level: ClauseLevel
    /// The fixture case.
    public let fixture: FixtureCase
    /// The module target the fixture was expanded for, if any.
    public let target: String?
    /// The SDK version the check ran at; `nil` when every clause applied.
    public let sdkVersion: SDKVersion?
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
    /// The crash or hang that ended the check, with its reason; either fails certification whatever the clause's level.
    public let incident: String?
    /// The declaration key that made the check not applicable, such as `continuity.ownedTargets`.
    public let declaredBy: String?

    /// Stamps a check's identity on what its body observed.
    package init(checkID: String, clause: ClauseID, level: ClauseLevel, fixture: FixtureCase, target: String?,
                 sdkVersion: SDKVersion?, verdict: Verdict, incident: String? = nil) {
        self.checkID = checkID
        self.clause = clause
        self.level = level
        self.fixture = fixture
        self.target = target
        self.sdkVersion = sdkVersion
        self.input = verdict.input
        self.expected = verdict.expected
        self.actual = verdict.actual
        self.outcome = verdict.outcome
        self.note = verdict.note
        self.incident = incident
        self.declaredBy = verdict.outcome == .notApplicable ? verdict.declaredBy : nil
    }

    /// The same result, failed, with the crash or hang that ended it; what the check saw before is kept after it, so the
    /// failure does not read as a pass (the seventh trial's B24).
    package func with(incident: String, note: String) -> CheckResult {
        CheckResult(checkID: checkID, clause: clause, level: level, fixture: fixture, target: target, sdkVersion: sdkVersion,
                    verdict: Verdict(.failed, input: input, expected: expected, actual: "\(incident) (before it: \(actual))", note: note),
                    incident: incident)
    }

    /// Whether this result alone fails certification: a failed required clause, a check not run, a crash or a hang.
    package var failsCertification: Bool {
        (outcome == .failed && level == .required) || outcome == .notRun || incident != nil
    }

    /// A failed recommended clause in two lines: what was asked and answered, and the hint (the twelfth trial's K02:
    /// a module that declines with false, as the page allows, got 57 full blocks).
    package var warningReport: String {
        "\(clause) (\(level.rawValue)) \(outcome.rawValue): fixture \(fixture): \(input): expected \(expected), actual \(actual)\n"
            + "  hint: " + (ClauseCatalog.clause(clause)?.hint ?? "-") + " (a recommendation: the test does not fail)"
    }

    /// A message naming the clause, the fixture, expected against actual, and the clause's hint.
    public var report: String {
        var lines = ["\(clause) (\(level.rawValue)) \(outcome.rawValue): fixture \(fixture)"
            + (target.map { " for target \($0)" } ?? "")]
        lines.append("  input:    \(input)")
        lines.append("  expected: \(expected)")
        lines.append("  actual:   \(actual)")
        if let note { lines.append("  note:     \(note)") }
        if let incident { lines.append("  incident: \(incident)") }
        if let catalog = ClauseCatalog.clause(clause) {
            lines.append("  rule:     \(catalog.statement) [\(catalog.source.page) › \(catalog.source.section)]")
            lines += catalog.basis.map { "  basis:    \($0.line)" }
            // A crash or hang is not the clause's own failure: its hint would point elsewhere.
            // A check that never ran has no failure of the module's to hint at (the ninth trial's M81: --run-timeout 1).
            if outcome == .notRun { return lines.joined(separator: "\n") }
            // The ninth trial (M99): a call that gave no answer in time failed on time, not on the clause's own rule.
            if incident == nil, actual.hasPrefix("no answer within the budget") {
                lines.append("  hint:     the call gave no answer within its budget, so this clause could not judge one: answer "
                    + "promptly on every path (a slow call fails its budget clause too)")
                return lines.joined(separator: "\n")
            }
            // The tenth trial's K08: a call that held the main thread past its limit and then returned did return.
            let held = incident?.hasPrefix(MainThread.hangIncident) == true
            lines.append("  hint:     " + (incident == nil ? catalog.hint
                : held ? "the module held the main thread through the call this input makes, longer than the app allows: do slow "
                    + "work (the network, files, waits) off the main thread and call any completion handler once it is done"
                : "the module " + (incident?.hasPrefix("hang") == true ? "did not return from" : "crashed in")
                    + " the call this input makes; whatever it decides, it must return, and call any completion handler once"))
        }
        return lines.joined(separator: "\n")
    }
}
