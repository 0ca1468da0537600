import Foundation
import Q2ModuleInterfaces

/// Turns the method clauses, the golden method fixtures and an author's module declarations into checks.
package struct MethodCheckBuilder: Sendable {
    package let modules: [MethodModuleDeclaration]
    package let options: ConformanceOptions
    package let store: FixtureStore

    package func checks() throws(InputFileError) -> [ConformanceCheck] {
        let fixtureChecks = try store.cases(of: .method, skipping: MethodClauses.entry.referenceKinds, [
            "method.request": { file throws(InputFileError) in
                requestChecks(try store.load(MethodRequestFixture.File.self, from: file), file: file)
            },
            "method.parameters": { file throws(InputFileError) in
                parameterChecks(try store.load(MethodParametersFixture.File.self, from: file), file: file)
            },
        ])
        return declarationChecks() + fixtureChecks
    }

    // MARK: Declaration

    private func declarationChecks() -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            let fixture = FixtureCase.declaration(module.identifier)
            let make = module.make
            checks.append(ConformanceCheck(MethodClauses.typedNotTecton.clause, fixture: fixture, target: module.identifier,
                                           options: options) { _ in
                let exposed = TectonInvoker.methodNames(of: await MainThread.run { make() }).filter { $0.lowercased().hasPrefix("handlerequest") }.sorted()
                return Verdict(passing: exposed.isEmpty, input: "the module's Tecton methods",
                               expected: "no method that reaches handleRequest(_:)",
                               actual: exposed.isEmpty ? "none" : "offers \(exposed.joined(separator: ", "))")
            })
            for name in module.methods.keys.sorted() {
                checks.append(ConformanceCheck(MethodClauses.selectorListed.clause, fixture: fixture,
                                               target: "\(module.identifier)/\(name)", options: options) { _ in
                    let names = TectonInvoker.methodNames(of: await MainThread.run { make() })
                    let wellFormed = !name.isEmpty && !name.contains { $0.isWhitespace || $0.isNewline }
                    let found = names.contains(name)
                    let near = names.filter { $0.lowercased() == name.lowercased() }.sorted()
                    return Verdict(passing: found && wellFormed, input: "method \"\(name)\"",
                                   expected: "a method of that exact name, without whitespace",
                                   actual: found ? (wellFormed ? "found" : "found, but the name holds whitespace")
                                       : "not found" + (near.isEmpty ? "; the module offers \(names.sorted())" : "; did you mean \(near)?"))
                })
            }
        }
        return checks
    }

    // MARK: Typed requests

    /// The context the SDK hands modules: from the issuer clause's version on, the issuer string is validated
    /// (invalid → nil); before, it is whatever `URL(string:)` makes of it.
    private static func context(_ golden: GoldenOAuthContext?, sdk: SDKVersion?) -> OAuthContext? {
        guard let golden else { return nil }
        guard let raw = golden.issuerUrl else { return OAuthContext(issuerURL: nil) }
        let validates = MethodClauses.oauthIssuer.clause.applies(to: sdk)
        return OAuthContext(issuerURL: validates ? IssuerURL.resolve(raw) : URL(string: raw))
    }

    private func requestChecks(_ fixture: MethodRequestFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for item in fixture.cases {
                for id in item.clauses {
                    guard let clause = MethodClauses.all.clause(id), case .request(let judgement) = clause.judgement else { continue }
                    let make = module.make
                    checks.append(ConformanceCheck(clause.clause, fixture: FixtureCase(file: file, id: item.id), target: module.identifier,
                                                   options: options) { options in
                        let context = Self.context(item.input.context, sdk: options.sdkVersion)
                        let request = MethodRequest.oauthAuthorizationParams(context: context)
                        let input = "oauthAuthorizationParams(context: "
                            + (context.map { "issuerURL \($0.issuerURL?.absoluteString ?? "nil")" } ?? "nil") + ")"
                        let module = Unchecked(await MainThread.run { make() })
                        let ask: @Sendable () async -> [String: JSON]?? = {
                            await withinBudget(options.callbackBudget) { await module.value.handleRequest(request).map(JSON.members(sdk:)) }
                        }
                        let answer = await ask()
                        let unmet = clause.requires.firstUnmet { requirement in
                            switch requirement {
                            case .answered: answer != nil
                            case .answeredWithData: (answer ?? nil) != nil
                            case .issuerInAnswer: (answer ?? nil)?["issuerUrl"] != nil
                            case .methodOffered, .responded: true
                            }
                        }
                        if let unmet { return .notApplicable(unmet, input: input, actual: unmet.unmetObservation) }
                        return await judgement.verdict(on: answer, input: input, options: options, ask: ask)
                    })
                }
            }
        }
        return checks
    }

    // MARK: Tecton-called methods

    private func parameterChecks(_ fixture: MethodParametersFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for (method, declared) in module.methods.sorted(by: { $0.key < $1.key }) {
                for item in fixture.cases {
                    for id in item.clauses {
                        guard let clause = MethodClauses.all.clause(id), case .call(let judgement) = clause.judgement else { continue }
                        let make = module.make
                        checks.append(ConformanceCheck(clause.clause, fixture: FixtureCase(file: file, id: item.id),
                                                       target: "\(module.identifier)/\(method)", options: options) { options in
                            let parameters = item.input.mutation.apply(to: JSON.members(sdk: declared))
                            let module = await MainThread.run { make() }
                            let input = "\(method)(\(JSONText.short(.object(parameters))))"
                            let offered = TectonInvoker.offers(module, method)
                            if let unmet = clause.requires.firstUnmet({ $0 != .methodOffered || offered }) {
                                return .notApplicable(unmet, input: input)
                            }
                            let responses = await TectonInvoker(budget: options.callbackBudget, secondCallWindow: options.handlerBudget)
                                .call(module, method: method, parameters: parameters)
                            if let unmet = clause.requires.firstUnmet({ $0 != .responded || !responses.isEmpty }) {
                                return .notApplicable(unmet, input: input, actual: unmet.unmetObservation)
                            }
                            return judgement.verdict(on: responses, input: input)
                        })
                    }
                }
            }
        }
        return checks
    }
}
