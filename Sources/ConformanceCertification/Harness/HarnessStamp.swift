import ConformanceEngine
import Foundation

/// Lets a warm run skip the harness's `swift build`, whose up-to-date check alone costs about half a second,
/// when nothing that build reads changed since it last succeeded.
///
/// The stamp records the toolchain, the harness's own sources, the digest of everything the build reads of the
/// package and the kit (`inputs`: their files by relative path and content, as a package copy holds them, and the
/// SDK package `Q2_SDK_PATH` names) and a digest of the program's bytes; it is written only once the program has been
/// built and found free of code that runs before main, and kept beside the harness's folder, where no build writes.
/// It is current when all of those are unchanged, whatever the files' times say. `certify --rebuild` ignores it.
package struct HarnessStamp: Sendable {
    package let harness: HarnessPackage
    package let toolchain: String
    /// The digest of what the build reads of the package, the kit and the SDK package.
    package let inputs: String

    /// The stamp for `harness`; `inputs` when the run has digested them already (its copies), else read now.
    package init(harness: HarnessPackage, toolchain: String, inputs: String? = nil) {
        self.harness = harness
        self.toolchain = toolchain
        self.inputs = inputs ?? Self.inputs(package: PackageCopy.digest(of: harness.authorPackage),
                                            kit: PackageCopy.digest(of: harness.kitRoot, only: CertificationRunner.kitContents))
    }

    /// The inputs digest from the package's and the kit's digests, with the SDK package's when `Q2_SDK_PATH` names one.
    package static func inputs(package: String, kit: String) -> String {
        let sdk = CertificationRunner.Configuration.sdkInterfaces.map { PackageCopy.digest(of: URL(fileURLWithPath: $0)) } ?? ""
        return SHA256.hex("package " + package + "\nkit " + kit + "\nsdk " + sdk)
    }

    /// One stamp per thing run: the program, or the test bundle; kept out of the harness's folder, which the build
    /// (and with it the package's manifest and plugins) may write.
    private var url: URL {
        Self.certifiersFolder(of: harness.directory).appendingPathComponent("stamp" + (harness.runner == .program ? "" : "-test-bundle"))
    }

    /// The certifier's own folder beside a harness's, which no boundary shows: its stamps and the manifest's findings.
    package static func certifiersFolder(of harness: URL) -> URL {
        let folder = harness.deletingLastPathComponent().appendingPathComponent(harness.lastPathComponent + ".certifier")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return folder
    }

    /// What the stamp must say: the toolchain, a digest of the harness's manifest and sources, and a digest of the
    /// program's bytes, so that a program swapped for another of the same size and time is never run unscanned.
    private func expected(program: URL) -> String? {
        guard let digest = FileDigest.sha256(of: program) else { return nil }
        return toolchain + "\n" + sourcesDigest + "\ninputs " + inputs + "\nprogram " + digest + "\n"
    }

    /// Whether the harness's manifest and sources are still those with the given digest.
    package func sourcesUnchanged(since digest: String) -> Bool {
        sourcesDigest == digest
    }

    /// A digest of the harness's manifest and sources as they are on disk now.
    package var sourcesDigest: String {
        var text = (try? String(contentsOf: harness.directory.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        for folder in harness.sourceFolders {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                text += "\u{0}" + folder.lastPathComponent + "/" + name + "\u{0}"
                    + ((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
            }
        }
        return SHA256.hex(text)
    }

    /// Whether the program built last time may run without building again.
    package var isCurrent: Bool { isCurrent(program: harness.executable) }

    /// Whether `program` (the built program, or a copy of it about to run) is the one the stamp vouches for, built from
    /// the same inputs.
    package func isCurrent(program: URL) -> Bool {
        FileManager.default.isExecutableFile(atPath: program.path) && vouches(for: program)
    }

    /// Whether the stamp was written for exactly these program bytes (and this toolchain and these harness sources).
    package func vouches(for program: URL) -> Bool {
        guard let expected = expected(program: program) else { return false }
        return (try? String(contentsOf: url, encoding: .utf8)) == expected
    }

    /// Records a successful build of a program found free of code that runs before main.
    package func write() {
        guard let expected = expected(program: harness.executable) else { return }
        try? Data(expected.utf8).write(to: url, options: .atomic)
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// Whether a package's manifests, or anything in its folders (build and VCS folders left out), changed after
    /// `date`: what certify asks of the kit's checkout after the harness's build, which runs the package's manifest.
    package static func changed(_ package: URL, since date: Date) -> Bool {
        anyNewer(in: package, than: date)
    }

    /// A fingerprint of what the harness builds of a kit: its manifest and its `Sources` and `golden` folders
    /// (relative path, size and modification time of each file).
    ///
    /// Certify keys the harness's folder with the kit's fingerprint: a harness built against another state of the kit
    /// is never reused, since SwiftPM was seen to link generated files compiled against the old kit's interface.
    package static func fingerprint(_ root: URL) -> String {
        let manager = FileManager.default
        let base = root.standardizedFileURL.path
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
        var files = [root.appendingPathComponent("Package.swift")]
        for folder in ["Sources", "golden"] {
            files += manager.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: keys)?
                .compactMap { $0 as? URL } ?? []
        }
        let lines = files.map { file in
            let values = try? file.resourceValues(forKeys: Set(keys))
            let path = String(file.standardizedFileURL.path.dropFirst(base.count))
            return "\(path)|\(values?.fileSize ?? -1)|\(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
        return SHA256.hex(lines.sorted().joined(separator: "\n"))
    }

    /// Whether a package's manifests, or anything in its folders, changed after `date`.
    private static func anyNewer(in package: URL, than date: Date) -> Bool {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: package.path)) ?? []
        for name in names {
            let url = package.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if name.hasPrefix("Package") && (name.hasSuffix(".swift") || name == "Package.resolved"), (modified(url) ?? .distantFuture) >= date {
                    return true
                }
                continue
            }
            if name.hasPrefix(".") { continue }
            if (modified(url) ?? .distantFuture) >= date { return true }
            guard let walker = manager.enumerator(at: url, includingPropertiesForKeys: [.contentModificationDateKey]) else { return true }
            for case let item as URL in walker {
                if item.lastPathComponent.hasPrefix(".build") || item.lastPathComponent == ".git" || item.lastPathComponent == ".swiftpm" {
                    walker.skipDescendants()
                    continue
                }
                let changed = (try? item.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantFuture
                if changed >= date { return true }
            }
        }
        return false
    }
}
