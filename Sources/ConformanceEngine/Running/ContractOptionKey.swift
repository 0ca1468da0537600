/// One option a contract adds to a run, named by a type of its own in the contract's folder, in the way of SwiftUI's
/// environment keys: the key holds the option's name on the wire and its one default, and
/// `ConformanceOptions[Key.self]` reads and writes it, so no option is looked up by a string.
package protocol ContractOptionKey: Sendable {
    associatedtype Value: Sendable
    /// The name the option travels under to the harness, such as `push.serviceExtensionBudget`.
    static var name: String { get }
    /// The option's value where a run gives none; asked once per `ConformanceOptions`, so a drawn default (a seed)
    /// stays the same for the whole run.
    static var defaultValue: Value { get }
    /// The value as it travels to the harness.
    static func encoded(_ value: Value) -> ContractOption
    /// The value from what travelled, or `nil` when it is of another kind.
    static func decoded(_ option: ContractOption) -> Value?
}

extension ContractOptionKey where Value == Duration {
    package static func encoded(_ value: Duration) -> ContractOption { .duration(value) }
    package static func decoded(_ option: ContractOption) -> Duration? { option.duration }
}

extension ContractOptionKey where Value == String {
    package static func encoded(_ value: String) -> ContractOption { .text(value) }
    package static func decoded(_ option: ContractOption) -> String? { option.text }
}

extension ContractOptionKey where Value == UInt64 {
    package static func encoded(_ value: UInt64) -> ContractOption { .number(value) }
    package static func decoded(_ option: ContractOption) -> UInt64? { option.number }
}

extension ContractOptionKey {
    /// The key's name with its default, as a run without the option holds it.
    static var initialEntry: (String, ContractOption) { (name, encoded(defaultValue)) }
}

extension ConformanceOptions {
    /// The contract option `key` names: the run's value, else the key's default.
    package subscript<Key: ContractOptionKey>(_ key: Key.Type) -> Key.Value {
        get { contractValues[Key.name].flatMap(Key.decoded) ?? Key.defaultValue }
        set { contractValues[Key.name] = Key.encoded(newValue) }
    }
}
