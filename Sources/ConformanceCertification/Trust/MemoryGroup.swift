import Foundation

/// A memory control group of certify's own, below the one it runs in, that every process of the boundary joins first:
/// what the author's code holds in all (the build's compilers, the harness, its private `/tmp`) is bounded, not only
/// each process's address space. Made where the machine's control groups let certify's user make one (root, with
/// cgroup v1's memory controller or cgroup v2), removed when certify ends.
package struct MemoryGroup: Sendable, Equatable {
    /// The group's folder in the control group file system.
    package let folder: URL
    /// The file a process writes its id to, to join the group.
    package var processes: URL { folder.appendingPathComponent("cgroup.procs") }
    /// The bound, in bytes.
    package let limit: UInt64

    /// The bound certify sets: half the machine's memory, at least 4 GiB.
    package static var defaultLimit: UInt64 { max(4 << 30, ProcessInfo.processInfo.physicalMemory / 2) }

    /// Makes a group below certify's own with the bound, or `nil` with why not.
    package static func make(limit: UInt64 = defaultLimit) -> Result<MemoryGroup, Unavailable> {
        guard let parent = ownGroup() else {
            return .failure(Unavailable(reason: "no memory control group certify may make one below was found"))
        }
        let folder = parent.folder.appendingPathComponent("module-conformance-\(getpid())-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try Data("\(limit)".utf8).write(to: folder.appendingPathComponent(parent.limitFile))
        } catch {
            try? FileManager.default.removeItem(at: folder)
            return .failure(Unavailable(reason: "the memory control group could not be made at \(folder.path): \(error.localizedDescription)"))
        }
        return .success(MemoryGroup(folder: folder, limit: limit))
    }

    /// How many of the group's processes the kernel has stopped for going past the bound.
    package var kills: Int {
        for file in ["memory.oom_control", "memory.events"] {
            let text = (try? String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("oom_kill ") {
                return Int(line.dropFirst("oom_kill ".count).trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return 0
    }

    /// Removes the group once its processes have ended (a control group folder is removed with rmdir, never emptied).
    package func remove() {
        rmdir(folder.path)
    }

    /// Why no group could be made.
    package struct Unavailable: Error, Sendable {
        package let reason: String
    }

    /// The memory group certify runs in, with the name of its bound's file: cgroup v1's memory hierarchy, or v2's
    /// unified one when it offers the memory controller.
    private static func ownGroup() -> (folder: URL, limitFile: String)? {
        let lines = ((try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? "").split(separator: "\n")
        for line in lines {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if fields[1].split(separator: ",").contains("memory") {
                let folder = URL(fileURLWithPath: "/sys/fs/cgroup/memory" + fields[2])
                if FileManager.default.isWritableFile(atPath: folder.path) { return (folder, "memory.limit_in_bytes") }
            }
        }
        for line in lines where line.hasPrefix("0::") {
            for mount in ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"] {
                let folder = URL(fileURLWithPath: mount + line.dropFirst(3))
                let controllers = (try? String(contentsOfFile: folder.appendingPathComponent("cgroup.controllers").path, encoding: .utf8)) ?? ""
                if controllers.split(separator: " ").contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "memory" }),
                   FileManager.default.isWritableFile(atPath: folder.path) {
                    return (folder, "memory.max")
                }
            }
        }
        return nil
    }
}
