import Foundation

/// The revisions SwiftPM resolved the packages a build fetched to, as its `Package.resolved` records them.
package enum DependencyPins {
    /// Each pinned package's revision, by identity; `nil` when the file is missing or pins nothing.
    package static func read(_ file: URL) -> [String: String]? {
        guard let data = AuthorWrittenFile.read(file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        // Version 1 nests its pins under `object`, versions 2 and 3 keep them at the top.
        let pins = (json["pins"] ?? (json["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
        var revisions: [String: String] = [:]
        for pin in pins {
            guard let identity = (pin["identity"] ?? pin["package"]) as? String,
                  let revision = (pin["state"] as? [String: Any])?["revision"] as? String else { continue }
            revisions[identity.lowercased()] = revision
        }
        return revisions.isEmpty ? nil : revisions
    }

    /// Why the package's own pins disagree with the certified revisions, or `nil` when they agree: each dependency the
    /// package pins must be pinned at the revision certified.
    package static func mismatch(certified: [String: String], pinned: [String: String]) -> String? {
        let differing = certified.keys.sorted().compactMap { identity -> String? in
            guard let pin = pinned[identity], pin != certified[identity] else { return nil }
            return "\(identity) at \(pin.prefix(12)), certified at \(certified[identity]!.prefix(12))"
        }
        return differing.isEmpty ? nil : "the package's Package.resolved pins " + differing.joined(separator: "; ")
    }
}
