import ConformanceEngine
import Foundation
import ConformanceTestSupport
import Testing

@Suite("Continuity clauses, in both directions")
struct ContinuityClauseTests {
    @Test("The conforming module passes every continuity clause, each on at least one fixture")
    func conformingModulePasses() async {
        let results = await continuityResults { ConformingContinuityModule() }
        for failure in results where failure.outcome == .failed {
            Issue.record(Comment(rawValue: failure.report))
        }
        let passed = Set(results.filter { $0.outcome == .passed }.map(\.clause))
        #expect(passed == Set(ClauseCatalog.clauses(of: .continuity).map(\.id)))
    }

    @Test("Every continuity clause has a broken module")
    func everyClauseHasABrokenModule() {
        let broken = Set(BrokenContinuityModule.all.map { ClauseID(rawValue: $0.breaks) })
        #expect(broken == Set(ClauseCatalog.clauses(of: .continuity).map(\.id)))
    }

    @Test("A broken module is caught by the clause it breaks and by no unrelated clause",
          arguments: BrokenContinuityModule.all.filter { !$0.crashes })
    func brokenModuleIsCaught(_ broken: BrokenContinuityModule) async {
        let results = await continuityResults { broken.make() }
        let expected = Set(([broken.breaks] + broken.related.clauses).map(ClauseID.init(rawValue:)))
        #expect(failedClauses(results) == expected, "related: \(broken.related.reason)")
    }

    @Test("A crashing module passes every other clause in process",
          arguments: BrokenContinuityModule.all.filter(\.crashes))
    func crashingModulePassesOtherClauses(_ broken: BrokenContinuityModule) async {
        let results = await continuityResults(excluding: [ClauseID(rawValue: broken.breaks)]) { broken.make() }
        #expect(failedClauses(results).isEmpty)
    }

    @Test("A module that crashes on a missing web page URL is caught by CONT-ACTIVITY-NO-URL")
    func crashOnMissingURLIsCaught() async {
        await #expect(processExitsWith: .failure) {
            await runFirstCheck(of: "CONT-ACTIVITY-NO-URL", on: "CONT-ACTIVITY-NO-URL")
        }
    }

    @Test("A module that crashes in the failure callback is caught by CONT-FAIL-SURVIVES")
    func crashOnFailureCallbackIsCaught() async {
        await #expect(processExitsWith: .failure) {
            await runFirstCheck(of: "CONT-FAIL-SURVIVES", on: "CONT-FAIL-SURVIVES")
        }
    }

    @Test("The crash checks pass for the conforming module in a child process too")
    func crashChecksPassForConformingModule() async {
        await #expect(processExitsWith: .success) {
            for clause: ClauseID in ["CONT-ACTIVITY-NO-URL", "CONT-FAIL-SURVIVES"] {
                for check in ConformanceCheck.continuity(owning: demoTarget, options: fastOptions, module: { ConformingContinuityModule() })
                where check.clause == clause {
                    if await check.run().outcome != .passed { exit(1) }
                }
            }
        }
    }
}

/// Runs the first check of a clause against the broken module for `brokenClause`; used inside exit tests.
private func runFirstCheck(of clause: ClauseID, on brokenClause: String) async {
    guard let broken = BrokenContinuityModule.breaking(brokenClause) else { return }
    let check = ConformanceCheck.continuity(owning: demoTarget, options: fastOptions, module: broken.make)
        .first { $0.clause == clause }
    _ = await check?.run()
}
