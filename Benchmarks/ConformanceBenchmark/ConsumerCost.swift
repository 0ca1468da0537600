#if os(Linux) || os(macOS)
import Foundation

/// What the one line adds to a module author's package: the kit's Swift lines its test target compiles, and the
/// clean build time, measured against a consumer that depends on the SDK's interfaces alone.
///
/// The same consumer is built against the kit as it is and against an earlier revision of it (`git archive`), so a
/// change in what authors compile shows as before and after.
@MainActor
struct ConsumerCost {
    /// One kit tree, measured.
    struct Measurement {
        let lines: Int
        let targets: [String]
        let baseline: Double
        let withOneLine: Double
    }

    /// The kit tree to measure: the live kit, or a revision exported from its history.
    let kitTree: URL
    /// Where the consumer packages are written and built.
    let scratch: URL

    /// The lines the one line adds: the kit's targets compiled for `ModuleConformance` beyond those for the interfaces.
    func lines() -> (count: Int, targets: [String]) {
        let described = capture(["swift", "package", "describe", "--type", "json"], in: kitTree)
        guard let json = try? JSONSerialization.jsonObject(with: Data(described.utf8)) as? [String: Any],
              let targets = json["targets"] as? [[String: Any]], let products = json["products"] as? [[String: Any]] else {
            fail("swift package describe gave no package description in \(kitTree.path)")
        }
        let byName = Dictionary(uniqueKeysWithValues: targets.compactMap { target in (target["name"] as? String).map { ($0, target) } })
        func closure(ofProduct name: String) -> Set<String> {
            var seen = Set<String>()
            var pending = (products.first { $0["name"] as? String == name }?["targets"] as? [String]) ?? []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending += (byName[next]?["target_dependencies"] as? [String]) ?? []
            }
            return seen
        }
        let added = closure(ofProduct: "ModuleConformance").subtracting(closure(ofProduct: "Q2ModuleInterfaces"))
        let count = added.reduce(0) { total, name in
            let target = byName[name] ?? [:]
            let folder = kitTree.appendingPathComponent(target["path"] as? String ?? "")
            return total + ((target["sources"] as? [String]) ?? []).reduce(0) { sum, source in
                let text = (try? String(contentsOf: folder.appendingPathComponent(source), encoding: .utf8)) ?? ""
                return sum + text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
        }
        return (count, added.sorted())
    }

    /// A clean `swift build --build-tests` of a consumer package, with or without the one line.
    func cleanBuild(oneLine: Bool) -> Double {
        let package = scratch.appendingPathComponent(oneLine ? "with-one-line" : "interfaces-only")
        try? FileManager.default.removeItem(at: package)
        write(consumer(oneLine: oneLine), to: package)
        return run(["swift", "build", "--build-tests", "--package-path", package.path],
                   log: "consumer-\(oneLine ? "one-line" : "baseline")").seconds
    }

    func measure() -> Measurement {
        let (count, targets) = lines()
        return Measurement(lines: count, targets: targets, baseline: cleanBuild(oneLine: false), withOneLine: cleanBuild(oneLine: true))
    }

    /// The consumer's files: a module target on the SDK's interfaces and a test target, which holds the one line or not.
    private func consumer(oneLine: Bool) -> [String: String] {
        let identity = kitTree.lastPathComponent
        let testDependencies = oneLine ? #"["Consumer", .product(name: "ModuleConformance", package: "\#(identity)")]"# : #"["Consumer"]"#
        let test = oneLine ? """
            import Consumer
            import ModuleConformance
            import Testing

            @Test(arguments: ConformanceCheck.declared(classes: [ModuleClass { ConsumerModule() }], deviceTokenFormatter: nil))
            func conformance(_ check: ConformanceCheck) async { await check.assertConforms() }

            """ : """
            import Consumer
            import Testing

            @Test func consumer() { #expect(ConsumerModule.name == "consumer") }

            """
        return [
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Consumer",
                    dependencies: [.package(path: "\(kitTree.path)")],
                    targets: [
                        .target(name: "Consumer", dependencies: [.product(name: "Q2ModuleInterfaces", package: "\(identity)")]),
                        .testTarget(name: "ConsumerTests", dependencies: \(testDependencies)),
                    ]
                )

                """,
            "Sources/Consumer/ConsumerModule.swift": """
                import Q2ModuleInterfaces

                public final class ConsumerModule {
                    public static let name = "consumer"
                    public init() {}
                }

                """,
            "Tests/ConsumerTests/ConsumerTests.swift": test,
        ]
    }

    private func write(_ files: [String: String], to folder: URL) {
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: file)
        }
    }

    /// The kit at `revision`, exported from its git history into `folder`; `nil` with the reason when it cannot be.
    static func export(revision: String, kit: URL, into folder: URL) -> Result<URL, Failure> {
        let tree = folder.appendingPathComponent("kit")
        try? FileManager.default.removeItem(at: folder)
        try! FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        let archive = folder.appendingPathComponent("kit.tar")
        let status = quietly(["git", "-C", kit.path, "archive", "--format=tar", "-o", archive.path, revision])
        guard status == 0 else { return .failure(Failure(reason: "git archive \(revision) failed (a shallow clone, or no such revision)")) }
        guard quietly(["tar", "-xf", archive.path, "-C", tree.path]) == 0 else {
            return .failure(Failure(reason: "could not unpack \(archive.path)"))
        }
        return .success(tree)
    }

    struct Failure: Error {
        let reason: String
    }
}

/// Runs a command with its output discarded; its exit status.
func quietly(_ command: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try! process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// A command's standard output, run in `folder`; the benchmark stops when it fails.
func capture(_ command: [String], in folder: URL) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try! process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("\(command.joined(separator: " ")) failed in \(folder.path)") }
    return String(decoding: data, as: UTF8.self)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("benchmark stopped: \(message)\n".utf8))
    exit(1)
}
#endif
