/// A documented module contract: one page of the SDK documentation.
///
/// Each contract's folder under `Contracts/` declares its value; `ContractRegistry` lists them.
public struct Contract: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The short name, used for fixture folders and in reports, such as `continuity`.
    public let rawValue: String
    /// The title of the SDK documentation page the contract comes from.
    public let pageTitle: String

    package init(_ rawValue: String, pageTitle: String) {
        self.rawValue = rawValue
        self.pageTitle = pageTitle
    }

    /// Every contract the kit checks, in catalog order.
    public static var allCases: [Contract] { ContractRegistry.contracts.map(\.contract) }

    public var description: String { rawValue }

    public static func < (lhs: Contract, rhs: Contract) -> Bool {
        let order = allCases.map(\.rawValue)
        return (order.firstIndex(of: lhs.rawValue) ?? order.count) < (order.firstIndex(of: rhs.rawValue) ?? order.count)
    }

    public init(from decoder: Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let known = Contract.allCases.first(where: { $0.rawValue == name }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown contract '\(name)'"))
        }
        self = known
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
