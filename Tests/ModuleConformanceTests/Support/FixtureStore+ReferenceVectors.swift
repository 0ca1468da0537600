import ConformanceEngine
import ReferenceVectors

extension FixtureStore {
    /// The store over the reference vectors (`golden/reference/`), checked against the kit's fixture schema.
    static func referenceVectors() throws -> FixtureStore {
        guard let directory = ReferenceVectors.directory else {
            throw InputFileError(file: "golden/reference/", message: "the reference vectors' bundle was not found at run time")
        }
        return FixtureStore(directory: directory, schemaDirectory: try bundled().directory)
    }
}
