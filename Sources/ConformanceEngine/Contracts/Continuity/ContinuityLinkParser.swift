/// The kit's reading of the two documented link shapes, used to decide which target a link names.
///
/// It decides on the raw string so it behaves the same on every platform:
/// - Universal Link shape: when a fragment is present, the target is the fragment with its slashes
///   trimmed, which must not be empty (`#` and `#/` name no target);
/// - custom-scheme shape: otherwise the target is the authority's host followed by the path; a link
///   with userinfo (`id@host`) names the host, not the userinfo; an empty host names no target.
/// Scheme, host and identifier compare without letter case; the path compares exactly; nothing is
/// percent-decoded and no dot segment is resolved, so encoded or dotted look-alikes name other targets.
package enum ContinuityLinkParser {
    /// The normalized target the link names, or `nil` for a malformed link or one of unknown shape.
    package static func target(of link: String) -> String? {
        guard let colon = link.firstIndex(of: ":") else { return nil }
        let scheme = link[..<colon]
        guard let first = scheme.first, first.isLetter, first.isASCII,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else { return nil }
        var rest = link[link.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") {
            let fragment = rest[rest.index(after: hash)...]
            let target = String(fragment).trimmingSlashes
            guard !target.isEmpty, let parsed = ContinuityTarget(target) else { return nil }
            return parsed.normalized
        }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2)
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<slash]
        let path = rest[slash...]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        guard !authority.isEmpty, let parsed = ContinuityTarget("\(authority)/\(path)") else { return nil }
        return parsed.normalized
    }
}
