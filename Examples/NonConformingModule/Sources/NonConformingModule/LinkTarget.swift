import Foundation

/// The target a link names in either documented shape, identifier lowercased; `nil` for a malformed link.
func linkTarget(of url: URL) -> String? {
    guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
    let raw: String
    if let fragment = parts.percentEncodedFragment {
        raw = fragment
    } else {
        guard let host = parts.percentEncodedHost, !host.isEmpty else { return nil }
        raw = host + "/" + parts.percentEncodedPath
    }
    let segments = raw.split(separator: "/")
    guard let identifier = segments.first?.lowercased() else { return nil }
    return ([identifier] + segments.dropFirst().map(String.init)).joined(separator: "/")
}
