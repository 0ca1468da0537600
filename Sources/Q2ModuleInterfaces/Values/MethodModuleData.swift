/// The parameters Tecton passed to a native method call.
public struct MethodModuleData: Sendable {
    /// The parameters by name.
    public let data: [String: JSONValue]

    /// Wraps call parameters.
    public init(data: [String: JSONValue]) {
        self.data = data
    }
}

/// What a native method hands back to Tecton.
public struct MethodModuleResponse: Sendable {
    /// The value Tecton's promise resolves with.
    public let response: JSONValue

    /// Creates a response carrying a JSON value.
    public init(withResponse response: JSONValue) {
        self.response = response
    }

    /// Creates a response carrying a string.
    public init(withResponse response: String) {
        self.response = .string(response)
    }
}

/// The callback a native method completes with its response.
public final class MethodModuleCallback: Sendable {
    /// Completes the call; a method must call it exactly once.
    public let completion: @Sendable (MethodModuleResponse) -> Void

    /// Creates a callback around the host's completion.
    public init(completion: @escaping @Sendable (MethodModuleResponse) -> Void) {
        self.completion = completion
    }
}

/// What the host tells a method module about how it was invoked.
public struct ModuleInvocationData: Sendable {
    /// The identifier Q2 configured for the module.
    public let moduleIdentifier: String
    /// The module's `data` from settings.json.
    public let settingsData: JSONValue

    /// Creates invocation data.
    public init(moduleIdentifier: String, settingsData: JSONValue = .null) {
        self.moduleIdentifier = moduleIdentifier
        self.settingsData = settingsData
    }
}
