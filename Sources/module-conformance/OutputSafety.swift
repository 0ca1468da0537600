import ConformanceEngine
import Foundation

/// What certify may overwrite: a file of the kind the option writes, which an earlier run made, and never a file the run
/// reads or another output of the same run (trial 33d: a JUnit file written over the sealed report, a report written
/// over the declaration, a golden file recorded over a sealed report).
enum OutputSafety {
    /// What a file that already exists holds, as far as certify's outputs go.
    enum Kind: Equatable {
        case report, golden, junit, markdown, other
    }

    /// The kind of the file at `url`; `nil` when there is none.
    static func kind(of url: URL) -> Kind? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["checks"] != nil, object["clauses"] != nil {
            return object["certified"] != nil ? .report : object["passed"] != nil ? .golden : .other
        }
        let text = String(decoding: data.prefix(4_096), as: UTF8.self)
        if text.hasPrefix("<?xml"), text.contains("<testsuites") { return .junit }
        if text.hasPrefix("## "), text.contains(" checks · ") { return .markdown }
        return .other
    }

    /// Refuses outputs that share a file, and an output that would replace a file of another kind.
    static func check(outputs: [(option: String, url: URL, kind: Kind)]) throws {
        for (index, output) in outputs.enumerated() {
            let path = output.url.standardizedFileURL.resolvingSymlinksInPath().path
            if let other = outputs[..<index].first(where: { $0.url.standardizedFileURL.resolvingSymlinksInPath().path == path }) {
                throw UsageError(description: "\(output.option) \(output.url.path) is also \(other.option)'s file: each output needs a "
                    + "file of its own, or one would replace the other")
            }
            guard let found = kind(of: output.url), found != output.kind else { continue }
            if found == .other, let line = conflictLine(output.url) {
                // The eighth trial (G11): a golden file or report merged with conflicts is one of certify's, made unreadable.
                throw UsageError(description: "\(output.option) \(output.url.path) has a version-control conflict marker at line "
                    + "\(line.number) ('\(line.text)'), so it is not valid JSON: resolve the conflict (or delete the file to "
                    + "write it again) and run once more")
            }
            // The eleventh trial's G15: a golden file with one comma deleted was "a file certify did not write".
            if found == .other, let data = FileManager.default.contents(atPath: output.url.path),
               case .failure(let error) = JSONReader.result(data),
               String(decoding: data.prefix(65_536), as: UTF8.self).contains("\"checks\"") {
                throw UsageError(description: "\(output.option) \(output.url.path) is not valid JSON (\(error), at \(error.path)), though "
                    + "it looks like one of certify's files edited by hand: fix it there (or delete the file to write it again) and "
                    + "run once more; it was left as it was")
            }
            throw UsageError(description: "\(output.option) \(output.url.path) exists and is \(describe(found)), not \(describe(output.kind)): "
                + "certify would replace it; give another path" + (found == .report && output.kind == .golden
                    ? " (a golden file is written by --golden PATH with a path that does not exist yet, or by --record over a golden file)" : ""))
        }
    }

    /// The first line of the file that a version-control merge left as a conflict marker, with its number.
    static func conflictLine(_ url: URL) -> (number: Int, text: String)? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("<<<<<<< ") || $0 == "=======" || $0.hasPrefix(">>>>>>> ") })
        else { return nil }
        return (index + 1, String(lines[index].prefix(60)))
    }

    /// Refuses a golden file that is a certify report: comparing with one lists every check as different.
    static func checkGolden(_ url: URL) throws {
        if kind(of: url) == .report {
            throw UsageError(description: "--golden \(url.path) is a certify report, not a golden file; a golden file is what "
                + "--golden PATH writes when PATH does not exist yet")
        }
    }

    private static func describe(_ kind: Kind) -> String {
        switch kind {
        case .report: "a certify report"
        case .golden: "a golden file"
        case .junit: "a JUnit file"
        case .markdown: "a Markdown summary"
        case .other: "a file certify did not write (one of your package's, perhaps one this run reads)"
        }
    }
}
