import ConformanceEngine
import Foundation

/// Where a run's report goes: to the path asked for, unless that would replace a finished run's report with an unfinished
/// one, or a sealed report with an unsealed one; then beside it, so that nothing a certifier kept is lost.
package struct ReportPlacement: Sendable {
    /// Why a report is written beside the path asked for.
    package enum Aside: String, Sendable {
        /// The run judged no check, stopped before its checks were all run, or left checks out for a fault in its input.
        case unfinished
        /// The run is not sealed, and a sealed report lies at the path asked for.
        case unsealed

        /// How the run's own report is described where it went.
        package func says(_ report: CertificationReport) -> String {
            switch self {
            case .unfinished: report.checks.isEmpty ? "judged no check"
                : Self.leftChecksOut(report) ? "left checks out for a setup problem" : "did not finish"
            case .unsealed: "is not sealed"
            }
        }

        /// Whether a setup problem (a fault in the declaration or settings the run went on past) left checks out: the
        /// twenty-first trial's O06 replaced a certified report with one that judged 629 of 988 checks.
        static func leftChecksOut(_ report: CertificationReport) -> Bool {
            report.problems.contains { $0.hasPrefix("setup: ") }
        }
    }

    /// The file the report is written to.
    package let url: URL
    /// Why it is not the path asked for; `nil` when it is.
    package let aside: Aside?
    /// Reports kept apart by earlier runs that this one supersedes, once written where asked.
    package let superseded: [URL]

    package init(of report: CertificationReport, at requested: URL) {
        let unfinished = report.checks.isEmpty || report.problems.contains { $0.contains("the checks left are not run") }
            || Aside.leftChecksOut(report)
        let exists = FileManager.default.fileExists(atPath: requested.path)
        let aside: Aside? = !exists ? nil : unfinished ? .unfinished : (report.seal == nil && Self.isSealed(requested)) ? .unsealed : nil
        self.aside = aside
        url = aside.map { Self.besides(requested, $0) } ?? requested
        superseded = aside == nil ? [Aside.unfinished, .unsealed].map { Self.besides(requested, $0) } : []
    }

    /// The file beside `report` a report kept apart goes to: `name.unfinished.json`, `name.unsealed.json`.
    package static func besides(_ report: URL, _ aside: Aside) -> URL {
        let name = report.lastPathComponent == PackageCopy.defaultReportName
            ? (aside == .unfinished ? PackageCopy.unfinishedReportName : PackageCopy.unsealedReportName)
            : report.deletingPathExtension().lastPathComponent + ".\(aside.rawValue).json"
        return report.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Where a summary of the run (its JUnit file or Markdown) goes: beside the path asked for, as `name.unfinished.xml`,
    /// when the report went aside and a file lies at that path, so that a finished run's summaries stay with its report
    /// (the seventeenth trial's L02); otherwise the path asked for.
    package func summary(at requested: URL) -> URL {
        guard let aside, FileManager.default.fileExists(atPath: requested.path) else { return requested }
        return Self.summary(requested, aside)
    }

    /// The summaries kept apart by earlier runs beside `requested`, which a run whose report went where asked supersedes.
    package func supersededSummaries(of requested: URL) -> [URL] {
        aside == nil ? [Aside.unfinished, .unsealed].map { Self.summary(requested, $0) } : []
    }

    /// `name.aside.ext` beside the summary `requested`.
    private static func summary(_ requested: URL, _ aside: Aside) -> URL {
        let ext = requested.pathExtension
        let base = requested.deletingPathExtension().lastPathComponent
        return requested.deletingLastPathComponent().appendingPathComponent(base + ".\(aside.rawValue)" + (ext.isEmpty ? "" : ".\(ext)"))
    }

    /// Whether the file at `url` is a report that carries a seal.
    private static func isSealed(_ url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url), let report = try? JSONReader.parse(data).objectValue else { return false }
        return report["seal"].map { $0 != .null } ?? false
    }
}
