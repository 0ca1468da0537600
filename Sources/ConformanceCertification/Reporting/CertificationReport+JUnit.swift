import ConformanceEngine
import Foundation

extension CertificationReport {
    /// The report as JUnit XML: one test suite per contract, one test case per check, named by clause and fixture.
    package func junit() -> String {
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let failures = checks.filter(\.failsCertification).count
        xml.append("<testsuites name=\"module-conformance\" tests=\"\(checks.count)\" failures=\"\(failures)\" errors=\"\(problems.count)\">")
        for contract in Contract.allCases {
            let ids = Set(ClauseCatalog.clauses(of: contract).map(\.id))
            let results = checks.filter { ids.contains($0.clause) }
            guard !results.isEmpty else { continue }
            let suiteFailures = results.filter(\.failsCertification).count
            let skipped = results.filter { $0.outcome == .notApplicable || $0.outcome == .waived }.count
            xml.append("  <testsuite name=\"\(Self.escape(contract.pageTitle))\" tests=\"\(results.count)\" "
                + "failures=\"\(suiteFailures)\" skipped=\"\(skipped)\">")
            for result in results {
                let name = Self.escape(result.fixture.id)
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
            xml.append("  </testsuite>")
        }
        for problem in problems {
            xml.append("  <testsuite name=\"setup\" tests=\"1\" errors=\"1\"><testcase classname=\"SETUP\" name=\"problem\">"
                + "<error message=\"\(Self.escape(problem))\"/></testcase></testsuite>")
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
