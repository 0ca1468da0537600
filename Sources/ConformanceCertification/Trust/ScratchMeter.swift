import Foundation

/// Watches what a boundary's writable folders hold while a command runs, so that the author's code cannot fill the
/// certifier's disk: every two seconds it adds up their files, and says so once they hold more than the limit.
final class ScratchMeter: @unchecked Sendable {
    private let folders: [URL]
    private let limit: Int64
    private let clock = ContinuousClock()
    private var next: ContinuousClock.Instant

    init(_ sandbox: Sandbox) {
        folders = sandbox.writable
        limit = sandbox.limits.scratch
        next = clock.now.advanced(by: .seconds(2))
    }

    /// What was exceeded, when it is time to look and the folders hold too much; `nil` otherwise.
    func exceeded() -> String? {
        guard !folders.isEmpty, clock.now >= next else { return nil }
        next = clock.now.advanced(by: .seconds(2))
        let used = folders.reduce(Int64(0)) { $0 + Self.bytes(in: $1) }
        guard used > limit else { return nil }
        return "its writable folders hold \(used >> 20) MiB, more than the boundary's \(limit >> 20) MiB"
    }

    /// The bytes the files under `folder` hold (their sizes; Foundation on Linux was seen to count the blocks a file
    /// takes eight times over).
    static func bytes(in folder: URL) -> Int64 {
        let keys: [URLResourceKey] = [.fileSizeKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return 0 }
        var total: Int64 = 0
        for case let url as URL in walker {
            total += Int64((try? url.resourceValues(forKeys: Set(keys)).fileSize) ?? 0)
        }
        return total
    }
}
