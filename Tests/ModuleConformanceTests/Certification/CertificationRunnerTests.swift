import ConformanceCertification
import ConformanceEngine
import Foundation
import HarnessJournal
import Testing

/// A package folder holding a settings.json and a declaration file, as an author would write them.
final class ScratchPackage {
    let folder: URL

    /// The folder goes with the value (the suite once left thousands in the temporary folder).
    deinit {
        // With the harness folder certify's tests give it beside the package, and the certifier's folder beside that.
        for path in [folder.path, folder.path + "-harness", folder.path + "-harness.certifier"] {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Writes settings naming `classes` (each in product SelfTest, enabled) and a declaration giving continuity classes a target.
    ///
    /// Each entry's identifier is the one the kit's own link modules answer to (`com.q2.mobile.module.demo`), unless
    /// `identifiers` gives one per class.
    init(classes: [String], declaration: [String: Any]? = nil, identifiers: [String]? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modules = classes.enumerated().map { index, name in
            ["name": "m\(index)", "packageName": "self-test", "productName": "SelfTest", "className": name,
             "identifier": identifiers?[index] ?? "com.q2.mobile.module.demo", "enabled": true]
        }
        try write("settings.json", ["push": false, "modules": modules])
        let owned = Dictionary(uniqueKeysWithValues: classes.map { ($0, ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]) })
        try write(ConformanceDeclaration.fileName, declaration ?? ["settings": "settings.json", "modules": owned])
    }

    /// Writes an app settings.json with these module entries (each in product SelfTest and enabled, unless an entry says
    /// otherwise) and this declaration.
    init(entries: [[String: Any]], declaration: [String: Any]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("settings.json", ["push": true, "modules": entries.map {
            $0.merging(["packageName": "self-test", "productName": "SelfTest", "enabled": true]) { old, _ in old }
        }])
        try write(ConformanceDeclaration.fileName, declaration.merging(["settings": "settings.json"]) { old, _ in old })
    }

    func write(_ name: String, _ json: Any) throws {
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: folder.appendingPathComponent(name))
    }
}

/// The harness built from the kit's own test modules (Tests/SelfTestHarness), beside the test binary.
let selfTestHarness = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("selftest-harness")
/// The kit's checkout.
let kitCheckout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// An empty git checkout at one commit, standing for the certifier's kit in the provenance of the tests' reports.
let scratchKitCheckout: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-kit-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = ChildProcess.run(["git", "-C", folder.path, "init", "-q"], budget: .seconds(20))
    _ = ChildProcess.run(["git", "-C", folder.path, "-c", "user.name=kit", "-c", "user.email=kit@example.invalid", "commit", "-q",
                          "--allow-empty", "-m", "kit"], budget: .seconds(20))
    return folder
}()

/// The certifier's key the kit's tests seal and verify with.
let testCertifierKey = CertifierKey(bytes: Array(repeating: 0x5a, count: 32), origin: "the kit's tests")

/// Runs the runner over a scratch package with the self-test harness in place of a generated one; the report is
/// sealed with the tests' certifier key, as certify seals it with the certifier's.
func certify(_ package: ScratchPackage, checkBudget: Duration = .seconds(2),
             change: (inout CertificationRunner.Configuration) -> Void = { _ in },
             progress: @escaping @Sendable (String) -> Void = { _ in }) async throws -> CertificationReport {
    try #require(FileManager.default.isExecutableFile(atPath: selfTestHarness.path),
                 "the self-test harness should be built beside the tests at \(selfTestHarness.path)")
    // The kit root only feeds the provenance here (the harness is given): a scratch checkout at a commit of its own, so
    // the report names a kit commit, as verify requires, whether or not this checkout has uncommitted changes.
    var configuration = CertificationRunner.Configuration(packagePath: package.folder, kitRoot: scratchKitCheckout, sdkVersion: nil)
    configuration.harnessCommand = [selfTestHarness.path]
    configuration.checkBudget = checkBudget
    configuration.scratchRoot = package.folder
    // Beside the package, so the copies certify keeps with a harness go when the temporary folder is cleared.
    configuration.harnessDirectory = package.folder.deletingLastPathComponent().appendingPathComponent(package.folder.lastPathComponent + "-harness")
    // The silent callback's 30 s, and a service extension's 30 s watch for a late delivery, would only lengthen the tests
    // of modules that hang (the harness's watchdog waits for the longest): as long as any callback's.
    configuration.options.silentNotificationBudget = configuration.options.callbackBudget
    configuration.options.serviceExtensionBudget = configuration.options.callbackBudget
    change(&configuration)
    let runner = CertificationRunner(configuration: configuration, progress: progress)
    return await offThread { runner.run().sealed(with: testCertifierKey) }
}

@Suite("The certification runner runs the certifier's plan through the harness and judges every check")
struct CertificationRunnerTests {
    @Test("A conforming module is certified, with every planned check run and the provenance recorded")
    func conforming() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"]))
        let passed = report.passed
        #expect(passed, "\(report.problems)")
        // Every check names the module, but the app contract's, which are the package's (its files, none named here).
        let moduleChecks = report.checks.filter { ClauseCatalog.clause($0.clause)?.contract != .app || $0.checkID.contains("@") }
        #expect(!moduleChecks.isEmpty && moduleChecks.allSatisfy { $0.checkID.hasSuffix("@ConformingContinuityModule") })
        #expect(report.checks.filter { !moduleChecks.contains($0) }.allSatisfy { $0.outcome == .notApplicable })
        #expect(report.sdkVersion == ClauseCatalog.newestVersion, "certify checks at the newest version the catalog knows")
        let provenance = try #require(report.provenance)
        #expect(provenance.modules == ["ConformingContinuityModule": [.continuity]])
        #expect(provenance.kitVersion == KitIdentity.version && provenance.catalogDigest == KitIdentity.catalogDigest)
        #expect(provenance.packageSourcesDigest.count == 64 && provenance.toolchain.contains("Swift"))
        #expect(ReportVerifier.problems(in: report, key: testCertifierKey).isEmpty)
    }

    @Test("A module that breaks a clause is not certified, and the clause and fixture are named")
    func broken() async throws {
        let report = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"]))
        #expect(report.certified == false)
        #expect(report.clauses.first { $0.id == "CONT-FOREIGN-NOT-CLAIMED" }?.outcome == .failed)
        #expect(report.problems.isEmpty, "a broken clause is a failed check, not a run problem")
    }

    @Test("--sdk names the version certified; an older one leaves later clauses not applicable, and the report says so")
    func sdkVersion() async throws {
        let old = try #require(SDKVersion("25.0.0"))
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"])) { $0.sdkVersion = old }
        #expect(report.sdkVersion == old && report.provenance?.sdkVersion == old)
        #expect(report.checks.allSatisfy { $0.sdkVersion == old })
    }

    @Test("Every class settings.json names must be built and be a module; each that is not is named")
    func coverage() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule", "NotAModule", "MissingModule"]))
        #expect(report.certified == false)
        #expect(report.problems.contains { $0.contains("NotAModule conforms to no module protocol") })
        #expect(report.problems.contains { $0.contains("names MissingModule, which the product SelfTest does not provide") })
        #expect(report.checks.contains { $0.checkID.hasSuffix("@ConformingContinuityModule") && $0.outcome == .passed },
                "the classes that can be certified still are")
    }

    @Test("A bad declaration file is refused with its name and the JSON path, and nothing runs")
    func badDeclaration() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"],
                                         declaration: ["settings": "settings.json", "modules": ["ConformingContinuityModule": ["continuity": ["ownedTargets": "x"]]]])
        let report = try await certify(package)
        #expect(report.certified == false && report.checks.isEmpty)
        #expect(report.problems == ["module-conformance.json at $.modules.ConformingContinuityModule.continuity.ownedTargets: expected array, got string"]
                || report.problems.first?.hasPrefix("module-conformance.json at $.modules.ConformingContinuityModule.continuity.ownedTargets") == true,
                "\(report.problems)")
    }

    @Test("A waiver that has expired fails certification; one in force is listed in the report")
    func waivers() async throws {
        let recommended = try #require(ClauseCatalog.all.first { $0.level == .recommended && $0.contract == .continuity })
        func package(expires: String) throws -> ScratchPackage {
            try ScratchPackage(classes: ["ConformingContinuityModule"], declaration: [
                "settings": "settings.json",
                "modules": ["ConformingContinuityModule": ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]],
                "waivers": [["clause": recommended.id.rawValue, "reason": "tracked in PAY-12", "expires": expires]],
            ])
        }
        let current = try await certify(try package(expires: "2999-12-31"))
        let passed = current.passed
        #expect(passed, "\(current.problems)")
        #expect(current.waivers.map(\.clause) == [recommended.id])
        let expired = try await certify(try package(expires: "2000-01-01"))
        #expect(expired.certified == false)
        #expect(expired.problems.contains { $0.contains("waiver of \(recommended.id) expired on 2000-01-01") })
        // Issue 33: the waiver's line and the verdict say so, not only the problems.
        let table = expired.table()
        #expect(table.contains("\(recommended.id) until 2000-01-01 (EXPIRED: the clause is judged): tracked in PAY-12"), "\(table)")
        #expect(table.contains("; 1 problem above"))
        #expect(expired.markdown().contains("until 2000-01-01 (**expired**: the clause is judged)"))
        #expect(!current.table().contains("EXPIRED") && !current.table().contains("problem above"))
    }

    @Test("Trial 10 (D16): a waiver whose every waived check passed is said not to be needed; one the module needs is not")
    func unneededWaiver() async throws {
        func waived(_ className: String) async throws -> String {
            try await certify(try ScratchPackage(classes: [className], declaration: [
                "settings": "settings.json",
                "modules": [className: ["continuity": ["ownedTargets": ["com.q2.mobile.module.demo/path"]]]],
                "waivers": [["clause": "CONT-NIL-FOR-UNOWNED", "reason": "tracked in PAY-12", "expires": "2999-12-31"]],
            ])) { $0.focus = ["CONT-NIL-FOR-UNOWNED"] }.table()
        }
        let kept = try await waived("ConformingContinuityModule")
        #expect(kept.contains("CONT-NIL-FOR-UNOWNED until 2999-12-31 (NOT NEEDED: all "), "\(kept)")
        let broken = try await waived("BreaksNilForUnowned")
        #expect(broken.contains("CONT-NIL-FOR-UNOWNED until 2999-12-31: tracked in PAY-12") && !broken.contains("NOT NEEDED"), "\(broken)")
    }
}

@Suite("certify attributes crashes and hangs, resumes after them, and never certifies a run that left checks unrun")
struct CertificationIncidentTests {
    @Test("A crash is reported against the running check with its reason; the rest of that clause is not run, every other clause runs")
    func crash() async throws {
        let report = try await certify(try ScratchPackage(classes: ["CrashingLinkModule"]))
        #expect(report.certified == false)
        let crashed = report.checks.filter { $0.incident != nil }
        let crashedClauses = Set(crashed.map(\.clause))
        #expect(!crashed.isEmpty && crashedClauses.count == crashed.count, "one crash per clause: the rest of the clause is not run")
        let incident = try #require(crashed.first?.incident)
        #expect(incident.contains("crash: the harness ended by signal") && incident.contains("CrashingLinkModule met a partner's link"),
                "the reason names the signal and the fatal error's message: \(incident)")
        for clause in crashedClauses {
            let rest = report.checks.filter { $0.clause == clause && $0.incident == nil }
            #expect(rest.allSatisfy { [.notRun, .passed, .notApplicable].contains($0.outcome) })
        }
        #expect(report.checks.contains { $0.outcome == .notRun })
        #expect(report.checks.filter { !crashedClauses.contains($0.clause) }.allSatisfy { $0.outcome != .notRun }, "every other clause runs")
        #expect(report.checks.contains { $0.clause == "CONT-OWN-CLAIMED" && $0.outcome == .passed })
    }

    @Test("A call that holds the main thread is judged a hang past the threshold, confirmed alone, and the rest of its clause is not run")
    func hang() async throws {
        let lines = EventLog<String>()
        let report = try await certify(try ScratchPackage(classes: ["HangingLinkModule"]), checkBudget: .seconds(30), progress: lines.append)
        #expect(report.certified == false)
        // The fourteenth trial: a hold is said as a suspect, then once as a failure when the run alone confirms it.
        let failures = lines.values.filter { $0.hasPrefix("  ✘ ") }
        #expect(!failures.isEmpty && Set(failures).count == failures.count, "\(failures)")
        #expect(lines.values.contains { $0.contains("held the main thread; running it again alone to confirm") }, "\(lines.values)")
        // The registered instance of PUSH-LONG-LIVED is delivered the same notifications, and stalls on its own calls.
        let hung = report.checks.filter { $0.note == "hang" && $0.clause != "PUSH-LONG-LIVED" }
        #expect(hung.count >= 1 && Set(hung.map(\.clause)).count == hung.count, "one hang per clause")
        #expect(hung.allSatisfy { $0.incident?.hasPrefix(MainThread.hangIncident + " for more than \(MainThread.hangThreshold)") == true },
                "\(hung.map(\.incident))")
        #expect(hung.allSatisfy { $0.clause != "CONT-OWN-CLAIMED" }, "the module's own links never hang: \(hung.map(\.input))")
        #expect(report.checks.contains { $0.outcome == .notRun && $0.actual.contains("already failed with a hang") })
        #expect(report.checks.contains { $0.clause == "CONT-OWN-CLAIMED" && $0.outcome == .passed }, "the rest is judged")
        #expect(report.problems.isEmpty, "\(report.problems)")
    }

    @Test("Trial 33f (SB3): under certify too, a hang in getNotificationCategories(), which the kit asks before a tap, is named for it")
    func hangInCategoriesNamed() async throws {
        let package = try ScratchPackage(entries: [["name": "categories", "className": "StallsInCategories",
                                                    "identifier": "com.q2.mobile.module.conforming", "push": true]],
                                         declaration: ["modules": [:]])
        let report = try await certify(package, checkBudget: .seconds(30)) { $0.focus = ["PUSH-TAP-BUDGET"] }
        let hung = report.checks.filter { $0.note == "hang" }
        #expect(!hung.isEmpty && hung.allSatisfy { $0.incident?.contains("held the main thread for more than 1.0 seconds in getNotificationCategories()") == true },
                "\(report.checks.map { $0.incident ?? $0.actual })")
    }

    @Test("A stall no call of the module's is running in (work it left on the main thread) is stopped just above the kit's own wait")
    func stall() async throws {
        let package = try ScratchPackage(entries: [["name": "hog", "className": "MainHoggingPushModule",
                                                    "identifier": "com.q2.mobile.module.conforming", "push": true]],
                                         declaration: ["modules": [:]])
        let report = try await certify(package, checkBudget: .seconds(1)) {
            $0.options.callbackBudget = .seconds(1)
            $0.options.silentNotificationBudget = .seconds(1)
            $0.options.serviceExtensionBudget = .seconds(1)
            $0.parallel = false
        }
        #expect(report.certified == false)
        // The registered instance of PUSH-LONG-LIVED is delivered the same notifications, and stalls on its own calls.
        let hung = report.checks.filter { $0.note == "hang" && $0.clause != "PUSH-LONG-LIVED" }
        #expect(!hung.isEmpty && hung.allSatisfy { $0.incident?.contains("hang") == true }, "\(report.problems)")
        // The work is left by a silent notification that is not the module's: a check that makes no other main-thread call
        // after it is followed by one that stalls, and is named for leaving the work; a hostile-payload check, which calls
        // the other entry points after the silent one, stalls itself within its own wait (which comes first depends on
        // the plan's order, not on the machine's speed alone, so both are accepted, each for its own kind of check).
        #expect(hung.allSatisfy { ($0.input.contains("didReceiveRemoteNotification") || $0.clause == "PUSH-HOSTILE-SURVIVES")
                    && !$0.input.contains("\"com.q2.mobile.module.conforming\"") },
                "blamed on a silent notification not the module's, which left the work: \(hung.map { "\($0.clause) \($0.input)" }) \(report.problems)")
        #expect(hung.allSatisfy { $0.incident?.contains("left work behind") == true
                    || ($0.clause == "PUSH-HOSTILE-SURVIVES" && $0.incident?.contains("hang: no progress within") == true) }
                    && hung.contains { $0.incident?.contains("left work behind") == true }, "\(hung.map(\.incident))")
    }

    @Test("A run that outlives its whole budget is stopped, and what it left is not run, the checks it was running included")
    func runBudget() async throws {
        let report = try await certify(try ScratchPackage(classes: ["HangingLinkModule"]), checkBudget: .seconds(60)) {
            // Long enough for the harness to start and say hello under any load; the hanging check holds 60 s.
            $0.runBudget = .seconds(8)
        }
        #expect(report.certified == false)
        #expect(report.checks.contains { $0.outcome == .notRun })
        #expect(report.problems.contains { $0.contains("used its whole budget") }, "\(report.problems)")
    }

    @Test("Trial 25's w71: the checks a conforming module was running when the run's budget ran out are left not run, none failed as a crash")
    func runBudgetBlamesNoModule() async throws {
        let report = try await certify(try ScratchPackage(classes: ["DeliberateLinkModule"]), checkBudget: .seconds(60)) {
            // The harness starts within it and runs some of the plan's checks, each call 50 ms, the kept instance's a
            // thousand of them: the budget ends during a check.
            $0.runBudget = .seconds(6)
        }
        #expect(report.certified == false && report.checks.contains { $0.outcome == .notRun })
        #expect(report.problems.contains { $0.contains("used its whole budget") }, "\(report.problems)")
        #expect(!report.checks.contains { $0.outcome == .failed }, "\(report.checks.filter { $0.outcome == .failed }.map { "\($0.clause) \($0.incident ?? $0.actual)" })")
    }
}
