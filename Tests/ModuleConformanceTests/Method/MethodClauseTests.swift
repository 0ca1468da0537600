import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

let fastMethodOptions = ConformanceOptions(sdkVersion: nil, handlerBudget: .milliseconds(40), callbackBudget: .milliseconds(150))

func methodChecks(_ make: @escaping @Sendable () -> ConformingMethodModule,
                  options: ConformanceOptions = fastMethodOptions) throws -> [ConformanceCheck] {
    try ConformanceCheck.method([BrokenMethodModule.declaration(make)], options: options, store: FixtureStore.bundled())
}

@Suite("Method clauses, in both directions")
struct MethodClauseTests {
    @Test("The conforming module passes every method clause, each on at least one check")
    func conformingPasses() async throws {
        let results = await runAll(try methodChecks { ConformingMethodModule() })
        for failure in results where failure.outcome == .failed { Issue.record(Comment(rawValue: failure.report)) }
        #expect(Set(results.filter { $0.outcome == .passed }.map(\.clause)) == Set(ClauseCatalog.clauses(of: .method).map(\.id)))
    }

    @Test("Every method clause has a broken module")
    func everyClauseIsBroken() {
        #expect(Set(BrokenMethodModule.all.map(\.breaks)) == Set(ClauseCatalog.clauses(of: .method).map(\.id.rawValue)))
    }

    @Test("A broken module is caught by the clause it breaks and by no unrelated clause",
          arguments: BrokenMethodModule.all.filter { !$0.crashes })
    func brokenIsCaught(_ broken: BrokenMethodModule) async throws {
        #expect(failedClauses(await runAll(try methodChecks(broken.make))) == [ClauseID(rawValue: broken.breaks)])
    }

    @Test("A crashing module passes every other clause in process", arguments: BrokenMethodModule.all.filter(\.crashes))
    func crashingPassesOthers(_ broken: BrokenMethodModule) async throws {
        let checks = try methodChecks(broken.make).filter { $0.clause.rawValue != broken.breaks }
        #expect(failedClauses(await runAll(checks)).isEmpty)
    }

    @Test("A module that force-unwraps the context is caught by METHOD-REQUEST-NIL-CONTEXT")
    func nilContextCrash() async {
        await #expect(processExitsWith: .failure) { await runMethodChecks(of: "METHOD-REQUEST-NIL-CONTEXT") }
    }

    @Test("A method that force-unwraps a parameter is caught by METHOD-SELECTOR-PARAMS")
    func parameterCrash() async {
        await #expect(processExitsWith: .failure) { await runMethodChecks(of: "METHOD-SELECTOR-PARAMS") }
    }

    @Test("The crash clauses pass for the conforming module in a child process too")
    func crashClausesPass() async {
        await #expect(processExitsWith: .success) {
            let checks = ((try? methodChecks { ConformingMethodModule() }) ?? [])
                .filter { ["METHOD-REQUEST-NIL-CONTEXT", "METHOD-SELECTOR-PARAMS"].contains($0.clause.rawValue) }
            let results = await runAll(checks)
            if results.isEmpty || results.contains(where: { $0.outcome != .passed }) { exit(1) }
        }
    }

    @Test("Typed-request clauses do not apply before 26.3.0, and the issuer clause not before 26.4.0")
    func versionGates() async throws {
        let older = ConformanceOptions(sdkVersion: SDKVersion("26.3.0"), handlerBudget: .milliseconds(40), callbackBudget: .milliseconds(150))
        let at263 = await runAll(try methodChecks({ BreaksOAuthIssuer() }, options: older))
        #expect(at263.filter { $0.clause == "METHOD-OAUTH-ISSUER" }.allSatisfy { $0.outcome == .notApplicable })
        #expect(at263.contains { $0.clause == "METHOD-OAUTH-SHAPE" && $0.outcome == .passed })
        let oldest = ConformanceOptions(sdkVersion: SDKVersion("25.7.0"), handlerBudget: .milliseconds(40), callbackBudget: .milliseconds(150))
        let at257 = await runAll(try methodChecks({ BreaksRequestJSON() }, options: oldest))
        let typed = Set(MethodClauses.all.filter { $0.since != nil }.map(\.id))
        #expect(at257.filter { typed.contains($0.clause) }.allSatisfy { $0.outcome == .notApplicable })
        #expect(at257.contains { $0.clause == "METHOD-SELECTOR-ONCE" && $0.outcome == .passed })
    }
}

/// Runs every check of a clause against its broken module; used inside exit tests.
private func runMethodChecks(of clause: String) async {
    guard let broken = BrokenMethodModule.breaking(clause), let checks = try? methodChecks(broken.make) else { return }
    for check in checks where check.clause.rawValue == clause { _ = await check.run() }
}
