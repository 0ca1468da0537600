@testable import ConformanceCertification
import Foundation
import Testing

/// What the boundary's writable folders hold, as the meter counts it.
@Suite("The scratch meter counts the bytes of the files in a folder")
struct ScratchMeterTests {
    @Test("Files in nested folders count by their size; a link counts for nothing and is not followed")
    func countsFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("meter-\(UUID().uuidString)")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("meter-outside-\(UUID().uuidString)")
        defer { for folder in [root, outside] { try? FileManager.default.removeItem(at: folder) } }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(count: 1_000).write(to: root.appendingPathComponent("one"))
        try Data(count: 2_345).write(to: root.appendingPathComponent("a/b/two"))
        try Data(count: 50_000).write(to: outside.appendingPathComponent("big"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("a/link"), withDestinationURL: outside)
        #expect(ScratchMeter.bytes(in: root) == 3_345)
        #expect(ScratchMeter.bytes(in: root.appendingPathComponent("missing")) == 0)
    }
}
