/// Carries a value the kit owns alone into a task, where the compiler cannot prove it is not shared.
package struct Unchecked<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
