import Foundation

/// A link into the demo module, read from either documented shape.
///
/// Nothing is percent-decoded, so `demo%2Fpath` stays a different host from `demo` followed by `/path`.
struct DemoLink: Equatable {
    let identifier: String
    let segments: [String]

    /// Reads the Universal Link fragment when there is one, and the custom-scheme host and path otherwise.
    init?(_ url: URL) {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        let pieces: [Substring]
        if let fragment = parts.percentEncodedFragment {
            pieces = fragment.split(separator: "/")
        } else {
            guard let host = parts.percentEncodedHost, !host.isEmpty else { return nil }
            pieces = [Substring(host)] + parts.percentEncodedPath.split(separator: "/")
        }
        guard let first = pieces.first else { return nil }
        identifier = first.lowercased()
        segments = pieces.dropFirst().map(String.init)
    }

    init(identifier: String, segments: [String]) {
        self.identifier = identifier.lowercased()
        self.segments = segments
    }
}
