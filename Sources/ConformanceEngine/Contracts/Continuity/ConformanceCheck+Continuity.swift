import Q2ModuleInterfaces

extension ConformanceCheck {
    /// Every continuity check for a module that owns the given link targets, such as `com.q2.mobile.module.demo/path`.
    ///
    /// A problem with the arguments or the fixtures comes back as one failing check that says what is wrong.
    public static func continuity(
        owning targets: String...,
        handlingActivityTypes handledTypes: Set<String> = [],
        options: ConformanceOptions = ConformanceOptions(),
        module makeModule: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule
    ) -> [ConformanceCheck] {
        continuity(owning: targets, handlingActivityTypes: handledTypes, options: options, module: makeModule)
    }

    /// Every continuity check for a module that owns the given link targets.
    public static func continuity(
        owning targets: [String],
        handlingActivityTypes handledTypes: Set<String> = [],
        options: ConformanceOptions = ConformanceOptions(),
        module makeModule: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule
    ) -> [ConformanceCheck] {
        forTest(options: options) { store throws in
            try continuity(owning: targets, handlingActivityTypes: handledTypes, options: options, store: store, module: makeModule)
        }
    }

    package static func continuity(
        owning targets: [String],
        handlingActivityTypes handledTypes: Set<String>,
        siblings: [ContinuityTarget] = [],
        options: ConformanceOptions,
        store: FixtureStore,
        module makeModule: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule
    ) throws -> [ConformanceCheck] {
        if targets.isEmpty {
            throw InputFileError.declaration("name at least one link target the module owns")
        }
        // A loop, not map: map's typed rethrow is Swift 6's, and Apple's Swift 5.8 standard library rethrows any Error.
        var parsed: [ContinuityTarget] = []
        for text in targets {
            guard let target = ContinuityTarget(text) else {
                throw InputFileError.declaration("'\(text)' is not a link target; expected identifier/path, such as com.q2.mobile.module.demo/path")
            }
            parsed.append(target)
        }
        // Every instance gets the host's hooks before its first call, as the app's do.
        return try ContinuityCheckBuilder(targets: parsed, handledActivityTypes: handledTypes, siblings: siblings, options: options,
                                      store: store, makeModule: { let module = makeModule(); HostHooks.attach(module); return module }).checks()
    }
}
