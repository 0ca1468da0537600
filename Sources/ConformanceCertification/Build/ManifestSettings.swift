import ConformanceEngine
import Foundation

/// The build settings a package's manifest gives its targets that reach past what SwiftPM checks: unsafe flags and
/// linker settings, as `swift package dump-package` reads the manifest. Listed for review: what they link is refused
/// when it is unsafe (`ProgramLinkage`), and a flag can do more than link.
package enum ManifestSettings {
    /// Each such setting, as `Package.swift: target T: tool kind [values]`.
    package static func findings(dumpJSON text: String) -> [String] {
        PackageTree.object(text).map(findings(dump:)) ?? []
    }

    /// The findings in a manifest as `swift package dump-package` reads it.
    package static func findings(dump json: [String: Any]) -> [String] {
        guard let targets = json["targets"] as? [[String: Any]] else { return [] }
        var found: [String] = []
        for target in targets {
            let name = target["name"] as? String ?? "?"
            for setting in target["settings"] as? [[String: Any]] ?? [] {
                guard let tool = setting["tool"] as? String, let kind = setting["kind"] as? [String: Any],
                      let (label, value) = kind.first, label == "unsafeFlags" || tool == "linker" else { continue }
                let values = ((value as? [String: Any])?["_0"]).map { "\($0)" } ?? ""
                found.append("Package.swift: target \(name): \(tool) \(label) \(values)")
            }
        }
        return found.sorted()
    }
}
