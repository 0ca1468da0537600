import ConformanceEngine
import Foundation

// module-conformance: certifies a package's modules against the SDK's documented contracts.
// Exit status: 0 certified (or a command succeeded), 1 not certified, 2 a usage or input error.

let usage = """
    usage: module-conformance certify [PACKAGE] [--sdk VERSION] [--declaration PATH] [--report PATH] [--junit PATH] [--markdown PATH]
                                      [--golden PATH [--record]] [--no-parallel] [--rebuild] [--harness-directory PATH]
                                      [--check-timeout SECONDS] [--run-timeout SECONDS] [--build-timeout SECONDS]
                                      [--seed NUMBER] [--run-as program|test-bundle | --destination DEST]
                                      [--key PATH | --no-seal]
           module-conformance verify REPORT [--key PATH] [--package PATH] [--same-kit]
           module-conformance catalog [--write DIRECTORY]

    certify   Certifies PACKAGE (default: the bundled example, Examples/DemoModule) through a sealed
              harness: reads PACKAGE/module-conformance.json and the settings.json it names, generates
              and builds a program that imports the package's products and this kit, and runs every
              check this kit plans for every class settings.json names, at SDK VERSION (default: the
              newest the catalog knows). The package's own tests play no part. Prints a table of every
              clause and writes a JSON report with its provenance (default: conformance-report.json).
              Exits 0 only when every required clause passed, every check ran, and nothing crashed or hung.
              The report is sealed with the certifier's key: $MODULE_CONFORMANCE_CERTIFIER_KEY (64 hex
              digits), else the key file --key PATH, else ~/.config/module-conformance/certifier-key
              (created on first use, readable by its owner only). No program certify starts sees the key:
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
              --harness-directory puts the generated harness elsewhere than ~/.cache/module-conformance.
              --markdown writes a Markdown summary (clause table, failures with hints, provenance); it is
              also appended to $GITHUB_STEP_SUMMARY when that is set.
              Checks run at once, as swift test runs them (--no-parallel: one at a time). A check is
              stopped when it runs --check-timeout (default 5) seconds past the longest wait the kit
              itself has for it, and the harness when it starts or finishes nothing for as long; a crash
              or hang fails its check whatever the clause's level, the checks running are replayed one
              at a time to find the one to blame, and the rest of that clause is not run. The whole run
              has one budget, --run-timeout (default 900) seconds. The harness's build is skipped when
              nothing it builds from changed since it last built (--rebuild builds it anyway).
              --golden compares every check's verdict with a golden JSON file and fails on any
              difference, listing it; a missing golden file is written (never when CI is set) and
              the run fails so that it gets reviewed. --record rewrites a differing golden file.
    verify    Checks a report without running any module: every check this kit plans for the modules
              it records is present and ran, the digests are this kit's, and the verdict follows from
              the results and is certified, and the report carries the seal of the certifier's key (found
              as certify finds it; verify never creates one), in exactly the bytes certify writes, from a kit
              at a commit. --package PATH also checks that the package there is the one certified;
              --same-kit that the report's kit commit is this kit's own.
              Exits 0, or 1 listing each problem.
    catalog   Prints the clause catalog as JSON, or writes the Conformance/ files into DIRECTORY.
    """

struct UsageError: Error, CustomStringConvertible {
    let description: String
}

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The kit's checkout: this file is Sources/module-conformance/main.swift inside it.
let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func options(_ arguments: ArraySlice<String>, allowed: Set<String>) throws -> (positional: [String], named: [String: String]) {
    var positional: [String] = []
    var named: [String: String] = [:]
    var rest = arguments
    while let argument = rest.popFirst() {
        if argument.hasPrefix("--") {
            guard allowed.contains(argument) else { throw UsageError(description: "unknown option \(argument)") }
            guard let value = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
            named[argument] = value
        } else {
            positional.append(argument)
        }
    }
    return (positional, named)
}

func seconds(_ text: String?, default value: Int, option: String) throws -> Duration {
    guard let text else { return .seconds(value) }
    guard let number = Int(text), number > 0 else { throw UsageError(description: "\(option) takes a whole number of seconds") }
    return .seconds(number)
}

func certify(_ arguments: ArraySlice<String>) throws -> Int32 {
    var arguments = arguments
    let record = arguments.contains("--record")
    let serial = arguments.contains("--no-parallel")
    let rebuild = arguments.contains("--rebuild")
    let noSeal = arguments.contains("--no-seal")
    arguments.removeAll { $0 == "--record" || $0 == "--no-parallel" || $0 == "--rebuild" || $0 == "--no-seal" }
    let parsed = try options(arguments, allowed: ["--sdk", "--declaration", "--report", "--junit", "--markdown", "--golden",
                                                  "--check-timeout", "--run-timeout", "--build-timeout", "--harness-directory", "--key",
                                                  "--seed", "--run-as", "--destination"])
    if record, parsed.named["--golden"] == nil { throw UsageError(description: "--record goes with --golden") }
    guard parsed.positional.count <= 1 else { throw UsageError(description: "certify takes one package path at most") }
    let packagePath = parsed.positional.first.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL }
        ?? kitRoot.appendingPathComponent("Examples/DemoModule")
    guard FileManager.default.fileExists(atPath: packagePath.appendingPathComponent("Package.swift").path) else {
        throw UsageError(description: "no Package.swift in \(packagePath.path)")
    }
    var sdkVersion: SDKVersion?
    if let text = parsed.named["--sdk"] {
        guard let version = SDKVersion(text) else { throw UsageError(description: "--sdk takes a version such as 26.4.0") }
        sdkVersion = version
    }
    var configuration = CertificationRunner.Configuration(packagePath: packagePath, kitRoot: kitRoot, sdkVersion: sdkVersion)
    if let declaration = parsed.named["--declaration"] {
        configuration.declarationPath = URL(fileURLWithPath: declaration, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
    }
    configuration.parallel = !serial
    if let folder = parsed.named["--harness-directory"] {
        configuration.harnessDirectory = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
    }
    configuration.rebuild = rebuild
    configuration.checkBudget = try seconds(parsed.named["--check-timeout"], default: 5, option: "--check-timeout")
    configuration.runBudget = try seconds(parsed.named["--run-timeout"], default: 900, option: "--run-timeout")
    configuration.buildBudget = try seconds(parsed.named["--build-timeout"], default: 1_200, option: "--build-timeout")
    switch (parsed.named["--run-as"], parsed.named["--destination"]) {
    case (nil, nil), ("program", nil): configuration.runner = .program
    case ("test-bundle", nil): configuration.runner = .testBundle
    case (nil, let destination?), ("simulator", let destination?): configuration.runner = .simulator(destination: destination)
    case ("simulator", nil): throw UsageError(description: "--run-as simulator needs --destination, such as 'platform=iOS Simulator,name=iPhone 16'")
    case (_, .some): throw UsageError(description: "--destination runs the harness's test target on a simulator; leave out --run-as, or say --run-as simulator")
    case (let other?, nil): throw UsageError(description: "--run-as takes program, test-bundle or simulator, not \(other)")
    }
    if let text = parsed.named["--seed"] {
        guard let seed = UInt64(text) else {
            throw UsageError(description: "--seed takes the whole number a report's provenance.seed records, such as 12345")
        }
        configuration.budgets.seed = seed
    }

    if noSeal, parsed.named["--key"] != nil { throw UsageError(description: "--no-seal reads no key: leave out --key") }
    let key = noSeal ? nil : try certifierKey(parsed.named["--key"], create: true)
    standardError("Certifying \(packagePath.path) for SDK \(configuration.certifiedVersion.map(\.description) ?? "(any)") "
        + "with kit \(KitIdentity.version)")
    // The author's code runs inside a boundary that hides every key file and keeps the kit read-only; without one,
    // the report is written but never sealed.
    // On a simulator the package's code runs where no boundary of certify's reaches: never sealed there.
    let noBoundary = configuration.runner.buildsProgram ? Sandbox.unavailableReason()
        : "the checks ran on an iOS simulator, outside any boundary certify can draw"
    if noBoundary == nil {
        let keyFiles = [key.flatMap { $0.origin.hasPrefix("/") ? URL(fileURLWithPath: $0.origin) : nil },
                        CertifierKey.defaultFile().deletingLastPathComponent()].compactMap { $0 }
        configuration.sandbox = Sandbox(readOnly: [kitRoot], hidden: keyFiles)
    }
    var report = CertificationRunner(configuration: configuration, progress: standardError).run()
    if let key, noBoundary == nil {
        report = report.sealed(with: key)
    } else {
        standardError("Not sealed: " + (noSeal ? "--no-seal" : noBoundary ?? "") + ". certify seals a report only when asked "
            + "to and only when the package's code ran where it could neither read the certifier's key nor write the kit "
            + "(README, \"What a certificate means\"); verify rejects an unsealed report.")
    }
    print(report.table())

    let reportPath = URL(fileURLWithPath: parsed.named["--report"] ?? "conformance-report.json")
    try report.canonicalJSON().write(to: reportPath, options: .atomic)
    print("Report: \(reportPath.path)")
    if let junit = parsed.named["--junit"] {
        try Data(report.junit().utf8).write(to: URL(fileURLWithPath: junit), options: .atomic)
        print("JUnit: \(junit)")
    }
    if let markdown = parsed.named["--markdown"] {
        try Data(report.markdown().utf8).write(to: URL(fileURLWithPath: markdown), options: .atomic)
        print("Markdown: \(markdown)")
    }
    if let summary = try report.appendToStepSummary() {
        print("Markdown summary appended to \(summary) (GITHUB_STEP_SUMMARY)")
    }
    if let golden = parsed.named["--golden"] {
        return report.passed && compareGolden(report, path: golden, record: record) ? 0 : 1
    }
    return report.passed ? 0 : 1
}

/// Compares the report with a golden file; records it when missing or asked to, never on CI.
func compareGolden(_ report: CertificationReport, path: String, record: Bool) -> Bool {
    let current = GoldenReport(report)
    let url = URL(fileURLWithPath: path)
    let onCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false
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
    do {
        golden = GoldenReport(json: try JSONReader.parse(data))
    } catch {
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
    if record && !onCI {
        try? Data(current.text.utf8).write(to: url, options: .atomic)
        print("Golden: rewrote \(path) (--record). Review the diff before committing it.")
    }
    return false
}

/// The certifier's key, from the environment, `--key`, or the default file (created only for certify).
func certifierKey(_ path: String?, create: Bool) throws -> CertifierKey {
    let file = path.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL }
    do {
        let (key, created) = try CertifierKey.load(file: file, create: create)
        CertifierKey.scrubFromEnvironment()
        if created {
            standardError("Created the certifier key \(key.origin) (key id \(key.id)); verify needs this key. Keep it out of "
                + "the packages you certify.")
        }
        return key
    } catch {
        throw UsageError(description: "\(error)")
    }
}

func verify(_ arguments: ArraySlice<String>) throws -> Int32 {
    var arguments = arguments
    let sameKit = arguments.contains("--same-kit")
    arguments.removeAll { $0 == "--same-kit" }
    let parsed = try options(arguments, allowed: ["--key", "--package"])
    let key = try certifierKey(parsed.named["--key"], create: false)
    guard parsed.positional.count == 1, let path = parsed.positional.first else { throw UsageError(description: "verify takes one report path") }
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw UsageError(description: "cannot read \(path): \(error.localizedDescription)")
    }
    let report: CertificationReport
    do {
        report = try JSONDecoder().decode(CertificationReport.self, from: data)
    } catch {
        let problem = FixtureError(file: path, decoding: error)
        print("\(path): not a certification report: \(problem)")
        return 1
    }
    let package = parsed.named["--package"].map {
        URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
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
            + "at SDK \(report.sdkVersion.map(\.description) ?? "?"); certified; sealed with certifier key \(key.id).")
        return 0
    }
    print("\(path): rejected, \(problems.count) problem(s):")
    for problem in problems.prefix(100) { print("  - \(problem)") }
    if problems.count > 100 { print("  … and \(problems.count - 100) more") }
    return 1
}

func catalog(_ arguments: ArraySlice<String>) throws -> Int32 {
    let parsed = try options(arguments, allowed: ["--write"])
    guard parsed.positional.isEmpty else { throw UsageError(description: "catalog takes no positional argument") }
    guard let directory = parsed.named["--write"] else {
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

let arguments = CommandLine.arguments.dropFirst()
do {
    switch arguments.first {
    case "certify": exit(try certify(arguments.dropFirst()))
    case "verify": exit(try verify(arguments.dropFirst()))
    case "catalog": exit(try catalog(arguments.dropFirst()))
    case "help", "--help", "-h": print(usage); exit(0)
    default:
        throw UsageError(description: arguments.first.map { "unknown command '\($0)'" } ?? "no command given")
    }
} catch let error as UsageError {
    standardError("module-conformance: \(error)\n\n\(usage)")
    exit(2)
} catch {
    standardError("module-conformance: \(error)")
    exit(2)
}
