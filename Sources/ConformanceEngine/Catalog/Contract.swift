/// A documented module contract: one page of the SDK documentation.
public enum Contract: String, Sendable, Codable, CaseIterable, Comparable {
    /// Deep links a module owns ("iOS - Continuity Lifecycle Module").
    case continuity
    /// Push lifecycle, sender targeting and extensions ("iOS - Push Lifecycle Module").
    case push
    /// Tecton methods and typed requests ("iOS - Method Module").
    case method

    /// The title of the SDK documentation page the contract comes from.
    public var pageTitle: String {
        switch self {
        case .continuity: "iOS - Continuity Lifecycle Module"
        case .push: "iOS - Push Lifecycle Module"
        case .method: "iOS - Method Module"
        }
    }

    public static func < (lhs: Contract, rhs: Contract) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
