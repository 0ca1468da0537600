import ConformanceEngine
import Foundation

/// Reads the facts a report's provenance records from the machine: git state, file digests, the toolchain.
package enum ProvenanceProbe {
    /// The commit of the checkout holding `folder`, and whether `folder` has uncommitted changes; nil outside git.
    ///
    /// For an author's package (`strict`), a file marked skip-worktree or assume-unchanged, or a submodule not checked out
    /// at its recorded commit, counts as a change, and so does a file git ignores, except where a package copy
    /// leaves it out (the package's own `.build`, `.git` and `.swiftpm/xcode`): sources kept in an ignored folder would
    /// otherwise be certified as a commit they are not part of. Git runs inside `sandbox` when one is given, which must
    /// show the checkout, since a repository's configuration can start programs of its author's (filters, a file-system
    /// monitor); it then runs as another user than the checkout's owner, which git accepts only when told to.
    package static func git(_ folder: URL, strict: Bool = false, sandbox: Sandbox? = nil) -> (commit: String?, dirty: Bool?) {
        let state = gitState(folder, strict: strict, sandbox: sandbox)
        return (state.commit, state.dirty)
    }

    /// `git(_:strict:sandbox:)`'s answer with what made the checkout count as changed: up to five of git's status lines
    /// (`" M Sources/A.swift"`, `"!! Notes/"` for an ignored file), or what git status does not show.
    package static func gitState(_ folder: URL, strict: Bool = false, sandbox: Sandbox? = nil) -> GitState {
        func run(_ arguments: [String]) -> (exit: ChildProcess.Exit, lines: [String]) {
            // Replacement objects and grafts make git show another commit's content under a commit's name (the tenth
            // review: `git replace` certified a commit whose code claims every link as a clean tree), and no clone
            // fetches them: certify reads the objects as they are.
            let command = ["git", "--no-replace-objects", "-c", "advice.graftFileDeprecated=false", "-c", "core.fsmonitor=false",
                           "-c", "core.hooksPath=/dev/null", "-c", "safe.directory=*", "-C", folder.path] + arguments
            let lines = EventLog<String>()
            let exit = ChildProcess.run(command, environment: ["GIT_GRAFT_FILE": "/dev/null"], sandbox: sandbox, budget: .seconds(20),
                                        onLine: lines.append)
            return (exit, lines.values)
        }
        let head = run(["rev-parse", "HEAD"])
        guard head.exit.succeeded, let commit = head.lines.last?.trimmingCharacters(in: .whitespaces), commit.count == 40 else {
            return GitState(commit: nil, dirty: nil)
        }
        if strict, let elsewhere = workTreeElsewhere(run(["rev-parse", "--show-toplevel"]), folder: folder) {
            return GitState(commit: commit, dirty: true, changes: [elsewhere])
        }
        // Every file one by one (an ignored folder is not one line), but for the folders a copy leaves out.
        let options = strict ? ["--ignored", "--untracked-files=all"] : []
        let status = run(["status", "--porcelain", "--no-renames"] + options + ["--", "."]
            + PackageCopy.leftOutPaths.map { ":(exclude)\($0)" })
        guard status.exit.succeeded else {
            return strict ? GitState(commit: commit, dirty: true, changes: ["git status failed, so the files cannot be shown to be the commit's"])
                : GitState(commit: commit, dirty: nil)
        }
        // Only git's status lines (two status letters and a space): its warnings share the output, and a folder git
        // cannot read (a root-owned .build, which the copy leaves out anyway) is no change (trial 33c).
        let changed = status.lines.filter(isStatusLine)
        if !changed.isEmpty { return GitState(commit: commit, dirty: true, changes: Array(changed.prefix(5))) }
        guard strict else { return GitState(commit: commit, dirty: false) }
        // What git status does not show (the sixth review): a file marked skip-worktree or assume-unchanged, whose
        // working copy may differ from the commit, and a submodule not checked out, or at another commit than the one
        // recorded, which a build that fetches the package by revision checks out.
        let flags = run(["ls-files", "-v", "--", "."])
        let submodules = run(["submodule", "status", "--recursive"])
        // An author's checkout whose state git cannot give (a submodule command that fails, say) is not shown to be the
        // commit: it counts as changed, never as unknown (review 32k, attack 05).
        guard flags.exit.succeeded, submodules.exit.succeeded else {
            return GitState(commit: commit, dirty: true, changes: [(flags.exit.succeeded ? "git submodule status" : "git ls-files")
                + " failed, so the files cannot be shown to be the commit's"])
        }
        // The twenty-first review (statcache, gitfilter): git status trusts its index's record of a file's size and
        // time, and hashes a file through the checkout's clean filter; either lets a working copy that is not the
        // commit's pass as clean. Each file the commit holds is hashed as its bytes are, and compared with the commit.
        if let drift = contentDrift(run, folder: folder) { return GitState(commit: commit, dirty: true, changes: drift) }
        // `ls-files -v` lines are a tag letter, a space and the path; a warning git prints among them is not one.
        let hidden = flags.lines.filter(isHiddenFileLine)
        let unchecked = submodules.lines.filter { line in
            line.first.map { "-+U".contains($0) } ?? false && line.dropFirst().prefix(40).allSatisfy(\.isHexDigit)
        }
        return GitState(commit: commit, dirty: !hidden.isEmpty || !unchecked.isEmpty,
                        changes: Array((hidden.map { "marked skip-worktree or assume-unchanged: \($0)" }
                            + unchecked.map { "submodule not at its recorded commit: \($0)" }).prefix(5)))
    }

    /// The files of the commit (in the folder git runs in, but for the folders a copy leaves out) whose bytes in the
    /// working tree are not the commit's, hashed by git without filters, up to five; `nil` when every one matches.
    static func contentDrift(_ run: ([String]) -> (exit: ChildProcess.Exit, lines: [String]), folder: URL) -> [String]? {
        let tree = run(["-c", "core.quotePath=false", "ls-tree", "-r", "HEAD"])
        guard tree.exit.succeeded else { return ["git ls-tree failed, so the files cannot be shown to be the commit's"] }
        var files: [(path: String, blob: String)] = []
        var drift: [String] = []
        for line in tree.lines {
            // `<mode> <type> <object>\t<path>`.
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let fields = line[..<tab].split(separator: " ")
            let path = String(line[line.index(after: tab)...])
            guard fields.count == 3, !PackageCopy.leftOutPaths.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) else { continue }
            if path.hasPrefix("\"") { return ["\(path): a name git quotes, which certify cannot compare with the commit"] }
            let object = String(fields[2])
            switch fields[0] {
            case "100644", "100755":
                files.append((path, object))
            case "120000":
                // The twenty-second review (symtext): with core.symlinks off, git checks a link out as a file holding its
                // target, and calls the file unchanged whatever it holds; a checkout elsewhere makes the link.
                let target = run(["cat-file", "blob", object]).lines.joined(separator: "\n")
                let link = try? FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(path).path)
                if link != target {
                    drift.append("\(path): the commit holds a symbolic link to \(target), and the working tree "
                        + (link.map { "a link to \($0)" } ?? "a file") + " in its place")
                }
            case "160000":
                // The twenty-second review (subdirty, subnone): a submodule's files are another repository's, which git
                // status does not read unless the submodule is checked out; a checkout of the package fetches the commit.
                let head = run(["-C", path, "rev-parse", "HEAD"]).lines.last?.trimmingCharacters(in: .whitespaces)
                let status = run(["-C", path, "status", "--porcelain", "--ignored", "--untracked-files=all"])
                let checkedOut = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path + "/.git").path)
                if !checkedOut || head != object || !status.exit.succeeded || status.lines.contains(where: isStatusLine) {
                    drift.append("\(path): a submodule whose files are not its recorded commit \(object.prefix(12))'s "
                        + (checkedOut ? "(its checkout is at another commit, or has changes)" : "(it is not checked out as one)"))
                } else if let inner = contentDrift({ run(["-C", path] + $0) }, folder: folder.appendingPathComponent(path)) {
                    // Its files byte by byte too (the twenty-second review's subcache: its index's size and time).
                    drift += inner.map { "\(path)/\($0)" }
                }
            default:
                continue
            }
        }
        // The twenty-second review (subnone, subdirty): a submodule that a checkout does not fetch (`update = none`), or
        // whose changes git status is told to ignore, holds files no checkout of the commit has as certified.
        if tree.lines.contains(where: { $0.hasPrefix("160000 ") }),
           let top = run(["rev-parse", "--show-toplevel"]).lines.last?.trimmingCharacters(in: .whitespaces) {
            let settings = run(["config", "--file", top + "/.gitmodules", "--get-regexp", #"^submodule\..*\.(update|ignore)$"#])
            drift += settings.lines.filter { $0.hasPrefix("submodule.") }.map {
                ".gitmodules: \($0): a checkout of the package fetches or shows this submodule otherwise than the working tree certify copies"
            }
        }
        for start in stride(from: 0, to: files.count, by: 500) {
            let batch = Array(files[start..<min(start + 500, files.count)])
            let hashed = run(["hash-object", "--no-filters", "--"] + batch.map(\.path))
            let hashes = hashed.lines.filter { $0.count == 40 && $0.allSatisfy(\.isHexDigit) }
            guard hashed.exit.succeeded, hashes.count == batch.count else {
                return ["git hash-object failed (a file of the commit is missing or unreadable), so the files cannot be shown to be the commit's"]
            }
            for (file, hash) in zip(batch, hashes) where file.blob != hash {
                drift.append("\(file.path): its bytes are not the commit's, though git status may call it unchanged (its index's "
                    + "size and time, or a clean filter)")
            }
        }
        return drift.isEmpty ? nil : Array(drift.prefix(5))
    }

    /// Why git's work tree is not the checkout holding `folder`, or `nil` when it is: a repository whose `core.worktree`
    /// (or a `.git` file) points git at another folder would have git status describe that folder's files, not the
    /// package's (review 32k, attack 05).
    static func workTreeElsewhere(_ topLevel: (exit: ChildProcess.Exit, lines: [String]), folder: URL) -> String? {
        let resolved = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard topLevel.exit.succeeded, let top = topLevel.lines.last?.trimmingCharacters(in: .whitespaces), top.hasPrefix("/") else {
            return "git names no work tree for \(resolved), so its status does not describe the package's files"
        }
        let root = URL(fileURLWithPath: top).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return "git's work tree is \(root), which does not hold the package at \(resolved) (core.worktree or a .git "
                + "file points it there), so its status does not describe the package's files"
        }
        return nil
    }

    /// Whether `line` is one of `git status --porcelain`'s: two status letters (or spaces) and a space before the path.
    package static func isStatusLine(_ line: String) -> Bool {
        let characters = Array(line.prefix(3))
        return characters.count == 3 && characters[2] == " " && characters[..<2].allSatisfy { " MTADRCU?!".contains($0) }
            && characters[..<2].contains { $0 != " " }
    }

    /// Whether `line` is one of `git ls-files -v`'s for a file hidden from status: a lower-case tag (assume-unchanged) or
    /// `S` (skip-worktree), a space and the path.
    package static func isHiddenFileLine(_ line: String) -> Bool {
        let characters = Array(line.prefix(2))
        return characters.count == 2 && characters[1] == " " && (characters[0].isLowercase || characters[0] == "S")
    }

    /// A checkout's commit and whether it has changes, with the first of them.
    package struct GitState: Sendable {
        package var commit: String?
        package var dirty: Bool?
        package var changes: [String] = []
    }

    /// The folder holding the `.git` of the checkout `folder` lies in (itself or a folder above it); `nil` outside git.
    package static func checkoutRoot(of folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
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
    typealias Facts = (kit: (commit: String?, dirty: Bool?), package: ProvenanceProbe.GitState, sourcesDigest: String,
                       toolchain: String)
    private let toolchainRead = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var toolchainLine = ""
    private var facts: Facts?

    init(kitRoot: URL, packagePath: URL, sourcesDigest: String, sandbox: Sandbox?) {
        Thread.detachNewThread { [self] in
            toolchainLine = ProvenanceProbe.toolchain
            toolchainRead.signal()
        }
        Thread.detachNewThread { [self] in
            // Git runs where the author's checkout is shown as it is, the package and the folders above it to the
            // checkout's root.
            let checkout = ProvenanceProbe.checkoutRoot(of: packagePath)
            let view = sandbox.map { boundary in checkout.map { boundary.readingOnly([$0]) } ?? boundary }
            let read = (ProvenanceProbe.git(kitRoot), ProvenanceProbe.gitState(packagePath, strict: true, sandbox: view))
            facts = (read.0, read.1, sourcesDigest, toolchain)
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
