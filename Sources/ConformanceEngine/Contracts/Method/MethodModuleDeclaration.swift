import Q2ModuleInterfaces

/// One method module, as a module author declares it for conformance checks.
public struct MethodModuleDeclaration: Sendable {
    /// The module identifier Q2 configured, under which Tecton calls it and aggregation lists it.
    public let identifier: String
    /// The Tecton-called methods the module offers, each with an example of its parameters.
    public let methods: [String: [String: JSONValue]]
    package let make: @MainActor @Sendable () -> any MethodModule

    /// Every instance made gets the host's hooks and its invocation data (the identifier, the settings entry's `data`)
    /// before its first call, as the app's do.
    private init(identifier: String, methods: [String: [String: JSONValue]], settingsData: JSONValue,
                 make: @escaping @MainActor @Sendable () -> any MethodModule) {
        self.identifier = identifier
        self.methods = methods
        let invocation = ModuleInvocationData(moduleIdentifier: identifier, settingsData: settingsData)
        self.make = {
            let module = make()
            HostHooks.attach(module)
            module.moduleInvocationData = invocation
            return module
        }
    }

    /// Declares a method module, the Tecton methods it offers with example parameters, and how to make one.
    public static func module(
        _ identifier: String,
        methods: [String: [String: JSONValue]] = [:],
        make: @escaping @MainActor @Sendable () -> any MethodModule
    ) -> MethodModuleDeclaration {
        MethodModuleDeclaration(identifier: identifier, methods: methods, settingsData: .string(""), make: make)
    }

    /// The declaration of a module a settings entry names, whose `data` the app hands it.
    package static func module(_ identifier: String, methods: [String: [String: JSONValue]], settingsData: JSONValue,
                               make: @escaping @MainActor @Sendable () -> any MethodModule) -> MethodModuleDeclaration {
        MethodModuleDeclaration(identifier: identifier, methods: methods, settingsData: settingsData, make: make)
    }
}
