import Foundation

/// What a harness build compiled: the Swift compile commands, as SwiftPM describes them in `.build/debug/description.json`
/// (each module's name, sources and object files), and the object files of every target's folder. The build folder is
/// one the author's code could write, so the description is read only as a regular file (`AuthorWrittenFile`).
package enum HarnessBuildDescription {
    /// Each Swift module's command; empty when the build has written none.
    package static func swiftCommands(harness: URL) -> [[String: Any]] {
        guard let data = AuthorWrittenFile.read(harness.appendingPathComponent(".build/debug/description.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let commands = json["swiftCommands"] as? [String: [String: Any]] else { return [] }
        return commands.keys.sorted().compactMap { commands[$0] }
    }

    /// Each object file under each target's folder (`<Module>.build`) of the harness's build folder, with its module's
    /// name, C-family targets' included (the description lists Swift commands only); links are not followed.
    package static func objectFiles(harness: URL) -> [(module: String, file: URL)] {
        let folder = harness.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return targets.filter { $0.hasSuffix(".build") }.sorted().flatMap { name -> [(module: String, file: URL)] in
            let target = folder.appendingPathComponent(name)
            let module = String(name.dropLast(".build".count))
            guard let walker = FileManager.default.enumerator(at: target, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
            return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "o" }.sorted { $0.path < $1.path }.map { (module, $0) }
        }
    }
}
