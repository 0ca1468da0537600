import Foundation

extension ConformanceCheck {
    /// Every check the package's declaration file plans for the given module classes, as `certify` runs them.
    ///
    /// - Parameters:
    ///   - file: the declaration file, relative to the package root (the nearest folder above the calling file
    ///     with a Package.swift) unless absolute.
    ///   - classes: every class settings.json names, such as `ModuleClass { DemoPushModule() }`; a class it
    ///     names and the list lacks fails, as it fails certification.
    ///   - deviceTokenFormatter: the function the declaration's `deviceTokenFormatter` names.
    public static func declared(
        in file: String = "module-conformance.json",
        classes: [ModuleClass],
        deviceTokenFormatter: (@Sendable (Data) -> String)? = nil,
        filePath: String = #filePath
    ) -> [ConformanceCheck] {
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file)
            : packageRoot(containing: URL(fileURLWithPath: filePath)).appendingPathComponent(file)
        let environment = ProcessInfo.processInfo.environment
        let results = ResultsFile.setupChecks(environment: environment)
        do {
            let loaded = try DeclaredPackage.load(declaration: url, displayName: file)
            let today = Date()
            var options = ConformanceOptions(sdkVersion: ClauseCatalog.newestVersion,
                                             waivers: loaded.declaration.activeWaivers(on: today))
            // A failure on drawn values names its seed; this variable replays it.
            var seedProblem: [ConformanceCheck] = []
            if let text = environment[seedVariable], !text.isEmpty {
                if let seed = UInt64(text) { options.seed = seed } else {
                    // Labelled by the variable, as the results file's problem is (the fourteenth trial's T6b).
                    seedProblem = [setupFailure("\(seedVariable)=\(text) is not a seed: give the whole number a failure names, such as 12345",
                                                fixture: seedVariable)]
                }
            }
            let expired = loaded.declaration.expiredWaivers(on: today).map { setupFailure($0, fixture: file) }
            let planned = CertificationPlan(package: loaded, classes: classes, deviceTokenFormatter: deviceTokenFormatter,
                                            options: options, classSource: .oneLine).checks
            let formatter = deviceTokenFormatter == nil ? [] : unpassedFormatter(loaded.declaration, file: file, caller: filePath)
                + undeclaredFormatter(loaded.declaration, file: file)
            let products = unknownProducts(loaded.settings, manifest: url.deletingLastPathComponent().appendingPathComponent("Package.swift"),
                                           ownClasses: Set(classes.map(\.name)))
            // Trial 24's v73: a class in the list that no settings entry names is never judged, and never loaded by the app.
            let named = Set(loaded.settings.entries.flatMap { [$0.className, $0.pushServiceClassName, $0.pushContentClassName].compactMap { $0 } })
            let unlisted = classes.map(\.name).filter { !named.contains($0) }.map { name in
                setupFailure("\(name) is in the one line's classes, but no entry of \(loaded.declaration.settings) names it (className, "
                             + "pushServiceClassName or pushContentClassName), so no check judges it and the app would never load it: "
                             + "add its entry to settings.json, or take it out of the list", fixture: name)
            }
            return handedOut(results + seedProblem + expired + formatter + products + unlisted
                             + focused(planned, environment: environment, file: file))
        } catch {
            let error = InputFileError(error, file: file)
            return handedOut(results + [.setupFailure("\(error)", fixture: error.file)])
        }
    }

    /// The checks, noted as handed to a test: a process that ends without running any of them fails (`UnrunChecks`).
    private static func handedOut(_ checks: [ConformanceCheck]) -> [ConformanceCheck] {
        UnrunChecks.shared.handOut(checks.count)
        return checks.map { check in
            var counted = check
            counted.countsHangs = true
            return counted
        }
    }

    /// A failing setup check when the declaration names a device-token formatter that the calling file never
    /// mentions: certify builds the formatter from the declared name, so the one line must be given that same function,
    /// or the two would judge different code. None when the file cannot be read (a test run on a device).
    static func unpassedFormatter(_ declaration: ConformanceDeclaration, file: String, caller: String) -> [ConformanceCheck] {
        guard let named = declaration.deviceTokenFormatter,
              let source = try? String(contentsOfFile: caller, encoding: .utf8) else { return [] }
        // `Token.hex(from:)` is passed as written, or as `Token.hex`.
        let base = named.firstIndex(of: "(").map { String(named[..<$0]) } ?? named
        // The tenth trial's T02: the declared name may carry its module (`Pay.Token.hex`, as certify builds it), which a
        // call in a file that imports the module leaves out (`Token.hex`): the same function.
        let parts = base.split(separator: ".")
        let spellings = parts.count > 2 ? (0...(parts.count - 2)).map { parts[$0...].joined(separator: ".") } : [base]
        guard !spellings.contains(where: source.contains) else { return [] }
        // Trial 33e (M11): when the call passes a formatter of another name, say both, since either may be the misspelt one.
        let passed: String? = source.range(of: "deviceTokenFormatter:").map { range -> String in
            var depth = 0
            return String(source[range.upperBound...].drop { $0 == " " }.prefix { character in
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                return depth >= 0 && character != "\n" && !(depth == 0 && character == ",")
            }).trimmingCharacters(in: .whitespaces)
        }.flatMap { text -> String? in text.isEmpty ? nil : text }
        let what = passed.map { "this call in \(caller) passes \($0) instead; certify builds the formatter from the declared name "
            + "(and fails to build when no (Data) -> String function of the package has it), so make the two name the same function, "
            + "correcting whichever is misspelt" }
            ?? "this call in \(caller) passes none; certify builds the formatter from that name, so give the one line the same "
                + "function: deviceTokenFormatter: \(named)"
        return [setupFailure("\(file) at $.deviceTokenFormatter names \(named), and " + what, fixture: file)]
    }

    /// A failing setup check when the one line is given a device-token formatter and the declaration names none (the
    /// ninth trial's M77): certify, which builds the formatter from the declared name, would leave the token checks
    /// not applicable that this run judges.
    static func undeclaredFormatter(_ declaration: ConformanceDeclaration, file: String) -> [ConformanceCheck] {
        guard declaration.deviceTokenFormatter == nil else { return [] }
        return [setupFailure("the one line is given a deviceTokenFormatter, and \(file) names none: add \"deviceTokenFormatter\": "
            + "naming the same (Data) -> String function (such as \"Token.hex(from:)\"), so that certify judges the "
            + "device token as this run does, or leave the one line's deviceTokenFormatter: out", fixture: file)]
    }

    /// A failing setup check for each settings entry whose `productName` the package's manifest never names: certify
    /// refuses a product the package lacks, so the one line must not pass it (issue 33's fourth trial). None when the
    /// manifest cannot be read.
    /// Entries of other packages' modules (the push page's `Q2FirebaseModule`, set apart by their `packageName`, as
    /// certify sets them apart) are not judged: the twenty-first trial's S11 failed the one line where certify certified.
    package static func unknownProducts(_ settings: SettingsFile, manifest: URL, ownClasses: Set<String> = []) -> [ConformanceCheck] {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
        // The names of the library products the manifest spells out; one that computes its names is not judged.
        let spelled = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
        let libraries = spelled.components(separatedBy: "library(name:\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        guard !libraries.isEmpty else { return [] }
        return settings.separatingOthers(ownClasses: ownClasses, ownProducts: Set(libraries)).entries.compactMap { entry in
            guard let product = entry.productName, !libraries.contains(product) else { return nil }
            return setupFailure("\(settings.file) at \(entry.path).productName: '\(product)' is not a product the package's "
                + "Package.swift names (its library products: \(libraries.joined(separator: ", "))); certify refuses it: check the spelling, or add the library product", fixture: settings.file)
        }
    }

    /// The variable that replays a run's drawn values: the seed a failure on them names.
    package static let seedVariable = "MODULE_CONFORMANCE_SEED"

    /// The variable that focuses the one line on some clauses: ids or prefixes, separated by commas.
    package static let focusVariable = "MODULE_CONFORMANCE_CLAUSES"

    /// The planned checks the focus variable names (all of them without it); a focus that names none is one failing
    /// setup check saying so, never a green run of nothing.
    package static func focused(_ checks: [ConformanceCheck], environment: [String: String], file: String) -> [ConformanceCheck] {
        guard let text = environment[focusVariable], !text.trimmingCharacters(in: .whitespaces).isEmpty else { return checks }
        // Clause ids are upper case; a focus written otherwise means the same clauses.
        // Commas or spaces between them (the fifteenth trial's E09: a list written with spaces matched nothing).
        let focus = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map { $0.uppercased() }.filter { !$0.isEmpty }
        let kept = checks.focused(on: focus)
        guard kept.contains(where: { $0.clause != "SETUP" }) else {
            let clauses = Set(checks.map(\.clause.rawValue)).subtracting(["SETUP"]).sorted()
            let near = focus.compactMap { EditDistance.nearest($0, among: clauses) }
            return kept + [setupFailure("\(focusVariable)=\(text) matches no check this package's plan has"
                + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?")
                + "; its clauses are " + clauses.joined(separator: ", ") + " (every clause is listed in Conformance/)", fixture: focusVariable)]
        }
        return kept
    }

    /// The nearest folder at or above `file`'s folder that holds a Package.swift, else `file`'s own folder.
    static func packageRoot(containing file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}
