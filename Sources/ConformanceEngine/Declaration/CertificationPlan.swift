import Foundation
import Q2ModuleInterfaces

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
    package static func namedClasses(in settings: PushSettings) -> [NamedClass] {
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

    /// Plans the checks at `sdkVersion`; `classes` are the classes found in the product (or the one line's list), by name.
    package init(declaration: ConformanceDeclaration, settings: PushSettings, classes: [ModuleClass],
                 deviceTokenFormatter: (@Sendable (Data) -> String)?, options: ConformanceOptions, store: FixtureStore,
                 classSource: ClassSource = .product) {
        var checks: [ConformanceCheck] = []
        func problem(_ message: String, in file: String) {
            checks.append(.setupFailure(message, fixture: file))
        }
        let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let named = Self.namedClasses(in: settings)
        guard settings.listsModules, !named.isEmpty else {
            self.checks = [.setupFailure("the settings file has no modules list naming a module class", fixture: settings.file)]
            return
        }
        for name in declaration.modules.keys.sorted() where !settings.entries.contains(where: { $0.className == name }) {
            problem("$.modules.\(name): settings.json names no module whose className is \(name)", in: declaration.file)
        }
        for entry in named where byName[entry.name] == nil {
            switch classSource {
            case .product:
                problem("\(entry.path) names \(entry.name), which the product \(entry.productName ?? "(no productName)") does not "
                    + "provide as a class that can be made with \(entry.name)()", in: settings.file)
            case .oneLine:
                problem("\(entry.path) names \(entry.name), which the one line's classes: list does not hold; add "
                    + "ModuleClass { \(entry.name)() } to it", in: settings.file)
            }
        }
        for entry in named {
            guard let found = byName[entry.name], found.kinds.isEmpty else { continue }
            problem("\(entry.path): \(entry.name) conforms to no module protocol (\(ModuleKind.allCases.map(\.rawValue).joined(separator: ", ")))",
                    in: settings.file)
        }

        // The declaration cannot shrink the plan: no two modules own one link target or handle one activity type (a
        // module declaring another's would make that module's links its own, and the foreign checks not applicable),
        // and no module claims the system's web-browsing activity, which carries every Universal Link.
        var owners: [String: String] = [:], activityOwners: [String: String] = [:]
        for (name, module) in declaration.modules.sorted(by: { $0.key < $1.key }) where byName[name]?.kinds.contains(.continuity) == true {
            for target in module.ownedTargets ?? [] {
                if let other = owners[target.lowercased()] {
                    problem("$.modules.\(name).continuity.ownedTargets: \(target) is also declared by \(other); a link target "
                        + "belongs to one module", in: declaration.file)
                } else {
                    owners[target.lowercased()] = name
                }
            }
            for type in module.activityTypes {
                if type == NSUserActivityTypeBrowsingWeb {
                    problem("$.modules.\(name).continuity.activityTypes: \(type) is the system's web-browsing activity, which "
                        + "carries every module's Universal Links; declare only activity types of your own", in: declaration.file)
                } else if let other = activityOwners[type] {
                    problem("$.modules.\(name).continuity.activityTypes: \(type) is also declared by \(other); an activity type "
                        + "belongs to one module", in: declaration.file)
                } else {
                    activityOwners[type] = name
                }
            }
        }

        // Continuity: each class on its own, its checks named after it, probed with every other module's targets.
        let continuityEntries = settings.entries.compactMap { entry -> (PushSettings.Entry, String, ContinuityCheckBuilder.ModuleFactory)? in
            guard let name = entry.className, let make = byName[name]?.factory(.continuity, as: (any ContinuityLifecycleModule).self) else {
                return nil
            }
            return (entry, name, make)
        }
        let declaredTargets = continuityEntries.map { _, name, _ in
            (name, (declaration.modules[name]?.ownedTargets ?? []).compactMap(ContinuityTarget.init))
        }
        for (entry, name, make) in continuityEntries {
            guard let targets = declaration.modules[name]?.ownedTargets else {
                problem("$.modules.\(name).continuity.ownedTargets: \(name) is a ContinuityLifecycleModule, so declare the link "
                    + "targets it owns", in: declaration.file)
                continue
            }
            // A module's links carry its own identifier (urlScheme://moduleIdentifier/path): a target under another
            // identifier would make another module's links this one's own.
            let foreign = targets.filter { ContinuityTarget($0).map { $0.identifier.lowercased() != entry.identifier?.lowercased() } ?? false }
            guard foreign.isEmpty else {
                problem("$.modules.\(name).continuity.ownedTargets: \(foreign.joined(separator: ", ")) "
                    + (entry.identifier.map { "is not under \(name)'s identifier \($0) (\(entry.path).identifier in settings.json)" }
                        ?? "cannot be checked: \(name)'s settings entry (\(entry.path)) has no identifier")
                    + "; a module owns links of the form scheme://its-identifier/path, such as "
                    + "q2mob://\(entry.identifier ?? "com.q2.mobile.module.yours")/path", in: declaration.file)
                continue
            }
            let activityTypes = Set(declaration.modules[name]?.activityTypes ?? [])
            let siblings = declaredTargets.filter { $0.0 != name }.flatMap(\.1)
            let built = ConformanceCheck.declared(options: options, store: { store }) { store throws(InputFileError) in
                try ConformanceCheck.continuity(owning: targets, handlingActivityTypes: activityTypes, siblings: siblings,
                                                options: options, store: store, module: make)
            }
            checks += built.map { $0.forModule(name) }
        }
        for (name, module) in declaration.modules.sorted(by: { $0.key < $1.key }) where module.ownedTargets != nil {
            if let found = byName[name], !found.kinds.contains(.continuity) {
                problem("$.modules.\(name).continuity: \(name) is not a ContinuityLifecycleModule", in: declaration.file)
            }
        }

        // Push: one module per settings entry with any push class, and the set of them together.
        var pushModules: [PushModuleDeclaration] = []
        for entry in settings.entries {
            let lifecycle = entry.className.flatMap { byName[$0] }?.factory(.pushLifecycle, as: (any PushLifecycleModule).self)
            let service = entry.pushServiceClassName.flatMap { byName[$0] }
            let content = entry.pushContentClassName.flatMap { byName[$0] }
            let serviceMake = service?.factory(.pushServiceExtension, as: (any PushServiceExtensionModule).self)
            let contentMake = content?.factory(.pushContentExtension, as: (any PushContentExtensionModule).self)
            if let service, serviceMake == nil {
                problem("\(entry.path).pushServiceClassName: \(service.name) is not a PushServiceExtensionModule", in: settings.file)
            }
            if let content, contentMake == nil {
                problem("\(entry.path).pushContentClassName: \(content.name) is not a PushContentExtensionModule", in: settings.file)
            }
            guard lifecycle != nil || serviceMake != nil || contentMake != nil else { continue }
            let key = entry.className ?? ""
            let declared = declaration.modules[key]
            if serviceMake != nil, declared?.payloadKey == nil {
                problem("$.modules.\(key).push.payloadKey: \(entry.pushServiceClassName ?? "") is a PushServiceExtensionModule, so "
                    + "declare the payload key it reads", in: declaration.file)
            }
            if serviceMake != nil, declared?.payloadKey != nil, declared?.payloadExamples == nil {
                problem("$.modules.\(key).push.payloadExamples: \(entry.pushServiceClassName ?? "") is a PushServiceExtensionModule, so "
                    + "give at least one example of what your server sends under data.\(declared?.payloadKey ?? "")", in: declaration.file)
            }
            if contentMake != nil, declared?.contentCategories == nil {
                problem("$.modules.\(key).push.contentCategories: \(entry.pushContentClassName ?? "") is a PushContentExtensionModule, "
                    + "so declare the categories its Info.plist lists", in: declaration.file)
            }
            pushModules.append(PushModuleDeclaration(name: entry.name ?? key, lifecycle: lifecycle, serviceExtension: serviceMake,
                                       payloadKey: declared?.payloadKey, ownPayload: OwnPayloadExamples(declared?.payloadExamples ?? []),
                                       contentExtension: contentMake,
                                       contentCategories: declared?.contentCategories ?? []))
        }
        if !pushModules.isEmpty {
            checks += ConformanceCheck.declared(options: options, store: { store }) { store throws(InputFileError) in
                try ConformanceCheck.push(pushModules, settings: settings, deviceTokenFormatter: deviceTokenFormatter,
                                          options: options, store: store)
            }
        }
        if declaration.deviceTokenFormatter != nil, deviceTokenFormatter == nil {
            problem("$.deviceTokenFormatter names \(declaration.deviceTokenFormatter ?? ""), but the run was given no formatter; "
                + "pass it to ConformanceCheck.declared", in: declaration.file)
        }

        // Method: every method module class under its configured identifier, asked together.
        var methodModules: [MethodModuleDeclaration] = []
        for entry in settings.entries {
            guard let name = entry.className, let make = byName[name]?.factory(.method, as: (any MethodModule).self) else { continue }
            guard let identifier = entry.identifier else {
                problem("\(entry.path).identifier: \(name) is a MethodModule, so its entry needs the identifier Q2 configured",
                        in: settings.file)
                continue
            }
            let examples = declaration.modules[name]?.methodExamples ?? [:]
            methodModules.append(.module(identifier, methods: examples.mapValues(JSON.sdkMembers), make: make))
            // Every Tecton method the module offers is called: one without an example would go unjudged.
            checks.append(.setupCheck(fixture: declaration.file, target: "\(identifier)/tecton-methods", options: options) {
                let offered = await MainThread.run { TectonInvoker.methodNames(of: make()) }
                let missing = offered.filter { examples[$0] == nil }.sorted()
                return missing.isEmpty ? nil : "$.modules.\(name).method.examples: \(name) offers Tecton method(s) "
                    + "\(missing.joined(separator: ", ")) with no example; give each one so that certify calls it"
            })
        }
        if !methodModules.isEmpty {
            checks += ConformanceCheck.declared(options: options, store: { store }) { store throws(InputFileError) in
                try ConformanceCheck.method(methodModules, options: options, store: store)
            }
        }
        self.checks = checks
    }
}
