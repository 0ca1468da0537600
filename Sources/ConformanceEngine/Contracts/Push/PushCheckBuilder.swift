import Foundation
import Q2ModuleInterfaces

/// Turns the push clauses, the golden push fixtures and an author's module declarations into checks.
///
/// Every clause is dispatched by its judgement: a clause judged on the declaration or on settings.json gets a check
/// for each module its judgement applies to, and a clause judged by fixtures gets one for each case that names it in
/// its `clauses` list. Building the checks runs no module code: senders, class names and categories are read inside
/// the checks.
package struct PushCheckBuilder: Sendable {
    package let modules: [PushModuleDeclaration]
    package let settings: SettingsFile?
    package let tokenFormatter: (@Sendable (Data) -> String)?
    package let options: ConformanceOptions
    package let store: FixtureStore

    package func checks() throws -> [ConformanceCheck] {
        let fixtureChecks = try store.cases(of: .push, skipping: PushClauses.entry.referenceKinds, [
            "push.payload": { file throws in
                let fixture = try store.load(PushPayloadFixture.File.self, from: file)
                return try payloadChecks(fixture, clauses: validate(fixture, file: file), file: file)
            },
            "push.routing": { file throws in
                try routingChecks(try store.load(PushRoutingFixture.File.self, from: file), file: file)
            },
            "push.registration": { file throws in
                try registrationChecks(try store.load(PushRegistrationFixture.File.self, from: file), file: file)
            },
        ])
        return declarationChecks() + settingsChecks() + fixtureChecks + (try longLivedChecks()) + (try contentLongLivedChecks())
    }

    func check(_ clause: PushClause, _ fixture: FixtureCase, _ target: String?,
               body: @escaping @Sendable (ConformanceOptions) async -> Verdict) -> ConformanceCheck {
        ConformanceCheck(clause.clause, fixture: fixture, target: target, options: options, body: body)
    }

    /// The clause a case names, if its judgement is of the kind `matches` accepts; otherwise a fault at `path`.
    private func clause<Judged>(_ id: ClauseID, file: String, path: String, kind: String,
                                _ matches: (PushJudgement) -> Judged?) throws -> (PushClause, Judged) {
        guard let clause = PushClauses.all.clause(id), let judged = matches(clause.judgement) else {
            throw InputFileError(file: file, jsonPath: path, message: "'\(id)' is not a push \(kind) clause")
        }
        return (clause, judged)
    }

    // MARK: Declaration

    /// A check of every declaration clause for every module and target its judgement applies to.
    private func declarationChecks() -> [ConformanceCheck] {
        let everyone = modules
        return modules.flatMap { module in
            PushClauses.all.flatMap { clause -> [ConformanceCheck] in
                guard case .declaration(let judgement) = clause.judgement else { return [] }
                return judgement.targets(of: module, among: everyone).map { target in
                    check(clause, .declaration(module.name), target.name) { _ in
                        let facts = judgement.readsFacts ? await module.facts() : nil
                        if let unmet = clause.requires.firstUnmet(in: PushSituation(facts: facts, part: target.part)) {
                            return .notApplicable(unmet, input: judgement.input(facts, part: target.part))
                        }
                        return await judgement.verdict(module, part: target.part, facts: facts, everyone: everyone)
                    }
                }
            }
        }
    }

    // MARK: settings.json

    /// A check of every settings clause that applies to each module; the entry is looked up inside each check, since
    /// it is found by class name.
    private func settingsChecks() -> [ConformanceCheck] {
        guard let settings else { return [] }
        return modules.flatMap { module in
            PushClauses.all.compactMap { clause -> ConformanceCheck? in
                guard case .settings(let judgement) = clause.judgement, judgement.applies(to: module) else { return nil }
                return check(clause, .settings(module.name), module.name) { _ in
                    let known = await module.facts()
                    guard let entry = settings.entry(for: known) else {
                        // One clause reports a missing entry; the others do not apply.
                        guard judgement.reportsMissingEntry(of: module) else {
                            return .notApplicable(PushRequirement.settingsEntry, input: settings.file)
                        }
                        return Verdict(.failed, input: settings.file, expected: "an entry for module '\(module.name)'",
                                       actual: "no entry for module '\(module.name)': none names its class \(known.classNames.first ?? "")")
                    }
                    if let unmet = clause.requires.firstUnmet(in: PushSituation(facts: known, entry: .some(entry))) {
                        return .notApplicable(unmet, input: "\(settings.file) \(entry.path)\(judgement.keys)")
                    }
                    return judgement.verdict(known, entry: entry, settings: settings)
                }
            }
        }
    }

    // MARK: Routing

    /// For each scenario, each routing clause it names, for each module with a lifecycle module.
    private func routingChecks(_ fixture: PushRoutingFixture.File, file: String) throws -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for (index, scenario) in fixture.cases.enumerated() {
            for (position, id) in scenario.clauses.enumerated() {
                let (clause, _) = try clause(id, file: file, path: "$.cases[\(index)].clauses[\(position)]", kind: "routing") { judgement in
                    if case .routing = judgement { return true } else { return nil }
                }
                for module in modules {
                    guard let lifecycle = module.lifecycle else { continue }
                    checks.append(check(clause, FixtureCase(file: file, id: scenario.id), "\(module.name)/lifecycle") { _ in
                        await MainThread.run { PushRoutingRun(scenario: scenario, lifecycle: lifecycle).verdict(requiring: clause.requires) }
                    })
                }
            }
        }
        return checks
    }

    // MARK: Registration

    /// For each case, each registration clause it names: the formatter once, the callbacks for each lifecycle module.
    private func registrationChecks(_ fixture: PushRegistrationFixture.File, file: String) throws -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for (index, item) in fixture.cases.enumerated() {
            for (position, id) in item.clauses.enumerated() {
                let path = "$.cases[\(index)].clauses[\(position)]"
                let (clause, judgement) = try clause(id, file: file, path: path, kind: "registration") { judgement in
                    if case .registration(let registration) = judgement { return registration } else { return nil }
                }
                switch judgement {
                case .formatsHex:
                    guard let bytes = item.input.bytes, let hex = item.expected.hex else {
                        throw InputFileError(file: file, jsonPath: path, message: "\(id) needs the case's input bytes and expected hex")
                    }
                    checks.append(hexCheck(clause, FixtureCase(file: file, id: item.id), bytes: bytes, hex: hex))
                case .survives:
                    checks += modules.compactMap { module in
                        module.lifecycle.map { survivalCheck(clause, FixtureCase(file: file, id: item.id), item, module: module.name, lifecycle: $0) }
                    }
                }
            }
        }
        return checks
    }

    private func hexCheck(_ clause: PushClause, _ fixture: FixtureCase, bytes: [Int], hex: String) -> ConformanceCheck {
        let formatter = tokenFormatter
        return check(clause, fixture, nil) { _ in
            let input = "\(bytes.count) bytes"
            if let unmet = clause.requires.firstUnmet(in: PushSituation(tokenFormatterGiven: formatter != nil)) {
                return .notApplicable(unmet, input: input)
            }
            let formatted = formatter?(Data(bytes.map { UInt8(truncatingIfNeeded: $0) })) ?? ""
            return Verdict(passing: formatted == hex, input: input, expected: "\"\(hex)\"", actual: "\"\(formatted)\"")
        }
    }

    private func survivalCheck(_ clause: PushClause, _ fixture: FixtureCase, _ item: PushRegistrationFixture.Case, module: String,
                               lifecycle: @escaping @MainActor @Sendable () -> any PushLifecycleModule) -> ConformanceCheck {
        check(clause, fixture, "\(module)/lifecycle") { _ in
            let bytes = item.input.bytes ?? []
            let input = item.input.failure.map { "registration failure \($0.domain) \($0.code)" } ?? "device token of \(bytes.count) bytes"
            let called: Result<Void, any Error> = await MainThread.run {
                let application: UIApplication
                do { application = try SystemObjects.application } catch { return .failure(error) }
                let instance = lifecycle()
                if let failure = item.input.failure {
                    instance.application(application, didFailToRegisterForRemoteNotificationsWithError:
                                            NSError(domain: failure.domain, code: failure.code))
                } else {
                    instance.application(application, didRegisterForRemoteNotificationsWithDeviceToken:
                                            Data(bytes.map { UInt8(truncatingIfNeeded: $0) }))
                }
                return .success(())
            }
            if case .failure(let error) = called {
                return Verdict(.failed, input: input, expected: "returns normally", actual: "\(error)")
            }
            return Verdict(.passed, input: input, expected: "returns normally", actual: "returned")
        }
    }
}
