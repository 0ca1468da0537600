import ConformanceCertification
import Foundation

/// The files `certify` writes a report to, each checked before the run so that a finished run is never lost to a
/// path that cannot be written.
struct CertifyOutputs {
    let report: URL
    let junit: URL?
    let markdown: URL?

    /// Checks the paths `--report`, `--junit`, `--markdown` and `--golden` name, in that order; without `--report`, the
    /// report goes beside the manifest of the package certified, whatever folder certify runs from.
    init(_ parsed: Arguments, package: URL) throws {
        report = try OutputPath.check(parsed.value("--report") ?? package.appendingPathComponent(PackageCopy.defaultReportName).path,
                                      option: "--report")
        junit = try parsed.value("--junit").map { try OutputPath.check($0, option: "--junit") }
        markdown = try parsed.value("--markdown").map { try OutputPath.check($0, option: "--markdown") }
        if let golden = parsed.value("--golden") { _ = try OutputPath.check(golden, option: "--golden") }
    }

    /// Writes the report and the summaries asked for, printing where each went, and appends the Markdown to a CI job's
    /// summary when there is one; returns whether any write went to a fallback file instead.
    func write(_ report: CertificationReport) throws -> Bool {
        var fellBack = false
        func save(_ data: Data, to url: URL, what: String, label: String) {
            let written = OutputPath.write(data, to: url, what: what)
            fellBack = fellBack || written.fellBack
            print("\(label): \(written.written.path)")
        }
        // A run that judged nothing, or stopped before its checks were all run (its budget spent, a harness that could
        // not go on), never replaces a report that holds a finished run's results (a sealed one, say).
        let unfinished = report.checks.isEmpty || report.problems.contains { $0.contains("the checks left are not run") }
        if unfinished, FileManager.default.fileExists(atPath: self.report.path) {
            let aside = self.report.deletingLastPathComponent().appendingPathComponent(Self.unfinishedName(of: self.report))
            save(try report.canonicalJSON(), to: aside, what: "report",
                 label: report.checks.isEmpty ? "Report of this run, which judged no check" : "Report of this run, which did not finish")
            print("Left as it was: \(self.report.path), the report of an earlier run")
        } else {
            save(try report.canonicalJSON(), to: self.report, what: "report", label: "Report")
            // An earlier unfinished run's report is superseded by this one.
            try? FileManager.default.removeItem(at: self.report.deletingLastPathComponent().appendingPathComponent(Self.unfinishedName(of: self.report)))
        }
        if let junit { save(Data(report.junit().utf8), to: junit, what: "JUnit file", label: "JUnit") }
        if let markdown { save(Data(report.markdown().utf8), to: markdown, what: "Markdown summary", label: "Markdown") }
        do {
            if let summary = try report.appendToStepSummary() { print("Markdown summary appended to \(summary) (GITHUB_STEP_SUMMARY)") }
        } catch {
            standardError("module-conformance: cannot append to $GITHUB_STEP_SUMMARY (\(error.localizedDescription)); "
                + "the report is at \(self.report.path)")
        }
        return fellBack
    }

    /// The name a report that judged nothing takes beside `report`: `name.unfinished.json`.
    static func unfinishedName(of report: URL) -> String {
        report.lastPathComponent == PackageCopy.defaultReportName ? PackageCopy.unfinishedReportName
            : report.deletingPathExtension().lastPathComponent + ".unfinished.json"
    }
}
