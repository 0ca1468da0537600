import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// What was compiled is what ships (issue 20): a manifest that gives the harness build other sources than it
/// describes is caught, and a source no target compiles is listed.
@Suite("The harness build compiled the sources the package describes")
struct CompiledSourcesTests {
    let described = """
        warning: a note SwiftPM printed first
        {"name": "Pay", "path": "/src/Pay", "targets": [
          {"name": "Pay", "c99name": "Pay", "type": "library", "path": "Sources/Pay", "sources": ["Pay.swift", "Link.swift"]},
          {"name": "PayTests", "c99name": "PayTests", "type": "test", "path": "Tests/PayTests", "sources": ["T.swift"]}
        ]}
        """

    @Test("The description is read target by target, tests left out; the same sources compiled are no mismatch")
    func same() throws {
        let targets = try #require(CompiledSources.described(json: described))
        #expect(targets == ["Pay": ["Sources/Pay/Link.swift", "Sources/Pay/Pay.swift"]])
        #expect(CompiledSources.mismatches(compiled: ["Pay": ["Sources/Pay/Link.swift", "Sources/Pay/Pay.swift"]], described: targets) == [])
    }

    @Test("Review 31's dotpath: a target whose path is '.' or climbs back describes the files the build compiled, so a benign package is not refused")
    func dottedTargetPath() throws {
        let dotted = """
            {"name": "Acme", "targets": [
              {"name": "Acme", "c99name": "Acme", "type": "library", "path": ".", "sources": ["Sources/Acme/Link.swift", "Sources/Acme/./AcmeLinks.swift"]},
              {"name": "Back", "c99name": "Back", "type": "library", "path": "Sources/../Other", "sources": ["B.swift"]}
            ]}
            """
        let targets = try #require(CompiledSources.described(json: dotted))
        #expect(targets == ["Acme": ["Sources/Acme/AcmeLinks.swift", "Sources/Acme/Link.swift"], "Back": ["Other/B.swift"]])
        #expect(CompiledSources.mismatches(compiled: ["Acme": ["Sources/Acme/AcmeLinks.swift", "Sources/Acme/Link.swift"],
                                                      "Back": ["Other/B.swift"]], described: targets) == [])
        #expect(CompiledSources.mismatches(compiled: ["Acme": ["Sources/Acme/Link.swift"], "Back": ["Other/B.swift"]], described: targets).count == 1)
    }

    @Test("A target the harness build compiled from other sources (a manifest that switches them) is named with both lists")
    func switched() throws {
        let targets = try #require(CompiledSources.described(json: described))
        let problems = CompiledSources.mismatches(compiled: ["Pay": ["Clean/Pay.swift", "Sources/Pay/Link.swift"]], described: targets)
        #expect(problems.count == 1 && problems[0].contains("target Pay") && problems[0].contains("compiled only [\"Clean/Pay.swift\"]")
                && problems[0].contains("left out [\"Sources/Pay/Pay.swift\"]"), "\(problems)")
    }

    @Test("The package is described as its author's own build reads it, from its own folder: a manifest keyed on the working directory describes the shipped sources")
    func describedFromThePackageFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("described-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Sources/Shipped", "Sources/Clean"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            try Data("public let x = 1\n".utf8).write(to: folder.appendingPathComponent(path + "/Pay.swift"))
        }
        try Data("""
            // swift-tools-version: 6.0
            import Foundation
            import PackageDescription
            let here = FileManager.default.currentDirectoryPath == Context.packageDirectory
            let package = Package(name: "Pay", targets: [.target(name: "Pay", path: here ? "Sources/Shipped" : "Sources/Clean")])

            """.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let targets = try #require(CompiledSources.described(package: folder, sandbox: nil))
        #expect(targets == ["Pay": ["Sources/Shipped/Pay.swift"]])
    }

    @Test("A Swift source no compiled target holds is listed; tests, plugins, the build folder and manifests are not")
    func uncompiled() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString)")
        for path in ["Sources/Pay", "Clean", "Tests/PayTests", "Plugins/P", ".build/x"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        for path in ["Package.swift", "Sources/Pay/Pay.swift", "Clean/Pay.swift", "Tests/PayTests/T.swift", "Plugins/P/p.swift", ".build/x/g.swift"] {
            try Data("// \(path)\n".utf8).write(to: folder.appendingPathComponent(path))
        }
        #expect(CompiledSources.uncompiled(package: folder, compiled: ["Pay": ["Clean/Pay.swift"]]) == ["Sources/Pay/Pay.swift"])
        #expect(CompiledSources.uncompiled(package: folder, compiled: ["Pay": ["Clean/Pay.swift", "Sources/Pay/Pay.swift"]]) == [])
    }
}

/// Unsafe flags and linker settings in the manifest are listed for the certifier (issue 20).
@Suite("The manifest's unsafe settings are listed")
struct ManifestSettingsTests {
    @Test("Unsafe flags of any tool and linker settings are listed by target; plain settings are not")
    func listed() {
        let dump = """
            {"name": "U", "targets": [
              {"name": "U", "settings": [
                {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-Xlinker", "-rpath", "/tmp/evil"]}}},
                {"tool": "linker", "kind": {"linkedLibrary": {"_0": "evil"}}},
                {"tool": "swift", "kind": {"define": {"_0": "DEBUG_MENU"}}}]},
              {"name": "Plain", "settings": []}]}
            """
        let findings = ManifestSettings.findings(dumpJSON: dump)
        #expect(findings.count == 2, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("Package.swift: target U: swift unsafeFlags") && $0.contains("/tmp/evil") })
        #expect(findings.contains { $0.hasPrefix("Package.swift: target U: linker linkedLibrary") && $0.contains("evil") })
        #expect(ManifestSettings.findings(dumpJSON: #"{"targets": [{"name": "Plain", "settings": []}]}"#).isEmpty)
    }

    @Test("Trial 33f (B03): a harness inside the package (the plugin's, under .build) is not the package's code; an author's module there is")
    func harnessInsideThePackage() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let harness = package.appendingPathComponent(".build/plugins/CertifyModules/outputs/harness")
        try FileManager.default.createDirectory(at: harness.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        let generated = harness.appendingPathComponent("Sources/\(HarnessPackage.classesName)/Class_Pay.swift").path
        let main = harness.appendingPathComponent("Sources/\(HarnessPackage.executableName)/main.swift").path
        let hidden = harness.appendingPathComponent("Sources/Hidden/Hidden.swift").path
        let description = ["swiftCommands": [
            "C.Pay": ["moduleName": "Pay", "sources": [package.appendingPathComponent("Sources/Pay/Pay.swift").path]],
            "C.Classes": ["moduleName": HarnessPackage.classesName, "sources": [generated]],
            "C.Main": ["moduleName": HarnessPackage.executableName, "sources": [main]],
            // A module of the author's own whose path points into the harness folder is still the package's code.
            "C.Hidden": ["moduleName": "Hidden", "sources": [hidden]],
            // SwiftPM's resource accessor for the kit's fixtures, derived in the harness's build folder (trial 33g's P01).
            "C.Fixtures": ["moduleName": "GoldenFixtures",
                           "sources": [harness.appendingPathComponent(".build/debug/GoldenFixtures.build/DerivedSources/resource_bundle_accessor.swift").path]],
        ]]
        try JSONSerialization.data(withJSONObject: description).write(to: harness.appendingPathComponent(".build/debug/description.json"))
        let compiled = CompiledSources.compiled(harness: harness, package: package)
        #expect(compiled == ["Pay": ["Sources/Pay/Pay.swift"],
                             "Hidden": [".build/plugins/CertifyModules/outputs/harness/Sources/Hidden/Hidden.swift"]])
    }

    @Test("Issue 32: a C target's sources are read from the objects the build wrote, matched to the package's files; Swift objects and objects of no package file are not")
    func cFamily() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-c-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("package"), harness = root.appendingPathComponent("harness")
        for file in ["Sources/CLib/a.c", "Sources/CLib/sub/b.c", "Sources/Other/a.c", "Sources/Pay/Pay.swift"] {
            let url = package.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("int x;\n".utf8).write(to: url)
        }
        for object in ["CLib.build/a.c.o", "CLib.build/sub/b.c.o", "CLib.build/gone.c.o", "Pay.build/Pay.swift.o"] {
            let url = harness.appendingPathComponent(".build/debug/" + object)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        // a.c is in two targets' folders: the one under the object's own target is chosen.
        #expect(CompiledSources.cFamily(harness: harness, package: package) == ["CLib": ["Sources/CLib/a.c", "Sources/CLib/sub/b.c"]])
        try FileManager.default.removeItem(at: harness.appendingPathComponent(".build/debug/CLib.build"))
        #expect(CompiledSources.cFamily(harness: harness, package: package).isEmpty)
    }
}
