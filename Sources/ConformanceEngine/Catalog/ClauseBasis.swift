/// Where a clause's rule comes from: what a page states, what Apple documents, or what breaks in the app without it.
///
/// A clause is required only on a page's word or a consequence in the app; Apple's documentation alone makes it
/// recommended (`ClauseCatalog.basisProblems`).
public struct ClauseBasis: Sendable, Hashable, Codable {
    /// The kind of source.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A statement of the SDK page the clause's contract follows.
        case page
        /// A page of Apple's documentation.
        case apple
        /// What the user or the SDK sees when the rule is broken.
        case consequence
    }

    /// The kind of source.
    public let kind: Kind
    /// Where: "page › section" for a page, the documentation page's title for Apple, nothing for a consequence.
    public let reference: String?
    /// What the source says, in the kit's own words; for a consequence, what breaks.
    public let text: String

    /// A statement of the contract's page, in `section`; the page's title is the contract's.
    package static func page(_ section: String, _ text: String) -> ClauseBasis {
        ClauseBasis(kind: .page, reference: section, text: text)
    }

    /// A page of Apple's documentation, by its title.
    package static func apple(_ document: String, _ text: String) -> ClauseBasis {
        ClauseBasis(kind: .apple, reference: document, text: text)
    }

    /// What breaks in the app when the rule is broken.
    package static func consequence(_ text: String) -> ClauseBasis {
        ClauseBasis(kind: .consequence, reference: nil, text: text)
    }

    /// The basis with a page statement's reference made whole ("page › section").
    func resolved(page title: String) -> ClauseBasis {
        guard kind == .page, let section = reference, !section.contains("›") else { return self }
        return ClauseBasis(kind: kind, reference: "\(title) › \(section)", text: text)
    }

    /// One line, as failure messages and the catalog show it.
    public var line: String {
        switch kind {
        case .page: "the page says (\(reference ?? "")): \(text)"
        case .apple: "Apple's documentation says (\(reference ?? "")): \(text)"
        case .consequence: "without it: \(text)"
        }
    }
}
