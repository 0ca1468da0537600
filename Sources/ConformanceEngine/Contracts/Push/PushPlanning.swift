import Foundation
import Q2ModuleInterfaces

extension ModuleKind {
    /// `PushLifecycleModule`: a module's part in the app's notification lifecycle.
    package static let pushLifecycle = ModuleKind("PushLifecycleModule") { $0 is any PushLifecycleModule.Type }
    /// `PushServiceExtensionModule`: a module's part in the notification service extension.
    package static let pushServiceExtension = ModuleKind("PushServiceExtensionModule") { $0 is any PushServiceExtensionModule.Type }
    /// `PushContentExtensionModule`: a module's part in the notification content extension.
    package static let pushContentExtension = ModuleKind("PushContentExtensionModule") { $0 is any PushContentExtensionModule.Type }
}

/// What a module's `push` section of the declaration file says: the payload key its service extension reads, examples
/// of its own payload, and the categories its content extension declares.
package struct PushSection: Sendable {
    package let payloadKey: String?
    package let payloadExamples: [[String: JSON]]?
    package let contentCategories: [String]?

    /// The section as the registry reads it; the schema has established its shape.
    package static let section = DeclarationSection(key: "push") { json, _, _ in
        PushSection(payloadKey: json["payloadKey"]?.stringValue,
                    payloadExamples: json["payloadExamples"]?.arrayValue?.compactMap(\.objectValue),
                    contentCategories: json["contentCategories"]?.arrayValue?.compactMap(\.stringValue))
    }
}

extension ConformanceDeclaration.Module {
    /// The module's `push` section, if the declaration has one.
    package var push: PushSection? { section(PushSection.section.key, as: PushSection.self) }
}

/// The push contract's planning step: one module per settings entry with any push class, and the set of them together.
package enum PushPlanning {
    package static func plan(_ context: PlanningContext) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        var modules: [PushModuleDeclaration] = []
        for entry in context.settings.entries {
            let (module, problems) = declaration(of: entry, context)
            checks += problems
            modules += module.map { [$0] } ?? []
        }
        if !modules.isEmpty {
            let (settings, formatter, options) = (context.settings, context.deviceTokenFormatter, context.options)
            checks += context.built { store throws in
                try ConformanceCheck.push(modules, settings: settings, deviceTokenFormatter: formatter, options: options, store: store)
            }
        }
        // The fourteenth trial (D17): a push section of a module with no push class was read by nothing, and not said.
        for (name, module) in context.declaration.modules.sorted(by: { $0.key < $1.key }) where module.push != nil {
            guard let found = context.classes[name], !found.kinds.contains(.pushLifecycle) else { continue }
            let entries = context.settings.entries.filter { $0.className == name }
            guard !entries.contains(where: { $0.pushServiceClassName != nil || $0.pushContentClassName != nil }) else { continue }
            checks.append(context.problem("$.modules.\(name).push: \(name) is not a PushLifecycleModule, and its settings.json "
                + "entry names no pushServiceClassName or pushContentClassName, so no check reads this section; remove it, or "
                + "name the module's extension classes in settings.json", in: context.declaration.file))
        }
        if let named = context.declaration.deviceTokenFormatter, context.deviceTokenFormatter == nil {
            checks.append(context.problem("$.deviceTokenFormatter names \(named), but the run was given no formatter; "
                + "pass it to ConformanceCheck.declared", in: context.declaration.file))
        }
        return checks
    }

    /// The push module one settings entry makes, if it names any push class, and the problems with what it declares.
    private static func declaration(of entry: SettingsFile.Entry, _ context: PlanningContext) -> (PushModuleDeclaration?, [ConformanceCheck]) {
        let classes = context.classes
        let lifecycle = entry.className.flatMap { classes[$0] }?.factory(.pushLifecycle, as: (any PushLifecycleModule).self)
        let service = entry.pushServiceClassName.flatMap { classes[$0] }
        let content = entry.pushContentClassName.flatMap { classes[$0] }
        let serviceMake = service?.factory(.pushServiceExtension, as: (any PushServiceExtensionModule).self)
        let contentMake = content?.factory(.pushContentExtension, as: (any PushContentExtensionModule).self)
        var problems: [ConformanceCheck] = []
        let (settingsFile, declarationFile) = (context.settings.file, context.declaration.file)
        if let service, serviceMake == nil {
            problems.append(context.problem("\(entry.path).pushServiceClassName: \(service.name) is not a PushServiceExtensionModule",
                                            in: settingsFile))
        }
        if let content, contentMake == nil {
            problems.append(context.problem("\(entry.path).pushContentClassName: \(content.name) is not a PushContentExtensionModule",
                                            in: settingsFile))
        }
        guard lifecycle != nil || serviceMake != nil || contentMake != nil else { return (nil, problems) }
        // An entry whose className names no class is said once, as a misspelling (the shared problems); its declaration
        // keyed by that name is not asked for more (the seventh trial's S04: three knock-on problems at a path that
        // does not exist).
        if let name = entry.className, context.classes[name] == nil { return (nil, problems) }
        let key = entry.className ?? ""
        let declared = context.declaration.modules[key]?.push
        if serviceMake != nil, declared?.payloadKey == nil {
            problems.append(context.problem("$.modules.\(key).push.payloadKey: \(entry.pushServiceClassName ?? "") is a "
                + "PushServiceExtensionModule, so declare the payload key it reads", in: declarationFile))
        }
        if serviceMake != nil, declared?.payloadKey != nil, declared?.payloadExamples == nil {
            problems.append(context.problem("$.modules.\(key).push.payloadExamples: \(entry.pushServiceClassName ?? "") is a "
                + "PushServiceExtensionModule, so give at least one example of what your server sends under "
                + "data.\(declared?.payloadKey ?? "")", in: declarationFile))
        }
        // The tenth trial (D10, D09): the key given as its path under the payload, and a whole notification given as an
        // example, were accepted, and the failures that followed pointed at the module's code.
        if let payloadKey = declared?.payloadKey, payloadKey.hasPrefix("data.") {
            problems.append(context.problem("$.modules.\(key).push.payloadKey: \"\(payloadKey)\" starts with \"data.\"; payloadKey is the "
                + "key under the notification's data, so write \"\(payloadKey.dropFirst(5))\"", in: declarationFile))
        }
        for (index, example) in (declared?.payloadExamples ?? []).enumerated()
        where example["aps"] != nil || (example["data"] != nil && example["sender"] != nil) {
            let inner = declared?.payloadKey.map { "data.\($0)" } ?? "data.<payloadKey>"
            problems.append(context.problem("$.modules.\(key).push.payloadExamples[\(index)]: has the keys "
                + example.keys.sorted().joined(separator: ", ") + ", so it looks like a whole notification; give only what your "
                + "server sends under \(inner) (the kit puts it there, with aps and sender, as the SDK's payload has them)",
                in: declarationFile))
        }
        // Declared parts that no class of the entry uses: the sixth trial's M29 forgot pushContentClassName and was certified
        // without a word (its content extension never judged).
        if entry.pushContentClassName == nil, declared?.contentCategories != nil {
            problems.append(context.problem("$.modules.\(key).push.contentCategories: declared, but the settings.json entry of "
                + "\(key) (\(entry.path)) names no pushContentClassName, so no content extension of it is judged; add the "
                + "extension's class as pushContentClassName, or remove contentCategories", in: declarationFile))
        }
        if entry.pushServiceClassName == nil, declared?.payloadKey != nil || declared?.payloadExamples != nil {
            problems.append(context.problem("$.modules.\(key).push.\(declared?.payloadKey != nil ? "payloadKey" : "payloadExamples"): "
                + "declared, but the settings.json entry of \(key) (\(entry.path)) names no pushServiceClassName, so no service "
                + "extension of it is judged; add the extension's class as pushServiceClassName, or remove the key", in: declarationFile))
        }
        if contentMake != nil, declared?.contentCategories == nil {
            problems.append(context.problem("$.modules.\(key).push.contentCategories: \(entry.pushContentClassName ?? "") is a "
                + "PushContentExtensionModule, so declare the categories its Info.plist lists", in: declarationFile))
        }
        var module = PushModuleDeclaration(name: entry.name ?? key, lifecycle: lifecycle, serviceExtension: serviceMake,
                                           payloadKey: declared?.payloadKey, ownPayload: OwnPayloadExamples(declared?.payloadExamples ?? []),
                                           contentExtension: contentMake, contentCategories: declared?.contentCategories ?? [])
        module.declarationKey = key
        return (module, problems)
    }
}
