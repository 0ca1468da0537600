import Foundation

/// Watches what a boundary's writable folders hold while a command runs, so that the author's code cannot fill the
/// certifier's disk: every two seconds it adds up their files, and says so once they hold more than the limit; it also
/// watches the free space and free inodes of their file systems, which files deleted while still open, or many empty
/// ones, use up without showing in the folders.
final class ScratchMeter: @unchecked Sendable {
    private let folders: [URL]
    private let limit: Int64
    private let lossLimit: Int64
    private let clock = ContinuousClock()
    private var next: ContinuousClock.Instant
    /// The free bytes and inodes of each folder's file system when the command started.
    private let free: [(bytes: Int64, inodes: Int64)]

    /// How many inodes the command may use up, besides the bytes.
    static let inodeLimit: Int64 = 2_000_000

    init(_ sandbox: Sandbox) {
        folders = sandbox.writable
        limit = sandbox.limits.scratch
        lossLimit = sandbox.limits.freeSpaceLoss ?? sandbox.limits.scratch
        next = clock.now.advanced(by: .seconds(2))
        free = folders.map(Self.free)
    }

    /// What was exceeded, when it is time to look and the folders hold too much; `nil` otherwise.
    func exceeded() -> String? {
        guard !folders.isEmpty, clock.now >= next else { return nil }
        next = clock.now.advanced(by: .seconds(2))
        let used = folders.reduce(Int64(0)) { $0 + Self.bytes(in: $1) }
        if used > limit {
            return "its writable folders hold \(used >> 20) MiB, more than the boundary's \(limit >> 20) MiB"
        }
        for (folder, before) in zip(folders, free) {
            let now = Self.free(folder)
            if before.bytes - now.bytes > lossLimit {
                return "the file system of \(folder.path) lost \((before.bytes - now.bytes) >> 20) MiB of free space while it ran, "
                    + "more than the boundary's \(lossLimit >> 20) MiB"
            }
            if before.inodes - now.inodes > Self.inodeLimit {
                return "the file system of \(folder.path) lost \(before.inodes - now.inodes) free inodes while it ran, more than "
                    + "the boundary's \(Self.inodeLimit)"
            }
        }
        return nil
    }

    /// The free bytes and inodes of the file system `folder` is on; zeros when it cannot be read.
    static func free(_ folder: URL) -> (bytes: Int64, inodes: Int64) {
        var info = statvfs()
        guard statvfs(folder.path, &info) == 0 else { return (0, 0) }
        return (Int64(info.f_bavail) * Int64(info.f_frsize), Int64(info.f_favail))
    }

    /// The bytes the files under `folder` hold (their sizes; Foundation on Linux was seen to count the blocks a file
    /// takes eight times over).
    static func bytes(in folder: URL) -> Int64 {
        bytes(at: folder.path)
    }

    /// The walk, with the system's calls: Foundation's enumerator and resource values took about a twentieth of a warm
    /// certify's CPU, the meter walking the harness's build folder every two seconds (issue 34). Links are not followed.
    private static func bytes(at path: String) -> Int64 {
        guard let folder = opendir(path) else { return 0 }
        defer { closedir(folder) }
        let descriptor = dirfd(folder)
        var total: Int64 = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: total += bytes(at: path + "/" + name)
            case S_IFREG: total += Int64(status.st_size)
            default: break
            }
        }
        return total
    }
}
