import Q2ModuleInterfaces

extension PushJudgement {
    /// How a clause judged on what the module declares decides: which targets it checks, and the verdict on each.
    package enum DeclarationJudgement: Sendable {
        case senderPresent
        case senderWellFormed
        case senderForm
        case senderConsistent
        case senderUnique
        case categoriesValid
        case categoriesUnique
        case contentCategories
        case contentCategoryRegistered

        /// One target a declaration check runs for: a push type of the module, or the module as a whole.
        package struct Target: Sendable {
            package let name: String
            package let part: PushPart?
        }

        /// The targets of `module` this judgement checks, given every module of the package; none when it does not apply.
        package func targets(of module: PushModuleDeclaration, among everyone: [PushModuleDeclaration]) -> [Target] {
            let whole = [Target(name: module.name, part: nil)]
            switch self {
            case .senderPresent, .senderWellFormed, .senderForm:
                return module.parts.map { Target(name: "\(module.name)/\($0.rawValue)", part: $0) }
            case .senderConsistent: return module.parts.count >= 2 ? whole : []
            case .senderUnique: return everyone.count > 1 ? whole : []
            case .categoriesValid: return module.lifecycle == nil ? [] : [Target(name: "\(module.name)/lifecycle", part: .lifecycle)]
            case .categoriesUnique: return module.lifecycle != nil && everyone.count > 1 ? whole : []
            case .contentCategories, .contentCategoryRegistered:
                return module.contentExtension == nil ? [] : [Target(name: "\(module.name)/content extension", part: .contentExtension)]
            }
        }

        /// Whether the verdict needs what the module's types say of themselves (reading it makes the modules).
        package var readsFacts: Bool {
            switch self {
            case .senderPresent, .senderWellFormed, .senderForm, .senderConsistent, .senderUnique: true
            case .categoriesValid, .categoriesUnique, .contentCategories, .contentCategoryRegistered: false
            }
        }

        /// What the check was given, for a check that does not apply as for one that does.
        package func input(_ facts: PushModuleFacts?, part: PushPart?) -> String {
            let sender = part.map { facts?.sender(of: $0) } ?? facts?.senderID
            switch self {
            case .senderPresent: return "static var sender"
            case .senderWellFormed, .senderForm, .senderUnique: return "sender id \"\(sender ?? "")\""
            case .senderConsistent: return Self.describeSenders(facts)
            case .categoriesValid: return "getNotificationCategories()"
            case .categoriesUnique, .contentCategories, .contentCategoryRegistered: return "declared categories"
            }
        }

        private static func describeSenders(_ facts: PushModuleFacts?) -> String {
            (facts?.senders ?? []).map { "\($0.part.rawValue): \($0.id.map { "\"\($0)\"" } ?? "nil")" }.joined(separator: ", ")
        }

        /// The verdict on one target of `module`, its requirements met; `facts` is read when `readsFacts`.
        package func verdict(_ module: PushModuleDeclaration, part: PushPart?, facts: PushModuleFacts?,
                             everyone: [PushModuleDeclaration]) async -> Verdict {
            let sender = part.flatMap { facts?.sender(of: $0) }
            switch self {
            case .senderPresent:
                return Verdict(passing: sender != nil, input: "static var sender", expected: "a PushSender",
                               actual: sender.map { "\"\($0)\"" } ?? "nil")
            case .senderWellFormed:
                let problem = SenderIDReading.problem(with: sender ?? "")
                return Verdict(passing: problem == nil, input: "sender id \"\(sender ?? "")\"",
                               expected: "non-empty, no whitespace or control characters", actual: problem ?? "well formed")
            case .senderForm:
                let placeholder = SenderIDReading.placeholder(in: sender ?? "").map {
                    ", which still holds the page's placeholder \($0): put your module's unique name in its place" } ?? ""
                return Verdict(passing: SenderIDReading.hasRecommendedForm(sender ?? ""), input: "sender id \"\(sender ?? "")\"",
                               expected: "com.q2.mobile.module.<name>", actual: "\"\(sender ?? "")\"" + placeholder)
            case .senderConsistent:
                let ids = Set((facts?.senders ?? []).compactMap(\.id))
                return Verdict(passing: ids.count == 1, input: Self.describeSenders(facts), expected: "one sender id for all the module's push types",
                               actual: ids.count == 1 ? "one id" : "\(ids.count) different ids")
            case .senderUnique:
                return await Self.uniqueSender(of: module, facts: facts, everyone: everyone)
            case .categoriesValid:
                return await Self.validCategories(of: module)
            case .categoriesUnique:
                return await Self.uniqueCategories(of: module, everyone: everyone)
            case .contentCategories:
                let categories = module.contentCategories
                let bad = categories.isEmpty || categories.contains { $0.isEmpty }
                return Verdict(passing: !bad, input: "declared categories \(categories)", expected: "at least one category, each non-empty",
                               actual: categories.isEmpty ? "none declared" : "\(categories)")
            case .contentCategoryRegistered:
                return await Self.registeredContentCategories(of: module, everyone: everyone)
            }
        }

        /// The eighteenth trial's M16: a content category declared under one spelling and registered under another.
        private static func registeredContentCategories(of module: PushModuleDeclaration, everyone: [PushModuleDeclaration]) async -> Verdict {
            var registered: Set<String> = []
            for declaration in everyone {
                let lifecycle = declaration.lifecycle
                registered.formUnion(await MainThread.run { lifecycle.flatMap { $0().getNotificationCategories() }.map { $0.map(\.identifier) } ?? [] })
            }
            let declared = module.contentCategories
            let input = "declared content categories \(declared), registered categories \(registered.sorted())"
            let expected = "each declared content category among the categories the package's modules register"
            guard !registered.isEmpty else {
                return Verdict(.notApplicable, input: input, expected: expected,
                               actual: "no module of the package registers a category (getNotificationCategories() is nil or empty), as the "
                                   + "page's sample does: a payload's category then names the extension alone")
            }
            let missing = declared.filter { !registered.contains($0) }
            return Verdict(passing: missing.isEmpty, input: input, expected: expected,
                           actual: missing.isEmpty ? "each registered" : missing.map { category in
                               // The twentieth trial's M83: whitespace around one of the two is told as such.
                               if let spaced = registered.first(where: {
                                   $0.trimmingCharacters(in: .whitespacesAndNewlines) == category.trimmingCharacters(in: .whitespacesAndNewlines) }) {
                                   return "\"\(category)\" is not registered; \"\(spaced)\" is, the same name with different whitespace around it"
                               }
                               return "\"\(category)\" is not registered" + (EditDistance.nearest(category, among: registered)
                                   .map { "; \"\($0)\" is, and looks like the same category spelt otherwise" } ?? "")
                           }.joined(separator: "; "))
        }

        private static func uniqueSender(of module: PushModuleDeclaration, facts: PushModuleFacts?,
                                         everyone: [PushModuleDeclaration]) async -> Verdict {
            let id = facts?.senderID ?? ""
            var clashes: [String] = []
            for other in everyone where other.name != module.name {
                let facts = await other.facts()
                if facts.senderID == id { clashes.append(other.name) }
            }
            return Verdict(passing: clashes.isEmpty, input: "sender id \"\(id)\"", expected: "no other declared module with this id",
                           actual: clashes.isEmpty ? "unique" : "also named by \(clashes.joined(separator: ", "))")
        }

        private static func validCategories(of module: PushModuleDeclaration) async -> Verdict {
            let lifecycle = module.lifecycle
            let categories = await MainThread.run { lifecycle?().getNotificationCategories() }
            let identifiers = categories.map { $0.map(\.identifier) } ?? []
            let empty = identifiers.contains { $0.isEmpty }
            // The system keeps one category per identifier: two that share one lose all but one's actions.
            let duplicates = Set(identifiers.filter { identifier in identifiers.filter { $0 == identifier }.count > 1 }).sorted()
            let sharing = duplicates.map { identifier in
                "\"\(identifier)\" \(identifiers.filter { $0 == identifier }.count) times"
                    + " (actions: " + (categories ?? []).filter { $0.identifier == identifier }
                        .map { "[" + $0.actions.map(\.identifier).sorted().joined(separator: ", ") + "]" }.sorted().joined(separator: " and ") + ")"
            }
            return Verdict(passing: !empty && duplicates.isEmpty, input: "getNotificationCategories()",
                           expected: "nil, or categories with non-empty, distinct identifiers",
                           actual: categories == nil ? "nil" : "\(identifiers.sorted())"
                               + (sharing.isEmpty ? "" : "; registered twice: " + sharing.joined(separator: "; ")))
        }

        private static func uniqueCategories(of module: PushModuleDeclaration, everyone: [PushModuleDeclaration]) async -> Verdict {
            func identifiers(_ declaration: PushModuleDeclaration) async -> Set<String> {
                let lifecycle = declaration.lifecycle
                return await MainThread.run { Set(lifecycle.flatMap { $0().getNotificationCategories() }.map { $0.map(\.identifier) } ?? []) }
            }
            let own = await identifiers(module)
            var clashes: [String] = []
            for other in everyone where other.name != module.name {
                for shared in own.intersection(await identifiers(other)).sorted() { clashes.append("\"\(shared)\" with \(other.name)") }
            }
            return Verdict(passing: clashes.isEmpty, input: "categories \(own.sorted())",
                           expected: "no category identifier shared with another declared module",
                           actual: clashes.isEmpty ? "none shared" : "shares \(clashes.joined(separator: ", "))")
        }
    }
}
