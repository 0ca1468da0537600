import ConformanceEngine
import Foundation
import HarnessJournal

extension KitIdentity {
    /// The digest of the clause catalog as `module-conformance catalog` prints it.
    package static var catalogDigest: String {
        SHA256.hex(ClauseCatalog.json())
    }

    /// The fixture and schema files of a store, by path relative to its folder, sorted.
    private static func fixtureFiles(_ store: FixtureStore) -> [String] {
        let root = store.directory.standardizedFileURL
        return (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "json" }
            .map { String($0.standardizedFileURL.path.dropFirst(root.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")) }
            .sorted()
    }

    /// Whether two stores hold the same fixture and schema files, byte for byte: what `fixturesDigest` would say,
    /// without hashing (the harness's copy of the fixtures is compared with the certifier's on every run).
    package static func sameFixtures(_ one: FixtureStore, _ other: FixtureStore) -> Bool {
        let files = fixtureFiles(one)
        guard files == fixtureFiles(other) else { return false }
        return files.allSatisfy { file in
            let mine = try? Data(contentsOf: one.directory.appendingPathComponent(file))
            return mine != nil && mine == (try? Data(contentsOf: other.directory.appendingPathComponent(file)))
        }
    }

    /// The digest of every fixture and schema file, by relative path and content.
    package static func fixturesDigest(_ store: FixtureStore) -> String {
        let root = store.directory.standardizedFileURL
        let files = fixtureFiles(store)
        var bytes: [UInt8] = []
        for file in files {
            bytes += Array(file.utf8) + [0]
            bytes += Array((try? Data(contentsOf: root.appendingPathComponent(file))) ?? Data()) + [0]
        }
        return SHA256.hex(bytes: SHA256.digest(bytes))
    }
}
