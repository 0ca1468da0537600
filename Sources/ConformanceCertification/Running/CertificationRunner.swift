import ConformanceEngine
import Foundation
import HarnessJournal

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
        package var options = ConformanceOptions()
        /// Where a run keeps its copy of the package, the program it runs and its journals while it runs.
        package var scratchRoot = FileManager.default.temporaryDirectory
        /// The run's private copy of the package, made when the run starts.
        package var packageCopy: PackageCopy?
        /// The digest of what the harness build reads of the package, the kit and the SDK package, made when the run
        /// starts (`HarnessStamp.inputs`).
        package var buildInputs: String?

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

    /// Certifies the package in three phases: the harness is built (or the given one scanned), run in as many attempts
    /// as it takes to judge every planned check, and the report assembled from what the attempts judged.
    ///
    /// Before any of the author's code runs, the package is copied into the run's own folder and digested; inside the
    /// boundary that copy is shown in the package's place, read-only, so the build compiles what was digested.
    package func run() -> CertificationReport {
        let start = RunStart()
        let scratch = configuration.scratchRoot.appendingPathComponent("module-conformance-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        Interruption.shared.remove(scratch)
        defer {
            try? FileManager.default.removeItem(at: scratch)
            Interruption.shared.release(scratch)
        }
        var configuration = self.configuration
        // Another run of the same package (or with the same --harness-directory) builds in the same folder: wait for it.
        let lock: HarnessLock
        switch HarnessLock.acquire(configuration.harnessDirectory, budget: configuration.runBudget, waiting: {
            progress("Another certify is using the harness at \(configuration.harnessDirectory.path) (a run of the same package); "
                + "waiting for it to finish…")
        }) {
        case .success(let taken): lock = taken
        case .failure(let problem): return failure([problem.message])
        }
        defer { lock.release() }
        // A harness in the user's cache is marked as used, and the cache keeps only the few used last.
        let cache = HarnessCache()
        let cached = configuration.harnessDirectory.deletingLastPathComponent().standardizedFileURL == cache.folder.standardizedFileURL
        if cached { HarnessCache.touch(configuration.harnessDirectory) }
        defer { if cached { cache.prune(using: self.configuration.harnessDirectory) } }
        // The run's own folders are never copied; where a copy holds the place of one the boundary shows, it has an
        // empty folder there (the kit's tests keep a run's folder in the package, the kit's examples lie in the kit).
        let ownFolders = [scratch, configuration.harnessDirectory, HarnessStamp.certifiersFolder(of: configuration.harnessDirectory)]
        let mountPoints = [scratch.appendingPathComponent("run"), scratch.appendingPathComponent("program"), configuration.harnessDirectory]
            + Sandbox.systemFolders
        var owner: UInt32?
        if case .dedicated(let id) = configuration.sandbox?.identity { owner = id }
        do {
            // The copies are kept beside the harness, out of every view, and made again in place on each run.
            let kept = HarnessStamp.certifiersFolder(of: configuration.harnessDirectory)
            let copy = try PackageCopy.make(of: configuration.packagePath, in: kept.appendingPathComponent("package"), owner: owner,
                                            excluding: ownFolders, mountPoints: mountPoints)
            configuration.packageCopy = copy
            if configuration.sandbox != nil {
                // The kit's files too belong to the boundary's user in its view, shown read-only as the package is
                // (SwiftPM gives a resource folder it copies its source's owner, which only the owner may do).
                let kit = try PackageCopy.make(of: configuration.kitRoot, in: kept.appendingPathComponent("kit"), owner: owner,
                                               only: Self.kitContents, excluding: ownFolders,
                                               mountPoints: mountPoints + [configuration.packagePath])
                configuration.sandbox = configuration.sandbox?.showing(kit.folder, at: configuration.kitRoot)
                configuration.buildInputs = HarnessStamp.inputs(package: copy.digest, kit: kit.digest)
            }
            configuration.sandbox = configuration.sandbox?.showing(copy.folder, at: configuration.packagePath)
        } catch {
            return failure(["\(error)"])
        }
        return CertificationRunner(configuration: configuration, progress: progress).run(start: start, scratch: scratch)
    }

    /// What the harness build reads of the kit's checkout: its manifest and the folders its targets lie in.
    package static let kitContents: Set<String> = ["Package.swift", "Sources", "golden", "Plugins", "Benchmarks", "Tests"]

    private func run(start: RunStart, scratch: URL) -> CertificationReport {
        // The machine's facts for the provenance are read while the harness builds and runs.
        let facts = ProvenanceFacts(kitRoot: configuration.kitRoot, packagePath: configuration.packagePath,
                                    sourcesDigest: configuration.packageCopy?.digest ?? "", sandbox: configuration.sandbox)
        let package: DeclaredPackage
        do {
            package = try DeclaredPackage.load(declaration: configuration.declarationPath,
                                               displayName: configuration.declarationPath.lastPathComponent)
        } catch {
            return failure(["\(error)"])
        }
        // Said before anything is built: a settings.json that names no module leaves nothing to build or judge.
        if let problem = CertificationPlan.noModules(in: package.settings) { return failure([problem]) }
        var problems = package.declaration.expiredWaivers(on: configuration.now)
        let fixturesDigest = Background { KitIdentity.fixturesDigest(package.store) }
        var judged = package
        guard let command = harnessCommand(for: &judged, facts: facts, scratch: scratch, problems: &problems) else {
            return failure(problems)
        }
        // The harness writes its journals in a folder of its own, the only one it may write.
        let journals = scratch.appendingPathComponent("run")
        try? FileManager.default.createDirectory(at: journals, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        var attempts = HarnessAttempts(runner: self, package: judged, command: command, scratch: journals)
        let stopped = attempts.run(problems: &problems)
        // The thirteenth trial's H11: the harness folder removed while the run used it (the cache cleared) ended the
        // harness with a signal that read as the module's crash.
        if configuration.harnessCommand == nil, !FileManager.default.fileExists(atPath: configuration.harnessDirectory.path) {
            let removed = "the harness folder \(configuration.harnessDirectory.path) was removed while the run used it (by hand or by "
                + "module-conformance cache --clear), so a harness that ended early may have ended for that, not for a module: run "
                + "certify again"
            if let stopped { return failure([removed] + stopped) }
            problems.insert(removed, at: 0)
        }
        if let stopped { return failure(stopped) }
        progress("Judged \(attempts.policy.judged.count) checks in \(attempts.count) harness run(s), "
            + "\(Self.seconds(ContinuousClock.now - start.instant)) s after the start.")
        return report(of: attempts, package: package, problems: problems, facts: facts, fixturesDigest: fixturesDigest, start: start)
    }

    /// A problem of the author's files found around the build: listed in the report, and said at once.
    func say(_ problem: String, into problems: inout [String]) {
        problems.append(problem)
        progress("problem: \(problem)")
    }

    /// Where a build keeps the manifest's unsafe settings for the runs that reuse it: beside the harness's folder,
    /// out of the boundary's reach.
    static func manifestFindingsFile(_ harness: URL) -> URL {
        HarnessStamp.certifiersFolder(of: harness).appendingPathComponent("manifest-findings.json")
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.1f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    /// The checks a run must have a result for, from class names and conformances alone: what certify and `verify` count.
    package static func plan(package: DeclaredPackage, classes: [String: [ModuleKind]], version: SDKVersion?, now: Date) -> CertificationPlan {
        let stubs = classes.sorted { $0.key < $1.key }.map { ModuleClass(name: $0.key, kinds: Set($0.value)) }
        let never: @Sendable (Data) -> String = { _ in fatalError("a plan made from names alone never formats a token") }
        let formatter = package.declaration.deviceTokenFormatter == nil ? nil : never
        return CertificationPlan(package: package, classes: stubs, deviceTokenFormatter: formatter,
                                 options: ConformanceOptions(sdkVersion: version, waivers: package.declaration.activeWaivers(on: now)))
    }
}
