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
                                                        "coined", "coinedPath", "ownSession", "ownSession2", "coinedSession"]

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
            scheme = generator.pick(Self.institutionSchemes(options.partnerNames))
            domain = generator.pick(Self.institutionDomains(options.partnerNames))
        }
        // A partner's identifier and path coined for this target, neither of them this module's own.
        var coined = options.coinedWord("identifier|" + description), coinedPath = Self.coinedPath(options, salt: description)
        while identifier.lowercased().hasSuffix("." + coined) { coined += "x" }
        while coinedPath == path.lowercased() { coinedPath += "x" }
        var bindings = ["scheme": scheme, "domain": domain, "identifier": identifier, "path": path,
                        "target": description, "seeded": seeded, "coined": coined, "coinedPath": coinedPath]
        bindings["sibling"] = sibling?.description
        (bindings["coinedActivity"], bindings["longActivity"]) = Self.activityTypes(options, salt: description + "|" + (salt ?? ""))
        let sessions = Self.sessions(options, identifier: identifier, salt: description)
        (bindings["ownSession"], bindings["ownSession2"], bindings["coinedSession"]) = (sessions.own, sessions.ownSecond, sessions.foreign)
        return bindings
    }

    /// Activity types of other apps and modules drawn for the run, in the shapes apps name them (review 30's activitytype:
    /// the fixed `com.example.*` types let a module tell the kit's calls from an app's), and one far longer than any.
    static func activityTypes(_ options: ConformanceOptions, salt: String) -> (coined: String, long: String) {
        var generator = SeededGenerator(seed: options.seed, salt: "activity-types|" + salt)
        let owner = options.coinedWord("activity-owner|" + salt), name = options.coinedWord("activity-name|" + salt)
        // Not "handoff": the fixture's other module's Handoff type is the one case that ends so, and the non-conforming
        // example's hang on it must be found on every seed.
        let verb = generator.pick(["view", "browse", "edit", "open", "continue", "compose", "review", "share"])
        var coined: String
        switch generator.next() % 5 {
        case 0: coined = "com.\(owner).\(name).\(verb)"
        case 1: coined = "com.q2.mobile.module.\(owner).\(verb)"
        case 2: coined = "\(owner).\(name.prefix(1).uppercased() + name.dropFirst())Activity"
        case 3: coined = "\(generator.pick(["org", "net", "io", "us"])).\(owner).\(verb)-\(name)"
        default: coined = "com.\(owner).\(generator.pick(["mobile", "ios", "app"])).activity.\(name)"
        }
        if let sample = PartnerNames.sample(options.partnerNames?.activityTypes ?? [], &generator) { coined = sample }
        var long = "com.\(owner)."
        while long.utf8.count < 200 + Int(generator.next() % 300) { long += name + "." }
        return (coined, long + verb)
    }

    /// Background-session identifiers drawn for the run: two of the module's own (its identifier, a dot, and a drawn
    /// suffix) and another's, in one of the shapes apps name sessions with (review 28's bgsession: the fixed
    /// `.background`, `.uploads` and `com.example.other.session` let a module call the handler once for those only).
    package static func sessions(_ options: ConformanceOptions, identifier: String, salt: String) -> (own: String, ownSecond: String, foreign: String) {
        var generator = SeededGenerator(seed: options.seed, salt: "sessions|" + salt)
        func suffix(_ index: Int) -> String {
            let word = generator.next() % 2 == 0 ? options.coinedWord("session|\(index)|" + salt)
                : generator.pick(["background", "downloads", "uploads", "sync", "transfers", "statements", "documents", "images"])
            return generator.next() % 3 == 0 ? word + "-\(1 + generator.next() % 9)" : word
        }
        let own = identifier + "." + suffix(0)
        var ownSecond = identifier + "." + suffix(1)
        while ownSecond == own { ownSecond += "2" }
        let coined = options.coinedWord("session-owner|" + salt), other = options.coinedWord("session-name|" + salt)
        var foreign: String
        switch generator.next() % 5 {
        case 0: foreign = "com.q2.mobile.module.\(coined).\(other)"
        case 1: foreign = "com.\(coined).mobile.\(other)"
        case 2: foreign = "\(coined).\(other).background"
        case 3: foreign = HostHooks.uuid(&generator)
        default: foreign = "URLSession-\(coined)-\(generator.next() % 100_000)"
        }
        while foreign.lowercased().hasPrefix(identifier.lowercased() + ".") { foreign = "x" + foreign }
        return (own, ownSecond, foreign)
    }

    /// A partner's path of one to seven segments (one to four mostly): coined words, or after the first, record ids of the
    /// shapes deep links carry (review 27's linkshape: every generated foreign path had one segment, so a module could
    /// claim the deeper ones only; review 28's: ids were never UUIDs or longer than five digits, so a module claimed links
    /// that were; review 32's pathdepth: none was deeper than four segments, so a module claimed those that were).
    package static func coinedPath(_ options: ConformanceOptions, salt: String) -> String {
        var generator = SeededGenerator(seed: options.seed, salt: "path-depth|" + salt)
        let depth = generator.next() % 4 == 0 ? 5 + Int(generator.next() % 3) : 1 + Int(generator.next() % 4)
        return (0..<depth).map { index in
            let word = options.coinedWord("path|\(index)|" + salt)
            guard index > 0 else { return word }
            switch generator.next() % 8 {
            case 0: return String(1 + generator.next() % 99_999)
            case 1:
                // Six to nineteen digits, as account, card and transfer numbers are.
                let length = 6 + Int(generator.next() % 14)
                return String((0..<length).map { position in
                    Character(String(position == 0 ? 1 + generator.next() % 9 : generator.next() % 10))
                })
            case 2: return HostHooks.uuid(&generator)
            case 3:
                let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
                return String((0..<(11 + Int(generator.next() % 12))).map { _ in generator.pick(alphabet) })
            case 4: return word + generator.pick([".", "~", "-"]) + options.coinedWord("path-part|\(index)|" + salt)
            default: return word
            }
        }.joined(separator: "/")
    }

    /// The schemes institutions' apps are drawn with: the certifier's partner names' when given (institutions the module
    /// cannot know in advance), otherwise the kit's own.
    static func institutionSchemes(_ names: PartnerNames?) -> [String] {
        names.map(\.schemes).flatMap { $0.isEmpty ? nil : $0 } ?? schemes
    }

    /// The domains institutions' apps are drawn with, as `institutionSchemes` chooses.
    static func institutionDomains(_ names: PartnerNames?) -> [String] {
        names.map(\.domains).flatMap { $0.isEmpty ? nil : $0 } ?? domains
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
