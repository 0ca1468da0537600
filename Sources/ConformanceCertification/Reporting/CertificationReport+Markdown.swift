import ConformanceEngine
import Foundation

extension CertificationReport {
    /// The report as Markdown for a CI job's summary: the verdict, every clause, each failure with its hint, the
    /// waivers, the problems and the provenance.
    package func markdown() -> String {
        var lines = markdownHeading() + markdownClauseTables() + markdownFailures()
        lines += markdownSection("Waivers", items: waivers.map {
            "- `\($0.clause)` until \($0.expires)" + (isExpired($0) ? " (**expired**: the clause is judged)" : "") + ": \(Self.cell($0.reason))"
        })
        lines += markdownSection("Not applicable by declaration", items: declaredNotApplicable.map { "- \(Self.cell($0.line))" })
        lines += markdownSection("Problems", items: problems.map { "- \(Self.cell($0))" })
        if let provenance { lines += markdownProvenance(provenance) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The verdict as a heading, then the counts of checks, failed clauses, unrun clauses and incidents.
    private func markdownHeading() -> [String] {
        let failedRequired = clauses.filter { $0.level == .required && $0.outcome == .failed }.count
        let heading = focus.map { "🔎 Partial (--clause \($0.joined(separator: ", "))), \(focusedPassed ? "passed" : "failed")" }
            ?? (passed ? (seal == nil ? "✅ Passed, not sealed" : "✅ Certified") : "❌ Not certified")
        var lines = ["## \(heading): \(Self.cell(URL(fileURLWithPath: package).lastPathComponent))", ""]
        lines.append("SDK \(sdkVersion.map(\.description) ?? "(any)") · \(checks.count) checks · \(failedRequired) required "
            + "clause\(failedRequired == 1 ? "" : "s") failed · "
            + "\(clauses.filter { $0.outcome == .notRun }.count) not run · \(checks.filter { $0.incident != nil }.count) crashes or hangs")
        if checks.isEmpty {
            lines.append("")
            lines.append("No check ran, so no clause was judged; the problems below say why.")
        }
        return lines
    }

    /// One table per contract, with a row for each clause the report shows; none when no check ran.
    private func markdownClauseTables() -> [String] {
        var lines: [String] = []
        var contract: Contract?
        for summary in clauses where !checks.isEmpty && shows(summary.id) {
            if summary.contract != contract {
                contract = summary.contract
                lines += ["", "### \(summary.contract.pageTitle)", "", "| Clause | Level | Since | Result | Checks |",
                          "| --- | --- | --- | --- | --- |"]
            }
            let counts = Outcome.allCases.compactMap { outcome in summary.counts[outcome.rawValue].map { "\($0) \(outcome.rawValue)" } }
            let mark = switch summary.outcome {
            case .passed: "✅ passed"
            case .failed: summary.level == .required ? "❌ failed" : "⚠️ failed"
            case .notRun: "❌ not run"
            case .notApplicable: "➖ not applicable"
            case .waived: "🏳️ waived"
            }
            lines.append("| `\(summary.id)` | \(summary.level.rawValue) | \(summary.since?.description ?? "all") | \(mark) | "
                + "\(counts.isEmpty ? "none ran" : counts.joined(separator: ", ")) |")
        }
        return lines
    }

    /// Each clause with a failure, folded, with its hint and its first failing or unrun check.
    private func markdownFailures() -> [String] {
        let failed = clausesWithFailures
        guard !failed.isEmpty else { return [] }
        var lines = ["", "### Failures"]
        for summary in failed {
            lines.append("")
            lines.append("<details><summary><code>\(summary.id)</code> (\(summary.level.rawValue)): "
                + "\(Self.cell(ClauseCatalog.clause(summary.id)?.hint ?? ""))</summary>")
            lines.append("")
            lines.append("```")
            lines.append((summary.firstFailure ?? summary.id.rawValue).replacingOccurrences(of: "```", with: "'''"))
            lines.append("```")
            lines.append("")
            lines.append("</details>")
        }
        return lines
    }

    /// A titled list; nothing when it has no items.
    private func markdownSection(_ title: String, items: [String]) -> [String] {
        items.isEmpty ? [] : ["", "### \(title)", ""] + items
    }

    /// The provenance as a two-column table.
    private func markdownProvenance(_ provenance: Provenance) -> [String] {
        let rows: [(String, String)] = [
            ("Kit", "\(provenance.kitVersion)" + (provenance.kitCommit.map { " at `\($0.prefix(12))`" } ?? "")
                + (provenance.kitTreeDirty == true ? " (uncommitted changes)" : "")),
            ("Catalog digest", "`\(provenance.catalogDigest.prefix(16))…`"),
            ("Fixtures digest", "`\(provenance.fixturesDigest.prefix(16))…`"),
            ("Package", (provenance.packageCommit.map { "`\($0.prefix(12))`" } ?? "no commit (not in git, or no commit yet)")
                + (provenance.packageTreeDirty == true ? " (uncommitted changes)" : "")
                + ", sources `\(provenance.packageSourcesDigest.prefix(16))…`"),
            ("Interfaces", provenance.sdkInterfaces.map { "SDK package at \($0)" } ?? "the kit's portable declaration"),
            ("Toolchain", provenance.toolchain), ("OS", provenance.operatingSystem),
            ("Started", "\(provenance.startedAt), \(provenance.durationSeconds) s"),
            ("Ran in", provenance.ranIn ?? "not recorded"),
            ("Other modules' names", provenance.partnerNames.map { "drawn from the certifier's partner names (\($0))" }
                ?? "made by the kit's own rules, which are public"),
            ("Seed", provenance.seed.map { "\($0) (`certify --seed \($0)` replays the generated links)" } ?? "not recorded"),
            ("Classes", provenance.modules.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")),
        ]
        return ["", "### Provenance", "", "| | |", "| --- | --- |"] + rows.map { name, value in "| \(name) | \(Self.cell(value)) |" }
    }

    /// Text made safe for one Markdown table cell or list item: no line breaks, no column separators.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
    }

    /// Appends the Markdown to the file GitHub Actions names in `GITHUB_STEP_SUMMARY`, when it names one.
    package func appendToStepSummary(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String? {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(markdown().utf8))
        return path
    }
}
