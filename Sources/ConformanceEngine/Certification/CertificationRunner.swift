import Foundation

/// Certifies a package: builds it, runs its conformance tests with a journal, and attributes every
/// crash or hang to the check that was running, then resumes the run without that check.
package struct CertificationRunner {
    package struct Configuration: Sendable {
        package var packagePath: URL
        package var sdkVersion: SDKVersion?
        package var buildBudget: Duration = .seconds(1_200)
        package var runBudget: Duration = .seconds(900)
        package var checkBudget: Duration = .seconds(30)
        package var maxRestarts = 20
        /// The build command; `nil` skips the build (for tests that run a stand-in test command).
        package var buildCommand: [String]?
        package var testCommand: [String]

        package init(packagePath: URL, sdkVersion: SDKVersion?) {
            self.packagePath = packagePath
            self.sdkVersion = sdkVersion
            let path = packagePath.path
            buildCommand = ["swift", "build", "--build-tests", "--package-path", path]
            testCommand = ["swift", "test", "--skip-build", "--no-parallel", "--package-path", path]
        }
    }

    package let configuration: Configuration
    /// Receives progress lines while the run goes on.
    package let progress: @Sendable (String) -> Void

    package init(configuration: Configuration, progress: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.progress = progress
    }

    package func run() -> CertificationReport {
        let name = configuration.packagePath.path
        if let build = configuration.buildCommand {
            progress("Building \(name) and its tests…")
            let status = BuildStatus(progress: progress)
            let exit = ChildProcess.run(build, budget: configuration.buildBudget, onLine: status.observe)
            guard exit.succeeded else {
                let tail = exit.tail.suffix(25).joined(separator: "\n    ")
                return CertificationReport(package: name, sdkVersion: configuration.sdkVersion, checks: [],
                                           problems: ["the build \(exit.summary); last output:\n    \(tail)"])
            }
            progress("Built.")
        }
        var results: [String: CheckResult] = [:]
        var order: [String] = []
        var problems: [String] = []
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("module-conformance-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        for attempt in 0...configuration.maxRestarts {
            let journal = ConformanceJournal(url: scratch.appendingPathComponent("journal-\(attempt).jsonl"))
            let skip = scratch.appendingPathComponent("skip-\(attempt).txt")
            try? order.joined(separator: "\n").write(to: skip, atomically: true, encoding: .utf8)
            var environment = [ConformanceJournal.pathVariable: journal.url.path, ConformanceJournal.skipVariable: skip.path]
            environment[ConformanceOptions.sdkVersionVariable] = configuration.sdkVersion?.description
            progress(attempt == 0 ? "Running conformance checks…" : "Resuming after check \(order.last ?? "?") (attempt \(attempt + 1))…")

            let watch = JournalWatch(journal: journal, checkBudget: configuration.checkBudget, progress: progress)
            let exit = ChildProcess.run(configuration.testCommand, environment: environment,
                                        budget: configuration.runBudget, poll: watch.poll)
            watch.poll()
            if exit.timedOut {
                // The test process is a grandchild; stop every one the journal named so none outlives the run.
                for pid in watch.pids { kill(pid, SIGKILL) }
            }
            for result in watch.finished where results[result.checkID] == nil {
                results[result.checkID] = result
                order.append(result.checkID)
            }
            guard let running = watch.running else {
                if exit.timedOut { problems.append("the test run \(exit.summary) with no check running") }
                if results.isEmpty {
                    let tail = exit.tail.suffix(25).joined(separator: "\n    ")
                    problems.append("no conformance check ran (the test run \(exit.summary)); "
                        + "does the package's test target call verify() on ConformanceCheck cases?\n    \(tail)")
                }
                break
            }
            let incident = watch.hung
                ? "no answer within \(configuration.checkBudget); the test process was stopped"
                : "the test process died while this check ran (\(exit.summary))"
            progress("  ✘ \(running.clause) · \(running.fixture): \(incident)")
            let description = (try? FixtureStore.bundled())?.caseDescription(running.fixture) ?? running.fixture.description
            let result = CheckResult(checkID: running.checkID, clause: running.clause,
                                     level: ClauseCatalog.clause(running.clause)?.level ?? .required,
                                     fixture: running.fixture, target: running.target, sdkVersion: configuration.sdkVersion,
                                     verdict: Verdict(.failed, input: description, expected: "the check completes", actual: incident,
                                                      note: watch.hung ? "hang" : "crash"))
            results[running.checkID] = result
            order.append(running.checkID)
            if attempt == configuration.maxRestarts {
                problems.append("stopped after \(configuration.maxRestarts) restarts; later checks did not run")
            }
        }
        return CertificationReport(package: name, sdkVersion: configuration.sdkVersion,
                                   checks: order.compactMap { results[$0] }, problems: problems)
    }
}

/// Follows a run's journal: what finished, what is running, and whether it has run past its budget.
final class JournalWatch: @unchecked Sendable {
    struct Running {
        let checkID: String
        let clause: ClauseID
        let fixture: FixtureCase
        let target: String?
        let pid: Int32
        let seen: ContinuousClock.Instant
    }

    private let journal: ConformanceJournal
    private let checkBudget: Duration
    private let progress: @Sendable (String) -> Void
    private let clock = ContinuousClock()
    private var lastReport: ContinuousClock.Instant
    private var offset: UInt64 = 0
    private(set) var finished: [CheckResult] = []
    private(set) var running: Running?
    private(set) var hung = false
    /// Every test process the journal named.
    private(set) var pids = Set<Int32>()

    init(journal: ConformanceJournal, checkBudget: Duration, progress: @escaping @Sendable (String) -> Void) {
        self.journal = journal
        self.checkBudget = checkBudget
        self.progress = progress
        self.lastReport = clock.now
    }

    func poll() {
        let (events, next) = journal.events(from: offset)
        offset = next
        for event in events {
            switch event {
            case .started(let checkID, let clause, let fixture, let target, let pid):
                running = Running(checkID: checkID, clause: clause, fixture: fixture, target: target, pid: pid, seen: clock.now)
                pids.insert(pid)
            case .finished(let result):
                finished.append(result)
                if running?.checkID == result.checkID { running = nil }
                if result.outcome == .failed {
                    progress("  ✘ \(result.clause) · \(result.fixture.id) "
                        + "(\(result.level.rawValue)): expected \(result.expected), actual \(result.actual)")
                }
            }
        }
        if let running, !hung, clock.now - running.seen > checkBudget {
            hung = true
            kill(running.pid, SIGKILL)
        }
        if clock.now - lastReport > .seconds(2) {
            lastReport = clock.now
            progress("  … \(finished.count) checks done, \(finished.filter { $0.outcome == .failed }.count) failed")
        }
    }
}

/// Turns a build's output into occasional progress lines and passes errors through at once.
final class BuildStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var last = Date.distantPast
    private let progress: @Sendable (String) -> Void

    init(progress: @escaping @Sendable (String) -> Void) {
        self.progress = progress
    }

    func observe(_ line: String) {
        if line.contains("error:") {
            progress("  \(line)")
            return
        }
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return }
        lock.lock()
        let due = Date().timeIntervalSince(last) > 3
        if due { last = Date() }
        lock.unlock()
        if due { progress("  building \(line[...close])") }
    }
}
