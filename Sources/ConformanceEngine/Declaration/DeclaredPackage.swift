import Foundation

/// A package's declaration file, the settings.json it names, the other files it names, and the fixture store, read together.
package struct DeclaredPackage: Sendable {
    package let declaration: ConformanceDeclaration
    package let settings: SettingsFile
    /// The files the declaration's top-level sections name (the app's Info.plist, say), each as JSON, by the path the
    /// declaration gives.
    package let files: [String: JSON]
    package let store: FixtureStore

    /// Reads the declaration file, the settings file and every other file it names; a fault names the file and the JSON path.
    package static func load(declaration url: URL, displayName: String? = nil) throws -> DeclaredPackage {
        let store = try FixtureStore.bundled()
        let declaration = try ConformanceDeclaration.load(url, displayName: displayName, store: store)
        let folder = url.deletingLastPathComponent()
        func resolved(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        }
        let settings = try SettingsFile.load(resolved(declaration.settings), displayName: declaration.settings)
        var files: [String: JSON] = [:]
        for reference in declaration.namedFiles where files[reference.path] == nil {
            let url = try PropertyListFile.contained(reference, in: folder, declarationFile: declaration.file)
            files[reference.path] = try PropertyListFile.read(url, named: reference, declarationFile: declaration.file)
        }
        return DeclaredPackage(declaration: declaration, settings: settings, files: files, store: store)
    }

    /// Reads a declaration, settings and named files from their text as a report or the harness's instructions carry them.
    package static func parse(declaration: JSON, named declarationName: String, settings: JSON, named settingsName: String,
                              files: [String: JSON]) throws -> DeclaredPackage {
        let store = try FixtureStore.bundled()
        let declaration = try ConformanceDeclaration.parse(declaration, file: declarationName, store: store)
        if let missing = declaration.namedFiles.first(where: { files[$0.path] == nil }) {
            throw InputFileError(file: declarationName, jsonPath: missing.jsonPath,
                                 message: "names \(missing.path), whose content the run was not given")
        }
        return DeclaredPackage(declaration: declaration, settings: try SettingsFile.parse(settings, file: settingsName),
                               files: files, store: store)
    }
}
