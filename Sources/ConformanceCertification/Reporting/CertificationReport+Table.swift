import Foundation
import ConformanceEngine

extension CertificationReport {
    /// The report as a terminal table: one row per clause, then the failures in full.
    package func table() -> String {
        var lines = clauseTable()
        // Problems first: a setup or declaration problem explains the failures that follow from it.
        for problem in problems {
            lines.append("")
            lines.append("problem: \(problem)")
        }
        lines += failureLines() + waiverLines() + declaredLines()
        if let provenance { lines += provenanceLines(provenance) }
        lines.append("")
        lines.append(verdictLine())
        return lines.joined(separator: "\n")
    }

    /// A table per contract, each with its heading and a row per clause the report shows, columns padded to their
    /// widest cell; when no check ran, a line saying so instead.
    private func clauseTable() -> [String] {
        var lines: [String] = []
        let header = ["CLAUSE", "LEVEL", "SINCE", "RESULT", "CHECKS"]
        let rows = clauses.map { summary -> [String] in
            let counts = Outcome.allCases.compactMap { outcome in
                summary.counts[outcome.rawValue].map { "\($0) \(outcome.rawValue)" }
            }
            return [summary.id.rawValue, summary.level.rawValue, summary.since?.description ?? "all",
                    summary.outcome.rawValue.uppercased(), counts.isEmpty ? "none ran" : counts.joined(separator: ", ")]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func render(_ row: [String]) -> String {
            row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces
        }
        if checks.isEmpty {
            // A run that never reached a check (a build that failed, a declaration that does not read) judged no
            // clause: a table of clauses that all say so would hide the problem below it.
            lines.append("No check ran, so no clause was judged; the problems below say why.")
        }
        var contract: Contract?
        for (summary, row) in zip(clauses, rows) where !checks.isEmpty && shows(summary.id) {
            if summary.contract != contract {
                contract = summary.contract
                lines.append("")
                lines.append("\(summary.contract.pageTitle)")
                lines.append(render(header))
            }
            lines.append(render(row))
        }
        return lines
    }

    /// The first failing or unrun check of each clause with a failure, in full.
    private func failureLines() -> [String] {
        let failed = clausesWithFailures
        guard !failed.isEmpty else { return [] }
        var lines = ["", "Failures (first failing or unrun check of each clause):"]
        for summary in failed {
            lines.append("")
            lines.append(summary.firstFailure ?? summary.id.rawValue)
        }
        return lines
    }

    /// The waivers the declaration holds, each with its clause, expiry and reason.
    private func waiverLines() -> [String] {
        guard !waivers.isEmpty else { return [] }
        return ["", "Waivers:"] + waivers.map { waiver in
            "  \(waiver.clause) until \(waiver.expires)" + (isExpired(waiver) ? " (EXPIRED: the clause is judged)" : unneeded(waiver))
                + ": \(waiver.reason)"
        }
    }

    /// What a waiver whose clause's every waived check passed says (the tenth trial's D16: WAIVED read as a failure
    /// hidden, while the module kept the clause).
    private func unneeded(_ waiver: Waiver) -> String {
        let waived = checks.filter { $0.clause == waiver.clause && $0.outcome == .waived }
        guard !waived.isEmpty, waived.allSatisfy({ $0.note?.hasSuffix("observed: passed") == true }) else { return "" }
        return " (NOT NEEDED: all \(waived.count) of its checks passed; remove the waiver)"
    }

    /// Whether a waiver had expired on the run's day (from its provenance): an expired waiver says so where it is listed,
    /// not only among the problems.
    func isExpired(_ waiver: Waiver) -> Bool {
        provenance.flatMap { ISO8601DateFormatter().date(from: $0.startedAt) }.map(waiver.isExpired(on:)) ?? false
    }

    /// What the declaration says the modules do not do, and the checks that made not applicable.
    private func declaredLines() -> [String] {
        let declared = declaredNotApplicable
        guard !declared.isEmpty else { return [] }
        return ["", "Not applicable by declaration (what module-conformance.json says the module does not do):"]
            + declared.map { "  \($0.line)" }
    }

    /// The provenance on one line, then the findings the certifier should read for themselves.
    private func provenanceLines(_ provenance: Provenance) -> [String] {
        var lines = [""]
        lines.append("Provenance: SDK \(provenance.sdkVersion.map(\.description) ?? "(any)"); kit \(provenance.kitVersion)"
            + (provenance.kitCommit.map { " at \($0.prefix(12))" + (provenance.kitTreeDirty == true ? " (uncommitted changes)" : "") } ?? "")
            + "; catalog \(provenance.catalogDigest.prefix(12)); fixtures \(provenance.fixturesDigest.prefix(12)); package "
            + (provenance.packageCommit.map { "at \($0.prefix(12))" + (provenance.packageTreeDirty == true ? " (uncommitted changes)" : "") + " " } ?? "")
            + "sources \(provenance.packageSourcesDigest.prefix(12)); "
            + "interfaces: \(provenance.sdkInterfaces.map { "SDK package at \($0)" } ?? "the kit's portable declaration"); "
            + "\(provenance.toolchain); \(provenance.operatingSystem); "
            + "started \(provenance.startedAt), \(provenance.durationSeconds) s"
            + (provenance.seed.map { "; seed \($0)" } ?? "") + (provenance.ranIn.map { "; ran in \($0)" } ?? "")
            + "; other modules' names: " + (provenance.partnerNames.map { "the certifier's partner names (\($0))" } ?? "the kit's own rules")
            + (provenance.dependencyRevisions.map { pins in
                "; fetched dependencies " + pins.sorted { $0.key < $1.key }.map { "\($0.key) at \($0.value.prefix(12))" }.joined(separator: ", ")
            } ?? ""))
        if let findings = provenance.reviewFindings, !findings.isEmpty {
            lines.append("")
            lines.append("For the certifier to read (a module that inspects its own process can tell a test from an app; "
                + "running it cannot disprove that):")
            lines += findings.prefix(40).map { "  \($0)" }
            if findings.count > 40 { lines.append("  … and \(findings.count - 40) more in the report") }
        }
        return lines
    }

    /// The last line: the verdict with the counts of the clauses shown, or why nothing was judged.
    private func verdictLine() -> String {
        if checks.isEmpty {
            return "NOT CERTIFIED: no check ran (\(problems.count) problem\(problems.count == 1 ? "" : "s") above)"
        }
        let shown = clauses.filter { shows($0.id) }
        let required = shown.filter { $0.level == .required }
        let passedRequired = required.filter { $0.outcome == .passed }.count
        let notApplicable = shown.filter { $0.outcome == .notApplicable }.count
        let recommendedFailed = shown.filter { $0.level == .recommended && $0.outcome == .failed }.count
        let verdict = focus.map { "PARTIAL (--clause \($0.joined(separator: ", ")); " + (focusedPassed ? "passed" : "failed") + ", not a certificate)" }
            ?? (passed ? (seal == nil ? "PASSED, NOT SEALED" : "CERTIFIED") : "NOT CERTIFIED")
        return "\(verdict): \(checks.count) checks; required clauses: "
            + "\(passedRequired) passed, \(required.filter { $0.outcome == .failed }.count) failed; "
            + "\(recommendedFailed) recommended failed; \(shown.filter { $0.outcome == .notRun }.count) not run; "
            + "\(notApplicable) not applicable; "
            + "\(shown.filter { $0.outcome == .waived }.count) waived"
            + (problems.isEmpty ? "" : "; \(problems.count) problem\(problems.count == 1 ? "" : "s") above")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
