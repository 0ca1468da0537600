import ModuleInterfaces

extension ConformanceCheck {
    /// Every method check for the declared modules: typed requests, and each declared Tecton method.
    public static func method(_ modules: MethodModuleDeclaration..., options: ConformanceOptions = ConformanceOptions()) -> [ConformanceCheck] {
        do {
            return try method(modules, options: options, store: FixtureStore.bundled())
        } catch {
            return [.setupFailure("\(error)", fixture: error.file)]
        }
    }

    package static func method(_ modules: [MethodModuleDeclaration], options: ConformanceOptions,
                               store: FixtureStore) throws(FixtureError) -> [ConformanceCheck] {
        let declaration = "conformance declaration"
        guard !modules.isEmpty else { throw FixtureError(file: declaration, message: "declare at least one module") }
        for module in modules {
            if module.identifier.isEmpty || module.identifier.contains(where: \.isWhitespace) {
                throw FixtureError(file: declaration, message: "'\(module.identifier)' is not a module identifier")
            }
            if modules.filter({ $0.identifier == module.identifier }).count > 1 {
                throw FixtureError(file: declaration, message: "two modules are declared with the identifier '\(module.identifier)'")
            }
        }
        try validateWaivers(options)
        return try MethodContract(modules: modules, options: options, store: store).checks()
    }
}
