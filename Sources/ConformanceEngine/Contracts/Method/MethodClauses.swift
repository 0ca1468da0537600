extension Contract {
    /// Tecton methods and typed requests ("iOS - Method Module").
    public static let method = Contract("method", pageTitle: "iOS - Method Module")
}

/// A method clause with its judgement and requirements.
package typealias MethodClause = JudgedClause<MethodJudgement, MethodRequirement>

/// The clauses of the method contract: typed requests, the OAuth issuer URL, and Tecton-called methods.
package enum MethodClauses {
    // MARK: Typed requests

    package static let requestBudget = MethodClause(
        "METHOD-REQUEST-BUDGET", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "handleRequest answers within the budget, so the SDK's aggregation of every module's answer is not held up.",
        hint: "Do not await network calls without a timeout in handleRequest(_:); answer nil when the data is not at hand.",
        judgedBy: .request(.answersInBudget))

    package static let requestNilContext = MethodClause(
        "METHOD-REQUEST-NIL-CONTEXT", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "handleRequest copes with a nil context and with a context whose issuer URL is nil.",
        hint: "Use optional chaining on the context and its issuerURL; never force-unwrap them.",
        judgedBy: .request(.survives))

    package static let requestJSON = MethodClause(
        "METHOD-REQUEST-JSON", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "Every value a typed answer holds is JSON: no NaN or infinite number.",
        hint: "Check numbers computed by division or parsing before wrapping them in JSONValue.number.",
        judgedBy: .request(.answersJSON), requires: [.answered])

    package static let requestDeterministic = MethodClause(
        "METHOD-REQUEST-DETERMINISTIC", .method, .required, since: "26.3.0",
        section: "Aggregated Typed Request Usage",
        statement: "The same typed request gives the same answer, also when asked several times at once.",
        hint: "Derive the answer from the request and stable state; guard shared state the answer reads.",
        judgedBy: .request(.deterministic), requires: [.answered])

    package static let oauthShape = MethodClause(
        "METHOD-OAUTH-SHAPE", .method, .recommended, since: "26.3.0",
        section: "Supported Request Types",
        statement: "An answer to the OAuth parameters request carries string queryParamKey and queryParamVal.",
        hint: "Answer with [\"queryParamKey\": .string(…), \"queryParamVal\": .string(…)], or nil when there is nothing to add.",
        judgedBy: .request(.oauthShape), requires: [.answeredWithData])

    package static let oauthIssuer = MethodClause(
        "METHOD-OAUTH-ISSUER", .method, .required, since: "26.4.0",
        section: "Supported Request Types",
        statement: "An issuerUrl in an answer to the OAuth parameters request is empty or a valid http/https URL without whitespace.",
        hint: "Echo the context's issuerURL (already validated by the SDK) or an empty string; never build one from unchecked text.",
        judgedBy: .request(.oauthIssuer), requires: [.issuerInAnswer])

    package static let typedNotTecton = MethodClause(
        "METHOD-TYPED-NOT-TECTON", .method, .required, since: "26.3.0",
        section: "Aggregated Typed Request Usage",
        statement: "Typed requests are not reachable as Tecton-called methods.",
        hint: "Remove handleRequest from the methods the module offers to Tecton.",
        judgedBy: .declaration(.typedNotTecton))

    // MARK: Tecton-called methods

    package static let selectorListed = MethodClause(
        "METHOD-SELECTOR-LISTED", .method, .required,
        section: "Selector-Based Method Invocation",
        statement: "Every method the module is declared to offer can be found by its Tecton name, a name without whitespace.",
        hint: "Check the spelling of the method name where the module registers it (the @objc name on Apple platforms).",
        judgedBy: .declaration(.selectorListed))

    package static let selectorOnce = MethodClause(
        "METHOD-SELECTOR-ONCE", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "A Tecton-called method completes its callback exactly once, within the budget.",
        hint: "Follow every path of the method to exactly one callback.completion call, including error paths.",
        judgedBy: .call(.completesOnce), requires: [.methodOffered])

    package static let selectorJSON = MethodClause(
        "METHOD-SELECTOR-JSON", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "A Tecton-called method's response encodes as JSON.",
        hint: "Respond with strings, finite numbers, Booleans, arrays and objects only.",
        judgedBy: .call(.respondsJSON), requires: [.methodOffered, .responded])

    package static let selectorParameters = MethodClause(
        "METHOD-SELECTOR-PARAMS", .method, .required,
        section: "Selector-Based Method Invocation",
        statement: "Missing, null or wrongly typed parameters neither crash a Tecton-called method nor leave its callback "
            + "uncompleted or completed twice: Tecton's promise settles exactly once on every input.",
        hint: "Read parameters with optional accessors (data.data[\"name\"]?.stringValue); on bad input complete the callback "
            + "once with an error value, and return right after it.",
        judgedBy: .call(.survivesCompletingOnce), requires: [.methodOffered])

    /// Every method clause, in catalog order.
    package static let all: [MethodClause] = [
        requestBudget, requestNilContext, requestJSON, requestDeterministic, oauthShape, oauthIssuer, typedNotTecton,
        selectorListed, selectorOnce, selectorJSON, selectorParameters,
    ]

    /// The contract's line in the registry.
    package static let entry = ContractRegistry.Entry(.method, all, referenceKinds: ["method.issuerURL", "method.aggregation"],
                                                     moduleKinds: [.method], section: MethodSection.section,
                                                     plan: MethodPlanning.plan) { options in
        options.callbackBudget + options.handlerBudget
    }
}
