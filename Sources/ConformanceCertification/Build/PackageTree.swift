import ConformanceEngine
import Foundation

/// A package's folder as certify reads it: its files below some top-level folders, and what SwiftPM says of its
/// manifest when asked inside the boundary.
package enum PackageTree {
    /// Every regular file under `package`, with its path relative to it, leaving out the top-level folders named in
    /// `skippingAtTop` (a folder of that name deeper down is the package's and is read).
    static func files(in package: URL, skippingAtTop skipped: Set<String>) -> [(relative: String, url: URL)] {
        let root = package.standardizedFileURL.resolvingSymlinksInPath()
        var files: [(String, URL)] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        for case let url as URL in walker {
            if walker.level == 1, skipped.contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append((String(url.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1)), url))
        }
        return files
    }

    /// The JSON object a `swift package` command prints about `package` (run inside `sandbox`, since it evaluates the
    /// manifest), skipping anything printed before it; `nil` when the command fails or prints none.
    static func json(_ arguments: [String], package: URL, sandbox: Sandbox?) -> [String: Any]? {
        // Run as the author runs it, from the package's own folder: a manifest that tells the harness build apart by
        // its working directory describes here what the author's own build compiles.
        let command = ["swift", "package"] + arguments
        let lines = EventLog<String>()
        let run = ChildProcess.run(command, directory: package, sandbox: sandbox, budget: .seconds(300), onLine: lines.append)
        return run.succeeded ? object(lines.values.joined(separator: "\n")) : nil
    }

    /// The JSON object in `text`, from its first `{`.
    static func object(_ text: String) -> [String: Any]? {
        guard let start = text.firstIndex(of: "{"), let data = String(text[start...]).data(using: .utf8) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
}
