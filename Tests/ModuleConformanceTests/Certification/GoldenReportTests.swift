import ConformanceCertification
import ConformanceEngine
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("Golden certification reports")
struct GoldenReportTests {
    func report(_ outcome: Outcome, actual: String = "true", package: String = "/one/machine") -> CertificationReport {
        CertificationReport(package: package, sdkVersion: nil, checks: [
            .sample("CONT-OWN-CLAIMED|f#a|t", clause: "CONT-OWN-CLAIMED", fixture: "f#a", actual: actual, outcome: outcome),
            .sample("CONT-ROUTING|f#b|t", clause: "CONT-ROUTING", fixture: "f#b", actual: "ok", outcome: .passed),
        ], problems: [])
    }

    @Test("The same behaviour on another machine, in another order, has no differences")
    func stable() throws {
        let first = GoldenReport(report(.passed, package: "/one/machine"))
        let reordered = CertificationReport(package: "/another/machine", sdkVersion: nil,
                                            checks: report(.passed).checks.reversed(), problems: [])
        #expect(GoldenReport(reordered).differences(from: first).isEmpty)
        let roundTripped = GoldenReport(json: try JSONReader.parse(Array(first.text.utf8)))
        #expect(first.differences(from: roundTripped).isEmpty)
    }

    @Test("A changed verdict is listed by clause and by check, with what the module did")
    func changedVerdict() {
        let differences = GoldenReport(report(.failed, actual: "nil")).differences(from: GoldenReport(report(.passed)))
        #expect(differences == [
            "clause CONT-OWN-CLAIMED: passed → failed",
            "check CONT-OWN-CLAIMED|f#a|t: passed (actual: true) → failed (actual: nil)",
            "passed: bool(true) → bool(false)",
        ])
    }

    @Test("The eighth trial (G12): the user a seed signs in is not compared; a note that changes otherwise is shown as the field that changed")
    func seededNote() {
        func noted(_ note: String) -> CertificationReport {
            CertificationReport(package: "p", sdkVersion: nil, checks: [
                CheckResult(checkID: "CONT-OWN-CLAIMED|f#a|t", clause: "CONT-OWN-CLAIMED", level: .required, fixture: FixtureCase("f#a"),
                            target: "t", sdkVersion: nil, verdict: Verdict(.failed, input: "i", expected: "e", actual: "true", note: note)),
            ], problems: [])
        }
        let signedIn = GoldenReport(noted("the host's delegate and data source were set, with a signed-in user"))
        let signedOut = GoldenReport(noted("the host's delegate and data source were set, with no signed-in user"))
        #expect(signedOut.differences(from: signedIn).isEmpty)
        #expect(GoldenReport(noted("another note")).differences(from: signedIn) == [
            "check CONT-OWN-CLAIMED|f#a|t: failed (actual: true) → failed (actual: true)",
            "  note: 'the host's delegate and data source were set, with {the user drawn from the seed}' → 'another note'",
        ])
    }

    @Test("A check that appears or disappears is listed")
    func appearedAndDisappeared() {
        let fewer = CertificationReport(package: "p", sdkVersion: nil, checks: Array(report(.passed).checks.prefix(1)), problems: [])
        #expect(GoldenReport(fewer).differences(from: GoldenReport(report(.passed))).contains {
            $0.hasPrefix("check CONT-ROUTING|f#b|t: passed (actual: ok) → absent")
        })
    }

    @Test("The seventeenth trial (G05): a changed outcome is listed before changed observations, and the counts tell them apart")
    func outcomesBeforeObservations() {
        let golden = CertificationReport(package: "p", sdkVersion: nil, checks: [
            .sample("CONT-OWN-CLAIMED|f#a|t", clause: "CONT-OWN-CLAIMED", fixture: "f#a", actual: "nil", outcome: .passed),
            .sample("CONT-ROUTING|f#b|t", clause: "CONT-ROUTING", fixture: "f#b", actual: "nil", outcome: .passed),
        ], problems: [])
        let now = CertificationReport(package: "p", sdkVersion: nil, checks: [
            .sample("CONT-OWN-CLAIMED|f#a|t", clause: "CONT-OWN-CLAIMED", fixture: "f#a", actual: "false", outcome: .passed),
            .sample("CONT-ROUTING|f#b|t", clause: "CONT-ROUTING", fixture: "f#b", actual: "true", outcome: .failed),
        ], problems: [])
        let differences = GoldenReport(now).differences(from: GoldenReport(golden))
        let outcome = differences.firstIndex { $0.hasPrefix("check CONT-ROUTING") }, observation = differences.firstIndex { $0.hasPrefix("check CONT-OWN-CLAIMED") }
        #expect(outcome != nil && observation != nil && outcome! < observation!, "\(differences)")
        let counts = GoldenReport(now).changeCounts(from: GoldenReport(golden))
        #expect(counts.clauses == 1 && counts.outcomes == 1 && counts.observations == 1, "\(counts)")
        #expect(GoldenReport(golden).changeCounts(from: GoldenReport(golden)) == (0, 0, 0))
    }
}
