import ConformanceEngine
import Foundation

/// The SHA-256 of a file's bytes, as hex. A program of several megabytes takes the kit's own implementation about a
/// second in a debug build, so the system's `sha256sum` (or `shasum -a 256`) computes it where one is installed, in
/// the system's folders; the kit's own implementation is the fallback.
package enum FileDigest {
    package static func sha256(of file: URL) -> String? {
        for tool in [["/usr/bin/sha256sum"], ["/bin/sha256sum"], ["/usr/bin/shasum", "-a", "256"]]
        where FileManager.default.isExecutableFile(atPath: tool[0]) {
            let run = ChildProcess.run(tool + ["--", file.path], budget: .seconds(60))
            if run.succeeded, let line = run.tail.last, let hex = line.split(separator: " ").first, hex.count == 64,
               hex.allSatisfy(\.isHexDigit) {
                return hex.lowercased()
            }
        }
        guard let bytes = try? Data(contentsOf: file, options: .alwaysMapped) else { return nil }
        return SHA256.hex(bytes: SHA256.digest(bytes))
    }
}
