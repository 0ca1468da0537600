import Foundation

/// Ways a package's build can read a file from a folder certify's copy leaves out (the package's own `.build`, `.git`
/// and `.swiftpm/xcode`, and a report certify wrote): a header search path that leads there, or a C-family include,
/// `#embed` or `__has_include` that names a path through one, or whose path a macro gives, which no reading of the text
/// can check. In certify's copy such a file is missing, so the build finds another (or none) and compiles other code
/// than the author's or the app's build does, and the digest never covers what the other build read (the eighteenth
/// review's `xcodeinc`; the nineteenth's `xcmacro`, `gitcont`, `builddigraph`, `inlext`, `reportinc`: a macro, a line
/// splice, a `%:` digraph, a header of another extension and a report's name). A package that does any is refused.
/// Every text file of the copy but Swift sources is read, since a C file may include a file of any name.
package enum LeftOutReach {
    /// The folders a copy leaves out, as path components.
    static let folders = PackageCopy.leftOutPaths

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
        for (relative, url) in textFiles(in: package) {
            guard let data = AuthorWrittenFile.read(url), !data.contains(0) else { continue }
            let text = joinedSplices(String(decoding: data, as: UTF8.self))
            for (number, line) in SourceText.code(text).enumerated() where line.contains("include") || line.contains("import")
                || line.contains("embed") || line.contains("header") || line.contains("umbrella") {
                let shown = line.trimmingCharacters(in: .whitespaces)
                if let folder = umbrellaFolder(line, from: (relative as NSString).deletingLastPathComponent) {
                    found.append("\(relative):\(number + 1): its umbrella folder holds or lies in \(folder), which certify leaves out "
                        + "of its copy, so the module compiles other headers there than in your build: " + shown)
                } else if let folder = includedFolder(line, from: (relative as NSString).deletingLastPathComponent) {
                    found.append("\(relative):\(number + 1): includes a file through \(folder), which certify leaves out of its copy: "
                        + shown)
                } else if computedInclude(line) {
                    found.append("\(relative):\(number + 1): includes a file whose path a macro gives, which cannot be checked "
                        + "against the folders certify leaves out of its copy (write the path itself): " + shown)
                }
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
    /// (`#include "../../.git/x.h"`, `__has_include(<.build/x.h>)`), or `nil`: the path with its `.` and `..` read (the
    /// twentieth re-test: `.swiftpm/./xcode`, `.swiftpm/cfg/../xcode`), and, from the including file's folder
    /// `directory` (relative to the package), where it leads (`../xcode/mode.h` from `.swiftpm/cfg`).
    package static func includedFolder(_ line: String, from directory: String = "") -> String? {
        for path in namedPaths(line) {
            let written = path.split(separator: "/").map(String.init)
            let fromHere = resolved(directory.split(separator: "/").map(String.init) + written)
            if fromHere.first != "..", let folder = folders.sorted().first(where: { fromHere.joined(separator: "/").hasPrefix($0 + "/") }) {
                return folder
            }
            let components = resolved(written)
            for (index, _) in components.enumerated() {
                let tail = components[index...].joined(separator: "/")
                if let folder = folders.sorted().first(where: { tail == $0 || tail.hasPrefix($0 + "/") }) { return folder }
            }
        }
        return nil
    }

    /// The left-out folder a module map's umbrella folder (`umbrella "../../.swiftpm"`) holds or lies in, resolved from
    /// the module map's folder `directory`, or `nil`: every header under it is compiled (the twenty-first review's
    /// `umbrella`, which read `.swiftpm/xcode` through its parent).
    package static func umbrellaFolder(_ line: String, from directory: String = "") -> String? {
        guard let match = line.range(of: #"^\s*umbrella\s+"[^"]*""#, options: .regularExpression) else { return nil }
        let quoted = line[match].split(separator: "\"", omittingEmptySubsequences: false)
        guard quoted.count >= 2 else { return nil }
        let path = resolved(directory.split(separator: "/").map(String.init) + quoted[1].split(separator: "/").map(String.init))
        if path.first == ".." { return nil }
        let joined = path.joined(separator: "/")
        return folders.subtracting(PackageCopy.reportNames).sorted().first { folder in
            joined.isEmpty || joined == folder || joined.hasPrefix(folder + "/") || folder.hasPrefix(joined + "/")
        }
    }

    /// The paths a preprocessor line (or a module map's `header`) names in quotes or brackets: `#include`, `#import`,
    /// `#embed`, `__has_include` and their kin.
    static func namedPaths(_ line: String) -> [String] {
        let directive = #"(?:^\s*(?:#|%:)\s*(?:include|include_next|import|embed)|__has_include(?:_next)?|__has_embed|^\s*(?:(?:umbrella|private|textual|exclude)\s+)*header)\s*\(?\s*["<]([^">]*)[">]"#
        guard let expression = try? NSRegularExpression(pattern: directive) else { return [] }
        let whole = line as NSString
        return expression.matches(in: line, range: NSRange(location: 0, length: whole.length)).map { whole.substring(with: $0.range(at: 1)) }
    }

    /// The last part of every path the package's C-family files, module maps and other text files name in a
    /// preprocessor line: the names a file in a left-out folder must have to be read by the build (`PackageCopy`'s
    /// stand-ins).
    static func namedFileNames(in entries: [(relative: String, url: URL, isFolder: Bool)]) -> Set<String> {
        var names: Set<String> = []
        for entry in entries where !entry.isFolder && !["swift", "md", "markdown"].contains(entry.url.pathExtension) {
            guard let data = AuthorWrittenFile.read(entry.url), !data.contains(0) else { continue }
            let text = joinedSplices(String(decoding: data, as: UTF8.self))
            for line in SourceText.code(text) where line.contains("include") || line.contains("import") || line.contains("embed")
                || line.contains("header") {
                for path in namedPaths(line) {
                    if let last = path.split(separator: "/").last { names.insert(String(last)) }
                }
            }
        }
        return names
    }

    /// A text with its line splices joined, as the preprocessor joins them (`.g\⏎it`).
    static func joinedSplices(_ text: String) -> String {
        text.replacingOccurrences(of: "\\\r\n", with: "").replacingOccurrences(of: "\\\n", with: "")
            // A module map's tokens may stand on lines of their own (the twenty-second review's `umbsplit`: `umbrella` ⏎
            // `"../../.swiftpm"`): a keyword and the path after it are read as one line.
            .replacingOccurrences(of: #"\b(umbrella|header)[ \t]*\r?\n\s*(?=["<])"#, with: "$1 ", options: .regularExpression)
    }

    /// A path's parts with `.` dropped and each `..` taking away the part before it, where there is one.
    static func resolved(_ parts: [String]) -> [String] {
        var kept: [String] = []
        for part in parts where part != "." && !part.isEmpty {
            if part == "..", let last = kept.last, last != ".." { kept.removeLast() } else { kept.append(part) }
        }
        return kept
    }

    /// Whether a preprocessor line includes, embeds or asks for a file named by a macro (`#include MODE_HEADER`).
    package static func computedInclude(_ line: String) -> Bool {
        let directive = #"(?:^\s*(?:#|%:)\s*(?:include|include_next|import|embed)\s+|__has_include(?:_next)?\s*\(\s*|__has_embed\s*\(\s*)[A-Za-z_]"#
        return line.range(of: directive, options: .regularExpression) != nil
    }

    /// The package's files outside the left-out folders but its Swift sources and documents, by relative path: a C file
    /// may include a file of any name (`.inl`, `.txt`).
    private static func textFiles(in package: URL) -> [(String, URL)] {
        PackageCopy.entries(in: package).compactMap { entry in
            guard !entry.isFolder, !["swift", "md", "markdown"].contains(entry.url.pathExtension) else { return nil }
            return (entry.relative, entry.url)
        }
    }
}
