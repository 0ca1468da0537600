/// The kit's reading of the two documented link shapes, used to decide which target a link names.
///
/// It decides on the raw string so it behaves the same on every platform:
/// - Universal Link shape: when a fragment is present, the target is the fragment with its slashes
///   trimmed, which must not be empty (`#` and `#/` name no target);
/// - custom-scheme shape: otherwise the target is the authority's host followed by the path; a link
///   with userinfo (`id@host`) names the host, not the userinfo; an empty host names no target.
/// Scheme, host and identifier compare without letter case; the path compares exactly; nothing is
/// percent-decoded and no dot segment is resolved, so encoded or dotted look-alikes name other targets.
/// Delimiters are found among Unicode scalars, as a URL reader finds them, never among characters: a combining
/// mark after `#` or `/` does not hide the delimiter.
///
/// Invariants (held by `conformance-fuzz` under generated input, and by the golden corpus): a link with no target
/// in either shape (no non-empty fragment, no host) names none; a target put in the custom-scheme shape and in the
/// Universal Link shape is named the same by both.
package enum ContinuityLinkParser {
    /// The normalized target the link names, or `nil` for a malformed link or one of unknown shape.
    package static func target(of link: String) -> String? {
        let scalars = link.unicodeScalars
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        let scheme = scalars[..<colon]
        guard let first = scheme.first, first.isASCII, first.properties.isAlphabetic,
              scheme.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)) })
        else { return nil }
        var rest = scalars[scalars.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") {
            let target = String(rest[rest.index(after: hash)...]).trimmingSlashes
            guard !target.isEmpty, let parsed = ContinuityTarget(target) else { return nil }
            return parsed.normalized
        }
        guard rest.starts(with: "//".unicodeScalars) else { return nil }
        rest = rest.dropFirst(2)
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<slash]
        let path = rest[slash...]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        guard !authority.isEmpty, let parsed = ContinuityTarget(String(authority) + "/" + String(path)) else { return nil }
        return parsed.normalized
    }
}
