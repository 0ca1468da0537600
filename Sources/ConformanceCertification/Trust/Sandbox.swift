import ConformanceEngine
import Foundation

/// The boundary around every process that runs the author's code (the manifest and plugins while SwiftPM reads or
/// builds the package, git on its checkout, the harness run): on Linux, a private view of the file system in new mount
/// and process namespaces, entered as a user that cannot change it.
///
/// The view holds only the system's folders, the toolchain and the folders a command needs, each read-only unless it
/// is the command's own scratch; the certifier's home, key files and reports are not in it. Its mounts are made before
/// the author's code starts, which then runs without capabilities and with `no_new_privs`, so it can neither unmount,
/// remount nor mount over any of them. When certify runs as root, the author's code runs as a user id of its own
/// (`Identity.dedicated`) that owns nothing of the certifier's; as an ordinary user, in a user namespace nested inside
/// the one that made the mounts (which locks them), under the certifier's own id, and certify does not seal. Processes,
/// open files, file sizes, core files, `/tmp` and the scratch folders are bounded (`Limits`), and when the command ends,
/// every process it left behind ends with it. The harness run gets a network namespace of its own, with no interface
/// but a loopback that is down. Where the namespaces are not available (macOS, or a Linux that forbids
/// them) there is no boundary, and certify does not seal.
package struct Sandbox: Sendable {
    /// A folder or file of the host shown in the view at `target`, read-only unless `writable`.
    package struct Mount: Sendable, Equatable {
        package let source: URL
        package let target: URL
        package let writable: Bool
    }

    /// Whose identity the author's code has on the host.
    package enum Identity: Sendable, Equatable {
        /// A user and group id of the boundary's own, which owns none of the certifier's files: certify runs as root.
        case dedicated(UInt32)
        /// The certifier's own id, in a nested user namespace without capabilities: certify runs as an ordinary user.
        case certifiers
    }

    /// The bounds the author's code runs within, besides each command's time budget.
    package struct Limits: Sendable, Equatable {
        /// Processes of the boundary's user at once.
        package var processes = 1_024
        /// Open files per process.
        package var openFiles = 8_192
        /// The largest file a process may write, in bytes.
        package var fileSize: Int64 = 4 << 30
        /// The address space of one process, in bytes.
        package var addressSpace: Int64 = 32 << 30
        /// The private `/tmp` of the view, in bytes (memory-backed).
        package var temporary: Int64 = 2 << 30
        /// What the writable folders may hold in all, in bytes; `ChildProcess` stops a command that goes over.
        package var scratch: Int64 = 24 << 30
        /// How much free space the writable folders' file systems may lose while a command runs, in bytes; `nil`: as much
        /// as `scratch`. Other programs of the machine write there too, so a small bound meets their writes as well.
        package var freeSpaceLoss: Int64?

        package init() {}
    }

    /// What the view shows besides the system's folders, in the order given; a mount below another comes after it.
    package private(set) var mounts: [Mount]
    /// Files and folders inside the view the author's code may not read (a key file inside the kit's checkout).
    package var hidden: [URL]
    package var identity: Identity
    package var limits = Limits()
    /// Whether the command gets a network of its own, with no way out: the harness run, whose modules have no reason to
    /// reach the host's services or the internet (the build keeps the host's network, to fetch dependencies).
    package var isolatesNetwork = false
    /// The memory control group every process of the boundary joins first, bounding what they hold in all; `nil` where
    /// none could be made (then only each process's address space is bounded).
    package var memoryGroup: MemoryGroup?

    package init(readOnly: [URL], writable: [URL] = [], hidden: [URL], identity: Identity? = nil) {
        mounts = readOnly.map { Mount(source: $0, target: $0, writable: false) }
            + writable.map { Mount(source: $0, target: $0, writable: true) }
        self.hidden = hidden
        self.identity = identity ?? Self.identity ?? .certifiers
    }

    /// The folders the command may write.
    package var writable: [URL] { mounts.filter(\.writable).map(\.source) }

    /// The same boundary, with more folders shown read-only.
    package func readingOnly(_ more: [URL]) -> Sandbox {
        var copy = self
        copy.mounts += more.map { Mount(source: $0, target: $0, writable: false) }
        return copy
    }

    /// The same boundary, with a folder the command may write.
    package func writing(_ folder: URL) -> Sandbox {
        var copy = self
        copy.mounts.append(Mount(source: folder, target: folder, writable: true))
        return copy
    }

    /// The same boundary, with a network namespace of the command's own.
    package func isolatingNetwork() -> Sandbox {
        var copy = self
        copy.isolatesNetwork = true
        return copy
    }

    /// The same boundary, with `source` shown read-only in `target`'s place (a private copy of the package where the
    /// package lies, so that its relative paths resolve as they do for its author).
    package func showing(_ source: URL, at target: URL) -> Sandbox {
        var copy = self
        copy.mounts.append(Mount(source: source, target: target, writable: false))
        return copy
    }

    /// The command that runs `command` inside the boundary, in the folder it is started in.
    ///
    /// The script that draws the view is a file of certify's, readable by certify's user only, which removes itself as
    /// it starts: the boundary's first process shows its command line to the author's code, and the script names host
    /// paths (the key files it covers).
    package func wrap(_ command: [String]) -> [String] {
        let script = BoundaryScript(sandbox: self, system: Self.systemFolders).text
        let file = URL(fileURLWithPath: "/tmp/.module-conformance-boundary-\(getuid())-\(UUID().uuidString).sh")
        let saved = FileManager.default.createFile(atPath: file.path, contents: Data(("rm -f \"$0\"\n" + script).utf8),
                                                   attributes: [.posixPermissions: 0o600])
        // A run interrupted before the shell read it leaves it behind otherwise (the twelfth trial's X01b).
        if saved { Interruption.shared.remove(file) }
        let namespaces = (identity == .certifiers ? ["--user", "--map-root-user"] : []) + (isolatesNetwork ? ["--net"] : [])
        let shell = saved ? ["/bin/sh", file.path] : ["/bin/sh", "-c", script, "module-conformance-sandbox"]
        return ["unshare"] + namespaces + ["--mount", "--pid", "--fork", "--kill-child", "--propagation", "private"] + shell + command
    }

    /// The identity the author's code gets on this machine: a dedicated one when certify runs as root and the user
    /// namespace it runs in maps a spare id; `nil` when it cannot have one.
    ///
    /// Each certify process draws its own id from 65,536 above 2147400000 (one no account and no running process has),
    /// so that two runs at once share no process count and no file of the same owner; 64000 where the namespace maps no
    /// such id.
    package static let identity: Identity? = drawIdentity()

    /// A fresh draw of the identity `identity` holds for this process.
    package static func drawIdentity() -> Identity? {
        guard geteuid() == 0 else { return .certifiers }
        let busy = runningUsers()
        let drawn = (0..<16).map { _ in UInt32.random(in: 2_147_400_000 ..< 2_147_400_000 + 65_536) }.filter { !busy.contains($0) }
        let candidates: [UInt32] = drawn + [64_000]
        let mapped = (try? String(contentsOfFile: "/proc/self/uid_map", encoding: .utf8)) ?? ""
        let ranges = mapped.split(separator: "\n").compactMap { line -> ClosedRange<UInt64>? in
            let fields = line.split(separator: " ").compactMap { UInt64($0) }
            guard fields.count == 3, fields[2] > 0 else { return nil }
            return fields[0]...(fields[0] + fields[2] - 1)
        }
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? ""
        let taken = Set(passwd.split(separator: "\n").compactMap { $0.split(separator: ":", omittingEmptySubsequences: false).dropFirst(2).first })
        return candidates.first { id in ranges.contains { $0.contains(UInt64(id)) } && !taken.contains(Substring(String(id))) }
            .map { .dedicated($0) }
    }

    /// The real user ids of the processes running on the machine, as this process's namespaces show them.
    private static func runningUsers() -> Set<UInt32> {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { $0.allSatisfy(\.isNumber) } ?? []
        return Set(ids.compactMap { id in
            let status = (try? String(contentsOfFile: "/proc/\(id)/status", encoding: .utf8)) ?? ""
            return status.split(separator: "\n").first { $0.hasPrefix("Uid:") }?.split(separator: "\t").dropFirst().first
                .flatMap { UInt32($0) }
        })
    }

    /// The host folders every view shows read-only: the system's, and the toolchain wherever it lies.
    package static let systemFolders: [URL] = {
        var folders = ["/usr", "/etc", "/opt", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"].map { URL(fileURLWithPath: $0) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        if let swift = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swift") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            // …/usr/bin/swift: the toolchain is the folder above usr.
            let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            if !folders.contains(where: { toolchain.path.hasPrefix($0.path + "/") }) { folders.append(toolchain) }
        }
        if let sdk = ProcessInfo.processInfo.environment["Q2_SDK_PATH"], sdk.hasPrefix("/") {
            folders.append(URL(fileURLWithPath: sdk))
        }
        return folders
    }()

    /// The environment variables a command inside the boundary keeps from certify's; every other one (a CI's tokens)
    /// stays outside, and `HOME` and `TMPDIR` point into the view's private `/tmp`.
    package static let keptVariables: Set<String> = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "TERM", "NO_COLOR", "Q2_SDK_PATH",
                                            "Q2_APPLE_DECLARATIONS", "Q2_XCODE_DECLARATIONS", "SWIFT_BACKTRACE"]

    /// The environment of a command inside the boundary: the kept variables of `environment`, then `extra`.
    static func environment(from environment: [String: String], adding extra: [String: String]) -> [String: String] {
        environment.filter { keptVariables.contains($0.key) }
            .merging(["HOME": "/tmp/home", "TMPDIR": "/tmp"]) { _, new in new }
            .merging(extra) { _, new in new }
    }

    /// Why this machine cannot draw the boundary, or `nil` when it can: a trial run of `true` inside it.
    package static func unavailableReason() -> String? {
        #if os(Linux)
        guard identity != nil else {
            return "certify runs as root in a user namespace that maps no spare user id for the author's code"
        }
        let probe = Sandbox(readOnly: [], hidden: [])
        let exit = ChildProcess.run(["true"], sandbox: probe, budget: .seconds(20))
        if exit.succeeded { return nil }
        return "unshare(1) could not start the author's code in a private view of the file system, in new mount and "
            + "process namespaces (" + (exit.tail.last { !$0.contains("dmesg(1)") && !$0.isEmpty }?.trimmingCharacters(in: .whitespaces)
                ?? exit.summary) + ")"
        #else
        return "this system has no mount and process namespaces to keep the author's code from the certifier's key "
            + "and the kit"
        #endif
    }

    /// Why a report made inside this boundary may not be sealed, or `nil` when it may.
    package var notSealableReason: String? {
        guard identity == .certifiers else { return nil }
        return "certify runs as an ordinary user, so the author's code ran with the certifier's own user id on this "
            + "machine; run certify as root (in a container or a CI job) to give it an id of its own"
    }
}
