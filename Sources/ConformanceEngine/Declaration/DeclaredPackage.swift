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
        let settingsReference = PackageSection.FileReference(path: declaration.settings, jsonPath: "$.settings")
        let settings = try SettingsFile.load(try contained(settingsReference, in: folder, declarationFile: declaration.file),
                                             displayName: declaration.settings)
        var files: [String: JSON] = [:]
        for reference in declaration.namedFiles where files[reference.path] == nil {
            let url = try contained(reference, in: folder, declarationFile: declaration.file)
            files[reference.path] = try PropertyListFile.read(url, named: reference, declarationFile: declaration.file)
        }
        return DeclaredPackage(declaration: declaration, settings: settings, files: files, store: store)
    }

    /// The file a declaration names, which must lie inside `folder` (the declaration's) once its symbolic links are
    /// followed: certify reads it as the certifier, hands it to the harness and records it in the report, so a
    /// declaration may not point it at the certifier's own files.
    package static func contained(_ reference: PackageSection.FileReference, in folder: URL, declarationFile: String) throws -> URL {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let url = folder.appendingPathComponent(reference.path).standardizedFileURL.resolvingSymlinksInPath()
        // The nineteenth trial's D02: an absolute path to a file inside the folder is told as what it is, with the
        // relative path to write.
        if reference.path.hasPrefix("/") {
            let absolute = URL(fileURLWithPath: reference.path).standardizedFileURL.resolvingSymlinksInPath().path
            let prefix = root.hasSuffix("/") ? root : root + "/"
            throw InputFileError(file: declarationFile, jsonPath: reference.jsonPath,
                                 message: "names \(reference.path), an absolute path: the declaration names its files relative to its "
                                     + "own folder \(root), so that the package reads the same on every machine; "
                                     + (absolute.hasPrefix(prefix) ? "write \"\(absolute.dropFirst(prefix.count))\""
                                         : "copy the file into the package and name it by a relative path"))
        }
        guard url.path == root || url.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw InputFileError(file: declarationFile, jsonPath: reference.jsonPath,
                                 message: "names \(reference.path), which is not inside the declaration file's folder \(root); "
                                     + "copy the file into the package and name it by a relative path")
        }
        return url
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

    /// The package as a run judges it once certify has left out a declared device-token formatter that did not
    /// compile: the same files with no formatter named, so that the harness and certify plan the same checks and the
    /// missing formatter is said once, as the build's problem.
    package func leavingOutDeviceTokenFormatter() -> DeclaredPackage {
        guard declaration.deviceTokenFormatter != nil, case .object(var root) = declaration.json else { return self }
        root["deviceTokenFormatter"] = nil
        let json = JSON.object(root)
        let declaration = (try? ConformanceDeclaration.parse(json, file: declaration.file, store: store)) ?? declaration
        return DeclaredPackage(declaration: declaration, settings: settings, files: files, store: store)
    }
}
