import ConformanceEngine

/// A stated property of one of the kit's reference readings, checked on one input.
package struct ReferenceInvariant: Sendable {
    /// The reference it holds for: `issuer`, `link`, `sender`, `json` or `settings`.
    package let reference: String
    /// A short name, such as `valid-iff-resolves`.
    package let name: String
    /// What is wrong for this input, or `nil` when the invariant holds.
    package let violation: @Sendable (String) -> String?

    package init(_ reference: String, _ name: String, _ violation: @escaping @Sendable (String) -> String?) {
        self.reference = reference
        self.name = name
        self.violation = violation
    }
}
