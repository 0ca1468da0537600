import ConformanceEngine
import Foundation
import Q2ModuleInterfaces

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
        /// How far a check may run past the longest wait the kit itself has for it before the watchdog stops it.
        package var checkBudget: Duration = .seconds(5)
        /// Whether checks run at once in the harness, as `swift test` runs them (`--no-parallel` turns it off).
        package var parallel = true
        /// Where the harness package is generated and built.
        package var harnessDirectory: URL
        /// Builds the harness even when its stamp says nothing changed.
        package var rebuild = false
        /// A ready harness program to run instead of generating and building one (the kit's own tests).
        package var harnessCommand: [String]?
        /// How the harness runs: its program, its test target as a host test bundle, or on an iOS simulator.
        package var runner: HarnessRunner = .program
        /// Clause ids or prefixes a focused run is limited to (`certify --clause`); its report is partial.
        package var focus: [String]?
        /// The boundary the author's code (the harness build and the harness) runs inside; `nil`: none, and the
        /// report must not be sealed.
        package var sandbox: Sandbox?
        /// The day waivers are judged on.
        package var now = Date()
        /// The kit's time budgets and the seed the checks run with (its SDK version and waivers are not used: the run
        /// sets those).
        package var budgets = ConformanceOptions()
        /// Where a run keeps its journals while it runs.
        package var scratchRoot = FileManager.default.temporaryDirectory

        package init(packagePath: URL, kitRoot: URL, sdkVersion: SDKVersion?) {
            self.packagePath = packagePath
            self.kitRoot = kitRoot
            self.sdkVersion = sdkVersion
            declarationPath = packagePath.appendingPathComponent(ConformanceDeclaration.fileName)
            // Outside the package, so that nothing the package ships (a prebuilt program in its .build) is run.
            let cache = UserFolders.cache()
            // One harness per package, interfaces and state of the kit: switching Q2_SDK_PATH never rebuilds the other's,
            // and a changed kit (a pull, a fresh clone) gets a harness of its own.
            harnessDirectory = cache.appendingPathComponent("module-conformance/harness-"
                + SHA256.hex(packagePath.standardizedFileURL.path + "\u{0}" + (Self.sdkInterfaces ?? "") + "\u{0}"
                    + HarnessStamp.fingerprint(kitRoot)).prefix(16))
        }

        /// The SDK package the kit and the harness build against (`Q2_SDK_PATH`, read by their manifests), if any.
        package static var sdkInterfaces: String? {
            ProcessInfo.processInfo.environment["Q2_SDK_PATH"].flatMap { $0.isEmpty ? nil : $0 }
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
        // The machine's facts for the provenance are read while the harness builds and runs.
        let facts = ProvenanceFacts(kitRoot: configuration.kitRoot, packagePath: configuration.packagePath, sandbox: configuration.sandbox)
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
        let fixturesDigestReader = Background { KitIdentity.fixturesDigest(package.store) }

        // The classes settings.json names; each becomes one generated file of the harness.
        var members: [HarnessPackage.Member] = []
        for named in CertificationPlan.namedClasses(in: package.settings) {
            guard let product = named.productName, HarnessPackage.isSwiftName(product) else {
                say("\(package.settings.file) at \(named.path): \(named.name) needs its entry's productName, "
                    + "the module that holds it", into: &problems)
                continue
            }
            guard HarnessPackage.isSwiftName(named.name) else {
                say("\(package.settings.file) at \(named.path): '\(named.name)' is not a Swift class name", into: &problems)
                continue
            }
            if let other = members.first(where: { $0.className == named.name && $0.productName != product }) {
                say("\(package.settings.file) at \(named.path): \(named.name) is also named in product \(other.productName); "
                    + "certify cannot tell two classes of one name apart", into: &problems)
                continue
            }
            let member = HarnessPackage.Member(className: named.name, productName: product)
            if !members.contains(member) { members.append(member) }
        }
        var formatter = package.declaration.deviceTokenFormatter
        let scratch = configuration.scratchRoot.appendingPathComponent("module-conformance-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let command: [String]
        if let given = configuration.harnessCommand {
            command = given
        } else {
            // The program runs from a copy of this run's own, under a name no module can know in advance (a module that
            // behaves only under a fixed program name has nothing to match); the copy's bytes are the ones scanned.
            let copy = scratch.appendingPathComponent("program")
                .appendingPathComponent(String(UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(12)))
            switch build(members: &members, formatter: &formatter, problems: &problems, facts: facts, copy: copy, settings: package.settings) {
            case .built(let program):
                switch configuration.runner {
                case .program: command = [program.path]
                case .testBundle: command = [program.path] + HarnessRunner.testBundleArguments
                case .simulator: command = []
                }
            case .failed(let message): return failure(problems + [message])
            case .refused(let reasons): return failure(problems + reasons)
            }
        }
        // A given program (the kit's own tests) is scanned here, as a built one was before it was stamped.
        if configuration.harnessCommand != nil, let program = command.first, let refused = programRefusal(URL(fileURLWithPath: program)) {
            return failure(problems + refused)
        }

        // Run the harness until every planned check has a result. Checks run at once. A check that runs past its
        // limit is blamed for the stall; after a crash among several checks, those that were running become suspects,
        // halved in fresh processes (the last few one at a time) until one is left to blame. The rest of a blamed
        // check's clause is not run. Every attempt must make progress, and the whole run has one budget.
        let named = Set(CertificationPlan.namedClasses(in: package.settings).map(\.name))
        var results: [String: CheckResult] = [:]
        var order: [String] = []
        var suspects: [String] = []
        /// A check blamed for a stall is run once more alone: if it finishes there, the check before it left work behind.
        var confirming: (check: String, previous: String?)?
        var hello: HarnessHello?
        var planned: [ConformanceCheck] = []
        var planReader: Background<[ConformanceCheck]>?
        /// The digest of the harness's fixtures when they differ from the certifier's; `nil` when they are the same.
        var harnessFixturesReader: Background<String?>?
        var lastExit: ChildProcess.Exit?
        let options = configuration.budgets
        let deadline = clock.now.advanced(by: configuration.runBudget)
        func record(_ result: CheckResult) {
            guard results[result.checkID] == nil else { return }
            results[result.checkID] = result
            order.append(result.checkID)
        }
        /// After a crash or hang in a check, the rest of its clause is not run: the clause has already failed.
        func retireClause(of culprit: CheckResult) {
            for check in planned where check.clause == culprit.clause && results[check.id] == nil {
                record(CheckResult(checkID: check.id, clause: check.clause, level: culprit.level, fixture: check.fixture,
                                   target: check.target, sdkVersion: version,
                                   verdict: Verdict(.notRun, input: package.store.caseDescription(check.fixture) ?? check.fixture.description,
                                                    expected: "the check runs",
                                                    actual: "not run: \(check.clause) already failed with a \(culprit.note ?? "crash") in "
                                                        + "\(culprit.fixture)")))
            }
            suspects.removeAll { results[$0] != nil }
        }
        var attempt = 0
        while true {
            let remaining = deadline - clock.now
            guard remaining > .zero else {
                problems.append("the run used its whole budget of \(configuration.runBudget); the checks left are not run")
                break
            }
            let trial: [String]? = suspects.isEmpty ? nil
                : (suspects.count <= 4 ? suspects : Array(suspects.prefix(suspects.count / 2)))
            let serial = (trial != nil && suspects.count <= 4) || !configuration.parallel
            let key = ConformanceJournal.newKey()
            let journal = ConformanceJournal(url: scratch.appendingPathComponent("journal-\(attempt).jsonl"), key: key)
            let instructions = HarnessInstructions(
                key: SHA256.hex(bytes: key), journal: journal.url.path, sdkVersion: version,
                declarationName: package.declaration.file, declaration: package.declaration.json,
                settingsName: package.settings.file, settings: package.settings.json,
                waivers: Dictionary(uniqueKeysWithValues: package.declaration.activeWaivers(on: configuration.now).map { ($0.key.rawValue, $0.value) }),
                skip: order, only: trial, parallel: !serial, options: configuration.budgets, focus: configuration.focus)
            guard var input = try? JSONEncoder().encode(instructions) else { return failure(["cannot encode the harness's instructions"]) }
            input.append(0x0A)
            if attempt == 0 {
                progress("Running conformance checks…")
            } else if let trial {
                progress("Narrowing \(suspects.count) suspect checks: running \(trial.count) \(serial ? "one at a time" : "at once") in a fresh harness…")
            } else {
                progress("Resuming in a fresh harness (attempt \(attempt + 1)), \(results.count) checks judged so far…")
            }
            attempt += 1
            let watch = JournalWatch(journal: journal, progress: progress) { clause in
                let contract = ClauseCatalog.clause(clause)?.contract ?? .push
                return options.longestWait(in: contract) + configuration.checkBudget
            }
            let crashLines = CrashOutput()
            // Without the runtime's backtracer: the fatal-error line says why, and symbolicating a backtrace can take
            // longer than the watchdog allows, which turned crashes into hangs under load.
            // The program, its folder and the harness's are read-only to it, like the kit.
            let boundary = configuration.sandbox?.readingOnly([configuration.harnessDirectory]
                + (command.first.map { [URL(fileURLWithPath: $0).deletingLastPathComponent()] } ?? []))
            // The program reads its instructions on standard input; a test reads them from a file its environment names
            // (on a simulator, through xcodebuild's TEST_RUNNER_ variables), which it removes before any module runs.
            var attemptCommand = command
            var environment = ["SWIFT_BACKTRACE": "enable=no"]
            var standardInput: Data? = input
            if configuration.runner.readsInstructionsFile {
                let file = scratch.appendingPathComponent("instructions-\(attempt).json")
                guard FileManager.default.createFile(atPath: file.path, contents: input, attributes: [.posixPermissions: 0o600]) else {
                    return failure(problems + ["cannot write the harness's instructions to \(file.path)"])
                }
                standardInput = nil
                environment[HarnessRunner.instructionsVariable] = file.path
                if case .simulator(let destination) = configuration.runner {
                    let run = HarnessRunner.xcodebuild(.test(instructions: file, resultBundle: scratch.appendingPathComponent("attempt-\(attempt).xcresult")),
                                                       harness: configuration.harnessDirectory, destination: destination)
                    attemptCommand = run.command
                    environment.merge(run.environment) { _, new in new }
                }
            }
            let exit = ChildProcess.run(attemptCommand, environment: environment, input: standardInput,
                                        directory: configuration.runner.buildsProgram ? configuration.packagePath : configuration.harnessDirectory,
                                        sandbox: boundary, budget: remaining,
                                        onLine: crashLines.observe) {
                watch.poll()
                // The plan is made while the harness runs, from the classes it names in its hello.
                if planReader == nil, let seen = watch.hello {
                    let classes = seen.classes.filter { named.contains($0.key) }
                    let focus = configuration.focus
                    planReader = Background {
                        Self.plan(package: package, classes: classes, version: version, now: configuration.now).checks.focused(on: focus)
                    }
                    let folder = URL(fileURLWithPath: seen.fixturesDirectory)
                    let certifiers = package.store
                    harnessFixturesReader = Background {
                        let harness = FixtureStore(directory: folder)
                        return KitIdentity.sameFixtures(certifiers, harness) ? nil : KitIdentity.fixturesDigest(harness)
                    }
                }
                return !watch.stalled
            }
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
            guard hello != nil else {
                let tail = exit.tail.suffix(25).joined(separator: "\n    ")
                problems.append("the harness \(exit.summary) before it named the classes it built:\n    \(tail)")
                break
            }
            let before = results.count
            /// A call that held the main thread among other checks: it may only have waited for what an earlier call
            /// left behind, so it is run again alone before it is blamed.
            var heldMainThread: CheckResult?
            for result in watch.finished {
                if result.incident?.hasPrefix(MainThread.hangIncident) == true, trial != [result.checkID] {
                    heldMainThread = result
                    continue
                }
                if confirming?.check == result.checkID, result.incident != nil { confirming = nil }
                record(result)
                if result.incident != nil { retireClause(of: result) }
            }
            if let held = heldMainThread {
                confirming = (held.checkID, watch.previous[held.checkID])
                suspects = [held.checkID]
                progress("  … \(held.clause) · \(held.fixture.id) held the main thread; running it again alone to confirm")
                continue
            }
            suspects.removeAll { results[$0] != nil }
            let inFlight = watch.running.filter { results[$0.checkID] == nil }
            if let pending = confirming, let alone = results[pending.check], alone.incident == nil {
                // It finished alone: the stall came from what a check before it left behind. One at a time, that is the
                // check that finished just before it; among checks running at once it cannot be told, and is a problem.
                confirming = nil
                if !configuration.parallel, let previous = pending.previous, let earlier = results[previous], earlier.incident == nil {
                    let incident = "hang: the harness made no progress after this check returned, and the check that then ran "
                        + "past its limit finishes when run alone; the module left work behind that stalls the process"
                    progress("  ✘ \(earlier.clause) · \(earlier.fixture): \(incident)")
                    let blamed = earlier.with(incident: incident, note: "hang")
                    results[previous] = blamed
                    retireClause(of: blamed)
                } else if configuration.parallel {
                    problems.append("\(alone.checkID) stalled the harness among checks running at once but finishes alone: a check "
                        + "before it left work behind that stalls the process; certify with --no-parallel names the one")
                }
                suspects = []
                continue
            }
            if watch.retired, exit.succeeded, !watch.stalled, !inFlight.isEmpty {
                // The harness judged a call that held the main thread and stopped on purpose: the checks it left were
                // queued behind that call, not to blame, and run again in a fresh harness.
                guard results.count > before else {
                    problems.append("the harness stopped without judging another check; the checks left are not run")
                    break
                }
                progress("  … \(inFlight.count) checks were waiting for the main thread; running them again in a fresh harness")
                suspects.removeAll { results[$0] != nil }
                continue
            }
            if inFlight.isEmpty {
                // A trial that ended without an incident cleared the suspects it ran; the others are tried next.
                if trial != nil { continue }
                let left = planned.filter { results[$0.id] == nil }
                if left.isEmpty || (exit.succeeded && !watch.retired) { break }
                if results.count == before {
                    problems.append("the harness \(exit.summary) without judging another check; the checks left are not run")
                    break
                }
                continue
            }
            let kind = watch.stalled ? "hang" : "crash"
            let blamed: JournalWatch.Running
            if let overdue = watch.overdue.first(where: { results[$0.checkID] == nil }) {
                if confirming?.check != overdue.checkID {
                    confirming = (overdue.checkID, watch.previous[overdue.checkID])
                    suspects = [overdue.checkID]
                    progress("  … \(overdue.clause) · \(overdue.fixture) " + (kind == "hang" ? "ran past its limit" : "was running when the harness crashed")
                        + "; running it again alone to confirm")
                    continue
                }
                confirming = nil
                blamed = overdue
            } else if inFlight.count == 1 || serial {
                blamed = inFlight[0]
            } else {
                suspects = inFlight.map(\.checkID)
                progress("  … the harness ended (\(kind)) with \(inFlight.count) checks running; narrowing down which one")
                continue
            }
            let incident = watch.stalled
                ? "hang: no progress within \(watch.limit(blamed.clause)) (the kit's own longest wait for this check, plus "
                    + "\(configuration.checkBudget)); the harness and its process group were stopped"
                : "crash: the harness \(exit.summary)" + (crashLines.reason.map { "; \($0)" } ?? "")
            progress("  ✘ \(blamed.clause) · \(blamed.fixture): \(incident)")
            let result = CheckResult(
                checkID: blamed.checkID, clause: blamed.clause, level: ClauseCatalog.clause(blamed.clause)?.level ?? .required,
                fixture: blamed.fixture, target: blamed.target, sdkVersion: version,
                verdict: Verdict(.failed, input: package.store.caseDescription(blamed.fixture) ?? blamed.fixture.description,
                                 expected: "the check completes", actual: incident, note: kind),
                incident: incident)
            record(result)
            retireClause(of: result)
            // One check is blamed: the other suspects run at once again with the rest.
            suspects = []
        }

        progress("Judged \(results.count) checks in \(attempt) harness run(s), \(Self.seconds(clock.now - begin)) s after the start.")

        let fixturesDigest = fixturesDigestReader.value

        // The plan, made here from the classes' names and conformances alone, says which checks must have a result.
        let found = (hello?.classes ?? [:]).filter { named.contains($0.key) }
        if let hello {
            for (name, qualified) in hello.qualifiedNames.sorted(by: { $0.key < $1.key }) where named.contains(name) {
                // The generated code reaches `Product.Class`; a type the product nests under its own name would shadow
                // the class the SDK loads, so only a top-level class of that name counts.
                if qualified.split(separator: ".").count != 2 {
                    problems.append("\(name) reached the harness as \(qualified), not as a top-level class of its product: a type "
                        + "named like the product shadows the class the SDK would load")
                }
            }
            if hello.kitVersion != KitIdentity.version {
                problems.append("the harness ran kit \(hello.kitVersion), not the certifier's \(KitIdentity.version)")
            }
            let harnessStore = FixtureStore(directory: URL(fileURLWithPath: hello.fixturesDirectory))
            let differing = harnessFixturesReader.map { $0.value }
                ?? (KitIdentity.sameFixtures(package.store, harnessStore) ? nil : KitIdentity.fixturesDigest(harnessStore))
            if let differing {
                problems.append("the harness read fixtures other than the certifier's (digest \(differing))")
            }
        }
        var checks: [CheckResult] = []
        for check in planned {
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
        // Checks left because their clause already failed are counted in the table; any other unrun check is a problem too.
        let unrun = checks.filter { $0.outcome == .notRun && !$0.actual.contains("already failed") }
        if hello != nil, !unrun.isEmpty {
            problems.append("\(unrun.count) planned checks did not run")
        }

        let (kit, author, sourcesDigest, toolchain) = facts.value
        let compiled = configuration.harnessCommand == nil
            ? CompiledSources.compiled(harness: configuration.harnessDirectory, package: configuration.packagePath) : [:]
        let uncompiled = configuration.harnessCommand == nil
            ? CompiledSources.uncompiled(package: configuration.packagePath, compiled: compiled).map {
                "\($0): a Swift source of the package that no target of the harness build compiled" } : []
        let manifest = configuration.harnessCommand == nil
            ? (try? Data(contentsOf: Self.manifestFindingsFile(configuration.harnessDirectory)))
                .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String] } ?? [] : []
        let findings = manifest + SelfInspection.findings(in: configuration.packagePath) + uncompiled
        let duration = Double((clock.now - begin).components.seconds) + Double((clock.now - begin).components.attoseconds) / 1e18
        let timestamp = ISO8601DateFormatter()
        let declaration = package.declaration
        let settings = package.settings
        var runtime: String?
        if case .simulator(let destination) = configuration.runner {
            let lines = EventLog<String>()
            if ChildProcess.run(["xcrun", "simctl", "list", "devices", "--json"], budget: .seconds(60), onLine: lines.append).succeeded {
                runtime = HarnessRunner.runtime(of: destination, simctlJSON: lines.values.joined(separator: "\n"))
            }
        }
        let ranIn = configuration.runner.provenance(runtime: runtime)
        return CertificationReport(package: name, sdkVersion: version, checks: checks, problems: problems,
                                   waivers: declaration.waivers, focus: configuration.focus) { checks in
            Provenance(kitVersion: KitIdentity.version, kitCommit: kit.commit, kitTreeDirty: kit.dirty,
                       catalogDigest: KitIdentity.catalogDigest, fixturesDigest: fixturesDigest,
                       sdkVersion: version, packageCommit: author.commit, packageTreeDirty: author.dirty,
                       packageSourcesDigest: sourcesDigest,
                       toolchain: toolchain, operatingSystem: ProvenanceProbe.operatingSystem,
                       startedAt: timestamp.string(from: started), durationSeconds: (duration * 10).rounded() / 10,
                       declarationFile: declaration.file, declaration: declaration.json,
                       settingsFile: settings.file, settings: settings.json, modules: found,
                       resultsDigest: Provenance.digest(of: checks), sdkInterfaces: Configuration.sdkInterfaces,
                       reviewFindings: findings, compiledSources: compiled.isEmpty ? nil : compiled,
                       seed: configuration.budgets.seed, ranIn: ranIn)
        }
    }

    /// A problem of the author's files found around the build: listed in the report, and said at once.
    private func say(_ problem: String, into problems: inout [String]) {
        problems.append(problem)
        progress("problem: \(problem)")
    }

    /// The settings entries whose `productName` the package does not have, as one problem naming each JSON path; `nil`
    /// when every one is a product (or the package cannot be described).
    private func unknownProducts(in settings: SettingsFile) -> String? {
        guard let described = PackageTree.json(["describe", "--type", "json"], package: configuration.packagePath, sandbox: configuration.sandbox),
              let products = (described["products"] as? [[String: Any]])?.compactMap({ $0["name"] as? String }) else { return nil }
        let wrong = settings.entries.compactMap { entry in entry.productName.flatMap { products.contains($0) ? nil : (entry.path, $0) } }
        guard !wrong.isEmpty else { return nil }
        return wrong.map { path, name in
            let suggestion = EditDistance.nearest(name, among: products)
            return "\(settings.file) at \(path).productName: '\(name)' is not a product of the package at \(configuration.packagePath.path)"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (its products: \(products.sorted().joined(separator: ", ")))"
        }.joined(separator: "\n")
    }

    /// Where a build keeps the manifest's unsafe settings for the runs that reuse it.
    static func manifestFindingsFile(_ harness: URL) -> URL {
        harness.appendingPathComponent(".build/module-conformance-manifest-findings.json")
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.1f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
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

    /// The problems that keep a program from being run: code in it that runs before main, a library from outside the
    /// toolchain, the system and the run's folders, or a symbol of the C library or Swift runtime defined again. `nil`
    /// when it has none.
    private func programRefusal(_ program: URL) -> [String]? {
        guard program.path.hasPrefix("/") else { return nil }
        let controlled = [configuration.harnessDirectory, configuration.packagePath]
        guard let findings = PreMainCode.findings(in: program, controlled: controlled),
              let linkage = ProgramLinkage.findings(in: program, controlled: controlled + [program.deletingLastPathComponent()]) else {
            progress("Note: \(program.path) is not an ELF file; code that would run before its main was not looked for.")
            return nil
        }
        var refused: [String] = []
        if !findings.isEmpty {
            refused += findings.map { "code that runs before main: \($0)" } + [
                "the harness was not run: code that runs before its main could forge its results; a module's products "
                    + "may not carry initialisers (C constructors, init_array entries, a linker -init, indirect functions)"]
        }
        if !linkage.isEmpty {
            refused += linkage.map { "how the program links: \($0)" } + [
                "the harness was not run: a module's products may not link libraries by path or through search paths of "
                    + "their own, nor define the C library's or the Swift runtime's symbols (unsafeFlags, linkerSettings, "
                    + "@_cdecl)"]
        }
        return refused.isEmpty ? nil : refused
    }

    private enum BuildResult {
        case built(URL)
        case failed(String)
        /// Built, but not to be run.
        case refused([String])
    }

    /// Generates and builds the harness; a class or formatter whose generated file does not compile is named
    /// as a problem and left out, and the rest is built again.
    private func build(members: inout [HarnessPackage.Member], formatter: inout String?, problems: inout [String],
                       facts: ProvenanceFacts, copy: URL, settings: SettingsFile) -> BuildResult {
        /// Copies the program to where this run starts it, and returns the copy if the stamp vouches for its bytes (and,
        /// on a warm run, nothing the build reads changed since).
        func copied(_ program: URL, stamp: HarnessStamp, warm: Bool) -> URL? {
            try? FileManager.default.removeItem(at: copy)
            guard (try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil,
                  (try? FileManager.default.copyItem(at: program, to: copy)) != nil,
                  warm ? stamp.isCurrent(program: copy) : stamp.vouches(for: copy) else { return nil }
            return copy
        }
        let shownErrors = ShownLines()
        while true {
            let harness = HarnessPackage(directory: configuration.harnessDirectory, authorPackage: configuration.packagePath,
                                         kitRoot: configuration.kitRoot, members: members, deviceTokenFormatter: formatter,
                                         runner: configuration.runner)
            do {
                try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
                try harness.write()
            } catch {
                return .failed("cannot write the harness package at \(harness.directory.path): \(error)")
            }
            let stamp = HarnessStamp(harness: harness, toolchain: facts.toolchain)
            let written = stamp.sourcesDigest
            if !configuration.rebuild, let program = copied(harness.executable, stamp: stamp, warm: true) {
                progress("The certification harness is up to date: nothing it builds from changed since its last build.")
                return .built(program)
            }
            progress("Building the certification harness for \(configuration.packagePath.lastPathComponent)…")
            // File times have a granularity: anything the build's manifests touch is at or after this moment.
            let buildStarted = Date().addingTimeInterval(-1)
            let status = BuildStatus(progress: progress, shown: shownErrors)
            let output = OutputLines()
            // Without SwiftPM's cached build manifest: it can miss a source file added to the kit or the package since the
            // harness last built (seen when a new kit checkout reused a harness folder), and the build then fails.
            var buildCommand = ["swift", "build", "--package-path", harness.directory.path, "--disable-build-manifest-caching"]
            if configuration.runner == .testBundle { buildCommand.append("--build-tests") }
            if case .simulator(let destination) = configuration.runner {
                buildCommand = HarnessRunner.xcodebuild(.buildForTesting, harness: harness.directory, destination: destination).command
            }
            let exit = ChildProcess.run(buildCommand, directory: harness.directory, sandbox: configuration.sandbox?.writing(harness.directory),
                                        budget: configuration.buildBudget,
                                        onLine: { status.observe($0); output.append($0) })
            if exit.succeeded, !configuration.runner.buildsProgram {
                // Built for the simulator by xcodebuild: an iOS program, which no ELF reading here can scan, and which runs
                // where no boundary of certify's reaches, so the report is never sealed (README, "On Apple platforms").
                progress("Built for the simulator; the program was not scanned, and the report will not be sealed.")
                return .built(harness.executable)
            }
            if exit.succeeded {
                // The package's manifest runs during that build: the sources built must still be the ones written, and
                // the certifier's kit, which the harness compiles, must be as it was.
                guard stamp.sourcesUnchanged(since: written) else {
                    return .failed("the harness's generated sources changed while it was built (by the package's manifest or a "
                        + "plugin); certification cannot trust the program")
                }
                guard !HarnessStamp.changed(configuration.kitRoot, since: buildStarted) else {
                    return .failed("the kit's checkout at \(configuration.kitRoot.path) changed while the harness was built (by the "
                        + "package's manifest or a plugin, or by hand); certification cannot trust the program")
                }
                if let refused = programRefusal(harness.executable) {
                    return .refused(refused)
                }
                // What was compiled is what ships: each target built from the sources the package describes outside this
                // build. Without a stamp a refused program is built and compared again on the next run.
                let compiled = CompiledSources.compiled(harness: harness.directory, package: configuration.packagePath)
                if let described = CompiledSources.described(package: configuration.packagePath, sandbox: configuration.sandbox) {
                    let mismatches = CompiledSources.mismatches(compiled: compiled, described: described)
                    if !mismatches.isEmpty { return .refused(mismatches) }
                } else {
                    progress("Note: swift package describe could not read the package; its compiled sources were not compared.")
                }
                // Read while the manifest is the one just built from; a warm run (nothing changed) reads the same file.
                let settings = ManifestSettings.findings(package: configuration.packagePath, sandbox: configuration.sandbox)
                    ?? ["Package.swift: swift package dump-package could not read the manifest; its unsafe flags were not listed"]
                try? JSONSerialization.data(withJSONObject: settings).write(to: Self.manifestFindingsFile(harness.directory))
                stamp.write()
                guard let program = copied(harness.executable, stamp: stamp, warm: false) else {
                    return .failed("the harness program changed after it was scanned; certification cannot trust it")
                }
                progress("Built.")
                return .built(program)
            }
            let failures = HarnessPackage.failures(in: output.lines)
            if failures.classes.isEmpty && failures.formatter == nil {
                // A productName that is no product of the package fails in SwiftPM's words about the generated package:
                // say it in settings.json's.
                if let unknown = unknownProducts(in: settings) { return .failed(unknown) }
                // The compiler's errors, each once, in their located form; the output's end when there is none.
                var seen = Set<String>()
                let errors = output.lines.compactMap(BuildStatus.locatedError).filter { seen.insert($0).inserted }
                return .failed("the harness build \(exit.summary); " + (errors.isEmpty
                    ? "last output:\n    " + exit.tail.suffix(25).joined(separator: "\n    ")
                    : "the package does not compile:\n    " + errors.prefix(20).joined(separator: "\n    ")))
            }
            for (name, message) in failures.classes.sorted(by: { $0.key < $1.key }) {
                let product = members.first { $0.className == name }?.productName ?? "?"
                let path = CertificationPlan.namedClasses(in: settings).first { $0.name == name }.map { " at \($0.path)" } ?? ""
                let suggestion = message.contains("does not exist") ? "; check the spelling there" : ""
                say("\(settings.file)\(path) names \(name), which cannot be built from product \(product) as the SDK builds it, "
                    + "with \(name)(): \(message)\(suggestion); or make it a top-level class of that product with an init() that "
                    + "takes no arguments", into: &problems)
            }
            if let message = failures.formatter {
                say("\(ConformanceDeclaration.fileName) at $.deviceTokenFormatter: \(formatter ?? "") is not a public "
                    + "(Data) -> String function of the products: \(message)", into: &problems)
                formatter = nil
            }
            members.removeAll { failures.classes[$0.className] != nil }
        }
    }
}
