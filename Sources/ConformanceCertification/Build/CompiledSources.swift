import ConformanceEngine
import Foundation

/// Which of the package's Swift sources the harness build compiled, target by target, against the package as SwiftPM
/// describes it outside that build: a manifest that gives the harness build other sources (clean ones, say) than
/// the package ships is caught, and a source of the package that no build compiles is listed for review.
package enum CompiledSources {
    /// The sources under `package` each module of the harness build compiled, by module, relative to `package`.
    package static func compiled(harness: URL, package: URL) -> [String: [String]] {
        let root = package.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        var modules: [String: [String]] = [:]
        // The harness's own targets are the kit's generated code, not the package's, even where the harness lies inside
        // the package (the plugin's, under its .build): the sixth trial saw them listed for review. Only these names in
        // only that folder: no target of the package can share a name with them in one build.
        let harnessRoot = harness.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let generated: Set<String> = [HarnessPackage.executableName, HarnessPackage.classesName, HarnessRunner.testTarget]
        for command in HarnessBuildDescription.swiftCommands(harness: harness) {
            guard let module = command["moduleName"] as? String, let sources = command["sources"] as? [String] else { continue }
            if generated.contains(module), sources.allSatisfy({
                URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path.hasPrefix(harnessRoot)
            }) { continue }
            // What SwiftPM derives in the harness's build folder (a target's resource accessor) is SwiftPM's, not the
            // package's: the seventh trial saw the kit's GoldenFixtures listed where the plugin's harness lies in the package.
            let derived = harnessRoot + ".build/"
            let own = sources.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
                .filter { $0.hasPrefix(root) && !$0.hasPrefix(derived) }.map { String($0.dropFirst(root.count)) }
            if !own.isEmpty { modules[module, default: []] += own }
        }
        return modules.mapValues { $0.sorted() }
    }

    /// The C, C++ and Objective-C sources under `package` the harness build compiled, by module, relative to `package`:
    /// each object file in a target's folder of the build that is not Swift's, matched to the one file of the package
    /// whose path ends as the object's does within its folder (in the target's own folder when several do). SwiftPM's
    /// description lists Swift commands only, so these come from the objects (issue 32: C targets were missing from the
    /// report's compiled sources).
    package static func cFamily(harness: URL, package: URL) -> [String: [String]] {
        let files = PackageCopy.entries(in: package).filter { !$0.isFolder }.map(\.relative)
        var modules: [String: [String]] = [:]
        for (module, object) in HarnessBuildDescription.objectFiles(harness: harness) {
            let name = object.lastPathComponent
            guard name.hasSuffix(".o"), !name.hasSuffix(".swift.o"), !name.hasSuffix(".swiftmodule.o") else { continue }
            let targetFolder = object.path.components(separatedBy: "/\(module).build/")
            guard targetFolder.count == 2 else { continue }
            let relative = String(targetFolder[1].dropLast(2))
            let candidates = files.filter { $0 == relative || $0.hasSuffix("/" + relative) }
            let chosen = candidates.count == 1 ? candidates : candidates.filter { $0.contains("/\(module)/") }
            if chosen.count == 1 { modules[module, default: []].append(chosen[0]) }
        }
        return modules.mapValues { $0.sorted() }
    }

    /// The sources of each non-test target as `swift package describe` reads the manifest, relative to the package;
    /// `nil` when it cannot be read.
    package static func described(package: URL, sandbox: Sandbox?) -> [String: [String]]? {
        PackageTree.json(["describe", "--type", "json"], package: package, sandbox: sandbox).flatMap(described(json:))
    }

    /// The same, from the JSON `swift package describe --type json` prints.
    package static func described(json text: String) -> [String: [String]]? {
        PackageTree.object(text).flatMap(described(json:))
    }

    private static func described(json: [String: Any]) -> [String: [String]]? {
        guard let targets = json["targets"] as? [[String: Any]] else { return nil }
        var described: [String: [String]] = [:]
        for target in targets where (target["type"] as? String) != "test" {
            guard let name = target["c99name"] as? String ?? target["name"] as? String, let path = target["path"] as? String,
                  let sources = target["sources"] as? [String] else { continue }
            let swift = sources.filter { $0.hasSuffix(".swift") }.map { relative(path + "/" + $0) }.sorted()
            if !swift.isEmpty { described[name] = swift }
        }
        return described
    }

    /// A path within the package as the build names it: `.` segments dropped and `..` taken back, so that a target whose
    /// `path:` is `.` or climbs back (`Sources/../Sources/Acme`) describes the same files the build compiled (review 31's
    /// dotpath: `./Sources/Acme/Link.swift` was taken for another file than `Sources/Acme/Link.swift`).
    static func relative(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
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

    /// The package's Swift sources (in its copy, `.swiftpm` included) that no compiled target holds: the manifests, the
    /// author's tests and plugins (the top-level `Tests` and `Plugins` folders) left out.
    package static func uncompiled(package: URL, compiled: [String: [String]]) -> [String] {
        // By bytes: Swift's String takes two encodings of an accented name for one.
        let built = Set(compiled.values.joined().map { Array($0.utf8) })
        return PackageCopy.entries(in: package).filter { !$0.isFolder }.map(\.relative)
            .filter { $0.hasSuffix(".swift") && !($0.hasPrefix("Package") && !$0.contains("/")) && !built.contains(Array($0.utf8))
                && !$0.hasPrefix("Tests/") && !$0.hasPrefix("Plugins/") }
    }
}
