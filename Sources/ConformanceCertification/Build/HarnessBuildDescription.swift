import Foundation

/// The Swift compile commands of a harness build, as SwiftPM describes them in `.build/debug/description.json`: each
/// module's name, sources and object files. The file lies in the build folder the author's code could write, so it is
/// read only as a regular file (`AuthorWrittenFile`).
package enum HarnessBuildDescription {
    /// Each Swift module's command; empty when the build has written none.
    package static func swiftCommands(harness: URL) -> [[String: Any]] {
        guard let data = AuthorWrittenFile.read(harness.appendingPathComponent(".build/debug/description.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let commands = json["swiftCommands"] as? [String: [String: Any]] else { return [] }
        return commands.keys.sorted().compactMap { commands[$0] }
    }
}
