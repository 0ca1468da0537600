/// A JSON value: what typed requests, Tecton parameters and method responses carry (Method Module page:
/// `.string(…)` in a typed answer, `data.data["name"]?.stringValue`).
///
/// Only `.string` and `stringValue` appear on the pages; the other cases, `Hashable` and `Sendable` are what the kit
/// assumes the SDK has (Conformance/README.md, "What the kit needs from the SDK"). Nothing else is declared, so a
/// module that compiles here compiles against the SDK's declaration as the pages give it.
public enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// A Boolean.
    case bool(Bool)
    /// An ordered list.
    case array([JSONValue])
    /// An object with string keys.
    case object([String: JSONValue])
    /// The null value.
    case null

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
