import Foundation

/// A typed request the SDK asks every loaded method module; partners cannot add cases.
public enum MethodRequest: Sendable {
    /// Asks modules for parameters to add to an OAuth authorization request.
    case oauthAuthorizationParams(context: OAuthContext?)
}

/// What the host knows about an OAuth authorization when it asks modules for parameters.
public struct OAuthContext: Sendable {
    /// The issuer's URL, if known.
    public let issuerURL: URL?

    /// Creates a context for the given issuer.
    public init(issuerURL: URL?) {
        self.issuerURL = issuerURL
    }
}
