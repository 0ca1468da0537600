import Foundation

/// The harnesses certify keeps between runs in the user's cache folder (`$XDG_CACHE_HOME/module-conformance`, else
/// `~/.cache/module-conformance`): one per package, SDK interfaces and state of the kit, each with the certifier's
/// folder beside it. A run keeps the most recently used few and removes the rest, so the cache never grows without
/// bound; `module-conformance cache` lists it and clears it.
package struct HarnessCache: Sendable {
    /// How many harnesses a run keeps, the one it used among them: a few packages or kit versions in turn stay warm.
    package static let kept = 6

    /// How long a certifier's folder without its harness folder is left alone before `prune` removes it.
    static let orphanAge: TimeInterval = 24 * 3600

    /// One harness in the cache.
    package struct Entry: Sendable {
        /// The harness's folder (`harness-…`).
        package let folder: URL
        /// When a run last used it.
        package let lastUsed: Date
        /// The package it builds, as its generated manifest names it, when that can be read.
        package let package: String?

        /// Its size on disk with the certifier's folder beside it, in bytes: read by walking it, so only when asked.
        package var size: Int64 {
            HarnessCache.size(of: folder) + HarnessCache.size(of: HarnessStamp.certifiersFolder(of: folder))
        }
    }

    /// The cache's folder.
    package let folder: URL

    /// The cache of the user running the kit.
    package init(folder: URL = UserFolders.cache().appendingPathComponent("module-conformance")) {
        self.folder = folder
    }

    /// Every harness in the cache, most recently used first.
    package var entries: [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("harness-") && !$0.hasSuffix(".certifier") }.map { name in
            let harness = folder.appendingPathComponent(name)
            return Entry(folder: harness, lastUsed: Self.lastUse(of: harness), package: Self.builtPackage(in: harness))
        }.sorted { $0.lastUsed > $1.lastUsed }
    }

    /// Records that a run uses `harness` now.
    ///
    /// The harness folder is made here too, before the run copies anything beside it: another run's `prune` removes a
    /// certifier's folder whose harness folder is missing, and it did so to a run that was still copying the package
    /// (two certify runs at once, as `.ci/run` starts them).
    package static func touch(_ harness: URL) {
        try? FileManager.default.createDirectory(at: harness, withIntermediateDirectories: true)
        let marker = HarnessStamp.certifiersFolder(of: harness).appendingPathComponent("last-used")
        _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
    }

    /// Removes every harness but the `keep` most recently used, and the certifier's folders left without a harness;
    /// `using` is never removed. Returns the folders removed.
    @discardableResult
    package func prune(keeping keep: Int = kept, using: URL? = nil) -> [URL] {
        let all = entries
        var removed: [URL] = []
        for entry in all.dropFirst(keep) where entry.folder.standardizedFileURL != using?.standardizedFileURL {
            removed.append(entry.folder)
            try? FileManager.default.removeItem(at: entry.folder)
            try? FileManager.default.removeItem(at: HarnessStamp.certifiersFolder(of: entry.folder))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix("harness-") && name.hasSuffix(".certifier") {
            let harness = folder.appendingPathComponent(String(name.dropLast(".certifier".count)))
            // A run that has only begun may not have made its harness folder yet (an earlier kit did not): its marker is new.
            guard !FileManager.default.fileExists(atPath: harness.path), harness.standardizedFileURL != using?.standardizedFileURL,
                  Date().timeIntervalSince(Self.lastUse(of: harness)) > Self.orphanAge else { continue }
            removed.append(folder.appendingPathComponent(name))
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        return removed
    }

    /// When a run last used `harness`: its marker's time, else its folder's.
    private static func lastUse(of harness: URL) -> Date {
        let marker = harness.deletingLastPathComponent().appendingPathComponent(harness.lastPathComponent + ".certifier/last-used")
        let attributes = (try? FileManager.default.attributesOfItem(atPath: marker.path))
            ?? (try? FileManager.default.attributesOfItem(atPath: harness.path))
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }

    /// The author's package a harness's generated manifest depends on first.
    private static func builtPackage(in harness: URL) -> String? {
        guard let manifest = try? String(contentsOf: harness.appendingPathComponent("Package.swift"), encoding: .utf8),
              let line = manifest.split(separator: "\n").first(where: { $0.contains(".package(path: \"") }) else { return nil }
        return line.split(separator: "\"").dropFirst().first.map(String.init)
    }

    /// The bytes the files under `url` hold (links not followed).
    private static func size(of url: URL) -> Int64 {
        guard let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey, .isSymbolicLinkKey]) else { return 0 }
        var total: Int64 = 0
        for case let file as URL in walk {
            total += Int64((try? file.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0)
        }
        return total
    }
}
