import Q2ModuleInterfaces

/// One method module, as a module author declares it for conformance checks.
public struct MethodModuleDeclaration: Sendable {
    /// The module identifier Q2 configured, under which Tecton calls it and aggregation lists it.
    public let identifier: String
    /// The Tecton-called methods the module offers, each with an example of its parameters.
    public let methods: [String: [String: JSONValue]]
    let make: @MainActor @Sendable () -> any MethodModule

    /// Every instance made gets the host's hooks before its first call, as the app's do.
    private init(identifier: String, methods: [String: [String: JSONValue]],
                 make: @escaping @MainActor @Sendable () -> any MethodModule) {
        self.identifier = identifier
        self.methods = methods
        self.make = { let module = make(); HostHooks.attach(module); return module }
    }

    /// Declares a method module, the Tecton methods it offers with example parameters, and how to make one.
    public static func module(
        _ identifier: String,
        methods: [String: [String: JSONValue]] = [:],
        make: @escaping @MainActor @Sendable () -> any MethodModule
    ) -> MethodModuleDeclaration {
        MethodModuleDeclaration(identifier: identifier, methods: methods, make: make)
    }
}
