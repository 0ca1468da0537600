import Q2ModuleInterfaces

extension ModuleKind {
    /// `MethodModule`: a module that answers typed requests and Tecton-called methods.
    package static let method = ModuleKind("MethodModule") { $0 is any MethodModule.Type }
}

/// What a module's `method` section of the declaration file says: an example of each Tecton method's parameters.
package struct MethodSection: Sendable {
    package let examples: [String: [String: JSON]]

    /// The section as the registry reads it; the schema has established its shape.
    package static let section = DeclarationSection(key: "method") { json, _, _ in
        MethodSection(examples: (json["examples"]?.objectValue ?? [:]).mapValues { $0.objectValue ?? [:] })
    }
}

extension ConformanceDeclaration.Module {
    /// The module's `method` section, if the declaration has one.
    package var method: MethodSection? { section(MethodSection.section.key, as: MethodSection.self) }
}

/// The method contract's planning step: every method module class under its configured identifier, asked together,
/// and every Tecton method it offers given an example, so none goes unjudged.
package enum MethodPlanning {
    /// Every method module settings.json names under an identifier, made as the app makes it: what each module's data
    /// source asks when a module sends it a typed request (`HostHooks`).
    package static func peers(_ context: PlanningContext) -> [MethodModuleDeclaration] {
        context.settings.entries.compactMap { entry in
            guard let name = entry.className, let identifier = entry.identifier,
                  let make = context.classes[name]?.factory(.method, as: (any MethodModule).self) else { return nil }
            return .module(identifier, methods: [:], settingsData: entry.data?.sdkValue ?? .null, make: make)
        }
    }

    package static func plan(_ context: PlanningContext) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        var modules: [MethodModuleDeclaration] = []
        for entry in context.settings.entries {
            guard let name = entry.className, let make = context.classes[name]?.factory(.method, as: (any MethodModule).self) else { continue }
            guard let identifier = entry.identifier else {
                checks.append(context.problem("\(entry.path).identifier: \(name) is a MethodModule, so its entry needs the identifier "
                    + "Q2 configured", in: context.settings.file))
                continue
            }
            // Said at the settings entry, not as the declaration's (the seventh trial's S07: a trailing space).
            if identifier.isEmpty || identifier.contains(where: \.isWhitespace) {
                let trimmed = identifier.trimmingCharacters(in: .whitespacesAndNewlines)
                checks.append(context.problem("\(entry.path).identifier: '\(identifier)' is not a module identifier: it holds "
                    + "whitespace, and Tecton calls and typed requests name a module exactly"
                    + (trimmed.isEmpty || trimmed.contains(where: \.isWhitespace) ? "" : "; write '\(trimmed)'"), in: context.settings.file))
                continue
            }
            let examples = context.declaration.modules[name]?.method?.examples ?? [:]
            modules.append(.module(identifier, methods: examples.mapValues(JSON.sdkMembers), settingsData: entry.data?.sdkValue ?? .null,
                                   make: make))
            checks.append(.setupCheck(fixture: context.declaration.file, target: "\(identifier)/tecton-methods", options: context.options) {
                let offered = await MainThread.run { TectonInvoker.methodNames(of: make()) }
                // A Tecton method reaching handleRequest is METHOD-TYPED-NOT-TECTON's failure, which says to remove it; no
                // example is asked for it (the thirteenth trial's M37).
                let missing = offered.filter { examples[$0] == nil && !$0.lowercased().hasPrefix("handlerequest") }.sorted()
                // An example whose key names no method the module offers: a misspelt key (the sixth trial's M08).
                let unknown = examples.keys.filter { !offered.contains($0) }.sorted()
                // The seventeenth trial (M27): a name with a space in it read as its neighbour; one that holds whitespace
                // is quoted, so the space shows.
                func shown(_ method: String) -> String { method.contains(where: \.isWhitespace) ? "'\(method)'" : method }
                let misspelt = unknown.map { key in
                    "$.modules.\(name).method.examples.\(key): \(name) offers no Tecton method \(shown(key))"
                        + (EditDistance.nearest(key, among: missing).map { " (did you mean \(shown($0))?)" } ?? "")
                }
                let lacking = missing.isEmpty ? [] : ["$.modules.\(name).method.examples: \(name) offers Tecton method(s) "
                    + "\(missing.map(shown).joined(separator: ", ")) with no example; give each one so that certify calls it"]
                return misspelt.isEmpty && lacking.isEmpty ? nil : (misspelt + lacking).joined(separator: "; ")
            })
        }
        // A method section for a class that is no MethodModule is never used (the sixth trial's M33).
        for (name, module) in context.declaration.modules.sorted(by: { $0.key < $1.key }) where module.method != nil {
            if let found = context.classes[name], !found.kinds.contains(.method) {
                checks.append(context.problem("$.modules.\(name).method: \(name) is not a MethodModule, so nothing reads its method "
                    + "section; remove it, or move it under the method module's class name", in: context.declaration.file))
            }
        }
        if !modules.isEmpty {
            let options = context.options
            checks += context.built { store throws in try ConformanceCheck.method(modules, options: options, store: store) }
        }
        return checks
    }
}
