import Foundation

/// Ways a package's build can read a file from a folder certify's copy leaves out (the package's own `.build`, `.git`
/// and `.swiftpm/xcode`): a header search path that leads there, or a C-family include or `__has_include` that names a
/// path through one. In certify's copy such a folder is missing, so the build finds another header (or none) and
/// compiles other code than the author's or the app's build does, and the digest never covers what the other build read
/// (the eighteenth review's `xcodeinc`). A package that does either is refused.
package enum LeftOutReach {
    /// The folders a copy leaves out, as path components.
    static let folders = PackageCopy.leftOutPaths.filter { !PackageCopy.reportNames.contains($0) }

    /// Each such reach, as `Package.swift: target T: …` or `path:line: …`; `dump` is the manifest as `swift package
    /// dump-package` reads it, `package` the package's folder (its copy, when certify copied it).
    package static func findings(dump: [String: Any]?, package: URL) -> [String] {
        var found: [String] = []
        let root = package.standardizedFileURL.path
        for target in dump?["targets"] as? [[String: Any]] ?? [] {
            let name = target["name"] as? String ?? "?"
            let type = target["type"] as? String
            let path = target["path"] as? String ?? ((type == "test" ? "Tests/" : "Sources/") + name)
            for setting in target["settings"] as? [[String: Any]] ?? [] {
                guard let kind = setting["kind"] as? [String: Any], let value = kind["headerSearchPath"] as? [String: Any],
                      let search = value["_0"] as? String else { continue }
                let resolved = URL(fileURLWithPath: root).appendingPathComponent(path).appendingPathComponent(search).standardizedFileURL.path
                if let folder = leftOutFolder(resolved, root: root) {
                    found.append("Package.swift: target \(name): its header search path \(search) leads into \(folder), which certify "
                        + "leaves out of its copy")
                }
            }
        }
        for (relative, url) in cFamilyFiles(in: package) {
            guard let text = AuthorWrittenFile.read(url).map({ String(decoding: $0, as: UTF8.self) }) else { continue }
            for (number, line) in SourceText.code(text).enumerated() where line.contains("include") || line.contains("import")
                || line.contains("embed") || line.contains("header") {
                guard let folder = includedFolder(line) else { continue }
                found.append("\(relative):\(number + 1): includes a file through \(folder), which certify leaves out of its copy: "
                    + line.trimmingCharacters(in: .whitespaces))
            }
        }
        return found
    }

    /// The left-out folder a resolved path lies in, or `nil`.
    private static func leftOutFolder(_ path: String, root: String) -> String? {
        guard path.hasPrefix(root + "/") else { return nil }
        let relative = String(path.dropFirst(root.count + 1))
        return folders.sorted().first { relative == $0 || relative.hasPrefix($0 + "/") }
    }

    /// The left-out folder a preprocessor line's (or a module map's `header`) quoted or bracketed path names
    /// (`#include "../../.git/x.h"`, `__has_include(<.build/x.h>)`), or `nil`.
    package static func includedFolder(_ line: String) -> String? {
        let directive = #"(?:#\s*(?:include|include_next|import|embed)|__has_include(?:_next)?|__has_embed|\bheader)\s*\(?\s*["<]([^">]*)[">]"#
        guard let expression = try? NSRegularExpression(pattern: directive) else { return nil }
        let whole = line as NSString
        for match in expression.matches(in: line, range: NSRange(location: 0, length: whole.length)) {
            let components = whole.substring(with: match.range(at: 1)).split(separator: "/").map(String.init)
            for (index, _) in components.enumerated() {
                let tail = components[index...].joined(separator: "/")
                if let folder = folders.sorted().first(where: { tail == $0 || tail.hasPrefix($0 + "/") }) { return folder }
            }
        }
        return nil
    }

    /// The package's C-family sources and headers outside the left-out folders, by relative path.
    private static func cFamilyFiles(in package: URL) -> [(String, URL)] {
        let extensions: Set<String> = ["c", "cc", "cpp", "cxx", "c++", "m", "mm", "h", "hh", "hpp", "hxx", "inc", "def", "modulemap", "s", "S"]
        return PackageCopy.entries(in: package).compactMap { entry in
            guard !entry.isFolder, extensions.contains(entry.url.pathExtension) else { return nil }
            return (entry.relative, entry.url)
        }
    }
}
