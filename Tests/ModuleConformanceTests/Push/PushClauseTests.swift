import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

@Suite("Push clauses, in both directions")
struct PushClauseTests {
    @Test("The conforming set passes every push clause, each on at least one check")
    func conformingSetPasses() async throws {
        let results = await runAll(try pushChecks(BrokenPushDeclaration.conformingSet, settings: conformingSettingsJSON))
        for failure in results where failure.outcome == .failed {
            Issue.record(Comment(rawValue: failure.report))
        }
        let passed = Set(results.filter { $0.outcome == .passed }.map(\.clause))
        #expect(passed == Set(ClauseCatalog.clauses(of: .push).map(\.id)))
    }

    @Test("Every module-level push clause has a broken declaration, and every settings clause a broken settings file")
    func everyClauseIsBroken() {
        let broken = Set(BrokenPushDeclaration.all.map(\.breaks) + PushSettingsTests.brokenSettings.map(\.0))
        #expect(broken == Set(ClauseCatalog.clauses(of: .push).map(\.id.rawValue)))
    }

    @Test("A broken declaration is caught by the clause it breaks and by no unrelated clause",
          arguments: BrokenPushDeclaration.all.filter { !$0.crashes })
    func brokenIsCaught(_ broken: BrokenPushDeclaration) async throws {
        let results = await runAll(try pushChecks(broken.modules, tokenFormatter: broken.tokenFormatter))
        let expected = Set(([broken.breaks] + broken.related.clauses).map(ClauseID.init(rawValue:)))
        #expect(failedClauses(results) == expected, "related: \(broken.related.reason)")
    }

    @Test("A crashing declaration passes every other clause in process", arguments: BrokenPushDeclaration.all.filter(\.crashes))
    func crashingPassesOthers(_ broken: BrokenPushDeclaration) async throws {
        let excluded = Set(([broken.breaks] + broken.related.clauses).map(ClauseID.init(rawValue:)))
        let checks = try pushChecks(broken.modules, tokenFormatter: broken.tokenFormatter).filter { !excluded.contains($0.clause) }
        #expect(failedClauses(await runAll(checks)).isEmpty)
    }

    @Test("A module that assumes 32-byte tokens is caught by PUSH-REGISTRATION-SURVIVES")
    func registrationCrash() async {
        await #expect(processExitsWith: .failure) { await runChecks(of: "PUSH-REGISTRATION-SURVIVES", breaking: "PUSH-REGISTRATION-SURVIVES") }
    }

    @Test("A module that force-casts aps is caught by PUSH-HOSTILE-SURVIVES")
    func hostileCrash() async {
        await #expect(processExitsWith: .failure) { await runChecks(of: "PUSH-HOSTILE-SURVIVES", breaking: "PUSH-HOSTILE-SURVIVES") }
    }

    @Test("A content extension that force-casts data is caught by PUSH-CONTENT-SURVIVES")
    func contentCrash() async {
        await #expect(processExitsWith: .failure) { await runChecks(of: "PUSH-CONTENT-SURVIVES", breaking: "PUSH-CONTENT-SURVIVES") }
    }

    @Test("The crash clauses pass for the conforming set in a child process too")
    func crashClausesPassForConformingSet() async {
        await #expect(processExitsWith: .success) {
            let clauses: Set<ClauseID> = ["PUSH-REGISTRATION-SURVIVES", "PUSH-HOSTILE-SURVIVES", "PUSH-CONTENT-SURVIVES"]
            let checks = ((try? pushChecks(BrokenPushDeclaration.conformingSet)) ?? []).filter { clauses.contains($0.clause) }
            let results = await runAll(checks)
            if results.isEmpty || results.contains(where: { $0.outcome == .failed }) { exit(1) }
        }
    }
}

/// Runs every check of a clause against a broken declaration; used inside exit tests.
private func runChecks(of clause: ClauseID, breaking brokenClause: String) async {
    guard let broken = BrokenPushDeclaration.breaking(brokenClause),
          let checks = try? pushChecks(broken.modules, tokenFormatter: broken.tokenFormatter) else { return }
    for check in checks where check.clause == clause { _ = await check.run() }
}
