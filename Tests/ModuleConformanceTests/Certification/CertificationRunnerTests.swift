import ConformanceEngine
import Foundation
import Testing

/// Runs the certification runner against a stand-in test command: a shell script that writes journal
/// lines as the Swift Testing face does, and crashes or hangs where told to.
@Suite("The certification runner attributes crashes and hangs and never hangs itself")
struct CertificationRunnerTests {
    func finished(_ id: String, _ outcome: Outcome) throws -> String {
        let result = CheckResult.sample(id, clause: "CONT-ROUTING", fixture: "continuity/routing.json#\(id)", outcome: outcome)
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

    func run(_ script: String, checkBudget: Duration = .seconds(1), runBudget: Duration = .seconds(20)) async -> CertificationReport {
        var configuration = CertificationRunner.Configuration(packagePath: URL(fileURLWithPath: "/nonexistent"), sdkVersion: nil)
        configuration.buildCommand = nil
        configuration.testCommand = ["sh", "-c", script]
        configuration.checkBudget = checkBudget
        configuration.runBudget = runBudget
        let runner = CertificationRunner(configuration: configuration, progress: { _ in })
        return await offThread { runner.run() }
    }

    @Test("A crash is reported against the running check, and the run resumes after it")
    func crash() async throws {
        let report = await run(try script(misbehaviour: "kill -SEGV $$"))
        #expect(report.checks.map(\.checkID) == ["a", "b", "c"])
        let crashed = try #require(report.checks.first { $0.checkID == "b" })
        #expect(crashed.outcome == .failed && crashed.clause == "CONT-FAIL-SURVIVES" && crashed.note == "crash")
        #expect(crashed.actual.contains("died while this check ran"))
        #expect(crashed.input == "continuity/activities.json#b", "an unknown case keeps its name as the input")
        #expect(report.clauses.first { $0.id == "CONT-FAIL-SURVIVES" }?.outcome == .failed)
        #expect(!report.passed)
    }

    @Test("A hang is stopped after the check budget and reported against the running check")
    func hang() async throws {
        // Left alone, the script would end after 30 s without finishing "b", which reads as a crash;
        // "hang" is only reported when the watchdog stopped it.
        let report = await run(try script(misbehaviour: "exec sleep 30"))
        let hung = try #require(report.checks.first { $0.checkID == "b" })
        #expect(hung.note == "hang" && hung.actual.contains("no answer within"))
        #expect(report.checks.map(\.checkID) == ["a", "b", "c"])
    }

    @Test("A run that outlives its whole budget is stopped and reported")
    func runBudget() async {
        let report = await run("exec sleep 30", runBudget: .seconds(1))
        #expect(report.problems.contains { $0.contains("stopped after its time budget") })
        #expect(!report.passed)
    }

    @Test("A process that exits cleanly in the middle of a check is reported against that check")
    func exitMidCheck() async throws {
        let report = await run(try script(misbehaviour: "exit 0"))
        #expect(report.checks.first { $0.checkID == "b" }?.actual.contains("exited with status 0") == true)
    }

    @Test("A well-behaved run passes through every result, and no checks at all is a problem")
    func plainRuns() async throws {
        let report = await run(try script(misbehaviour: "echo '\(try finished("b", .passed))' >> \"$J\""))
        #expect(report.checks.map(\.checkID) == ["a", "b", "c"])
        #expect(report.checks.map(\.outcome) == [.passed, .passed, .failed])
        #expect(report.problems.isEmpty)
        let empty = await run("exit 0")
        #expect(empty.problems.contains { $0.contains("no conformance check ran") })
        #expect(!empty.passed)
    }
}
