/// The app-configuration contract's planning step: the settings clauses for each entry, and the file clauses for the
/// files the declaration's `app` section names; a file it does not name makes its clauses not applicable, saying so.
package enum AppPlanning {
    package static func plan(_ context: PlanningContext) -> [ConformanceCheck] {
        entryChecks(context) + fileChecks(context)
    }

    /// For each settings.json entry that names a module class, the clauses judged on the entry.
    private static func entryChecks(_ context: PlanningContext) -> [ConformanceCheck] {
        let settings = context.settings
        return settings.entries.flatMap { entry -> [ConformanceCheck] in
            guard let module = entry.className ?? entry.pushServiceClassName ?? entry.pushContentClassName else { return [] }
            // Every clause whose judgement reads an entry: a new one needs its clause and its judgement only.
            return AppClauses.all.filter(\.judgement.readsEntry).map { clause in
                ConformanceCheck(clause.clause, fixture: .settings(module), target: nil, options: context.options) { _ in
                    clause.judgement.verdict(on: entry, among: settings.entries + settings.otherEntries, own: settings.entries,
                                             input: "\(settings.file) \(entry.path)")
                }.forModule(module)
            }
        }
    }

    /// The clauses judged on the app's Info.plist, its entitlements and the extensions' Info.plist files.
    private static func fileChecks(_ context: PlanningContext) -> [ConformanceCheck] {
        let hasLifecycle = context.classes.values.contains { $0.kinds.contains(.pushLifecycle) }
        let services = context.settings.entries.compactMap(\.pushServiceClassName)
        let contents = context.settings.entries.filter { $0.pushContentClassName != nil }
        var checks = [
            check(AppClauses.backgroundMode, .infoPlist, context, hasModule: hasLifecycle),
            check(AppClauses.apsEnvironment, .entitlements, context, hasModule: hasLifecycle),
            check(AppClauses.extensionPoint, .serviceExtensionInfoPlist, context, hasModule: !services.isEmpty,
                  requires: [.serviceExtensionModule]),
            check(AppClauses.extensionPoint, .contentExtensionInfoPlist, context, hasModule: !contents.isEmpty,
                  requires: [.contentExtensionModule]),
        ]
        // One check per module with a content extension, for its own categories; one that does not apply without any.
        for entry in contents {
            let module = entry.className ?? entry.pushContentClassName ?? ""
            let categories = context.declaration.modules[module]?.push?.contentCategories ?? []
            checks.append(check(AppClauses.contentCategories, .contentExtensionInfoPlist, context, hasModule: true,
                                module: module, categories: categories))
        }
        if contents.isEmpty {
            checks.append(check(AppClauses.contentCategories, .contentExtensionInfoPlist, context, hasModule: false))
        }
        return checks
    }

    /// A check of a clause on the file of `role`, not applicable when a requirement is unmet: the clause's own (or
    /// `requires`), then that the declaration names the file.
    private static func check(_ clause: AppClause, _ role: AppSection.Role, _ context: PlanningContext, hasModule: Bool,
                              requires: [AppRequirement]? = nil, module: String? = nil, categories: [String] = []) -> ConformanceCheck {
        let path = context.declaration.app?.paths[role]
        let plist = path.flatMap { context.files[$0] }
        let situation = AppSituation(fileNamed: plist != nil, moduleOfKind: hasModule, categoriesDeclared: !categories.isEmpty)
        let check = ConformanceCheck(clause.clause, fixture: FixtureCase(file: "app", id: role.key), target: nil,
                                     options: context.options) { _ in
            let input = path.map { "\(role.title), \($0)" } ?? role.declarationKey
            if let unmet = (requires ?? clause.requires).firstUnmet(in: situation) { return .notApplicable(unmet, input: input) }
            guard let plist else { return .notApplicable(AppRequirement.named(role), input: input) }
            return clause.judgement.verdict(on: plist, role: role, categories: categories, input: input)
        }
        return module.map(check.forModule) ?? check
    }
}
