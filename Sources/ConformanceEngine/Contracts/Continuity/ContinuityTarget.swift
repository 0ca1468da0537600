/// A link target a module owns: a module identifier and an optional path, as in `com.q2.mobile.module.demo/path`.
package struct ContinuityTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The module identifier, the host of a custom-scheme link.
    package let identifier: String
    /// The path after the identifier, without leading or trailing slashes; may be empty.
    package let path: String

    /// Parses `identifier/path`; `nil` when the identifier is empty or holds characters a host cannot.
    package init?(_ text: String) {
        // Split among Unicode scalars: a combining mark after a slash does not hide it.
        let trimmed = text.trimmingSlashes
        let pieces = trimmed.unicodeScalars.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let identifier = pieces.first.map { String(String.UnicodeScalarView($0)) } ?? ""
        let forbidden = Set(":?#@%\\".unicodeScalars)
        guard !identifier.isEmpty, !identifier.unicodeScalars.contains(where: { $0.properties.isWhitespace || forbidden.contains($0) }) else {
            return nil
        }
        self.identifier = identifier
        self.path = pieces.count > 1 ? String(String.UnicodeScalarView(pieces[1])).trimmingSlashes : ""
    }

    /// The target as `identifier/path`, or the identifier alone when there is no path.
    package var description: String { path.isEmpty ? identifier : "\(identifier)/\(path)" }

    /// The target in the form used for matching: identifier lowercased, path as given.
    package var normalized: String { path.isEmpty ? identifier.lowercased() : "\(identifier.lowercased())/\(path)" }

    /// The placeholders `bindings` fills; `{sibling}` only where the package declares another continuity module.
    package static let placeholderNames: Set<String> = ["scheme", "domain", "identifier", "path", "target", "seeded", "sibling",
                                                        "coined", "coinedPath"]

    /// The values fixture templates are expanded with: this target, the run's options, and another module's target.
    ///
    /// A link the module must not claim (`drawnFor` names its case) gets a scheme and domain drawn from the run's seed
    /// among institutions' (the example's `q2mob` and `demo.q2.com` among them), so that a module cannot keep honest
    /// for the example's scheme or domain alone (issue 32's seventh review); its own links keep the run's, since a
    /// module that matches the scheme fails only the recommended CONT-ANY-SCHEME.
    package func bindings(options: ConformanceOptions, sibling: ContinuityTarget? = nil, drawnFor salt: String? = nil) -> [String: String] {
        // A generated name that happens to be this module's own would make the foreign cases its own links.
        var seeded = options.seededWord
        while identifier.lowercased().hasSuffix("." + seeded) { seeded += "2" }
        var scheme = options.scheme, domain = options.domain
        if let salt {
            var generator = SeededGenerator(seed: options.seed, salt: "institution|" + salt)
            // The certifier's partner names, when given, name institutions the module cannot know in advance.
            let names = options.partnerNames
            scheme = generator.pick(names.map(\.schemes).flatMap { $0.isEmpty ? nil : $0 } ?? Self.schemes)
            domain = generator.pick(names.map(\.domains).flatMap { $0.isEmpty ? nil : $0 } ?? Self.domains)
        }
        // A partner's identifier and path coined for this target, neither of them this module's own.
        var coined = options.coinedWord("identifier|" + description), coinedPath = Self.coinedPath(options, salt: description)
        while identifier.lowercased().hasSuffix("." + coined) { coined += "x" }
        while coinedPath == path.lowercased() { coinedPath += "x" }
        var bindings = ["scheme": scheme, "domain": domain, "identifier": identifier, "path": path,
                        "target": description, "seeded": seeded, "coined": coined, "coinedPath": coinedPath]
        bindings["sibling"] = sibling?.description
        return bindings
    }

    /// A partner's path of one to four segments, coined words or numeric ids (review 27's linkshape: every generated
    /// foreign path had one segment, so a module could claim the deeper ones only).
    static func coinedPath(_ options: ConformanceOptions, salt: String) -> String {
        var generator = SeededGenerator(seed: options.seed, salt: "path-depth|" + salt)
        let depth = 1 + Int(generator.next() % 4)
        return (0..<depth).map { index in
            index > 0 && generator.next() % 3 == 0 ? String(1 + generator.next() % 99_999)
                : options.coinedWord("path|\(index)|" + salt)
        }.joined(separator: "/")
    }

    /// Custom schemes and associated domains institutions' apps use, the example's among them.
    static let schemes = ["q2mob", "firstbank", "acmecu", "northbankmobile", "cumobile", "q2demo", "mybank"]
    static let domains = ["demo.q2.com", "mobile.firstbank.com", "online.acmecu.org", "app.northbank.com", "banking.example.com"]
}

extension String {
    /// The text without leading and trailing slashes, found among Unicode scalars.
    package var trimmingSlashes: String {
        var text = Substring(self).unicodeScalars
        while text.first == "/" { text = text.dropFirst() }
        while text.last == "/" { text = text.dropLast() }
        return String(text)
    }
}
