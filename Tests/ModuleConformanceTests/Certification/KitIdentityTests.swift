import ConformanceCertification
import ConformanceEngine
import Foundation
import HarnessJournal
import Testing

/// The harness's copy of the fixtures is compared with the certifier's on every run, byte for byte.
@Suite("The harness's fixtures are the certifier's")
struct KitIdentityTests {
    /// A copy of the bundled fixtures in a scratch folder.
    func copyOfFixtures() throws -> FixtureStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try FixtureStore.bundled().directory, to: folder)
        return FixtureStore(directory: folder)
    }

    @Test("A faithful copy is the same, and has the same digest")
    func same() throws {
        let bundled = try FixtureStore.bundled(), copy = try copyOfFixtures()
        #expect(KitIdentity.sameFixtures(bundled, copy))
        #expect(KitIdentity.fixturesDigest(bundled) == KitIdentity.fixturesDigest(copy))
    }

    @Test("One changed byte, one file more or one file fewer is told apart, and the digest differs too")
    func differs() throws {
        let bundled = try FixtureStore.bundled()
        let changes: [(String, (URL) throws -> Void)] = [
            ("changed byte", { folder in
                let file = folder.appendingPathComponent("continuity/own-links.json")
                var data = try Data(contentsOf: file)
                data[data.count / 2] ^= 0x01
                try data.write(to: file) }),
            ("extra file", { folder in try Data("{}".utf8).write(to: folder.appendingPathComponent("push/extra.json")) }),
            ("missing file", { folder in try FileManager.default.removeItem(at: folder.appendingPathComponent("method/aggregation.json")) }),
        ]
        for (name, change) in changes {
            let copy = try copyOfFixtures()
            try change(copy.directory)
            #expect(!KitIdentity.sameFixtures(bundled, copy), "\(name)")
            #expect(KitIdentity.fixturesDigest(bundled) != KitIdentity.fixturesDigest(copy), "\(name)")
        }
    }
}
