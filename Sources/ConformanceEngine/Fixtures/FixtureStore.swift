import Foundation
import GoldenFixtures
import ModuleInterfaces

/// Reads golden fixture files, validating each against the fixture schema before decoding it.
package struct FixtureStore: Sendable {
    /// The folder holding `schema/` and one folder per contract.
    package let directory: URL
    private let schemaCache = SchemaCache()

    /// The store over the fixtures shipped with the kit.
    package static func bundled() throws(FixtureError) -> FixtureStore {
        guard let directory = GoldenFixtures.directory else {
            throw FixtureError(file: "golden/", message: "the kit's fixture bundle was not found at run time")
        }
        return FixtureStore(directory: directory)
    }

    package init(directory: URL) {
        self.directory = directory
    }

    /// The fixture files of one contract, sorted by name, as paths relative to the store.
    package func files(of contract: Contract) throws(FixtureError) -> [String] {
        let folder = directory.appendingPathComponent(contract.rawValue)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw FixtureError(file: "\(contract.rawValue)/", message: "fixture folder missing at \(folder.path)")
        }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(contract.rawValue)/\($0)" }
    }

    /// The parsed JSON of a file in the store.
    package func json(_ file: String) throws(FixtureError) -> JSONValue {
        let url = directory.appendingPathComponent(file)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FixtureError(file: file, message: "cannot read \(url.path): \(error.localizedDescription)")
        }
        do {
            return try JSONReader.parse(data)
        } catch {
            throw FixtureError(file: file, jsonPath: error.path, message: "not valid JSON: \(error)")
        }
    }

    /// The description of a fixture case named `file#id`, if the store has it.
    package func caseDescription(_ fixture: String) -> String? {
        let parts = fixture.split(separator: "#", maxSplits: 1).map(String.init)
        guard parts.count == 2, let root = try? json(parts[0]).objectValue else { return nil }
        let cases = root["cases"]?.arrayValue ?? root["scenarios"]?.arrayValue ?? []
        return cases.first { $0.objectValue?["id"]?.stringValue == parts[1] }?.objectValue?["description"]?.stringValue
    }

    /// The fixture schema every fixture file must satisfy.
    package func schema() throws(FixtureError) -> JSONSchemaValidator {
        if let cached = schemaCache.validator { return cached }
        let validator = JSONSchemaValidator(schema: try json("schema/fixture.schema.json"))
        schemaCache.validator = validator
        return validator
    }

    /// Decodes a fixture file after checking it against the schema; every fault names the file and path.
    package func load<Fixture: Decodable>(_ type: Fixture.Type, from file: String) throws(FixtureError) -> Fixture {
        let value = try json(file)
        if let first = try schema().violations(of: value).first {
            throw FixtureError(file: file, jsonPath: first.path, message: first.message)
        }
        do {
            return try JSONDecoder().decode(Fixture.self, from: JSONEncoder().encode(value))
        } catch {
            throw FixtureError(file: file, decoding: error)
        }
    }
}

/// The schema, read once per store.
private final class SchemaCache: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: JSONSchemaValidator?

    var validator: JSONSchemaValidator? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
