import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// The stamp that lets a warm certify skip the harness's build: current only while nothing the build reads changed.
@Suite("The harness build stamp")
struct HarnessStampTests {
    /// An author package, a kit and a written harness with a stand-in program, all older than the stamp.
    func fixture() throws -> (stamp: HarnessStamp, author: URL, kit: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)")
        let author = root.appendingPathComponent("PayModule"), kit = root.appendingPathComponent("kit")
        for folder in [author.appendingPathComponent("Sources/PayModule"), kit.appendingPathComponent("Sources/Engine")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("// manifest".utf8).write(to: author.appendingPathComponent("Package.swift"))
        try Data("class Pay {}".utf8).write(to: author.appendingPathComponent("Sources/PayModule/Pay.swift"))
        try Data("// kit".utf8).write(to: kit.appendingPathComponent("Sources/Engine/Engine.swift"))
        let harness = HarnessPackage(directory: author.appendingPathComponent(".build/module-conformance-harness"), authorPackage: author,
                                     kitRoot: kit, members: [.init(className: "Pay", productName: "PayModule")], deviceTokenFormatter: nil)
        try FileManager.default.createDirectory(at: harness.executable.deletingLastPathComponent(), withIntermediateDirectories: true)
        try harness.write()
        _ = FileManager.default.createFile(atPath: harness.executable.path, contents: Data("a built program".utf8),
                                           attributes: [.posixPermissions: 0o755])
        // Everything above is older than the stamp.
        let past = Date().addingTimeInterval(-60)
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
        }
        let stamp = HarnessStamp(harness: harness, toolchain: "Swift version 6.3.1")
        stamp.write()
        return (stamp, author, kit)
    }

    @Test("Current right after a build; a file in the package's own .build does not change that")
    func current() throws {
        let (stamp, author, _) = try fixture()
        #expect(stamp.isCurrent)
        try FileManager.default.createDirectory(at: author.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data("object".utf8).write(to: author.appendingPathComponent(".build/debug/Pay.o"))
        #expect(HarnessStamp(harness: stamp.harness, toolchain: stamp.toolchain).isCurrent, "the build's own folder is not an input")
    }

    @Test("Stale after a change to a source, a new file, a manifest, a source in a folder whose name starts with a dot, the kit, the toolchain, the harness's own sources or the program's bytes, whatever the files' times")
    func stale() throws {
        let changes: [(String, (URL, URL, HarnessStamp) throws -> HarnessStamp)] = [
            ("edited source", { author, _, stamp in
                try Data("class Pay { var x = 1 }".utf8).write(to: author.appendingPathComponent("Sources/PayModule/Pay.swift")); return stamp }),
            ("new source", { author, _, stamp in
                try Data("class New {}".utf8).write(to: author.appendingPathComponent("Sources/PayModule/New.swift")); return stamp }),
            ("manifest", { author, _, stamp in
                try Data("// manifest 2".utf8).write(to: author.appendingPathComponent("Package.swift")); return stamp }),
            // Issue 32's review: a target whose path starts with a dot, changed with its old time put back.
            ("source under a dot folder, its time kept", { author, _, stamp in
                let hidden = author.appendingPathComponent(".src/PayModule/Pay.swift")
                try FileManager.default.createDirectory(at: hidden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("class Pay { var claimsEverything = true }".utf8).write(to: hidden)
                try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: hidden.path)
                return stamp }),
            ("kit source", { _, kit, stamp in
                try Data("// kit 2".utf8).write(to: kit.appendingPathComponent("Sources/Engine/Engine.swift")); return stamp }),
            ("toolchain", { _, _, stamp in HarnessStamp(harness: stamp.harness, toolchain: "Swift version 6.4") }),
            // The program the stamp vouches for (built and found free of pre-main code) was replaced.
            ("program", { _, _, stamp in
                try Data("another program".utf8).write(to: stamp.harness.executable); return stamp }),
            // Swapped for other bytes of the same size, with the old modification time put back (issue 20).
            ("program of the same size and time", { _, _, stamp in
                let path = stamp.harness.executable.path
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                let size = try Data(contentsOf: stamp.harness.executable).count
                try Data(repeating: 0x2a, count: size).write(to: stamp.harness.executable)
                try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: path)
                return stamp }),
            ("harness sources", { _, _, stamp in
                let other = HarnessPackage(directory: stamp.harness.directory, authorPackage: stamp.harness.authorPackage,
                                           kitRoot: stamp.harness.kitRoot, members: [.init(className: "Other", productName: "PayModule")],
                                           deviceTokenFormatter: nil)
                try other.write()
                return HarnessStamp(harness: other, toolchain: stamp.toolchain) }),
        ]
        for (name, change) in changes {
            let (stamp, author, kit) = try fixture()
            let changed = try change(author, kit, stamp)
            // A run makes its stamp from the files as they are when it starts.
            let fresh = HarnessStamp(harness: changed.harness, toolchain: changed.toolchain)
            #expect(!fresh.isCurrent, "\(name) should make the stamp stale")
        }
    }

    @Test("A change to the generated sources during the build is seen")
    func sourcesChangedDuringBuild() throws {
        let (stamp, _, _) = try fixture()
        let before = stamp.sourcesDigest
        #expect(stamp.sourcesUnchanged(since: before))
        let main = stamp.harness.directory.appendingPathComponent("Sources/\(HarnessPackage.executableName)/main.swift")
        try Data("// rewritten by a manifest".utf8).write(to: main)
        #expect(!stamp.sourcesUnchanged(since: before))
    }

    @Test("No stamp, or no program, is never current")
    func missing() throws {
        let (stamp, _, _) = try fixture()
        try FileManager.default.removeItem(at: stamp.harness.executable)
        #expect(!stamp.isCurrent)
    }

    @Test("A change to the kit's checkout after a moment is seen, build folders left out; none is not")
    func kitChangedDuringBuild() throws {
        let (_, _, kit) = try fixture()
        // As certify marks the build's start: the kernel stamps files from a coarse clock that may lag Date() by a tick.
        let started = Date().addingTimeInterval(-1)
        #expect(!HarnessStamp.changed(kit, since: started))
        try FileManager.default.createDirectory(at: kit.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try Data("object".utf8).write(to: kit.appendingPathComponent(".build/engine.o"))
        #expect(!HarnessStamp.changed(kit, since: started), "build output is not the kit's source")
        try Data("// patched by a manifest".utf8).write(to: kit.appendingPathComponent("Sources/Engine/Engine.swift"))
        #expect(HarnessStamp.changed(kit, since: started))
    }
}

@Suite("The harness folder is keyed by the state of the kit")
struct KitFingerprintTests {
    @Test("A changed kit source or fixture changes the fingerprint; an example's file or a build folder does not")
    func fingerprint() throws {
        let kit = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: kit) }
        for folder in ["Sources/Engine", "golden/push", "Examples/Demo", ".build"] {
            try FileManager.default.createDirectory(at: kit.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: kit.appendingPathComponent(path))
        }
        try write("Package.swift", "// manifest")
        try write("Sources/Engine/A.swift", "let a = 1")
        try write("golden/push/x.json", "{}")
        let first = HarnessStamp.fingerprint(kit)
        #expect(HarnessStamp.fingerprint(kit) == first)
        try write("Examples/Demo/B.swift", "let b = 2")
        try write(".build/C.o", "object")
        #expect(HarnessStamp.fingerprint(kit) == first, "only what the harness builds of the kit counts")
        try write("Sources/Engine/A.swift", "let a = 10")
        let edited = HarnessStamp.fingerprint(kit)
        #expect(edited != first)
        try write("golden/push/y.json", "{}")
        #expect(HarnessStamp.fingerprint(kit) != edited)
    }
}
