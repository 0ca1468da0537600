import Foundation
import ModuleInterfaces

/// Certifies a package through a sealed harness: reads its declaration and settings.json, generates and builds
/// a program that imports the package's products and the certifier's kit, runs it, and judges every planned check,
/// attributing each crash or hang to the check that was running and resuming without it.
package struct CertificationRunner {
    package struct Configuration: Sendable {
        package var packagePath: URL
        /// The certifier's kit checkout, whose engine and fixtures the harness is built from.
        package var kitRoot: URL
        /// The SDK version certified; `nil`: the newest the catalog knows.
        package var sdkVersion: SDKVersion?
        /// The declaration file; by default `module-conformance.json` at the package's root.
        package var declarationPath: URL
        package var buildBudget: Duration = .seconds(1_200)
        package var runBudget: Duration = .seconds(900)
        package var checkBudget: Duration = .seconds(30)
        package var maxRestarts = 20
        /// Where the harness package is generated and built.
        package var harnessDirectory: URL
        /// A ready harness program to run instead of generating and building one (the kit's own tests).
        package var harnessCommand: [String]?
        /// The day waivers are judged on.
        package var now = Date()
        /// Where a run keeps its journals while it runs.
        package var scratchRoot = FileManager.default.temporaryDirectory

        package init(packagePath: URL, kitRoot: URL, sdkVersion: SDKVersion?) {
            self.packagePath = packagePath
            self.kitRoot = kitRoot
            self.sdkVersion = sdkVersion
            declarationPath = packagePath.appendingPathComponent(ConformanceDeclaration.fileName)
            harnessDirectory = packagePath.appendingPathComponent(".build/module-conformance-harness")
        }

        /// The version certified: the one asked for, else the newest the catalog knows.
        package var certifiedVersion: SDKVersion? { sdkVersion ?? ClauseCatalog.newestVersion }
    }

    package let configuration: Configuration
    /// Receives progress lines while the run goes on.
    package let progress: @Sendable (String) -> Void

    package init(configuration: Configuration, progress: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.progress = progress
    }

    package func run() -> CertificationReport {
        let started = Date()
        let clock = ContinuousClock()
        let begin = clock.now
        let name = configuration.packagePath.path
        let version = configuration.certifiedVersion
        func failure(_ problems: [String]) -> CertificationReport {
            CertificationReport(package: name, sdkVersion: version, checks: [], problems: problems)
        }
        let package: DeclaredPackage
        do {
            package = try DeclaredPackage.load(declaration: configuration.declarationPath,
                                               displayName: configuration.declarationPath.lastPathComponent)
        } catch {
            return failure(["\(error)"])
        }
        var problems = package.declaration.expiredWaivers(on: configuration.now)

        // The classes settings.json names; each becomes one generated file of the harness.
        var members: [HarnessPackage.Member] = []
        for named in CertificationPlan.namedClasses(in: package.settings) {
            guard let product = named.productName, HarnessPackage.isSwiftName(product) else {
                problems.append("\(package.settings.file) at \(named.path): \(named.name) needs its entry's productName, "
                    + "the module that holds it")
                continue
            }
            guard HarnessPackage.isSwiftName(named.name) else {
                problems.append("\(package.settings.file) at \(named.path): '\(named.name)' is not a Swift class name")
                continue
            }
            let member = HarnessPackage.Member(className: named.name, productName: product)
            if !members.contains(member) { members.append(member) }
        }
        var formatter = package.declaration.deviceTokenFormatter
        let command: [String]
        if let given = configuration.harnessCommand {
            command = given
        } else {
            switch build(members: &members, formatter: &formatter, problems: &problems) {
            case .built(let executable): command = [executable.path]
            case .failed(let message): return failure(problems + [message])
            }
        }

        // Run the harness until every planned check has a result, a crash or hang stopping at most one check.
        let scratch = configuration.scratchRoot.appendingPathComponent("module-conformance-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var results: [String: CheckResult] = [:]
        var order: [String] = []
        var hello: HarnessHello?
        var lastExit: ChildProcess.Exit?
        let deadline = clock.now.advanced(by: configuration.runBudget)
        attempts: for attempt in 0...configuration.maxRestarts {
            let key = ConformanceJournal.newKey()
            let journal = ConformanceJournal(url: scratch.appendingPathComponent("journal-\(attempt).jsonl"), key: key)
            let instructions = HarnessInstructions(
                key: SHA256.hex(bytes: key), journal: journal.url.path, sdkVersion: version,
                declarationName: package.declaration.file, declaration: package.declaration.json,
                settingsName: package.settings.file, settings: package.settings.json,
                waivers: Dictionary(uniqueKeysWithValues: package.declaration.activeWaivers(on: configuration.now).map { ($0.key.rawValue, $0.value) }),
                skip: order)
            guard var input = try? JSONEncoder().encode(instructions) else { return failure(["cannot encode the harness's instructions"]) }
            input.append(0x0A)
            progress(attempt == 0 ? "Running conformance checks…" : "Resuming after check \(order.last ?? "?") (attempt \(attempt + 1))…")
            let remaining = deadline - clock.now
            guard remaining > .zero else {
                problems.append("the run used its whole budget of \(configuration.runBudget); the checks left are not run")
                break
            }
            let watch = JournalWatch(journal: journal, checkBudget: configuration.checkBudget, progress: progress)
            let exit = ChildProcess.run(command, input: input, directory: configuration.packagePath, budget: remaining, poll: watch.poll)
            watch.poll()
            lastExit = exit
            if exit.timedOut { for pid in watch.pids { kill(pid, SIGKILL) } }
            if !watch.forged.isEmpty {
                problems.append("\(watch.forged.count) line(s) in the results were not written by the harness, such as: "
                    + String(watch.forged[0].prefix(200)))
            }
            if let seen = watch.hello {
                if hello == nil { hello = seen }
            }
            for result in watch.finished where results[result.checkID] == nil {
                results[result.checkID] = result
                order.append(result.checkID)
            }
            guard let running = watch.running else {
                if hello == nil {
                    let tail = exit.tail.suffix(25).joined(separator: "\n    ")
                    problems.append("the harness \(exit.summary) before it named the classes it built:\n    \(tail)")
                }
                break attempts
            }
            let incident = watch.hung
                ? "no answer within \(configuration.checkBudget); the harness was stopped"
                : "the harness died while this check ran (\(exit.summary))"
            progress("  ✘ \(running.clause) · \(running.fixture): \(incident)")
            let description = package.store.caseDescription(running.fixture) ?? running.fixture.description
            results[running.checkID] = CheckResult(
                checkID: running.checkID, clause: running.clause, level: ClauseCatalog.clause(running.clause)?.level ?? .required,
                fixture: running.fixture, target: running.target, sdkVersion: version,
                verdict: Verdict(.failed, input: description, expected: "the check completes", actual: incident,
                                 note: watch.hung ? "hang" : "crash"))
            order.append(running.checkID)
            if attempt == configuration.maxRestarts {
                problems.append("stopped after \(configuration.maxRestarts) restarts; the checks left are not run")
            }
        }

        // The plan, made here from the classes' names and conformances alone, says which checks must have a result.
        let named = Set(CertificationPlan.namedClasses(in: package.settings).map(\.name))
        let found = (hello?.classes ?? [:]).filter { named.contains($0.key) }
        if let hello {
            if hello.kitVersion != KitIdentity.version {
                problems.append("the harness ran kit \(hello.kitVersion), not the certifier's \(KitIdentity.version)")
            }
            if hello.fixturesDigest != KitIdentity.fixturesDigest(package.store) {
                problems.append("the harness read fixtures other than the certifier's (digest \(hello.fixturesDigest))")
            }
        }
        let plan = Self.plan(package: package, classes: found, version: version, now: configuration.now)
        var checks: [CheckResult] = []
        for check in plan.checks {
            if let result = results.removeValue(forKey: check.id) {
                checks.append(result)
            } else if hello != nil {
                let why = lastExit.map { "the harness \($0.summary) before this check ran" } ?? "the harness did not run"
                checks.append(CheckResult(checkID: check.id, clause: check.clause, level: ClauseCatalog.clause(check.clause)?.level ?? .required,
                                          fixture: check.fixture, target: check.target, sdkVersion: version,
                                          verdict: Verdict(.notRun, input: package.store.caseDescription(check.fixture) ?? check.fixture.description,
                                                           expected: "the check runs", actual: why)))
            }
        }
        for extra in order where results[extra] != nil {
            problems.append("the harness reported check \(extra), which the plan does not contain")
        }
        if hello != nil, checks.contains(where: { $0.outcome == .notRun }) {
            problems.append("\(checks.filter { $0.outcome == .notRun }.count) planned checks did not run")
        }

        let kit = ProvenanceProbe.git(configuration.kitRoot)
        let author = ProvenanceProbe.git(configuration.packagePath)
        let duration = Double((clock.now - begin).components.seconds) + Double((clock.now - begin).components.attoseconds) / 1e18
        let timestamp = ISO8601DateFormatter()
        let declaration = package.declaration
        let settings = package.settings
        let store = package.store
        return CertificationReport(package: name, sdkVersion: version, checks: checks, problems: problems,
                                   waivers: declaration.waivers) { checks in
            Provenance(kitVersion: KitIdentity.version, kitCommit: kit.commit, kitTreeDirty: kit.dirty,
                       catalogDigest: KitIdentity.catalogDigest, fixturesDigest: KitIdentity.fixturesDigest(store),
                       sdkVersion: version, packageCommit: author.commit, packageTreeDirty: author.dirty,
                       packageSourcesDigest: ProvenanceProbe.sourcesDigest(configuration.packagePath),
                       toolchain: ProvenanceProbe.toolchain, operatingSystem: ProvenanceProbe.operatingSystem,
                       startedAt: timestamp.string(from: started), durationSeconds: (duration * 10).rounded() / 10,
                       declarationFile: declaration.file, declaration: declaration.json,
                       settingsFile: settings.file, settings: settings.json, modules: found,
                       resultsDigest: Provenance.digest(of: checks))
        }
    }

    /// The checks a run must have a result for, from class names and conformances alone: what certify and `verify` count.
    package static func plan(package: DeclaredPackage, classes: [String: [ModuleKind]], version: SDKVersion?, now: Date) -> CertificationPlan {
        let stubs = classes.sorted { $0.key < $1.key }.map { ModuleClass(name: $0.key, kinds: Set($0.value)) }
        let never: @Sendable (Data) -> String = { _ in fatalError("a plan made from names alone never formats a token") }
        let formatter = package.declaration.deviceTokenFormatter == nil ? nil : never
        return CertificationPlan(declaration: package.declaration, settings: package.settings, classes: stubs,
                                 deviceTokenFormatter: formatter,
                                 options: ConformanceOptions(sdkVersion: version, waivers: package.declaration.activeWaivers(on: now)),
                                 store: package.store)
    }

    private enum BuildResult {
        case built(URL)
        case failed(String)
    }

    /// Generates and builds the harness; a class or formatter whose generated file does not compile is named
    /// as a problem and left out, and the rest is built again.
    private func build(members: inout [HarnessPackage.Member], formatter: inout String?, problems: inout [String]) -> BuildResult {
        while true {
            let harness = HarnessPackage(directory: configuration.harnessDirectory, authorPackage: configuration.packagePath,
                                         kitRoot: configuration.kitRoot, members: members, deviceTokenFormatter: formatter)
            do {
                try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
                try harness.write()
            } catch {
                return .failed("cannot write the harness package at \(harness.directory.path): \(error)")
            }
            progress("Building the certification harness for \(configuration.packagePath.lastPathComponent)…")
            let status = BuildStatus(progress: progress)
            let output = OutputLines()
            let exit = ChildProcess.run(["swift", "build", "--package-path", harness.directory.path], budget: configuration.buildBudget,
                                        onLine: { status.observe($0); output.append($0) })
            if exit.succeeded {
                progress("Built.")
                return .built(harness.executable)
            }
            let failures = HarnessPackage.failures(in: output.lines)
            if failures.classes.isEmpty && failures.formatter == nil {
                return .failed("the harness build \(exit.summary); last output:\n    " + exit.tail.suffix(25).joined(separator: "\n    "))
            }
            for (name, message) in failures.classes.sorted(by: { $0.key < $1.key }) {
                let product = members.first { $0.className == name }?.productName ?? "?"
                problems.append("\(name) cannot be built from product \(product) as the SDK builds it, with \(name)(): \(message)")
            }
            if let message = failures.formatter {
                problems.append("\(ConformanceDeclaration.fileName) at $.deviceTokenFormatter: \(formatter ?? "") is not a public "
                    + "(Data) -> String function of the products: \(message)")
                formatter = nil
            }
            members.removeAll { failures.classes[$0.className] != nil }
        }
    }
}

/// Every line of a command's output, collected across threads.
final class OutputLines: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    func append(_ line: String) {
        lock.lock()
        kept.append(line)
        lock.unlock()
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }
}

/// Follows a run's journal: the harness's hello, what finished, what is running, and whether it has run past its budget.
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
    private(set) var hello: HarnessHello?
    private(set) var finished: [CheckResult] = []
    private(set) var forged: [String] = []
    private(set) var running: Running?
    private(set) var hung = false
    /// Every harness process the journal named.
    private(set) var pids = Set<Int32>()

    init(journal: ConformanceJournal, checkBudget: Duration, progress: @escaping @Sendable (String) -> Void) {
        self.journal = journal
        self.checkBudget = checkBudget
        self.progress = progress
        self.lastReport = clock.now
    }

    func poll() {
        let (events, forgedLines, next) = journal.events(from: offset)
        offset = next
        forged += forgedLines
        for event in events {
            switch event {
            case .hello(let hello):
                if self.hello == nil { self.hello = hello }
                pids.insert(hello.pid)
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
