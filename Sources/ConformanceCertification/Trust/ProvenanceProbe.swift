import ConformanceEngine
import Foundation

/// Reads the facts a report's provenance records from the machine: git state, file digests, the toolchain.
package enum ProvenanceProbe {
    /// The commit of the checkout holding `folder`, and whether `folder` has uncommitted changes; nil outside git.
    ///
    /// For an author's package (`strict`), a file git ignores counts as a change too, except in the package's own
    /// `.build` and `.swiftpm` folders: sources kept in an ignored folder would otherwise be certified as a commit they
    /// are not part of. Git runs inside `sandbox` when one is given, since a repository's configuration can start
    /// programs of its author's (filters, a file-system monitor).
    package static func git(_ folder: URL, strict: Bool = false, sandbox: Sandbox? = nil) -> (commit: String?, dirty: Bool?) {
        func run(_ arguments: [String]) -> ChildProcess.Exit {
            let command = ["git", "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-C", folder.path] + arguments
            return ChildProcess.run(command, sandbox: sandbox, budget: .seconds(20))
        }
        let head = run(["rev-parse", "HEAD"])
        guard head.succeeded, let commit = head.tail.last?.trimmingCharacters(in: .whitespaces), commit.count == 40 else { return (nil, nil) }
        let status = run(["status", "--porcelain", "--no-renames"] + (strict ? ["--ignored"] : []) + ["--", "."])
        guard status.succeeded else { return (commit, nil) }
        let prefix = strict ? (run(["rev-parse", "--show-prefix"]).tail.last ?? "").trimmingCharacters(in: .whitespaces) : ""
        let changes = status.tail.filter { line in
            guard line.hasPrefix("!! ") else { return !line.isEmpty }
            let top = String(line.dropFirst(3).dropFirst(prefix.count)).split(separator: "/").first.map(String.init) ?? ""
            return !skippedAtTop.contains(top)
        }
        return (commit, !changes.isEmpty)
    }

    /// The folders at a package's top level that are the build's or the tools', not the package's.
    static let skippedAtTop: Set<String> = [".build", ".git", ".swiftpm"]

    /// The digest of every file under `folder` by relative path and content, leaving out only the folder's own
    /// `.build`, `.git` and `.swiftpm`; any other folder (`.build-src`, a `.build` deeper down) is the package's and counts.
    package static func sourcesDigest(_ folder: URL) -> String {
        var bytes: [UInt8] = []
        for (file, url) in PackageTree.files(in: folder, skippingAtTop: skippedAtTop).sorted(by: { $0.relative < $1.relative }) {
            bytes += Array(file.utf8) + [0] + Array((try? Data(contentsOf: url)) ?? Data()) + [0]
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

    init(kitRoot: URL, packagePath: URL, sandbox: Sandbox?) {
        Thread.detachNewThread { [self] in
            toolchainLine = ProvenanceProbe.toolchain
            toolchainRead.signal()
        }
        Thread.detachNewThread { [self] in
            let read = (ProvenanceProbe.git(kitRoot), ProvenanceProbe.git(packagePath, strict: true, sandbox: sandbox),
                        ProvenanceProbe.sourcesDigest(packagePath))
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
