import ConformanceCertification
import ConformanceEngine
import Foundation
import HarnessJournal
import Testing

@Suite("The module-conformance command")
struct CommandLineTests {
    /// The command built beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("module-conformance")
    }

    func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) async throws -> (status: Int32, output: String) {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "not built: \(Self.executable.path)")
        let lines = EventLog<String>()
        let command = [Self.executable.path] + arguments
        // A guard against a hang only, far beyond any load: certify's quick refusals take a second or two.
        let exit = await offThread { ChildProcess.run(command, environment: environment, directory: directory, budget: .seconds(300), onLine: lines.append) }
        return (exit.status, lines.values.joined(separator: "\n"))
    }

    @Test("Bad input is a one-line usage error with exit status 2 that says what is wrong and points to --help", arguments: [
        (["certify", "--sdk", "banana"], "--sdk takes an SDK version, such as 26.4.0; 'banana' is not one"),
        (["certify", "--clause", "METOD-OAUTH"], "--clause METOD-OAUTH names no clause of the catalog (did you mean METHOD-OAUTH?)"),
        (["certify", "--sdk=banana"], "--sdk takes an SDK version, such as"),
        (["certify", "--sdk", "99.0.0"], "--sdk 99.0.0 is outside the versions the catalog knows"),
        (["certify", "--sdk", "1.0.0"], "--sdk 1.0.0 is outside the versions the catalog knows"),
        (["certify", "/nonexistent-package"], "no Package.swift in /nonexistent-package"),
        (["certify", "--check-timeout", "0"], "--check-timeout takes a whole number of seconds above 0, such as 5; '0' is not one"),
        (["certify", "--frobnicate", "1"], "certify has no option --frobnicate"),
        (["certify", "--reprot", "x.json"], "certify has no option --reprot; did you mean --report?"),
        (["certify", "--sdk-version", "26.4.0"], "certify has no option --sdk-version; did you mean --sdk?"),
        (["certify", "--report"], "--report needs a value"),
        (["certify", "--report", "/tmp"], "--report /tmp is a folder; give a file path"),
        // Trial 33c: a folder for --junit suggests a JUnit file name; an option given twice is an error, not the last one.
        (["certify", "--junit", "/tmp"], "--junit /tmp is a folder; give a file path, such as /tmp/conformance-junit.xml"),
        (["certify", "--sdk", "26.3.0", "--sdk", "26.4.0"], "--sdk is given twice (first '26.3.0'); give it once"),
        (["certify", "--junit", "/etc/hostname/junit.xml"], "--junit /etc/hostname/junit.xml: /etc/hostname is a file, not a folder"),
        (["certify", "--record"], "--record rewrites a golden file: give it with --golden PATH"),
        (["certify", "--no-seal", "--key", "k"], "--no-seal reads no key: leave out --key"),
        (["certify", "--create-key"], "--create-key creates the key file --key names: give it with --key PATH"),
        // Issue 33: a mistyped key path is an error, never a new key that seals what no verifier can check.
        (["certify", "--key", "/tmp/no-such-folder-for-keys/key"],
         "no key file at /tmp/no-such-folder-for-keys/key: give an existing key file, or add --create-key to create one there"),
        (["certify", "--clause", "METHOD-OAUTH-ISUER"], "--clause METHOD-OAUTH-ISUER names no clause of the catalog (did you mean METHOD-OAUTH-ISSUER?)"),
        (["certify", "--run-as", "simulator"], "--run-as simulator needs --destination"),
        // The ninth trial (M114, M115): a golden file with --clause, compared or recorded.
        (["certify", "--clause", "CONT-OWN", "--golden", "g.json"], "--golden g.json holds every check, and --clause runs only some"),
        (["certify", "--clause", "CONT-OWN", "--golden", "g.json", "--record"], "and --record would drop them from the file: leave out --clause"),
        // The sixteenth review (A12): without Xcode a simulator run is a usage error before any build.
        (["certify", "--destination", "platform=iOS Simulator,name=iPhone 16"],
         "--destination platform=iOS Simulator,name=iPhone 16 runs the harness's test target on that destination through Xcode (xcodebuild and xcrun), which this machine lacks"),
        // Review 25: the certifier's partner names, missing or a folder.
        (["certify", "--partner-names", "/nonexistent/partners.json"],
         "--partner-names: /nonexistent/partners.json at $: there is no partner names file at /nonexistent/partners.json; check the path"),
        (["certify", "--partner-names", "/tmp"], "--partner-names: /tmp at $: /tmp is a folder, not the partner names file"),
        // The seventeenth trial (C35): a negative seed is echoed, with the range a seed takes.
        (["certify", "--seed", "-5"], "--seed takes the whole number from 0 to 18446744073709551615 a report's provenance.seed records, such as 12345; '-5' is not one"),
        (["certify", "a", "b"], "certify takes one package folder, not 2"),
        (["certfy"], "no command certfy; did you mean certify?"),
        (["frob"], "no command frob"),
        ([], "no command given; the commands are certify, verify, catalog and cache"),
        (["verify"], "verify takes one report path"),
        (["verify", "r.json", "--key", "/tmp"], "/tmp is a folder; give the certifier key file itself"),
        (["verify", "r.json", "--same-kit=yes"], "--same-kit takes no value"),
        // Issue 33's trial: a mistyped --package is a usage error (2), not a rejected report (1).
        (["verify", "r.json", "--package", "/nonexistent-package"],
         "--package /nonexistent-package is not a folder; give the folder of the package that was certified"),
        // Trial 33f (V2): a folder without a manifest (the package's Sources, say) is named as such.
        (["verify", "r.json", "--package", "/tmp"], "--package /tmp holds no Package.swift; give the folder of the package that was certified"),
        (["catalog", "out"], "catalog takes no path of its own; to write the files, say --write out"),
        (["cache", "everything"], "cache takes no path; it lists the harnesses, and --clear removes them"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) async throws {
        let result = try await run(arguments)
        #expect(result.status == 2)
        #expect(result.output.contains(message), "\(result.output)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasSuffix("--help)"), "one line that points to --help: \(result.output)")
    }

    @Test("Trial 33d (M104, M105, M131r, M126): no output shares a file with another or replaces a file of another kind, and the harness folder lies outside the package; each is a usage error before anything runs, and the files stay as they were")
    func outputsNeverReplaceInputs() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let declaration = package.appendingPathComponent("module-conformance.json")
        try Data(#"{"settings": "settings.json", "modules": {}}"#.utf8).write(to: declaration)
        let sealed = package.appendingPathComponent("conformance-report.json")
        let report = Data(#"{"formatVersion": 1, "certified": true, "clauses": [], "checks": [], "seal": {"mac": "m"}}"#.utf8)
        try report.write(to: sealed)
        let other = package.deletingLastPathComponent().appendingPathComponent(package.lastPathComponent + "-same.json")
        let cases: [([String], String)] = [
            (["--report", other.path, "--junit", other.path], "--junit \(other.path) is also --report's file"),
            (["--report", declaration.path], "--report \(declaration.path) exists and is a file certify did not write"),
            (["--golden", sealed.path, "--record"], "--golden \(sealed.path) is a certify report, not a golden file"),
            (["--report", other.path, "--junit", sealed.path], "--junit \(sealed.path) exists and is a certify report, not a JUnit file"),
            (["--harness-directory", package.appendingPathComponent("harness-build").path], "lies inside the package"),
        ]
        for (arguments, message) in cases {
            let result = try await run(["certify", package.path, "--no-seal"] + arguments)
            #expect(result.status == 2 && result.output.contains(message), "\(arguments): \(result.output)")
        }
        #expect(try Data(contentsOf: sealed) == report && FileManager.default.fileExists(atPath: declaration.path))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("harness-build").path))
        // Trial 33e (M49): the package's .build folder is left out of its copy and digest, and the plugin's work folder
        // lies there, so a harness there is taken (the run then stops at the missing settings file, not at the option).
        let inBuild = try await run(["certify", package.path, "--no-seal", "--report", other.path, "--harness-directory",
                                     package.appendingPathComponent(".build/plugins/CertifyModules/outputs/harness").path])
        #expect(inBuild.status == 1 && !inBuild.output.contains("lies inside the package") && inBuild.output.contains("settings.json"),
                "\(inBuild.output)")
        try? FileManager.default.removeItem(at: other)
    }

    @Test("Trial 33f (E2, E3, K3, K3b): a relative or missing Q2_SDK_PATH and a cache folder that is a file are usage errors naming the variable, before anything is built")
    func environmentErrors() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: file) }
        let cases: [([String], [String: String], String)] = [
            (["certify", "--no-seal"], ["Q2_SDK_PATH": "../kit/Examples/SimulatedSDK"],
             "Q2_SDK_PATH must be an absolute path to the SDK's package; it is '../kit/Examples/SimulatedSDK'"),
            (["certify", "--no-seal"], ["Q2_SDK_PATH": "/nonexistent/sdk"], "Q2_SDK_PATH names /nonexistent/sdk, which is not a folder holding a Package.swift"),
            // The eighth trial (E6): a package that is not the SDK's (it uses the product, it does not offer it).
            (["certify", "--no-seal"], ["Q2_SDK_PATH": kitCheckout.appendingPathComponent("Examples/DemoModule").path],
             "Q2_SDK_PATH names \(kitCheckout.path)/Examples/DemoModule, whose Package.swift declares no library product Q2ModuleInterfaces"),
            (["certify", "--no-seal"], ["XDG_CACHE_HOME": file.path], "but \(file.path) is a file, not a folder (XDG_CACHE_HOME is \(file.path)"),
            // The seventh trial's E04: cache has no --harness-directory, so it is not offered there.
            (["cache"], ["XDG_CACHE_HOME": file.path], "but \(file.path) is a file, not a folder (XDG_CACHE_HOME is \(file.path); set XDG_CACHE_HOME to a folder)"),
        ]
        for (arguments, environment, message) in cases {
            let result = try await run(arguments, environment: environment)
            #expect(result.status == 2 && result.output.contains(message), "\(arguments) \(environment): \(result.output)")
        }
        // --clause takes any letter case, as MODULE_CONFORMANCE_CLAUSES does (C08): lower case is no usage error.
        let focused = try await run(["certify", "--clause", "method-oauth-isuer"])
        #expect(focused.output.contains("--clause METHOD-OAUTH-ISUER names no clause of the catalog (did you mean METHOD-OAUTH-ISSUER?)"))
    }

    @Test("--help and -h print a command's own help, --version the kit's version; both exit 0", arguments: [
        (["--help"], "Commands: certify"), (["-h"], "Commands: certify"), (["help", "verify"], "usage: module-conformance verify"),
        (["certify", "--help"], "--clause ID"), (["certify", "-h"], "usage: module-conformance certify"),
        (["certify", "--sdk", "banana", "--help"], "usage: module-conformance certify"),
        (["verify", "--help"], "usage: module-conformance verify"), (["catalog", "-h"], "usage: module-conformance catalog"),
        (["cache", "--help"], "usage: module-conformance cache [--clear]"),
        (["--version"], "module-conformance \(KitIdentity.version)"),
    ])
    func help(_ arguments: [String], _ expected: String) async throws {
        let result = try await run(arguments)
        #expect(result.status == 0 && result.output.contains(expected), "\(result.output)")
    }

    @Test("An empty key variable is an error, not a quiet fall back to a key file")
    func emptyKeyVariable() async throws {
        // ChildProcess never passes the key's variable on, so the command is started here with it set and empty.
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["verify", "missing.json"]
        process.environment = ProcessInfo.processInfo.environment.merging([CertifierKey.environmentVariable: ""]) { _, new in new }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2 && text.contains("set but empty"), "\(text)")
    }

    @Test("The eighth trial (G5, G7-G9, G11): an output path that is a device, a pipe or a link is refused before the run and left as it was; a golden file with a merge conflict is named with its line")
    func outputsThatAreNotFiles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-kind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe"), stdout = folder.appendingPathComponent("stdout")
        let link = folder.appendingPathComponent("link.xml"), golden = folder.appendingPathComponent("golden.json")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: stdout.path, withDestinationPath: "/proc/self/fd/1")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("x.xml").path)
        try Data("{\n<<<<<<< HEAD\n  \"a\": 1\n=======\n  \"a\": 2\n>>>>>>> theirs\n}\n".utf8).write(to: golden)
        // The eleventh trial (G15): one of certify's files with a comma deleted is named as broken JSON, with its line.
        let edited = folder.appendingPathComponent("edited.json")
        try Data("{\n  \"checks\": []\n  \"clauses\": []\n}\n".utf8).write(to: edited)
        for (arguments, expected) in [
            (["--junit", "/dev/full"], "--junit /dev/full is a character device, not a file"),
            (["--junit", pipe.path], "--junit \(pipe.path) is a named pipe, not a file"),
            (["--markdown", stdout.path], "--markdown \(stdout.path) is a link to standard output"),
            (["--junit", link.path], "--junit \(link.path) is a symbolic link (to \(folder.path)/x.xml)"),
            (["--golden", golden.path], "--golden \(golden.path) has a version-control conflict marker at line 2 ('<<<<<<< HEAD')"),
            (["--golden", edited.path], "--golden \(edited.path) is not valid JSON (expected ',' or '}' in an object at line 3"),
        ] {
            let result = try await run(["certify", kitCheckout.appendingPathComponent("Examples/DemoModule").path, "--no-seal"] + arguments)
            #expect(result.status == 2 && result.output.contains(expected), "\(arguments): \(result.output)")
        }
        var status = stat()
        #expect(lstat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR, "the device is left as it was")
        #expect(lstat(pipe.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO && lstat(link.path, &status) == 0
                    && (status.st_mode & S_IFMT) == S_IFLNK)
    }

    @Test("Without --report the report goes beside the package's manifest; a run that judges no check leaves an earlier report as it was")
    func reportStaysWithPackage() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("report-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let earlier = Data(#"{"formatVersion": 1, "certified": true, "clauses": [], "checks": [], "note": "an earlier, sealed report"}"#.utf8)
        let report = package.appendingPathComponent("conformance-report.json")
        try earlier.write(to: report)
        let result = try await run(["certify", package.path, "--declaration", "nope.json", "--no-seal",
                                    "--harness-directory", package.path + "-harness"])
        #expect(result.status == 1, "\(result.output)")
        #expect(try Data(contentsOf: report) == earlier, "the earlier report is left as it was")
        let aside = package.appendingPathComponent("conformance-report.unfinished.json")
        #expect(FileManager.default.fileExists(atPath: aside.path))
        #expect(result.output.contains("Report of this run, which judged no check: \(aside.path)")
                    && result.output.contains("Left as it was: \(report.path)"), "\(result.output)")
        // Without an earlier report, the run's own goes where the default says, beside the manifest.
        try FileManager.default.removeItem(at: report)
        let first = try await run(["certify", package.path, "--declaration", "nope.json", "--no-seal",
                                   "--harness-directory", package.path + "-harness"])
        #expect(first.output.contains("Report: \(report.path)"), "\(first.output)")
        #expect(!FileManager.default.fileExists(atPath: aside.path), "a report at the default path supersedes the unfinished one")
    }

    @Test("verify says whether it compared the package's files: without --package it says they were not compared")
    func verifySaysWhatItCompared() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        let report = package.folder.deletingLastPathComponent().appendingPathComponent("\(package.folder.lastPathComponent)-report.json")
        let key = package.folder.deletingLastPathComponent().appendingPathComponent("\(package.folder.lastPathComponent)-key")
        defer { for file in [report, key] { try? FileManager.default.removeItem(at: file) } }
        // A package has its manifest; verify --package asks for one (trial 33f's V2).
        try Data("// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Scratch\")\n".utf8)
            .write(to: package.folder.appendingPathComponent("Package.swift"))
        try await certify(package).canonicalJSON().write(to: report)
        try Data((String(repeating: "5a", count: 32) + "\n").utf8).write(to: key)
        _ = chmod(key.path, 0o600)
        let alone = try await run(["verify", report.path, "--key", key.path])
        #expect(alone.status == 0 && alone.output.contains("verified.")
                    && alone.output.contains("the package's files were not compared with the ones certified (add --package PATH"),
                "\(alone.output)")
        let folder = try await run(["verify", package.folder.path, "--key", key.path])
        #expect(folder.status == 2 && folder.output.contains("\(package.folder.path) is a folder; give the report file"), "\(folder.output)")
        let compared = try await run(["verify", report.path, "--key", key.path, "--package", package.folder.path])
        #expect(compared.status == 0 && compared.output.contains("the package's files at \(package.folder.path) are the ones certified"),
                "\(compared.output)")
    }

    @Test("An unsealed run leaves a sealed report where it is and writes its own beside it; an unfinished one any report")
    func unsealedBesideSealed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unsealed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sealed = Data(#"{"seal": {"keyID": "k"}, "an": "earlier, sealed report"}"#.utf8)
        let unsealed = Data(#"{"an": "earlier, unsealed report"}"#.utf8)
        let path = folder.appendingPathComponent(PackageCopy.defaultReportName)
        let aside = folder.appendingPathComponent(PackageCopy.unsealedReportName)
        let finished = CertificationReport(package: folder.path, sdkVersion: nil, checks: [
            .sample("CONT-X · f", clause: "CONT-X", fixture: "f", outcome: .passed)], problems: [])
        #expect(ReportPlacement(of: finished, at: path).url == path, "with nothing there, the report goes where asked")
        try sealed.write(to: path)
        let beside = ReportPlacement(of: finished, at: path)
        #expect(beside.url == aside && beside.aside == .unsealed)
        #expect(ReportPlacement(of: finished.sealed(with: testCertifierKey), at: path).url == path, "a sealed run replaces a sealed report")
        // Over an unsealed report, the run's own goes where it was asked, superseding the one kept apart.
        try unsealed.write(to: path)
        let over = ReportPlacement(of: finished, at: path)
        #expect(over.url == path && over.aside == nil && over.superseded.contains(aside))
        // A run that judged nothing never replaces a report, sealed or not.
        let nothing = ReportPlacement(of: CertificationReport(package: folder.path, sdkVersion: nil, checks: [], problems: ["p"]), at: path)
        #expect(nothing.url == folder.appendingPathComponent(PackageCopy.unfinishedReportName) && nothing.aside == .unfinished)
        // The twenty-first trial (O06): a run that went on past a setup problem, leaving a module's checks out, replaces none.
        let setup = ReportPlacement(of: CertificationReport(package: folder.path, sdkVersion: nil, checks: finished.checks,
                                                            problems: ["setup: $.modules.X.continuity.ownedTargets[0]: not under X's identifier"]), at: path)
        #expect(setup.url == folder.appendingPathComponent(PackageCopy.unfinishedReportName) && setup.aside == .unfinished)
        #expect(setup.aside?.says(CertificationReport(package: folder.path, sdkVersion: nil, checks: finished.checks, problems: ["setup: x"]))
                    == "left checks out for a setup problem")
        #expect(ReportPlacement(of: CertificationReport(package: folder.path, sdkVersion: nil, checks: finished.checks, problems: ["other"]), at: path)
                    .aside == nil, "a finished run with another problem replaces an unsealed report")
        // The seventeenth trial (L02): a finished run's JUnit file and Markdown stay with its report too.
        let junit = folder.appendingPathComponent("keep.xml")
        #expect(nothing.summary(at: junit) == junit, "with nothing there, the summary goes where asked")
        try Data("<testsuites/>".utf8).write(to: junit)
        #expect(nothing.summary(at: junit) == folder.appendingPathComponent("keep.unfinished.xml"))
        #expect(over.summary(at: junit) == junit && over.supersededSummaries(of: junit).contains(folder.appendingPathComponent("keep.unfinished.xml")))
    }

    @Test("Trial 33c: certify with no PACKAGE outside any package is an error, never a certificate of the bundled example")
    func noPackageOutsideAPackage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await run(["certify", "--no-seal"], in: folder)
        #expect(result.status == 2 && result.output.contains("no PACKAGE given, and \(folder.path) holds no Package.swift"),
                "\(result.output)")
        // From a package's own folder, that package is the one certified (here it has no declaration file, so the run stops
        // there, naming that package's folder).
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let here = try await run(["certify", "--no-seal", "--harness-directory", folder.path + "-harness"], in: folder)
        #expect(here.status == 1 && here.output.contains("Certifying \(folder.path) for SDK"), "\(here.output)")
    }

    @Test("Trial 33c: a report written inside the package is noted, since verify --package would count it as an added file")
    func reportInsideThePackage() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("inside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let inside = try await run(["certify", package.path, "--declaration", "nope.json", "--no-seal", "--report",
                                    package.appendingPathComponent("reports/r.json").path, "--harness-directory", package.path + "-harness"])
        #expect(inside.output.contains("note: --report reports/r.json lies inside the package"), "\(inside.output)")
        let outside = try await run(["certify", package.path, "--declaration", "nope.json", "--no-seal",
                                     "--harness-directory", package.path + "-harness"])
        #expect(!outside.output.contains("lies inside the package"), "the default report is left out of the digest")
    }

    @Test("Trial 15 (N07, N08): the one line's variables set for certify are named with certify's own options; unset, nothing is said")
    func oneLineVariables() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("variables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let arguments = ["certify", package.path, "--declaration", "nope.json", "--no-seal", "--harness-directory", package.path + "-harness"]
        let set = try await run(arguments, environment: ["MODULE_CONFORMANCE_CLAUSES": "CONT", "MODULE_CONFORMANCE_SEED": "7"])
        #expect(set.output.contains("note: MODULE_CONFORMANCE_CLAUSES is set, and certify does not read it") && set.output.contains("--clause ID")
            && set.output.contains("note: MODULE_CONFORMANCE_SEED is set") && set.output.contains("--seed N"), "\(set.output)")
        let unset = try await run(arguments, environment: ["MODULE_CONFORMANCE_CLAUSES": "", "MODULE_CONFORMANCE_SEED": ""])
        #expect(!unset.output.contains("certify does not read it"), "\(unset.output)")
    }

    @Test("--record never rewrites a golden file from a run that did not judge every check")
    func recordNeedsAFinishedRun() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let golden = package.appendingPathComponent("golden.json")
        let recorded = Data(#"{"formatVersion": 1, "passed": true, "clauses": {}, "checks": [{"check": "CONT-X|f", "outcome": "passed"}]}"#.utf8)
        try recorded.write(to: golden)
        // CI empty, as on an author's machine: under CI (.ci/run) a golden file is never recorded at all.
        let result = try await run(["certify", package.path, "--declaration", "nope.json", "--no-seal", "--golden", golden.path,
                                    "--record", "--harness-directory", package.path + "-harness"], environment: ["CI": ""])
        // The fourteenth trial (C13b): a run that judged nothing is not compared either, so no check reads as changed.
        #expect(result.status == 1 && result.output.contains("Golden: left \(golden.path) as it was, not compared: the run judged no "
            + "check") && result.output.contains("--record rewrites a golden file only from a run that judged every check")
            && !result.output.contains("differences from"), "\(result.output)")
        let onCI = try await run(["certify", package.path, "--declaration", "nope.json", "--no-seal", "--golden", golden.path,
                                  "--record", "--harness-directory", package.path + "-harness"], environment: ["CI": "true"])
        #expect(onCI.status == 1 && onCI.output.contains("Golden: left \(golden.path) as it was, not compared"), "\(onCI.output)")
        #expect(try Data(contentsOf: golden) == recorded)
        // Nor is a missing golden file recorded from such a run.
        let missing = package.appendingPathComponent("new-golden.json")
        let fresh = try await run(["certify", package.path, "--declaration", "nope.json", "--no-seal", "--golden", missing.path,
                                   "--harness-directory", package.path + "-harness"], environment: ["CI": ""])
        #expect(fresh.status == 1 && !FileManager.default.fileExists(atPath: missing.path), "\(fresh.output)")
    }

    @Test("Trial 33d (M67): Ctrl-C while the author's code runs stops it with its whole process group at once, removes the run's scratch folder, writes no report and exits 130")
    func interruptedRun() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        let scratch = package.folder.deletingLastPathComponent().appendingPathComponent("\(package.folder.lastPathComponent)-tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { for folder in [package.folder, scratch] { try? FileManager.default.removeItem(at: folder) } }
        // The author's manifest takes ten minutes to evaluate: certify is interrupted while it runs inside the boundary.
        try Data("""
            // swift-tools-version:6.0
            import Foundation
            import PackageDescription
            let nap: Void = Thread.sleep(forTimeInterval: 600)
            let package = Package(name: "SelfTest", products: [.library(name: "SelfTest", targets: ["SelfTest"])],
                                  targets: [.target(name: "SelfTest")])
            """.utf8).write(to: package.folder.appendingPathComponent("Package.swift"))
        let output = package.folder.deletingLastPathComponent().appendingPathComponent("\(package.folder.lastPathComponent)-out.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let certify = Process()
        certify.executableURL = Self.executable
        certify.arguments = ["certify", package.folder.path, "--no-seal", "--harness-directory", package.folder.path + "-harness"]
        certify.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { _, new in new }
        let handle = try FileHandle(forWritingTo: output)
        certify.standardOutput = handle
        certify.standardError = handle
        try certify.run()
        let marker = package.folder.lastPathComponent
        // A hang guard only: the manifest starts within seconds of the build.
        let started = await offThread { Self.waitFor(seconds: 600) { !Self.processes(naming: marker + "-manifest").isEmpty } }
        kill(certify.processIdentifier, SIGINT)
        let ended = await offThread { Self.waitFor(seconds: 300) { !certify.isRunning } }
        if !ended { kill(certify.processIdentifier, SIGKILL) }
        certify.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(started, "the manifest never ran: \(text)")
        #expect(certify.terminationReason == .exit && certify.terminationStatus == 130, "\(certify.terminationStatus): \(text)")
        #expect(text.contains("interrupted (signal 2)") && text.contains("no report was written"), "\(text)")
        // The twelfth trial (X01b): a command the signal stopped is no fault of the package's.
        #expect(!text.contains("could not read the package"), "\(text)")
        // The fourteenth trial (C19b): nor is what git, stopped by the same signal, left unsaid a change of the package's.
        #expect(!text.contains("The package has changes its commit does not hold"), "\(text)")
        // Nothing the run started is left running, and it left no scratch folder or report behind.
        let left = await offThread { Self.waitFor(seconds: 30) { Self.processes(naming: marker).isEmpty } }
        #expect(left, "still running: \(Self.processes(naming: marker).joined(separator: "; "))")
        for pid in Self.processes(naming: marker).compactMap({ Int32($0.prefix { $0 != " " }) }) { kill(pid, SIGKILL) }
        let strays = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix("module-conformance-") }
        #expect(strays.isEmpty, "scratch folders left: \(strays)")
        #expect(!FileManager.default.fileExists(atPath: package.folder.appendingPathComponent(PackageCopy.defaultReportName).path))
    }

    /// The processes whose command line holds `text`, each as its pid and command line.
    static func processes(naming text: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int32($0) != nil } ?? []
        return pids.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.lowercased().contains(text.lowercased()) ? "\(pid) \(line)" : nil
        }
    }

    /// Waits until `done` holds or `seconds` pass; returns whether it held.
    static func waitFor(seconds: Double, _ done: () -> Bool) -> Bool {
        let until = Date().addingTimeInterval(seconds)
        while !done() {
            if Date() > until { return false }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return true
    }

    @Test("Trial 33e (M87): certify run from a program inside the package it certifies (its .build, as swift run there makes it) never seals, and says why; from the kit's own build it does not say so")
    func programInsideThePackage() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("inside-program-\(UUID().uuidString)")
        let bin = package.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let copy = bin.appendingPathComponent("module-conformance")
        try FileManager.default.copyItem(at: Self.executable, to: copy)
        let key = package.deletingLastPathComponent().appendingPathComponent("\(package.lastPathComponent)-key")
        defer { try? FileManager.default.removeItem(at: key) }
        let arguments = ["certify", package.path, "--declaration", "nope.json", "--key", key.path, "--create-key",
                         "--harness-directory", package.path + "-harness", "--report", package.path + "-report.json"]
        defer { try? FileManager.default.removeItem(atPath: package.path + "-report.json") }
        // A copy just written can fail to start with "Text file busy" while a process another test forks at that moment
        // still holds the copy's write descriptor (until that child execs); such a start is tried again.
        var inside = ""
        for _ in 0..<10 {
            let lines = EventLog<String>()
            _ = await offThread { ChildProcess.run([copy.path] + arguments, budget: .seconds(300), onLine: lines.append) }
            inside = lines.values.joined(separator: "\n")
            guard inside.contains("Text file busy") else { break }
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(inside.contains("The report will not be sealed: certify runs from \(copy.path), inside the package it certifies"),
                "\(inside)")
        let outside = try await run(arguments)
        #expect(!outside.output.contains("inside the package it certifies"), "\(outside.output)")
    }

    @Test("The catalog command prints the catalog JSON that Conformance/ holds")
    func catalog() async throws {
        let result = try await run(["catalog"])
        #expect(result.status == 0)
        #expect(result.output.contains("\"id\" : \"CONT-FOREIGN-NOT-CLAIMED\""))
    }
}

@Suite("What a signal while the results are written says")
struct WrittenFilesTests {
    @Test("The twentieth trial (M55): a signal before any file is written says the earlier report is as it was; after, it names each file begun, and that the golden file was not compared")
    func farewell() {
        let written = WrittenFiles()
        let before = written.farewell(signal: 2, report: "/p/r.json")
        #expect(before.contains("none of its files had been written: an earlier report at /p/r.json is as it was")
                    && before.contains("The golden file, if one was given, was not compared."), "\(before)")
        written.begin("/p/r.json")
        written.begin("/p/m.md")
        let during = written.farewell(signal: 2, report: "/p/r.json")
        #expect(during.contains("each of these holds either the earlier file or this run's finished one (each is replaced whole): "
            + "/p/r.json, /p/m.md") && !during.contains("is as it was"), "\(during)")
    }
}

@Suite("What certify says of a class it cannot build")
struct UnbuildableClassTests {
    @Test("The seventeenth trial (M33): a private or fileprivate class is told as such, with its place; another class is not")
    func privateClass() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("private-class-\(UUID().uuidString)")
        let sources = package.appendingPathComponent("Sources/Links")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("import Foundation\n\nfileprivate final class BillLinksModule: NSObject {}\nclass OpenModule: NSObject {}\n".utf8)
            .write(to: sources.appendingPathComponent("Links.swift"))
        let found = CertificationRunner.privateDeclaration(of: "BillLinksModule", in: package)
        #expect(found?.access == "fileprivate" && found?.place == "Sources/Links/Links.swift:3", "\(String(describing: found))")
        #expect(CertificationRunner.privateDeclaration(of: "OpenModule", in: package) == nil)
        #expect(CertificationRunner.privateDeclaration(of: "BillLinks", in: package) == nil, "a prefix of the name is another class")
    }

    @Test("The eighteenth trial (S01 under certify): a className that does not exist is told with the declaration's near key that settings.json names nowhere; with none, to check the spelling")
    func misspeltClassName() {
        #expect(CertificationRunner.spellingHint(for: "ParkPassPushh", declaredKeys: ["ParkPassPush", "ParkPassLinks"], namedInSettings: ["ParkPassPushh", "ParkPassLinks"])
                    == "; module-conformance.json declares ParkPassPush, which is near it: if that is the class, write ParkPassPush there")
        // A near key that settings.json names is another module's class, not the one meant.
        #expect(CertificationRunner.spellingHint(for: "ParkPassLink", declaredKeys: ["ParkPassLinks"], namedInSettings: ["ParkPassLink", "ParkPassLinks"])
                    == "; check the spelling there")
        #expect(CertificationRunner.spellingHint(for: "Unrelated", declaredKeys: ["ParkPassPush"], namedInSettings: ["Unrelated"]) == "; check the spelling there")
    }
}
