// The fixture kinds only the kit's own tests run: vectors for its reference readings and hosts, not module checks.
import ConformanceEngine

/// The issuerUrl corpus: raw strings and what the SDK resolves them to from 26.4.0.
package enum IssuerURLFixture {
    package typealias Case = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Case>

    package struct Input: Sendable, Decodable {
        package let raw: String
    }

    package struct Expected: Sendable, Decodable {
        package let valid: Bool
        /// The URL string the context carries, or `nil` when the string is invalid.
        package let resolved: String?
    }
}
