/// One module's answer to a typed request, as `executeMethodRequest(_:)` aggregates it.
public struct MethodResponse: Sendable {
    /// The identifier of the module that answered.
    public let moduleIdentifier: String
    /// What the module answered.
    public let data: [String: JSONValue]

    /// Creates a response for one module.
    public init(moduleIdentifier: String, data: [String: JSONValue]) {
        self.moduleIdentifier = moduleIdentifier
        self.data = data
    }
}

