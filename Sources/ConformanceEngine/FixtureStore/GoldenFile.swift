/// A golden fixture file: a description and its cases, listed under `cases` in every kind of file.
package struct GoldenFile<Case: Decodable & Sendable>: Decodable, Sendable {
    package let description: String
    package let cases: [Case]
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
