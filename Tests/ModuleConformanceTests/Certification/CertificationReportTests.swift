import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Certification reports")
struct CertificationReportTests {
    func result(_ clause: ClauseID, _ outcome: Outcome, level: ClauseLevel = .required, actual: String = "a") -> CheckResult {
        .sample("\(clause)|\(UUID())", clause: clause, level: level, fixture: "continuity/x.json#case", actual: actual, outcome: outcome)
    }

    @Test("Trial 10 (K08): a call that held the main thread and returned is hinted as held, not as a call that never returned; a crash keeps its hint")
    func heldMainThreadHint() {
        let base = CheckResult.sample("METHOD-SELECTOR-ONCE|m#a|t", clause: "METHOD-SELECTOR-ONCE", fixture: "m#a", outcome: .passed)
        let held = base.with(incident: MainThread.hangIncident + " for 11.0 seconds in one call", note: "n").report
        #expect(held.contains("hint:     the module held the main thread through the call this input makes") && !held.contains("did not return"),
                "\(held)")
        let crashed = base.with(incident: "crash: the harness ended by signal 6 (SIGABRT)", note: "n").report
        #expect(crashed.contains("hint:     the module crashed in the call this input makes"), "\(crashed)")
    }

    @Test("The sixteenth review (A6): checks whose module held a handler past the kit's watch are listed for review, one line per clause and handler; others are not")
    func heldPastWatchIsListed() {
        func noted(_ id: String, _ note: String?) -> CheckResult {
            CheckResult(checkID: id, clause: "METHOD-SELECTOR-ONCE", level: .required, fixture: FixtureCase("method#a"), target: "t",
                        sdkVersion: nil, verdict: Verdict(.passed, input: "i", expected: "e", actual: "completed 1 time", note: note))
        }
        let held = ConformanceCheck.heldPastWindowMark + "the method's callback (the module kept it 30 s after the check's wait)"
        let lines = CertificationRunner.heldPastWatch([noted("a@M", held), noted("b@M", "another note; " + held), noted("c@M", nil),
                                                       noted("d@M", "the module held a handler it had called")])
        #expect(lines == ["METHOD-SELECTOR-ONCE: the method's callback was still held by the module when the kit stopped watching "
                          + "it, in 2 check(s) (the first: a@M): a call after that would reach the app unseen; read the module for one"],
                "\(lines)")
        #expect(CertificationRunner.heldPastWatch([noted("c@M", nil)]).isEmpty)
    }

    @Test("Clause outcomes: failed beats waived beats passed beats not applicable; unrun clauses are not applicable")
    func aggregation() {
        let report = CertificationReport(package: "p", sdkVersion: nil, checks: [
            result("CONT-OWN-CLAIMED", .passed), result("CONT-OWN-CLAIMED", .failed),
            result("CONT-ANY-SCHEME", .passed, level: .recommended), result("CONT-ANY-SCHEME", .waived, level: .recommended),
            result("CONT-ROUTING", .passed), result("CONT-ROUTING", .notApplicable),
            result("CONT-WILL-CONTINUE", .notApplicable),
        ], problems: [])
        func outcome(_ id: ClauseID) -> Outcome? { report.clauses.first { $0.id == id }?.outcome }
        #expect(outcome("CONT-OWN-CLAIMED") == .failed)
        #expect(outcome("CONT-ANY-SCHEME") == .waived)
        #expect(outcome("CONT-ROUTING") == .passed)
        #expect(outcome("CONT-WILL-CONTINUE") == .notApplicable)
        #expect(outcome("CONT-FAIL-SURVIVES") == .notApplicable)
        #expect(report.clauses.count == ClauseCatalog.all.count)
        #expect(!report.passed)
    }

    @Test("Trial 33g (B24): a result failed by a hang after the check saw a pass says the hang first, and what it saw after it")
    func incidentLeadsTheActual() {
        let hung = result("PUSH-LONG-LIVED", .passed, actual: "every delivery answered as a fresh instance's did")
            .with(incident: "hang: a module call did not return within the kit's budget", note: "hang")
        #expect(hung.outcome == .failed && hung.actual.hasPrefix("hang: a module call did not return within the kit's budget"))
        #expect(hung.actual.contains("(before it: every delivery answered as a fresh instance's did)"))
    }

    @Test("The ninth trial (M99, M81): a check failed for want of an answer in time hints at time, not at the clause's rule; a check not run gives no hint")
    func hintsFitTheFailure() {
        let slow = result("METHOD-REQUEST-NIL-CONTEXT", .failed, actual: "no answer within the budget").report
        #expect(slow.contains("hint:     the call gave no answer within its budget") && !slow.contains("optional chaining"), "\(slow)")
        let wrong = result("METHOD-REQUEST-NIL-CONTEXT", .failed, actual: "crashed").report
        #expect(wrong.contains("hint:     ") && !wrong.contains("gave no answer within its budget"), "\(wrong)")
        #expect(!result("CONT-OWN-CLAIMED", .notRun, actual: "not run").report.contains("hint:"))
    }

    @Test("A failed recommended clause does not fail certification; a failed required one does")
    func verdict() {
        let recommended = CertificationReport(package: "p", sdkVersion: nil,
                                              checks: [result("CONT-OWN-CLAIMED", .passed), result("CONT-NIL-FOR-UNOWNED", .failed, level: .recommended)],
                                              problems: [])
        #expect(recommended.passed)
        #expect(recommended.table().contains("PASSED, NOT SEALED: 2 checks"), "a report certify has not sealed is no certificate")
        #expect(recommended.sealed(with: testCertifierKey).table().contains("\nCERTIFIED: 2 checks"))
        let required = CertificationReport(package: "p", sdkVersion: nil, checks: [result("CONT-OWN-CLAIMED", .failed)], problems: [])
        #expect(!required.passed)
        #expect(required.table().contains("NOT CERTIFIED"))
        #expect(required.table().contains("CONT-OWN-CLAIMED (required) failed"))
    }

    @Test("A run that reached no check prints its problem, not a table of clauses that none ran")
    func noCheckRan() {
        let failed = CertificationReport(package: "p", sdkVersion: nil, checks: [], problems: ["the harness build exited with status 1"])
        let table = failed.table()
        #expect(table.contains("No check ran") && table.contains("problem: the harness build exited with status 1"))
        #expect(!table.contains("none ran") && !table.contains("CONT-OWN-CLAIMED"))
        #expect(table.hasSuffix("NOT CERTIFIED: no check ran (1 problem above)"), "no count of clauses 'not applicable'")
        #expect(failed.markdown().contains("No check ran") && !failed.markdown().contains("`CONT-OWN-CLAIMED`"))
        let ran = CertificationReport(package: "p", sdkVersion: nil, checks: [result("CONT-OWN-CLAIMED", .passed)], problems: [])
        #expect(ran.table().contains("CONT-OWN-CLAIMED") && !ran.table().contains("No check ran"))
        #expect(ran.markdown().contains("`CONT-OWN-CLAIMED`") && !ran.markdown().contains("No check ran"))
    }

    @Test("The report round-trips through JSON")
    func json() throws {
        let report = CertificationReport(package: "p", sdkVersion: SDKVersion("26.4.0"), checks: [result("CONT-OWN-CLAIMED", .passed)], problems: [])
        let decoded = try JSONDecoder().decode(CertificationReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
    }

    @Test("JUnit output is well-formed XML, even with markup and control characters in a failure")
    func junit() throws {
        let report = CertificationReport(package: "p", sdkVersion: nil, checks: [
            result("CONT-OWN-CLAIMED", .failed, actual: "<tag> & \"quote\" \u{1} end"), result("CONT-ROUTING", .passed),
            result("CONT-WILL-CONTINUE", .notApplicable),
        ], problems: ["a <problem>"])
        let xml = report.junit()
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        #expect(xml.contains("<failure message=\"expected e, actual &lt;tag&gt; &amp; &quot;quote&quot; U+1 end\""))
        #expect(xml.contains("<skipped"))
    }

    @Test("Issue 33: JUnit's counts match its elements: every check is one test case, a failing setup check has its failure, a problem its error")
    func junitCounts() throws {
        let report = CertificationReport(package: "p", sdkVersion: nil, checks: [
            result("CONT-OWN-CLAIMED", .passed), result("SETUP", .failed), result("PUSH-TOKEN-HEX", .failed, level: .recommended),
        ], problems: ["a problem"])
        let xml = report.junit()
        func count(_ text: String) -> Int { xml.components(separatedBy: text).count - 1 }
        let problems = report.problems.count
        #expect(problems >= 1)
        #expect(xml.contains("<testsuites name=\"module-conformance\" tests=\"\(3 + problems)\" failures=\"1\" errors=\"\(problems)\">"), "\(xml)")
        #expect(count("<testcase ") == 3 + problems && count("<failure ") == 1 && count("<error ") == problems, "\(xml)")
        #expect(xml.contains("<testsuite name=\"setup\" tests=\"\(1 + problems)\" failures=\"1\" errors=\"\(problems)\""), "\(xml)")
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }
}
