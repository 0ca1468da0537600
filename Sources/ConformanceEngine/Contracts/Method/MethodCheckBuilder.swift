import Foundation
import Q2ModuleInterfaces

/// Turns the method clauses, the golden method fixtures and an author's module declarations into checks.
package struct MethodCheckBuilder: Sendable {
    package let modules: [MethodModuleDeclaration]
    package let options: ConformanceOptions
    package let store: FixtureStore

    package func checks() throws -> [ConformanceCheck] {
        let fixtureChecks = try store.cases(of: .method, skipping: MethodClauses.entry.referenceKinds, [
            "method.request": { file throws in
                let fixture = try store.load(MethodRequestFixture.File.self, from: file)
                let named = try clauses(of: fixture.cases.map(\.clauses), file: file, kind: "request") { judgement in
                    if case .request(let request) = judgement { return request } else { return nil }
                }
                return requestChecks(fixture, named: named, file: file)
            },
            "method.parameters": { file throws in
                let fixture = try store.load(MethodParametersFixture.File.self, from: file)
                let named = try clauses(of: fixture.cases.map(\.clauses), file: file, kind: "parameters") { judgement in
                    if case .call(let call) = judgement { return call } else { return nil }
                }
                return parameterChecks(fixture, named: named, file: file)
            },
        ])
        return declarationChecks() + fixtureChecks + overlapChecks() + longLivedChecks()
    }

    /// How many calls of one method the overlap check makes before any completes.
    static let overlappingCalls = 4

    /// One check per declared method: one instance called it `overlappingCalls` times with its example before any call
    /// completed, as a web page may; each call's callback must complete exactly once.
    private func overlapChecks() -> [ConformanceCheck] {
        let clause = MethodClauses.selectorOverlap
        return modules.flatMap { module in
            module.methods.sorted(by: { $0.key < $1.key }).map { method, declared in
                let make = module.make
                return ConformanceCheck(clause.clause, fixture: .declaration(module.identifier), target: "\(module.identifier)/\(method)",
                                        options: options) { options in
                    let example = JSON.members(sdk: declared)
                    // Review 32's overlap2: a page calls a method for two rows before either answers; a module that kept
                    // one call's work for the next lost a callback, or answered one call with another's values. The calls
                    // alternate the example and values drawn in its shape.
                    let calls = (0..<Self.overlappingCalls).map { index in
                        index % 2 == 0 ? example
                            : ParameterMutation.seededValues.apply(to: example, seed: SeededGenerator.mixed(options.seed, "overlap|\(method)|\(index)"))
                    }
                    let input = "\(Self.overlappingCalls) calls of \(method) on one instance, made one after another in one turn of the "
                        + "main thread: " + calls.map { "(\(JSONText.short(.object($0))))" }.joined(separator: ", ")
                    let module = await MainThread.run { make() }
                    guard TectonInvoker.offers(module, method) else {
                        return .notApplicable(MethodRequirement.methodOffered, input: input)
                    }
                    let invoker = TectonInvoker(budget: options.callbackBudget, secondCallWindow: options.handlerBudget)
                    let handlers = (1...Self.overlappingCalls).map { WatchedHandler("the callback of call \($0) of \(method)") }
                    let logs = await invoker.startOverlapping(module, method: method, calls: Array(zip(calls, handlers.map { Optional($0) }))) ?? []
                    // Each call has the whole budget from when the calls were made, then the window for a second completion;
                    // a completion after that is watched for as long as the module holds the callback.
                    for log in logs { await log.wait(until: 1, budget: invoker.budget) }
                    for log in logs { await log.wait(until: log.count + 1, budget: invoker.secondCallWindow) }
                    for counted in handlers { counted.close() }
                    let counts = logs.map(\.count)
                    let wrong = counts.enumerated().filter { $0.element != 1 }
                    let expected = "each call's callback completed exactly once within the budget, with the answer the call gets alone"
                    guard wrong.isEmpty, !counts.isEmpty else {
                        return Verdict(.failed, input: input, expected: expected,
                                       actual: wrong.map { "call \($0.offset + 1) completed \($0.element) times" }.joined(separator: ", ")
                                           + (options.callbackBudget > .zero && wrong.contains { $0.element == 0 }
                                               ? " within the callback budget of \(options.callbackBudget)" : ""))
                    }
                    // Each answer is compared with the one two fresh instances give the same call alone, where they agree
                    // (an answer that changes from call to call, such as a nonce, is the module's to vary).
                    for (index, log) in logs.enumerated() {
                        guard let overlapped = log.values.first.map({ JSON(sdk: $0.response) }) else { continue }
                        var alone: [JSON] = []
                        for _ in 0..<2 {
                            let fresh = await MainThread.run { make() }
                            guard let freshLog = await invoker.start(fresh, method: method, parameters: calls[index]) else { break }
                            await freshLog.wait(until: 1, budget: invoker.budget)
                            guard let answer = freshLog.values.first.map({ JSON(sdk: $0.response) }) else { break }
                            alone.append(answer)
                        }
                        if alone.count == 2, alone[0] == alone[1], overlapped != alone[0] {
                            return Verdict(.failed, input: input, expected: expected,
                                           actual: "call \(index + 1) (\(JSONText.short(.object(calls[index])))) answered \(JSONText.short(overlapped)) "
                                               + "while the others were in flight; fresh instances given the same call alone answer "
                                               + "\(JSONText.short(alone[0])) each time")
                        }
                    }
                    return Verdict(.passed, input: input, expected: expected, actual: "each completed once, with the answer it gets alone")
                }
            }
        }
    }

    /// One check per module: one instance called every declared method and asked the typed request, many times over.
    private func longLivedChecks() -> [ConformanceCheck] {
        modules.map { module in
            ConformanceCheck(MethodClauses.longLived.clause, fixture: FixtureCase(file: "method", id: "every-declared-method"),
                             target: module.identifier, options: options) { options in
                var run = MethodLongLivedRun(methods: module.methods.mapValues(JSON.members(sdk:)),
                                             seed: SeededGenerator.mixed(options.seed, module.identifier),
                                             invoker: TectonInvoker(budget: options.callbackBudget, secondCallWindow: options.handlerBudget))
                run.asksTypedRequest = MethodClauses.requestBudget.clause.applies(to: options.sdkVersion)
                // The app's one instance gets the data Q2 configured for the institution: drawn in the shape of the
                // package's own (review 27's invocationdata: a method that completed twice unless its data was the
                // package's own ""), and so do the fresh instances it is compared with.
                let data = Self.drawnSettingsData(module.settingsData, options: options.reseeded(SeededGenerator.mixed(options.seed, "settings-data|" + module.identifier)))
                run.settingsData = data
                return await run.verdict(module.make(settingsData: data))
            }
        }
    }

    /// Settings `data` in the shape of `data`: each string, number and array element drawn anew from `options`' seed (a string
    /// as a word, an address, an identifier or a key, words from the certifier's partner names when there are any), each
    /// object keeping its keys, booleans and null kept.
    package static func drawnSettingsData(_ data: JSONValue, options: ConformanceOptions) -> JSONValue {
        var generator = SeededGenerator(seed: options.seed)
        func word() -> String { options.reseeded(generator.next()).coinedWord("settings-data") }
        func drawn(_ value: JSONValue) -> JSONValue {
            switch value {
            case .string:
                // Review 28's invocationdata knew the drawn string was always one coined word.
                switch generator.next() % 4 {
                case 0: return .string(word())
                case 1: return .string("https://\(word()).example/\(word())")
                case 2: return .string("\(word().uppercased())-\(generator.next() % 100_000)")
                default: return .string(HostHooks.hex(8 + Int(generator.next() % 25), &generator))
                }
            case .number: return .number(Double(generator.next() % 10_000))
            case .array(let items): return .array(items.map(drawn))
            case .object(let members): return .object(Dictionary(uniqueKeysWithValues: members.keys.sorted().map { ($0, drawn(members[$0]!)) }))
            default: return value
            }
        }
        return drawn(data)
    }

    // MARK: Declaration

    /// A check of every declaration clause for every module and target its judgement applies to.
    private func declarationChecks() -> [ConformanceCheck] {
        modules.flatMap { module in
            MethodClauses.all.flatMap { clause -> [ConformanceCheck] in
                guard case .declaration(let judgement) = clause.judgement else { return [] }
                let make = module.make
                return judgement.targets(of: module).map { target, method in
                    ConformanceCheck(clause.clause, fixture: .declaration(module.identifier), target: target, options: options) { _ in
                        judgement.verdict(offering: TectonInvoker.methodNames(of: await MainThread.run { make() }), method: method)
                    }
                }
            }
        }
    }

    /// The clauses each case of a file names, each judged as `matches` accepts; a clause of another kind is a fault
    /// naming the file and the JSON path, never a case skipped in silence.
    private func clauses<Judged>(of cases: [[ClauseID]], file: String, kind: String,
                                 _ matches: (MethodJudgement) -> Judged?) throws -> [[(MethodClause, Judged)]] {
        var all: [[(MethodClause, Judged)]] = []
        for (index, ids) in cases.enumerated() {
            var named: [(MethodClause, Judged)] = []
            for (position, id) in ids.enumerated() {
                guard let clause = MethodClauses.all.clause(id), let judged = matches(clause.judgement) else {
                    throw InputFileError(file: file, jsonPath: "$.cases[\(index)].clauses[\(position)]",
                                         message: "'\(id)' is not a method \(kind) clause")
                }
                named.append((clause, judged))
            }
            all.append(named)
        }
        return all
    }

    // MARK: Typed requests

    /// The context the SDK hands modules: from the issuer clause's version on, the issuer string is validated
    /// (invalid → nil); before, it is whatever `URL(string:)` makes of it.
    private static func context(_ golden: GoldenOAuthContext?, sdk: SDKVersion?, seed: UInt64, caseID: String,
                                issuers: [String]) -> OAuthContext? {
        guard let golden else { return nil }
        guard let golden = golden.issuerUrl else { return OAuthContext(issuerURL: nil) }
        // Issuers are drawn from the seed, whole or in part (InstitutionIssuer.expand).
        let raw = InstitutionIssuer.expand(golden, seed: seed, salt: caseID, samples: issuers)
        let validates = MethodClauses.oauthIssuer.clause.applies(to: sdk)
        return OAuthContext(issuerURL: validates ? IssuerURL.resolve(raw) : URL(string: raw))
    }

    private func requestChecks(_ fixture: MethodRequestFixture.File, named: [[(MethodClause, MethodJudgement.RequestJudgement)]],
                               file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for (item, clauses) in zip(fixture.cases, named) {
                for (clause, judgement) in clauses {
                    let make = module.make
                    checks.append(ConformanceCheck(clause.clause, fixture: FixtureCase(file: file, id: item.id), target: module.identifier,
                                                   options: options) { options in
                        let context = Self.context(item.input.context, sdk: options.sdkVersion, seed: options.seed, caseID: item.id,
                                                                  issuers: options.partnerNames?.issuers ?? [])
                        let request = MethodRequest.oauthAuthorizationParams(context: context)
                        let input = "oauthAuthorizationParams(context: "
                            + (context.map { "issuerURL \($0.issuerURL?.absoluteString ?? "nil")" } ?? "nil") + ")"
                        let module = Unchecked(await MainThread.run { make() })
                        let ask: @Sendable () async -> [String: JSON]?? = {
                            await withinBudget(options.callbackBudget) {
                                await CrashAttribution.calling { await module.value.handleRequest(request).map(JSON.members(sdk:)) }
                            }
                        }
                        let judged: @Sendable () async -> Verdict = {
                            let answer = await ask()
                            if let unmet = clause.requires.firstUnmet(in: MethodSituation(answer: .some(answer))) { return .notApplicable(unmet, input: input, actual: unmet.unmetObservation) }
                            return await judgement.verdict(on: answer, input: input, options: options, ask: ask)
                        }
                        // A judgement that compares answers given alone takes every typed request of the process for
                        // itself; the others may overlap one another, as callers in an app may.
                        return judgement.comparesAnswersAlone ? await TypedRequestGate.inEffect.exclusive(judged)
                            : await TypedRequestGate.inEffect.shared(judged)
                    })
                }
            }
        }
        return checks
    }

    // MARK: Tecton-called methods

    private func parameterChecks(_ fixture: MethodParametersFixture.File, named: [[(MethodClause, MethodJudgement.CallJudgement)]],
                                 file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for (method, declared) in module.methods.sorted(by: { $0.key < $1.key }) {
                for (item, clauses) in zip(fixture.cases, named) {
                    for (clause, judgement) in clauses {
                        let make = module.make
                        checks.append(ConformanceCheck(clause.clause, fixture: FixtureCase(file: file, id: item.id),
                                                       target: "\(module.identifier)/\(method)", options: options) { options in
                            // One call for each set of parameters the case makes (one, but for each number zeroed alone),
                            // each of a fresh instance; the first that fails is the verdict.
                            let variants = item.input.mutation.variants(of: JSON.members(sdk: declared),
                                                                        seed: SeededGenerator.mixed(options.seed, method))
                            var verdict = Verdict(.failed, input: method, expected: "", actual: "not called")
                            for parameters in variants {
                                let module = await MainThread.run { make() }
                                // Drawn values say their seed, and how to replay it (issue 33's fourth trial).
                                let input = "\(method)(\(JSONText.short(.object(parameters))))" + (item.input.mutation.isDrawn
                                    ? ", values drawn from seed \(options.seed) (replay: MODULE_CONFORMANCE_SEED=\(options.seed) swift test, "
                                        + "or certify --seed \(options.seed))" : "")
                                let offered = TectonInvoker.offers(module, method)
                                var situation = MethodSituation(offered: offered)
                                if let unmet = clause.requires.firstUnmet(in: situation) {
                                    return .notApplicable(unmet, input: input)
                                }
                                let responses = await TectonInvoker(budget: options.callbackBudget, secondCallWindow: options.handlerBudget)
                                    .call(module, method: method, parameters: parameters,
                                          counted: judgement.countsCompletions ? WatchedHandler("the callback of \(method)") : nil)
                                situation.responses = responses.count
                                if let unmet = clause.requires.firstUnmet(in: situation) {
                                    return .notApplicable(unmet, input: input, actual: unmet.unmetObservation)
                                }
                                verdict = judgement.verdict(on: responses, input: input)
                                // The eighth trial (K18): none within the budget says the budget, since a late one counts as none.
                                if judgement.countsCompletions, responses.isEmpty {
                                    verdict.actual += " within the callback budget of \(options.callbackBudget) (a completion after it "
                                        + "counts as none)"
                                }
                                if verdict.outcome == .failed { return verdict }
                            }
                            return verdict
                        })
                    }
                }
            }
        }
        return checks
    }
}
