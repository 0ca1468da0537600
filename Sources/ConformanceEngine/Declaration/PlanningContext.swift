import Foundation

/// What a contract's planning step is given: the package's declaration, its settings.json and the other files it names,
/// the module classes found by name, and the run's options; its checks, and a failing setup check for each problem it finds, are its answer.
package struct PlanningContext: Sendable {
    package let declaration: ConformanceDeclaration
    package let settings: SettingsFile
    /// The files the declaration's top-level sections name, as JSON, by the path it gives (`DeclaredPackage.files`).
    package let files: [String: JSON]
    /// The classes found in the product (or the one line's list), by the name settings.json uses.
    package let classes: [String: ModuleClass]
    package let deviceTokenFormatter: (@Sendable (Data) -> String)?
    package let options: ConformanceOptions
    package let store: FixtureStore

    /// A failing setup check for a problem found in `file`, naming where it can be fixed.
    package func problem(_ message: String, in file: String) -> ConformanceCheck {
        .setupFailure(message, fixture: file)
    }

    /// The checks a contract's builder makes, or one failing setup check for a fixture or declaration fault.
    package func built(_ build: (FixtureStore) throws -> [ConformanceCheck]) -> [ConformanceCheck] {
        ConformanceCheck.built(options: options, store: { store }, build)
    }
}

/// A contract's section of a module's entry in the declaration file, such as `continuity`, and how it is read.
package struct DeclarationSection: Sendable {
    /// The section's key under a module, as the declaration schema names it.
    package let key: String
    /// Reads the section's object, found at `path` in `file`; a fault, an `InputFileError`, names the file and the JSON path.
    package let read: @Sendable (_ section: [String: JSON], _ path: String, _ file: String) throws -> any Sendable
}
