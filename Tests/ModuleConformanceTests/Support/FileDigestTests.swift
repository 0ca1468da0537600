import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

@Suite("A file's digest")
struct FileDigestTests {
    @Test("The digest of a file is the kit's own SHA-256 of its bytes, whichever tool computes it; other bytes, another digest")
    func sameAsKit() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("digest-\(UUID().uuidString)")
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: file)
        #expect(FileDigest.sha256(of: file) == SHA256.hex(bytes: SHA256.digest(bytes)))
        var other = bytes
        other[100_000] ^= 1
        try other.write(to: file)
        #expect(FileDigest.sha256(of: file) == SHA256.hex(bytes: SHA256.digest(other)))
        #expect(FileDigest.sha256(of: file) != SHA256.hex(bytes: SHA256.digest(bytes)))
    }
}
