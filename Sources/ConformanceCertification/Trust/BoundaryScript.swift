import Foundation

/// The shell script that draws a sandbox's view and starts the command in it, run by `/bin/sh` as the first process
/// of the new namespaces, with the rights to mount (root, or root of a new user namespace).
///
/// It mounts a small memory-backed root, shows the host's folders in it by bind mounts (read-only, with no set-user-id
/// programs or devices), gives it its own `/dev`, `/proc`, `/sys` (read-only) and `/tmp`, covers the hidden paths,
/// makes the view the root and lets the host's go, then starts the command under the limits, as the boundary's
/// identity, without capabilities and with `no_new_privs`. The command runs as a child of the script, never as the
/// namespace's first process, which the kernel lets ignore the signals it raises (abort's SIGABRT); a command ended
/// by signal N makes the status 128 + N, which `ChildProcess` reads back.
struct BoundaryScript {
    let sandbox: Sandbox
    let system: [URL]

    var text: String {
        var lines = ["set -e"]
        if let group = sandbox.memoryGroup {
            // Joined before anything else runs, by the script itself, so that every later process is inside the bound.
            lines.append("echo $$ > \(Self.quoted(group.processes.path))")
        }
        lines += [
            "here=$(pwd)",
            "view=\(Self.quoted(viewFolder))",
            "mkdir -p \"$view\"",
            "chmod 700 \"$view\"",
            "mount -t tmpfs -o mode=755,size=16m module-conformance-view \"$view\"",
            Self.showFunction,
        ]
        // The view's own /tmp comes first, so that a system folder there (an SDK package Q2_SDK_PATH names) shows
        // above it.
        lines += devices
        // A system folder that is a link (/bin to usr/bin) is the same link in the view; the others are shown with the
        // command's folders, each after the folders it lies in.
        let links = system.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0.path)) != nil }
        for folder in links {
            let path = Self.quoted(folder.path)
            lines.append("ln -s \"$(readlink \(path))\" \"$view\"\(path)")
        }
        // A folder that does not exist (a harness not built yet) is not shown.
        for mount in orderedMounts where FileManager.default.fileExists(atPath: mount.source.path) {
            if mount.writable, case .dedicated(let id) = sandbox.identity {
                // The command's own folders belong to the boundary's user; anything in them from an earlier run as
                // another user is handed over too.
                lines.append("[ \"$(stat -c %u \(Self.quoted(mount.source.path)))\" = \(id) ] || chown -R \(id):\(id) \(Self.quoted(mount.source.path))")
            }
            lines.append("show \(Self.quoted(mount.source.path)) \(Self.quoted(mount.target.path)) \(mount.writable ? "rw" : "ro")")
        }
        for url in sandbox.hidden {
            let path = Self.quoted(url.standardizedFileURL.path)
            lines.append("if [ -d \"$view\"\(path) ]; then mount -t tmpfs -o size=4k,mode=000 hidden \"$view\"\(path); "
                + "elif [ -e \"$view\"\(path) ]; then mount --bind /dev/null \"$view\"\(path); fi")
        }
        lines += [
            "cd \"$view\"",
            "mkdir .host",
            "pivot_root . .host",
            "umount -l /.host",
            "rmdir /.host",
            "mount -o remount,bind,ro,nosuid,nodev / 2>/dev/null || mount -o remount,ro /",
            "cd \"$here\" 2>/dev/null || cd /",
            "set +e",
            // A session of its own: the certifier's terminal, if certify has one, is no controlling terminal of the
            // author's code, which therefore cannot open /dev/tty or push input into it (TIOCSTI). The process
            // namespace's first process stays in certify's process group, so stopping that group still ends it all.
            "setsid --wait " + limitsCommand + " " + dropCommand + " \"$@\"",
            "exit $?",
        ]
        return lines.joined(separator: "\n")
    }

    /// Where the view's root is mounted before it becomes the root: a folder of the host's `/tmp` that stays empty
    /// there, since each namespace mounts over it privately.
    private var viewFolder: String {
        "/tmp/.module-conformance-view-\(getuid())"
    }

    /// `show SOURCE TARGET ro|rw`: shows a host folder or file in the view, read-only or writable, without set-user-id
    /// programs or devices; read-only means every mount below it too (the host's mounts under `/sys`). A mount the host
    /// made `noexec` must keep that flag in a user namespace, so the second try keeps it.
    private static let showFunction = """
        flags() {
            mount -o remount,bind,$2,nosuid,nodev "$1" 2>/dev/null || mount -o remount,bind,$2,nosuid,nodev,noexec "$1"
        }
        show() {
            if [ -d "$1" ]; then mkdir -p "$view$2"; else mkdir -p "$(dirname "$view$2")"; [ -e "$view$2" ] || : > "$view$2"; fi
            mount --rbind "$1" "$view$2"
            flags "$view$2" $3
            if [ "$3" = ro ]; then
                for below in $(awk -v top="$view$2/" 'index($5, top) == 1 { print $5 }' /proc/self/mountinfo); do
                    mountpoint -q "$below" && flags "$below" ro
                done
            fi
        }
        """

    /// The view's own `/dev` (the harmless devices only), `/proc` (this process namespace's), `/sys` (read-only) and
    /// `/tmp` (memory-backed, bounded), with the command's home in it.
    private var devices: [String] {
        var lines = [
            "mkdir -p \"$view/dev\" \"$view/proc\" \"$view/sys\" \"$view/tmp\"",
            "mount -t tmpfs -o mode=755,size=1m,nosuid module-conformance-dev \"$view/dev\"",
            // No tty: the certifier's terminal is not the author's code's to write to (review 32k, attack 07).
            "for device in null zero full random urandom; do : > \"$view/dev/$device\"; "
                + "mount --bind \"/dev/$device\" \"$view/dev/$device\"; done",
            "mkdir \"$view/dev/shm\"",
            "mount -t tmpfs -o mode=1777,size=256m,nosuid,nodev module-conformance-shm \"$view/dev/shm\"",
            "ln -s /proc/self/fd \"$view/dev/fd\"",
            "ln -s /proc/self/fd/0 \"$view/dev/stdin\"",
            "ln -s /proc/self/fd/1 \"$view/dev/stdout\"",
            "ln -s /proc/self/fd/2 \"$view/dev/stderr\"",
            "mount -t proc -o nosuid,nodev,noexec proc \"$view/proc\"",
            "show /sys /sys ro",
            "mount -t tmpfs -o mode=1777,size=\(sandbox.limits.temporary),nosuid,nodev module-conformance-tmp \"$view/tmp\"",
            "mkdir -m 700 \"$view/tmp/home\"",
        ]
        if case .dedicated(let id) = sandbox.identity { lines.append("chown \(id):\(id) \"$view/tmp/home\"") }
        return lines
    }

    /// The system's folders and the sandbox's mounts, a folder before anything shown inside it, otherwise in the order
    /// given (the system's first).
    private var orderedMounts: [Sandbox.Mount] {
        let links = Set(system.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0.path)) != nil })
        let shown = system.filter { !links.contains($0) }.map { Sandbox.Mount(source: $0, target: $0, writable: false) }
        return (shown + sandbox.mounts).enumerated().sorted { one, other in
            let depth = (one.element.target.standardizedFileURL.pathComponents.count, other.element.target.standardizedFileURL.pathComponents.count)
            return depth.0 != depth.1 ? depth.0 < depth.1 : one.offset < other.offset
        }.map(\.element)
    }

    private var limitsCommand: String {
        let limits = sandbox.limits
        return "prlimit --nproc=\(limits.processes) --nofile=\(limits.openFiles) --fsize=\(limits.fileSize) "
            + "--as=\(limits.addressSpace) --core=0 --"
    }

    /// How the command gives up every right over the view: a user of the boundary's own without capabilities, or a
    /// nested user namespace (which locks the mounts made in this one).
    private var dropCommand: String {
        switch sandbox.identity {
        case .dedicated(let id):
            return "setpriv --reuid=\(id) --regid=\(id) --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs --"
        case .certifiers:
            return "unshare --user --map-user=1000 --map-group=1000 -- setpriv --no-new-privs --"
        }
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
