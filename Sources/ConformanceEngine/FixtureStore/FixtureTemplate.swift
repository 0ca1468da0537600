/// Expands a fixture's placeholders, such as `{scheme}://{identifier:upper}/{path}`, for one module target.
///
/// A placeholder is `{name}` or `{name:upper}`; an unknown name is an error, so a typo in a fixture
/// never turns into a literal link that tests nothing.
package struct FixtureTemplate: Sendable {
    package let text: String

    package init(_ text: String) {
        self.text = text
    }

    /// The template with every placeholder replaced from the bindings.
    package func expand(with bindings: [String: String]) throws -> String {
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw TemplateError(message: "unclosed '{' in '\(text)'")
            }
            let placeholder = rest[rest.index(after: open)..<close]
            let parts = placeholder.split(separator: ":", omittingEmptySubsequences: false)
            guard let value = bindings[String(parts[0])] else {
                throw TemplateError(message: "unknown placeholder '{\(placeholder)}' in '\(text)'; known: "
                    + bindings.keys.sorted().map { "{\($0)}" }.joined(separator: ", "))
            }
            if parts.count == 1 {
                output += value
            } else if parts.count == 2, let modify = Self.modifiers[String(parts[1])] {
                output += modify(value)
            } else {
                throw TemplateError(message: "unknown modifier in '{\(placeholder)}'; known: "
                    + Self.modifiers.keys.sorted().joined(separator: ", "))
            }
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }

    /// Spelling changes a placeholder may ask for, as near misses of a value: `{sender:homoglyph}`.
    package static let modifiers: [String: @Sendable (String) -> String] = [
        "upper": { $0.uppercased() },
        "lower": { $0.lowercased() },
        "chop": { String($0.dropLast()) },
        "homoglyph": homoglyph,
        "space-before": { " " + $0 },
        "space-after": { $0 + " " },
        "space-inside": { inserting(" ", into: $0) },
        "zero-width": { inserting("\u{200B}", into: $0) },
        "prefixed": { "x" + $0 },
        "suffixed": { $0 + "x" },
    ]

    /// The value with `text` inserted after its first dot, or after its first character when it has none.
    static func inserting(_ text: String, into value: String) -> String {
        guard !value.isEmpty else { return text }
        let index = value.firstIndex(of: ".").map { value.index(after: $0) } ?? value.index(after: value.startIndex)
        return String(value[..<index]) + text + String(value[index...])
    }

    /// The value with its first Latin letter that has a Cyrillic twin swapped for it, or its first dot for a
    /// one-dot leader: a string that looks the same and is not.
    static func homoglyph(_ value: String) -> String {
        let twins: [Character: Character] = ["a": "\u{430}", "c": "\u{441}", "e": "\u{435}", "o": "\u{43E}",
                                             "p": "\u{440}", "x": "\u{445}", "i": "\u{456}"]
        var characters = Array(value)
        if let index = characters.firstIndex(where: { twins[$0] != nil }) {
            characters[index] = twins[characters[index]]!
        } else if let index = characters.firstIndex(of: ".") {
            characters[index] = "\u{2024}"
        }
        return String(characters)
    }

    /// The placeholder names the template uses.
    package var placeholderNames: Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close].split(separator: ":").first ?? ""))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

/// A placeholder the template could not expand.
package struct TemplateError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
