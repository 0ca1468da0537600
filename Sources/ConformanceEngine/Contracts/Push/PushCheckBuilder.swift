import Foundation
import Q2ModuleInterfaces

/// Turns the push clauses, the golden push fixtures and an author's module declarations into checks.
///
/// Building the checks runs no module code: senders, class names and categories are read inside the checks.
package struct PushCheckBuilder: Sendable {
    package let modules: [PushModuleDeclaration]
    package let settings: PushSettings?
    package let tokenFormatter: (@Sendable (Data) -> String)?
    package let options: ConformanceOptions
    package let store: FixtureStore

    package func checks() throws(InputFileError) -> [ConformanceCheck] {
        let fixtureChecks = try store.cases(of: .push, skipping: PushClauses.entry.referenceKinds, [
            "push.payload": { file throws(InputFileError) in
                let fixture = try store.load(PushPayloadFixture.File.self, from: file)
                return try payloadChecks(fixture, clauses: validate(fixture, file: file), file: file)
            },
            "push.routing": { file throws(InputFileError) in
                routingChecks(try store.load(PushRoutingFixture.File.self, from: file), file: file)
            },
            "push.registration": { file throws(InputFileError) in
                registrationChecks(try store.load(PushRegistrationFixture.File.self, from: file), file: file)
            },
        ])
        return declarationChecks() + fixtureChecks
    }

    /// Each clause must judge at least one of the case's callbacks, and each callback must be judged by some clause.
    private func validate(_ fixture: PushPayloadFixture.File, file: String) throws(InputFileError) -> [String: [PayloadClause]] {
        var clauses: [String: [PayloadClause]] = [:]
        for (index, item) in fixture.cases.enumerated() {
            var judged = Set<PushCallback>()
            for (position, id) in item.clauses.enumerated() {
                let path = "$.cases[\(index)].clauses[\(position)]"
                guard let clause = PushClauses.all.clause(id), case .payload(let judgement, _) = clause.judgement else {
                    throw InputFileError(file: file, jsonPath: path, message: "'\(id)' is not a push payload clause")
                }
                let mine = clause.judgement.callbacks.intersection(item.input.callbacks)
                guard !mine.isEmpty else {
                    throw InputFileError(file: file, jsonPath: path, message: "\(id) judges none of the case's callbacks")
                }
                judged.formUnion(mine)
                clauses[item.id, default: []].append(PayloadClause(clause: clause, judgement: judgement))
            }
            if let unjudged = item.input.callbacks.first(where: { !judged.contains($0) }) {
                throw InputFileError(file: file, jsonPath: "$.cases[\(index)].input.callbacks",
                                   message: "no clause of the case judges the callback '\(unjudged.rawValue)'")
            }
        }
        return clauses
    }

    /// A payload clause with its judgement, as a validated case names it.
    private struct PayloadClause {
        let clause: PushClause
        let judgement: PushJudgement.PayloadJudgement
    }

    private func check(_ clause: PushClause, _ fixture: FixtureCase, _ target: String?,
                       body: @escaping @Sendable (ConformanceOptions) async -> Verdict) -> ConformanceCheck {
        ConformanceCheck(clause.clause, fixture: fixture, target: target, options: options, body: body)
    }

    /// A check judged on what the module declares, once its clause's requirements are met.
    private func declarationCheck(_ clause: PushClause, _ fixture: FixtureCase, _ target: String?,
                                  _ facts: @escaping PushModuleFacts.Reader, input: @escaping @Sendable (PushModuleFacts) -> String,
                                  isMet: @escaping @Sendable (PushRequirement, PushModuleFacts) -> Bool = { _, _ in true },
                                  judge: @escaping @Sendable (PushModuleFacts) async -> Verdict) -> ConformanceCheck {
        check(clause, fixture, target) { _ in
            let known = await facts()
            if let unmet = clause.requires.firstUnmet({ isMet($0, known) }) {
                return .notApplicable(unmet, input: input(known))
            }
            return await judge(known)
        }
    }

    // MARK: Declaration checks

    private func declarationChecks() -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        let everyone = modules
        for module in modules {
            let fixture = FixtureCase.declaration(module.name)
            let facts = module.facts
            for part in module.parts {
                let target = "\(module.name)/\(part.rawValue)"
                let senderOf: @Sendable (PushModuleFacts) -> String? = { $0.sender(of: part) }
                let hasSender: @Sendable (PushRequirement, PushModuleFacts) -> Bool = { _, known in senderOf(known) != nil }
                checks.append(declarationCheck(PushClauses.senderPresent, fixture, target, facts, input: { _ in "static var sender" }) { known in
                    Verdict(passing: senderOf(known) != nil, input: "static var sender", expected: "a PushSender",
                            actual: senderOf(known).map { "\"\($0)\"" } ?? "nil")
                })
                checks.append(declarationCheck(PushClauses.senderWellFormed, fixture, target, facts,
                                               input: { "sender id \"\(senderOf($0) ?? "")\"" }, isMet: hasSender) { known in
                    let id = senderOf(known) ?? ""
                    let problem = SenderIDReading.problem(with: id)
                    return Verdict(passing: problem == nil, input: "sender id \"\(id)\"",
                                   expected: "non-empty, no whitespace or control characters", actual: problem ?? "well formed")
                })
                checks.append(declarationCheck(PushClauses.senderForm, fixture, target, facts,
                                               input: { "sender id \"\(senderOf($0) ?? "")\"" }, isMet: hasSender) { known in
                    let id = senderOf(known) ?? ""
                    return Verdict(passing: SenderIDReading.hasRecommendedForm(id), input: "sender id \"\(id)\"",
                                   expected: "com.q2.mobile.module.<name>", actual: "\"\(id)\"")
                })
            }
            if module.parts.count >= 2 {
                let describe: @Sendable (PushModuleFacts) -> String = { known in
                    known.senders.map { "\($0.part.rawValue): \($0.id.map { "\"\($0)\"" } ?? "nil")" }.joined(separator: ", ")
                }
                checks.append(declarationCheck(PushClauses.senderConsistent, fixture, module.name, facts, input: describe,
                                               isMet: { _, known in known.senders.compactMap(\.id).count >= 2 }) { known in
                    let ids = Set(known.senders.compactMap(\.id))
                    return Verdict(passing: ids.count == 1, input: describe(known), expected: "one sender id for all the module's push types",
                                   actual: ids.count == 1 ? "one id" : "\(ids.count) different ids")
                })
            }
            if everyone.count > 1 {
                checks.append(declarationCheck(PushClauses.senderUnique, fixture, module.name, facts,
                                               input: { "sender id \"\($0.senderID ?? "")\"" },
                                               isMet: { _, known in known.senderID != nil }) { known in
                    let id = known.senderID ?? ""
                    var clashes: [String] = []
                    for other in everyone where other.name != module.name {
                        let facts = await other.facts()
                        if facts.senderID == id { clashes.append(other.name) }
                    }
                    return Verdict(passing: clashes.isEmpty, input: "sender id \"\(id)\"", expected: "no other declared module with this id",
                                   actual: clashes.isEmpty ? "unique" : "also named by \(clashes.joined(separator: ", "))")
                })
            }
            if module.lifecycle != nil {
                checks.append(categoryCheck(module))
                if everyone.count > 1 {
                    checks.append(categoryUniquenessCheck(module, everyone: everyone))
                }
            }
            if module.contentExtension != nil {
                let categories = module.contentCategories
                let bad = categories.isEmpty || categories.contains { $0.isEmpty }
                checks.append(check(PushClauses.contentCategories, fixture, "\(module.name)/content extension") { _ in
                    Verdict(passing: !bad, input: "declared categories \(categories)", expected: "at least one category, each non-empty",
                            actual: categories.isEmpty ? "none declared" : "\(categories)")
                })
            }
            checks += settingsChecks(module)
        }
        return checks
    }

    private func categoryCheck(_ module: PushModuleDeclaration) -> ConformanceCheck {
        check(PushClauses.categoriesValid, .declaration(module.name), "\(module.name)/lifecycle") { _ in
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
    }

    private func categoryUniquenessCheck(_ module: PushModuleDeclaration, everyone: [PushModuleDeclaration]) -> ConformanceCheck {
        check(PushClauses.categoriesUnique, .declaration(module.name), module.name) { _ in
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

    // MARK: Settings checks

    /// The settings clauses for one module; the entry is looked up inside each check, since it is found by class name.
    private func settingsChecks(_ module: PushModuleDeclaration) -> [ConformanceCheck] {
        guard let settings else { return [] }
        let fixture = FixtureCase.settings(module.name)
        let facts = module.facts
        let reportsMissingEntry = module.lifecycle != nil ? PushClauses.settingsClassName.id : PushClauses.settingsExtensions.id
        func settingsCheck(_ clause: PushClause, key: String, _ judge: @escaping @Sendable (PushModuleFacts, PushSettings.Entry) -> Verdict)
            -> ConformanceCheck {
            check(clause, fixture, module.name) { _ in
                let known = await facts()
                guard let entry = settings.entry(for: known) else {
                    // One clause reports a missing entry: the lifecycle class name's, else the extensions'.
                    guard clause.id == reportsMissingEntry else {
                        return .notApplicable(PushRequirement.settingsEntry, input: settings.file)
                    }
                    return Verdict(.failed, input: settings.file, expected: "an entry for module '\(module.name)'",
                                   actual: "no entry for module '\(module.name)': none names its class \(known.classNames.first ?? "")")
                }
                let place = "\(settings.file) \(entry.path)"
                let unmet = clause.requires.firstUnmet { requirement in
                    switch requirement {
                    case .sender: known.senderID != nil
                    case .settingsIdentifier: !(entry.identifier ?? "").isEmpty
                    default: true
                    }
                }
                if let unmet {
                    return .notApplicable(unmet, input: "\(place)\(key)")
                }
                return judge(known, entry)
            }
        }
        var checks: [ConformanceCheck] = []
        if module.lifecycle != nil {
            checks.append(settingsCheck(PushClauses.settingsPush, key: ".push") { _, entry in
                let push = entry.push ?? settings.appPush
                return Verdict(passing: push == true, input: "\(settings.file) \(entry.path).push", expected: "true",
                               actual: push.map { "\($0)" } ?? "missing")
            })
            checks.append(settingsCheck(PushClauses.settingsClassName, key: ".className") { known, entry in
                let name = known.lifecycleClass ?? ""
                return Verdict(passing: entry.className == name, input: "\(settings.file) \(entry.path).className",
                               expected: "\"\(name)\"", actual: entry.className.map { "\"\($0)\"" } ?? "missing")
            })
        }
        checks.append(settingsCheck(PushClauses.settingsExtensions, key: ".pushServiceClassName, .pushContentClassName") { known, entry in
            func text(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "absent" }
            let matches = entry.pushServiceClassName == known.serviceClass && entry.pushContentClassName == known.contentClass
            return Verdict(passing: matches, input: "\(settings.file) \(entry.path).pushServiceClassName, .pushContentClassName",
                           expected: "\(text(known.serviceClass)), \(text(known.contentClass))",
                           actual: "\(text(entry.pushServiceClassName)), \(text(entry.pushContentClassName))")
        })
        checks.append(settingsCheck(PushClauses.settingsIdentifier, key: ".identifier") { _, entry in
            Verdict(passing: !(entry.identifier ?? "").isEmpty, input: "\(settings.file) \(entry.path).identifier",
                    expected: "a non-empty identifier", actual: entry.identifier.map { "\"\($0)\"" } ?? "missing")
        })
        checks.append(settingsCheck(PushClauses.settingsIdentifierIsSender, key: ".identifier") { known, entry in
            let sender = known.senderID ?? ""
            return Verdict(passing: entry.identifier == sender, input: "\(settings.file) \(entry.path).identifier",
                           expected: "\"\(sender)\" (the sender id)", actual: entry.identifier.map { "\"\($0)\"" } ?? "missing")
        })
        return checks
    }

    // MARK: Payload checks

    /// Payload cases for each module; a module without a payload key gets a neutral one, which only its
    /// lifecycle and content callbacks see (service extension cases that need the key do not run).
    private func payloadChecks(_ fixture: PushPayloadFixture.File, clauses: [String: [PayloadClause]], file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for item in fixture.cases {
                // A case that sends the module's own payload becomes one payload per example (or derived variant).
                for instance in module.ownPayload.instances(of: item.input.payload) {
                    for judged in clauses[item.id, default: []] {
                        for callback in item.input.callbacks where judged.clause.judgement.callbacks.contains(callback) && module.hasPart(for: callback) {
                            checks.append(payloadCheck(module, item, instance, judged.clause, judged.judgement, callback, file: file))
                        }
                    }
                }
            }
        }
        return checks
    }

    private func payloadCheck(_ module: PushModuleDeclaration, _ item: PushPayloadFixture.Case, _ instance: OwnPayloadExamples.Instance,
                              _ clause: PushClause, _ judgement: PushJudgement.PayloadJudgement, _ callback: PushCallback,
                              file: String) -> ConformanceCheck {
        // The case's needs first: its payload may address the module's sender or its own payload key, and a modified
        // own notification can be judged only with an example of the module's own payload.
        let addressesKey = item.input.payload.mentions("{payloadKey") && (callback == .serviceExtension || callback == .expire)
        let needsExample = judgement == .deliversModified && OwnPayloadExamples.use(in: item.input.payload) != nil
            && module.ownPayload.examples.isEmpty
        let requirements = (item.input.payload.mentions("{sender") ? [PushRequirement.sender] : [])
            + (addressesKey ? [.payloadKey] : []) + (needsExample ? [.payloadExample] : []) + clause.requires
        let caseID = instance.suffix.map { "\(item.id)/\($0)" } ?? item.id
        let facts = module.facts
        return check(clause, FixtureCase(file: file, id: caseID), "\(module.name)/\(callback.rawValue)") { options in
            var input = "payload \(caseID) via \(callback.signature)"
            let senderID = requirements.contains(.sender) ? (await facts()).senderID : nil
            let before = requirements.firstUnmet { requirement in
                switch requirement {
                case .sender: senderID != nil
                case .payloadKey: module.payloadKey != nil
                case .payloadExample: !module.ownPayload.examples.isEmpty
                default: true
                }
            }
            if let before { return .notApplicable(before, input: input) }
            let bindings = ["sender": senderID ?? "", "payloadKey": module.payloadKey ?? "payload"]
            let payload: PushPayload
            do {
                payload = PushPayload(json: instance.payload(from: try PushPayload.expand(item.input.payload, with: bindings).json))
            } catch {
                return Verdict(.failed, input: input, expected: judgement.expectation, actual: "fixture error: \(error)")
            }
            // What was sent, shortened, so a failure shows the payload and not only the case id.
            input = "payload \(caseID) \(payload.summary) via \(callback.signature)"
            // A near miss that Swift's own == takes for the module's sender (the page's sample compares with ==) is no miss.
            if item.input.payload.mentions("{sender:"), let sent = payload.sender, sent == senderID {
                return .notApplicable(PushRequirement.nearMissDiffers, input: "\(input) with sender \"\(sent)\"")
            }
            let probe = PushProbe(callbackBudget: options.callbackBudget, serviceBudget: min(options.serviceExtensionPatience, options.serviceExtensionBudget),
                                  secondCallWindow: options.handlerBudget)
            let request = payload.request()
            let observed: PushProbe.Observation
            do {
                observed = try await observe(probe, module, callback, request)
            } catch {
                return Verdict(.failed, input: input, expected: judgement.expectation, actual: "\(error)")
            }
            let after = requirements.firstUnmet { requirement in
                switch requirement {
                case .answered: observed.returned
                case .delivered: !observed.delivered.isEmpty
                default: true
                }
            }
            if let after {
                return .notApplicable(after, input: input, actual: after.unmetObservation)
            }
            return judgement.verdict(on: observed, original: ContentSnapshot(request.content), input: input, options: options)
        }
    }

    /// Delivers the request to the module's part that receives the callback.
    private func observe(_ probe: PushProbe, _ module: PushModuleDeclaration, _ callback: PushCallback,
                         _ request: UNNotificationRequest) async throws(SystemObjects.Unavailable) -> PushProbe.Observation {
        switch callback {
        case .silent, .willPresent, .tap:
            let (make, request) = (module.lifecycle!, Unchecked(request))
            return try await probe.lifecycle(await MainThread.run { Unchecked(make()) }.value, callback, request: request.value)
        case .serviceExtension, .expire:
            let (make, request) = (module.serviceExtension!, Unchecked(request))
            return await probe.serviceExtension(await MainThread.run { Unchecked(make()) }.value, request: request.value,
                                                expire: callback == .expire)
        case .contentExtension: return try await probe.contentExtension(module.contentExtension!, request: request)
        }
    }

    // MARK: Routing

    private func routingChecks(_ fixture: PushRoutingFixture.File, file: String) -> [ConformanceCheck] {
        modules.filter { $0.lifecycle != nil }.flatMap { module in
            fixture.cases.map { scenario in
                check(PushClauses.senderRouted, FixtureCase(file: file, id: scenario.id), "\(module.name)/lifecycle") { _ in
                    let lifecycle = module.lifecycle!
                    return await MainThread.run { PushRoutingRun(scenario: scenario, lifecycle: lifecycle).verdict() }
                }
            }
        }
    }

    // MARK: Registration

    private func registrationChecks(_ fixture: PushRegistrationFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for item in fixture.cases {
            let name = FixtureCase(file: file, id: item.id)
            if item.clauses.contains(PushClauses.tokenHex.id), let bytes = item.input.bytes, let hex = item.expected.hex {
                let formatter = tokenFormatter
                checks.append(check(PushClauses.tokenHex, name, nil) { _ in
                    let input = "\(bytes.count) bytes"
                    guard let formatter else { return .notApplicable(PushRequirement.tokenFormatter, input: input) }
                    let formatted = formatter(Data(bytes.map { UInt8(truncatingIfNeeded: $0) }))
                    return Verdict(passing: formatted == hex, input: input, expected: "\"\(hex)\"", actual: "\"\(formatted)\"")
                })
            }
            guard item.clauses.contains(PushClauses.registrationSurvives.id) else { continue }
            for module in modules {
                guard let lifecycle = module.lifecycle else { continue }
                checks.append(check(PushClauses.registrationSurvives, name, "\(module.name)/lifecycle") { _ in
                    let input: String = await MainThread.run {
                        let instance = lifecycle()
                        if let failure = item.input.failure {
                            instance.application(SystemObjects.application, didFailToRegisterForRemoteNotificationsWithError:
                                                    NSError(domain: failure.domain, code: failure.code))
                            return "registration failure \(failure.domain) \(failure.code)"
                        }
                        let bytes = item.input.bytes ?? []
                        instance.application(SystemObjects.application, didRegisterForRemoteNotificationsWithDeviceToken:
                                                Data(bytes.map { UInt8(truncatingIfNeeded: $0) }))
                        return "device token of \(bytes.count) bytes"
                    }
                    return Verdict(.passed, input: input, expected: "returns normally", actual: "returned")
                })
            }
        }
        return checks
    }
}

extension JSON {
    /// Whether any string or key in the value contains the text.
    func mentions(_ text: String) -> Bool {
        switch self {
        case .string(let value): value.contains(text)
        case .array(let items): items.contains { $0.mentions(text) }
        case .object(let members): members.contains { $0.key.contains(text) || $0.value.mentions(text) }
        default: false
        }
    }
}
