/// One clause run against one fixture case for one module: what a Swift Testing case, an XCTest
/// assertion and `certify` each run.
public struct ConformanceCheck: Sendable, Identifiable, CustomStringConvertible {
    /// A stable identifier: clause, fixture case and target.
    public let id: String
    /// The clause judged; `SETUP` for a check that reports a problem in the run's own setup.
    public let clause: ClauseID
    /// The fixture case, as `file#case`.
    public let fixture: String
    /// The module target the fixture is expanded for, if any.
    public let target: String?
    private let options: ConformanceOptions
    private let body: @Sendable (ConformanceOptions) async -> CheckResult

    package init(clause: ClauseID, fixture: String, target: String?, options: ConformanceOptions,
                 body: @escaping @Sendable (ConformanceOptions) async -> CheckResult) {
        self.id = "\(clause)|\(fixture)" + (target.map { "|\($0)" } ?? "")
        self.clause = clause
        self.fixture = fixture
        self.target = target
        self.options = options
        self.body = body
    }

    /// The name a test runner shows: clause, fixture case and target.
    public var description: String {
        let caseName = fixture.split(separator: "#").last.map(String.init) ?? fixture
        return "\(clause) · \(caseName)" + (target.map { " [\($0)]" } ?? "")
    }

    /// Runs the check, applying the SDK version gate and the author's waivers.
    public func run() async -> CheckResult {
        let level = ClauseCatalog.clause(clause)?.level ?? .required
        if let catalogClause = ClauseCatalog.clause(clause), !catalogClause.applies(to: options.sdkVersion) {
            return CheckResult(checkID: id, clause: clause, level: level, fixture: fixture, target: target,
                               input: "not run", expected: "-", actual: "-", outcome: .notApplicable,
                               note: "clause applies from SDK \(catalogClause.since!); certifying for SDK \(options.sdkVersion!)")
        }
        // The check's own id, whatever the body wrote: the journal, skip lists and reports key on it.
        let result = await body(options).with(checkID: id)
        if let reason = options.waivers[clause], result.outcome != .notApplicable {
            return result.with(outcome: .waived, note: "waived by the author (\(reason)); observed: \(result.outcome.rawValue)")
        }
        return result
    }

    /// A check that fails at once with a setup problem, so a bad fixture or argument is never a silent pass.
    package static func setupFailure(_ message: String, fixture: String = "setup") -> ConformanceCheck {
        ConformanceCheck(clause: "SETUP", fixture: fixture, target: nil, options: ConformanceOptions()) { _ in
            CheckResult(clause: "SETUP", level: .required, fixture: fixture, target: nil,
                        input: "the conformance declaration", expected: "a valid setup", actual: message,
                        outcome: .failed)
        }
    }
}
