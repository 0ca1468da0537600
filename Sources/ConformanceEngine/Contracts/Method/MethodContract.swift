import Foundation
import ModuleInterfaces

/// Turns the method clauses, the golden method fixtures and an author's module declarations into checks.
package struct MethodContract: Sendable {
    package let modules: [MethodModuleDeclaration]
    package let options: ConformanceOptions
    package let store: FixtureStore

    package func checks() throws(FixtureError) -> [ConformanceCheck] {
        var checks = declarationChecks()
        for file in try store.files(of: .method) {
            switch try store.json(file).objectValue?["kind"]?.stringValue {
            case "method.request":
                checks += requestChecks(try store.load(MethodRequestFixture.File.self, from: file), file: file)
            case "method.parameters":
                checks += parameterChecks(try store.load(MethodParametersFixture.File.self, from: file), file: file)
            case "method.issuerURL", "method.aggregation":
                continue  // reference-rule and host vectors: the kit's own tests run them
            case let kind:
                throw FixtureError(file: file, jsonPath: "$.kind", message: "unknown fixture kind '\(kind ?? "none")'")
            }
        }
        return checks
    }

    private func result(_ clause: Clause, _ fixture: String, _ target: String?, input: String, expected: String,
                        actual: String, _ outcome: Outcome, note: String? = nil) -> CheckResult {
        CheckResult(clause: clause.id, level: clause.level,
                    fixture: fixture, target: target, input: input, expected: expected, actual: actual, outcome: outcome, note: note)
    }

    // MARK: Declaration

    private func declarationChecks() -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            let fixture = "declaration#\(module.identifier)"
            let clause = MethodClauses.typedNotTecton
            let make = module.make
            checks.append(ConformanceCheck(clause: clause.id, fixture: fixture, target: module.identifier, options: options) { _ in
                let exposed = make().tectonMethods.keys.filter { $0.lowercased().hasPrefix("handlerequest") }.sorted()
                return self.result(clause, fixture, module.identifier, input: "the module's Tecton methods",
                                   expected: "no method that reaches handleRequest(_:)",
                                   actual: exposed.isEmpty ? "none" : "offers \(exposed.joined(separator: ", "))",
                                   exposed.isEmpty ? .passed : .failed)
            })
            for name in module.methods.keys.sorted() {
                let listed = MethodClauses.selectorListed
                let target = "\(module.identifier)/\(name)"
                checks.append(ConformanceCheck(clause: listed.id, fixture: fixture, target: target, options: options) { _ in
                    let names = make().tectonMethods.keys
                    let wellFormed = !name.isEmpty && !name.contains { $0.isWhitespace || $0.isNewline }
                    let found = names.contains(name)
                    let near = names.filter { $0.lowercased() == name.lowercased() }.sorted()
                    return self.result(listed, fixture, target, input: "method \"\(name)\"",
                                       expected: "a method of that exact name, without whitespace",
                                       actual: found ? (wellFormed ? "found" : "found, but the name holds whitespace")
                                           : "not found" + (near.isEmpty ? "; the module offers \(names.sorted())" : "; did you mean \(near)?"),
                                       found && wellFormed ? .passed : .failed)
                })
            }
        }
        return checks
    }

    // MARK: Typed requests

    /// The context the SDK hands modules: from 26.4.0 the issuer string is validated (invalid → nil);
    /// before, it is whatever `URL(string:)` makes of it.
    private static func context(_ golden: GoldenOAuthContext?, sdk: SDKVersion?) -> OAuthContext? {
        guard let golden else { return nil }
        guard let raw = golden.issuerUrl else { return OAuthContext(issuerURL: nil) }
        let validates = sdk.map { $0 >= SDKVersion("26.4.0")! } ?? true
        return OAuthContext(issuerURL: validates ? IssuerURL.resolve(raw) : URL(string: raw))
    }

    private func requestChecks(_ fixture: MethodRequestFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for item in fixture.cases {
                for clauseID in item.clauses {
                    guard let clause = ClauseCatalog.clause(clauseID) else { continue }
                    let name = "\(file)#\(item.id)"
                    let make = module.make
                    checks.append(ConformanceCheck(clause: clauseID, fixture: name, target: module.identifier, options: options) { options in
                        let context = Self.context(item.input.context, sdk: options.sdkVersion)
                        let request = MethodRequest.oauthAuthorizationParams(context: context)
                        let input = "oauthAuthorizationParams(context: "
                            + (context.map { "issuerURL \($0.issuerURL?.absoluteString ?? "nil")" } ?? "nil") + ")"
                        return await self.judgeRequest(clause, make, request, name: name, target: module.identifier,
                                                       input: input, options: options)
                    })
                }
            }
        }
        return checks
    }

    private func judgeRequest(_ clause: Clause, _ make: @escaping @Sendable () -> any MethodModule, _ request: MethodRequest,
                              name: String, target: String, input: String, options: ConformanceOptions) async -> CheckResult {
        func done(_ outcome: Outcome, expected: String, actual: String, note: String? = nil) -> CheckResult {
            result(clause, name, target, input: input, expected: expected, actual: actual, outcome, note: note)
        }
        let module = Unshared(make())
        let answer = await withinBudget(options.callbackBudget) { await module.value.handleRequest(request) }
        let rendered = answer.map { $0.map { Self.render(.object($0)) } ?? "nil" } ?? "no answer"
        switch clause.id {
        case MethodClauses.requestBudget.id:
            return done(answer == nil ? .failed : .passed, expected: "an answer within \(options.callbackBudget)",
                        actual: answer == nil ? "no answer within the budget" : "answered")
        case MethodClauses.requestNilContext.id:
            return done(.passed, expected: "returns normally", actual: answer == nil ? "still running at the budget, without crashing" : "returned",
                        note: answer == nil ? "timing is judged by METHOD-REQUEST-BUDGET" : nil)
        case MethodClauses.requestJSON.id:
            guard let answer else { return done(.notApplicable, expected: "JSON", actual: "no answer", note: "METHOD-REQUEST-BUDGET reports it") }
            let writable = answer.map { JSONValue.object($0).isWritableJSON } ?? true
            return done(writable ? .passed : .failed, expected: "JSON values only (finite numbers)", actual: rendered)
        case MethodClauses.requestDeterministic.id:
            guard let first = answer else { return done(.notApplicable, expected: "-", actual: "no answer", note: "METHOD-REQUEST-BUDGET reports it") }
            let repeats = await withTaskGroup(of: [String: JSONValue]??.self) { group in
                for _ in 0..<6 {
                    group.addTask { await withinBudget(options.callbackBudget) { await module.value.handleRequest(request) } }
                }
                var all: [[String: JSONValue]??] = []
                for await answer in group { all.append(answer) }
                return all
            }
            // Compared as rendered JSON, so that NaN (never equal to itself) is judged by METHOD-REQUEST-JSON alone.
            func text(_ answer: [String: JSONValue]??) -> String { answer.map { $0.map { Self.canonical(.object($0)) } ?? "nil" } ?? "no answer" }
            let different = repeats.first { text($0) != text(.some(first)) }
            return done(different == nil ? .passed : .failed, expected: "the same answer every time, also six at once",
                        actual: different.map { "first \(rendered), then \(text($0))" }
                            ?? "the same answer seven times")
        case MethodClauses.oauthShape.id:
            guard let data = answer ?? nil else {
                return done(.notApplicable, expected: "string queryParamKey and queryParamVal", actual: "no answer",
                            note: "the module does not answer this request")
            }
            let shaped = data["queryParamKey"]?.stringValue != nil && data["queryParamVal"]?.stringValue != nil
            return done(shaped ? .passed : .failed, expected: "string queryParamKey and queryParamVal", actual: rendered)
        case MethodClauses.oauthIssuer.id:
            guard let data = answer ?? nil, let issuer = data["issuerUrl"] else {
                return done(.notApplicable, expected: "an empty or valid issuerUrl", actual: "no issuerUrl in the answer",
                            note: "the module does not answer with an issuerUrl")
            }
            let text = issuer.stringValue
            let valid = text.map { $0.isEmpty || IssuerURL.isValid($0) } ?? false
            return done(valid ? .passed : .failed, expected: "\"\" or a valid http/https URL without whitespace",
                        actual: text.map { "\"\($0)\"" + (IssuerURL.problem(with: $0).map { " (\($0))" } ?? "") } ?? "a non-string \(Self.render(issuer))")
        default:
            return done(.failed, expected: "-", actual: "\(clause.id) is not a typed-request clause")
        }
    }

    private static func render(_ value: JSONValue) -> String {
        let text = canonical(value)
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }

    /// The value as JSON with sorted keys; NaN and infinities written as strings so that they can be shown and compared.
    private static func canonical(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        guard let data = try? encoder.encode(value) else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Tecton-called methods

    private func parameterChecks(_ fixture: MethodParametersFixture.File, file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for (method, declared) in module.methods.sorted(by: { $0.key < $1.key }) {
                for item in fixture.cases {
                    for clauseID in item.clauses {
                        guard let clause = ClauseCatalog.clause(clauseID) else { continue }
                        let name = "\(file)#\(item.id)"
                        let target = "\(module.identifier)/\(method)"
                        let make = module.make
                        checks.append(ConformanceCheck(clause: clauseID, fixture: name, target: target, options: options) { options in
                            let parameters = item.input.mutation.apply(to: declared)
                            let module = make()
                            let input = "\(method)(\(Self.render(.object(parameters))))"
                            guard module.tectonMethods[method] != nil else {
                                return self.result(clause, name, target, input: input, expected: "-", actual: "not run", .notApplicable,
                                                   note: "the module offers no method \"\(method)\"; METHOD-SELECTOR-LISTED reports it")
                            }
                            let outcome = await TectonInvoker(budget: options.callbackBudget, grace: options.handlerBudget)
                                .call(module, method: method, parameters: parameters)
                            return self.judgeCall(clause, outcome, name: name, target: target, input: input)
                        })
                    }
                }
            }
        }
        return checks
    }

    private func judgeCall(_ clause: Clause, _ outcome: TectonInvoker.Outcome, name: String, target: String, input: String) -> CheckResult {
        let count = outcome.responses.count
        switch clause.id {
        case MethodClauses.selectorOnce.id:
            return result(clause, name, target, input: input, expected: "the callback completed exactly once within the budget",
                          actual: "completed \(count) times", count == 1 ? .passed : .failed)
        case MethodClauses.selectorJSON.id:
            guard let first = outcome.responses.first else {
                return result(clause, name, target, input: input, expected: "a JSON response", actual: "no response", .notApplicable,
                              note: "METHOD-SELECTOR-ONCE reports it")
            }
            return result(clause, name, target, input: input, expected: "a response that encodes as JSON",
                          actual: Self.render(first.response), outcome.responses.allSatisfy { $0.response.isWritableJSON } ? .passed : .failed)
        case MethodClauses.selectorParameters.id:
            return result(clause, name, target, input: input, expected: "returns normally", actual: "returned, callback completed \(count) times", .passed)
        default:
            return result(clause, name, target, input: input, expected: "-", actual: "\(clause.id) is not a method-call clause", .failed)
        }
    }
}
