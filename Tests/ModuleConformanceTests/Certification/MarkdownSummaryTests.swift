import ConformanceCertification
import ConformanceEngine
import Foundation
import HarnessJournal
import Testing

/// The Markdown summary a CI job shows: verdict, clause table, failures with hints, provenance.
@Suite("The Markdown summary")
struct MarkdownSummaryTests {
    @Test("A conforming module's summary says certified, lists every clause and the provenance, and shows no failures")
    func conforming() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"]))
        let text = report.markdown()
        #expect(text.hasPrefix("## ✅ Certified"))
        #expect(ClauseCatalog.all.allSatisfy { text.contains("| `\($0.id)` |") }, "every clause has a row")
        #expect(text.contains("| `CONT-OWN-CLAIMED` | required | all | ✅ passed |"))
        #expect(!text.contains("### Failures"))
        #expect(text.contains("### Provenance") && text.contains("| Catalog digest | `\(KitIdentity.catalogDigest.prefix(16))…` |"))
    }

    @Test("A failing module's summary says not certified and gives each failure with its clause's hint")
    func failing() async throws {
        let report = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"]))
        let text = report.markdown()
        #expect(text.hasPrefix("## ❌ Not certified"))
        #expect(text.contains("| `CONT-FOREIGN-NOT-CLAIMED` | required | all | ❌ failed |"))
        let hint = try #require(ClauseCatalog.clause("CONT-FOREIGN-NOT-CLAIMED")?.hint)
        #expect(text.contains("<code>CONT-FOREIGN-NOT-CLAIMED</code> (required): \(hint)"))
        #expect(text.contains("expected: not true"), "the failing check's report is in the details")
    }

    @Test("It is appended to GITHUB_STEP_SUMMARY when that is set, and nothing is written when it is not")
    func stepSummary() throws {
        let report = CertificationReport(package: "/p/Pay", sdkVersion: nil, checks: [], problems: ["a problem | with a bar\nand a line"])
        #expect(try report.appendToStepSummary(environment: [:]) == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("earlier step\n".utf8).write(to: file)
        #expect(try report.appendToStepSummary(environment: ["GITHUB_STEP_SUMMARY": file.path]) == file.path)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n## ❌ Not certified: Pay"), "appended, not overwritten")
        #expect(text.contains("- a problem \\| with a bar and a line"), "a cell never breaks the table")
    }
}
