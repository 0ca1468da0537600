import Foundation

/// Which of the package's Swift sources the harness build compiled, target by target, against the package as SwiftPM
/// describes it outside that build: a manifest that gives the harness build other sources (clean ones, say) than
/// the package ships is caught, and a source of the package that no build compiles is listed for review.
package enum CompiledSources {
    /// The sources under `package` each module of the harness build compiled, by module, relative to `package`.
    package static func compiled(harness: URL, package: URL) -> [String: [String]] {
        let root = package.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        guard let data = FileManager.default.contents(atPath: harness.appendingPathComponent(".build/debug/description.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let commands = json["swiftCommands"] as? [String: [String: Any]] else { return [:] }
        var modules: [String: [String]] = [:]
        for command in commands.values {
            guard let module = command["moduleName"] as? String, let sources = command["sources"] as? [String] else { continue }
            let own = sources.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
                .filter { $0.hasPrefix(root) }.map { String($0.dropFirst(root.count)) }
            if !own.isEmpty { modules[module, default: []] += own }
        }
        return modules.mapValues { $0.sorted() }
    }

    /// The sources of each non-test target as `swift package describe` reads the manifest, relative to the package;
    /// `nil` when it cannot be read.
    package static func described(package: URL, sandbox: Sandbox?) -> [String: [String]]? {
        let command = ["swift", "package", "--package-path", package.path, "describe", "--type", "json"]
        let lines = EventLog<String>()
        let run = ChildProcess.run(sandbox?.wrap(command) ?? command, budget: .seconds(300), onLine: lines.append)
        guard run.succeeded else { return nil }
        return described(json: lines.values.joined(separator: "\n"))
    }

    /// The same, from the JSON `swift package describe --type json` prints.
    package static func described(json text: String) -> [String: [String]]? {
        guard let start = text.firstIndex(of: "{"), let data = String(text[start...]).data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = json["targets"] as? [[String: Any]] else { return nil }
        var described: [String: [String]] = [:]
        for target in targets where (target["type"] as? String) != "test" {
            guard let name = target["c99name"] as? String ?? target["name"] as? String, let path = target["path"] as? String,
                  let sources = target["sources"] as? [String] else { continue }
            let swift = sources.filter { $0.hasSuffix(".swift") }.map { path + "/" + $0 }.sorted()
            if !swift.isEmpty { described[name] = swift }
        }
        return described
    }

    /// A problem for each target whose compiled sources differ from the described ones.
    package static func mismatches(compiled: [String: [String]], described: [String: [String]]) -> [String] {
        described.keys.sorted().compactMap { target in
            guard let list = compiled[target], list != described[target] else { return nil }
            let expected = Set(described[target] ?? []), built = Set(list)
            return "the harness build compiled other sources for target \(target) than the package describes: "
                + "compiled only \(built.subtracting(expected).sorted()), left out \(expected.subtracting(built).sorted()); "
                + "the manifest must describe the same target whoever builds it"
        }
    }

    /// The package's Swift sources no compiled target holds: outside its top-level `.build`, `.git`, `.swiftpm`,
    /// `Tests` and `Plugins` folders, manifests left out.
    package static func uncompiled(package: URL, compiled: [String: [String]]) -> [String] {
        let root = package.standardizedFileURL.resolvingSymlinksInPath()
        let built = Set(compiled.values.joined())
        var found: [String] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker {
            if walker.level == 1, [".build", ".git", ".swiftpm", "Tests", "Plugins"].contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            let name = url.lastPathComponent
            guard url.pathExtension == "swift", !(walker.level == 1 && name.hasPrefix("Package")) else { continue }
            let relative = String(url.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1))
            if !built.contains(relative) { found.append(relative) }
        }
        return found.sorted()
    }
}

/// The build settings a package's manifest gives its targets that reach past what SwiftPM checks: unsafe flags and
/// linker settings, as `swift package dump-package` reads the manifest. Listed for review: what they link is refused
/// when it is unsafe (`ProgramLinkage`), and a flag can do more than link.
package enum ManifestSettings {
    /// Each such setting, as `Package.swift: target T: tool kind [values]`.
    package static func findings(dumpJSON text: String) -> [String] {
        guard let start = text.firstIndex(of: "{"), let data = String(text[start...]).data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = json["targets"] as? [[String: Any]] else { return [] }
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

    /// The findings for the package at `package`, reading its manifest inside `sandbox`; `nil` when it cannot be read.
    package static func findings(package: URL, sandbox: Sandbox?) -> [String]? {
        let command = ["swift", "package", "--package-path", package.path, "dump-package"]
        let lines = EventLog<String>()
        let run = ChildProcess.run(sandbox?.wrap(command) ?? command, budget: .seconds(300), onLine: lines.append)
        return run.succeeded ? findings(dumpJSON: lines.values.joined(separator: "\n")) : nil
    }
}
