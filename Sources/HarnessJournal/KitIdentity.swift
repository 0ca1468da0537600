/// What names this kit in a report: its version here, and digests of the clause catalog and of the fixtures
/// (`KitIdentity+Digests.swift`, in certification, which alone needs them).
package enum KitIdentity {
    /// The kit's version; raised with every release.
    package static let version = "0.9.0"
}
