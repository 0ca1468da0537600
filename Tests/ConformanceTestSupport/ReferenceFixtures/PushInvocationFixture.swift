// The fixture kinds only the kit's own tests run: vectors for its reference readings and hosts, not module checks.
import ConformanceEngine

/// A file of extension invocation scenarios: which extensions the reference host runs for a payload.
package enum PushInvocationFixture {
    package typealias Scenario = GoldenHostCase<Input, Expected>
    package typealias File = GoldenFile<Scenario>

    package struct Input: Sendable, Decodable {
        package let modules: [Module]
        package let payload: JSON
    }

    package struct Module: Sendable, Decodable {
        package let name: String
        package let sender: String?
        package let serviceExtension: Bool
        package let contentCategories: [String]
    }

    package struct Expected: Sendable, Decodable {
        /// The modules whose service extension runs, in order.
        package let serviceExtensions: [String]
        /// The module whose content extension presents the notification, if any.
        package let contentExtension: String?
    }
}
