import Foundation

/// Every check a declaration file, its settings.json and the module classes make, and what they leave uncovered.
///
/// The same plan is what `swift test` runs through `ConformanceCheck.declared`, what certify's harness runs, and
/// what `certify` and `verify` count from class names and conformances alone. Building it makes no module.
package struct CertificationPlan: Sendable {
    /// One class settings.json names, with the entry and key that name it.
    package struct NamedClass: Sendable, Hashable {
        package let name: String
        package let productName: String?
        /// Where settings.json names it, such as `$.modules[0].pushServiceClassName`.
        package let path: String
    }

    /// The checks, in order; a coverage or declaration problem is a failing setup check naming the class.
    package let checks: [ConformanceCheck]

    /// Every class settings.json names (`className`, `pushServiceClassName`, `pushContentClassName`), in file order.
    package static func namedClasses(in settings: SettingsFile) -> [NamedClass] {
        settings.entries.flatMap { entry in
            [("className", entry.className), ("pushServiceClassName", entry.pushServiceClassName),
             ("pushContentClassName", entry.pushContentClassName)].compactMap { key, name in
                name.map { NamedClass(name: $0, productName: entry.productName, path: "\(entry.path).\(key)") }
            }
        }
    }

    /// Where the classes of a plan come from, so that a missing one is blamed where it can be fixed.
    package enum ClassSource: Sendable {
        /// The product certify's harness imports.
        case product
        /// The `classes:` list of the author's one line.
        case oneLine
    }

    /// Why settings.json names no module class to judge, in words that say what to write, or `nil` when it names one.
    /// The tenth trial's S02: a module's own entry (the page's snippet) given as the whole file.
    package static func noModules(in settings: SettingsFile) -> String? {
        guard !settings.listsModules || namedClasses(in: settings).isEmpty else { return nil }
        // The eleventh trial's S11: "module" for "modules" is a misspelt key, not a module's own entry.
        if !settings.listsModules, let keys = settings.json.objectValue?.keys,
           let near = EditDistance.nearest("modules", among: Array(keys)) {
            return "\(settings.file) at $.\(near): no \"modules\" key (did you mean \"modules\"?); the kit reads settings.json as "
                + "the app has it, an object whose \"modules\" array holds one entry per module"
        }
        if !settings.listsModules, settings.entries.first?.className == nil {
            return "\(settings.file) at $: expected an object with a \"modules\" array holding one entry per module, each with "
                + "the className of its class"
        }
        if !settings.listsModules {
            let named = settings.entries.first?.className.map { " (className \($0))" } ?? ""
            return "\(settings.file) at $: this file is one module's entry\(named), not the app's settings: the kit reads "
                + "settings.json as the app has it, an object whose \"modules\" array holds one entry per module; write "
                + "{\"modules\": [ …this entry… ]}"
        }
        return "\(settings.file) at $.modules: no entry names a module class (className); add one entry per module, with the "
            + "className of its class"
    }

    /// Plans the checks at `sdkVersion`; `classes` are the classes found in the product (or the one line's list), by name.
    ///
    /// What every contract shares is checked here (each class settings.json names is found and conforms to a module
    /// protocol; each declared module is named by settings.json); then each registered contract plans its own checks.
    package init(package: DeclaredPackage, classes: [ModuleClass], deviceTokenFormatter: (@Sendable (Data) -> String)?,
                 options: ConformanceOptions, classSource: ClassSource = .product) {
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Other packages' entries the app lists beside the package's are not the package's to certify.
        let declaration = package.declaration
        let settings = package.settings.separatingOthers(ownClasses: Set(byName.keys), ownProducts: [])
        let named = Self.namedClasses(in: settings)
        if let problem = Self.noModules(in: settings) {
            self.checks = [.setupFailure(problem, fixture: settings.file)]
            return
        }
        let context = PlanningContext(declaration: declaration, settings: settings, files: package.files, classes: byName,
                                      deviceTokenFormatter: deviceTokenFormatter, options: options, store: package.store)
        // Every module's data source asks the package's method modules, as the app's asks every loaded one.
        let peers = MethodPlanning.peers(context)
        self.checks = (Self.sharedProblems(context, named: named, classSource: classSource)
            + ContractRegistry.contracts.flatMap { $0.plan(context) }).map { $0.askingPeers(peers) }
    }

    /// The problems no contract owns: a declared module settings.json does not name, a named class not found, or one
    /// that conforms to no module protocol.
    private static func sharedProblems(_ context: PlanningContext, named: [NamedClass], classSource: ClassSource) -> [ConformanceCheck] {
        let (declaration, settings) = (context.declaration, context.settings)
        var problems: [ConformanceCheck] = []
        for name in declaration.modules.keys.sorted() where !settings.entries.contains(where: { $0.className == name }) {
            // An extension's class names the module whose entry holds it: say which (the sixth trial's Y6).
            if let owner = settings.entries.first(where: { $0.pushServiceClassName == name || $0.pushContentClassName == name }),
               let className = owner.className {
                let key = owner.pushServiceClassName == name ? "pushServiceClassName" : "pushContentClassName"
                problems.append(context.problem("$.modules.\(name): \(name) is the \(key) of the settings.json entry whose className is "
                    + "\(className) (\(owner.path)); the declaration file keys a module by its className: move this under "
                    + "$.modules.\(className)", in: declaration.file))
                continue
            }
            // The fifteenth trial (D06): a misspelt key is told with the className it was likely meant for.
            let near = EditDistance.nearest(name, among: settings.entries.compactMap(\.className)
                .filter { declaration.modules[$0] == nil })
            // The seventeenth trial (S01): when the key is a class the package has and settings.json's near name is not,
            // settings.json holds the misspelling, and the key is right.
            if let near, context.classes[name] != nil, context.classes[near] == nil {
                let path = settings.entries.first { $0.className == near }?.path ?? "$.modules"
                problems.append(context.problem("$.modules.\(name): settings.json names no module whose className is \(name), a "
                    + "class the package has; its \(near) (at \(path).className) looks like a misspelling of it: fix settings.json, "
                    + "not this key", in: declaration.file))
                continue
            }
            // The eighteenth trial (S01 under certify): certify's harness builds only the classes settings.json names, so
            // neither the key nor settings.json's near name is known when the latter is no class: which is right is said
            // both ways, not as a rename of the key.
            if let near, classSource == .product, context.classes[name] == nil, context.classes[near] == nil {
                let path = settings.entries.first { $0.className == near }?.path ?? "$.modules"
                problems.append(context.problem("$.modules.\(name): settings.json names no module whose className is \(name); its "
                    + "\(near) (at \(path).className) is near it and is no class the product provides either: if \(name) is the "
                    + "module's class, fix settings.json; if not, rename this key to the className settings.json gives", in: declaration.file))
                continue
            }
            problems.append(context.problem("$.modules.\(name): settings.json names no module whose className is \(name)"
                + (near.map { "; did you mean \($0)? Rename the key to the className settings.json gives" } ?? ""), in: declaration.file))
        }
        for entry in named where context.classes[entry.name] == nil {
            // Trial 33e (M01, M102): a misspelt or space-padded class name is told as such, not as a class to add.
            let trimmed = entry.name.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed != entry.name {
                problems.append(context.problem("\(entry.path) is '\(entry.name)', with whitespace around the class name, which "
                    + "NSClassFromString would not find; write '\(trimmed)'", in: settings.file))
                continue
            }
            // A near name that settings.json names itself is another class, not a misspelling of this one (the seventh
            // trial's L01: the one line's service extension offered for its missing content extension).
            let namedElsewhere = Set(named.map(\.name))
            if let near = EditDistance.nearest(entry.name, among: context.classes.keys.filter { !namedElsewhere.contains($0) }) {
                problems.append(context.problem("\(entry.path) names \(entry.name), which no class of "
                    + (classSource == .oneLine ? "the one line's classes: list" : "the product \(entry.productName ?? "(no productName)")")
                    + " is called; did you mean \(near)?", in: settings.file))
                continue
            }
            switch classSource {
            case .product:
                problems.append(context.problem("\(entry.path) names \(entry.name), which the product \(entry.productName ?? "(no productName)") "
                    + "does not provide as a class that can be made with \(entry.name)()", in: settings.file))
            case .oneLine:
                problems.append(context.problem("\(entry.path) names \(entry.name), which the one line's classes: list does not hold; add "
                    + "ModuleClass(\(entry.name).init) to it", in: settings.file))
            }
        }
        for entry in named {
            guard let found = context.classes[entry.name], found.kinds.isEmpty else { continue }
            problems.append(context.problem("\(entry.path): \(entry.name) conforms to no module protocol "
                + "(\(ModuleKind.allCases.map(\.rawValue).joined(separator: ", ")))", in: settings.file))
        }
        return problems
    }
}
