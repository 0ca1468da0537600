import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// Modules that misbehave the way real ones do: certify still ends within its budget, judges every other clause,
/// and fails a crash or hang whatever the clause's level (issue 9). How long that takes is the benchmark's to measure
/// (`conformance-benchmark`), never a timed assertion here.
@Suite("certify always finishes and every clause runs, whatever a module does")
struct CertificationTimeTests {
    /// A push module entry of the settings, with a service extension when one is named.
    func push(_ className: String, service: String? = nil) -> [String: Any] {
        var entry: [String: Any] = ["name": className, "className": className, "identifier": "com.q2.mobile.module.conforming", "push": true]
        if let service { entry["pushServiceClassName"] = service }
        return entry
    }

    func certifyTimed(_ package: ScratchPackage, callbackBudget: Duration = .seconds(10)) async throws -> (CertificationReport, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let report = try await certify(package) {
            $0.options.callbackBudget = callbackBudget
            $0.options.silentNotificationBudget = callbackBudget
            $0.options.serviceExtensionBudget = callbackBudget
        }
        return (report, clock.now - start)
    }

    @Test("An async callback that spins and ignores cancellation fails as a hang; the harness is replaced and the rest is judged")
    func spinner() async throws {
        // A one-second callback budget keeps the test short; the benchmark runs the same module at the kit's defaults.
        let (report, _) = try await certifyTimed(try ScratchPackage(entries: [push("SpinningPushModule")], declaration: ["modules": [:]]),
                                                    callbackBudget: .seconds(1))
        #expect(report.certified == false)
        let hung = report.checks.filter { $0.incident?.hasPrefix("hang") == true }
        // The registered instance of PUSH-LONG-LIVED is delivered the same notifications, so it spins there too.
        #expect(!hung.isEmpty && hung.allSatisfy { ["PUSH-SILENT-BUDGET", "PUSH-HOSTILE-SURVIVES", "PUSH-FOREIGN-NO-DECISION",
                                                    "PUSH-LONG-LIVED"].contains($0.clause) }, "\(hung.map(\.clause))")
        // The eighth trial (K23): the call was never cancelled, so the incident says it was left running, not that it
        // ignored a cancellation.
        #expect(hung.contains { $0.incident?.contains("no answer within the kit's budget, and the call was still running then; "
                                                       + "certify does not cancel a late call") == true }, "\(hung.map(\.incident))")
        #expect(report.checks.contains { $0.clause == "PUSH-PRESENT-BUDGET" && $0.outcome == .passed }, "other callbacks' clauses are judged")
    }

    @Test("A crash on every hostile payload fails that clause once and leaves every other clause judged")
    func hostileCrash() async throws {
        let (report, _) = try await certifyTimed(try ScratchPackage(entries: [push("HostileCrashingPushModule")], declaration: ["modules": [:]]))
        #expect(report.certified == false)
        let hostile = report.checks.filter { $0.clause == "PUSH-HOSTILE-SURVIVES" }
        #expect(hostile.filter { $0.incident != nil }.count == 1, "one crash, then the rest of the clause is not run")
        #expect(hostile.contains { $0.outcome == .notRun })
        #expect(report.checks.contains { $0.clause == "PUSH-TAP-BUDGET" && $0.outcome == .passed })
    }

    @Test("A crash in a recommended clause's check fails certification")
    func recommendedCrash() async throws {
        let report = try await certify(try ScratchPackage(classes: ["SchemeCrashingLinkModule"]))
        let crashed = try #require(report.checks.first { $0.incident != nil })
        #expect(crashed.clause == "CONT-ANY-SCHEME" && crashed.level == .recommended)
        #expect(report.certified == false)
        #expect(report.clauses.filter { $0.level == .required }.allSatisfy { $0.outcome != .failed }, "no required clause failed")
        #expect(report.table().contains("SchemeCrashingLinkModule does not know the scheme acmebank"), "the table carries the reason")
    }

    @Test("A service extension that never delivers is judged in about a second per check: the kit calls its expiry early")
    func neverDelivers() async throws {
        let (report, _) = try await certifyTimed(try ScratchPackage(
            entries: [push("ConformingPushLifecycleModule", service: "NeverDeliveringServiceExtension")],
            declaration: ["modules": ["ConformingPushLifecycleModule": ["push": ["payloadKey": "conforming", "payloadExamples": [["title": "t", "subtitle": "s", "body": "b"]]]]]]))
        #expect(report.certified == false)
        #expect(report.clauses.first { $0.id == "PUSH-SVC-HANDLER-ONCE" }?.outcome == .failed)
        #expect(!report.checks.contains { $0.incident != nil }, "the kit judges it; no watchdog had to stop anything")
    }

    @Test("A stall caused by what an earlier check left behind is blamed on that check, one at a time; at once, it fails the run")
    func leftBehind() async throws {
        let serial = try await certify(try ScratchPackage(classes: ["LockingLinkModule"]), checkBudget: .seconds(1)) { $0.parallel = false }
        #expect(serial.certified == false)
        let blamed = serial.checks.filter { $0.incident != nil }
        // The long-lived check offers its one instance the partner link among the others, so it stalls on its own call.
        #expect(!blamed.isEmpty && blamed.allSatisfy { $0.input.contains("partner") || $0.clause == "CONT-LONG-LIVED" },
                "\(blamed.map(\.checkID))")
        #expect(blamed.contains { $0.input.contains("partner") })
        #expect(serial.checks.contains { $0.clause == "CONT-OWN-CLAIMED" && $0.outcome == .passed }, "the rest is judged")

        let parallel = try await certify(try ScratchPackage(classes: ["LockingLinkModule"]), checkBudget: .seconds(1))
        #expect(parallel.certified == false)
        #expect(parallel.problems.contains { $0.contains("finishes alone") && $0.contains("--no-parallel") }
                || parallel.checks.contains { $0.incident != nil && $0.input.contains("partner") }, "\(parallel.problems)")
    }

    @Test("Two modules that declare the same link target are a setup failure naming both; each still gets every check")
    func sharedTarget() async throws {
        let one = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"]))
        let both = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule", "BreaksForeignNotClaimed"]))
        #expect(both.certified == false)
        #expect(both.problems.contains { $0.contains("com.q2.mobile.module.demo/path is also declared by") }, "\(both.problems)")
        // Each module gets every check of its own; the package's (the app contract's on its files) are planned once.
        func moduleChecks(_ report: CertificationReport) -> Int { report.checks.filter { $0.clause != "SETUP" && $0.checkID.contains("@") }.count }
        #expect(moduleChecks(both) == 2 * moduleChecks(one))
        #expect(both.checks.count(where: { !$0.checkID.contains("@") && $0.clause != "SETUP" }) == one.checks.count(where: { !$0.checkID.contains("@") }))
        #expect(Set(both.checks.map(\.checkID)).count == both.checks.count)
        #expect(both.checks.contains { $0.checkID.hasSuffix("@BreaksForeignNotClaimed") && $0.outcome == .failed })
    }
}
