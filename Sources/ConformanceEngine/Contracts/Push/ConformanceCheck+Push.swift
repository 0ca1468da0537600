import Foundation

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
        declared(options: options) { store throws(InputFileError) in
            let settingsFile = try settings.map { path throws(InputFileError) in
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                    : URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path)
                return try SettingsFile.load(url, displayName: path)
            }
            return try push(modules, settings: settingsFile, deviceTokenFormatter: deviceTokenFormatter, options: options, store: store)
        }
    }

    package static func push(
        _ modules: [PushModuleDeclaration],
        settings: SettingsFile?,
        deviceTokenFormatter: (@Sendable (Data) -> String)?,
        options: ConformanceOptions,
        store: FixtureStore
    ) throws(InputFileError) -> [ConformanceCheck] {
        guard !modules.isEmpty else { throw .declaration("declare at least one module") }
        let names = modules.map(\.name)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw .declaration("two modules are declared with the name '\(duplicate)'")
        }
        for module in modules where module.parts.isEmpty {
            throw .declaration("module '\(module.name)' declares no push type")
        }
        return try PushCheckBuilder(modules: modules, settings: settings, tokenFormatter: deviceTokenFormatter,
                                options: options, store: store).checks()
    }
}
