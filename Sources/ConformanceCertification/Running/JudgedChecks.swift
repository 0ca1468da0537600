import ConformanceEngine
import Foundation

/// The results the harness attempts have produced so far, each check's first one kept, in the order they came.
struct JudgedChecks {
    /// The SDK version the checks run at, stamped on the results made here.
    let version: SDKVersion?
    /// The certifier's fixtures, which describe a check's input in the results made here.
    let store: FixtureStore
    private(set) var results: [String: CheckResult] = [:]
    /// The check ids in the order their first result came.
    private(set) var order: [String] = []

    init(version: SDKVersion?, store: FixtureStore) {
        self.version = version
        self.store = store
    }

    /// How many checks have a result.
    var count: Int { results.count }

    /// The result a check has, if any.
    subscript(checkID: String) -> CheckResult? { results[checkID] }

    /// Keeps a check's first result; a later one for the same check is ignored.
    mutating func record(_ result: CheckResult) {
        guard results[result.checkID] == nil else { return }
        results[result.checkID] = result
        order.append(result.checkID)
    }

    /// Puts a new result in place of one the check already has, keeping its place in the order.
    mutating func replace(_ result: CheckResult) {
        results[result.checkID] = result
    }

    /// Records every planned check of the culprit's clause that has no result yet as not run: after a crash or hang
    /// the clause has failed, so the rest of it is left out.
    mutating func retireClause(of culprit: CheckResult, planned: [ConformanceCheck]) {
        for check in planned where check.clause == culprit.clause && results[check.id] == nil {
            record(CheckResult(checkID: check.id, clause: check.clause, level: culprit.level, fixture: check.fixture,
                               target: check.target, sdkVersion: version,
                               verdict: Verdict(.notRun, input: store.caseDescription(check.fixture) ?? check.fixture.description,
                                                expected: "the check runs",
                                                actual: "not run: \(check.clause) already failed with a \(culprit.note ?? "crash") in "
                                                    + "\(culprit.fixture)")))
        }
    }

    /// The failed result of a check that crashed or hung the harness, saying what happened.
    func incidentResult(of blamed: JournalWatch.Running, incident: String, kind: String) -> CheckResult {
        CheckResult(
            checkID: blamed.checkID, clause: blamed.clause, level: ClauseCatalog.clause(blamed.clause)?.level ?? .required,
            fixture: blamed.fixture, target: blamed.target, sdkVersion: version,
            verdict: Verdict(.failed, input: store.caseDescription(blamed.fixture) ?? blamed.fixture.description,
                             expected: "the check completes", actual: incident, note: kind),
            incident: incident)
    }
}
