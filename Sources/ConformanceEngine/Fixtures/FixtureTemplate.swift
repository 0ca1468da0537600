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
    package func expand(with bindings: [String: String]) throws(TemplateError) -> String {
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
            switch parts.count == 2 ? String(parts[1]) : nil {
            case nil where parts.count == 1: output += value
            case "upper": output += value.uppercased()
            default: throw TemplateError(message: "unknown modifier in '{\(placeholder)}'; known: upper")
            }
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
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
