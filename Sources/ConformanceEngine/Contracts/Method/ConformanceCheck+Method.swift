extension ConformanceCheck {
    /// Every method check for the declared modules: typed requests, and each declared Tecton method.
    public static func method(_ modules: MethodModuleDeclaration..., options: ConformanceOptions = ConformanceOptions()) -> [ConformanceCheck] {
        forTest(options: options) { store throws in try method(modules, options: options, store: store) }
    }

    package static func method(_ modules: [MethodModuleDeclaration], options: ConformanceOptions,
                               store: FixtureStore) throws -> [ConformanceCheck] {
        guard !modules.isEmpty else { throw InputFileError.declaration("declare at least one module") }
        for module in modules {
            if module.identifier.isEmpty || module.identifier.contains(where: \.isWhitespace) {
                throw InputFileError.declaration("'\(module.identifier)' is not a module identifier")
            }
            if modules.filter({ $0.identifier == module.identifier }).count > 1 {
                throw InputFileError.declaration("two modules are declared with the identifier '\(module.identifier)'")
            }
        }
        return try MethodCheckBuilder(modules: modules, options: options, store: store).checks()
    }
}
