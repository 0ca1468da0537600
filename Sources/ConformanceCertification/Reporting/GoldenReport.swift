import ConformanceEngine
import Foundation

/// The part of a certification report that must not change unnoticed: every check's verdict and what it
/// observed, sorted and free of machine-specific paths and of the texts drawn from the run's seed, so that a behaviour
/// change reads as a diff.
package struct GoldenReport: Sendable, Equatable {
    package let json: JSON

    /// `alerts` are the certifier's alert texts the run drew from (`--partner-names`), written as `{drawn}` too.
    package init(_ report: CertificationReport, alerts: [String] = []) {
        let checks: [JSON] = report.checks.sorted { $0.checkID < $1.checkID }.map { check in
            var entry: [String: JSON] = ["check": .string(check.checkID), "outcome": .string(check.outcome.rawValue),
                                              "expected": .string(check.expected),
                                              // What a method answers for values drawn from the seed varies with it.
                                              "actual": .string(["seeded-values", "seeded-large-values"].contains(check.fixture.id) ? "{answer to drawn values}"
                                                  : check.fixture.id == "valid-issuer-institution" ? Self.withoutIssuer(check.actual)
                                                  : check.fixture.file == "method/typed-requests.json" ? Self.withoutContextIssuer(check.actual, input: check.input)
                                                  : PushAlertTexts.normalized(check.actual, alerts: alerts))]
            if let note = check.note { entry["note"] = .string(Self.withoutDrawnUser(note)) }
            return .object(entry)
        }
        let clauses: [String: JSON] = Dictionary(uniqueKeysWithValues: report.clauses.map { ($0.id.rawValue, .string($0.outcome.rawValue)) })
        json = ["formatVersion": 1, "sdkVersion": report.sdkVersion.map { .string($0.description) } ?? .null,
                "passed": .bool(report.passed), "clauses": .object(clauses), "checks": .array(checks)]
    }

    /// The text with the institution's issuer drawn from the seed (an https URL) written as its placeholder.
    private static func withoutIssuer(_ text: String) -> String {
        text.replacingOccurrences(of: #"https://[^"\s]*"#, with: "{institutionIssuer}", options: .regularExpression)
    }

    /// The text with the issuer the check's context carried (drawn in part from the seed: review 30's issuerlist) written
    /// as a placeholder, so that a module echoing it records the same observation under every seed.
    private static func withoutContextIssuer(_ text: String, input: String) -> String {
        guard let start = input.range(of: "issuerURL "), let end = input.range(of: ")", options: .backwards),
              start.upperBound < end.lowerBound else { return text }
        return text.replacingOccurrences(of: String(input[start.upperBound..<end.lowerBound]), with: "{the context's issuer}")
    }

    /// The note with the user the seed signed in or out written as its placeholder (the eighth trial, G12: a failed
    /// check's note named it, so a golden file recorded under one seed differed from the next run's).
    static func withoutDrawnUser(_ note: String) -> String {
        note.replacingOccurrences(of: "with a signed-in user", with: "with {the user drawn from the seed}")
            .replacingOccurrences(of: "with no signed-in user", with: "with {the user drawn from the seed}")
    }

    package init(json: JSON) {
        self.json = json
    }

    /// Pretty-printed with sorted keys, stable to diff.
    package var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(json)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// The differences from a golden report, one line each, clause changes first.
    /// A golden file's checks by their ids.
    private static func checksByID(_ value: JSON?) -> [String: JSON] {
        Dictionary((value?.arrayValue ?? []).compactMap { entry in entry.objectValue?["check"]?.stringValue.map { ($0, entry) } },
                   uniquingKeysWith: { first, _ in first })
    }

    /// How many clauses changed verdict, how many checks changed outcome, and how many changed only in what they observed.
    package func changeCounts(from golden: GoldenReport) -> (clauses: Int, outcomes: Int, observations: Int) {
        let old = golden.json.objectValue ?? [:], new = json.objectValue ?? [:]
        let oldClauses = old["clauses"]?.objectValue ?? [:], newClauses = new["clauses"]?.objectValue ?? [:]
        let clauses = Set(oldClauses.keys).union(newClauses.keys).filter { oldClauses[$0] != newClauses[$0] }.count
        let oldChecks = Self.checksByID(old["checks"]), newChecks = Self.checksByID(new["checks"])
        let changed = Set(oldChecks.keys).union(newChecks.keys).filter { oldChecks[$0] != newChecks[$0] }
        let outcomes = changed.filter { oldChecks[$0]?.objectValue?["outcome"] != newChecks[$0]?.objectValue?["outcome"] }.count
        return (clauses, outcomes, changed.count - outcomes)
    }

    package func differences(from golden: GoldenReport) -> [String] {
        var lines: [String] = []
        let old = golden.json.objectValue ?? [:]
        let new = json.objectValue ?? [:]
        let oldClauses = old["clauses"]?.objectValue ?? [:]
        let newClauses = new["clauses"]?.objectValue ?? [:]
        for id in Set(oldClauses.keys).union(newClauses.keys).sorted() where oldClauses[id] != newClauses[id] {
            lines.append("clause \(id): \(oldClauses[id]?.stringValue ?? "absent") → \(newClauses[id]?.stringValue ?? "absent")")
        }
        let oldChecks = Self.checksByID(old["checks"])
        let newChecks = Self.checksByID(new["checks"])
        // The seventeenth trial (G05): checks whose outcome changed come first, then those whose observation alone did.
        var observed: [String] = []
        for id in Set(oldChecks.keys).union(newChecks.keys).sorted() where oldChecks[id] != newChecks[id] {
            func describe(_ entry: JSON?) -> String {
                guard let fields = entry?.objectValue else { return "absent" }
                return "\(fields["outcome"]?.stringValue ?? "?") (actual: \(fields["actual"]?.stringValue ?? "?"))"
            }
            let outcomeChanged = oldChecks[id]?.objectValue?["outcome"] != newChecks[id]?.objectValue?["outcome"]
            var entry = ["check \(id): \(describe(oldChecks[id])) → \(describe(newChecks[id]))"]
            // The eighth trial (G12): when the outcome and the observation are alike, the field that changed is shown.
            if let before = oldChecks[id]?.objectValue, let after = newChecks[id]?.objectValue, describe(oldChecks[id]) == describe(newChecks[id]) {
                for key in Set(before.keys).union(after.keys).sorted() where before[key] != after[key] {
                    entry.append("  \(key): \(before[key]?.stringValue.map { "'\($0)'" } ?? "absent") → "
                        + "\(after[key]?.stringValue.map { "'\($0)'" } ?? "absent")")
                }
            }
            if outcomeChanged { lines += entry } else { observed += entry }
        }
        lines += observed
        for key in ["passed", "sdkVersion", "formatVersion"] where old[key] != new[key] {
            lines.append("\(key): \(old[key].map { "\($0)" } ?? "absent") → \(new[key].map { "\($0)" } ?? "absent")")
        }
        return lines
    }
}
