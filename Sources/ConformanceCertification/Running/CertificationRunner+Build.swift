import ConformanceEngine
import Foundation

/// The build phase: the classes the harness makes, its generation and build, and the checks that the program run is
/// the one built from the sources written and scanned.
extension CertificationRunner {
    /// How a harness build ended.
    private enum BuildResult {
        case built(URL)
        case failed(String)
        /// Built, but not to be run.
        case refused([String])
    }

    /// The command every attempt starts: the given program, or one this run generates and builds; `nil` when there is
    /// none to run, and `problems` then says why. A declared formatter that did not compile is left out of `package`,
    /// which the attempts then judge.
    func harnessCommand(for package: inout DeclaredPackage, facts: ProvenanceFacts, scratch: URL, problems: inout [String]) -> [String]? {
        let settings = ownEntries(of: package.settings)
        var members = harnessMembers(in: settings, problems: &problems)
        var formatter = package.declaration.deviceTokenFormatter
        if let given = configuration.harnessCommand {
            // A given program (the kit's own tests) is scanned here, as a built one is before it is stamped.
            if let program = given.first, let refused = programRefusal(URL(fileURLWithPath: program)) {
                problems += refused
                return nil
            }
            return given
        }
        // The program runs from a copy of this run's own, under a name no module can know in advance (a module that
        // behaves only under a fixed program name has nothing to match); the copy's bytes are the ones scanned.
        let copy = scratch.appendingPathComponent("program")
            .appendingPathComponent(String(UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(12)))
        let built = build(members: &members, formatter: &formatter, problems: &problems, facts: facts, copy: copy, settings: settings,
                          declaredKeys: Array(package.declaration.modules.keys))
        if formatter == nil { package = package.leavingOutDeviceTokenFormatter() }
        switch built {
        case .built(let program):
            switch configuration.runner {
            case .program: return [program.path]
            case .testBundle: return [program.path] + HarnessRunner.testBundleArguments
            case .simulator: return []
            }
        case .failed(let message):
            problems.append(message)
            return nil
        case .refused(let reasons):
            problems += reasons
            return nil
        }
    }

    /// The settings with other packages' entries set apart, each said (the thirteenth trial's C33): an app's settings.json
    /// lists the SDK's own modules beside the package's, whose package the manifest's products tell. Only a file whose
    /// entries name more than one `packageName` costs a reading of the manifest.
    func ownEntries(of settings: SettingsFile) -> SettingsFile {
        guard configuration.harnessCommand == nil, Set(settings.entries.compactMap(\.packageName)).count > 1,
              let described = PackageTree.json(["describe", "--type", "json"], package: configuration.packagePath, sandbox: configuration.sandbox),
              let products = (described["products"] as? [[String: Any]])?.compactMap({ $0["name"] as? String }) else { return settings }
        let separated = settings.separatingOthers(ownClasses: [], ownProducts: Set(products))
        for other in separated.otherEntries {
            progress("\(settings.file) at \(other.path): \(other.className ?? other.name ?? "the entry") belongs to package "
                + "\(other.packageName ?? "?"), not to this package (whose products are \(products.sorted().joined(separator: ", "))): "
                + "not certified here; its identifier still counts for APP-SETTINGS-IDENTIFIER-UNIQUE")
        }
        return separated
    }

    /// The classes settings.json names, each to become one generated file of the harness; an entry that cannot be one
    /// is said as a problem and left out.
    func harnessMembers(in settings: SettingsFile, problems: inout [String]) -> [HarnessPackage.Member] {
        var members: [HarnessPackage.Member] = []
        for named in CertificationPlan.namedClasses(in: settings) {
            guard let product = named.productName, HarnessPackage.isSwiftName(product) else {
                say("\(settings.file) at \(named.path): \(named.name) needs its entry's productName, "
                    + "the module that holds it", into: &problems)
                continue
            }
            guard HarnessPackage.isSwiftName(named.name) else {
                say("\(settings.file) at \(named.path): '\(named.name)' is not a Swift class name", into: &problems)
                continue
            }
            if let other = members.first(where: { $0.className == named.name && $0.productName != product }) {
                say("\(settings.file) at \(named.path): \(named.name) is also named in product \(other.productName); "
                    + "certify cannot tell two classes of one name apart", into: &problems)
                continue
            }
            let member = HarnessPackage.Member(className: named.name, productName: product)
            if !members.contains(member) { members.append(member) }
        }
        return members
    }

    /// Generates and builds the harness; a class or formatter whose generated file does not compile is named
    /// as a problem and left out, and the rest is built again.
    private func build(members: inout [HarnessPackage.Member], formatter: inout String?, problems: inout [String],
                       facts: ProvenanceFacts, copy: URL, settings: SettingsFile, declaredKeys: [String]) -> BuildResult {
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
            let stamp = HarnessStamp(harness: harness, toolchain: facts.toolchain, inputs: configuration.buildInputs)
            let written = stamp.sourcesDigest
            if !configuration.rebuild, let program = copied(harness.executable, to: copy, stamp: stamp, warm: true) {
                progress("The certification harness is up to date: nothing it builds from changed since its last build.")
                return .built(program)
            }
            progress("Building the certification harness for \(configuration.packagePath.lastPathComponent)…")
            startClean(harness)
            // File times have a granularity: anything the build's manifests touch is at or after this moment.
            let buildStarted = Date().addingTimeInterval(-1)
            let (exit, output) = compile(harness, shownErrors: shownErrors)
            if exit.succeeded {
                return vetted(harness, stamp: stamp, written: written, buildStarted: buildStarted, copy: copy)
            }
            if exit.exceeded != nil {
                harness.removeBuildLeftovers()
                return .failed(buildFailure(exit, output: output, settings: settings))
            }
            let failures = HarnessPackage.failures(in: output)
            if failures.classes.isEmpty && failures.formatter == nil {
                return .failed(buildFailure(exit, output: output, settings: settings))
            }
            leaveOut(failures, members: &members, formatter: &formatter, problems: &problems, settings: settings,
                     declaredKeys: declaredKeys)
        }
    }

    /// Empties the harness's build folder when an earlier build in it ran code of its author's besides compiling (a
    /// manifest that imports more than PackageDescription, a plugin, a macro, a dependency fetched while building):
    /// that code could have left objects in it that a later build would link. Records whether this build runs such code.
    private func startClean(_ harness: HarnessPackage) {
        let certifiers = HarnessStamp.certifiersFolder(of: harness.directory)
        let record = certifiers.appendingPathComponent("build-ran-author-code")
        let manager = FileManager.default
        if manager.fileExists(atPath: record.path) {
            progress("An earlier build of this harness ran the author's build-time code: building from an empty build folder.")
            try? manager.removeItem(at: harness.directory.appendingPathComponent(".build"))
            try? manager.removeItem(at: record)
        }
        // An incremental build can miss a change of the kit's memory layout in the modules built against it (a private
        // stored property added to a struct left the harness crashing on every check): another kit builds from empty.
        let kitRecord = certifiers.appendingPathComponent("kit-built")
        let kit = Data(PackageCopy.digest(of: harness.kitRoot, only: CertificationRunner.kitContents).utf8)
        // No record: a build of an older certify, whose kit is unknown.
        if manager.contents(atPath: kitRecord.path) != kit,
           manager.fileExists(atPath: harness.directory.appendingPathComponent(".build").path) {
            progress("The kit changed since this harness was last built: building from an empty build folder.")
            try? manager.removeItem(at: harness.directory.appendingPathComponent(".build"))
        }
        _ = manager.createFile(atPath: kitRecord.path, contents: kit)
        if SelfInspection.buildRunsAuthorCode(in: configuration.packageCopy?.folder ?? configuration.packagePath) {
            _ = manager.createFile(atPath: record.path, contents: Data())
        }
    }

    /// Copies the program to where this run starts it, and returns the copy if the stamp vouches for its bytes (and,
    /// on a warm run, nothing the build reads changed since).
    private func copied(_ program: URL, to copy: URL, stamp: HarnessStamp, warm: Bool) -> URL? {
        // The build folder was the author's code's to write: the program must be a file inside it, not a link to one of
        // the certifier's files, which certify would read as the certifier.
        guard stamp.harness.holds(program) else { return nil }
        try? FileManager.default.removeItem(at: copy)
        guard (try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(at: program, to: copy)) != nil,
              warm ? stamp.isCurrent(program: copy) : stamp.vouches(for: copy) else { return nil }
        return copy
    }

    /// Builds the generated package inside the boundary, showing its errors as they come; returns how it ended and
    /// every line it printed.
    private func compile(_ harness: HarnessPackage, shownErrors: ShownLines) -> (exit: ChildProcess.Exit, output: [String]) {
        let status = BuildStatus(progress: progress, shown: shownErrors)
        let output = OutputLines()
        // Without SwiftPM's cached build manifest: it can miss a source file added to the kit or the package since the
        // harness last built (seen when a new kit checkout reused a harness folder), and the build then fails.
        // Assertions are compiled as an app's release build compiles them, out: an `assert` whose condition has a side
        // effect (the tenth review) does in certify what it does in the app, not what it does in a debug build.
        var buildCommand = ["swift", "build", "--package-path", harness.directory.path, "--disable-build-manifest-caching",
                            "-Xswiftc", "-assert-config", "-Xswiftc", "Release"]
        if configuration.runner == .testBundle { buildCommand.append("--build-tests") }
        if case .simulator(let destination) = configuration.runner {
            buildCommand = HarnessRunner.xcodebuild(.buildForTesting, harness: harness.directory, destination: destination).command
        }
        // The build writes the harness's folder (SwiftPM keeps Package.resolved beside the manifest): what certify
        // wrote there is compared after the build, and anything else is removed before the next one.
        let exit = ChildProcess.run(buildCommand, directory: harness.directory, sandbox: configuration.sandbox?.writing(harness.directory),
                                    budget: configuration.buildBudget,
                                    onLine: { status.observe($0); output.append($0) })
        return (exit, output.lines)
    }

    /// Checks a build that succeeded before its program may run: its sources and the kit unchanged by the build, no
    /// code that runs before main or links from outside, every target compiled from the sources the package describes;
    /// then stamps it and copies the program for this run.
    private func vetted(_ harness: HarnessPackage, stamp: HarnessStamp, written: String, buildStarted: Date, copy: URL) -> BuildResult {
        guard configuration.runner.buildsProgram else {
            // Built for the simulator by xcodebuild: an iOS program, which no ELF reading here can scan, and which runs
            // where no boundary of certify's reaches, so the report is never sealed (README, "On Apple platforms").
            progress("Built for the simulator; the program was not scanned, and the report will not be sealed.")
            return .built(harness.executable)
        }
        // The package's manifest runs during that build: the sources built must still be the ones written, and
        // the certifier's kit, which the harness compiles, must be as it was.
        guard stamp.sourcesUnchanged(since: written) else {
            return .failed("the harness's generated sources changed while it was built (by the package's manifest or a "
                + "plugin); certification cannot trust the program")
        }
        if let copy = configuration.packageCopy, configuration.sandbox != nil, !copy.unchanged {
            return .failed("the copy of the package that was digested and built changed while the harness was built; "
                + "certification cannot trust the program")
        }
        guard !HarnessStamp.changed(configuration.kitRoot, since: buildStarted) else {
            return .failed("the kit's checkout at \(configuration.kitRoot.path) changed while the harness was built (by the "
                + "package's manifest or a plugin, or by hand); certification cannot trust the program")
        }
        if let refused = programRefusal(harness.executable) {
            return .refused(refused)
        }
        if let overrides = KitSymbolOverrides.findings(harness: harness.directory, package: configuration.packagePath), !overrides.isEmpty {
            return .refused(overrides.map { "how the program links: \($0)" } + [
                "the harness was not run: a module's products may not define the kit's own symbols (@_silgen_name, @_cdecl, or C "
                    + "or assembly named as a Swift symbol of the kit), which would replace the code that judges and records them"])
        }
        if let mismatches = sourceMismatches(harness) { return .refused(mismatches) }
        // Read while the manifest is the one just built from; a warm run (nothing changed) reads the same file.
        let dump = PackageTree.json(["dump-package"], package: configuration.packagePath, sandbox: configuration.sandbox)
        let reach = LeftOutReach.findings(dump: dump, package: configuration.packagePath)
        if !reach.isEmpty {
            return .refused(reach.map { "what the build reads: \($0)" } + [
                "the harness was not run: a build that reads a header from the package's .build, .git or .swiftpm/xcode compiles "
                    + "other code in certify's copy, which leaves those folders out, than in your build or an app's; keep the header "
                    + "in the target's own folders"])
        }
        let checkout = CheckoutAttributes.findings(package: configuration.packagePath)
            + CheckoutAttributes.manifestFindings(package: configuration.packagePath)
        if !checkout.isEmpty {
            return .refused(checkout.map { "what a checkout holds: \($0)" } + [
                "the harness was not run: certify judges the package's working tree, and a checkout or archive of its commit "
                    + "would build other code; remove these lines"])
        }
        // The seventeenth trial (C26): a read stopped by a signal was kept as a finding with the build's stamp, and every
        // warm run after it sealed without the manifest's unsafe flags listed. A manifest whose settings cannot be read is
        // refused, and nothing of the build is kept: the next run reads it again.
        guard let dump else {
            if Interruption.shared.isEnding { return .failed("the run was stopped while the manifest was read") }
            return .refused(["swift package dump-package could not read the manifest, so its unsafe flags and linker settings "
                + "could not be listed: the harness was not run; run that command in the package, which must succeed"])
        }
        let settings = ManifestSettings.findings(dump: dump)
        try? JSONSerialization.data(withJSONObject: settings).write(to: Self.manifestFindingsFile(harness.directory))
        stamp.write()
        guard let program = copied(harness.executable, to: copy, stamp: stamp, warm: false) else {
            return .failed("the harness program changed after it was scanned; certification cannot trust it")
        }
        progress("Built.")
        return .built(program)
    }

    /// What was compiled must be what ships: each target built from the sources the package describes outside this
    /// build. Returns the differences, or why the package could not be described (the twenty-third review: a manifest
    /// whose description certify could not read went uncompared and was certified), `nil` when there are none. Without a
    /// stamp a refused program is built and compared again on the next run.
    private func sourceMismatches(_ harness: HarnessPackage) -> [String]? {
        let compiled = CompiledSources.compiled(harness: harness.directory, package: configuration.packagePath)
        guard let described = CompiledSources.described(package: configuration.packagePath, sandbox: configuration.sandbox) else {
            // Not when a signal stopped it: the run is ending, and a refusal would blame the package (the twelfth trial's X01b).
            if Interruption.shared.isEnding { return nil }
            return ["swift package describe --type json could not read the package, so the sources the harness build compiled "
                + "could not be compared with the ones its manifest describes: the harness was not run; run that command in the "
                + "package, which must succeed and print its targets"]
        }
        let mismatches = CompiledSources.mismatches(compiled: compiled, described: described)
        return mismatches.isEmpty ? nil : mismatches
    }

    /// Why a build failed that no class or formatter left out can fix: a product settings.json names that the package
    /// lacks, in settings.json's words; else the compiler's errors, each once, in their located form, or the output's
    /// end when there is none.
    private func buildFailure(_ exit: ChildProcess.Exit, output: [String], settings: SettingsFile) -> String {
        // The sixteenth review (A16): a build that ran out of time while SwiftPM still read manifests (it compiled
        // nothing) waits on a manifest that may never finish; describing the package would wait on it again.
        if exit.timedOut, !output.contains(where: { $0.contains("Compiling") || $0.contains("Building for") }) {
            return "the harness build did not finish within its budget of \(configuration.buildBudget) (--build-timeout) and "
                + "compiled nothing: SwiftPM was still reading the manifests, so the package's Package.swift may never finish "
                + "(a loop, or a wait, in it); run swift package describe in the package to see whether it returns"
        }
        if let unknown = unknownProducts(in: settings) { return unknown }
        // The twelfth trial's X02: the harness folder (and the copies beside it) removed while the build ran made SwiftPM
        // blame the kit's manifest, which the build could no longer see.
        let copies = HarnessStamp.certifiersFolder(of: configuration.harnessDirectory)
        if !FileManager.default.fileExists(atPath: configuration.harnessDirectory.path)
            || (configuration.packageCopy != nil && !FileManager.default.fileExists(atPath: copies.path)) {
            return "the harness build \(exit.summary) because the harness folder \(configuration.harnessDirectory.path) (or the copies "
                + "beside it) was removed while the build used it, by hand or by `module-conformance cache --clear`; run certify again"
        }
        if exit.timedOut {
            return "the harness build did not finish within its budget of \(configuration.buildBudget) (--build-timeout); a first "
                + "build compiles the kit and the package, a few minutes on two cores: raise --build-timeout, or run again, "
                + "which continues the build"
        }
        var seen = Set<String>()
        let errors = output.compactMap(BuildStatus.locatedError).filter { seen.insert($0).inserted }
        return "the harness build \(exit.summary); " + (errors.isEmpty
            ? "last output:\n    " + exit.tail.suffix(25).joined(separator: "\n    ")
            : "the package does not compile:\n    " + errors.prefix(20).joined(separator: "\n    "))
    }

    /// Says each class and the formatter whose generated file did not compile as a problem of the author's files, and
    /// leaves them out of the next build.
    private func leaveOut(_ failures: (classes: [String: String], formatter: String?), members: inout [HarnessPackage.Member],
                          formatter: inout String?, problems: inout [String], settings: SettingsFile, declaredKeys: [String]) {
        let namedInSettings = Set(CertificationPlan.namedClasses(in: settings).map(\.name))
        for (name, message) in failures.classes.sorted(by: { $0.key < $1.key }) {
            let product = members.first { $0.className == name }?.productName ?? "?"
            let path = CertificationPlan.namedClasses(in: settings).first { $0.name == name }.map { " at \($0.path)" } ?? ""
            // The seventeenth trial (M33): a private class was told as a misspelling.
            let hidden = message.contains("does not exist") ? Self.privateDeclaration(of: name, in: configuration.packagePath) : nil
            let suggestion = hidden.map { "; \(name) is declared \($0.access) at \($0.place), which no other file can reach: make it "
                + "internal (the default) or public" } ?? (message.contains("does not exist")
                    ? Self.spellingHint(for: name, declaredKeys: declaredKeys, namedInSettings: namedInSettings) : "")
            say("\(settings.file)\(path) names \(name), which cannot be built from product \(product) as the SDK builds it, "
                + "with \(name)(): \(message)\(suggestion); or make it a top-level class of that product with an init() that "
                + "takes no arguments", into: &problems)
        }
        if let message = failures.formatter {
            say("\(ConformanceDeclaration.fileName) at $.deviceTokenFormatter: \(formatter ?? "") is not a "
                + "(Data) -> String function the products declare (internal is enough; the harness imports them with @testable): \(message)", into: &problems)
            formatter = nil
        }
        members.removeAll { failures.classes[$0.className] != nil }
    }

    /// What to say of a class settings.json names that does not exist: the declaration file's key near it that
    /// settings.json names nowhere, likely the class meant (the eighteenth trial's S01 under certify), or to check the
    /// spelling.
    package static func spellingHint(for name: String, declaredKeys: [String], namedInSettings: Set<String>) -> String {
        EditDistance.nearest(name, among: declaredKeys.filter { !namedInSettings.contains($0) })
            .map { "; \(ConformanceDeclaration.fileName) declares \($0), which is near it: if that is the class, write \($0) there" }
            ?? "; check the spelling there"
    }

    /// Where the package's sources declare the class `name` private or fileprivate (`Sources/A/B.swift:12`), if they do.
    package static func privateDeclaration(of name: String, in package: URL) -> (access: String, place: String)? {
        let root = package.standardizedFileURL.path
        guard let files = FileManager.default.enumerator(atPath: root) else { return nil }
        for case let relative as String in files where relative.hasSuffix(".swift") && !relative.hasPrefix(".build")
            && !relative.hasPrefix(".") && !relative.contains("/.build/") {
            guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8), text.contains(name) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
                guard let index = words.firstIndex(where: { $0 == "class" }), index + 1 < words.count,
                      words[index + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }) == name,
                      let access = words[..<index].first(where: { $0 == "private" || $0 == "fileprivate" }) else { continue }
                return (access, "\(relative):\(number + 1)")
            }
        }
        return nil
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

    /// The problems that keep a program from being run: code in it that runs before main, a library from outside the
    /// toolchain, the system and the run's folders, or a symbol of the C library or Swift runtime defined again. `nil`
    /// when it has none.
    func programRefusal(_ program: URL) -> [String]? {
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
}
