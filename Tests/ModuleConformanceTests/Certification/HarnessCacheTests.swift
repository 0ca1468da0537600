import ConformanceCertification
import Foundation
import Testing

@Suite("The harness cache keeps the harnesses used last and removes the rest")
struct HarnessCacheTests {
    /// A cache folder holding `count` harnesses, the first used most recently, and one certifier's folder left alone.
    func cache(_ count: Int) throws -> HarnessCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-cache-\(UUID().uuidString)")
        for index in 0..<count {
            let harness = folder.appendingPathComponent("harness-\(index)")
            try FileManager.default.createDirectory(at: harness, withIntermediateDirectories: true)
            try Data("dependencies: [\n    .package(path: \"/packages/p\(index)\"),\n".utf8).write(to: harness.appendingPathComponent("Package.swift"))
            HarnessCache.touch(harness)
            let marker = HarnessStamp.certifiersFolder(of: harness).appendingPathComponent("last-used")
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -Double(index) * 3_600)], ofItemAtPath: marker.path)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("harness-gone.certifier"), withIntermediateDirectories: true)
        return HarnessCache(folder: folder)
    }

    @Test("A run keeps the six used last and the one it uses, and removes the rest and the certifier's folders left alone")
    func prune() throws {
        let cache = try cache(9)
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        #expect(cache.entries.map(\.folder.lastPathComponent) == (0..<9).map { "harness-\($0)" }, "most recently used first")
        #expect(cache.entries.first?.package == "/packages/p0")
        let using = cache.folder.appendingPathComponent("harness-8")
        let removed = cache.prune(using: using)
        #expect(Set(removed.map(\.lastPathComponent)) == ["harness-6", "harness-7", "harness-gone.certifier"])
        #expect(cache.entries.map(\.folder.lastPathComponent) == (0..<6).map { "harness-\($0)" } + ["harness-8"])
        #expect(!FileManager.default.fileExists(atPath: cache.folder.appendingPathComponent("harness-6.certifier").path))
        // Within the bound, nothing goes.
        #expect(try self.cache(4).prune().filter { $0.lastPathComponent != "harness-gone.certifier" }.isEmpty)
    }

    @Test("A run that has only begun keeps its folders from another run's prune: touching makes the harness folder, and a certifier's folder used lately stays even without one")
    func beginningRun() throws {
        let cache = try cache(2)
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        let starting = cache.folder.appendingPathComponent("harness-starting")
        HarnessCache.touch(starting)
        #expect(FileManager.default.fileExists(atPath: starting.path), "touch makes the harness folder")
        // A run of an earlier kit, which touched its marker but had not made its harness folder yet.
        let earlier = cache.folder.appendingPathComponent("harness-earlier")
        HarnessCache.touch(earlier)
        try FileManager.default.removeItem(at: earlier)
        let removed = cache.prune().map(\.lastPathComponent)
        #expect(!removed.contains("harness-starting") && !removed.contains("harness-earlier.certifier"), "\(removed)")
        #expect(FileManager.default.fileExists(atPath: HarnessStamp.certifiersFolder(of: earlier).path))
        #expect(removed.contains("harness-gone.certifier"), "a certifier's folder long left alone still goes")
    }

    @Test("Clearing removes every harness, and sizes are read from the files")
    func clear() throws {
        let cache = try cache(2)
        defer { try? FileManager.default.removeItem(at: cache.folder) }
        #expect(cache.entries.allSatisfy { $0.size > 0 })
        cache.prune(keeping: 0)
        #expect(cache.entries.isEmpty)
    }
}
