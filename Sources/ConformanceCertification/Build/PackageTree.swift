import ConformanceEngine
import Foundation

/// What SwiftPM says of a package's manifest when asked inside the boundary.
package enum PackageTree {
    /// The JSON object a `swift package` command prints about `package` (run inside `sandbox`, since it evaluates the
    /// manifest), from its standard output only (what a manifest prints reaches standard error as SwiftPM's warning,
    /// and a `{` in it hid the description from the twenty-third review's certify), skipping anything printed before it;
    /// `nil` when the command fails or prints none.
    static func json(_ arguments: [String], package: URL, sandbox: Sandbox?) -> [String: Any]? {
        // Run as the author runs it, from the package's own folder: a manifest that tells the harness build apart by
        // its working directory describes here what the author's own build compiles.
        // Inside the boundary the package is read-only: SwiftPM keeps what it writes in the view's private /tmp. Without
        // one, in a folder of this call's own, so no lock on the package's .build (the plugin's host holds it) is waited on.
        let scratch = sandbox == nil ? FileManager.default.temporaryDirectory.appendingPathComponent("module-conformance-package-\(UUID().uuidString)")
            : URL(fileURLWithPath: "/tmp/module-conformance-package")
        defer { if sandbox == nil { try? FileManager.default.removeItem(at: scratch) } }
        let command = ["swift", "package", "--scratch-path", scratch.path] + arguments
        let lines = EventLog<String>()
        let run = ChildProcess.run(command, directory: package, sandbox: sandbox, budget: .seconds(300), discardingErrors: true, onLine: lines.append)
        return run.succeeded ? object(lines.values.joined(separator: "\n")) : nil
    }

    /// The JSON object in `text`, from its first `{`.
    static func object(_ text: String) -> [String: Any]? {
        guard let start = text.firstIndex(of: "{"), let data = String(text[start...]).data(using: .utf8) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
}
