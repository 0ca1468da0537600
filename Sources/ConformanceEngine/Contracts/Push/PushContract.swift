import Foundation
import ModuleInterfaces

/// Turns the push clauses, the golden push fixtures and an author's module declarations into checks.
package struct PushContract: Sendable {
    package let modules: [PushModuleDeclaration]
    package let settings: PushSettings?
    package let tokenFormatter: (@Sendable (Data) -> String)?
    package let options: ConformanceOptions
    package let store: FixtureStore

    package func checks() throws(FixtureError) -> [ConformanceCheck] {
        var checks = declarationChecks()
        for file in try store.files(of: .push) {
            switch try store.json(file).objectValue?["kind"]?.stringValue {
            case "push.payload":
                let fixture = try store.load(PushPayloadFixture.File.self, from: file)
                try validate(fixture, file: file)
                checks += payloadChecks(fixture, file: file)
            case "push.routing":
                checks += routingChecks(try store.load(PushRoutingFixture.File.self, from: file), file: file)
            case "push.registration":
                checks += registrationChecks(try store.load(PushRegistrationFixture.File.self, from: file), file: file)
            case "push.senderIDs", "push.invocation":
                continue  // reference-rule and host vectors: the kit's own tests run them
            case let kind:
                throw FixtureError(file: file, jsonPath: "$.kind", message: "unknown fixture kind '\(kind ?? "none")'")
            }
        }
        return checks
    }

    /// Each clause must judge at least one of the case's callbacks, and each callback must be judged by some clause.
    private func validate(_ fixture: PushPayloadFixture.File, file: String) throws(FixtureError) {
        for (index, item) in fixture.cases.enumerated() {
            var judged = Set<PushCallback>()
            for (position, clause) in item.clauses.enumerated() {
                let allowed = PushRule.callbacks(for: clause)
                let path = "$.cases[\(index)].clauses[\(position)]"
                guard !allowed.isEmpty else {
                    throw FixtureError(file: file, jsonPath: path, message: "'\(clause)' is not a push payload clause")
                }
                let mine = allowed.intersection(item.input.callbacks)
                guard !mine.isEmpty else {
                    throw FixtureError(file: file, jsonPath: path, message: "\(clause) judges none of the case's callbacks")
                }
                judged.formUnion(mine)
            }
            if let unjudged = item.input.callbacks.first(where: { !judged.contains($0) }) {
                throw FixtureError(file: file, jsonPath: "$.cases[\(index)].input.callbacks",
                                   message: "no clause of the case judges the callback '\(unjudged.rawValue)'")
            }
        }
    }

    // MARK: Results

    private func result(_ clause: Clause, fixture: String, target: String?, input: String, expected: String,
                        actual: String, outcome: Outcome, note: String? = nil) -> CheckResult {
        CheckResult(clause: clause.id,
                    level: clause.level, fixture: fixture, target: target, input: input, expected: expected,
                    actual: actual, outcome: outcome, note: note)
    }

    private func check(_ clause: Clause, fixture: String, target: String?,
                       body: @escaping @Sendable (ConformanceOptions) async -> CheckResult) -> ConformanceCheck {
        ConformanceCheck(clause: clause.id, fixture: fixture, target: target, options: options, body: body)
    }

    // MARK: Declaration checks

    private func declarationChecks() -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        let everyone = modules
        for module in modules {
            let fixture = "declaration#\(module.name)"
            for (part, sender) in module.senders {
                let target = "\(module.name)/\(part)"
                checks.append(staticCheck(PushClauses.senderPresent, fixture, target, input: "static var sender",
                                          expected: "a PushSender", actual: sender.map { "\"\($0.id)\"" } ?? "nil",
                                          passed: sender != nil))
                guard let id = sender?.id else { continue }
                let problem = SenderIDRules.problem(with: id)
                checks.append(staticCheck(PushClauses.senderWellFormed, fixture, target, input: "sender id \"\(id)\"",
                                          expected: "non-empty, no whitespace or control characters",
                                          actual: problem ?? "well formed", passed: problem == nil))
                checks.append(staticCheck(PushClauses.senderForm, fixture, target, input: "sender id \"\(id)\"",
                                          expected: "com.q2.mobile.module.<name>", actual: "\"\(id)\"",
                                          passed: SenderIDRules.hasRecommendedForm(id)))
            }
            let ids = Set(module.senders.compactMap(\.sender?.id))
            if module.senders.compactMap(\.sender).count >= 2 {
                checks.append(staticCheck(PushClauses.senderConsistent, fixture, module.name,
                                          input: module.senders.map { "\($0.part): \($0.sender.map { "\"\($0.id)\"" } ?? "nil")" }.joined(separator: ", "),
                                          expected: "one sender id for all the module's push types",
                                          actual: ids.count == 1 ? "one id" : "\(ids.count) different ids", passed: ids.count == 1))
            }
            if everyone.count > 1, let id = module.senderID {
                let clashes = everyone.filter { $0.name != module.name && $0.senderID == id }.map(\.name)
                checks.append(staticCheck(PushClauses.senderUnique, fixture, module.name, input: "sender id \"\(id)\"",
                                          expected: "no other declared module with this id",
                                          actual: clashes.isEmpty ? "unique" : "also named by \(clashes.joined(separator: ", "))",
                                          passed: clashes.isEmpty))
            }
            if let lifecycle = module.lifecycle {
                checks.append(categoryChecks(module, lifecycle, everyone: everyone))
                if everyone.count > 1 {
                    checks.append(categoryUniquenessCheck(module, everyone: everyone))
                }
            }
            if module.contentExtension != nil {
                let bad = module.contentCategories.isEmpty || module.contentCategories.contains { $0.isEmpty }
                checks.append(staticCheck(PushClauses.contentCategories, fixture, "\(module.name)/content extension",
                                          input: "declared categories \(module.contentCategories)",
                                          expected: "at least one category, each non-empty",
                                          actual: module.contentCategories.isEmpty ? "none declared" : "\(module.contentCategories)",
                                          passed: !bad))
            }
            checks += settingsChecks(module)
        }
        return checks
    }

    private func staticCheck(_ clause: Clause, _ fixture: String, _ target: String?, input: String, expected: String,
                             actual: String, passed: Bool, note: String? = nil) -> ConformanceCheck {
        let outcome: CheckResult = result(clause, fixture: fixture, target: target, input: input, expected: expected,
                                          actual: actual, outcome: passed ? .passed : .failed, note: note)
        return check(clause, fixture: fixture, target: target) { _ in outcome }
    }

    private func categoryChecks(_ module: PushModuleDeclaration, _ lifecycle: @escaping @Sendable () -> any PushLifecycleModule,
                                everyone: [PushModuleDeclaration]) -> ConformanceCheck {
        let clause = PushClauses.categoriesValid
        let fixture = "declaration#\(module.name)"
        return check(clause, fixture: fixture, target: "\(module.name)/lifecycle") { _ in
            let categories = lifecycle().getNotificationCategories()
            let identifiers = categories.map { $0.map(\.identifier) } ?? []
            let empty = identifiers.contains { $0.isEmpty }
            let duplicate = Set(identifiers).count != identifiers.count
            return self.result(clause, fixture: fixture, target: "\(module.name)/lifecycle", input: "getNotificationCategories()",
                               expected: "nil, or categories with non-empty, distinct identifiers",
                               actual: categories == nil ? "nil" : "\(identifiers.sorted())",
                               outcome: empty || duplicate ? .failed : .passed)
        }
    }

    private func categoryUniquenessCheck(_ module: PushModuleDeclaration, everyone: [PushModuleDeclaration]) -> ConformanceCheck {
        let clause = PushClauses.categoriesUnique
        let fixture = "declaration#\(module.name)"
        return check(clause, fixture: fixture, target: module.name) { _ in
            func identifiers(_ declaration: PushModuleDeclaration) -> Set<String> {
                Set(declaration.lifecycle.flatMap { $0().getNotificationCategories() }.map { $0.map(\.identifier) } ?? [])
            }
            let own = identifiers(module)
            var clashes: [String] = []
            for other in everyone where other.name != module.name {
                for shared in own.intersection(identifiers(other)).sorted() { clashes.append("\"\(shared)\" with \(other.name)") }
            }
            return self.result(clause, fixture: fixture, target: module.name, input: "categories \(own.sorted())",
                               expected: "no category identifier shared with another declared module",
                               actual: clashes.isEmpty ? "none shared" : "shares \(clashes.joined(separator: ", "))",
                               outcome: clashes.isEmpty ? .passed : .failed)
        }
    }

    private func settingsChecks(_ module: PushModuleDeclaration) -> [ConformanceCheck] {
        guard let settings else { return [] }
        let fixture = "settings#\(module.name)"
        guard let entry = settings.entry(for: module) else {
            let names = module.classNames
            return [staticCheck(PushClauses.settingsClassName, fixture, module.name, input: settings.file,
                                expected: "an entry for the module's classes",
                                actual: "no entry names \(names.lifecycle ?? names.service ?? names.content ?? "the module")",
                                passed: false)]
        }
        let place = "\(settings.file) \(entry.path)"
        let names = module.classNames
        var checks: [ConformanceCheck] = []
        if module.lifecycle != nil {
            let push = entry.push ?? settings.appPush
            checks.append(staticCheck(PushClauses.settingsPush, fixture, module.name, input: "\(place).push",
                                      expected: "true", actual: push.map { "\($0)" } ?? "missing", passed: push == true))
            checks.append(staticCheck(PushClauses.settingsClassName, fixture, module.name, input: "\(place).className",
                                      expected: "\"\(names.lifecycle!)\"", actual: entry.className.map { "\"\($0)\"" } ?? "missing",
                                      passed: entry.className == names.lifecycle))
        }
        func extensionText(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "absent" }
        let extensionsMatch = entry.pushServiceClassName == names.service && entry.pushContentClassName == names.content
        checks.append(staticCheck(PushClauses.settingsExtensions, fixture, module.name,
                                  input: "\(place).pushServiceClassName, .pushContentClassName",
                                  expected: "\(extensionText(names.service)), \(extensionText(names.content))",
                                  actual: "\(extensionText(entry.pushServiceClassName)), \(extensionText(entry.pushContentClassName))",
                                  passed: extensionsMatch))
        let identifier = entry.identifier ?? ""
        checks.append(staticCheck(PushClauses.settingsIdentifier, fixture, module.name, input: "\(place).identifier",
                                  expected: "a non-empty identifier", actual: entry.identifier.map { "\"\($0)\"" } ?? "missing",
                                  passed: !identifier.isEmpty))
        if let sender = module.senderID, !identifier.isEmpty {
            checks.append(staticCheck(PushClauses.settingsIdentifierIsSender, fixture, module.name, input: "\(place).identifier",
                                      expected: "\"\(sender)\" (the sender id)", actual: "\"\(identifier)\"", passed: identifier == sender))
        }
        return checks
    }

    // MARK: Payload checks

    /// Payload cases for each module; a module without a payload key gets a neutral one, which only its
    /// lifecycle and content callbacks see (service extension cases that need the key do not run).
    private func payloadChecks(_ fixture: PushPayloadFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            // Read once per module: the sender comes from fresh instances of each push type.
            let senderID = module.senderID
            let bindings = ["sender": senderID ?? "", "payloadKey": module.payloadKey ?? "payload"]
            for item in fixture.cases {
                for clause in item.clauses {
                    guard let catalogClause = ClauseCatalog.clause(clause), let rule = PushRule.rule(for: clause) else { continue }
                    let judged = PushRule.callbacks(for: clause)
                    for callback in item.input.callbacks where judged.contains(callback) && hasPart(module, for: callback) {
                        checks.append(payloadCheck(module, senderID: senderID, bindings: bindings, item, catalogClause, rule,
                                                   callback, file: file))
                    }
                }
            }
        }
        return checks
    }

    private func hasPart(_ module: PushModuleDeclaration, for callback: PushCallback) -> Bool {
        switch callback {
        case .silent, .willPresent, .tap: module.lifecycle != nil
        case .serviceExtension, .expire: module.serviceExtension != nil
        case .contentExtension: module.contentExtension != nil
        }
    }

    private func payloadCheck(_ module: PushModuleDeclaration, senderID: String?, bindings: [String: String],
                              _ item: PushPayloadFixture.Case, _ clause: Clause, _ rule: PushRule, _ callback: PushCallback,
                              file: String) -> ConformanceCheck {
        let fixture = "\(file)#\(item.id)"
        let target = "\(module.name)/\(callback.rawValue)"
        let usesSender = item.input.payload.mentions("{sender")
        let usesKey = item.input.payload.mentions("{payloadKey")
        return check(clause, fixture: fixture, target: target) { options in
            func done(_ outcome: Outcome, _ actual: String, note: String? = nil) -> CheckResult {
                self.result(clause, fixture: fixture, target: target, input: "payload \(item.id) via \(callback.signature)",
                            expected: rule.expectation, actual: actual, outcome: outcome, note: note)
            }
            if usesSender, senderID == nil {
                return done(.notApplicable, "not run", note: "the module names no sender; PUSH-SENDER-PRESENT reports it")
            }
            if usesKey, module.payloadKey == nil, callback == .serviceExtension || callback == .expire {
                return done(.notApplicable, "not run", note: "declare the service extension's payloadKey to run this case")
            }
            let payload: PushPayload
            do {
                payload = try PushPayload.expand(item.input.payload, with: bindings)
            } catch {
                return done(.failed, "fixture error: \(error)")
            }
            let probe = PushProbe(callbackBudget: options.callbackBudget, serviceBudget: options.serviceExtensionBudget,
                                  grace: options.handlerBudget)
            let request = payload.request()
            let observation: PushProbe.Observation
            switch callback {
            case .silent, .willPresent, .tap:
                observation = await probe.lifecycle(module.lifecycle!(), callback, request: request)
            case .serviceExtension, .expire:
                observation = await probe.serviceExtension(module.serviceExtension!(), request: request, expire: callback == .expire)
            case .contentExtension:
                observation = probe.contentExtension(module.contentExtension!(), request: request)
            }
            let original = ContentSnapshot(request.content)
            return Self.judge(rule, observation, original: original, options: options, done: done)
        }
    }

    private static func judge(_ rule: PushRule, _ observed: PushProbe.Observation, original: ContentSnapshot,
                              options: ConformanceOptions,
                              done: (Outcome, String, String?) -> CheckResult) -> CheckResult {
        let notDelivered = "no content was delivered within the budget; PUSH-SVC-HANDLER-ONCE reports it"
        switch rule {
        case .returnsWithinBudget:
            return observed.returned ? done(.passed, "returned", nil)
                : done(.failed, "did not return within \(options.callbackBudget)", nil)
        case .answersNil:
            guard observed.returned else { return done(.notApplicable, "no answer within the budget", "the budget clauses report it") }
            return done(observed.answerIsNil ? .passed : .failed, observed.answer ?? "nil", nil)
        case .survives:
            return done(.passed, observed.returned ? "returned" : "still running at the budget, without crashing",
                        observed.returned ? nil : "timing is judged by the budget clauses")
        case .deliversOriginal:
            guard let first = observed.delivered.first else { return done(.notApplicable, "nothing delivered", notDelivered) }
            let changed = observed.delivered.first { $0 != original }
            return changed.map { done(.failed, "changed content: \($0)", "original: \(original)") } ?? done(.passed, "original: \(first)", nil)
        case .deliversModified:
            guard let first = observed.delivered.first else { return done(.notApplicable, "nothing delivered", notDelivered) }
            return first != original ? done(.passed, "modified: \(first)", nil)
                : done(.failed, "the original content, unchanged: \(first)", nil)
        case .deliversOnce:
            let count = observed.delivered.count
            return done(count == 1 ? .passed : .failed, "content handler called \(count) times", nil)
        case .expiresOnce:
            let before = observed.deliveredBeforeExpire.count
            let after = observed.deliveredAfterExpire.count
            let passed = before >= 1 ? after == 0 : after == 1
            return done(passed ? .passed : .failed,
                        "\(before) deliveries before the expiry callback, \(after) after it", nil)
        case .routing, .registrationSurvives, .tokenHex:
            return done(.failed, "a \(rule) clause was given a payload case", nil)
        }
    }

    // MARK: Routing

    private func routingChecks(_ fixture: PushRoutingFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            guard let lifecycle = module.lifecycle else { continue }
            for scenario in fixture.cases {
                let name = "\(file)#\(scenario.id)"
                let target = "\(module.name)/lifecycle"
                let clause = PushClauses.senderRouted
                checks.append(check(clause, fixture: name, target: target) { _ in
                    let outcome = PushRoutingRun(scenario: scenario, lifecycle: lifecycle).run()
                    return self.result(clause, fixture: name, target: target, input: outcome.input,
                                       expected: outcome.expected, actual: outcome.actual, outcome: outcome.outcome,
                                       note: outcome.note)
                })
            }
        }
        return checks
    }

    // MARK: Registration

    private func registrationChecks(_ fixture: PushRegistrationFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for item in fixture.cases {
            let name = "\(file)#\(item.id)"
            if item.clauses.contains(PushClauses.tokenHex.id), let bytes = item.input.bytes, let hex = item.expected.hex {
                let clause = PushClauses.tokenHex
                let formatter = tokenFormatter
                checks.append(check(clause, fixture: name, target: nil) { _ in
                    guard let formatter else {
                        return self.result(clause, fixture: name, target: nil, input: "\(bytes.count) bytes", expected: "\"\(hex)\"",
                                           actual: "not run", outcome: .notApplicable,
                                           note: "pass the module's token formatter as deviceTokenFormatter to check it")
                    }
                    let formatted = formatter(Data(bytes.map { UInt8(truncatingIfNeeded: $0) }))
                    return self.result(clause, fixture: name, target: nil, input: "\(bytes.count) bytes", expected: "\"\(hex)\"",
                                       actual: "\"\(formatted)\"", outcome: formatted == hex ? .passed : .failed)
                })
            }
            guard item.clauses.contains(PushClauses.registrationSurvives.id) else { continue }
            for module in modules {
                guard let lifecycle = module.lifecycle else { continue }
                let clause = PushClauses.registrationSurvives
                let target = "\(module.name)/lifecycle"
                checks.append(check(clause, fixture: name, target: target) { _ in
                    let instance = lifecycle()
                    let input: String
                    if let failure = item.input.failure {
                        input = "registration failure \(failure.domain) \(failure.code)"
                        instance.application(UIApplication(), didFailToRegisterForRemoteNotificationsWithError:
                                                NSError(domain: failure.domain, code: failure.code))
                    } else {
                        let bytes = item.input.bytes ?? []
                        input = "device token of \(bytes.count) bytes"
                        instance.application(UIApplication(), didRegisterForRemoteNotificationsWithDeviceToken:
                                                Data(bytes.map { UInt8(truncatingIfNeeded: $0) }))
                    }
                    return self.result(clause, fixture: name, target: target, input: input, expected: "returns normally",
                                       actual: "returned", outcome: .passed)
                })
            }
        }
        return checks
    }
}

extension JSONValue {
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
