import ConformanceEngine
import Foundation

/// A report's seal: an HMAC-SHA-256 under the certifier's key of the report's canonical JSON, its checks left out,
/// and that key's public id.
///
/// The checks are covered through the provenance's results digest, which `verify` recomputes from them: a changed
/// check either no longer matches the digest or, with the digest recomputed, breaks the seal. Any other edit breaks
/// the seal directly. Only the holder of the certifier's key can seal a report again.
package struct ReportSeal: Sendable, Codable, Hashable {
    /// The public id of the key that sealed the report.
    package let keyID: String
    /// The HMAC-SHA-256, as lowercase hex.
    package let mac: String

    /// The seal of `report` (its own seal left out) under `key`.
    package init(of report: CertificationReport, key: CertifierKey) {
        keyID = key.id
        mac = SHA256.hex(bytes: SHA256.hmac(key: key.bytes, message: Self.canonicalBytes(of: report)))
    }

    /// What the seal covers: the report without its seal and its checks, as sorted-key JSON, after one decoding
    /// round so that the report as written and the report as read give the same bytes.
    static func canonicalBytes(of report: CertificationReport) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let unsealed = report.with(seal: nil).withoutChecks
        guard let once = try? encoder.encode(unsealed),
              let read = try? JSONDecoder().decode(CertificationReport.self, from: once),
              let twice = try? encoder.encode(read) else { return [] }
        return Array(twice)
    }

    /// Why `report`'s seal does not hold under `key`, or `nil` when it holds.
    package static func problem(with report: CertificationReport, key: CertifierKey) -> String? {
        guard let seal = report.seal else {
            return "the report is not sealed: certify seals a report with the certifier's key only from the certifier's own "
                + "kit (never through the plugin or with --no-seal) and only when the package's code ran inside its boundary"
        }
        guard seal.keyID == key.id else {
            return "the report is sealed with certifier key \(seal.keyID), not with this verifier's key \(key.id) (\(key.origin))"
        }
        guard seal == ReportSeal(of: report, key: key) else {
            return "the seal does not match the report: it was changed after certify sealed it"
        }
        return nil
    }
}
