import Q2ModuleInterfaces

/// How a method clause judges: a typed request asked of the module, a Tecton-called method, or the declaration.
package enum MethodJudgement: ClauseJudgement {
    /// A typed request from the golden request cases, judged on the answer.
    case request(RequestJudgement)
    /// A declared Tecton method called with the golden parameter mutations, judged on its callback.
    case call(CallJudgement)
    /// The module's declared identifier and methods.
    case declaration(DeclarationJudgement)
    /// Every declared method and the typed request asked of one instance, many times over, judged against fresh ones.
    case longLived

    package var fixtureKinds: Set<String> {
        switch self {
        case .request: ["method.request"]
        case .call: ["method.parameters"]
        case .declaration, .longLived: []
        }
    }

    /// The long-lived check waits for each call's first completion in turn; a minute in all is a margin no loaded machine
    /// reaches for calls that complete at once.
    package var longestRun: Duration? {
        if case .longLived = self { .seconds(60) } else { nil }
    }

    package var keepsOneInstance: Bool {
        if case .longLived = self { true } else { false }
    }

    /// How a clause judged on the module's declared methods decides.
    package enum DeclarationJudgement: Sendable {
        /// No Tecton-called method reaches `handleRequest(_:)`: judged once per module.
        case typedNotTecton
        /// A declared method is offered under its exact name: judged once per declared method.
        case selectorListed

        /// The targets of a module: the module itself, or each method it declares.
        package func targets(of module: MethodModuleDeclaration) -> [(target: String, method: String?)] {
            switch self {
            case .typedNotTecton: [(module.identifier, nil)]
            case .selectorListed: module.methods.keys.sorted().map { ("\(module.identifier)/\($0)", $0) }
            }
        }

        /// The verdict on the Tecton methods `names` the module offers, for the declared `method` where there is one.
        package func verdict(offering names: [String], method: String?) -> Verdict {
            switch self {
            case .typedNotTecton:
                let exposed = names.filter { $0.lowercased().hasPrefix("handlerequest") }.sorted()
                return Verdict(passing: exposed.isEmpty, input: "the module's Tecton methods",
                               expected: "no method that reaches handleRequest(_:)",
                               actual: exposed.isEmpty ? "none" : "offers \(exposed.joined(separator: ", "))")
            case .selectorListed:
                let name = method ?? ""
                let wellFormed = !name.isEmpty && !name.contains { $0.isWhitespace || $0.isNewline }
                let found = names.contains(name)
                let near = names.filter { $0.lowercased() == name.lowercased() }.sorted()
                return Verdict(passing: found && wellFormed, input: "method \"\(name)\"",
                               expected: "a method of that exact name, without whitespace",
                               actual: found ? (wellFormed ? "found" : "found, but the name holds whitespace")
                                   : "not found" + (near.isEmpty ? "; the module offers \(names.sorted())" : "; did you mean \(near)?"))
            }
        }
    }

    /// How an answer to a typed request is judged.
    package enum RequestJudgement: Sendable {
        case answersInBudget
        case survives
        case answersJSON
        case answersEveryTime
        case oauthShape
        case oauthIssuer

        /// The verdict on the module's first answer (`nil`: none within the budget); `ask` asks again, each time within the budget.
        package func verdict(on answer: [String: JSON]??, input: String, options: ConformanceOptions,
                             ask: @escaping @Sendable () async -> [String: JSON]??) async -> Verdict {
            let rendered = answer.map { $0.map { JSONText.short(.object($0)) } ?? "nil" } ?? "no answer"
            func verdict(_ passing: Bool, expected: String, actual: String, note: String? = nil) -> Verdict {
                Verdict(passing: passing, input: input, expected: expected, actual: actual, note: note)
            }
            switch self {
            case .answersInBudget:
                return verdict(answer != nil, expected: "an answer within \(options.callbackBudget)",
                               actual: answer == nil ? "no answer within the budget" : "answered")
            case .survives:
                // Surviving includes answering: the SDK's aggregation waits for every module.
                return verdict(answer != nil, expected: "returns normally, within \(options.callbackBudget)",
                               actual: answer == nil ? "no answer within the budget" : "returned")
            case .answersJSON:
                let writable = (answer ?? nil).map { JSON.object($0).isWritableJSON } ?? true
                return verdict(writable, expected: "JSON values only (finite numbers)", actual: rendered)
            case .answersEveryTime:
                // The values may differ from ask to ask (a per-request state or nonce is good OAuth practice); each ask
                // must be answered, since the SDK's aggregation waits for every loaded module.
                let repeats = await withTaskGroup(of: Bool.self) { group in
                    for _ in 0..<6 { group.addTask { await ask() != nil } }
                    var answered = 0
                    for await again in group where again { answered += 1 }
                    return answered
                }
                return verdict(repeats == 6, expected: "an answer to each of six requests at once, within \(options.callbackBudget) each",
                               actual: "\(repeats) of 6 answered within the budget")
            case .oauthShape:
                let data = (answer ?? nil) ?? [:]
                let shaped = data["queryParamKey"]?.stringValue != nil && data["queryParamVal"]?.stringValue != nil
                return verdict(shaped, expected: "string queryParamKey and queryParamVal", actual: rendered)
            case .oauthIssuer:
                let issuer = ((answer ?? nil) ?? [:])["issuerUrl"] ?? .null
                let text = issuer.stringValue
                let valid = text.map { $0.isEmpty || IssuerURL.isValid($0) } ?? false
                return verdict(valid, expected: "\"\" or a valid http/https URL without whitespace",
                               actual: text.map { "\"\($0)\"" + (IssuerURL.problem(with: $0).map { " (\($0))" } ?? "") }
                                   ?? "a non-string \(JSONText.short(issuer))")
            }
        }
    }

    /// How a call of a Tecton method is judged on the responses its callback received.
    package enum CallJudgement: Sendable {
        case completesOnce
        case respondsJSON
        /// Returns normally and still completes the callback exactly once: Tecton's promise settles on every input.
        case survivesCompletingOnce

        package func verdict(on responses: [MethodModuleResponse], input: String) -> Verdict {
            switch self {
            case .completesOnce:
                Verdict(passing: responses.count == 1, input: input, expected: "the callback completed exactly once within the budget",
                        actual: "completed \(responses.count) times")
            case .respondsJSON:
                Verdict(passing: responses.allSatisfy { JSON(sdk: $0.response).isWritableJSON }, input: input,
                        expected: "a response that encodes as JSON", actual: responses.first.map { JSONText.short(JSON(sdk: $0.response)) } ?? "none")
            case .survivesCompletingOnce:
                Verdict(passing: responses.count == 1, input: input,
                        expected: "returns normally and completes the callback exactly once within the budget",
                        actual: "returned, callback completed \(responses.count) times")
            }
        }
    }
}
