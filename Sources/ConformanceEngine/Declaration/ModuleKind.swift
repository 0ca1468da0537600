/// A module protocol the SDK documents, such as `ContinuityLifecycleModule`.
///
/// Each contract declares the kinds it checks (in its folder) and lists them in its registry entry; the kit knows no
/// other, so `allCases` is read from the registry.
package struct ModuleKind: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The protocol's name, as reports and journals write it.
    package let rawValue: String
    private let conforms: @Sendable (Any.Type) -> Bool

    /// A kind whose conformance is read from a metatype alone, such as `{ $0 is any MethodModule.Type }`.
    package init(_ rawValue: String, conforms: @escaping @Sendable (Any.Type) -> Bool) {
        self.rawValue = rawValue
        self.conforms = conforms
    }

    /// The kind with this protocol name, if a contract declares it.
    package init?(rawValue: String) {
        guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    /// Every kind the registered contracts check, in registry order.
    package static var allCases: [ModuleKind] { ContractRegistry.contracts.flatMap(\.moduleKinds) }

    /// The protocols a type conforms to, read from its metatype alone.
    static func kinds(of type: Any.Type) -> Set<ModuleKind> {
        Set(allCases.filter { $0.conforms(type) })
    }

    package var description: String { rawValue }

    package static func == (lhs: ModuleKind, rhs: ModuleKind) -> Bool { lhs.rawValue == rhs.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    package static func < (lhs: ModuleKind, rhs: ModuleKind) -> Bool {
        let order = allCases.map(\.rawValue)
        return (order.firstIndex(of: lhs.rawValue) ?? order.count) < (order.firstIndex(of: rhs.rawValue) ?? order.count)
    }

    package init(from decoder: Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let known = ModuleKind(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown module protocol '\(name)'"))
        }
        self = known
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
