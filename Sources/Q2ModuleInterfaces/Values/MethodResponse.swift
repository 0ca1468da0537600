/// One module's answer to a typed request, as `executeMethodRequest(_:)` aggregates it.
public struct MethodResponse: Sendable, Hashable {
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

extension MethodResponse: Codable {
    private enum CodingKeys: String, CodingKey {
        case moduleIdentifier, data
    }

    /// Decodes the aggregated JSON shape: `{"moduleIdentifier": …, "data": {…}}`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(moduleIdentifier: try container.decode(String.self, forKey: .moduleIdentifier),
                  data: try container.decode([String: JSONValue].self, forKey: .data))
    }

    /// Encodes the aggregated JSON shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(moduleIdentifier, forKey: .moduleIdentifier)
        try container.encode(data, forKey: .data)
    }
}
