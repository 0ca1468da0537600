import ConformanceCertification
import ConformanceEngine
import Foundation

/// What a `certify` command line asks for, every value checked before the run: a wrong one is a usage error, raised in
/// the order the options are read.
struct CertifyRequest {
    /// The options `certify` takes a value for.
    private static let valueOptions: Set<String> = [
        "--sdk", "--declaration", "--report", "--junit", "--markdown", "--golden", "--check-timeout", "--run-timeout",
        "--build-timeout", "--harness-directory", "--key", "--seed", "--run-as", "--destination", "--clause", "--partner-names",
    ]

    let parsed: Arguments
    /// `--record`: rewrite a golden file that differs.
    let record: Bool
    /// `--no-seal`: read no key and leave the report unsealed.
    let noSeal: Bool
    let packagePath: URL
    let outputs: CertifyOutputs
    var configuration: CertificationRunner.Configuration
    /// The certifier's partner names file (`--partner-names`), which the boundary hides like a key file.
    private(set) var partnerNamesFile: URL?

    /// The golden file to compare the report with, if any.
    var golden: String? { parsed.value("--golden") }

    init(_ arguments: ArraySlice<String>) throws {
        parsed = try Arguments(arguments, command: "certify", values: Self.valueOptions,
                               flags: ["--record", "--no-parallel", "--rebuild", "--no-seal", "--create-key"], repeatable: ["--clause"])
        record = parsed.has("--record")
        noSeal = parsed.has("--no-seal")
        if record, parsed.value("--golden") == nil { throw UsageError(description: "--record rewrites a golden file: give it with --golden PATH") }
        // The ninth trial (M114, M115): a golden file holds every check, and --clause runs some of them: compared, every
        // other clause read as changed; recorded, the golden file lost them.
        if let golden = parsed.value("--golden"), !parsed.all("--clause").isEmpty {
            throw UsageError(description: "--golden \(golden) holds every check, and --clause runs only some, so every other clause "
                + "would read as changed" + (record ? " and --record would drop them from the file" : "")
                + ": leave out --clause to compare with (or record) a golden file")
        }
        packagePath = try Self.packagePath(parsed)
        outputs = try CertifyOutputs(parsed, package: packagePath)
        configuration = CertificationRunner.Configuration(packagePath: packagePath, kitRoot: kitRoot, sdkVersion: try Self.sdkVersion(parsed))
        try configureRun()
        configuration.runner = try Self.runner(parsed)
        if let text = parsed.value("--seed") {
            guard let seed = UInt64(text) else {
                throw UsageError(description: "--seed takes the whole number from 0 to \(UInt64.max) a report's provenance.seed "
                    + "records, such as 12345; '\(text)' is not one")
            }
            configuration.options.seed = seed
        }
        if let path = parsed.value("--partner-names") {
            let file = absolute(path)
            do {
                configuration.options.partnerNames = try PartnerNames.load(file, displayName: path)
            } catch {
                throw UsageError(description: "--partner-names: \(error)")
            }
            partnerNamesFile = file
        }
        if let focus = try Self.focus(parsed) { configuration.focus = focus }
        if noSeal, parsed.value("--key") != nil { throw UsageError(description: "--no-seal reads no key: leave out --key") }
        if parsed.has("--create-key"), parsed.value("--key") == nil {
            throw UsageError(description: "--create-key creates the key file --key names: give it with --key PATH (the default key "
                + "file is created on first use without it)")
        }
    }

    /// Whether a missing key file may be created: the default one always, a `--key PATH` only with `--create-key`, so
    /// that a mistyped path is an error, never a new key that no verifier has.
    var mayCreateKey: Bool { parsed.value("--key") == nil || parsed.has("--create-key") }

    /// The package folder to certify without a PACKAGE: the bundled example from the kit's own checkout (its root or a
    /// folder in it that is not a package), else the package in the current folder; `nil` outside any package, so that
    /// an empty variable in a CI step (`certify $PACKAGE`) is an error rather than a certificate of the example.
    private static var defaultPackage: URL? {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        let root = kitRoot.standardizedFileURL.path
        let isPackage = FileManager.default.fileExists(atPath: here.appendingPathComponent("Package.swift").path)
        if here.path == root || (!isPackage && here.path.hasPrefix(root + "/")) {
            return kitRoot.appendingPathComponent("Examples/DemoModule")
        }
        return isPackage ? here : nil
    }

    private static func packagePath(_ parsed: Arguments) throws -> URL {
        guard parsed.positional.count <= 1 else {
            throw UsageError(description: "certify takes one package folder, not \(parsed.positional.count): "
                + parsed.positional.joined(separator: " "))
        }
        guard let packagePath = parsed.positional.first.map({ absolute($0) }) ?? defaultPackage else {
            throw UsageError(description: "no PACKAGE given, and \(FileManager.default.currentDirectoryPath) holds no Package.swift: give "
                + "the folder of the package whose modules to certify (the bundled example is certified by default only from "
                + "the kit's own checkout)")
        }
        guard FileManager.default.fileExists(atPath: packagePath.appendingPathComponent("Package.swift").path) else {
            throw UsageError(description: "no Package.swift in \(packagePath.path): give the folder of the package whose modules to certify")
        }
        return packagePath
    }

    /// The SDK version `--sdk` names, which must lie within the versions the catalog knows; `nil` when not given.
    private static func sdkVersion(_ parsed: Arguments) throws -> SDKVersion? {
        guard let text = parsed.value("--sdk") else { return nil }
        let known = [ClauseCatalog.oldestVersion, ClauseCatalog.newestVersion].compactMap { $0?.description }
        guard let version = SDKVersion(text) else {
            throw UsageError(description: "--sdk takes an SDK version, such as \(known.last ?? "26.4.0"); '\(text)' is not one")
        }
        if let oldest = ClauseCatalog.oldestVersion, let newest = ClauseCatalog.newestVersion, version < oldest || version > newest {
            throw UsageError(description: "--sdk \(text) is outside the versions the catalog knows (\(oldest) to \(newest)); certify for one of "
                + "them, such as --sdk \(newest)")
        }
        // Retest 20: `--sdk 26.4` is 26.4.0, and the report says so.
        return version.written
    }

    /// Applies the declaration path, the harness folder, the parallel and rebuild flags and the three time budgets.
    private mutating func configureRun() throws {
        try Self.checkEnvironment(harnessGiven: parsed.value("--harness-directory") != nil)
        if let declaration = parsed.value("--declaration") {
            configuration.declarationPath = absolute(declaration)
        }
        configuration.parallel = !parsed.has("--no-parallel")
        if let folder = parsed.value("--harness-directory") {
            let harness = absolute(folder).standardizedFileURL
            // Trial 33d: a harness folder in the package put the kit's copy and a build into the author's files.
            let root = packagePath.standardizedFileURL.resolvingSymlinksInPath().path
            let resolved = harness.resolvingSymlinksInPath().path
            // Its .build folder is not the package's: no copy or digest holds it (the plugin's own work folder lies there).
            let build = root + "/.build"
            if resolved == root || (resolved.hasPrefix(root + "/") && resolved != build && !resolved.hasPrefix(build + "/")) {
                throw UsageError(description: "--harness-directory \(folder) lies inside the package at \(root): the harness holds a "
                    + "copy of the kit and a build, which would become the package's files; give a folder outside it, or one "
                    + "inside its .build folder, which certify leaves out of the package")
            }
            configuration.harnessDirectory = harness
        }
        configuration.rebuild = parsed.has("--rebuild")
        configuration.checkBudget = try Self.seconds(parsed.value("--check-timeout"), default: 5, option: "--check-timeout")
        configuration.runBudget = try Self.seconds(parsed.value("--run-timeout"), default: 900, option: "--run-timeout")
        configuration.buildBudget = try Self.seconds(parsed.value("--build-timeout"), default: 1_200, option: "--build-timeout")
    }

    /// The environment variables certify reads, checked before anything is built (the sixth trial's E2, E3, K3b: a
    /// relative or missing Q2_SDK_PATH ended in a build's register dump, a cache folder that is a file in "cannot copy
    /// the package").
    static func checkEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment, harnessGiven: Bool,
                                 offersHarnessOption: Bool = true) throws {
        if let sdk = environment["Q2_SDK_PATH"], !sdk.isEmpty {
            guard sdk.hasPrefix("/") else {
                throw UsageError(description: "Q2_SDK_PATH must be an absolute path to the SDK's package; it is '\(sdk)' (such as "
                    + "Q2_SDK_PATH=\"$PWD/\(sdk)\")")
            }
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sdk, isDirectory: &folder), folder.boolValue,
                  FileManager.default.fileExists(atPath: sdk + "/Package.swift") else {
                throw UsageError(description: "Q2_SDK_PATH names \(sdk), which is not a folder holding a Package.swift: give the "
                    + "folder of the SDK's package, or unset Q2_SDK_PATH to use the kit's portable declaration")
            }
            // The eighth trial (E6): another package there cost a build before SwiftPM named the missing product. Read as
            // text, not run: the manifest is not the certifier's code.
            let manifest = (try? String(contentsOfFile: sdk + "/Package.swift", encoding: .utf8)) ?? ""
            guard manifest.range(of: #"\.library\(\s*name:\s*"Q2ModuleInterfaces""#, options: .regularExpression) != nil else {
                throw UsageError(description: "Q2_SDK_PATH names \(sdk), whose Package.swift declares no library product "
                    + "Q2ModuleInterfaces, the product the SDK's package offers its interfaces as: give the folder of the SDK's "
                    + "package, or unset Q2_SDK_PATH to use the kit's portable declaration")
            }
        }
        guard !harnessGiven else { return }
        // The harness cache's folder, and each folder above it that exists, must be a folder.
        var cache = UserFolders.cache(environment: environment).appendingPathComponent("module-conformance")
        while cache.path != "/" {
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: cache.path, isDirectory: &folder) {
                guard folder.boolValue else {
                    let variable = environment["XDG_CACHE_HOME"].map { $0.isEmpty ? "" : "XDG_CACHE_HOME is \($0); " } ?? ""
                    throw UsageError(description: "certify keeps its harnesses in \(UserFolders.cache(environment: environment).path)"
                        + "/module-conformance, but \(cache.path) is a file, not a folder (\(variable)set XDG_CACHE_HOME to a "
                        + "folder" + (offersHarnessOption ? ", or give --harness-directory)" : ")"))
                }
                break
            }
            cache.deleteLastPathComponent()
        }
    }

    /// A time budget given in whole seconds above 0, or its default.
    private static func seconds(_ text: String?, default value: Int, option: String) throws -> Duration {
        guard let text else { return .seconds(value) }
        guard let number = Int(text), number > 0 else {
            throw UsageError(description: "\(option) takes a whole number of seconds above 0, such as \(value); '\(text)' is not one")
        }
        return .seconds(number)
    }

    /// Whether Xcode's command-line tools are on this machine, as a simulator run needs them.
    static var hasXcode: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return ["xcodebuild", "xcrun"].allSatisfy { tool in
            path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
        }
    }

    /// Where the harness runs, from `--run-as` and `--destination`.
    private static func runner(_ parsed: Arguments) throws -> HarnessRunner {
        switch (parsed.value("--run-as"), parsed.value("--destination")) {
        case (nil, nil), ("program", nil): return .program
        case ("test-bundle", nil): return .testBundle
        case (nil, let destination?), ("simulator", let destination?):
            // The sixteenth review (A12): without Xcode the run would spend a build before xcrun is found missing.
            guard Self.hasXcode else {
                throw UsageError(description: "--destination \(destination) runs the harness's test target on that destination through Xcode "
                    + "(xcodebuild and xcrun), which this machine lacks; on Linux leave out --destination (the harness runs as a "
                    + "program), or say --run-as test-bundle to run it as an XCTest bundle")
            }
            return .simulator(destination: destination)
        case ("simulator", nil): throw UsageError(description: "--run-as simulator needs --destination, such as 'platform=iOS Simulator,name=iPhone 16'")
        case (_, .some): throw UsageError(description: "--destination runs the harness's test target on a simulator; leave out --run-as, or say --run-as simulator")
        case (let other?, nil): throw UsageError(description: "--run-as takes program, test-bundle or simulator, not \(other)")
        }
    }

    /// The clauses `--clause` focuses the run on, each of which must name at least one clause; `nil` when not given.
    private static func focus(_ parsed: Arguments) throws -> [String]? {
        // In any letter case, as MODULE_CONFORMANCE_CLAUSES takes them (the sixth trial's C08).
        let focus = parsed.all("--clause").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
        guard !focus.isEmpty else { return nil }
        // Every id and each of its prefixes at a hyphen, since a focus is a prefix (the twelfth trial's C15: METOD-OAUTH).
        let ids = Set(ClauseCatalog.all.map(\.id.rawValue).flatMap { id in
            id.indices.filter { id[$0] == "-" }.map { String(id[..<$0]) } + [id]
        })
        for prefix in focus where !ClauseCatalog.all.contains(where: { $0.id.isNamed(by: [prefix]) }) {
            let suggestion = EditDistance.nearest(prefix, among: ids).map { " (did you mean \($0)?)" } ?? ""
            throw UsageError(description: "--clause \(prefix) names no clause of the catalog\(suggestion); the clauses are listed in Conformance/")
        }
        return focus
    }
}
