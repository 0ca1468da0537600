import ConformanceEngine
import Foundation
import HarnessJournal

/// The harness runs of one certification: each attempt starts a fresh harness on the checks not yet judged, follows its
/// journal, and hands how it ended to the narrowing policy, until every planned check has a result, the run's budget
/// is spent, or no attempt can judge more.
struct HarnessAttempts {
    /// How one attempt starts the harness.
    private struct Launch {
        var command: [String]
        var environment: [String: String]
        /// The instructions on standard input; `nil` when the harness reads them from a file.
        var input: Data?
    }

    private let runner: CertificationRunner
    private let package: DeclaredPackage
    /// The harness's command, the same for every attempt.
    private let command: [String]
    /// This run's own folder, for the journals and instruction files.
    private let scratch: URL
    /// The classes settings.json names; only these count among those the harness says it built.
    let named: Set<String>
    /// What is judged so far, and what the next attempt narrows to.
    private(set) var policy: NarrowingPolicy
    /// The first hello a harness wrote.
    private(set) var hello: HarnessHello?
    /// The checks the run must have a result for, planned from the hello's classes.
    private(set) var planned: [ConformanceCheck] = []
    private var planReader: Background<[ConformanceCheck]>?
    /// The digest of the harness's fixtures when they differ from the certifier's; `nil` when they are the same.
    private(set) var harnessFixturesReader: Background<String?>?
    /// How the last attempt's harness ended.
    private(set) var lastExit: ChildProcess.Exit?
    /// How many attempts started.
    private(set) var count = 0
    /// The checks keeping one instance that an attempt of their own has run.
    private var keptTried: Set<String> = []
    /// Whether an attempt has started on every check not yet judged.
    private var allStarted = false

    init(runner: CertificationRunner, package: DeclaredPackage, command: [String], scratch: URL) {
        self.runner = runner
        self.package = package
        self.command = command
        self.scratch = scratch
        named = Set(CertificationPlan.namedClasses(in: package.settings).map(\.name))
        policy = NarrowingPolicy(judged: JudgedChecks(version: runner.configuration.certifiedVersion, store: package.store),
                                 parallel: runner.configuration.parallel, checkBudget: runner.configuration.checkBudget,
                                 progress: runner.progress)
    }

    private var configuration: CertificationRunner.Configuration { runner.configuration }

    /// Runs attempts until the policy is done or the budget is spent, adding what went wrong to `problems`; returns
    /// the problems of a run stopped before its report can be made, `nil` when it ended as planned.
    mutating func run(problems: inout [String]) -> [String]? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: configuration.runBudget)
        while true {
            let remaining = deadline - clock.now
            guard remaining > .zero else {
                problems.append("the run used its whole budget of \(configuration.runBudget); the checks left are not run: raise "
                    + "--run-timeout (900 seconds unless given) if the module needs longer")
                return nil
            }
            let alone = policy.trial == nil ? nextKeptInstanceTrial() : nil
            let trial = policy.trial ?? alone, serial = policy.serial || alone != nil
            let key = ConformanceJournal.newKey()
            let journal = ConformanceJournal(url: scratch.appendingPathComponent("journal-\(count).jsonl"), key: key)
            // Whatever an earlier attempt's module left in the journal's place (a link, say) goes: unlink never follows.
            unlink(journal.url.path)
            guard let input = instructions(key: key, journal: journal, trial: trial, serial: serial) else {
                return ["cannot encode the harness's instructions"]
            }
            announce(trial: trial, serial: serial, alone: alone != nil)
            count += 1
            let watch = JournalWatch(journal: journal, trial: trial, progress: runner.progress) { [options = configuration.options,
                                                                                   margin = configuration.checkBudget] clause in
                options.longestWait(for: clause) + margin
            }
            let crashOutput = CrashOutput()
            guard let launch = launch(input: input) else {
                return problems + ["cannot write the harness's instructions to \(instructionsFile.path)"]
            }
            let exit = runHarness(launch, watch: watch, crashOutput: crashOutput, budget: remaining)
            guard read(watch, exit: exit, problems: &problems) else { return nil }
            let attempt = NarrowingPolicy.Attempt(watch: watch, exit: exit, crashOutput: crashOutput, trial: trial, serial: serial,
                                                  spentRunBudget: exit.timedOut && deadline - clock.now <= .zero)
            if policy.settle(attempt, planned: planned, problems: &problems) == .done { return nil }
        }
    }

    /// The instructions for the next attempt, encoded as one line; `nil` if they cannot be encoded.
    private func instructions(key: [UInt8], journal: ConformanceJournal, trial: [String]?, serial: Bool) -> Data? {
        let declaration = package.declaration, settings = package.settings
        // The run's budgets and seed, at the certified SDK version, with the waivers in force today.
        var options = configuration.options
        options.sdkVersion = configuration.certifiedVersion
        options.waivers = declaration.activeWaivers(on: configuration.now)
        var instructions = HarnessInstructions(
            key: SHA256.hex(bytes: key), journal: journal.url.path, declarationName: declaration.file, declaration: declaration.json,
            settingsName: settings.file, settings: settings.json, files: package.files, skip: policy.judged.order, only: trial, parallel: !serial,
            options: options, focus: configuration.focus)
        // Inside the boundary the harness runs from the root folder, as an app does.
        if configuration.sandbox != nil { instructions.workingFolder = "/" }
        guard var input = try? JSONEncoder().encode(instructions) else { return nil }
        input.append(0x0A)
        return input
    }

    /// The checks of the next attempt that runs a check keeping one instance alone, before any other check: first none,
    /// so that the harness names its classes and the plan is known, then each such check in a harness of its own, so
    /// that its kept instance is the first its process makes (a module that counts its instances cannot tell a check
    /// from the app). `nil` once each was tried.
    private mutating func nextKeptInstanceTrial() -> [String]? {
        if hello == nil { return count == 0 ? [] : nil }
        let kept = ContractRegistry.keptInstanceClauses
        guard let next = planned.first(where: { kept.contains($0.clause) && policy.judged[$0.id] == nil && !keptTried.contains($0.id) })
        else { return nil }
        keptTried.insert(next.id)
        return [next.id]
    }

    /// Says what the next attempt does: the first run, a check alone, a narrowing trial, or a resumption.
    private mutating func announce(trial: [String]?, serial: Bool, alone: Bool) {
        if count == 0 {
            runner.progress("Running conformance checks…")
        } else if alone, let id = trial?.first {
            let name = planned.first { $0.id == id }?.description ?? id
            runner.progress("  … \(name): one instance kept for many calls, in a harness of its own")
        } else if let trial {
            runner.progress("Narrowing \(policy.suspects.count) suspect checks: running \(trial.count) "
                + "\(serial ? "one at a time" : "at once") in a fresh harness…")
        } else if !allStarted {
            runner.progress("  … the other checks, at once")
        } else {
            runner.progress("Resuming in a fresh harness (attempt \(count + 1)), \(policy.judged.count) checks judged so far…")
        }
        if trial == nil { allStarted = true }
    }

    /// The file the current attempt's instructions go to, when the harness reads them from one.
    private var instructionsFile: URL { scratch.appendingPathComponent("instructions-\(count).json") }

    /// How the current attempt starts: the program reads its instructions on standard input; a test reads them from a
    /// file its environment names (on a simulator, through xcodebuild's TEST_RUNNER_ variables), which it removes before
    /// any module runs. `nil` when that file cannot be written.
    private func launch(input: Data) -> Launch? {
        // Without the runtime's backtracer: the fatal-error line says why, and symbolicating a backtrace can take
        // longer than the watchdog allows, which turned crashes into hangs under load.
        var launch = Launch(command: command, environment: ["SWIFT_BACKTRACE": "enable=no"], input: input)
        guard configuration.runner.readsInstructionsFile else { return launch }
        let file = instructionsFile
        guard FileManager.default.createFile(atPath: file.path, contents: input, attributes: [.posixPermissions: 0o600]) else {
            return nil
        }
        if case .dedicated(let id) = configuration.sandbox?.identity { chown(file.path, id, id) }
        launch.input = nil
        launch.environment[HarnessRunner.instructionsVariable] = file.path
        if case .simulator(let destination) = configuration.runner {
            let run = HarnessRunner.xcodebuild(.test(instructions: file, resultBundle: scratch.appendingPathComponent("attempt-\(count).xcresult")),
                                               harness: configuration.harnessDirectory, destination: destination)
            launch.command = run.command
            launch.environment.merge(run.environment) { _, new in new }
        }
        return launch
    }

    /// Runs the harness once, polling its journal, until it ends, stalls or uses up `budget`.
    private mutating func runHarness(_ launch: Launch, watch: JournalWatch, crashOutput: CrashOutput, budget: Duration) -> ChildProcess.Exit {
        // The program, its folder and the harness's are read-only to it, like the kit; it writes its journal only, and
        // has no network.
        let boundary = configuration.sandbox?.readingOnly([configuration.harnessDirectory]
            + (command.first.map { [URL(fileURLWithPath: $0).deletingLastPathComponent()] } ?? [])).writing(scratch).isolatingNetwork()
        let directory = configuration.runner.buildsProgram ? configuration.packagePath : configuration.harnessDirectory
        var exit = ChildProcess.run(launch.command, environment: launch.environment, input: launch.input, directory: directory,
                                    sandbox: boundary, budget: budget, onLine: crashOutput.observe) {
            watch.poll()
            startPlanning(from: watch.hello)
            return !watch.stalled
        }
        // The sixteenth review (A14, A15): a harness certify stopped because its journal fell silent says so, not only
        // the signal certify stopped it with. (A check past its limit is named as a hang by the checks' judging.)
        if watch.stalled, watch.overdue.isEmpty, exit.exceeded == nil {
            exit.exceeded = "it wrote nothing to its journal (no check started or finished) for longer than any check may take "
                + "(\(watch.quietLimit)), so certify stopped it; a module that floods its output, fills the disk or holds "
                + "memory when it is made or loaded stalls it so"
        }
        return exit
    }

    /// Once a hello names the classes, starts making the plan and comparing the harness's fixtures with the
    /// certifier's, on threads of their own while the harness runs.
    private mutating func startPlanning(from seen: HarnessHello?) {
        guard planReader == nil, let seen else { return }
        let classes = seen.classes.filter { named.contains($0.key) }
        let package = self.package, version = configuration.certifiedVersion, now = configuration.now, focus = configuration.focus
        planReader = Background {
            CertificationRunner.plan(package: package, classes: classes, version: version, now: now).checks.focused(on: focus)
        }
        let folder = URL(fileURLWithPath: seen.fixturesDirectory)
        let certifiers = package.store
        harnessFixturesReader = Background {
            let harness = FixtureStore(directory: folder)
            return KitIdentity.sameFixtures(certifiers, harness) ? nil : KitIdentity.fixturesDigest(harness)
        }
    }

    /// Reads the end of an attempt's journal: forged lines are a problem, and the first hello fixes the plan. Returns
    /// `false` when no harness has said hello yet, which ends the run with a problem.
    private mutating func read(_ watch: JournalWatch, exit: ChildProcess.Exit, problems: inout [String]) -> Bool {
        watch.poll()
        lastExit = exit
        if !watch.forged.isEmpty {
            problems.append("\(watch.forged.count) line(s) in the results were not written by the harness, such as: "
                + String(watch.forged[0].prefix(200)))
        }
        if hello == nil, let seen = watch.hello {
            hello = seen
            planned = planReader?.value ?? []
        }
        guard hello == nil else { return true }
        if exit.timedOut {
            problems.append("the run used its whole budget of \(configuration.runBudget) before the harness named the classes it "
                + "built; the checks left are not run: raise --run-timeout (900 seconds unless given) if the module needs longer")
            return false
        }
        let tail = exit.tail.suffix(25).joined(separator: "\n    ")
        problems.append("the harness \(exit.summary) before it named the classes it built:\n    \(tail)")
        return false
    }
}
