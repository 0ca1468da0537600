import ConformanceCertification
import Foundation
import Testing

/// A fetched dependency's code is in no digest of the package: the report names the revision built (issue 32).
@Suite("The revisions of the packages a build fetched are recorded and compared with the package's pins")
struct DependencyPinsTests {
    @Test("Package.resolved of each version is read by identity; a file that pins nothing reads as none")
    func read() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let v2 = #"{"pins":[{"identity":"Helper","kind":"remoteSourceControl","location":"file:///d","state":{"branch":"main","revision":"aaa111"}}],"version":2}"#
        let v1 = #"{"object":{"pins":[{"package":"helper","repositoryURL":"file:///d","state":{"revision":"bbb222","version":"1.0.0"}}]},"version":1}"#
        for (name, text) in [("v2", v2), ("v1", v1), ("empty", #"{"pins":[],"version":3}"#)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        #expect(DependencyPins.read(folder.appendingPathComponent("v2")) == ["helper": "aaa111"])
        #expect(DependencyPins.read(folder.appendingPathComponent("v1")) == ["helper": "bbb222"])
        #expect(DependencyPins.read(folder.appendingPathComponent("empty")) == nil)
        #expect(DependencyPins.read(folder.appendingPathComponent("missing")) == nil)
    }

    @Test("Pins at the certified revisions agree; a dependency pinned at another revision is named")
    func mismatch() {
        let certified = ["helper": "aaa1112223334445", "other": "ccc"]
        #expect(DependencyPins.mismatch(certified: certified, pinned: ["helper": "aaa1112223334445"]) == nil)
        #expect(DependencyPins.mismatch(certified: certified, pinned: [:]) == nil, "a dependency the package does not pin is not compared")
        let named = DependencyPins.mismatch(certified: certified, pinned: ["helper": "ddd4445556667778", "other": "ccc"])
        #expect(named == "the package's Package.resolved pins helper at ddd444555666, certified at aaa111222333")
    }
}
