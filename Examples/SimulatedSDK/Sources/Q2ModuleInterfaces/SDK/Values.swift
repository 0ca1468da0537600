import Foundation

// The values the pages' samples use. Members the samples never show are marked "Assumed": they are what the
// kit needs from the real SDK beyond the pages, listed in the kit's Conformance/README.md.

/// Method Module page: `.string(…)` in a typed answer, `data.data["name"]?.stringValue`.
/// Assumed: the other JSON cases, `Hashable` and `Sendable`.
public enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

/// Method Module page: the parameters of a Tecton call, read as `data.data[…]`. Assumed: `init(data:)`.
public struct MethodModuleData: Sendable {
    public let data: [String: JSONValue]
    public init(data: [String: JSONValue]) { self.data = data }
}

/// Method Module page: `MethodModuleResponse(withResponse: text)`. Assumed: `response`, and a JSON answer.
public struct MethodModuleResponse: Sendable {
    public let response: JSONValue
    public init(withResponse response: String) { self.response = .string(response) }
    public init(withResponse response: JSONValue) { self.response = response }
}

/// Method Module page: `callback.completion(response)`. Assumed: `init(completion:)`.
public final class MethodModuleCallback: Sendable {
    public let completion: @Sendable (MethodModuleResponse) -> Void
    public init(completion: @escaping @Sendable (MethodModuleResponse) -> Void) { self.completion = completion }
}

/// Method Module page: `moduleInvocationData`, with the identifier Q2 configures. Assumed: its members.
public struct ModuleInvocationData: Sendable {
    public let moduleIdentifier: String
    public let settingsData: JSONValue
    public init(moduleIdentifier: String, settingsData: JSONValue = .null) {
        self.moduleIdentifier = moduleIdentifier
        self.settingsData = settingsData
    }
}

/// Method Module page, "Supported Request Types": one case as of 26.3.0.
public enum MethodRequest: Sendable {
    case oauthAuthorizationParams(context: OAuthContext?)
}

/// Method Module page: `OAuthContext(issuerURL:)` and `context?.issuerURL`.
public struct OAuthContext: Sendable {
    public let issuerURL: URL?
    public init(issuerURL: URL?) { self.issuerURL = issuerURL }
}

/// Method Module page, "Aggregated Typed Request Usage": one answer per module, `moduleIdentifier` and `data`.
/// Assumed: `init(moduleIdentifier:data:)`.
public struct MethodResponse: Sendable {
    public let moduleIdentifier: String
    public let data: [String: JSONValue]
    public init(moduleIdentifier: String, data: [String: JSONValue]) {
        self.moduleIdentifier = moduleIdentifier
        self.data = data
    }
}

/// Push Lifecycle page: `PushSender(id:)`. Assumed: `id` is readable, `Sendable`.
public struct PushSender: Sendable {
    public let id: String
    public init(id: String) { self.id = id }
}
