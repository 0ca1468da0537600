import ConformanceEngine
import Foundation
import HarnessJournal

/// Checks a certification report without running any module: that it is complete for the modules it declares, that
/// it was judged by this kit's catalog and fixtures, and that its verdict follows from its results.
package enum ReportVerifier {
    /// Every problem of a report read from `bytes`: those of the report, and bytes other than certify writes; with
    /// `package`, also a package there other than the one certified.
    package static func problems(in report: CertificationReport, bytes: Data, key: CertifierKey, package: URL? = nil) -> [String] {
        var problems = problems(in: report, key: key)
        if (try? report.canonicalJSON()) != bytes {
            problems.insert("the report's bytes are not the ones certify writes (a key repeated, added, reordered or "
                + "reformatted); a reader other than verify could see other values", at: 0)
        }
        var isFolder: ObjCBool = false
        if let package, !FileManager.default.fileExists(atPath: package.path, isDirectory: &isFolder) || !isFolder.boolValue {
            problems.append("--package \(package.path) is not a folder: give the folder of the package that was certified")
        } else if let package, let recorded = report.provenance?.packageSourcesDigest {
            // What certify would refuse to copy (a link out of the package or to nothing, names that a Mac keeps as one)
            // is in no digest: a package holding it is not the one certified.
            let refused = PackageCopy.scan(package).refused
            if !refused.isEmpty {
                problems.append("the package at \(package.path) holds what certify refuses to copy, so no digest covers it: "
                    + refused.prefix(5).joined(separator: "; "))
            }
            let digest = PackageCopy.digest(of: package)
            if recorded != digest {
                let changes = report.provenance?.packageFiles.map { PackageCopy.changes(from: $0, to: PackageCopy.files(of: package)) } ?? ""
                problems.append("the package at \(package.path) is not the one certified: its files digest to \(digest.prefix(12)), "
                    + "the report records \(recorded.prefix(12))"
                    + (changes.isEmpty ? "" : " (\(changes))"))
            }
            if let certified = report.provenance?.dependencyRevisions,
               let pinned = DependencyPins.read(package.appendingPathComponent("Package.resolved")),
               let mismatch = DependencyPins.mismatch(certified: certified, pinned: pinned) {
                problems.append(mismatch + ": the dependencies built are not the ones certified")
            }
        }
        return problems
    }

    /// Every problem found; empty when the report holds. `key` is the certifier's: the report must carry its seal.
    package static func problems(in report: CertificationReport, key: CertifierKey) -> [String] {
        guard let provenance = report.provenance else {
            return ["the report has no provenance, so it is not a certificate: certify writes none when a run ends before any "
                + "check (" + (report.problems.first.map { "its first problem: \($0)" } ?? "no problem recorded") + ")"]
        }
        // A focused run is partial by design: that is the one thing to say of it, not every check it left out.
        if let focus = report.focus {
            return ["the report is partial: certify ran only --clause \(focus.joined(separator: ", ")), which is never a certificate"]
        }
        // The fifteenth trial (V02): a run that stopped before its end is that, first, not a list of checks it left.
        if let stopped = report.problems.first(where: { $0.contains("the checks left are not run") }) {
            return ["the report is of a run that did not finish, so it is no certificate: \(stopped)"]
        }
        var problems = originProblems(of: report, provenance: provenance, key: key)
        let package: DeclaredPackage
        do {
            package = try DeclaredPackage.parse(declaration: provenance.declaration, named: provenance.declarationFile,
                                                settings: provenance.settings, named: provenance.settingsFile,
                                                files: provenance.files ?? [:])
        } catch {
            return problems + ["the declaration or settings the report records do not read: \(error)"]
        }
        let fixtures = KitIdentity.fixturesDigest(package.store)
        if provenance.fixturesDigest != fixtures {
            problems.append("fixtures digest \(provenance.fixturesDigest) is not this kit's \(fixtures)")
        }
        if provenance.resultsDigest != Provenance.digest(of: report.checks) {
            problems.append("the results digest does not match the results: a check was changed after the run")
        }
        guard let version = provenance.sdkVersion, report.sdkVersion == version else {
            return problems + ["the report names no certified SDK version, or two different ones"]
        }
        // Trial 25's w57: a report that is no certificate says so first; the checks it did not run (a failed clause's
        // rest, retired) follow as detail.
        problems += verdictProblems(of: report)
        problems += completenessProblems(of: report, provenance: provenance, package: package, version: version)
        return problems
    }

    /// Where the report came from: sealed with the certifier's key, by this kit version, at a commit of a clean kit
    /// checkout, with this kit's catalog.
    private static func originProblems(of report: CertificationReport, provenance: Provenance, key: CertifierKey) -> [String] {
        var problems: [String] = []
        if let problem = ReportSeal.problem(with: report, key: key) { problems.append(problem) }
        if provenance.kitVersion != KitIdentity.version {
            problems.append("the report was made with kit \(provenance.kitVersion); this is kit \(KitIdentity.version)")
        }
        if provenance.kitCommit == nil {
            // Only a kit at a commit can be named: a report from a copied or vendored kit says nothing of which rules ran.
            problems.append("the report names no commit of the certifier's kit: a certificate comes from a kit checkout at a "
                + "commit, not a copy")
        }
        if provenance.kitTreeDirty == true {
            // The harness compiles the kit's checkout: changed sources (by hand, or by a package's manifest during an
            // earlier build) may judge differently from the kit at its commit.
            problems.append("the certifier's kit checkout had uncommitted changes when the report was made; a certificate "
                + "comes from a kit at a commit (\(provenance.kitCommit.map { String($0.prefix(12)) } ?? "?"))")
        }
        if provenance.catalogDigest != KitIdentity.catalogDigest {
            problems.append("catalog digest \(provenance.catalogDigest) is not this kit's \(KitIdentity.catalogDigest)")
        }
        return problems
    }

    /// Completeness: exactly the checks this kit plans for the recorded classes, each once, each as the catalog
    /// describes it and run.
    private static func completenessProblems(of report: CertificationReport, provenance: Provenance, package: DeclaredPackage,
                                             version: SDKVersion) -> [String] {
        let started = ISO8601DateFormatter().date(from: provenance.startedAt) ?? Date()
        let plan = CertificationRunner.plan(package: package, classes: provenance.modules, version: version, now: started)
        let planned = Dictionary(plan.checks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        var seen = Set<String>()
        for result in report.checks {
            if !seen.insert(result.checkID).inserted { problems.append("check \(result.checkID) appears twice") }
            guard let check = planned[result.checkID] else {
                problems.append("check \(result.checkID) is not one this kit plans for the declared modules")
                continue
            }
            problems += resultProblems(result, planned: check, version: version, waivers: report.waivers, on: started)
        }
        let missing = plan.checks.filter { !seen.contains($0.id) }
        for clause in Set(missing.map(\.clause)).sorted() {
            let count = missing.filter { $0.clause == clause }.count
            let total = plan.checks.filter { $0.clause == clause }.count
            problems.append("\(clause): \(count) of its \(total) checks are missing")
        }
        return problems
    }

    /// What is wrong with one result of a planned check: another clause or level than the catalog's, another SDK
    /// version, not run, or waived without a waiver in force.
    private static func resultProblems(_ result: CheckResult, planned check: ConformanceCheck, version: SDKVersion,
                                       waivers: [Waiver], on started: Date) -> [String] {
        var problems: [String] = []
        let level = ClauseCatalog.clause(check.clause)?.level ?? .required
        if result.clause != check.clause || result.level != level {
            problems.append("check \(result.checkID) says clause \(result.clause) (\(result.level.rawValue)); the catalog says "
                + "\(check.clause) (\(level.rawValue))")
        }
        if result.sdkVersion != version {
            problems.append("check \(result.checkID) ran at \(result.sdkVersion.map(\.description) ?? "every version"), not \(version)")
        }
        switch result.outcome {
        case .notRun:
            problems.append("check \(result.checkID) did not run")
        case .waived:
            let waiver = waivers.first { $0.clause == result.clause }
            if level == .required || waiver == nil || waiver!.isExpired(on: started) {
                problems.append("check \(result.checkID) is waived without a waiver in force for \(result.clause)")
            }
        case .passed, .failed, .notApplicable:
            break
        }
        return problems
    }

    /// The verdict: recomputed from the results, not read from the clause summaries the report carries, and it must
    /// be certified.
    private static func verdictProblems(of report: CertificationReport) -> [String] {
        var problems: [String] = []
        let clauses = ClauseCatalog.all.map { clause in ClauseSummary(clause: clause, checks: report.checks.filter { $0.clause == clause.id }) }
        if clauses != report.clauses {
            problems.append("the clause summaries do not follow from the checks")
        }
        let verdict = CertificationReport.verdict(clauses: clauses, checks: report.checks, problems: report.problems)
        if verdict != report.certified {
            problems.append("the report says \(report.certified ? "certified" : "not certified"), but its results say "
                + "\(verdict ? "certified" : "not certified")")
        } else if !verdict {
            let failed = clauses.filter { ($0.level == .required && $0.outcome == .failed) || $0.outcome == .notRun }.map(\.id.rawValue)
            problems.append("the report is not a certificate: " + (failed.isEmpty ? "it lists problems" : "failed or not run: \(failed.joined(separator: ", "))"))
        }
        return problems
    }
}
