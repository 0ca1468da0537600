// The fixture kinds only the kit's own tests run: vectors for its reference readings and hosts, not module checks.
import ConformanceEngine
import Q2ModuleInterfaces

/// Aggregation scenarios for the reference data source.
package enum MethodAggregationFixture {
    package typealias Scenario = GoldenHostCase<Input, Expected>
    package typealias File = GoldenFile<Scenario>

    package struct Input: Sendable, Decodable {
        package let context: GoldenOAuthContext?
        package let modules: [Peer]
    }

    package struct Peer: Sendable, Decodable {
        package let identifier: String
        package let answer: [String: JSON]?
        package let delayMs: Int
    }

    package struct Expected: Sendable, Decodable {
        package let responses: [AggregatedResponse]
    }

    /// One module's answer in an aggregated response, as the kit reads and writes it: `moduleIdentifier` and `data`.
    package struct AggregatedResponse: Sendable, Codable, Hashable {
        package let moduleIdentifier: String
        package let data: [String: JSON]

        /// The SDK's response as the kit reads it.
        package init(_ response: MethodResponse) {
            moduleIdentifier = response.moduleIdentifier
            data = JSON.members(sdk: response.data)
        }
    }
}
