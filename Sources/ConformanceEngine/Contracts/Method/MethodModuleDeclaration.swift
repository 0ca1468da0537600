import Q2ModuleInterfaces

/// One method module, as a module author declares it for conformance checks.
public struct MethodModuleDeclaration: Sendable {
    /// The module identifier Q2 configured, under which Tecton calls it and aggregation lists it.
    public let identifier: String
    /// The Tecton-called methods the module offers, each with an example of its parameters.
    public let methods: [String: [String: JSONValue]]
    let make: @MainActor @Sendable () -> any MethodModule

    /// Declares a method module, the Tecton methods it offers with example parameters, and how to make one.
    public static func module(
        _ identifier: String,
        methods: [String: [String: JSONValue]] = [:],
        make: @escaping @MainActor @Sendable () -> any MethodModule
    ) -> MethodModuleDeclaration {
        MethodModuleDeclaration(identifier: identifier, methods: methods, make: make)
    }
}
