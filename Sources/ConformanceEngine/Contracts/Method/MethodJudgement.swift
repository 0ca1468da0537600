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
    /// Each declared method called several times on one instance before any call completed.
    case overlapping

    package var fixtureKinds: Set<String> {
        switch self {
        case .request: ["method.request"]
        case .call: ["method.parameters"]
        case .declaration, .longLived, .overlapping: []
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

    package var watchesHandlersPastCheck: Bool {
        switch self {
        case .call(let judgement): judgement.countsCompletions
        case .overlapping: true
        default: false
        }
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
                // The sixteenth trial (D12): a misspelt examples key failed here too, beside the setup failure that names
                // it, with a hint about the module's code; either side may be the misspelt one, so both are said.
                let spelled = near.isEmpty ? EditDistance.nearest(name, among: names) : nil
                return Verdict(passing: found && wellFormed, input: "method \"\(name)\"",
                               expected: "a method of that exact name, without whitespace",
                               actual: found ? (wellFormed ? "found" : "found, but the name holds whitespace")
                                   : "not found" + (!near.isEmpty ? "; did you mean \(near)?"
                                       : spelled.map { "; the module offers \($0), a near name: fix the declaration's method.examples key "
                                           + "\"\(name)\" if that is the misspelt one, or the module's method name if it is" }
                                       ?? "; the module offers \(names.sorted())"))
            }
        }
    }

    /// How an answer to a typed request is judged: one value holding what it expects and how it decides. The kinds are
    /// in `MethodJudgement+Requests.swift`; a new kind is a new static value there, or in a file of its own.
    package struct RequestJudgement: Sendable {
        /// What the judgement decides from: the module's first answer (`nil`: none within the budget), the run's options,
        /// and a way to ask again, each time within the budget.
        package typealias Decide = @Sendable (_ answer: [String: JSON]??, _ options: ConformanceOptions,
                                              _ ask: @escaping @Sendable () async -> [String: JSON]??) async
            -> (passing: Bool, expected: String, actual: String)
        private let decide: Decide
        /// Whether the judgement compares answers given alone with others, so that no other check's request may
        /// overlap its own (`TypedRequestGate`).
        package let comparesAnswersAlone: Bool

        package init(comparesAnswersAlone: Bool = false, _ decide: @escaping Decide) {
            self.comparesAnswersAlone = comparesAnswersAlone
            self.decide = decide
        }

        /// The verdict on the module's first answer; `ask` asks again, each time within the budget.
        package func verdict(on answer: [String: JSON]??, input: String, options: ConformanceOptions,
                             ask: @escaping @Sendable () async -> [String: JSON]??) async -> Verdict {
            let decided = await decide(answer, options, ask)
            return Verdict(passing: decided.passing, input: input, expected: decided.expected, actual: decided.actual)
        }

        /// An answer as a check shows it.
        static func rendered(_ answer: [String: JSON]??) -> String {
            answer.map { $0.map { JSONText.short(.object($0)) } ?? "nil" } ?? "no answer"
        }
    }

    /// How a call of a Tecton method is judged on the responses its callback received: one value holding what it
    /// expects and how it decides; the kinds are in `MethodJudgement+Calls.swift`.
    package struct CallJudgement: Sendable {
        private let expectation: String
        /// Whether a completion beyond the first is watched for past the check too, while the module holds the callback
        /// (`LateCallWatch`): the judgement counts completions.
        package let countsCompletions: Bool
        private let decide: @Sendable ([MethodModuleResponse]) -> (passing: Bool, actual: String)

        package init(expectation: String, countsCompletions: Bool = false,
                     _ decide: @escaping @Sendable ([MethodModuleResponse]) -> (passing: Bool, actual: String)) {
            self.expectation = expectation
            self.countsCompletions = countsCompletions
            self.decide = decide
        }

        package func verdict(on responses: [MethodModuleResponse], input: String) -> Verdict {
            let decided = decide(responses)
            return Verdict(passing: decided.passing, input: input, expected: expectation, actual: decided.actual)
        }
    }
}
