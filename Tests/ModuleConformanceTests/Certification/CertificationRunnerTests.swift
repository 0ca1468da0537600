import ConformanceEngine
import Foundation
import Testing

/// Runs the certification runner against a stand-in test command: a shell script that writes journal
/// lines as the Swift Testing face does, and crashes or hangs where told to.
@Suite("The certification runner attributes crashes and hangs and never hangs itself")
struct CertificationRunnerTests {
    func finished(_ id: String, _ outcome: Outcome) throws -> String {
        let result = CheckResult(checkID: id, clause: "CONT-ROUTING", level: .required, fixture: "continuity/routing.json#\(id)",
                                 target: "t", input: "i", expected: "e", actual: "a", outcome: outcome)
        return String(decoding: try JSONEncoder().encode(ConformanceJournal.Event.finished(result)), as: UTF8.self)
    }

    func started(_ id: String) -> String {
        "{\"started\":{\"checkID\":\"\(id)\",\"clause\":\"CONT-FAIL-SURVIVES\",\"fixture\":\"continuity/activities.json#\(id)\",\"target\":\"t\",\"pid\":$$}}"
    }

    /// A script that finishes `a`, then misbehaves in `b` unless `b` is skipped, then finishes `c`.
    func script(misbehaviour: String) throws -> String {
        """
        J="$MODULE_CONFORMANCE_JOURNAL"; S="$MODULE_CONFORMANCE_SKIP"
        if ! grep -qx a "$S"; then echo '\(try finished("a", .passed))' >> "$J"; fi
        if ! grep -qx b "$S"; then echo "\(started("b").replacingOccurrences(of: "\"", with: "\\\""))" >> "$J"; \(misbehaviour); fi
        echo '\(try finished("c", .failed))' >> "$J"
        """
    }

    func run(_ script: String, checkBudget: Duration = .seconds(1), runBudget: Duration = .seconds(20)) -> CertificationReport {
        var configuration = CertificationRunner.Configuration(packagePath: URL(fileURLWithPath: "/nonexistent"), sdkVersion: nil)
        configuration.buildCommand = nil
        configuration.testCommand = ["sh", "-c", script]
        configuration.checkBudget = checkBudget
        configuration.runBudget = runBudget
        return CertificationRunner(configuration: configuration, progress: { _ in }).run()
    }

    @Test("A crash is reported against the running check, and the run resumes after it")
    func crash() throws {
        let report = run(try script(misbehaviour: "kill -SEGV $$"))
        #expect(report.checks.map(\.checkID) == ["a", "b", "c"])
        let crashed = try #require(report.checks.first { $0.checkID == "b" })
        #expect(crashed.outcome == .failed && crashed.clause == "CONT-FAIL-SURVIVES" && crashed.note == "crash")
        #expect(crashed.actual.contains("died while this check ran"))
        #expect(report.clauses.first { $0.id == "CONT-FAIL-SURVIVES" }?.outcome == .failed)
        #expect(!report.passed)
    }

    @Test("A hang is stopped after the check budget and reported against the running check")
    func hang() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let report = run(try script(misbehaviour: "exec sleep 30"))
        #expect(clock.now - start < .seconds(15))
        let hung = try #require(report.checks.first { $0.checkID == "b" })
        #expect(hung.note == "hang" && hung.actual.contains("no answer within"))
        #expect(report.checks.map(\.checkID) == ["a", "b", "c"])
    }

    @Test("A run that outlives its whole budget is stopped and reported")
    func runBudget() {
        let clock = ContinuousClock()
        let start = clock.now
        let report = run("exec sleep 30", runBudget: .seconds(1))
        #expect(clock.now - start < .seconds(10))
        #expect(report.problems.contains { $0.contains("stopped after its time budget") })
        #expect(!report.passed)
    }

    @Test("A process that exits cleanly in the middle of a check is reported against that check")
    func exitMidCheck() throws {
        let report = run(try script(misbehaviour: "exit 0"))
        #expect(report.checks.first { $0.checkID == "b" }?.actual.contains("exited with status 0") == true)
    }

    @Test("A well-behaved run passes through every result, and no checks at all is a problem")
    func plainRuns() throws {
        let report = run(try script(misbehaviour: "echo '\(try finished("b", .passed))' >> \"$J\""))
        #expect(report.checks.map(\.checkID) == ["a", "b", "c"])
        #expect(report.checks.map(\.outcome) == [.passed, .passed, .failed])
        #expect(report.problems.isEmpty)
        let empty = run("exit 0")
        #expect(empty.problems.contains { $0.contains("no conformance check ran") })
        #expect(!empty.passed)
    }
}
