import ConformanceEngine
import Foundation
import HarnessJournal

/// The report phase: what the attempts judged, checked against the plan and the harness's hello, with the provenance
/// of the run.
extension CertificationRunner {
    /// When a run began, for the provenance's start and duration.
    struct RunStart {
        let date = Date()
        let instant = ContinuousClock.now
    }

    /// The report of a run that ended before any check ran: its problems only.
    func failure(_ problems: [String]) -> CertificationReport {
        CertificationReport(package: configuration.packagePath.path, sdkVersion: configuration.certifiedVersion, checks: [],
                            problems: problems)
    }

    /// Assembles the report: one result per planned check, the problems of the run and of the harness, and the
    /// provenance from the machine's facts.
    func report(of attempts: HarnessAttempts, package: DeclaredPackage, problems: [String], facts: ProvenanceFacts,
                fixturesDigest fixturesDigestReader: Background<String>, start: RunStart) -> CertificationReport {
        let fixturesDigest = fixturesDigestReader.value
        var problems = problems
        // The plan, made from the classes' names and conformances alone, says which checks must have a result.
        let found = (attempts.hello?.classes ?? [:]).filter { attempts.named.contains($0.key) }
        if let hello = attempts.hello {
            problems += helloProblems(hello, named: attempts.named, store: package.store, harnessFixtures: attempts.harnessFixturesReader)
        }
        let checks = plannedResults(of: attempts, store: package.store, problems: &problems)
        let (kit, author, sourcesDigest, toolchain) = facts.value
        // Not after a signal (the fourteenth trial's C19b): git was stopped too, and what it left unsaid is no change.
        if author.dirty == true, !Interruption.shared.isEnding {
            // Say which files, since a file git ignores counts too (sources kept out of the commit would be certified as it).
            progress("The package has changes its commit does not hold, so the report records it as uncommitted: "
                + author.changes.joined(separator: "; ") + " (git status --ignored; a package copy leaves out .build and .git)")
        }
        let compiled = configuration.harnessCommand == nil
            ? CompiledSources.compiled(harness: configuration.harnessDirectory, package: configuration.packagePath) : [:]
        let findings = reviewFindings(compiled: compiled) + Self.heldPastWatch(checks)
        // What the report records: the Swift sources and the C-family ones, read from the build's objects.
        let recorded = configuration.harnessCommand == nil
            ? compiled.merging(CompiledSources.cFamily(harness: configuration.harnessDirectory, package: configuration.packagePath)) { $0 + $1 }
            : compiled
        // Code the review did not read is code no certificate can vouch for.
        if let stopped = Self.reviewStopped(findings) { problems.append(stopped) }
        let elapsed = ContinuousClock.now - start.instant
        let duration = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let timestamp = ISO8601DateFormatter()
        let declaration = package.declaration
        let settings = package.settings
        let version = configuration.certifiedVersion
        let ranIn = configuration.runner.provenance(runtime: simulatorRuntime())
        return CertificationReport(package: configuration.packagePath.path, sdkVersion: version, checks: checks, problems: problems,
                                   waivers: declaration.waivers, focus: configuration.focus) { checks in
            Provenance(kitVersion: KitIdentity.version, kitCommit: kit.commit, kitTreeDirty: kit.dirty,
                       catalogDigest: KitIdentity.catalogDigest, fixturesDigest: fixturesDigest,
                       sdkVersion: version, packageCommit: author.commit, packageTreeDirty: author.dirty,
                       packageSourcesDigest: sourcesDigest,
                       toolchain: toolchain, operatingSystem: ProvenanceProbe.operatingSystem,
                       startedAt: timestamp.string(from: start.date), durationSeconds: (duration * 10).rounded() / 10,
                       declarationFile: declaration.file, declaration: declaration.json,
                       settingsFile: settings.file, settings: settings.json, files: package.files.isEmpty ? nil : package.files,
                       modules: found,
                       resultsDigest: Provenance.digest(of: checks), sdkInterfaces: Configuration.sdkInterfaces,
                       reviewFindings: findings, compiledSources: recorded.isEmpty ? nil : recorded,
                       seed: configuration.options.seed, ranIn: ranIn,
                       dependencyRevisions: configuration.harnessCommand == nil
                           ? DependencyPins.read(configuration.harnessDirectory.appendingPathComponent("Package.resolved")) : nil,
                       packageFiles: configuration.packageCopy?.files,
                       partnerNames: configuration.options.partnerNames?.summary)
        }
    }

    /// What the harness's hello shows wrong: a class reached other than as a top-level class of its product, another
    /// kit, or fixtures other than the certifier's.
    private func helloProblems(_ hello: HarnessHello, named: Set<String>, store: FixtureStore,
                               harnessFixtures: Background<String?>?) -> [String] {
        var problems: [String] = []
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
        let differing = harnessFixtures.map { $0.value }
            ?? (KitIdentity.sameFixtures(store, harnessStore) ? nil : KitIdentity.fixturesDigest(harnessStore))
        if let differing {
            problems.append("the harness read fixtures other than the certifier's (digest \(differing))")
        }
        return problems
    }

    /// One result per planned check, in the plan's order, a check the harness never reached counted as not run; a
    /// result for a check the plan lacks, and planned checks that did not run, are problems.
    private func plannedResults(of attempts: HarnessAttempts, store: FixtureStore, problems: inout [String]) -> [CheckResult] {
        var results = attempts.policy.judged.results
        var checks: [CheckResult] = []
        for check in attempts.planned {
            if let result = results.removeValue(forKey: check.id) {
                checks.append(result)
            } else if attempts.hello != nil {
                let why = attempts.lastExit.map { "the harness \($0.summary) before this check ran" } ?? "the harness did not run"
                checks.append(CheckResult(checkID: check.id, clause: check.clause, level: ClauseCatalog.clause(check.clause)?.level ?? .required,
                                          fixture: check.fixture, target: check.target, sdkVersion: configuration.certifiedVersion,
                                          verdict: Verdict(.notRun, input: store.caseDescription(check.fixture) ?? check.fixture.description,
                                                           expected: "the check runs", actual: why)))
            }
        }
        // Review 19's cold memrebind run printed 172 of these lines, one per check, with the plan empty: one line says it.
        let extras = attempts.policy.judged.order.filter { results[$0] != nil }
        if !extras.isEmpty {
            problems.append("the harness reported \(extras.count) check\(extras.count == 1 ? "" : "s") the plan does not contain ("
                + extras.prefix(3).joined(separator: ", ") + (extras.count > 3 ? ", …" : "") + ")"
                + (attempts.planned.isEmpty ? "; the certifier's plan held no check, so the harness ran a plan of its own: run "
                    + "certify again, and if it says this again, read the package for code that writes the harness's memory" : ""))
        }
        // Checks left because their clause already failed are counted in the table; any other unrun check is a problem too.
        let unrun = checks.filter { $0.outcome == .notRun && !$0.actual.contains("already failed") }
        if attempts.hello != nil, !unrun.isEmpty {
            problems.append("\(unrun.count) planned checks did not run")
        }
        return checks
    }

    /// The checks whose module still held a handler it may call once when the kit's watch of it ended (the sixteenth
    /// review's A6: a second call 31 s later), one line for each clause and handler: no run sees a call after that.
    package static func heldPastWatch(_ checks: [CheckResult]) -> [String] {
        var groups: [String: [CheckResult]] = [:]
        for check in checks {
            guard let note = check.note, let mark = note.range(of: ConformanceCheck.heldPastWindowMark) else { continue }
            let handlers = note[mark.upperBound...].prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
            groups["\(check.clause.rawValue): \(handlers)", default: []].append(check)
        }
        return groups.keys.sorted().compactMap { key in
            guard let group = groups[key], let first = group.first else { return nil }
            return "\(key) was still held by the module when the kit stopped watching it, in \(group.count) check(s) (the first: "
                + "\(first.checkID)): a call after that would reach the app unseen; read the module for one"
        }
    }

    /// What the certifier should read for themselves: the manifest's unsafe settings, the package's code that
    /// inspects its own process (by its text, and by what its compiled code calls), and Swift sources no target of the
    /// harness build compiled.
    private func reviewFindings(compiled: [String: [String]]) -> [String] {
        let built = configuration.harnessCommand == nil
        let sources = configuration.packageCopy?.folder ?? configuration.packagePath
        let uncompiled = built
            ? CompiledSources.uncompiled(package: sources, compiled: compiled).map {
                "\($0): a Swift source of the package that no target of the harness build compiled" } : []
        let manifest = built
            ? (try? Data(contentsOf: Self.manifestFindingsFile(configuration.harnessDirectory)))
                .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String] } ?? [] : []
        let calls = built ? LinkedCalls.findings(harness: configuration.harnessDirectory, compiled: compiled, sandbox: configuration.sandbox) : []
        let scan = SelfInspection.findings(in: sources, compiled: Set(compiled.values.joined()), budget: Self.reviewBudget)
        let stopped = scan.stoppedAt.map { ["\($0): the review stopped here after \(Self.reviewBudget): the package holds more code than it "
            + "reads in that time; certify cannot vouch for code it did not read"] } ?? []
        return manifest + scan.found + stopped + calls + uncompiled
    }

    /// How long the review of the package's text may take.
    static let reviewBudget: Duration = .seconds(300)

    /// Whether the review stopped before it read the whole package: the report is then no certificate.
    static func reviewStopped(_ findings: [String]) -> String? {
        findings.first { $0.contains(": the review stopped here after ") }
    }

    /// The runtime of the simulator the checks ran on, as `simctl` lists it; `nil` on the host or when unknown.
    private func simulatorRuntime() -> String? {
        guard case .simulator(let destination) = configuration.runner else { return nil }
        let lines = EventLog<String>()
        guard ChildProcess.run(["xcrun", "simctl", "list", "devices", "--json"], budget: .seconds(60), onLine: lines.append).succeeded else {
            return nil
        }
        return HarnessRunner.runtime(of: destination, simctlJSON: lines.values.joined(separator: "\n"))
    }
}
