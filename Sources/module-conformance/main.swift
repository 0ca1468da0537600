import ConformanceCertification
import ConformanceEngine
import Foundation
import HarnessJournal

// module-conformance: certifies a package's modules against the SDK's documented contracts.
// Exit status: 0 certified (or a command succeeded), 1 not certified, 2 a usage or input error, 3 a report that went
// to a fallback path.

let certifySynopsis = """
    usage: module-conformance certify [PACKAGE] [--sdk VERSION] [--declaration PATH] [--report PATH] [--junit PATH] [--markdown PATH]
                                      [--golden PATH [--record]] [--no-parallel] [--rebuild] [--harness-directory PATH]
                                      [--check-timeout SECONDS] [--run-timeout SECONDS] [--build-timeout SECONDS]
                                      [--seed NUMBER] [--partner-names PATH] [--run-as program|test-bundle | --destination DEST]
                                      [--clause ID]... [--key PATH [--create-key] | --no-seal]
    """

let synopsis = certifySynopsis + """

           module-conformance verify REPORT [--key PATH] [--package PATH] [--same-kit]
           module-conformance catalog [--write DIRECTORY]
           module-conformance cache [--clear]
           module-conformance --version | --help | COMMAND --help
    """

let certifyHelp = certifySynopsis + "\n\n" + """
    certify   Certifies PACKAGE (default: the package in the current folder; from the kit's own checkout,
              the bundled example, Examples/DemoModule) through a sealed
              harness: reads PACKAGE/module-conformance.json and the settings.json it names, generates
              and builds a program that imports the package's products and this kit, and runs every
              check this kit plans for every class settings.json names, at SDK VERSION (default: the
              newest the catalog knows). The package's own tests play no part. Prints a table of every
              clause and writes a JSON report with its provenance (default: PACKAGE/conformance-report.json;
              a run that judges no check leaves a report there as it was and writes its own beside it).
              Exits 0 only when every required clause passed, every check ran, and nothing crashed or hung.
              The report is sealed with the certifier's key, looked for in this order: the key file
              --key PATH (which must exist; --create-key creates it); $MODULE_CONFORMANCE_CERTIFIER_KEY
              (64 hex digits; set but empty is an error);
              $XDG_CONFIG_HOME/module-conformance/certifier-key (default $HOME/.config/…, created on
              first use, readable by its owner only). No program certify starts sees the key:
              the package's code runs where key files read as empty and the kit cannot be written (Linux
              user, mount and process namespaces); where that boundary cannot be drawn, or with
              --no-seal, the report is written but not sealed.
              The harness runs as a program (default); --run-as test-bundle runs the same plan through its
              generated XCTest target on this machine; --destination DEST (macOS, Xcode) builds that test
              target with xcodebuild and runs it on the iOS simulator DEST names, such as
              'platform=iOS Simulator,name=iPhone 16', for modules that import UIKit; such a report is
              never sealed. The report's provenance.ranIn says where the checks ran.
              Link targets no fixture names (look-alikes, other modules) are generated from a random seed
              that the report records as provenance.seed; --seed replays a run with it.
              --partner-names PATH draws other modules' names, schemes and domains from the certifier's
              own list ({"words": [...], "schemes": [...], "domains": [...]}) instead of the kit's public
              rules, which a module could carry a copy of; the report records its size and digest only,
              and a replay with --seed needs the same list.
              --harness-directory puts the generated harness elsewhere than
              $XDG_CACHE_HOME/module-conformance (default $HOME/.cache/module-conformance).
              --sdk takes a version the catalog knows (its clauses start from the oldest to the newest
              listed in Conformance/); another is refused.
              --markdown writes a Markdown summary (clause table, failures with hints, provenance); it is
              also appended to $GITHUB_STEP_SUMMARY when that is set.
              Checks run at once, as swift test runs them (--no-parallel: one at a time). A check is
              stopped when it runs --check-timeout (default 5) seconds past the longest wait the kit
              itself has for it, and the harness when it starts or finishes nothing for as long; a crash
              or hang fails its check whatever the clause's level, the checks running are replayed one
              at a time to find the one to blame, and the rest of that clause is not run. Running the
              checks has one budget, --run-timeout (default 900) seconds, counted once the harness is
              built; the build has its own, --build-timeout (default 1200). The harness's build is skipped when
              nothing it builds from changed since it last built (--rebuild builds it anyway).
              --golden compares every check's verdict with a golden JSON file and fails on any
              difference, listing it; a missing golden file is written (never when CI is set) and
              the run fails so that it gets reviewed. --record rewrites a differing golden file,
              from a run that judged every check only.
              --clause ID (repeatable; a prefix such as CONT- names every clause it starts) runs only
              those clauses: the report says PARTIAL, is never sealed or certified, and the exit status
              is 0 when every focused check passed. A focus that matches no clause is a usage error.
              Options take their value as --name VALUE or --name=VALUE; -h or --help after any command
              prints its help. Output on a terminal is coloured unless NO_COLOR is set.
              Exit status: 0 certified (or a focused run passed), 1 not, 2 a usage or input error (one line,
              on standard error), 3 the run finished but a report could not be written where asked (it
              went to the fallback path printed), 128 + N stopped by signal N (130: Ctrl-C), with every
              command it started stopped and no report written.
    """

let verifyHelp = """
    usage: module-conformance verify REPORT [--key PATH] [--package PATH] [--same-kit]

    verify    Checks a report without running any module: every check this kit plans for the modules
              it records is present and ran, the digests are this kit's, and the verdict follows from
              the results and is certified, and the report carries the seal of the certifier's key (found
              as certify finds it; verify never creates one), in exactly the bytes certify writes, from a kit
              at a commit. The key is found as certify finds it (--key, the variable, the default file).
              --package PATH also checks that the package there is the one certified;
              --same-kit that the report's kit commit is this kit's own.
              Exits 0, or 1 listing each problem.
    """

let catalogHelp = """
    usage: module-conformance catalog [--write DIRECTORY]

    catalog   Prints the clause catalog as JSON, or writes the Conformance/ files into DIRECTORY.
    """

let cacheHelp = """
    usage: module-conformance cache [--clear]

    cache     Lists the harnesses certify keeps between runs in $XDG_CACHE_HOME/module-conformance (default
              $HOME/.cache/module-conformance): one per package, SDK interfaces and state of the kit, each
              with the package it builds, its size and when it was last used. certify keeps the \(HarnessCache.kept)
              used last and removes the others after each run. --clear removes them all; the next certify of
              a package builds its harness again.
    """

let overview = synopsis + """


    Commands: certify (certify a package's modules), verify (check a report), catalog (the clause catalog),
    cache (the harnesses certify keeps).
    Run module-conformance COMMAND --help for one command's options.
    """

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The kit's checkout: this file is Sources/module-conformance/main.swift inside it.
let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Certifies a package: reads the command line, draws the boundary, runs the certification, seals the report when it
/// may, prints its table and writes its files; the exit status says whether it certified.
func certify(_ arguments: ArraySlice<String>) throws -> Int32 {
    let program = RunningProgram()
    // From the start: reading the package already runs the author's manifest in the boundary.
    Interruption.shared.arm { signal in
        "module-conformance: interrupted (signal \(signal)): every command certify had started was stopped and the run's scratch "
            + "folder removed; no report was written, and an earlier report is as it was."
    }
    defer { Interruption.shared.disarm() }
    var request = try CertifyRequest(arguments)
    // The fifteenth trial (N07, N08): the one line's variables, set in the shell, were ignored without a word.
    let environment = ProcessInfo.processInfo.environment
    for (variable, option) in [(ConformanceCheck.focusVariable, "--clause ID"), (ConformanceCheck.seedVariable, "--seed N")]
    where !(environment[variable] ?? "").isEmpty {
        standardError("note: \(variable) is set, and certify does not read it (it is the one line's, for swift test); "
            + "certify's own option is \(option)")
    }
    if !request.noSeal, let path = request.parsed.value("--key"), !request.mayCreateKey,
       !FileManager.default.fileExists(atPath: absolute(path).path) {
        throw UsageError(description: "no key file at \(absolute(path).path): give an existing key file, or add --create-key to create "
            + "one there (certify never creates a key where --key points without it, so a mistyped path cannot seal with a key "
            + "no verifier has)")
    }
    let key = request.noSeal ? nil : try certifierKey(request.parsed.value("--key"), create: request.mayCreateKey,
                                                      askedToCreate: request.parsed.has("--create-key"))
    // A declaration from another folder judges this package against another's settings (the sixth trial's X5): say so.
    let root = request.packagePath.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    let declaration = request.configuration.declarationPath.standardizedFileURL.resolvingSymlinksInPath().path
    if !declaration.hasPrefix(root) {
        standardError("Note: the declaration file \(declaration) lies outside the package certified (\(root.dropLast())); it and the "
            + "settings.json it names are read from there, so the report judges this package against those files.")
    }
    standardError("Certifying \(request.packagePath.path) for SDK \(request.configuration.certifiedVersion.map(\.description) ?? "(any)") "
        + "with kit \(KitIdentity.version)")
    // Code of the author's that runs while the package builds can change what the build produces, the kit's own checks
    // included (the fourteenth review): such a package is judged and reported, never sealed.
    let buildTimeCode = SelfInspection.buildTimeCode(in: request.packagePath)
    // In steps, with their types: as one expression this took the type checker seconds (issue 34).
    var buildTimeReason: String? = nil
    if !buildTimeCode.isEmpty {
        let shown: String = buildTimeCode.prefix(3).joined(separator: "; ") + (buildTimeCode.count > 3 ? "; …" : "")
        buildTimeReason = "the package's build runs code of its author's besides compiling (\(shown)), which can change what "
            + "the build produces, the kit's own compiled checks included"
    }
    let boundaryReason: String? = request.drawBoundary(key: key)
    let builtReason: String? = boundaryReason == nil ? program.builtByPackage(request.packagePath, kit: kitRoot) : nil
    let noBoundary: String? = boundaryReason ?? builtReason ?? buildTimeReason
    if let noBoundary, !request.noSeal {
        standardError("The report will not be sealed: \(noBoundary).")
    }
    let memoryGroup = request.configuration.sandbox?.memoryGroup
    Interruption.shared.onInterruption { memoryGroup?.remove() }
    let run = CertificationRunner(configuration: request.configuration, progress: standardError).run()
    // Armed on while the results are printed and written, saying what a signal then leaves (the twelfth trial's X01).
    let reportPath = request.outputs.report.path
    let written = WrittenFiles()
    Interruption.shared.change { signal in written.farewell(signal: signal, report: reportPath) }
    memoryGroup?.remove()
    let report = request.sealing(run, key: key, noBoundary: noBoundary ?? program.changedReason)
    // Which key sealed it, so that a key read from another place than meant shows now, not at verify (the sixth trial's E1).
    if let key, report.seal != nil {
        standardError("Sealed with the certifier key \(key.origin) (key id \(key.id)); verify needs the same key.")
    }
    print(Style.table(report.table()))
    // Every output was checked before the run; a write that still fails goes to a fallback file, with status 3.
    let fellBack = try request.outputs.write(report, noting: written)
    var status: Int32 = (report.passed || (report.focus != nil && report.focusedPassed)) ? 0 : 1
    if let golden = request.golden,
       !compareGolden(report, path: golden, record: request.record, alerts: request.configuration.options.partnerNames?.alerts ?? []) { status = 1 }
    return fellBack ? OutputPath.fallbackStatus : status
}

/// Compares the report with a golden file; records it when missing or asked to, never on CI.
func compareGolden(_ report: CertificationReport, path: String, record: Bool, alerts: [String] = []) -> Bool {
    let current = GoldenReport(report, alerts: alerts)
    let url = URL(fileURLWithPath: path)
    let onCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false
    // The fourteenth trial (C13b): a run that judged nothing listed every check of the golden file as changed.
    if report.checks.isEmpty {
        print("Golden: left \(path) as it was, not compared: the run judged no check (what stopped it is above), so every "
            + "check would read as changed" + (record ? "; --record rewrites a golden file only from a run that judged every check" : ""))
        return false
    }
    // The seventeenth trial (L04): a run stopped short listed every check it did not run as a difference, and said to fix
    // the module or record.
    let notRunChecks = report.checks.filter { $0.outcome == .notRun }.count
    if report.problems.contains(where: { $0.contains("the checks left are not run") }) {
        print("Golden: left \(path) as it was, not compared: the run did not finish (\(notRunChecks) checks were not run; what "
            + "stopped it is above), so they would read as changed; compare a run that finishes")
        return false
    }
    guard let data = try? Data(contentsOf: url) else {
        if onCI {
            print("Golden: \(path) is missing; CI never records a golden file. Record it locally and commit it.")
        } else {
            try? Data(current.text.utf8).write(to: url, options: .atomic)
            print("Golden: recorded \(path). Review it and commit it; this run fails so that the new file is seen.")
        }
        return false
    }
    let golden: GoldenReport
    switch JSONReader.result(data) {
    case .success(let json):
        golden = GoldenReport(json: json)
    case .failure(let error):
        print("Golden: \(path) is not valid JSON (\(error) at \(error.path)); it was left as it was.")
        return false
    }
    let differences = current.differences(from: golden)
    if differences.isEmpty {
        print("Golden: matches \(path).")
        return true
    }
    print("Golden: \(differences.count) differences from \(path):")
    for line in differences.prefix(50) { print("  \(line)") }
    if differences.count > 50 { print("  … and \(differences.count - 50) more") }
    // A run that stopped short (problems, checks not run) would record what it did not judge as the expected verdicts.
    let notRun = report.checks.filter { $0.outcome == .notRun }.count
    if record && onCI {
        print("Golden: left \(path) as it was: CI never records a golden file (CI is set); record it locally")
    } else if record && (!report.problems.isEmpty || notRun > 0) {
        print("Golden: left \(path) as it was: --record rewrites a golden file only from a run that judged every check, "
            + "and this one " + (report.problems.isEmpty ? "left \(notRun) checks not run" : "had \(report.problems.count) problem(s)")
            + "; fix them and record again.")
    } else if record {
        try? Data(current.text.utf8).write(to: url, options: .atomic)
        // The eighteenth trial (G04): a run that is not certified records its failures as what is expected from now on.
        let failed = report.checks.filter { $0.outcome == .failed }.count
        print("Golden: rewrote \(path) (--record)" + (report.passed ? "" : " from a run that is NOT CERTIFIED: the file now expects "
            + "\(failed) failed check\(failed == 1 ? "" : "s"), so a later run that fixes them reads as changed")
            + ". Review the diff before committing it.")
    } else {
        // The twelfth trial's X05: the verdict line said CERTIFIED above, and the run's status came from this.
        let counts = current.changeCounts(from: golden)
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        print("Golden: NOT ACCEPTED: " + count(counts.clauses, "clause's verdict", "clauses' verdicts") + ", "
            + count(counts.outcomes, "check's outcome", "checks' outcomes") + " and "
            + count(counts.observations, "check's observation alone", "checks' observations alone")
            + " differ from \(path), so this run fails whatever the verdict line above says. Fix the module, or, if the change "
            + "is meant, run again with --record and review the file's diff (git diff \(path)) before committing it.")
    }
    return false
}

/// The certifier's key, from the environment, `--key`, or the default file (created only for certify).
func certifierKey(_ path: String?, create: Bool, askedToCreate: Bool = false) throws -> CertifierKey {
    let file = path.map { absolute($0) }
    do {
        let (key, created) = try CertifierKey.load(file: file, create: create)
        CertifierKey.scrubFromEnvironment()
        if created {
            standardError("Created the certifier key \(key.origin) (key id \(key.id)); verify needs this key. Keep it out of "
                + "the packages you certify.")
        } else if askedToCreate {
            standardError("Using the existing certifier key \(key.origin) (key id \(key.id)): --create-key makes a key only where "
                + "there is none, and never replaces one.")
        }
        return key
    } catch {
        throw UsageError(description: "\(error)")
    }
}

func verify(_ arguments: ArraySlice<String>) throws -> Int32 {
    let parsed = try Arguments(arguments, command: "verify", values: ["--key", "--package"], flags: ["--same-kit"])
    let sameKit = parsed.has("--same-kit")
    guard parsed.positional.count == 1, let path = parsed.positional.first else {
        throw UsageError(description: "verify takes one report path, such as conformance-report.json; got \(parsed.positional.count)")
    }
    let package = parsed.value("--package").map {
        absolute($0)
    }
    var isFolder: ObjCBool = false
    if let package, !FileManager.default.fileExists(atPath: package.path, isDirectory: &isFolder) || !isFolder.boolValue {
        throw UsageError(description: "--package \(package.path) is not a folder; give the folder of the package that was certified "
            + "(the one holding its Package.swift)")
    }
    // A folder inside the package (its Sources, say) would only list every file as added or removed (the sixth trial's V2).
    if let package, !FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) {
        throw UsageError(description: "--package \(package.path) holds no Package.swift; give the folder of the package that was "
            + "certified, the one holding its Package.swift")
    }
    let key = try certifierKey(parsed.value("--key"), create: false)
    let data: Data
    let url = absolute(path)
    var reportIsFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &reportIsFolder) else {
        throw UsageError(description: "no report at \(url.path); give the path certify wrote (its default is conformance-report.json in the package's folder)")
    }
    guard !reportIsFolder.boolValue else {
        throw UsageError(description: "\(url.path) is a folder; give the report file, such as \(url.appendingPathComponent(PackageCopy.defaultReportName).path)")
    }
    do {
        data = try Data(contentsOf: url)
    } catch {
        throw UsageError(description: "cannot read the report \(url.path): \(error.localizedDescription)")
    }
    let report: CertificationReport
    do {
        report = try JSONDecoder().decode(CertificationReport.self, from: data)
    } catch {
        let problem = InputFileError(file: path, decoding: error)
        print("\(path): not a certification report: \(problem)")
        return 1
    }
    var problems = ReportVerifier.problems(in: report, bytes: data, key: key, package: package)
    if sameKit {
        let own = ProvenanceProbe.git(kitRoot).commit
        if report.provenance?.kitCommit != own || own == nil {
            problems.append("--same-kit: the report was made with kit commit \(report.provenance?.kitCommit ?? "none"), this "
                + "verifier's kit is at \(own ?? "no commit")")
        }
    }
    if problems.isEmpty {
        print("\(path): verified. \(report.checks.count) checks, every one this kit plans for the recorded modules, "
            + "at SDK \(report.sdkVersion.map(\.description) ?? "?"); certified; sealed with certifier key \(key.id)"
            + (package.map { "; the package's files at \($0.path) are the ones certified." }
                ?? "; the package's files were not compared with the ones certified (add --package PATH to compare them)."))
        // Review 32k (attack 05): a commit recorded with uncommitted changes is not what was certified; say so here too.
        if let provenance = report.provenance, provenance.packageCommit != nil, provenance.packageTreeDirty != false {
            print("Note: the package had uncommitted changes when it was certified (or git could not say), so its recorded "
                + "commit \(provenance.packageCommit.map { String($0.prefix(12)) } ?? "(none)") does not hold the certified files: "
                + "only the files' digest ties this report to code" + (package == nil ? "; compare them with --package PATH." : "."))
        }
        return 0
    }
    print("\(path): rejected: \(problems[0])" + (problems.count > 1 ? " (\(problems.count - 1) more below)" : ""))
    for problem in problems.dropFirst().prefix(100) { print("  - \(problem)") }
    if problems.count > 100 { print("  … and \(problems.count - 100) more") }
    return 1
}

func catalog(_ arguments: ArraySlice<String>) throws -> Int32 {
    let parsed = try Arguments(arguments, command: "catalog", values: ["--write"], flags: [])
    guard parsed.positional.isEmpty else {
        throw UsageError(description: "catalog takes no path of its own; to write the files, say --write \(parsed.positional[0])")
    }
    guard let directory = parsed.value("--write") else {
        print(ClauseCatalog.json(), terminator: "")
        return 0
    }
    let folder = URL(fileURLWithPath: directory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in ClauseCatalog.generatedFiles().sorted(by: { $0.key < $1.key }) {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
        print("wrote \(folder.appendingPathComponent(name).path)")
    }
    return 0
}

func cache(_ arguments: ArraySlice<String>) throws -> Int32 {
    let parsed = try Arguments(arguments, command: "cache", values: [], flags: ["--clear"])
    guard parsed.positional.isEmpty else {
        throw UsageError(description: "cache takes no path; it lists the harnesses, and --clear removes them")
    }
    // A cache folder that is a file is said as such, not listed as empty (the sixth trial's K3).
    try CertifyRequest.checkEnvironment([:].merging(ProcessInfo.processInfo.environment) { $1 }.filter { $0.key != "Q2_SDK_PATH" },
                                        harnessGiven: false, offersHarnessOption: false)
    let cache = HarnessCache()
    let entries = cache.entries
    if parsed.has("--clear") {
        let removed = cache.prune(keeping: 0)
        print("Removed \(removed.count) folder(s) from \(cache.folder.path).")
        return 0
    }
    print("Harnesses certify keeps in \(cache.folder.path) (the \(HarnessCache.kept) used last are kept):")
    let formatter = ISO8601DateFormatter()
    var total: Int64 = 0
    for entry in entries {
        let size = entry.size
        total += size
        print("  \(entry.folder.lastPathComponent)  \(ByteCountFormatter.string(fromByteCount: size, countStyle: .file))  "
            + "last used \(formatter.string(from: entry.lastUsed))  \(entry.package ?? "(no package named)")")
    }
    print(entries.isEmpty ? "  none" : "\(entries.count) harness(es), \(ByteCountFormatter.string(fromByteCount: total, countStyle: .file)) in all; "
        + "module-conformance cache --clear removes them")
    return 0
}

let arguments = CommandLine.arguments.dropFirst()
let commands: [String: (help: String, run: (ArraySlice<String>) throws -> Int32)] = [
    "certify": (certifyHelp, certify), "verify": (verifyHelp, verify), "catalog": (catalogHelp, catalog),
    "cache": (cacheHelp, cache),
]
let command = arguments.first
do {
    switch command {
    case "--help", "-h", "help":
        if let topic = arguments.dropFirst().first, let entry = commands[topic] { print(entry.help) } else { print(overview) }
        exit(0)
    case "--version":
        print("module-conformance \(KitIdentity.version)" + (ProvenanceProbe.git(kitRoot).commit.map { " (kit at \($0.prefix(12)))" } ?? ""))
        exit(0)
    case let name? where commands[name] != nil:
        let rest = arguments.dropFirst()
        if rest.contains("--help") || rest.contains("-h") {
            print(commands[name]!.help)
            exit(0)
        }
        exit(try commands[name]!.run(rest))
    case let name?:
        let suggestion = EditDistance.nearest(name, among: commands.keys).map { "; did you mean \($0)?" } ?? ""
        throw UsageError(description: "no command \(name)\(suggestion)")
    case nil:
        throw UsageError(description: "no command given; the commands are certify, verify, catalog and cache")
    }
} catch let error as UsageError {
    let topic = command.flatMap { commands[$0] != nil ? " \($0)" : nil } ?? ""
    standardError("module-conformance\(topic): \(error) (see module-conformance\(topic) --help)")
    exit(2)
} catch {
    standardError("module-conformance: \(error)")
    exit(2)
}
