import Q2ModuleInterfaces

extension ModuleKind {
    /// `ContinuityLifecycleModule`: a module that decides about the deep links it is shown.
    package static let continuity = ModuleKind("ContinuityLifecycleModule") { $0 is any ContinuityLifecycleModule.Type }
}

/// What a module's `continuity` section of the declaration file says: the link targets it owns and the activity
/// types it handles.
package struct ContinuitySection: Sendable {
    package let ownedTargets: [String]?
    package let activityTypes: [String]

    /// The section as the registry reads it: every owned target must parse and carry a path.
    package static let section = DeclarationSection(key: "continuity") { json, path, file in
        let section = ContinuitySection(ownedTargets: json["ownedTargets"]?.arrayValue?.compactMap(\.stringValue),
                                        activityTypes: json["activityTypes"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        for (index, text) in (section.ownedTargets ?? []).enumerated() {
            guard let target = ContinuityTarget(text) else {
                throw InputFileError(file: file, jsonPath: "\(path).ownedTargets[\(index)]",
                                     message: "'\(text)' is not a link target; expected identifier/path, such as com.q2.mobile.module.demo/path")
            }
            // The page's links are scheme://identifier/path: a target without its path would make the module's own
            // links look foreign, and the module would be blamed for claiming them.
            // A word without dots is more likely the path with the identifier left out than an identifier: planning,
            // which knows the identifier settings.json gives the module, names the target to write (trial 21's D02).
            guard !target.path.isEmpty || !text.contains(".") else {
                throw InputFileError(file: file, jsonPath: "\(path).ownedTargets[\(index)]",
                                     message: "'\(text)' is not identifier/path; the continuity page's links are "
                                         + "scheme://identifier/path, so name the path the module handles, such as \(target.identifier)/path")
            }
            // Trial 33e (M73b): a link carries no whitespace, so a target with some (a trailing space) matches none of
            // the module's own links, and the module would be blamed for leaving them unclaimed.
            guard !target.path.unicodeScalars.contains(where: \.properties.isWhitespace) else {
                throw InputFileError(file: file, jsonPath: "\(path).ownedTargets[\(index)]",
                                     message: "'\(text)' has whitespace in its path, which no link carries, so the module's own "
                                         + "links would not match it; remove it, as in '\(target.identifier)/"
                                         + "\(target.path.unicodeScalars.filter { !$0.properties.isWhitespace }.map(String.init).joined())'")
            }
        }
        return section
    }
}

extension ConformanceDeclaration.Module {
    /// The module's `continuity` section, if the declaration has one.
    package var continuity: ContinuitySection? { section(ContinuitySection.section.key, as: ContinuitySection.self) }
}

/// The continuity contract's planning step: each continuity class on its own, its checks named after it, probed with
/// every other continuity module's targets; no two modules may own one target or handle one activity type.
package enum ContinuityPlanning {
    package static func plan(_ context: PlanningContext) -> [ConformanceCheck] {
        var checks = ownershipProblems(context)
        let entries = context.settings.entries.compactMap { entry -> (SettingsFile.Entry, String, ContinuityCheckBuilder.ModuleFactory)? in
            guard let name = entry.className,
                  let make = context.classes[name]?.factory(.continuity, as: (any ContinuityLifecycleModule).self) else { return nil }
            return (entry, name, make)
        }
        let declaredTargets = entries.map { _, name, _ in
            (name, (context.declaration.modules[name]?.continuity?.ownedTargets ?? []).compactMap(ContinuityTarget.init).filter { !$0.path.isEmpty })
        }
        // Every identifier the package's settings give its modules, of any kind.
        let identifiers = Set(context.settings.entries.compactMap { $0.identifier?.trimmingCharacters(in: .whitespacesAndNewlines) })
            .filter { !$0.isEmpty }.sorted()
        for (entry, name, make) in entries {
            var siblings = declaredTargets.filter { $0.0 != name }.flatMap(\.1)
            // Trial 25's w63: a links module that also claimed its own paths under the package's push module's identifier
            // passed both faces. Each other module's identifier with this module's own paths is another module's link.
            let own = declaredTargets.first { $0.0 == name }?.1 ?? []
            for identifier in identifiers where identifier.lowercased() != entry.identifier?.lowercased() {
                for target in own {
                    guard let other = ContinuityTarget("\(identifier)/\(target.path)"), !siblings.contains(other) else { continue }
                    siblings.append(other)
                }
            }
            checks += moduleChecks(context, entry: entry, name: name, siblings: siblings, make: make)
        }
        for (name, module) in context.declaration.modules.sorted(by: { $0.key < $1.key }) where module.continuity?.ownedTargets != nil {
            if let found = context.classes[name], !found.kinds.contains(.continuity) {
                checks.append(context.problem("$.modules.\(name).continuity: \(name) is not a ContinuityLifecycleModule, so nothing "
                    + "reads its continuity section; remove it, or move it under the continuity module's class name",
                                              in: context.declaration.file))
            }
        }
        return checks
    }

    /// One continuity module's checks, or the problem with what it declares.
    private static func moduleChecks(_ context: PlanningContext, entry: SettingsFile.Entry, name: String, siblings: [ContinuityTarget],
                                     make: @escaping ContinuityCheckBuilder.ModuleFactory) -> [ConformanceCheck] {
        let file = context.declaration.file
        guard let targets = context.declaration.modules[name]?.continuity?.ownedTargets else {
            return [context.problem("$.modules.\(name).continuity.ownedTargets: \(name) is a ContinuityLifecycleModule, so declare the "
                + "link targets it owns", in: file)]
        }
        // A path written without the identifier before it: the one to write is the entry's identifier and that path.
        if let (index, text) = targets.enumerated().first(where: { ContinuityTarget($0.element)?.path.isEmpty == true }) {
            let identifier = entry.identifier?.trimmingCharacters(in: .whitespacesAndNewlines)
            return [context.problem("$.modules.\(name).continuity.ownedTargets[\(index)]: '\(text)' is not identifier/path; the "
                + "continuity page's links are scheme://identifier/path, so "
                + (identifier.map { "put \(name)'s identifier (\(entry.path).identifier in settings.json) before the path: \($0)/\(text)" }
                    ?? "put the identifier Q2 configured for \(name) before the path (its settings entry \(entry.path) gives none)"),
                in: file)]
        }
        // A module's links carry its own identifier (urlScheme://moduleIdentifier/path): a target under another
        // identifier would make another module's links this one's own.
        let foreign = targets.enumerated().compactMap { index, text in
            ContinuityTarget(text).flatMap { $0.identifier.lowercased() != entry.identifier?.lowercased() ? (index, text, $0.path) : nil }
        }
        if let (index, text, _) = foreign.first, let identifier = entry.identifier,
           identifier.trimmingCharacters(in: .whitespacesAndNewlines) != identifier {
            // The nineteenth trial's S17: whitespace around the identifier is what is wrong, not the target.
            let trimmed = identifier.trimmingCharacters(in: .whitespacesAndNewlines)
            return [context.problem("\(entry.path).identifier in settings.json is '\(identifier)', with whitespace around it, so "
                + "\(text) ($.modules.\(name).continuity.ownedTargets[\(index)]) is not under it and no link could name it: write "
                + "'\(trimmed)' in settings.json", in: context.settings.file)]
        }
        if let (index, text, path) = foreign.first {
            // The eleventh trial's S13: when the entry's identifier is also another entry's, the identifier is what is
            // wrong, not the target: say that, without advice to rewrite the target under another module's identifier.
            if let identifier = entry.identifier,
               let other = context.settings.entries.first(where: { $0.path != entry.path && $0.identifier?.lowercased() == identifier.lowercased() }) {
                return [context.problem("$.modules.\(name).continuity.ownedTargets[\(index)]: \(text) is not under \(name)'s identifier "
                    + "\(identifier) (\(entry.path).identifier in settings.json), which \(other.path) (\(other.className ?? "another entry")) "
                    + "gives too: each module has an identifier of its own, so give \(entry.path) the one Q2 configured for \(name)",
                    in: file)]
            }
            // Said as a target is written here, identifier/path, with the one to write instead (the sixth trial's M06).
            return [context.problem("$.modules.\(name).continuity.ownedTargets[\(index)]: \(text) "
                + (entry.identifier.map { "is not under \(name)'s identifier \($0) (\(entry.path).identifier in settings.json); "
                    + "a module owns the targets under its own identifier: write \($0)/\(path)" }
                    ?? "cannot be checked: \(name)'s settings entry (\(entry.path)) has no identifier; give it the identifier Q2 configured")
                + (foreign.count > 1 ? " (and \(foreign.count - 1) more the same way)" : ""), in: file)]
        }
        let activityTypes = Set(context.declaration.modules[name]?.continuity?.activityTypes ?? [])
        let options = context.options
        return context.built { store throws in
            try ConformanceCheck.continuity(owning: targets, handlingActivityTypes: activityTypes, siblings: siblings,
                                            options: options, store: store, module: make)
        }.map { $0.forModule(name) }
    }

    /// The declaration cannot shrink the plan: no two modules own one link target or handle one activity type (a
    /// module declaring another's would make that module's links its own, and the foreign checks not applicable),
    /// and no module claims the system's web-browsing activity, which carries every Universal Link.
    private static func ownershipProblems(_ context: PlanningContext) -> [ConformanceCheck] {
        var problems: [ConformanceCheck] = []
        var owners: [String: String] = [:], activityOwners: [String: String] = [:]
        let file = context.declaration.file
        for (name, module) in context.declaration.modules.sorted(by: { $0.key < $1.key })
        where context.classes[name]?.kinds.contains(.continuity) == true {
            for target in module.continuity?.ownedTargets ?? [] {
                if let other = owners[target.lowercased()] {
                    problems.append(context.problem("$.modules.\(name).continuity.ownedTargets: \(target) is also declared by \(other); "
                        + "a link target belongs to one module", in: file))
                } else {
                    owners[target.lowercased()] = name
                }
            }
            for type in module.continuity?.activityTypes ?? [] {
                if type == NSUserActivityTypeBrowsingWeb {
                    problems.append(context.problem("$.modules.\(name).continuity.activityTypes: \(type) is the system's web-browsing "
                        + "activity, which carries every module's Universal Links; declare only activity types of your own", in: file))
                } else if let other = activityOwners[type] {
                    problems.append(context.problem("$.modules.\(name).continuity.activityTypes: \(type) is also declared by \(other); "
                        + "an activity type belongs to one module", in: file))
                } else {
                    activityOwners[type] = name
                }
            }
        }
        return problems
    }
}
