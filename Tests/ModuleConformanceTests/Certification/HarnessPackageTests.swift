import ConformanceCertification
import ConformanceEngine
import Foundation
import Testing

/// The package certify generates: what it imports, and how a class that does not compile is named.
@Suite("The generated harness package")
struct HarnessPackageTests {
    func written(members: [HarnessPackage.Member], formatter: String?,
                 runner: HarnessRunner = .program) throws -> (folder: URL, files: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("harness-\(UUID().uuidString)")
        let harness = HarnessPackage(directory: folder, authorPackage: URL(fileURLWithPath: "/src/PayModule"), kitRoot: URL(fileURLWithPath: "/kits/kit"),
                                     members: members, deviceTokenFormatter: formatter, runner: runner)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try harness.write()
        var files: [String: String] = [:]
        for path in ["Package.swift", "Sources/ConformanceHarnessMain/main.swift", "Sources/ConformanceHarnessClasses/DeviceTokenFormatter.swift",
                     "Sources/ConformanceHarnessClasses/HarnessClasses.swift", "Tests/ConformanceHarnessTests/CertifiedPlanTests.swift"]
            + members.map({ "Sources/ConformanceHarnessClasses/Class_\($0.className).swift" }) {
            files[path] = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return (folder, files)
    }

    @Test("Issue 32's tenth review: links an earlier build left in the harness folder are removed, never written or emptied through")
    func linksLeftByABuild() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("harness-links-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let victim = root.appendingPathComponent("certifier"), folder = root.appendingPathComponent("harness")
        for path in [victim, folder.appendingPathComponent("Sources"), folder.appendingPathComponent("Tests"),
                     folder.appendingPathComponent(".build")] {
            try manager.createDirectory(at: path, withIntermediateDirectories: true)
        }
        try Data("secret".utf8).write(to: victim.appendingPathComponent("certifier-key"))
        try Data("notes".utf8).write(to: victim.appendingPathComponent("notes.txt"))
        // What the author's manifest, run by the build with the folder writable, could leave behind.
        for link in ["Sources/ConformanceHarnessClasses", "Sources/ConformanceHarnessMain", "Tests/ConformanceHarnessTests"] {
            try manager.createSymbolicLink(at: folder.appendingPathComponent(link), withDestinationURL: victim)
        }
        try manager.createSymbolicLink(at: folder.appendingPathComponent("Package.swift"),
                                       withDestinationURL: victim.appendingPathComponent("notes.txt"))
        try manager.createSymbolicLink(at: folder.appendingPathComponent(".build/debug"), withDestinationURL: victim)
        let harness = HarnessPackage(directory: folder, authorPackage: root.appendingPathComponent("PayModule"),
                                     kitRoot: root.appendingPathComponent("kit"), members: [.init(className: "Pay", productName: "PayModule")],
                                     deviceTokenFormatter: nil)
        try harness.write()
        #expect(try manager.contentsOfDirectory(atPath: victim.path).sorted() == ["certifier-key", "notes.txt"])
        #expect(try Data(contentsOf: victim.appendingPathComponent("certifier-key")) == Data("secret".utf8))
        #expect(try Data(contentsOf: victim.appendingPathComponent("notes.txt")) == Data("notes".utf8))
        for path in ["Sources/ConformanceHarnessClasses", "Sources/ConformanceHarnessMain", "Tests/ConformanceHarnessTests"] {
            #expect(try manager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.type] as? FileAttributeType == .typeDirectory)
        }
        #expect(try manager.attributesOfItem(atPath: folder.appendingPathComponent("Package.swift").path)[.type] as? FileAttributeType == .typeRegular)
        // A program a link in the build folder leads to is not taken for the harness's; one built there is.
        try Data("not the harness".utf8).write(to: victim.appendingPathComponent(HarnessPackage.executableName))
        #expect(manager.fileExists(atPath: harness.executable.path) && !harness.holds(harness.executable))
        try manager.removeItem(at: folder.appendingPathComponent(".build/debug"))
        try manager.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data("built".utf8).write(to: harness.executable)
        #expect(harness.holds(harness.executable))
    }

    @Test("It depends on the author's products and the certifier's kit only, and makes each class by name")
    func contents() throws {
        let (_, files) = try written(members: [.init(className: "PayLinks", productName: "PayModule"), .init(className: "PayPush", productName: "PayModule")],
                                     formatter: "PayToken.string(from:)")
        let manifest = try #require(files["Package.swift"])
        #expect(manifest.contains(#".package(path: "/src/PayModule")"#) && manifest.contains(#".package(path: "/kits/kit")"#))
        #expect(manifest.contains(#".product(name: "PayModule", package: "PayModule")"#))
        #expect(manifest.contains(#".product(name: "ModuleConformanceHarness", package: "kit")"#))
        #expect(!manifest.contains("PayModuleTests"), "the author's tests play no part")
        #expect(files["Sources/ConformanceHarnessClasses/Class_PayLinks.swift"]?.contains("@testable import class PayModule.PayLinks\nimport ModuleConformanceHarness\n\nlet class_PayLinks = ModuleClass { PayLinks() }") == true)
        // Issue 20: nothing of the package is reached before the instructions are read. The formatter is a closure over
        // the name (a static property it names is not initialised early), and the classes are made in a closure main
        // calls after reading its standard input.
        #expect(files["Sources/ConformanceHarnessClasses/DeviceTokenFormatter.swift"]?.contains("= { data in (PayToken.string(from:))(data) }") == true)
        #expect(files["Sources/ConformanceHarnessClasses/HarnessClasses.swift"]?.contains("public func harnessClasses() -> [ModuleClass] {\n    [class_PayLinks, class_PayPush]\n}") == true)
        #expect(files["Sources/ConformanceHarnessMain/main.swift"]?.contains("main(classes: harnessClasses, deviceTokenFormatter: deviceTokenFormatter)") == true)
    }

    @Test("Issue 30: the kit's manifest, every example's and the generated one declare the same minimum platforms")
    func platforms() throws {
        let (_, files) = try written(members: [.init(className: "PayLinks", productName: "PayModule")], formatter: nil)
        let line = "platforms: \(HarnessPackage.platforms),"
        #expect(try #require(files["Package.swift"]).contains(line))
        let examples = try FileManager.default.contentsOfDirectory(atPath: kitCheckout.appendingPathComponent("Examples").path)
        #expect(examples.count >= 4)
        for manifest in ["Package.swift"] + examples.map({ "Examples/\($0)/Package.swift" }) {
            let text = try String(contentsOf: kitCheckout.appendingPathComponent(manifest), encoding: .utf8)
            #expect(text.contains(line), "\(manifest) does not declare \(line)")
        }
    }

    @Test("Issue 21: one generated package, two ways to run it: the program and a test target that runs the same plan")
    func testTarget() throws {
        let (_, files) = try written(members: [.init(className: "PayLinks", productName: "PayModule")], formatter: nil)
        let manifest = try #require(files["Package.swift"])
        #expect(manifest.contains(".target(\n            name: \"ConformanceHarnessClasses\""))
        #expect(manifest.contains(".executableTarget(\n            name: \"ConformanceHarnessMain\""))
        #expect(manifest.contains(".testTarget(\n            name: \"ConformanceHarnessTests\""))
        let test = try #require(files["Tests/ConformanceHarnessTests/CertifiedPlanTests.swift"])
        #expect(test.contains("final class CertifiedPlanTests: XCTestCase {\n    func testRunsThePlan() async throws {\n"
            + "        await CertificationHarness.runAsTest(classes: harnessClasses, deviceTokenFormatter: deviceTokenFormatter)"))
        // iOS cannot build a command-line program: the simulator's package has the library and the test target only.
        let (_, simulator) = try written(members: [.init(className: "PayLinks", productName: "PayModule")], formatter: nil,
                                         runner: .simulator(destination: "platform=iOS Simulator,name=iPhone 16"))
        let iosManifest = try #require(simulator["Package.swift"])
        #expect(!iosManifest.contains("executableTarget") && iosManifest.contains("testTarget"))
        #expect(simulator["Sources/ConformanceHarnessMain/main.swift"] == nil)
    }

    @Test("Review 23 (disk-fill): after a build stopped at a bound, the build folder and what the author's code wrote beside the harness's own files are removed; the harness's sources stay")
    func leftoversRemoved() throws {
        let (folder, _) = try written(members: [.init(className: "Pay", productName: "P")], formatter: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        for fill in [".build/debug/fill.bin", "fill-1.bin", "Sources/Fill/fill.bin"] {
            try manager.createDirectory(at: folder.appendingPathComponent(fill).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(count: 1024).write(to: folder.appendingPathComponent(fill))
        }
        let harness = HarnessPackage(directory: folder, authorPackage: URL(fileURLWithPath: "/src/P"), kitRoot: URL(fileURLWithPath: "/k"),
                                     members: [.init(className: "Pay", productName: "P")], deviceTokenFormatter: nil)
        harness.removeBuildLeftovers()
        for gone in [".build", "fill-1.bin", "Sources/Fill"] {
            #expect(!manager.fileExists(atPath: folder.appendingPathComponent(gone).path), "\(gone)")
        }
        #expect(manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
        #expect(manager.fileExists(atPath: folder.appendingPathComponent("Sources/ConformanceHarnessClasses/Class_Pay.swift").path))
    }

    @Test("Writing again replaces the sources, so a class no longer named leaves no file behind")
    func rewrite() throws {
        let (folder, _) = try written(members: [.init(className: "Old", productName: "P")], formatter: nil)
        let harness = HarnessPackage(directory: folder, authorPackage: URL(fileURLWithPath: "/src/P"), kitRoot: URL(fileURLWithPath: "/k"),
                                     members: [.init(className: "New", productName: "P")], deviceTokenFormatter: nil)
        try harness.write()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources/ConformanceHarnessClasses").path)
        #expect(Set(names) == ["Class_New.swift", "DeviceTokenFormatter.swift", "HarnessClasses.swift"])
        let program = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources/ConformanceHarnessMain").path)
        #expect(program == ["main.swift"])
    }

    @Test("Build errors are attributed to the class or the formatter whose generated file they point into")
    func failures() {
        let output = [
            "/x/.build/module-conformance-harness/Sources/ConformanceHarnessClasses/Class_MissingModule.swift:5:46: error: module 'P' has no member named 'MissingModule'",
            "/x/.build/module-conformance-harness/Sources/ConformanceHarnessClasses/Class_NoInit.swift:5:40: error: 'NoInit' cannot be constructed because it has no accessible initializers",
            "/x/.build/module-conformance-harness/Sources/ConformanceHarnessClasses/DeviceTokenFormatter.swift:5:60: error: cannot find 'Token' in scope",
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
