import ConformanceEngine

extension CheckResult {
    /// A result as a check with the given identity would stamp it, for report and runner tests.
    static func sample(_ checkID: String, clause: ClauseID, level: ClauseLevel = .required, fixture: String, target: String? = "t",
                       actual: String = "a", outcome: Outcome) -> CheckResult {
        CheckResult(checkID: checkID, clause: clause, level: level, fixture: FixtureCase(fixture), target: target, sdkVersion: nil,
                    verdict: Verdict(outcome, input: "i", expected: "e", actual: actual))
    }
}
