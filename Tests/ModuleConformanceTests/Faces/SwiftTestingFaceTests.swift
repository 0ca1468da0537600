import ConformanceEngine
import ConformanceTestSupport
@testable import ModuleConformance
import Foundation
import Testing

// The one line a module author writes, here for the kit's own conforming module: every continuity
// clause runs as its own case, named by clause and fixture.
@Test(arguments: ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() })
func continuityConformance(_ check: ConformanceCheck) async { await check.assertConforms() }

@Suite("The Swift Testing face")
struct SwiftTestingFaceTests {
    @Test("A broken module's failure is recorded at the caller's line with clause, fixture, expected, actual and hint")
    func failureIsRecordedAtCallersLine() async throws {
        let check = try #require(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { BreaksForeignNotClaimed() }
            .first { $0.fixture.id == "partner-module" && $0.clause == "CONT-FOREIGN-NOT-CLAIMED" })
        let line = #line + 2
        await withKnownIssue {
            await check.assertConforms()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "SwiftTestingFaceTests.swift"
                && issue.severity == .error
                && text.contains("CONT-FOREIGN-NOT-CLAIMED (required) failed")
                && text.contains("continuity/foreign-links.json#partner-module")
                && text.contains("expected: not true")
                && text.contains("actual:   true")
                && text.contains("hint:")
                && text.contains("iOS - Continuity Lifecycle Module › Handling Rules")
        }
    }

    @Test("A failed recommended clause is recorded as a warning, not an error")
    func recommendedIsWarning() async throws {
        let check = try #require(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { BreaksNilForUnowned() }
            .first { $0.clause == "CONT-NIL-FOR-UNOWNED" })
        await withKnownIssue {
            await check.assertConforms()
        } matching: { issue in
            // Two lines, the hint's included (the twelfth trial's K02), not the rule and basis of a failure's block.
            let text = issue.comments.map(\.rawValue).joined()
            return issue.severity == .warning && text.contains("CONT-NIL-FOR-UNOWNED (recommended)") && text.contains("hint: ")
                && !text.contains("basis:") && text.split(separator: "\n").count == 2
        }
    }

    @Test("Trial 24 (v49): a recommended clause's check that a hang ended is recorded as an error, as it fails certify")
    func hangInRecommendedIsError() async throws {
        let check = try #require(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { HoldsMainThreadForForeignLinks() }
            .first { $0.clause == "CONT-NIL-FOR-UNOWNED" })
        let result = await check.run()
        #expect(result.outcome == .failed && result.incident != nil, "\(result.actual)")
        await withKnownIssue {
            await check.assertConforms()
        } matching: { issue in
            issue.severity == .error && issue.comments.map(\.rawValue).joined().contains("CONT-NIL-FOR-UNOWNED")
        }
    }

    @Test("A passing check records nothing")
    func passingRecordsNothing() async throws {
        let check = try #require(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() }.first)
        await check.assertConforms()
    }

    @Test("Cases are named by clause, fixture case and target")
    func caseNames() throws {
        let check = try #require(ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() }
            .first { $0.fixture.id == "identifier-suffix" })
        #expect(check.description == "CONT-LOOKALIKE-NOT-CLAIMED · identifier-suffix [com.q2.mobile.module.demo/path]")
    }
}

// The push one-liner for the kit's conforming set: two modules, so cross-module clauses run too.
@Test(arguments: ConformanceCheck.push(PushDeclarations.conforming(), PushDeclarations.peer,
                                       deviceTokenFormatter: ConformingPushLifecycleModule.hex, options: SelfTestChecks.pushOptions))
func pushConformance(_ check: ConformanceCheck) async { await check.assertConforms() }

@Suite("The Swift Testing face with push checks")
struct PushFaceTests {
    @Test("A push failure names the clause, the fixture case, the module part, the payload sent and the field that changed")
    func pushFailureMessage() async throws {
        let check = try #require(ConformanceCheck.push(.module("broken", serviceExtension: { BreaksServiceForeignUnchanged() },
                                                               payloadKey: "conforming", payloadExamples: ConformingServiceExtension.payloadExamples), options: SelfTestChecks.pushOptions)
            .first { $0.clause == "PUSH-SVC-FOREIGN-UNCHANGED" && $0.fixture.id == "foreign-sender" })
        #expect(check.description == "PUSH-SVC-FOREIGN-UNCHANGED · foreign-sender [broken/serviceExtension]")
        await withKnownIssue {
            await check.assertConforms()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("PUSH-SVC-FOREIGN-UNCHANGED (required) failed: fixture push/service-extension.json#foreign-sender")
                && text.contains("expected: the original content, unchanged")
                && text.contains("actual:   changed title: title \"Changed title\"")
                && text.contains(#"input:    payload foreign-sender {"aps":{"alert":{"body":""#)
        }
    }
}

@Suite("Check identity")
struct CheckIdentityTests {
    @Test("Every result carries the id of the check that produced it, across all three contracts")
    func resultsCarryTheirCheckID() async throws {
        let checks = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() }
            + ConformanceCheck.push(PushDeclarations.conforming(), PushDeclarations.peer, options: SelfTestChecks.pushOptions)
            + ConformanceCheck.method(ConformingMethodModule.declaration { ConformingMethodModule() }, options: SelfTestChecks.methodOptions)
        let results = await SelfTestChecks.runAll(checks)
        #expect(Set(results.map(\.checkID)) == Set(checks.map(\.id)))
        #expect(Set(checks.map(\.id)).count == checks.count, "check ids are unique")
    }
}

@Suite("The one line's results file")
struct ResultsFileTests {
    @Test("With MODULE_CONFORMANCE_RESULTS set, assertConforms() writes one line per check, its id and outcome, failures included, after a line that begins the run")
    func writesEachVerdict() async {
        await #expect(processExitsWith: .success) {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(getpid()).tsv").path
            setenv("MODULE_CONFORMANCE_RESULTS", path, 1)
            guard let passing = try? SelfTestChecks.continuity({ ConformingContinuityModule() })
                    .first(where: { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" }),
                  let failing = try? SelfTestChecks.continuity({ BreaksForeignNotClaimed() })
                    .first(where: { $0.clause == "CONT-FOREIGN-NOT-CLAIMED" && $0.fixture.id == "partner-module" }) else { exit(1) }
            await withKnownIssue { await passing.assertConforms(); await failing.assertConforms() }
            let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            try? FileManager.default.removeItem(atPath: path)
            // The seventeenth trial (L07): the process's lines begin with a line of their own, so runs stay apart.
            guard lines.first?.hasPrefix("# run of process \(getpid()), started at ") == true,
                  Array(lines.dropFirst()) == ["\(passing.id)\tpassed", "\(failing.id)\tfailed"] else { exit(1) }
        }
    }

    @Test("The eighteenth trial (I04): a process that ends normally closes its block of the results file with a line; one stopped leaves it open")
    func runEndLine() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("results-end-\(UUID().uuidString).tsv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        await #expect(processExitsWith: .success) { [path = path as String] in
            setenv("MODULE_CONFORMANCE_RESULTS", path, 1)
            _ = ResultsFile.append(CheckResult.sample("CONT-X · f", clause: "CONT-X", fixture: "f", outcome: .passed))
            exit(0)
        }
        await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String] in
            setenv("MODULE_CONFORMANCE_RESULTS", path, 1)
            _ = ResultsFile.append(CheckResult.sample("CONT-Y · f", clause: "CONT-Y", fixture: "f", outcome: .failed))
            kill(getpid(), SIGKILL)
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 5 && lines[0].hasPrefix("# run of process ") && lines[1] == "CONT-X · f\tpassed"
                    && lines[2].hasPrefix("# run of process ") && lines[2].hasSuffix(" ended")
                    && lines[3].hasPrefix("# run of process ") && !lines[3].hasSuffix(" ended") && lines[4] == "CONT-Y · f\tfailed", "\(lines)")
    }

    @Test("A results file that cannot be written is a problem naming the variable and the missing folder, not a silent pass")
    func unwritable() async {
        await #expect(processExitsWith: .success) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-missing-\(getpid())")
            let result = CheckResult.sample("CONT-X · f", clause: "CONT-X", fixture: "f", outcome: .passed)
            setenv("MODULE_CONFORMANCE_RESULTS", folder.appendingPathComponent("results.tsv").path, 1)
            guard let problem = ResultsFile.append(result),
                  problem.contains("MODULE_CONFORMANCE_RESULTS=\(folder.path)/results.tsv: cannot write the results file"),
                  problem.contains("its folder \(folder.path) must exist") else { exit(1) }
            // Once the folder is there, the same line is written and nothing is reported.
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let written = { (try? String(contentsOf: folder.appendingPathComponent("results.tsv"), encoding: .utf8)) ?? "" }
            guard ResultsFile.append(result) == nil, written().hasPrefix("# run of process \(getpid())"),
                  written().hasSuffix("\nCONT-X · f\tpassed\n") else { exit(1) }
            // The eighth trial (W6): a folder that exists and takes no new file is not said to be missing.
            setenv("MODULE_CONFORMANCE_RESULTS", "/proc/results-\(getpid()).tsv", 1)
            guard let proc = ResultsFile.append(result), proc.contains("the folder /proc takes no new file"),
                  !proc.contains("must exist") else { exit(1) }
        }
    }

    @Test("Issue 33's trial (O05, O07): a results file that cannot be written from the start is one failing setup check, not one issue per check")
    func unwritableOnce() async {
        await #expect(processExitsWith: .success) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-once-\(getpid())")
            setenv("MODULE_CONFORMANCE_RESULTS", folder.appendingPathComponent("results.tsv").path, 1)
            let checks = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() }
            let setup = checks.filter { $0.clause == "SETUP" }
            guard setup.count == 1, checks.count > 10, let result = await setup.first?.run(), result.outcome == .failed,
                  result.actual.contains("its folder \(folder.path) must exist"),
                  // The checks see the same problem, so none of them records it again.
                  ResultsFile.problemAtStart == result.actual else { exit(1) }
            // The one line, whose plan has a part per contract, says it once too.
            guard let package = try? ScratchPackage(classes: ["ConformingContinuityModule"]) else { exit(1) }
            let oneLine = ConformanceCheck.declared(in: package.folder.appendingPathComponent(ConformanceDeclaration.fileName).path,
                                                    classes: [ModuleClass { ConformingContinuityModule() }])
            guard oneLine.filter({ $0.fixture.file == "MODULE_CONFORMANCE_RESULTS" }).count == 1 else { exit(1) }
            // A folder given where a file belongs says so.
            setenv("MODULE_CONFORMANCE_RESULTS", FileManager.default.temporaryDirectory.path, 1)
            guard ResultsFile.problem(environment: ProcessInfo.processInfo.environment)?.contains("it is a folder: give a file path") == true
            else { exit(1) }
            // A file that can be written adds no check.
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            setenv("MODULE_CONFORMANCE_RESULTS", folder.appendingPathComponent("results.tsv").path, 1)
            let fine = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path") { ConformingContinuityModule() }
            guard fine.count == checks.count - 1, !fine.contains(where: { $0.clause == "SETUP" }) else { exit(1) }
        }
    }

    @Test("Trial 33e (M47, M48): a results file that holds something else (a settings file, a sealed report) is refused and left as it was; an empty file or one of results is appended to")
    func foreignFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-foreign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent("settings.json")
        let json = Data("{\n  \"modules\": []\n}\n".utf8)
        try json.write(to: settings)
        let problem = ResultsFile.problem(environment: [ResultsFile.variable: settings.path])
        #expect(problem?.contains("holds something else (it looks like JSON)") == true, "\(problem ?? "none")")
        #expect(try Data(contentsOf: settings) == json)
        let prose = folder.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: prose)
        #expect(ResultsFile.problem(environment: [ResultsFile.variable: prose.path])?.contains("holds something else") == true)
        // What the one line writes, or nothing yet, is taken.
        let results = folder.appendingPathComponent("results.tsv")
        try Data("CONT-X · f\tpassed\nCONT-Y · g\tnot-applicable\n".utf8).write(to: results)
        #expect(ResultsFile.problem(environment: [ResultsFile.variable: results.path]) == nil)
        let empty = folder.appendingPathComponent("empty.tsv")
        try Data().write(to: empty)
        #expect(ResultsFile.problem(environment: [ResultsFile.variable: empty.path]) == nil)
    }

    @Test("Without the variable nothing is written")
    func silentByDefault() async {
        await #expect(processExitsWith: .success) {
            unsetenv("MODULE_CONFORMANCE_RESULTS")
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("results-none-\(getpid())")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard FileManager.default.changeCurrentDirectoryPath(directory.path),
                  let check = try? SelfTestChecks.continuity({ ConformingContinuityModule() }).first else { exit(1) }
            await check.assertConforms()
            let left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? ["?"]
            try? FileManager.default.removeItem(at: directory)
            guard left.isEmpty else { exit(1) }
        }
    }
}

/// Holds the main thread for a second and a half before answering for a link it does not own.
private final class HoldsMainThreadForForeignLinks: ConformingContinuityModule {
    override func decide(_ url: URL) -> Bool? {
        if let own = super.decide(url) { return own }
        Thread.sleep(forTimeInterval: 1.5)
        return nil
    }
}
