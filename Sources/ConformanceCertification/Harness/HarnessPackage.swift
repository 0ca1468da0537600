import ConformanceEngine
import Foundation

/// The package `certify` generates to run the checks: it imports the author's products and the certifier's
/// kit, and nothing of the author's tests, so nothing in the author's package chooses what runs.
package struct HarnessPackage: Sendable {
    /// The classes the harness builds, by product.
    package struct Member: Sendable, Hashable {
        package let className: String
        package let productName: String

        package init(className: String, productName: String) {
            self.className = className
            self.productName = productName
        }
    }

    package static let executableName = "ConformanceHarnessMain"
    /// The platforms every manifest of the kit declares, its own, its examples' and this one: the lowest the kit
    /// supports (`Duration` and `ContinuousClock`, which every budget is, came with iOS 16 and macOS 13).
    package static let platforms = "[.iOS(.v16), .macOS(.v13)]"
    /// The library that holds the generated class list and formatter, shared by the program and the test target.
    package static let classesName = "ConformanceHarnessClasses"

    /// The folder the package is written to.
    package let directory: URL
    package let authorPackage: URL
    package let kitRoot: URL
    package let members: [Member]
    /// The Swift name of the author's device-token formatter, if the declaration names one.
    package let deviceTokenFormatter: String?
    /// How the harness runs: the simulator's package has no program, which iOS cannot build.
    package let runner: HarnessRunner

    package init(directory: URL, authorPackage: URL, kitRoot: URL, members: [Member], deviceTokenFormatter: String?,
                 runner: HarnessRunner = .program) {
        self.directory = directory
        self.authorPackage = authorPackage
        self.kitRoot = kitRoot
        self.members = members
        self.deviceTokenFormatter = deviceTokenFormatter
        self.runner = runner
    }

    private var sources: URL { directory.appendingPathComponent("Sources/\(Self.classesName)") }
    private var programSources: URL { directory.appendingPathComponent("Sources/\(Self.executableName)") }
    private var testSources: URL { directory.appendingPathComponent("Tests/\(HarnessRunner.testTarget)") }

    /// What certify runs on the host: the harness program, or the test bundle that runs the same plan.
    package var executable: URL {
        directory.appendingPathComponent(runner == .program ? ".build/debug/\(Self.executableName)"
                                                            : ".build/debug/ModuleConformanceHarnessPackageTests.xctest")
    }

    /// The folders of generated sources, for the stamp's digest.
    package var sourceFolders: [URL] { [sources, programSources, testSources] }

    /// A name usable as a Swift identifier and a file name.
    package static func isSwiftName(_ text: String) -> Bool {
        SwiftName.isIdentifier(text)
    }

    /// Writes the package's manifest and sources, replacing any earlier ones; the build folder is kept, and a file
    /// whose text is unchanged is not touched, so a warm run rebuilds nothing.
    package func write() throws {
        let manager = FileManager.default
        // The folder's build ran the author's code with it writable: whatever that code left there must not lead certify,
        // which writes it as the certifier, anywhere else.
        try removeLinks(in: directory)
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        var written: Set<String> = []
        func save(_ text: String, to url: URL) throws {
            written.insert(url.lastPathComponent)
            try Self.save(text, to: url)
        }
        defer {
            for name in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? [] where !written.contains(name) {
                try? manager.removeItem(at: sources.appendingPathComponent(name))
            }
        }
        try removeStrays()
        // The package's own pins, so the build fetches the dependency revisions its author builds with.
        if let pins = AuthorWrittenFile.read(authorPackage.appendingPathComponent("Package.resolved")) {
            try save(String(decoding: pins, as: UTF8.self), to: directory.appendingPathComponent("Package.resolved"))
        }
        let products = Array(Set(members.map(\.productName))).sorted()
        try save(manifest(products: products), to: directory.appendingPathComponent("Package.swift"))
        for member in members {
            try save(Self.classSource(member), to: sources.appendingPathComponent("Class_\(member.className).swift"))
        }
        try save(formatterSource(products: products), to: sources.appendingPathComponent("DeviceTokenFormatter.swift"))
        try save(classListSource, to: sources.appendingPathComponent("HarnessClasses.swift"))
        try clearRunnerFolders()
        if runner.buildsProgram { try Self.save(Self.mainSource, to: programSources.appendingPathComponent("main.swift")) }
        try Self.save(Self.testSource, to: testSources.appendingPathComponent("\(HarnessRunner.testCase).swift"))
    }

    /// Removes every symbolic link, and everything that is neither a file nor a folder, from `folder` and the folders
    /// in it, never following a link (the build folder is left to `startClean`: certify writes nothing into it, and
    /// SwiftPM keeps links of its own there). A link left by an earlier build's author code would otherwise have certify
    /// write or delete, as the certifier, wherever it points.
    private func removeLinks(in folder: URL) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
            let entry = folder.appendingPathComponent(name)
            if folder == directory && name == ".build" { continue }
            // attributesOfItem reads the entry itself (lstat), not what a link points to.
            switch try manager.attributesOfItem(atPath: entry.path)[.type] as? FileAttributeType {
            case .typeDirectory?: try removeLinks(in: entry)
            case .typeRegular?: continue
            default: try manager.removeItem(at: entry)
            }
        }
    }

    /// Whether `file` is a file of the harness's folder: a file, not a link, and not reached through a link that leads
    /// out of the folder (its build folder is the author's code's to write, and certify reads it as the certifier).
    package func holds(_ file: URL) -> Bool {
        let root = directory.resolvingSymlinksInPath().path
        return (try? FileManager.default.attributesOfItem(atPath: file.path)[.type]) as? FileAttributeType == .typeRegular
            && file.resolvingSymlinksInPath().path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// What the harness's folder keeps between builds: what certify writes, and the build's folder (a `Package.resolved`
    /// the build wrote goes too, so no earlier build's author code can pin what the next one fetches; the package's own
    /// `Package.resolved` is copied in afresh).
    static let ownEntries: Set<String> = ["Package.swift", "Sources", "Tests", ".build"]

    /// Removes anything else from the harness's folder (a `Package@swift-6.swift` or a `.swiftpm` configuration that an
    /// earlier build's author code left there, which SwiftPM would prefer), and from its `Sources` folder.
    /// Removes what a build stopped at one of the boundary's bounds may have written (the twenty-third review: 25 GiB of
    /// a refused build's files stayed in the certifier's cache until the next run): the build folder and every entry
    /// that is not the harness's own. The next build starts from empty.
    package func removeBuildLeftovers() {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(".build"))
        try? removeStrays()
    }

    private func removeStrays() throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: directory.path) where !Self.ownEntries.contains(name) {
            try manager.removeItem(at: directory.appendingPathComponent(name))
        }
        let ownSources: Set<String> = [Self.classesName, Self.executableName]
        for name in (try? manager.contentsOfDirectory(atPath: directory.appendingPathComponent("Sources").path)) ?? []
        where !ownSources.contains(name) {
            try manager.removeItem(at: directory.appendingPathComponent("Sources").appendingPathComponent(name))
        }
    }

    /// Leaves the program's and the test's folders with their one file each (an older harness kept the classes with
    /// the program); the simulator's package has no program folder.
    private func clearRunnerFolders() throws {
        let manager = FileManager.default
        for (folder, file) in [(programSources, "main.swift"), (testSources, "\(HarnessRunner.testCase).swift")] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where name != file {
                try? manager.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        if !runner.buildsProgram { try? manager.removeItem(at: programSources) }
    }

    /// Writes `text` unless the file already holds it, so that a warm build sees nothing changed.
    private static func save(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// The classes and the formatter whose generated file the build's errors point into, each with its first error.
    package static func failures(in buildOutput: [String]) -> (classes: [String: String], formatter: String?) {
        var classes: [String: String] = [:]
        var formatter: String?
        for line in buildOutput {
            guard let range = line.range(of: ": error: ") else { continue }
            let message = String(line[range.upperBound...])
            let location = line[..<range.lowerBound]
            if let start = location.range(of: "/Class_"), let end = location.range(of: ".swift:", range: start.upperBound..<location.endIndex) {
                let name = String(location[start.upperBound..<end.lowerBound])
                if classes[name] == nil { classes[name] = message }
            } else if location.contains("/DeviceTokenFormatter.swift:"), formatter == nil {
                formatter = message
            }
        }
        return (classes, formatter)
    }
}
