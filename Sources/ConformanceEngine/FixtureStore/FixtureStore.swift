import Foundation
import GoldenFixtures

/// Reads golden fixture files, each parsed once and checked against the fixture schema before it is decoded.
package struct FixtureStore: Sendable {
    /// The folder holding `schema/` and one folder per contract.
    package let directory: URL
    private let parsed = ParsedFiles()

    /// The store over the fixtures shipped with the kit: one per process, so that each file is read, parsed and checked
    /// against the schema once however many plans are made (issue 34: every plan of the kit's suite parsed and checked
    /// every file again, a tenth of its time).
    package static func bundled() throws -> FixtureStore {
        try shipped.get()
    }

    private static let shipped: Result<FixtureStore, InputFileError> = {
        guard let directory = GoldenFixtures.directory else {
            return .failure(InputFileError(file: "golden/", message: "the kit's fixture bundle was not found at run time"))
        }
        return .success(FixtureStore(directory: directory))
    }()

    /// The folder holding `schema/`: the store's own unless it is a store of reference vectors, checked against the
    /// kit's fixture schema.
    private let schemaDirectory: URL

    package init(directory: URL, schemaDirectory: URL? = nil) {
        self.directory = directory
        self.schemaDirectory = schemaDirectory ?? directory
    }

    /// The fixture files of one contract, sorted by name, as paths relative to the store.
    package func files(of contract: Contract) throws -> [String] {
        let folder = directory.appendingPathComponent(contract.rawValue)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            // A contract that judges nothing on fixtures (the app's configuration, read from its files) has no folder.
            if let entry = ContractRegistry.contracts.first(where: { $0.contract == contract }), entry.referenceKinds.isEmpty,
               entry.fixtureKinds.values.allSatisfy(\.isEmpty) {
                return []
            }
            throw InputFileError(file: "\(contract.rawValue)/", message: "fixture folder missing at \(folder.path)")
        }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(contract.rawValue)/\($0)" }
    }

    /// The parsed JSON of a file in the store, read and parsed the first time it is asked for.
    package func json(_ file: String) throws -> JSON {
        if let cached = parsed[file] { return cached }
        let url = (file.hasPrefix("schema/") ? schemaDirectory : directory).appendingPathComponent(file)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InputFileError(file: file, message: "cannot read \(url.path): \(error.localizedDescription)")
        }
        do {
            let value = try JSONReader.parse(data)
            parsed[file] = value
            return value
        } catch {
            throw InputFileError(file: file, jsonPath: (error as? JSONReader.SyntaxError)?.path ?? "$", message: "not valid JSON: \(error)")
        }
    }

    /// The file's `kind`, which says how its cases are decoded and run.
    package func kind(of file: String) throws -> String? {
        try json(file).objectValue?["kind"]?.stringValue
    }

    /// The description of a fixture case, if the store has it.
    package func caseDescription(_ fixture: FixtureCase) -> String? {
        guard let root = try? json(fixture.file).objectValue else { return nil }
        let cases = root["cases"]?.arrayValue ?? []
        return cases.first { $0.objectValue?["id"]?.stringValue == fixture.id }?.objectValue?["description"]?.stringValue
    }

    /// The fixture schema every fixture file must satisfy.
    package func schema() throws -> JSONSchemaValidator {
        JSONSchemaValidator(schema: try json("schema/fixture.schema.json"))
    }

    /// Decodes a fixture file after checking it against the schema; every fault names the file and path.
    package func load<Fixture: Decodable>(_ type: Fixture.Type, from file: String) throws -> Fixture {
        let value = try json(file)
        // Checked once per file: the files a store has read do not change under it.
        if !parsed.isChecked(file) {
            if let first = try schema().violations(of: value).first {
                throw InputFileError(file: file, jsonPath: first.path, message: first.message)
            }
            parsed.markChecked(file)
        }
        do {
            return try JSONValueDecoder().decode(Fixture.self, from: value)
        } catch {
            throw InputFileError(file: file, decoding: error)
        }
    }

    /// The contract's fixture files that carry one of the kinds, each decoded by the handler for its kind.
    ///
    /// A file of a kind the contract does not list is an error, so a misspelt kind never silently runs nothing;
    /// `skipping` names kinds that the kit's own tests run rather than module checks.
    package func cases<Result>(of contract: Contract, skipping: Set<String> = [],
                               _ handlers: [String: (String) throws -> [Result]]) throws -> [Result] {
        var results: [Result] = []
        for file in try files(of: contract) {
            let kind = try kind(of: file)
            if let kind, skipping.contains(kind) { continue }
            guard let kind, let handler = handlers[kind] else {
                throw InputFileError(file: file, jsonPath: "$.kind", message: "unknown fixture kind '\(kind ?? "none")'")
            }
            results += try handler(file)
        }
        return results
    }
}

/// The files a store has parsed, each kept after its first read.
private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: JSON] = [:]
    private var checked: Set<String> = []

    subscript(file: String) -> JSON? {
        get { lock.lock(); defer { lock.unlock() }; return values[file] }
        set { lock.lock(); values[file] = newValue; lock.unlock() }
    }

    /// Whether the file passed the schema check.
    func isChecked(_ file: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return checked.contains(file)
    }

    func markChecked(_ file: String) {
        lock.lock()
        checked.insert(file)
        lock.unlock()
    }
}
