import Foundation
import ModuleInterfaces

/// Where a report comes from: the kit, the catalog and fixtures it judged by, the package, the machine and the run.
public struct Provenance: Sendable, Codable, Hashable {
    /// The kit's version.
    public let kitVersion: String
    /// The kit checkout's commit, when it is a git checkout.
    public let kitCommit: String?
    /// Whether the kit checkout had uncommitted changes.
    public let kitTreeDirty: Bool?
    /// The digest of the clause catalog the run judged by.
    public let catalogDigest: String
    /// The digest of the fixtures the run used.
    public let fixturesDigest: String
    /// The SDK version certified: `--sdk`, else the newest the catalog knows.
    public let sdkVersion: SDKVersion?
    /// The package's commit, when it is in a git checkout.
    public let packageCommit: String?
    /// Whether the package's folder had uncommitted changes.
    public let packageTreeDirty: Bool?
    /// The digest of the package's files (build folders and VCS data left out).
    public let packageSourcesDigest: String
    /// The Swift toolchain, as `swift --version` names it.
    public let toolchain: String
    /// The operating system.
    public let operatingSystem: String
    /// When the run started (ISO 8601, UTC).
    public let startedAt: String
    /// How long the run took, in seconds.
    public let durationSeconds: Double
    /// The declaration file as read.
    public let declarationFile: String
    public let declaration: JSONValue
    /// The settings file as read.
    public let settingsFile: String
    public let settings: JSONValue
    /// Each module class the harness built, with the module protocols it conforms to.
    public let modules: [String: [ModuleKind]]
    /// The digest of the report's check results, so an edit that does not recompute it shows.
    public let resultsDigest: String

    package init(kitVersion: String, kitCommit: String?, kitTreeDirty: Bool?, catalogDigest: String, fixturesDigest: String,
                 sdkVersion: SDKVersion?, packageCommit: String?, packageTreeDirty: Bool?, packageSourcesDigest: String,
                 toolchain: String, operatingSystem: String, startedAt: String, durationSeconds: Double,
                 declarationFile: String, declaration: JSONValue, settingsFile: String, settings: JSONValue,
                 modules: [String: [ModuleKind]], resultsDigest: String) {
        self.kitVersion = kitVersion
        self.kitCommit = kitCommit
        self.kitTreeDirty = kitTreeDirty
        self.catalogDigest = catalogDigest
        self.fixturesDigest = fixturesDigest
        self.sdkVersion = sdkVersion
        self.packageCommit = packageCommit
        self.packageTreeDirty = packageTreeDirty
        self.packageSourcesDigest = packageSourcesDigest
        self.toolchain = toolchain
        self.operatingSystem = operatingSystem
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.declarationFile = declarationFile
        self.declaration = declaration
        self.settingsFile = settingsFile
        self.settings = settings
        self.modules = modules
        self.resultsDigest = resultsDigest
    }

    /// The same provenance with another results digest.
    package func with(resultsDigest: String) -> Provenance {
        Provenance(kitVersion: kitVersion, kitCommit: kitCommit, kitTreeDirty: kitTreeDirty, catalogDigest: catalogDigest,
                   fixturesDigest: fixturesDigest, sdkVersion: sdkVersion, packageCommit: packageCommit,
                   packageTreeDirty: packageTreeDirty, packageSourcesDigest: packageSourcesDigest, toolchain: toolchain,
                   operatingSystem: operatingSystem, startedAt: startedAt, durationSeconds: durationSeconds,
                   declarationFile: declarationFile, declaration: declaration, settingsFile: settingsFile, settings: settings,
                   modules: modules, resultsDigest: resultsDigest)
    }

    /// The digest of a list of check results, over their canonical JSON.
    package static func digest(of checks: [CheckResult]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return SHA256.hex(bytes: SHA256.digest(Array((try? encoder.encode(checks)) ?? Data())))
    }
}

/// Reads the facts a report's provenance records from the machine: git state, file digests, the toolchain.
package enum ProvenanceProbe {
    /// The commit of the checkout holding `folder`, and whether `folder` has uncommitted changes; nil outside git.
    package static func git(_ folder: URL) -> (commit: String?, dirty: Bool?) {
        let head = ChildProcess.run(["git", "-C", folder.path, "rev-parse", "HEAD"], budget: .seconds(20))
        guard head.succeeded, let commit = head.tail.last?.trimmingCharacters(in: .whitespaces), commit.count == 40 else { return (nil, nil) }
        let status = ChildProcess.run(["git", "-C", folder.path, "status", "--porcelain", "--", "."], budget: .seconds(20))
        return (commit, status.succeeded ? !status.tail.isEmpty : nil)
    }

    /// The digest of every file under `folder` by relative path and content, leaving out build and VCS folders.
    package static func sourcesDigest(_ folder: URL) -> String {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var files: [String] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker {
                if skipped.contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".build") {
                    walker.skipDescendants()
                    continue
                }
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                files.append(String(url.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1)))
            }
        }
        var bytes: [UInt8] = []
        for file in files.sorted() {
            bytes += Array(file.utf8) + [0] + Array((try? Data(contentsOf: root.appendingPathComponent(file))) ?? Data()) + [0]
        }
        return SHA256.hex(bytes: SHA256.digest(bytes))
    }

    /// The first line `swift --version` prints.
    package static var toolchain: String {
        let run = ChildProcess.run(["swift", "--version"], budget: .seconds(30))
        return run.tail.first { $0.contains("Swift version") } ?? run.tail.first ?? "unknown"
    }

    package static var operatingSystem: String {
        "\(ProcessInfo.processInfo.operatingSystemVersionString)"
    }
}

/// The provenance facts read from the machine, gathered on threads of their own from the moment a run starts; the
/// toolchain comes first, since the harness's stamp needs it before the build.
final class ProvenanceFacts: @unchecked Sendable {
    typealias Facts = (kit: (commit: String?, dirty: Bool?), package: (commit: String?, dirty: Bool?), sourcesDigest: String,
                       toolchain: String)
    private let toolchainRead = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var toolchainLine = ""
    private var facts: Facts?

    init(kitRoot: URL, packagePath: URL) {
        Thread.detachNewThread { [self] in
            toolchainLine = ProvenanceProbe.toolchain
            toolchainRead.signal()
        }
        Thread.detachNewThread { [self] in
            let read = (ProvenanceProbe.git(kitRoot), ProvenanceProbe.git(packagePath), ProvenanceProbe.sourcesDigest(packagePath))
            facts = (read.0, read.1, read.2, toolchain)
            done.signal()
        }
    }

    /// The toolchain, as `swift --version` names it.
    var toolchain: String {
        toolchainRead.wait()
        toolchainRead.signal()
        return toolchainLine
    }

    /// The facts, once read.
    var value: Facts {
        done.wait()
        done.signal()
        return facts!
    }
}

/// A value computed on a thread of its own, read when it is needed.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            result = work()
            done.signal()
        }
    }

    var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}
