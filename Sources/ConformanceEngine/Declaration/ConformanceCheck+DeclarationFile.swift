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
            let options = ConformanceOptions(sdkVersion: ClauseCatalog.newestVersion,
                                             waivers: loaded.declaration.activeWaivers(on: today))
            let expired = loaded.declaration.expiredWaivers(on: today).map { setupFailure($0, fixture: file) }
            let planned = CertificationPlan(package: loaded, classes: classes, deviceTokenFormatter: deviceTokenFormatter,
                                            options: options, classSource: .oneLine).checks
            let formatter = deviceTokenFormatter == nil ? [] : unpassedFormatter(loaded.declaration, file: file, caller: filePath)
            return results + expired + formatter + focused(planned, environment: environment, file: file)
        } catch {
            let error = InputFileError(error, file: file)
            return results + [.setupFailure("\(error)", fixture: error.file)]
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
        guard !source.contains(base) else { return [] }
        return [setupFailure("\(file) at $.deviceTokenFormatter names \(named), which this call in \(caller) does not pass; certify "
            + "builds the formatter from that name, so give the one line the same function: deviceTokenFormatter: \(named)",
            fixture: file)]
    }

    /// The variable that focuses the one line on some clauses: ids or prefixes, separated by commas.
    package static let focusVariable = "MODULE_CONFORMANCE_CLAUSES"

    /// The planned checks the focus variable names (all of them without it); a focus that names none is one failing
    /// setup check saying so, never a green run of nothing.
    package static func focused(_ checks: [ConformanceCheck], environment: [String: String], file: String) -> [ConformanceCheck] {
        guard let text = environment[focusVariable], !text.trimmingCharacters(in: .whitespaces).isEmpty else { return checks }
        // Clause ids are upper case; a focus written otherwise means the same clauses.
        let focus = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }.filter { !$0.isEmpty }
        let kept = checks.focused(on: focus)
        guard kept.contains(where: { $0.clause != "SETUP" }) else {
            let clauses = Set(checks.map(\.clause.rawValue)).subtracting(["SETUP"]).sorted()
            let near = focus.compactMap { EditDistance.nearest($0, among: clauses) }
            return kept + [setupFailure("\(focusVariable)=\(text) matches no check this package's plan has"
                + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?")
                + "; its clauses are " + clauses.joined(separator: ", ") + " (every clause is listed in Conformance/)", fixture: file)]
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
