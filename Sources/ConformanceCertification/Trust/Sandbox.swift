import ConformanceEngine
import Foundation

/// The boundary around every process that runs the author's code (the harness build, with the package's manifest
/// and plugins, and the harness itself): on Linux, new user, mount and process namespaces.
///
/// Inside, the certifier's key files are hidden, the kit's checkout (and, while the harness runs, the program) can be
/// read but not written, and the process tree sees only itself: not certify, whose memory holds the key, nor anything
/// outside. When the command ends, every process it left behind ends with it, so no daemon survives into the
/// moment certify scans a program or seals a report. Where the namespaces are not available (macOS, or a Linux that
/// forbids unprivileged user namespaces) there is no boundary, and certify does not seal.
package struct Sandbox: Sendable {
    /// Folders and files the author's code may read but not write.
    package var readOnly: [URL]
    /// Folders inside a read-only one that the command may still write (the harness's build folder).
    package var writable: [URL]
    /// Files and folders the author's code may not read at all.
    package var hidden: [URL]

    package init(readOnly: [URL], writable: [URL] = [], hidden: [URL]) {
        self.readOnly = readOnly
        self.writable = writable
        self.hidden = hidden
    }

    /// The same boundary, with more read-only paths and none written.
    package func readingOnly(_ more: [URL]) -> Sandbox {
        Sandbox(readOnly: readOnly + more, writable: [], hidden: hidden)
    }

    /// The same boundary, with a folder the command may write.
    package func writing(_ folder: URL) -> Sandbox {
        Sandbox(readOnly: readOnly, writable: writable + [folder], hidden: hidden)
    }

    /// The command that runs `command` inside the boundary.
    package func wrap(_ command: [String]) -> [String] {
        var script = ["set -e"]
        for url in readOnly where FileManager.default.fileExists(atPath: url.path) {
            let path = Self.quoted(url.standardizedFileURL.path)
            script.append("mount --bind \(path) \(path)")
            script.append("mount -o remount,bind,ro \(path)")
        }
        for url in writable where FileManager.default.fileExists(atPath: url.path) {
            let path = Self.quoted(url.standardizedFileURL.path)
            script.append("mount --bind \(path) \(path)")
            script.append("mount -o remount,bind,rw \(path)")
        }
        for url in hidden {
            let path = Self.quoted(url.standardizedFileURL.path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            script.append(isFolder.boolValue ? "mount -t tmpfs -o size=4k,mode=000 none \(path)" : "mount --bind /dev/null \(path)")
        }
        // The command runs as a child of the namespace's first process, never as that process itself: the kernel lets
        // a namespace's first process ignore the signals it raises (abort's SIGABRT), which would turn a crash into
        // another one. A command ended by signal N makes the status 128 + N, which `ChildProcess` reads back.
        script.append("\"$@\"")
        script.append("exit $?")
        return ["unshare", "--user", "--map-root-user", "--mount", "--pid", "--fork", "--kill-child", "--mount-proc",
                "/bin/sh", "-c", script.joined(separator: "\n"), "module-conformance-sandbox"] + command
    }

    /// Why this machine cannot draw the boundary, or `nil` when it can: a trial run of `true` inside it.
    package static func unavailableReason() -> String? {
        #if os(Linux)
        let probe = Sandbox(readOnly: [FileManager.default.temporaryDirectory], hidden: [])
        let exit = ChildProcess.run(["true"], sandbox: probe, budget: .seconds(20))
        if exit.succeeded { return nil }
        return "unshare(1) could not start the author's code in new user, mount and process namespaces ("
            + (exit.tail.last ?? exit.summary) + ")"
        #else
        return "this system has no user, mount and process namespaces to keep the author's code from the certifier's key "
            + "and the kit"
        #endif
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
