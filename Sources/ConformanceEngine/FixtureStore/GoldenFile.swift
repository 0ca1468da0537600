/// A golden fixture file: a description and its cases (listed under `cases`, or `scenarios` for routing files).
package struct GoldenFile<Case: Decodable & Sendable>: Decodable, Sendable {
    package let description: String
    package let cases: [Case]

    private enum CodingKeys: String, CodingKey {
        case description, cases, scenarios
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        description = try container.decode(String.self, forKey: .description)
        cases = try container.decodeIfPresent([Case].self, forKey: .cases)
            ?? container.decode([Case].self, forKey: .scenarios)
    }
}

/// One golden case: what it is, what goes in, what the documentation says comes out, and the clauses it evidences.
package struct GoldenCase<Input: Decodable & Sendable, Expected: Decodable & Sendable>: Decodable, Sendable {
    package let id: String
    package let description: String
    package let input: Input
    package let expected: Expected
    package let clauses: [ClauseID]
}

/// One golden scenario for a reference host rather than a module: it names the host rules it evidences.
package struct GoldenHostCase<Input: Decodable & Sendable, Expected: Decodable & Sendable>: Decodable, Sendable {
    package let id: String
    package let description: String
    package let input: Input
    package let expected: Expected
    package let hostRules: [String]
}
