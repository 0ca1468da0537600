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
        forTest(options: options) { store throws in
            // Not Optional.map: its typed rethrow is Swift 6's, and Apple's Swift 5.8 standard library rethrows any Error.
            var settingsFile: SettingsFile?
            if let path = settings {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                    : URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path)
                settingsFile = try SettingsFile.load(url, displayName: path)
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
    ) throws -> [ConformanceCheck] {
        guard !modules.isEmpty else { throw InputFileError.declaration("declare at least one module") }
        let names = modules.map(\.name)
        if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw InputFileError.declaration("two modules are declared with the name '\(duplicate)'")
        }
        for module in modules where module.parts.isEmpty {
            throw InputFileError.declaration("module '\(module.name)' declares no push type")
        }
        return try PushCheckBuilder(modules: modules, settings: settings, tokenFormatter: deviceTokenFormatter,
                                options: options, store: store).checks()
    }
}
