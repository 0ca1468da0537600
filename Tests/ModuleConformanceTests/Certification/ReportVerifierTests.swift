import ConformanceCertification
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
        #expect(ReportVerifier.problems(in: report, key: testCertifierKey) == [])
    }

    @Test("A method module's report verifies, its run-time setup check included")
    func methodModule() async throws {
        let package = try ScratchPackage(entries: [["name": "math", "className": "ConformingMethodModule",
                                                     "identifier": "com.q2.mobile.module.conforming-method"]],
                                         declaration: ["modules": ["ConformingMethodModule": ["method": ["examples": [
                                             "sum": ["a": 2, "b": 3], "greet": ["name": "Ada"]]]]]])
        let report = try await certify(package)
        #expect(report.checks.contains { $0.clause == "SETUP" && $0.outcome == .passed && $0.target?.hasSuffix("/tecton-methods") == true })
        #expect(ReportVerifier.problems(in: report, key: testCertifierKey) == [], "\(report.problems)")
    }

    @Test("Only the bytes certify writes verify: a repeated key, as another JSON reader would take it, is rejected")
    func canonicalBytes() async throws {
        let report = try await certifiedReport()
        let bytes = try report.canonicalJSON()
        #expect(ReportVerifier.problems(in: report, bytes: bytes, key: testCertifierKey) == [])
        // A second "certified" key before the first: Foundation's decoder reads one of them, other readers the other.
        let text = String(decoding: bytes, as: UTF8.self)
        let doubled = Data(text.replacingOccurrences(of: "\n  \"certified\" :", with: "\n  \"certified\" : false,\n  \"certified\" :").utf8)
        #expect(doubled != bytes)
        let read = try JSONDecoder().decode(CertificationReport.self, from: doubled)
        let problems = ReportVerifier.problems(in: read, bytes: doubled, key: testCertifierKey)
        #expect(problems.first?.hasPrefix("the report's bytes are not the ones certify writes") == true, "\(problems)")
    }

    @Test("verify --package: the package certified verifies; a package changed since, or another one, does not")
    func replayedElsewhere() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        let report = try await certify(package)
        let bytes = try report.canonicalJSON()
        #expect(ReportVerifier.problems(in: report, bytes: bytes, key: testCertifierKey, package: package.folder) == [])
        try Data("// changed\n".utf8).write(to: package.folder.appendingPathComponent("Added.swift"))
        let problems = ReportVerifier.problems(in: report, bytes: bytes, key: testCertifierKey, package: package.folder)
        #expect(problems.contains { $0.contains("is not the one certified") && $0.contains("(added Added.swift)") }, "\(problems)")
        // Each changed, added and removed file is named (issue 33: a mismatch once named none).
        try Data("{}".utf8).write(to: package.folder.appendingPathComponent("settings.json"))
        try FileManager.default.removeItem(at: package.folder.appendingPathComponent(ConformanceDeclaration.fileName))
        let more = ReportVerifier.problems(in: report, bytes: bytes, key: testCertifierKey, package: package.folder)
        #expect(more.contains { $0.contains("(changed settings.json; added Added.swift; removed \(ConformanceDeclaration.fileName))") },
                "\(more)")
    }

    @Test("verify --package rejects a package holding what certify refuses to copy: a link out of it, a link to nothing, a name twice")
    func refusedSincePassesNoDigest() async throws {
        let package = try ScratchPackage(classes: ["ConformingContinuityModule"])
        let report = try await certify(package)
        let bytes = try report.canonicalJSON()
        #expect(ReportVerifier.problems(in: report, bytes: bytes, key: testCertifierKey, package: package.folder) == [])
        // Issue 32's eighth review: these were left out of the digest, so the package still verified.
        try FileManager.default.createSymbolicLink(atPath: package.folder.appendingPathComponent("Extra.swift").path,
                                                   withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: package.folder.appendingPathComponent("Gone.swift").path,
                                                   withDestinationPath: "nowhere/Gone.swift")
        let problems = ReportVerifier.problems(in: report, bytes: bytes, key: testCertifierKey, package: package.folder)
        #expect(problems.contains { $0.contains("holds what certify refuses to copy") && $0.contains("Extra.swift is a symbolic link to /etc/hostname, which leads out of the package")
            && $0.contains("Gone.swift is a symbolic link to nowhere/Gone.swift, which leads to nothing") }, "\(problems)")
    }

    @Test("verify --package names at most ten files of each kind, and counts the rest")
    func manyChanges() {
        let recorded = Dictionary(uniqueKeysWithValues: (0..<15).map { ("Sources/F\($0).swift", "a") })
        let now = recorded.mapValues { _ in "b" }
        let text = PackageCopy.changes(from: recorded, to: now)
        #expect(text.hasPrefix("changed Sources/F0.swift, Sources/F1.swift") && text.hasSuffix(" and 5 more"), "\(text)")
        #expect(PackageCopy.changes(from: recorded, to: recorded).isEmpty)
    }

    @Test("A report that names no commit of the kit (a copied or vendored kit) is rejected")
    func noKitCommit() async throws {
        let report = try await certify(try ScratchPackage(classes: ["ConformingContinuityModule"])) {
            $0.kitRoot = FileManager.default.temporaryDirectory.appendingPathComponent("no-git-\(UUID().uuidString)")
        }
        #expect(report.provenance?.kitCommit == nil)
        #expect(ReportVerifier.problems(in: report, key: testCertifierKey).contains { $0.contains("names no commit of the certifier's kit") })
    }

    @Test("A report with a clause's checks removed is rejected, naming the clause and how many are missing")
    func clauseRemoved() async throws {
        let report = try await certifiedReport()
        let removed = tampered(report) { $0.filter { $0.clause != "CONT-LOOKALIKE-NOT-CLAIMED" } }
        let problems = ReportVerifier.problems(in: removed, key: testCertifierKey)
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
        var problems = ReportVerifier.problems(in: edited, key: testCertifierKey)
        #expect(problems.contains { $0.contains("results digest does not match") }, "\(problems)")
        // Edited with care: the digest recomputed, so the verdict tells.
        let recomputed = tampered(report, flip)
        problems = ReportVerifier.problems(in: recomputed, key: testCertifierKey)
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
            let problems = ReportVerifier.problems(in: changed, key: testCertifierKey)
            #expect(problems.contains { $0.contains("digest 0000") && $0.contains("is not this kit's") }, "\(key): \(problems)")
        }
    }

    @Test("A report without provenance, or not certified, is not accepted, and a failed one says so first")
    func notACertificate() async throws {
        let bare = CertificationReport(package: "p", sdkVersion: nil, checks: [], problems: [])
        #expect(ReportVerifier.problems(in: bare, key: testCertifierKey).first?.contains("no provenance") == true)
        let broken = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"]))
        // Trial 25's w57: that it is no certificate comes first, before the checks its failed clause left not run.
        let problems = ReportVerifier.problems(in: broken, key: testCertifierKey)
        #expect(problems.first.map { $0.contains("not a certificate") && $0.contains("CONT-FOREIGN-NOT-CLAIMED") } == true, "\(problems.prefix(3))")
    }

    @Test("A report edited with care (a failure flipped, digest, summaries and verdict recomputed) is rejected by its seal alone")
    func editedWithCare() async throws {
        let broken = try await certify(try ScratchPackage(classes: ["BreaksForeignNotClaimed"]))
        let forged = tampered(broken) { checks in
            checks.map { check in
                guard check.outcome == .failed else { return check }
                let text = String(decoding: try! JSONEncoder().encode(check), as: UTF8.self)
                    .replacingOccurrences(of: "\"outcome\":\"failed\"", with: "\"outcome\":\"passed\"")
                return try! JSONDecoder().decode(CheckResult.self, from: Data(text.utf8))
            }
        }
        #expect(forged.certified, "the forgery claims a certificate")
        let unsealed = ReportVerifier.problems(in: forged, key: testCertifierKey)
        #expect(unsealed.count == 1 && unsealed[0].contains("not sealed"), "\(unsealed)")
        // Sealed by someone else's key: the key ids differ.
        let author = CertifierKey(bytes: Array(repeating: 0x11, count: 32), origin: "the author's machine")
        let foreign = ReportVerifier.problems(in: forged.sealed(with: author), key: testCertifierKey)
        #expect(foreign.count == 1 && foreign[0].contains(author.id) && foreign[0].contains(testCertifierKey.id), "\(foreign)")
        // A seal copied from the honest report onto the forgery does not match it.
        let copied = ReportVerifier.problems(in: forged.with(seal: broken.seal), key: testCertifierKey)
        #expect(copied.count == 1 && copied[0].contains("changed after certify sealed it"), "\(copied)")
        // The seal is what tells: the same forgery sealed with the certifier's key would pass every other check.
        #expect(ReportVerifier.problems(in: forged.sealed(with: testCertifierKey), key: testCertifierKey) == [])
    }

    @Test("Changing any field of a sealed report breaks its seal, the package name or the toolchain included")
    func anyFieldChanged() async throws {
        let report = try await certifiedReport()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (path, value) in [(["package"], "another package"), (["provenance", "toolchain"], "Swift version 9.9")] {
            var json = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(report)) as? [String: Any])
            if path.count == 1 {
                json[path[0]] = value
            } else {
                var inner = try #require(json[path[0]] as? [String: Any])
                inner[path[1]] = value
                json[path[0]] = inner
            }
            let changed = try JSONDecoder().decode(CertificationReport.self, from: try JSONSerialization.data(withJSONObject: json))
            let problems = ReportVerifier.problems(in: changed, key: testCertifierKey)
            #expect(problems == ["the seal does not match the report: it was changed after certify sealed it"], "\(path): \(problems)")
        }
    }

    @Test("A report made with a kit checkout that had uncommitted changes is not a certificate")
    func dirtyKit() async throws {
        let report = try await certifiedReport()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (dirty, rejected) in [(true, true), (false, false)] {
            var json = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(report)) as? [String: Any])
            var provenance = try #require(json["provenance"] as? [String: Any])
            provenance["kitTreeDirty"] = dirty
            provenance["kitCommit"] = String(repeating: "a", count: 40)
            json["provenance"] = provenance
            let changed = try JSONDecoder().decode(CertificationReport.self, from: try JSONSerialization.data(withJSONObject: json))
                .sealed(with: testCertifierKey)
            let problems = ReportVerifier.problems(in: changed, key: testCertifierKey)
            #expect(problems.contains { $0.contains("uncommitted changes") } == rejected, "dirty \(dirty): \(problems)")
            #expect(problems.count == (rejected ? 1 : 0), "\(problems)")
        }
    }
}
