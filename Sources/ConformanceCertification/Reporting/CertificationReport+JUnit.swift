import ConformanceEngine
import Foundation

extension CertificationReport {
    /// The report as JUnit XML: one test suite per contract, one test case per check, named by clause and fixture.
    package func junit() -> String {
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        // Every check is one test case in exactly one suite (a setup check, which belongs to no contract, in "setup",
        // with the run's problems as errors), so the counts above add up to the elements below.
        var suites: [(name: String, results: [CheckResult])] = Contract.allCases.map { contract in
            let ids = Set(ClauseCatalog.clauses(of: contract).map(\.id))
            return (contract.pageTitle, checks.filter { ids.contains($0.clause) })
        }
        let placed = Set(suites.flatMap { $0.results.map(\.checkID) })
        suites.append(("setup", checks.filter { !placed.contains($0.checkID) }))
        let failures = checks.filter(\.failsCertification).count
        xml.append("<testsuites name=\"module-conformance\" tests=\"\(checks.count + problems.count)\" failures=\"\(failures)\" "
            + "errors=\"\(problems.count)\">")
        for (suite, results) in suites {
            let errors = suite == "setup" ? problems.count : 0
            guard !results.isEmpty || errors > 0 else { continue }
            let suiteFailures = results.filter(\.failsCertification).count
            let skipped = results.filter { $0.outcome == .notApplicable || $0.outcome == .waived }.count
            xml.append("  <testsuite name=\"\(Self.escape(suite))\" tests=\"\(results.count + errors)\" "
                + "failures=\"\(suiteFailures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">")
            for result in results {
                let name = Self.escape(result.fixture.id.isEmpty ? result.fixture.file : result.fixture.id)
                    + (result.target.map { " [\(Self.escape($0))]" } ?? "")
                xml.append("    <testcase classname=\"\(Self.escape(result.clause.rawValue))\" name=\"\(name)\">")
                switch (result.outcome, result.level) {
                case _ where result.failsCertification:
                    xml.append("      <failure message=\"\(Self.escape("expected \(result.expected), actual \(result.actual)"))\">"
                        + Self.escape(result.report) + "</failure>")
                case (.failed, .recommended):
                    xml.append("      <system-out>\(Self.escape("recommended clause failed:\n" + result.report))</system-out>")
                case (.notApplicable, _), (.waived, _):
                    xml.append("      <skipped message=\"\(Self.escape(result.note ?? result.outcome.rawValue))\"/>")
                default:
                    break
                }
                xml.append("    </testcase>")
            }
            if suite == "setup" {
                for problem in problems {
                    xml.append("    <testcase classname=\"SETUP\" name=\"problem\"><error message=\"\(Self.escape(problem))\"/></testcase>")
                }
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\t", "\r": escaped.unicodeScalars.append(scalar)
            default:
                // XML 1.0 cannot carry other control characters at all, so they are shown as code points.
                if scalar.value < 0x20 { escaped += "U+\(String(scalar.value, radix: 16, uppercase: true))" }
                else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
