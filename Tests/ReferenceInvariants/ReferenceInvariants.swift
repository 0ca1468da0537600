import ConformanceEngine
import Foundation

/// The invariants each reference reading states in its documentation, as checks `conformance-fuzz` runs on
/// generated input. Each takes the reading it checks, so that the kit's tests can show a broken reading caught.
package enum ReferenceInvariants {
    /// Every invariant of every reference, over the kit's own readings.
    package static var all: [ReferenceInvariant] {
        issuer() + link() + sender() + json() + settings()
    }

    /// `IssuerURL`: valid exactly when it resolves; a resolved issuer is http or https with a host Foundation reads;
    /// a valid string holds no whitespace, control or format character.
    package static func issuer(isValid: @escaping @Sendable (String) -> Bool = IssuerURL.isValid,
                               resolve: @escaping @Sendable (String) -> URL? = IssuerURL.resolve) -> [ReferenceInvariant] {
        [
            ReferenceInvariant("issuer", "valid-iff-resolves") { raw in
                let valid = isValid(raw), resolved = resolve(raw)
                return valid == (resolved != nil) ? nil
                    : "isValid says \(valid), but resolve gives \(resolved.map { "\($0.absoluteString)" } ?? "nil")"
            },
            ReferenceInvariant("issuer", "resolved-http-with-host") { raw in
                guard let url = resolve(raw) else { return nil }
                let scheme = url.scheme?.lowercased() ?? ""
                guard scheme == "http" || scheme == "https" else { return "resolved with the scheme '\(scheme)'" }
                guard let host = url.host, !host.isEmpty else { return "resolved without a host as Foundation reads it" }
                return nil
            },
            ReferenceInvariant("issuer", "valid-is-visible") { raw in
                guard isValid(raw), let scalar = raw.unicodeScalars.first(where: isInvisible) else { return nil }
                return "valid, yet it holds \(name(scalar))"
            },
        ]
    }

    /// `ContinuityLinkParser`: names a target only for a link with one in a documented shape, and the same target for
    /// both shapes of one link. For `both-shapes-agree` the input is a target, which the check puts in both shapes.
    package static func link(target: @escaping @Sendable (String) -> String? = ContinuityLinkParser.target) -> [ReferenceInvariant] {
        [
            ReferenceInvariant("link", "target-only-in-a-shape") { link in
                guard let named = target(link) else { return nil }
                if named.isEmpty { return "names an empty target" }
                let scalars = link.unicodeScalars
                let fragment = scalars.firstIndex(of: "#").map { String(scalars[scalars.index(after: $0)...]).trimmingSlashes }
                if let fragment, !fragment.isEmpty { return nil }
                if fragment == nil, let colon = scalars.firstIndex(of: ":"), scalars[scalars.index(after: colon)...].starts(with: "//".unicodeScalars) {
                    let authority = scalars[scalars.index(colon, offsetBy: 3)...].prefix { $0 != "/" && $0 != "?" }
                    let host = authority.split(separator: "@", omittingEmptySubsequences: false).last.map(Array.init) ?? []
                    if !host.isEmpty { return nil }
                }
                return "names '\(named)', but the link has no target in either documented shape"
            },
            ReferenceInvariant("link", "both-shapes-agree") { candidate in
                // A target: no leading slash, and no `?` or `#`, which would end the custom-scheme shape's path (among scalars).
                guard ContinuityTarget(candidate) != nil, candidate.unicodeScalars.first != "/",
                      !candidate.unicodeScalars.contains(where: { $0 == "?" || $0 == "#" }) else { return nil }
                let custom = target("q2mob://\(candidate)"), universal = target("https://q2.example.com/app#\(candidate)")
                return custom == universal ? nil
                    : "the custom-scheme shape names \(custom.map { "'\($0)'" } ?? "nothing"), the Universal Link shape "
                        + "\(universal.map { "'\($0)'" } ?? "nothing")"
            },
        ]
    }

    /// `SenderIDReading`: an accepted id is not empty and holds no invisible character and none that is unstable under
    /// case mapping.
    package static func sender(problem: @escaping @Sendable (String) -> String? = SenderIDReading.problem) -> [ReferenceInvariant] {
        [
            ReferenceInvariant("sender", "accepted-is-visible-and-case-stable") { id in
                guard problem(id) == nil else { return nil }
                if id.isEmpty { return "accepts the empty id" }
                if let scalar = id.unicodeScalars.first(where: { isInvisible($0) || $0.properties.isDefaultIgnorableCodePoint }) {
                    return "accepts an id holding \(name(scalar))"
                }
                if let scalar = id.unicodeScalars.first(where: { SenderIDReading.caseMappingProblem($0) != nil }) {
                    return "accepts an id holding \(name(scalar)), whose case mapping is not one-to-one"
                }
                return nil
            },
        ]
    }

    /// `JSONReader`: every refusal names a position inside the text; what it accepts is read the same the second time.
    package static func json(parse: @escaping @Sendable ([UInt8]) -> Result<JSON, JSONReader.SyntaxError> = { bytes in
        JSONReader.result(bytes)
    }) -> [ReferenceInvariant] {
        [
            ReferenceInvariant("json", "refusal-has-a-position") { text in
                let bytes = Array(text.utf8)
                guard case .failure(let error) = parse(bytes) else { return nil }
                let lines = bytes.filter { $0 == 0x0A }.count + 1
                guard error.line >= 1, error.line <= lines, error.column >= 1, !error.path.isEmpty else {
                    return "refused at line \(error.line), column \(error.column), path '\(error.path)' of a text of \(lines) lines"
                }
                return nil
            },
        ]
    }

    /// The settings reader (`SettingsFile` over `JSONReader`): every refusal names the file and a JSON path, and its
    /// message stays readable however deep or long the input.
    package static func settings(limit: Int = 1_200) -> [ReferenceInvariant] {
        [
            ReferenceInvariant("settings", "refusal-is-readable") { text in
                let message: String
                do {
                    let json = try JSONReader.parse(Array(text.utf8))
                    _ = try SettingsFile.parse(json, file: "settings.json")
                    return nil
                } catch let error as JSONReader.SyntaxError {
                    message = InputFileError(file: "settings.json", jsonPath: error.path, message: "not valid JSON: \(error)").description
                } catch {
                    message = "\(error)"
                }
                guard message.hasPrefix("settings.json at $") else { return "the refusal does not name the file and path: \(message.prefix(80))" }
                return message.count <= limit ? nil : "the refusal is \(message.count) characters long"
            },
        ]
    }

    /// Whitespace, line and paragraph separators, controls and format characters: what no one sees in a string.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
            || [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }

    static func name(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
}
