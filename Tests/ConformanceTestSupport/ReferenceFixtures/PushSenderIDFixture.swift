// The fixture kinds only the kit's own tests run: vectors for its reference readings and hosts, not module checks.
import ConformanceEngine

/// A file of sender ids and what the kit's rules say of them.
package enum PushSenderIDFixture {
    package typealias Case = GoldenCase<Input, Expected>
    package typealias File = GoldenFile<Case>

    package struct Input: Sendable, Decodable {
        package let sender: String
    }

    package struct Expected: Sendable, Decodable {
        package let wellFormed: Bool
        package let recommendedForm: Bool
    }
}
