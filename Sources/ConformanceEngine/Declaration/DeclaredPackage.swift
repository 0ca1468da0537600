import Foundation

/// A package's declaration file, the settings.json it names, and the fixture store, read together.
package struct DeclaredPackage: Sendable {
    package let declaration: ConformanceDeclaration
    package let settings: SettingsFile
    package let store: FixtureStore

    /// Reads the declaration file and the settings file it names; a fault names the file and the JSON path.
    package static func load(declaration url: URL, displayName: String? = nil) throws -> DeclaredPackage {
        let store = try FixtureStore.bundled()
        let declaration = try ConformanceDeclaration.load(url, displayName: displayName, store: store)
        let settingsURL = declaration.settings.hasPrefix("/") ? URL(fileURLWithPath: declaration.settings)
            : url.deletingLastPathComponent().appendingPathComponent(declaration.settings)
        let settings = try SettingsFile.load(settingsURL, displayName: declaration.settings)
        return DeclaredPackage(declaration: declaration, settings: settings, store: store)
    }

    /// Reads a declaration and settings from their text as a report or the harness's instructions carry them.
    package static func parse(declaration: JSON, named declarationName: String, settings: JSON, named settingsName: String)
        throws -> DeclaredPackage {
        let store = try FixtureStore.bundled()
        return DeclaredPackage(declaration: try ConformanceDeclaration.parse(declaration, file: declarationName, store: store),
                               settings: try SettingsFile.parse(settings, file: settingsName), store: store)
    }
}
