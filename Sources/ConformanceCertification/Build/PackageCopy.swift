import ConformanceEngine
import Foundation

/// The private copy of an author's package that certify digests and builds: made before any of the author's code
/// runs, in a folder of the certifier's that the boundary shows read-only in the package's place, so that what is
/// digested is what is built.
///
/// It holds every file of the package but its top-level `.build` and `.git` folders and Xcode's per-user state in
/// `.swiftpm/xcode`, each symbolic link within the package replaced by what it points to; a package with a link out
/// of itself or to nothing, or with two paths that differ only in letter case, is refused. A file left out cannot be compiled, so the
/// digest covers whatever the build reads of the package, wherever a target's `path:` points (`.swiftpm` included); where
/// a left-out file could be included, the copy holds a stand-in that stops the build (`standIns(of:entries:)`).
package struct PackageCopy: Sendable {
    /// A package too large to copy, or a file that cannot be read.
    package struct Problem: Error, CustomStringConvertible, Sendable {
        package let description: String
    }

    /// The most a package may hold outside the folders left out.
    package static let sizeLimit: Int64 = 1 << 30

    /// The most files and folders a package may hold, links within it followed.
    package static let entryLimit = 100_000

    /// The copy's folder; its name is the package folder's, which is the package's identity to SwiftPM.
    package let folder: URL
    /// The digest of the copy's files by relative path and content (`digest(of:)`).
    package let digest: String
    /// Each file's SHA-256 by its path relative to the package (`files(of:)`), so that a changed file can be named.
    package let files: [String: String]

    /// Copies `package` into `parent`, only the top-level files and folders named in `only` when it is given, every
    /// file and folder owned by `owner` when it is given (the boundary's user, so that SwiftPM, which gives a copied
    /// resource folder its source's owner, can copy one). The run's own folders (`excluding`) are not copied when they
    /// lie inside the package, and each of `mountPoints` inside it is an empty folder of the copy, for the boundary to
    /// show a folder there. Made again in the same place, a copy keeps each file whose bytes did not change as it was
    /// (its time and inode, which SwiftPM's build compares), so the build after a small change compiles only what
    /// changed; what the package no longer holds is removed.
    package static func make(of package: URL, in parent: URL, owner: UInt32? = nil, only: Set<String>? = nil,
                             excluding: [URL] = [], mountPoints: [URL] = [], entryLimit: Int = entryLimit) throws(Problem) -> PackageCopy {
        let folder = parent.appendingPathComponent(package.standardizedFileURL.lastPathComponent)
        let manager = FileManager.default
        var total: Int64 = 0
        var files: [String: String] = [:]
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            if let owner { handOver(folder, to: owner) }
            var kept: Set<String> = []
            for point in relative(mountPoints, to: package) {
                let parts = point.split(separator: "/").map(String.init)
                try makeFolders(parts, in: folder, owner: owner)
                for count in parts.indices { kept.insert(parts[...count].joined(separator: "/")) }
            }
            // Only the top-level entries copied are read (the fourteenth trial's C13b: a build running in one of the kit's
            // examples removed a file of its .build while certify walked it, and the kit's copy failed on it).
            let (entries, refused) = scan(package, excluding: Set(relative(excluding, to: package)), only: only, limit: entryLimit)
            if !refused.isEmpty {
                // Only the advice that fits what was found (the sixteenth review's A8 got link and letter-case advice for
                // a path too deep to read).
                var advice: [String] = []
                if refused.contains(where: { $0.contains("symbolic link") }) {
                    advice.append("A link within the package is followed; replace a link out of the package, or into its .git, .build "
                        + "or .swiftpm/xcode, with the file itself, and remove a link to nothing.")
                }
                if refused.contains(where: { $0.contains("letter case") || $0.contains("accent") }) {
                    advice.append("Rename one of two paths that differ only in letter case or accent encoding (a Mac's default file "
                        + "system keeps one of them, so an app built there would compile other code than certify's).")
                }
                if refused.contains(where: { $0.contains("characters deep") }) {
                    advice.append("Shorten the folder names or the nesting: the system cannot open a path that long, so no build "
                        + "could compile the file either.")
                }
                // The seventeenth review (F0): the lead says what every refusal has in common, not one kind's rule.
                if refused.contains(where: { $0.contains("was removed while") }) {
                    advice.append("Something removed files while certify read the folder (a build running in it, say): run certify "
                        + "again when nothing else changes it.")
                }
                let subject = only == nil ? "the package's files" : "the kit's checkout at \(package.path)"
                throw Problem(description: "certify copies \(subject) into a folder of its own before anything of the "
                    + "package runs, and cannot copy these: " + refused.joined(separator: "; ") + ". " + advice.joined(separator: " "))
            }
            for entry in entries where only.map({ $0.contains(String(entry.relative.prefix { $0 != "/" })) }) ?? true {
                kept.insert(entry.relative)
                let target = folder.appendingPathComponent(entry.relative)
                if entry.isFolder {
                    try makeFolders(entry.relative.split(separator: "/").map(String.init), in: folder, owner: owner)
                    continue
                }
                let data = try Data(contentsOf: entry.url)
                total += Int64(data.count)
                guard total <= sizeLimit else {
                    throw Problem(description: "the package at \(package.path) holds more than \(sizeLimit >> 20) MiB outside its "
                        + ".build and .git folders; certify copies all of it before building")
                }
                files[entry.relative] = SHA256.hex(bytes: SHA256.digest(data))
                let executable = manager.isExecutableFile(atPath: entry.url.path)
                if (try? target.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                   manager.isExecutableFile(atPath: target.path) == executable, (try? Data(contentsOf: target)) == data {
                    // Kept as it was, but owned by this run's boundary user (each certify draws its own).
                    if let owner { handOver(target, to: owner) }
                    continue
                }
                try? manager.removeItem(at: target)
                guard manager.createFile(atPath: target.path, contents: data,
                                         attributes: [.posixPermissions: executable ? 0o755 : 0o644]) else {
                    throw Problem(description: "cannot copy \(entry.relative) of the package to \(target.path)")
                }
                if let owner { chown(target.path, owner, owner) }
            }
            if only == nil {
                for relative in standIns(of: package, entries: entries) {
                    let parts = relative.split(separator: "/").map(String.init)
                    try makeFolders(Array(parts.dropLast()), in: folder, owner: owner)
                    for count in parts.indices { kept.insert(parts[...count].joined(separator: "/")) }
                    let target = folder.appendingPathComponent(relative)
                    let data = Data(standInText(relative).utf8)
                    guard (try? Data(contentsOf: target)) != data else { continue }
                    try? manager.removeItem(at: target)
                    guard manager.createFile(atPath: target.path, contents: data, attributes: [.posixPermissions: 0o644]) else {
                        throw Problem(description: "cannot write a stand-in for \(relative) at \(target.path)")
                    }
                    if let owner { chown(target.path, owner, owner) }
                }
            }
            removeAll(in: folder, but: kept)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(description: "cannot copy the package at \(package.path): \(error.localizedDescription)")
        }
        return PackageCopy(folder: folder, digest: digest(of: files), files: files)
    }

    /// The files of the package's left-out folders (`.build`, `.git`, `.swiftpm/xcode`) that a build could read: those
    /// whose name a preprocessor line of the package names (`#include "x/mode.h"` names `mode.h`), by relative path. The
    /// copy holds a stand-in at each such path that stops the build, so that however a search path or an include's
    /// `..` leads there (`-I .swiftpm` with `xcode/mode.h`), certify's build fails where the author's build would read a
    /// file certify never saw, instead of finding another one (the twentieth re-test). At most `limit` paths of those
    /// folders are looked at.
    static func standIns(of package: URL, entries: [(relative: String, url: URL, isFolder: Bool)], limit: Int = entryLimit) -> [String] {
        let names = LeftOutReach.namedFileNames(in: entries)
        guard !names.isEmpty else { return [] }
        var found: [String] = []
        var looked = 0
        for folder in leftOutPaths.subtracting(reportNames).sorted() {
            let root = package.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walk.nextObject() as? String, looked < limit {
                looked += 1
                if names.contains((relative as NSString).lastPathComponent) { found.append(folder + "/" + relative) }
            }
        }
        return found
    }

    /// What a stand-in holds: a preprocessor error that names the file and why certify's build cannot read it.
    static func standInText(_ relative: String) -> String {
        let folder = leftOutPaths.subtracting(reportNames).sorted().first { relative.hasPrefix($0 + "/") } ?? relative
        return "#error \"certify: the build reads \(relative), in \(folder), which certify leaves out of its copy, so its build "
            + "would compile other code than yours or an app's; keep the file in the target's own folders\"\n"
    }

    /// Removes from an earlier copy in `folder` every file and folder whose relative path is not in `kept`.
    private static func removeAll(in folder: URL, but kept: Set<String>) {
        let found = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        for relative in found.sorted(by: >) where !kept.contains(relative) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(relative))
        }
    }

    /// The paths of those of `urls` that lie inside `package`, relative to it.
    private static func relative(_ urls: [URL], to package: URL) -> [String] {
        let root = package.standardizedFileURL.path + "/"
        return urls.map(\.standardizedFileURL.path).filter { $0.hasPrefix(root) }.map { String($0.dropFirst(root.count)) }
    }

    /// The digest of `package`'s files as a copy would hold them (of the top-level ones `only` names, when given): what a
    /// report's `packageSourcesDigest` records and `verify --package` recomputes.
    package static func digest(of package: URL, only: Set<String>? = nil) -> String {
        digest(of: files(of: package, only: only))
    }

    /// Each file of `package` a copy would hold (of the top-level ones `only` names, when given), with its SHA-256.
    package static func files(of package: URL, only: Set<String>? = nil) -> [String: String] {
        var files: [String: String] = [:]
        for entry in entries(in: package) where !entry.isFolder && (only.map { $0.contains(String(entry.relative.prefix { $0 != "/" })) } ?? true) {
            files[entry.relative] = SHA256.hex(bytes: SHA256.digest((try? Data(contentsOf: entry.url)) ?? Data()))
        }
        return files
    }

    /// The digest of files by relative path and content, in the order of their paths.
    private static func digest(of files: [String: String]) -> String {
        SHA256.hex(files.keys.sorted(by: Self.walkOrder).map { $0 + "\u{0}" + files[$0, default: ""] + "\n" }.joined())
    }

    /// The order the package's walk meets paths in: folder by folder, names sorted within each.
    private static func walkOrder(_ first: String, _ second: String) -> Bool {
        first.split(separator: "/", omittingEmptySubsequences: false).lexicographicallyPrecedes(
            second.split(separator: "/", omittingEmptySubsequences: false))
    }

    /// What changed between the files a report recorded and those a package holds now: each path changed, added or
    /// removed, at most `limit` of them named.
    package static func changes(from recorded: [String: String], to now: [String: String], limit: Int = 10) -> String {
        let changed = recorded.keys.filter { now[$0] != nil && now[$0] != recorded[$0] }.sorted()
        let added = now.keys.filter { recorded[$0] == nil }.sorted()
        let removed = recorded.keys.filter { now[$0] == nil }.sorted()
        func list(_ word: String, _ paths: [String]) -> String? {
            paths.isEmpty ? nil : "\(word) " + paths.prefix(limit).joined(separator: ", ")
                + (paths.count > limit ? " and \(paths.count - limit) more" : "")
        }
        return [list("changed", changed), list("added", added), list("removed", removed)].compactMap { $0 }.joined(separator: "; ")
    }

    /// Gives a file or folder of the copy to `owner` when another user owns it (an earlier run's boundary user).
    private static func handOver(_ url: URL, to owner: UInt32) {
        var status = stat()
        if lstat(url.path, &status) == 0, status.st_uid != owner || status.st_gid != owner { lchown(url.path, owner, owner) }
    }

    /// Creates the folders of a path in the copy that do not exist yet, owned by `owner` when it is given (an existing
    /// one is handed over to it).
    private static func makeFolders(_ parts: [String], in folder: URL, owner: UInt32?) throws {
        var current = folder
        for part in parts {
            current.appendPathComponent(part)
            if FileManager.default.fileExists(atPath: current.path), let owner { handOver(current, to: owner) }
            guard !FileManager.default.fileExists(atPath: current.path) else { continue }
            try FileManager.default.createDirectory(at: current, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            if let owner { chown(current.path, owner, owner) }
        }
    }

    /// Whether the copy's files still digest to what they did when it was made.
    package var unchanged: Bool {
        Self.digest(of: folder) == digest
    }

    /// The paths relative to the package that a copy leaves out, with all they hold.
    /// The reports certify writes by default beside the package's manifest are the run's output, not the package's.
    package static let leftOutPaths: Set<String> = [".build", ".git", ".swiftpm/xcode", defaultReportName, unfinishedReportName,
                                                      unsealedReportName]

    /// The name of the report certify writes in the package's folder when `--report` names no other path.
    package static let defaultReportName = "conformance-report.json"
    /// The name a run that judged no check gives its report when a report already lies where it would go.
    package static let unfinishedReportName = "conformance-report.unfinished.json"
    /// The name an unsealed run gives its report when a sealed report already lies where it would go.
    package static let unsealedReportName = "conformance-report.unsealed.json"

    /// A path with every character beyond ASCII written as its Unicode scalars (`Re\u{300}gles.swift`), so that two
    /// encodings of one name read apart.
    static func visible(_ path: String) -> String {
        path.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
    }

    /// Whether a path relative to the package is left out of a copy: the build and git folders always, a report's name
    /// only when the file there is a certify report (a JSON object with its checks), since a C source can include a file
    /// of any name, and one the copy left out would compile as something else in certify's build (the thirteenth
    /// review's attack 17).
    static func leftOut(_ relative: String, at url: URL? = nil) -> Bool {
        guard leftOutPaths.contains(relative) else { return false }
        guard reportNames.contains(relative), let url else { return true }
        guard let data = FileManager.default.contents(atPath: url.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["checks"] != nil
    }

    /// The names certify gives the report it writes in the package's folder.
    static let reportNames: Set<String> = [defaultReportName, unfinishedReportName, unsealedReportName]

    /// Every folder and regular file a copy holds, by relative path (a folder before what it holds), with the file
    /// its content is read from: symbolic links within the package are followed, a folder reached again through one is
    /// not walked twice on one path, and each of the `excluded` relative paths is left out. A link that leads out of the
    /// package or to nothing is never followed: certify, which may run as root, reads nothing outside the package for
    /// it (a link to the certifier's key would put the key in the copy), and `refused` says why.
    static func entries(in package: URL, excluding excluded: Set<String> = []) -> [(relative: String, url: URL, isFolder: Bool)] {
        scan(package, excluding: excluded).entries
    }

    /// What `entries` finds, and each path a copy refuses: a link leading out of the package or to nothing, and two
    /// paths that differ only in letter case (a Mac's default file system keeps one of them, so an app's build there
    /// would compile other code than certify's).
    static func scan(_ package: URL, excluding excluded: Set<String> = [], only: Set<String>? = nil, limit: Int = entryLimit)
        -> (entries: [(relative: String, url: URL, isFolder: Bool)], refused: [String]) {
        var found: [(relative: String, url: URL, isFolder: Bool)] = []
        var refused: [String] = []
        var walking: Set<String> = []
        let root = package.standardizedFileURL.resolvingSymlinksInPath().path
        func inside(_ url: URL) -> Bool {
            // realpath(3), not Foundation's resolution, which past 1,024 characters gives back a parent's path, inside
            // the package, for a link that leads out of it; a path it cannot resolve counts as outside.
            guard let resolved = realpath(url.path, nil) else { return false }
            defer { free(resolved) }
            let real = String(cString: resolved)
            return real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
        }
        func leftOutFolder(of url: URL) -> String? {
            guard let resolved = realpath(url.path, nil) else { return nil }
            defer { free(resolved) }
            let real = String(cString: resolved)
            guard real.hasPrefix(root + "/") else { return nil }
            let relative = String(real.dropFirst(root.count + 1))
            return leftOutPaths.subtracting(reportNames).sorted().first { relative == $0 || relative.hasPrefix($0 + "/") }
        }
        var tooMany = false
        func walk(_ folder: URL, _ prefix: String) {
            // A folder is known by its device and inode: resolving its path fails past 1,024 characters on Linux and gives
            // back a parent's, which made a deep folder look like one already being walked, and left it out silently
            // (the thirteenth review's attack 16, re-run).
            var status = stat()
            guard stat(folder.path, &status) == 0 else {
                refused.append("\(prefix.isEmpty ? "the package's folder" : String(prefix.dropLast())) cannot be read "
                    + "(\(folder.path.count) characters deep: \(String(cString: strerror(errno)))), so it could be neither copied nor digested")
                return
            }
            let real = "\(status.st_dev):\(status.st_ino)"
            guard walking.insert(real).inserted else { return }
            defer { walking.remove(real) }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            } catch {
                // The thirteenth review (16): a folder too deep to list was left out of the copy and the digest, silently.
                refused.append("\(prefix.isEmpty ? "the package's folder" : String(prefix.dropLast())) cannot be listed "
                    + "(\(folder.path.count) characters deep: \(error.localizedDescription)), so it could be neither copied nor digested")
                return
            }
            for name in names {
                // The twelfth review (08): links among folders multiply the paths a walk meets; the walk stops at a bound.
                guard found.count < limit else {
                    tooMany = true
                    return
                }
                let relative = prefix + name
                let url = folder.appendingPathComponent(name)
                guard !leftOut(relative, at: url), !excluded.contains(relative), !prefix.isEmpty || only?.contains(name) != false else { continue }
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path), !inside(url)
                    || !FileManager.default.fileExists(atPath: url.path) {
                    let leads = FileManager.default.fileExists(atPath: url.path) ? "out of the package" : "to nothing"
                    refused.append("\(relative) is a symbolic link to \(target), which leads \(leads)")
                    continue
                }
                // The twenty-first review (gitlink): a link into .git copies what the author's .git holds there, which a
                // checkout's differs from (its HEAD names a commit, not a branch).
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path), let folder = leftOutFolder(of: url) {
                    refused.append("\(relative) is a symbolic link to \(target), which leads into \(folder), a folder certify leaves "
                        + "out of its copy and a checkout holds otherwise")
                    continue
                }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                    var status = stat()
                    let found = lstat(url.path, &status) == 0
                    if !found, errno == ENOENT, url.path.utf8.count < Int(PATH_MAX) {
                        refused.append("\(relative) was removed while certify read the folder, so it could be neither copied nor digested")
                        continue
                    }
                    let reason = stat(url.path, &status) == 0 ? "" : ": " + String(cString: strerror(errno))
                    refused.append("\(relative) cannot be read (\(url.path.count) characters deep\(reason)), so it could be neither "
                        + "copied nor digested")
                    continue
                }
                if isFolder.boolValue {
                    found.append((relative, url, true))
                    walk(url, relative + "/")
                } else {
                    // A regular file, links followed, by stat(2): resolving a long path gives a parent's (attack 16).
                    var file = stat()
                    let readable = stat(url.path, &file) == 0
                    if readable, file.st_mode & S_IFMT == S_IFREG {
                        found.append((relative, url, false))
                    } else if readable {
                        // The eighteenth review (fifo): a pipe named like a source was left out silently, while the author's
                        // own build would read from it what its other end writes.
                        let kind = switch file.st_mode & S_IFMT {
                        case S_IFIFO: "a named pipe (FIFO)"
                        case S_IFSOCK: "a socket"
                        case S_IFCHR, S_IFBLK: "a device"
                        default: "not a regular file"
                        }
                        refused.append("\(relative) is \(kind), not a regular file: a build that reads it gets what another program "
                            + "writes, which no copy or digest can hold; remove it (git cannot hold one either)")
                    } else if !readable {
                        refused.append("\(relative) cannot be read (\(url.path.count) characters deep), so it could be neither copied nor digested")
                    }
                }
            }
        }
        walk(package.standardizedFileURL, "")
        if tooMany {
            refused.append("the package holds more than \(limit) files and folders, links within it followed (a folder "
                + "reached through several links counts each time); certify copies and digests every one")
            return (found, refused)
        }
        // Swift's String compares canonically equivalent spellings as equal (an accented letter composed or decomposed),
        // and a Mac's file system keeps one file for both, as for two cases: the names are compared by their bytes.
        var byCase: [String: String] = [:]
        for entry in found {
            // Full case folding (the twelfth review, 10: 'ſ' folds to 's'), as a case-insensitive file system compares names.
            let key = entry.relative.decomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive], locale: nil)
            if let other = byCase.updateValue(entry.relative, forKey: key),
               Array(other.utf8) != Array(entry.relative.utf8) {
                refused.append("\(visible(other)) and \(visible(entry.relative)) differ only in letter case or in how an accented "
                    + "letter is encoded")
            }
        }
        return (found, refused)
    }
}
