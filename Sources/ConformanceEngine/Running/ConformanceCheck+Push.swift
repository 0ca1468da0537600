import Foundation
import ModuleInterfaces

extension ConformanceCheck {
    /// Every push check for the declared modules: each module alone, and the set together (unique senders and categories).
    ///
    /// - Parameters:
    ///   - settings: the settings.json to check, relative to the calling file's folder unless absolute.
    ///   - deviceTokenFormatter: the module's device-token-to-string function, checked against golden vectors.
    public static func push(
        _ modules: PushModuleDeclaration...,
        settings: String? = nil,
        deviceTokenFormatter: (@Sendable (Data) -> String)? = nil,
        options: ConformanceOptions = ConformanceOptions(),
        filePath: String = #filePath
    ) -> [ConformanceCheck] {
        do {
            var settingsFile: PushSettings?
            if let settings {
                let url = settings.hasPrefix("/") ? URL(fileURLWithPath: settings)
                    : URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(settings)
                settingsFile = try PushSettings.load(url, displayName: settings)
            }
            return try push(modules, settings: settingsFile, deviceTokenFormatter: deviceTokenFormatter, options: options,
                            store: FixtureStore.bundled())
        } catch {
            return [.setupFailure("\(error)", fixture: error.file)]
        }
    }

    package static func push(
        _ modules: [PushModuleDeclaration],
        settings: PushSettings?,
        deviceTokenFormatter: (@Sendable (Data) -> String)?,
        options: ConformanceOptions,
        store: FixtureStore
    ) throws(FixtureError) -> [ConformanceCheck] {
        let declaration = "conformance declaration"
        guard !modules.isEmpty else { throw FixtureError(file: declaration, message: "declare at least one module") }
        let names = modules.map(\.name)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw FixtureError(file: declaration, message: "two modules are declared with the name '\(duplicate)'")
        }
        for module in modules where module.lifecycle == nil && module.serviceExtension == nil && module.contentExtension == nil {
            throw FixtureError(file: declaration, message: "module '\(module.name)' declares no push type")
        }
        try validateWaivers(options)
        return try PushContract(modules: modules, settings: settings, tokenFormatter: deviceTokenFormatter,
                                options: options, store: store).checks()
    }

    package static func validateWaivers(_ options: ConformanceOptions) throws(FixtureError) {
        for (clause, _) in options.waivers {
            guard let known = ClauseCatalog.clause(clause) else {
                throw FixtureError(file: "conformance declaration", message: "waiver names unknown clause '\(clause)'")
            }
            if known.level == .required {
                throw FixtureError(file: "conformance declaration",
                                   message: "waiver names \(clause), a required clause; only recommended clauses can be waived")
            }
        }
    }
}
