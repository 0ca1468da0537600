import Foundation

/// Names a certifier keeps to itself (real partner modules' names, institutions' custom schemes and associated domains),
/// from which a run draws other modules' links, senders and payload keys in place of the kit's own rules.
///
/// The kit's rules for those values are public in its source, so a module that carries a copy of them can claim every
/// name outside them and still pass (issue 32's twenty-fifth review). Names from a list the module has never seen leave
/// such a classifier nothing to key on: it claims them, and fails. The list travels to the harness with the run's
/// instructions, read before any of the package's code is reached; a report records only its digest and its size.
package struct PartnerNames: Sendable, Codable, Hashable {
    /// Module names, used where the kit would coin or pick a word (`{seeded}`, `{coined}`, `{coinedPath}`, a partner's
    /// payload key and sender).
    package let words: [String]
    /// Custom URL schemes of institutions' apps, for other modules' custom-scheme links; empty: the kit's own list.
    package let schemes: [String]
    /// Associated domains of institutions' apps, for other modules' Universal Links; empty: the kit's own list.
    package let domains: [String]
    /// Texts of real notifications (titles, subtitles, bodies), for the alert texts of a run's payloads; empty: the kit's
    /// own texts, which are public in its source (issue 32's twenty-sixth review: a module recognised them).
    package let alerts: [String]
    /// Whole values seen in real apps, which a run hands modules in place of the ones it would draw for `{coinedActivity}`,
    /// `{institutionIssuer}` and a tapped link's referrer: other apps' activity types, OAuth issuers, and web pages. The kit's drawn values come in shapes
    /// its source shows, so a module can carry a copy of the shapes and misbehave for every value outside them (review
    /// 31's activitytype, issuerlist and referrer); a value from this list is outside them, and unknown to the module.
    package let activityTypes: [String]
    package let issuers: [String]
    package let referrers: [String]
    /// The `aps` dictionaries of real notifications (other modules' and other apps'), whose members a run's payloads
    /// carry beside their alert in place of the ones the kit draws (review 31's apskeys: a copy of the kit's aps keys and
    /// sound names told its payloads from an app's). The fixture's alert texts, category, `mutable-content` and
    /// `content-available` stay the fixture's, since they decide whose notification it is and whether it is shown.
    package let aps: [JSON]

    package init(words: [String], schemes: [String] = [], domains: [String] = [], alerts: [String] = [],
                 activityTypes: [String] = [], issuers: [String] = [], referrers: [String] = [], aps: [JSON] = []) {
        self.words = words
        self.schemes = schemes
        self.domains = domains
        self.alerts = alerts
        self.activityTypes = activityTypes
        self.issuers = issuers
        self.referrers = referrers
        self.aps = aps
    }

    private enum CodingKeys: String, CodingKey { case words, schemes, domains, alerts, activityTypes, issuers, referrers, aps }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        words = try container.decode([String].self, forKey: .words)
        schemes = try container.decode([String].self, forKey: .schemes)
        domains = try container.decode([String].self, forKey: .domains)
        alerts = try container.decodeIfPresent([String].self, forKey: .alerts) ?? []
        activityTypes = try container.decodeIfPresent([String].self, forKey: .activityTypes) ?? []
        issuers = try container.decodeIfPresent([String].self, forKey: .issuers) ?? []
        referrers = try container.decodeIfPresent([String].self, forKey: .referrers) ?? []
        aps = try container.decodeIfPresent([JSON].self, forKey: .aps) ?? []
    }

    /// The SHA-256 of the list's canonical form (sorted, one value per line, each list headed by its key), which a
    /// report records in place of the names.
    package var digest: String {
        // A list without alert texts or samples digests as it did before they could be given.
        let optional = [("alerts", alerts), ("activityTypes", activityTypes), ("issuers", issuers), ("referrers", referrers),
                        ("aps", aps.map(JSONText.canonical))]
        let text = ([("words", words), ("schemes", schemes), ("domains", domains)] + optional.filter { !$0.1.isEmpty })
            .map { key, values in ([key + ":"] + values.sorted()).joined(separator: "\n") }.joined(separator: "\n")
        return SHA256.hex(bytes: SHA256.digest(Array(text.utf8)))
    }

    /// The list's size and digest in one line, as a report shows it.
    package var summary: String {
        "\(words.count) names, \(schemes.count) schemes, \(domains.count) domains" + (alerts.isEmpty ? "" : ", \(alerts.count) alert texts")
            + (activityTypes.isEmpty ? "" : ", \(activityTypes.count) activity types") + (issuers.isEmpty ? "" : ", \(issuers.count) issuers")
            + (referrers.isEmpty ? "" : ", \(referrers.count) referrers") + (aps.isEmpty ? "" : ", \(aps.count) aps samples") + "; sha256 \(digest.prefix(12))"
    }

    /// Reads a list: an object with a non-empty `words` array and optional arrays of the other kinds; a fault names
    /// the file and the JSON path.
    package static func load(_ url: URL, displayName: String? = nil) throws -> PartnerNames {
        let file = displayName ?? url.path
        return try parse(try JSONReader.read(url, file: file, what: "partner names file"), file: file)
    }

    /// Reads a parsed list; see `load`.
    package static func parse(_ json: JSON, file: String) throws -> PartnerNames {
        guard let root = json.objectValue else {
            throw InputFileError(file: file, message: "expected an object such as {\"words\": [\"acme-rewards\", …], \"schemes\": […], "
                + "\"domains\": […]}")
        }
        let keys = ["words", "schemes", "domains", "alerts", "activityTypes", "issuers", "referrers", "aps"]
        for key in root.keys.sorted() where !keys.contains(key) {
            let near = EditDistance.nearest(key, among: keys)
            throw InputFileError(file: file, jsonPath: "$.\(key)", message: "unexpected key"
                + (near.map { " (did you mean \"\($0)\"?)" } ?? "") + "; the keys are words, schemes, domains, alerts, activityTypes, issuers, referrers and aps")
        }
        func list(_ key: String, shape: String, valid: (String) -> Bool) throws -> [String] {
            guard let value = root[key] else { return [] }
            guard let items = value.arrayValue else {
                throw InputFileError(file: file, jsonPath: "$.\(key)", message: "expected an array of strings")
            }
            var seen: Set<String> = []
            return try items.enumerated().compactMap { index, item in
                guard let text = item.stringValue else {
                    throw InputFileError(file: file, jsonPath: "$.\(key)[\(index)]", message: "expected a string")
                }
                guard valid(text) else {
                    throw InputFileError(file: file, jsonPath: "$.\(key)[\(index)]", message: "'\(text)' is not \(shape)")
                }
                return seen.insert(["alerts", "activityTypes", "issuers", "referrers"].contains(key) ? text : text.lowercased()).inserted ? text : nil
            }
        }
        let names = PartnerNames(
            words: try list("words", shape: "a module name (letters, digits, '-' and '_', starting with a letter or digit)",
                            valid: isWord),
            schemes: try list("schemes", shape: "a URL scheme (a letter, then letters, digits, '+', '-' or '.')", valid: isScheme),
            domains: try list("domains", shape: "a host name with at least two labels, such as mobile.acme.org", valid: isDomain),
            alerts: try list("alerts", shape: "a notification's text (1 to 200 characters, no control characters)", valid: isAlert),
            activityTypes: try list("activityTypes", shape: "an activity type (1 to 300 characters, no spaces or control characters)",
                                    valid: isActivityType),
            issuers: try list("issuers", shape: "an OAuth issuer the SDK accepts (an http or https URL without whitespace)",
                              valid: { IssuerURL.resolve($0) != nil }),
            referrers: try list("referrers", shape: "a web page's address (an http or https URL with a host)", valid: isWebPage),
            aps: try apsSamples(root["aps"], file: file))
        guard !names.words.isEmpty else {
            throw InputFileError(file: file, jsonPath: "$.words", message: root["words"] == nil
                ? "missing: give the names of real partner modules, such as \"acme-rewards\"" : "empty: give at least one name")
        }
        return names
    }

    /// The `aps` samples: each an object as a notification's `aps` is, whose `alert` (when present) is a text or an
    /// object, within the 4 KB APNs allows a whole payload; the same sample twice is kept once.
    private static func apsSamples(_ value: JSON?, file: String) throws -> [JSON] {
        guard let value else { return [] }
        guard let items = value.arrayValue else {
            throw InputFileError(file: file, jsonPath: "$.aps", message: "expected an array of objects, each a real notification's "
                + "aps dictionary, such as {\"alert\": {\"loc-key\": \"BILL_DUE\"}, \"sound\": \"chime.aiff\"}")
        }
        var seen: Set<String> = []
        return try items.enumerated().compactMap { index, item -> JSON? in
            guard let members = item.objectValue, !members.isEmpty else {
                throw InputFileError(file: file, jsonPath: "$.aps[\(index)]", message: "expected a non-empty object: a notification's aps dictionary")
            }
            if let alert = members["alert"], alert.stringValue == nil, alert.objectValue == nil {
                throw InputFileError(file: file, jsonPath: "$.aps[\(index)].alert", message: "expected a text or an object, as APNs takes an alert")
            }
            let text = JSONText.canonical(item)
            guard text.utf8.count <= 4096 else {
                throw InputFileError(file: file, jsonPath: "$.aps[\(index)]", message: "\(text.utf8.count) bytes: more than the 4096 APNs allows a whole payload")
            }
            // `Optional.none`, not `nil`: JSON takes a nil literal as its null.
            return seen.insert(text).inserted ? item : Optional.none
        }
    }

    private static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.unicodeScalars.count <= 64,
              CharacterSet.alphanumerics.contains(first), first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    private static func isAlert(_ text: String) -> Bool {
        (1...200).contains(text.count) && !text.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) }
    }

    private static func isActivityType(_ text: String) -> Bool {
        (1...300).contains(text.unicodeScalars.count)
            && !text.unicodeScalars.contains { $0.properties.isWhitespace || CharacterSet.controlCharacters.contains($0) }
    }

    private static func isWebPage(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https"].contains(scheme) && !(url.host ?? "").isEmpty
    }

    /// One of `samples` in place of a drawn value, or `nil` when there are none: the placeholders that stand for such a
    /// value take the certifier's when given (the kit's other placeholders still draw the kit's own shapes).
    package static func sample<Value>(_ samples: [Value], _ generator: inout SeededGenerator) -> Value? {
        samples.isEmpty ? nil : generator.pick(samples)
    }

    private static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first),
              text.unicodeScalars.count <= 64 else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    private static func isDomain(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && text.count <= 253 && labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-") }
        }
    }

    /// One of the words, drawn from `generator`, never one `excluded` says is the module's own.
    package func word(_ generator: inout SeededGenerator, excluding excluded: (String) -> Bool = { _ in false }) -> String? {
        let allowed = words.filter { !excluded($0) }
        return allowed.isEmpty ? nil : generator.pick(allowed)
    }
}
