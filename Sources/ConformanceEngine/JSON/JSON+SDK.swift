import Q2ModuleInterfaces

// The only place the kit builds or takes apart the SDK's `JSONValue`: by its six cases, which the pages show in
// part (`.string`) and the kit assumes in full (Conformance/README.md, "What the kit needs from the SDK").
extension JSON {
    /// The value as the SDK's `JSONValue`, to hand to a module.
    package var sdkValue: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .array(let elements): .array(elements.map(\.sdkValue))
        case .object(let members): .object(members.mapValues(\.sdkValue))
        case .null: .null
        }
    }

    /// A module's `JSONValue` as the kit reads it.
    package init(sdk value: JSONValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .array(let elements): self = .array(elements.map(JSON.init(sdk:)))
        case .object(let members): self = .object(members.mapValues(JSON.init(sdk:)))
        case .null: self = .null
        }
    }

    /// Members as the SDK's values.
    package static func sdkMembers(_ members: [String: JSON]) -> [String: JSONValue] {
        members.mapValues(\.sdkValue)
    }

    /// A module's members as the kit reads them.
    package static func members(sdk members: [String: JSONValue]) -> [String: JSON] {
        members.mapValues(JSON.init(sdk:))
    }
}
