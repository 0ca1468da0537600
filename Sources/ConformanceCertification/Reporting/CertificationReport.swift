import ConformanceEngine
import Foundation

/// The outcome of certifying a package: every clause of the catalog, every check, and every incident.
package struct CertificationReport: Sendable, Codable, Hashable {
    /// The format version of this JSON, raised when a field changes meaning.
    package var formatVersion = 1
    /// The package certified.
    package let package: String
    /// The SDK version the checks ran at, as they recorded it; `nil`: every clause applied.
    package let sdkVersion: SDKVersion?
    /// One summary per catalog clause, in catalog order.
    package let clauses: [ClauseSummary]
    /// Every check result, crashes and hangs included as failed results.
    package private(set) var checks: [CheckResult]
    /// Problems outside any clause: a build failure, a run that recorded no checks, a setup error.
    package let problems: [String]
    /// Every waiver the declaration file lists, expired ones included (each of those is also a problem).
    package let waivers: [Waiver]
    /// Where the report comes from; `nil` for a report of checks run outside `certify`.
    package let provenance: Provenance?
    /// The clause ids or prefixes a focused run (`certify --clause`) was limited to: such a report is partial and
    /// never certified. `nil` for a whole run.
    package let focus: [String]?
    /// The verdict, as written: `verify` recomputes it from the results.
    package let certified: Bool
    /// The certifier's seal over everything above; `nil` until certify seals the report.
    package private(set) var seal: ReportSeal?

    /// Whether certification passed: no problem, at least one check, no required clause failed, no check left
    /// unrun, and no crash or hang in any check.
    package var passed: Bool { certified }

    /// The clauses with a failed or unrun check, whose first such check the table and the summary show.
    package var clausesWithFailures: [ClauseSummary] {
        clauses.filter { $0.outcome == .failed || $0.outcome == .notRun }
    }

    /// The same report sealed with the certifier's key.
    package func sealed(with key: CertifierKey) -> CertificationReport {
        with(seal: ReportSeal(of: self, key: key))
    }

    /// The same report without its checks: what the seal covers directly (the results digest covers the checks).
    package var withoutChecks: CertificationReport {
        var copy = self
        copy.checks = []
        return copy
    }

    /// The same report with another seal, or none.
    package func with(seal: ReportSeal?) -> CertificationReport {
        var copy = self
        copy.seal = seal
        return copy
    }

    /// The verdict the results and problems give: what `certified` must say.
    package static func verdict(clauses: [ClauseSummary], checks: [CheckResult], problems: [String]) -> Bool {
        problems.isEmpty && !checks.isEmpty
            && !clauses.contains { ($0.level == .required && $0.outcome == .failed) || $0.outcome == .notRun }
            && !checks.contains { $0.incident != nil }
    }

    /// A report of the checks; `requested` is the SDK version the run asked for, which every check must have used.
    package init(package: String, sdkVersion requested: SDKVersion?, checks: [CheckResult], problems: [String],
                 waivers: [Waiver] = [], focus: [String]? = nil, provenance: (([CheckResult]) -> Provenance)? = nil) {
        self.package = package
        self.focus = focus
        self.waivers = waivers
        self.checks = checks
        var problems = problems
        func name(_ version: SDKVersion?) -> String { version.map { "SDK \($0)" } ?? "every SDK version" }
        let used = checks.filter { $0.clause != "SETUP" }.map(\.sdkVersion)
        let distinct = used.reduce(into: [SDKVersion?]()) { seen, version in if !seen.contains(version) { seen.append(version) } }
        sdkVersion = distinct.count == 1 ? distinct[0] : requested
        if distinct.count > 1 {
            problems.append("the checks ran at different SDK versions: \(distinct.map(name).joined(separator: ", "))")
        } else if let only = distinct.first, only != requested {
            problems.append("the run asked for \(name(requested)), but the checks ran at \(name(only)); "
                + "remove the sdkVersion the package's own options set")
        }
        for setup in checks where setup.clause == "SETUP" && setup.outcome != .passed {
            problems.append("setup: \(setup.actual)")
        }
        self.problems = problems
        self.clauses = ClauseCatalog.all.map { clause in
            ClauseSummary(clause: clause, checks: checks.filter { $0.clause == clause.id })
        }
        self.provenance = provenance?(checks)
        self.certified = focus == nil && Self.verdict(clauses: clauses, checks: checks, problems: self.problems)
    }

    /// Whether the checks of a focused run passed as a whole run's would: what its exit status says.
    package var focusedPassed: Bool {
        Self.verdict(clauses: clauses, checks: checks, problems: problems)
    }

    /// Whether the table and the summary show a clause: every one, or in a focused run the focused ones.
    package func shows(_ clause: ClauseID) -> Bool {
        clause.isNamed(by: focus)
    }
}

/// How one clause came out across all its checks.
package struct ClauseSummary: Sendable, Codable, Hashable {
    /// The clause.
    package let id: ClauseID
    /// Its contract.
    package let contract: Contract
    /// Its level.
    package let level: ClauseLevel
    /// The SDK version it starts at, if the page names one.
    package let since: SDKVersion?
    /// Where it comes from.
    package let source: SpecReference
    /// Why it binds: the page statements, Apple's documentation and the consequences it rests on (absent from reports
    /// written before clauses stated one).
    package let basis: [ClauseBasis]?
    /// Failed if any check failed; else not run if any did not run; else waived if any was waived; else passed if any
    /// passed; else not applicable.
    package let outcome: Outcome
    /// How many checks came out each way.
    package let counts: [String: Int]
    /// The first failed check's report, for the table's detail.
    package let firstFailure: String?
    /// Why the clause did not apply, when no check of it ran.
    package let note: String?

    package init(clause: Clause, checks: [CheckResult]) {
        id = clause.id
        contract = clause.contract
        level = clause.level
        since = clause.since
        source = clause.source
        basis = clause.basis
        var counts: [String: Int] = [:]
        for check in checks { counts[check.outcome.rawValue, default: 0] += 1 }
        self.counts = counts
        let failures = checks.filter { $0.outcome == .failed }
        firstFailure = (failures.first ?? checks.first { $0.outcome == .notRun })?.report
        if !failures.isEmpty {
            outcome = .failed
        } else if checks.contains(where: { $0.outcome == .notRun }) {
            outcome = .notRun
        } else if checks.contains(where: { $0.outcome == .waived }) {
            outcome = .waived
        } else if checks.contains(where: { $0.outcome == .passed }) {
            outcome = .passed
        } else {
            outcome = .notApplicable
        }
        note = checks.isEmpty ? "no check of this clause ran: the package declares no module of this contract"
            : (outcome == .notApplicable ? checks.first?.note : nil)
    }
}

extension CertificationReport {
    /// The report's bytes as certify writes them: sorted keys, indented, slashes unescaped. `verify` accepts a report
    /// only in exactly these bytes, so a repeated key (which JSON readers resolve differently) never keeps a seal.
    package func canonicalJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
