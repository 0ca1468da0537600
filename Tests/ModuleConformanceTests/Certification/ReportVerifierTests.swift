import ConformanceEngine
import Foundation
import Testing

/// `verify` accepts a certified report as certify wrote it and rejects one changed after the run.
@Suite("verify checks a report without running any module")
struct ReportVerifierTests {
    /// A certified report of the conforming continuity module, read back from its JSON as `verify` reads it.
    func certifiedReport() async throws -> CertificationReport {
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try JSONDecoder().decode(CertificationReport.self, from: try encoder.encode(report))
    }

    /// The report with its checks changed and everything else as written, the results digest recomputed or not.
    func tampered(_ report: CertificationReport, recomputeDigest: Bool = true, _ change: ([CheckResult]) -> [CheckResult]) -> CertificationReport {
        let checks = change(report.checks)
        return CertificationReport(package: report.package, sdkVersion: report.sdkVersion, checks: checks, problems: report.problems,
                                   waivers: report.waivers) { checks in
            recomputeDigest ? report.provenance!.with(resultsDigest: Provenance.digest(of: checks)) : report.provenance!
        }
    }

    @Test("A report as certify wrote it is verified")
    func accepts() async throws {
        let report = try await certifiedReport()
        #expect(ReportVerifier.problems(in: report) == [])
    }

    @Test("A report with a clause's checks removed is rejected, naming the clause and how many are missing")
    func clauseRemoved() async throws {
        let report = try await certifiedReport()
        let removed = tampered(report) { $0.filter { $0.clause != "CONT-LOOKALIKE-NOT-CLAIMED" } }
        let problems = ReportVerifier.problems(in: removed)
        #expect(problems.contains { $0.hasPrefix("CONT-LOOKALIKE-NOT-CLAIMED: ") && $0.contains("checks are missing") }, "\(problems)")
    }

    @Test("A flipped check is rejected: the verdict no longer follows, or the results digest no longer matches")
    func flipped() async throws {
        let report = try await certifiedReport()
        let flip = { (checks: [CheckResult]) in
            checks.enumerated().map { index, check in
                guard index == 0 else { return check }
                let json = try! JSONEncoder().encode(check)
                let text = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"outcome\":\"passed\"", with: "\"outcome\":\"failed\"")
                return try! JSONDecoder().decode(CheckResult.self, from: Data(text.utf8))
            }
        }
        // Edited in place: the digest and the certified verdict are as they were.
        let edited = tampered(report, recomputeDigest: false, flip)
        var problems = ReportVerifier.problems(in: edited)
        #expect(problems.contains { $0.contains("results digest does not match") }, "\(problems)")
        // Edited with care: the digest recomputed, so the verdict tells.
        let recomputed = tampered(report, flip)
        problems = ReportVerifier.problems(in: recomputed)
        #expect(problems.contains { $0.contains("not a certificate") }, "\(problems)")
    }

    @Test("A report whose catalog or fixtures digest is not this kit's is rejected")
    func digestChanged() async throws {
        let report = try await certifiedReport()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for key in ["catalogDigest", "fixturesDigest"] {
            var json = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(report)) as? [String: Any])
            var provenance = try #require(json["provenance"] as? [String: Any])
            provenance[key] = String(repeating: "0", count: 64)
            json["provenance"] = provenance
            let changed = try JSONDecoder().decode(CertificationReport.self, from: try JSONSerialization.data(withJSONObject: json))
            let problems = ReportVerifier.problems(in: changed)
            #expect(problems.contains { $0.contains("digest 0000") && $0.contains("is not this kit's") }, "\(key): \(problems)")
        }
    }

    @Test("A report without provenance, or not certified, is not accepted")
    func notACertificate() async throws {
        let bare = CertificationReport(package: "p", sdkVersion: nil, checks: [], problems: [])
        #expect(ReportVerifier.problems(in: bare).first?.contains("no provenance") == true)
        let broken = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"]))
        #expect(ReportVerifier.problems(in: broken).contains { $0.contains("not a certificate") && $0.contains("CONT-FOREIGN-NOT-CLAIMED") })
    }
}
