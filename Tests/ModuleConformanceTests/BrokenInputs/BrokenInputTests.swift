import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Every clause in both directions: the conforming modules pass it, and its registered broken input fails it.
@Suite("Every clause, in both directions")
struct BrokenInputTests {
    @Test("The conforming modules pass every clause of the contract, each on at least one check",
          arguments: ContractRegistry.contracts.map(\.contract))
    func conformingModulesPass(_ contract: Contract) async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.conforming(contract))
        for failure in results where failure.outcome == .failed {
            Issue.record(Comment(rawValue: failure.report))
        }
        let passed = Set(results.filter { $0.outcome == .passed }.map(\.clause))
        #expect(passed == Set(ClauseCatalog.clauses(of: contract).map(\.id)))
    }

    @Test("Every clause of the catalog has exactly one broken input, and every broken input names a catalog clause")
    func everyClauseHasABrokenInput() {
        let registered = BrokenInputs.all.map(\.breaks)
        #expect(Set(registered).count == registered.count, "a clause is registered twice")
        #expect(Set(registered) == Set(ClauseCatalog.all.map(\.id)))
    }

    @Test("A broken input is caught by the clause it breaks and by no unrelated clause",
          arguments: BrokenInputs.all.filter { !$0.crashes })
    func brokenInputIsCaught(_ broken: BrokenInput) async throws {
        let results = await SelfTestChecks.runAll(try broken.checks())
        #expect(SelfTestChecks.failedClauses(results) == broken.mustFail, "related: \(broken.relatedReason)")
    }

    @Test("A break of a class an earlier kit missed fails exactly its clause, and each failure names its input",
          arguments: BrokenInputs.subtle)
    func subtleBreakIsCaught(_ broken: BrokenInput) async throws {
        let results = await SelfTestChecks.runAll(try broken.checks())
        #expect(SelfTestChecks.failedClauses(results) == broken.mustFail,
                "related: \(broken.relatedReason); \(results.filter { $0.outcome == .failed }.map(\.report))")
        let failed = results.filter { $0.outcome == .failed }
        #expect(failed.allSatisfy { !$0.input.isEmpty && $0.input != "not run" && $0.expected != $0.actual }, "\(failed.map(\.input))")
    }

    @Test("A crashing input passes every other clause in process", arguments: BrokenInputs.crashing)
    func crashingInputPassesOthers(_ broken: BrokenInput) async throws {
        let checks = try broken.checks().filter { !broken.mustFail.contains($0.clause) }
        #expect(SelfTestChecks.failedClauses(await SelfTestChecks.runAll(checks)).isEmpty)
    }

    @Test("A crashing input crashes the process in a check of the clause it breaks", arguments: BrokenInputs.crashing.map(\.breaks))
    func crashingInputIsCaught(_ clause: ClauseID) async {
        await #expect(processExitsWith: .failure) { [clause] in
            let checks = (try? BrokenInputs.breaking(clause)?.checks()) ?? []
            for check in checks where check.clause == clause { _ = await check.run() }
        }
    }

    @Test("The clauses that crash broken inputs pass for the conforming modules in a child process too",
          arguments: BrokenInputs.crashing.map(\.breaks))
    func crashClausePassesForConformingModules(_ clause: ClauseID) async {
        await #expect(processExitsWith: .success) { [clause] in
            guard let contract = ClauseCatalog.clause(clause)?.contract else { exit(1) }
            let checks = ((try? SelfTestChecks.conforming(contract)) ?? []).filter { $0.clause == clause }
            let results = await SelfTestChecks.runAll(checks)
            if results.isEmpty || results.contains(where: { $0.outcome == .failed }) { exit(1) }
        }
    }
}

@Suite("A crash under plain swift test names the check that was running")
struct CrashLineTests {
    @Test("Before the process dies, standard error names the clause, fixture and module of the running check",
          arguments: BrokenInputs.crashing.map(\.breaks))
    func crashLine(_ clause: ClauseID) async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [clause] in
            let checks = (try? BrokenInputs.breaking(clause)?.checks()) ?? []
            for check in checks where check.clause == clause { _ = await check.run() }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("module-conformance: the process crashed while this check ran: \(clause)"), "\(text.prefix(600))")
        #expect(text.contains("fixture "), "the line names the fixture")
        // Named by the crashing thread's call, not only as the one check running (trial 33c: async entry points were not).
        #expect(!text.contains("one check was running when the process crashed"), "\(text.prefix(600))")
    }

    @Test("Among many checks running at once, a crash names only the check whose module call crashed")
    func onlyTheCrashingCheck() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = (try? BrokenInputs.breaking("CONT-FAIL-SURVIVES")?.checks()) ?? []
            _ = await SelfTestChecks.runAll(checks)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let named = text.split(separator: "\n").filter { $0.hasPrefix("module-conformance: the process crashed while this check ran:") }
        #expect(named.count == 1 && named[0].contains("CONT-FAIL-SURVIVES"), "\(named.count) lines: \(named.prefix(3))")
        // Trials 11 (X1) and 15 (M20): with several running, the process ends without Swift's backtrace, which crashes on
        // several threads at once could leave waiting for good, and says so.
        #expect(text.contains("several checks were running, so the process ends here without Swift's backtrace"), "\(text.suffix(600))")
    }

    @Test("Trial 10 (K07, K09): a crash in a service extension's expiry, the page's sample copied as written, names the check whose call crashed, among many running at once")
    func serviceExtensionCrashNamed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = (try? SelfTestChecks.push([PushDeclarations.conforming(serviceExtension: { CrashesOnExpiry() })])) ?? []
            _ = await SelfTestChecks.runAll(checks.filter { $0.clause.rawValue.hasPrefix("PUSH-SVC") })
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let named = text.split(separator: "\n").filter { $0.hasPrefix("module-conformance: the process crashed while this check ran:") }
        // Two expiry calls may trap at once on two threads, each naming its own check: every line names a check whose
        // call crashed, and none is a guess.
        #expect(!named.isEmpty && named.allSatisfy { $0.contains("PUSH-SVC-") }, "\(named.count) lines: \(text.prefix(800))")
        #expect(!text.contains("no check was calling a module") && !text.contains("in none of the kit's calls"), "\(text.prefix(800))")
    }

    @Test("A module call its check gave up on, which begins only after the check ended (a budget that ran out under load), names that check when it crashes, saying so, and never the slot's next check")
    func lateCallNamed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let options = ConformanceOptions()
            let first = ConformanceCheck.setupCheck(fixture: "late", target: "gave-up", options: options) {
                let ticket = CrashAttribution.currentSlot
                Thread.detachNewThread {
                    // Begins after its check ended and another has taken the slot.
                    Thread.sleep(forTimeInterval: 0.5)
                    CrashAttribution.calling(ticket) { fatalError("a call that began after its check ended") }
                }
                return nil
            }
            _ = await first.run()
            let second = ConformanceCheck.setupCheck(fixture: "late", target: "next-in-the-slot", options: options) {
                try? await Task.sleep(for: .seconds(3))
                return nil
            }
            _ = await second.run()
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let named = text.split(separator: "\n").filter { $0.hasPrefix("module-conformance: the process crashed while this check ran:") }
        #expect(named.count == 1 && named[0].contains("a call its check had given up on, made or still running after the check ended")
                    && named[0].contains("gave-up") && !named[0].contains("next-in-the-slot"), "\(text.prefix(1200))")
    }

    @Test("Trial 33f (T1-T4): with hundreds of checks running at once, as an author's plan runs under swift test, a crash still names its check")
    func crashAmongHundreds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // Three hundred checks that each wait three seconds for a second handler call, started first, then the crash.
            let waiting = ((try? SelfTestChecks.continuity(options: ConformanceOptions(sdkVersion: nil, handlerBudget: .seconds(3))) {
                ConformingContinuityModule()
            }) ?? []).filter { $0.clause == "CONT-BG-SESSION-ONCE" || $0.clause == "CONT-RESTORATION-ONCE" }
            let padding = Array(repeating: waiting, count: max(1, 300 / max(1, waiting.count))).flatMap { $0 }
            let crashing = ((try? BrokenInputs.breaking("CONT-FAIL-SURVIVES")?.checks()) ?? []).filter { $0.clause == "CONT-FAIL-SURVIVES" }
            await withTaskGroup(of: Void.self) { group in
                for check in padding { group.addTask { _ = await check.run() } }
                try? await Task.sleep(for: .milliseconds(500))
                for check in crashing { group.addTask { _ = await check.run() } }
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let named = text.split(separator: "\n").filter { $0.hasPrefix("module-conformance: the process crashed while this check ran:") }
        #expect(!named.isEmpty && named.allSatisfy { $0.contains("CONT-FAIL-SURVIVES") }, "\(named.count) lines: \(named.prefix(3)) \(text.prefix(400))")
    }

    @Test("Trial 33e (M37): among many checks running at once, a crash in an async module call after it suspended names only its check, by the task making the call")
    func crashAfterSuspending() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = (try? SelfTestChecks.method { CrashesAfterSuspending() }) ?? []
            _ = await SelfTestChecks.runAll(checks)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let named = text.split(separator: "\n").filter { $0.hasPrefix("module-conformance: the process crashed while this check ran:") }
        // Two calls may crash at the same moment, each on its own thread: each names its own check, and no other is named.
        #expect(!named.isEmpty && named.allSatisfy { $0.contains("METHOD-REQUEST-NIL-CONTEXT") },
                "\(named.count) lines: \(named.prefix(4)) \(text.prefix(400))")
    }

    @Test("Trial 33f (SC2): a crash on one response of a tap names that response in the crash line")
    func crashOnOneResponseNamed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = ((try? SelfTestChecks.push([PushDeclarations.lifecycleOnly { CrashesOnOwnAction() }])) ?? [])
                .filter { $0.clause == "PUSH-TAP-BUDGET" }
            for check in checks { _ = await check.run() }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("module-conformance: the process crashed while this check ran: PUSH-TAP-BUDGET"), "\(text.prefix(600))")
        #expect(text.contains(", while the kit gave it the action 'reply' of the module's category 'conforming.reply'"), "\(text.prefix(800))")
    }

    @Test("A content extension is shown several notifications on one view controller: one that crashes on the second is caught by PUSH-CONTENT-SURVIVES")
    func contentExtensionSecondNotification() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = (try? SelfTestChecks.push([PushDeclarations.conforming(contentExtension: { BreaksContentSecondNotification() })])) ?? []
            for check in checks where check.clause == "PUSH-CONTENT-SURVIVES" { _ = await check.run() }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("module-conformance: the process crashed while this check ran: PUSH-CONTENT-SURVIVES"), "\(text.prefix(600))")
    }

    @Test("A crash on a module's own thread while several checks run names no check, and says it cannot tell")
    func crashOffTheCallingThread() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // The module's thread crashes while the checks' calls to it still run, on other threads.
            let checks = ((try? SelfTestChecks.continuity { CrashesOnItsOwnThread() }) ?? []).filter { $0.clause == "CONT-SHAPES-ALIKE" }
            guard checks.count > 1 else { return }
            _ = await SelfTestChecks.runAll(checks)
            try? await Task.sleep(for: .seconds(5))
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("so which check caused it cannot be told"), "\(text.prefix(600))")
        #expect(!text.contains("module-conformance: the process crashed while this check ran"), "\(text.prefix(600))")
    }

    @Test("Trial 33c: with one check running (swift test --no-parallel), a crash off its calls names it, saying how it was told")
    func crashOffTheCallingThreadAlone() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = ((try? SelfTestChecks.continuity { CrashesOnItsOwnThread() }) ?? []).filter { $0.clause == "CONT-OWN-CLAIMED" }
            for check in checks { _ = await check.run() }
            try? await Task.sleep(for: .seconds(5))
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("one check was running when the process crashed, on a thread that was in none of the kit's calls"),
                "\(text.prefix(600))")
        #expect(text.contains("module-conformance: the process crashed while this check ran: CONT-OWN-CLAIMED"), "\(text.prefix(600))")
    }

    @Test("Issue 32's tenth review: the did-fail callback gets every documented continuation error, so a module that handles one alone crashes in CONT-FAIL-SURVIVES")
    func everyContinuationError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = ((try? SelfTestChecks.continuity { CrashesOnOtherContinuationErrors() }) ?? []).filter { $0.clause == "CONT-FAIL-SURVIVES" }
            for check in checks { _ = await check.run() }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("module-conformance: the process crashed while this check ran: CONT-FAIL-SURVIVES"), "\(text.prefix(600))")
        // The conforming module is handed the same errors and returns from each.
        let conforming = await SelfTestChecks.runAll(((try? SelfTestChecks.continuity { ConformingContinuityModule() }) ?? []).filter { $0.clause == "CONT-FAIL-SURVIVES" })
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome == .passed && $0.input.contains("NSCocoaErrorDomain 4608") })
    }

    @Test("A check that finishes leaves no line behind: a later crash elsewhere names nothing of it")
    func noLineAfterFinishing() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = (try? SelfTestChecks.conforming(.continuity)) ?? []
            for check in checks.prefix(3) { _ = await check.run() }
            fatalError("a crash outside any check")
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!text.contains("module-conformance: the process crashed while this check ran"))
        #expect(text.contains("a crash outside any check"))
        // The fourteenth trial (B22np): the line names the check that ended last, as that, not as the one running.
        #expect(text.contains("the process crashed while no check was running") && text.contains("the check that ended last was: CONT-"),
                "\(text.prefix(600))")
    }

    @Test("The fourteenth trial (B22np): a module's own thread that crashes after its check ended, checks run one at a time, is said with the check that ended last")
    func crashBetweenChecks() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = ((try? SelfTestChecks.continuity { CrashesAfterItsCheck() }) ?? []).filter { $0.clause == "CONT-OWN-CLAIMED" }
            for check in checks.prefix(1) { _ = await check.run() }
            try? await Task.sleep(for: .seconds(5))
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("the process crashed while no check was running") && text.contains("the check that ended last was: CONT-OWN-CLAIMED"),
                "\(text.prefix(600))")
    }
}

@Suite("A main-thread stall under plain swift test is named at once, and fails its check as a hang")
struct StallLineTests {
    @Test("Within about a second, standard error names the check that holds the main thread; when the call returns, the check fails as a hang")
    func stallNamed() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let checks = ((try? SelfTestChecks.continuity { StallsMainThread() }) ?? []).filter { $0.clause == "CONT-OWN-CLAIMED" }
            guard let check = checks.first else { exit(2) }
            let result = await check.run()
            exit(result.outcome == .failed && result.incident?.hasPrefix(MainThread.hangIncident) == true ? 0 : 3)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("module-conformance: hang: CONT-OWN-CLAIMED"), "\(text.prefix(600))")
        #expect(text.contains("has held the main thread for more than 1.0 seconds in one module call"), "\(text.prefix(600))")
    }

    @Test("Trial 33d (M116): a hang in getNotificationCategories(), which the kit asks before a tap as the app does, is named for it, not for the tap callback")
    func stallInCategoriesNamed() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let checks = ((try? SelfTestChecks.push([PushDeclarations.lifecycleOnly { StallsInCategories() }])) ?? [])
                .filter { $0.clause == "PUSH-TAP-BUDGET" }
            guard let check = checks.first else { exit(2) }
            let result = await check.run()
            exit(result.outcome == .failed && result.incident?.contains("in getNotificationCategories()") == true ? 0 : 3)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("has held the main thread for more than 1.0 seconds in getNotificationCategories()"), "\(text.prefix(600))")
    }

    @Test("Trial 33f (ST2): in an author's plan, a module that stalls every call ends the test process at the third hang, naming the three")
    func everyCallStalls() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // A plan's checks name their module class (`forModule`); each of these holds the main thread 1.5 s.
            let checks = ((try? SelfTestChecks.continuity { StallsMainThread() }) ?? [])
                .filter { $0.clause == "CONT-OWN-CLAIMED" || $0.clause == "CONT-FOREIGN-NOT-CLAIMED" }.map { $0.forModule("StallsMainThread") }
            guard checks.count > StallWatch.hangLimit + 2 else { exit(0) }
            _ = await SelfTestChecks.runAll(checks)
            // Every check ran to its end: the limit was not applied.
            exit(0)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("module-conformance: hang: 3 module calls have held the main thread past 1.0 seconds"), "\(text.suffix(800))")
        #expect(text.contains("ending the test process"), "\(text.suffix(800))")
    }

    @Test("Trial 11 (K08): a check the one line hands out counts toward the three hangs whether or not it names its class (method and push checks do not)")
    func unnamedChecksCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let checks = ((try? SelfTestChecks.continuity { StallsMainThread() }) ?? [])
                .filter { $0.clause == "CONT-OWN-CLAIMED" || $0.clause == "CONT-FOREIGN-NOT-CLAIMED" }
                .map { check -> ConformanceCheck in
                    var counted = check
                    counted.countsHangs = true
                    return counted
                }
            guard checks.count > StallWatch.hangLimit + 2, checks.allSatisfy({ $0.module == nil }) else { exit(0) }
            _ = await SelfTestChecks.runAll(checks)
            exit(0)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("module-conformance: hang: 3 module calls have held the main thread past 1.0 seconds"), "\(text.suffix(800))")
    }

    @Test("A conforming module's checks name no stall and fail none")
    func noStall() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity { ConformingContinuityModule() })
        #expect(results.allSatisfy { $0.incident == nil && $0.outcome != .failed })
    }
}

/// The page's service-extension sample as the tenth trial copied it (K09): the expiry unwraps a request it never kept.
final class CrashesOnExpiry: ConformingServiceExtension {
    var kept: UNNotificationRequest!

    override func serviceExtensionTimeWillExpire() {
        _ = kept.identifier
    }
}
