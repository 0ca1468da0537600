import Q2ModuleInterfaces

/// One method module, as a module author declares it for conformance checks.
public struct MethodModuleDeclaration: Sendable {
    /// The module identifier Q2 configured, under which Tecton calls it and aggregation lists it.
    public let identifier: String
    /// The Tecton-called methods the module offers, each with an example of its parameters.
    public let methods: [String: [String: JSONValue]]
    package let make: @MainActor @Sendable () -> any MethodModule
    /// The settings entry's `data`, which `make` hands each instance.
    package let settingsData: JSONValue
    private let build: @MainActor @Sendable () -> any MethodModule

    /// Every instance made gets the host's hooks and its invocation data (the identifier, the settings entry's `data`)
    /// before its first call, as the app's do.
    private init(identifier: String, methods: [String: [String: JSONValue]], settingsData: JSONValue,
                 make: @escaping @MainActor @Sendable () -> any MethodModule) {
        self.identifier = identifier
        self.methods = methods
        self.settingsData = settingsData
        self.build = make
        self.make = Self.making(identifier, settingsData, make)
    }

    /// How to make an instance that gets `data` as its settings entry's `data` instead: an institution's app hands the
    /// module the `data` Q2 configured for it, not the package's own.
    package func make(settingsData data: JSONValue) -> @MainActor @Sendable () -> any MethodModule {
        Self.making(identifier, data, build)
    }

    private static func making(_ identifier: String, _ data: JSONValue, _ build: @escaping @MainActor @Sendable () -> any MethodModule)
        -> @MainActor @Sendable () -> any MethodModule {
        let invocation = ModuleInvocationData(moduleIdentifier: identifier, settingsData: data)
        return {
            let module = build()
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
