import Foundation

/// Git attributes that make a checkout of the package's commit hold other bytes than the working tree certify copies
/// (the twenty-first review's `ident`, `eol`, `exportignore`): `ident` expands `$Id$`, `eol=crlf` and
/// `working-tree-encoding` rewrite text, `filter` runs a program on checkout, and `export-ignore` and `export-subst` change
/// what `git archive` (and `swift package archive-source`) ships. A package whose `.gitattributes` files, or its
/// `.git/info/attributes`, set any of them is refused: certify would judge other code than an app builds.
package enum CheckoutAttributes {
    /// The attributes that change a checkout's or an archive's bytes.
    static let changing = ["ident", "eol=crlf", "filter=", "working-tree-encoding=", "export-ignore", "export-subst"]

    /// Each line that sets one, as `path:line: …`; `package` is the package's own folder (its `.git` included).
    package static func findings(package: URL) -> [String] {
        var files = PackageCopy.entries(in: package).filter { !$0.isFolder && $0.url.lastPathComponent == ".gitattributes" }
            .map { ($0.relative, $0.url) }
        // The checkout's own attributes, and those of each folder between the package and the checkout's top, which apply
        // to the package's files too (the twenty-second review's `monorepo`: the package in a subfolder of its repository).
        let root = ProvenanceProbe.checkoutRoot(of: package) ?? package.standardizedFileURL
        var folder = package.standardizedFileURL
        while folder.path != root.path, folder.path.hasPrefix(root.path) {
            folder = folder.deletingLastPathComponent()
            let above = folder.appendingPathComponent(".gitattributes")
            if FileManager.default.fileExists(atPath: above.path) { files.append((above.path, above)) }
        }
        let info = root.appendingPathComponent(".git/info/attributes")
        if FileManager.default.fileExists(atPath: info.path) {
            files.append((root.path == package.standardizedFileURL.path ? ".git/info/attributes" : info.path, info))
        }
        var found: [String] = []
        for (relative, url) in files {
            guard let data = AuthorWrittenFile.read(url) else { continue }
            for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard !text.hasPrefix("#") else { continue }
                let attributes = text.split(whereSeparator: \.isWhitespace).dropFirst()
                guard let setting = attributes.first(where: { attribute in
                    changing.contains { $0.hasSuffix("=") ? attribute.hasPrefix($0) : attribute == $0 }
                }) else { continue }
                found.append("\(relative):\(number + 1): sets \(setting), so a checkout or archive of the commit holds other bytes than "
                    + "the working tree certify copies: \(text)")
            }
        }
        return found
    }

    /// Each line of the package's manifests that reads `Context.gitInformation` (the twenty-first review's `gitinfo`):
    /// certify's copy has no `.git`, so such a manifest can describe another package to certify than to a checkout.
    package static func manifestFindings(package: URL) -> [String] {
        let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? [])
            .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.sorted()
        return manifests.flatMap { name -> [String] in
            guard let data = AuthorWrittenFile.read(package.appendingPathComponent(name)) else { return [] }
            // The text as it is, comments included: a regex literal or a string can make a scanner take code for a comment
            // (the twenty-second review's `gitinfo2`), and a manifest has no reason to name it in a comment either.
            return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .compactMap { number, line in
                    line.contains("gitInformation") ? "\(name):\(number + 1): names Context.gitInformation, which certify's copy "
                        + "(made without .git) does not have, so the manifest can describe another package to certify than to a "
                        + "checkout: " + line.trimmingCharacters(in: .whitespaces) : nil
                }
        }
    }
}
