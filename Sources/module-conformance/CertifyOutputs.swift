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
        let golden = try parsed.value("--golden").map { try OutputPath.check($0, option: "--golden") }
        if let golden { try OutputSafety.checkGolden(golden) }
        // No two outputs share a file, and none replaces a file of another kind (the declaration, a sealed report).
        try OutputSafety.check(outputs: [("--report", report, .report)] + [("--junit", junit, .junit), ("--markdown", markdown, .markdown),
                                                                          ("--golden", golden, .golden)].compactMap { option, url, kind in
            url.map { (option, $0, kind) }
        })
        // A file written into the package changes its files: verify --package would then name it as added.
        let root = package.standardizedFileURL.path + "/"
        for (option, url) in [("--report", report), ("--junit", junit), ("--markdown", markdown)] {
            guard let url, url.standardizedFileURL.path.hasPrefix(root) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.count))
            if PackageCopy.leftOutPaths.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
            standardError("module-conformance: note: \(option) \(relative) lies inside the package, so verify --package will "
                + "count it as a file added since certify; write it outside the package (or to the default "
                + "\(PackageCopy.defaultReportName), which the package's digest leaves out)")
        }
    }

    /// Writes the report and the summaries asked for, printing where each went, and appends the Markdown to a CI job's
    /// summary when there is one; returns whether any write went to a fallback file instead.
    /// `written` notes each file before it is written, for what a signal then says.
    func write(_ report: CertificationReport, noting written: WrittenFiles? = nil) throws -> Bool {
        var fellBack = false
        func save(_ data: Data, to url: URL, what: String, label: String) {
            written?.begin(url.path)
            let written = OutputPath.write(data, to: url, what: what)
            fellBack = fellBack || written.fellBack
            print("\(label): \(written.written.path)")
        }
        let placement = ReportPlacement(of: report, at: self.report)
        if let aside = placement.aside {
            save(try report.canonicalJSON(), to: placement.url, what: "report", label: "Report of this run, which " + aside.says(report))
            print("Left as it was: \(self.report.path), the \(aside == .unsealed ? "sealed " : "")report of an earlier run")
        } else {
            save(try report.canonicalJSON(), to: self.report, what: "report", label: "Report")
            // An earlier unfinished or unsealed run's report is superseded by this one.
            for url in placement.superseded { try? FileManager.default.removeItem(at: url) }
        }
        // A finished run's summaries stay with its report too.
        for (url, data, what, label) in [(junit, { Data(report.junit().utf8) }, "JUnit file", "JUnit"),
                                         (markdown, { Data(report.markdown().utf8) }, "Markdown summary", "Markdown")] {
            guard let url else { continue }
            let target = placement.summary(at: url)
            save(data(), to: target, what: what, label: target == url ? label : "\(label) of this run, which " + (placement.aside?.says(report) ?? ""))
            if target != url { print("Left as it was: \(url.path), the \(label) of an earlier run") }
            for old in placement.supersededSummaries(of: url) { try? FileManager.default.removeItem(at: old) }
        }
        do {
            if let summary = try report.appendToStepSummary() { print("Markdown summary appended to \(summary) (GITHUB_STEP_SUMMARY)") }
        } catch {
            standardError("module-conformance: cannot append to $GITHUB_STEP_SUMMARY (\(error.localizedDescription)); "
                + "the report is at \(self.report.path)")
        }
        return fellBack
    }
}
