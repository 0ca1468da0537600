/// The stable identifier of a contract clause, such as `CONT-FOREIGN-NOT-CLAIMED`.
public struct ClauseID: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
    public static func < (lhs: ClauseID, rhs: ClauseID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// How binding a clause is: a failed required clause fails certification, a recommended one is reported.
public enum ClauseLevel: String, Sendable, Codable, CaseIterable {
    /// The documentation states it as a rule; breaking it breaks the app.
    case required
    /// The documentation prefers it; breaking it is reported, not fatal.
    case recommended
}

/// Where in the SDK documentation a clause comes from.
public struct SpecReference: Sendable, Hashable, Codable {
    /// The page title, such as "iOS - Continuity Lifecycle Module".
    public let page: String
    /// The section heading on that page.
    public let section: String
}

/// One rule of a module contract, with what the kit needs to check it and to explain a failure.
public struct Clause: Sendable, Hashable, Codable, Identifiable {
    /// The stable identifier.
    public let id: ClauseID
    /// The contract the clause belongs to.
    public let contract: Contract
    /// Whether a failure fails certification.
    public let level: ClauseLevel
    /// The SDK version the clause applies from; `nil` when the page names none, so it applies to all.
    public let since: SDKVersion?
    /// The page and section it is drawn from.
    public let source: SpecReference
    /// The rule in one sentence.
    public let statement: String
    /// Where to look first when the clause fails.
    public let hint: String
    /// Where the rule comes from: a page statement, Apple's documentation, or what breaks without it.
    public let basis: [ClauseBasis]

    package init(_ id: ClauseID, _ contract: Contract, _ level: ClauseLevel, since: String? = nil,
                 section: String, statement: String, hint: String, basis: [ClauseBasis]) {
        self.id = id
        self.contract = contract
        self.level = level
        self.since = since.map { SDKVersion($0)! }
        self.source = SpecReference(page: contract.pageTitle, section: section)
        self.statement = statement
        self.hint = hint
        self.basis = basis.map { $0.resolved(page: contract.pageTitle) }
    }

    /// Whether the clause applies to a module built against the given SDK version.
    public func applies(to version: SDKVersion?) -> Bool {
        guard let since, let version else { return true }
        return version >= since
    }
}

extension ClauseID {
    /// Whether a focus of clause ids or prefixes (`certify --clause`, `MODULE_CONFORMANCE_CLAUSES`) names this clause;
    /// every clause is named without a focus.
    package func isNamed(by focus: [String]?) -> Bool {
        focus.map { $0.contains { rawValue.hasPrefix($0) } } ?? true
    }
}
