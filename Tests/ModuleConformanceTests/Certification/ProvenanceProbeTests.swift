import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// What a report's provenance says of the package: a digest of exactly its files, and whether its tree is clean.
@Suite("The package's digest and state cover every file that can be compiled")
struct ProvenanceProbeTests {
    /// A package in a git repository of its own, committed, with `.gitignore` ignoring every `.build*` folder.
    func package() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Pay"), withIntermediateDirectories: true)
        try Data("// manifest\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data("class Pay {}\n".utf8).write(to: folder.appendingPathComponent("Sources/Pay/Pay.swift"))
        try Data(".build*/\n".utf8).write(to: folder.appendingPathComponent(".gitignore"))
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=a", "-c", "user.email=a@example.invalid", "commit", "-q", "-m", "p"]] {
            #expect(ChildProcess.run(["git", "-C", folder.path] + arguments, budget: .seconds(20)).succeeded)
        }
        return folder
    }

    @Test("The top-level .build is left out; a .build-src folder or a .build deeper down counts, ignored or not")
    func digest() throws {
        let folder = try package()
        let clean = ProvenanceProbe.sourcesDigest(folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data("object".utf8).write(to: folder.appendingPathComponent(".build/debug/Pay.o"))
        #expect(ProvenanceProbe.sourcesDigest(folder) == clean, "the build's own folder is not the package's")
        #expect(ProvenanceProbe.git(folder, strict: true).dirty == false, "nor does it make the tree dirty")
        for hidden in [".build-src/Pay.swift", "Sources/Pay/.build/Pay.swift"] {
            let url = folder.appendingPathComponent(hidden)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("class Pay { var buggy = true }\n".utf8).write(to: url)
            #expect(ProvenanceProbe.sourcesDigest(folder) != clean, "\(hidden) is a source the build may compile")
            #expect(ProvenanceProbe.git(folder, strict: true).dirty == true, "\(hidden), ignored by git, still makes the tree dirty")
            #expect(ProvenanceProbe.git(folder).dirty == false, "as the kit reads its own checkout, an ignored file is no change")
            try FileManager.default.removeItem(at: url)
        }
    }
}
