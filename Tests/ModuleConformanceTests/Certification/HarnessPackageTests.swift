import ConformanceEngine
import Foundation
import Testing

/// The package certify generates: what it imports, and how a class that does not compile is named.
@Suite("The generated harness package")
struct HarnessPackageTests {
    func written(members: [HarnessPackage.Member], formatter: String?) throws -> (folder: URL, files: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        let harness = HarnessPackage(directory: folder, authorPackage: URL(fileURLWithPath: "/src/PayModule"), kitRoot: URL(fileURLWithPath: "/kits/kit"),
                                     members: members, deviceTokenFormatter: formatter)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try harness.write()
        var files: [String: String] = [:]
        for path in ["Package.swift", "Sources/ConformanceHarnessMain/main.swift", "Sources/ConformanceHarnessMain/DeviceTokenFormatter.swift"]
            + members.map({ "Sources/ConformanceHarnessMain/Class_\($0.className).swift" }) {
            files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return (folder, files)
    }

    @Test("It depends on the author's products and the certifier's kit only, and makes each class by name")
    func contents() throws {
        let (_, files) = try written(members: [.init(className: "PayLinks", productName: "PayModule"), .init(className: "PayPush", productName: "PayModule")],
                                     formatter: "PayToken.string(from:)")
        let manifest = try #require(files["Package.swift"])
        #expect(manifest.contains(#".package(path: "/src/PayModule")"#) && manifest.contains(#".package(path: "/kits/kit")"#))
        #expect(manifest.contains(#".product(name: "PayModule", package: "PayModule")"#))
        #expect(manifest.contains(#".product(name: "ModuleConformanceHarness", package: "kit")"#))
        #expect(!manifest.contains("Tests") && !manifest.contains("testTarget"), "the author's tests play no part")
        #expect(files["Sources/ConformanceHarnessMain/Class_PayLinks.swift"]?.contains("@testable import class PayModule.PayLinks\nimport ModuleConformanceHarness\n\nlet class_PayLinks = ModuleClass { PayLinks() }") == true)
        // Issue 20: nothing of the package is reached before the instructions are read. The formatter is a closure over
        // the name (a static property it names is not initialised early), and the classes are made in a closure main
        // calls after reading its standard input.
        #expect(files["Sources/ConformanceHarnessMain/DeviceTokenFormatter.swift"]?.contains("= { data in (PayToken.string(from:))(data) }") == true)
        #expect(files["Sources/ConformanceHarnessMain/main.swift"]?.contains("main(classes: { [class_PayLinks, class_PayPush] },") == true)
    }

    @Test("Writing again replaces the sources, so a class no longer named leaves no file behind")
    func rewrite() throws {
        let (folder, _) = try written(members: [.init(className: "Old", productName: "P")], formatter: nil)
        let harness = HarnessPackage(directory: folder, authorPackage: URL(fileURLWithPath: "/src/P"), kitRoot: URL(fileURLWithPath: "/k"),
                                     members: [.init(className: "New", productName: "P")], deviceTokenFormatter: nil)
        try harness.write()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources/ConformanceHarnessMain").path)
        #expect(Set(names) == ["Class_New.swift", "DeviceTokenFormatter.swift", "main.swift"])
    }

    @Test("Build errors are attributed to the class or the formatter whose generated file they point into")
    func failures() {
        let output = [
            "/x/.build/module-conformance-harness/Sources/ConformanceHarnessMain/Class_MissingModule.swift:5:46: error: module 'P' has no member named 'MissingModule'",
            "/x/.build/module-conformance-harness/Sources/ConformanceHarnessMain/Class_NoInit.swift:5:40: error: 'NoInit' cannot be constructed because it has no accessible initializers",
            "/x/.build/module-conformance-harness/Sources/ConformanceHarnessMain/DeviceTokenFormatter.swift:5:60: error: cannot find 'Token' in scope",
            "/x/Sources/P/Other.swift:1:1: error: something else",
        ]
        let found = HarnessPackage.failures(in: output)
        #expect(found.classes == ["MissingModule": "module 'P' has no member named 'MissingModule'",
                                  "NoInit": "'NoInit' cannot be constructed because it has no accessible initializers"])
        #expect(found.formatter == "cannot find 'Token' in scope")
        #expect(HarnessPackage.failures(in: ["/x/Sources/P/Other.swift:1:1: error: something else"]).classes.isEmpty)
    }

    @Test("Only Swift names become generated code", arguments: [("DemoPushModule", true), ("_Private2", true), ("2Fast", false),
                                                                ("Demo.Push", false), ("Demo Push", false), ("Démo", false), ("", false)])
    func swiftNames(_ name: String, accepted: Bool) {
        #expect(HarnessPackage.isSwiftName(name) == accepted)
    }
}
