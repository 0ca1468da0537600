import ConformanceCertification
import Foundation

/// The program this command runs as, digested by content when it starts: certify seals only if the file it was started
/// from still has those bytes after the author's code ran, so a program swapped in the kit's `.build` during a run
/// (for the next `swift run` to start with the key in its environment) is caught in that run.
struct RunningProgram {
    /// The program's file.
    let file: URL
    /// Its SHA-256 when the command started; `nil` when it could not be read.
    let digest: String?

    init() {
        file = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        digest = FileDigest.sha256(of: file)
    }

    /// Why the report may not be sealed because the program or the kit it was built from lies inside `package`, the
    /// package certified, or `nil`: then the package's build made it (`swift run` from the package's folder, the kit
    /// resolved as its dependency), running the author's manifest, plugins and choice of kit outside any boundary
    /// (trial 33e, M87).
    func builtByPackage(_ package: URL, kit: URL) -> String? {
        let root = package.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let inside = [file.path, kit.standardizedFileURL.resolvingSymlinksInPath().path + "/"].first { $0.hasPrefix(root) }
        return inside.map {
            "certify runs from \($0), inside the package it certifies: that package's build made it, so the author's manifest "
                + "and choice of kit ran outside the boundary; certify from the certifier's own checkout of the kit (swift run "
                + "module-conformance certify PACKAGE there)"
        }
    }

    /// Why the report may not be sealed because the program changed, or `nil` when it is as it was.
    var changedReason: String? {
        guard let digest, FileDigest.sha256(of: file) != digest else { return nil }
        return "the program certify runs from (\(file.path)) changed while it ran; rebuild the kit from its commit and "
            + "certify again"
    }
}
