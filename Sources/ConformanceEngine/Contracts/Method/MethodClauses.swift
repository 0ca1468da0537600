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
        statement: "handleRequest answers within the budget, so the SDK's aggregation of every module's answer is not "
            + "held up.",
        hint: "Do not await network calls without a timeout in handleRequest(_:); answer nil when the data is not at hand.",
        basis: [
            .page("Typed Request Handling",
                "From 26.3.0 a method module can answer typed requests through an async handleRequest(_:)."),
            .page("Aggregated Typed Request Usage",
                "The SDK gathers the answers of every loaded module that supports the request, and the page's example "
                    + "awaits the whole list at once."),
            .consequence("A handleRequest that never answers holds that await up, so the feature waiting for the list, "
                + "such as an OAuth sign-in, stalls."),
        ],
        judgedBy: .request(.answersInBudget))

    package static let requestNilContext = MethodClause(
        "METHOD-REQUEST-NIL-CONTEXT", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "handleRequest copes with a nil context and with a context whose issuer URL is nil.",
        hint: "Use optional chaining on the context and its issuerURL; never force-unwrap them.",
        basis: [
            .page("Typed Request Handling",
                "The sample reads the request's context and its issuer URL through optionals, as either may be missing."),
            .page("Supported Request Types",
                "From 26.4.0 an invalid issuer URL in the context is dropped and arrives as nil."),
            .consequence("Force-unwrapping a missing context or issuer URL traps and terminates the app during the "
                + "request, for example at OAuth sign-in."),
        ],
        judgedBy: .request(.survives))

    package static let requestJSON = MethodClause(
        "METHOD-REQUEST-JSON", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "Every value a typed answer holds is JSON: no NaN or infinite number.",
        hint: "Check numbers computed by division or parsing before wrapping them in JSONValue.number.",
        basis: [
            .page("Typed Request Handling",
                "Typed requests exist for typed JSON payloads and are answered as [String: JSONValue]."),
            .page("Aggregated Typed Request Usage",
                "Each gathered response carries the module identifier and its data as [String: JSONValue]."),
            .apple("JSONSerialization",
                "Foundation writes JSON only when no number is NaN or infinite, and raises an exception when asked to "
                    + "write an object that is not valid JSON."),
            .consequence("A NaN or infinite value cannot be written as JSON, so a caller that serializes the gathered "
                + "answers fails, with an exception if it uses JSONSerialization."),
        ],
        judgedBy: .request(.answersJSON), requires: [.answered])

    package static let requestConcurrent = MethodClause(
        "METHOD-REQUEST-CONCURRENT", .method, .required, since: "26.3.0",
        section: "Aggregated Typed Request Usage",
        statement: "Asked again, also several times at once, handleRequest answers every time within the budget, and at "
            + "once with every value it gives alone each time (a fresh value per request, such as an OAuth state, is allowed).",
        hint: "Do not keep one pending continuation or a one-shot flag for all requests; answer each call on its own, "
            + "and guard shared state the answer reads.",
        basis: [
            .page("Typed Request Handling",
                "Typed requests suit data that the app itself, or some other module, collects from several modules."),
            .page("Aggregated Typed Request Usage",
                "Any module may call executeMethodRequest(_:) to gather answers from the other loaded modules."),
            .consequence("Several callers can thus ask at once; a module whose shared state deadlocks or races then hangs "
                + "that request or crashes the app."),
        ],
        judgedBy: .request(.answersEveryTime), requires: [.answered])

    package static let oauthShape = MethodClause(
        "METHOD-OAUTH-SHAPE", .method, .recommended, since: "26.3.0",
        section: "Supported Request Types",
        statement: "An answer to the OAuth parameters request carries string queryParamKey and queryParamVal.",
        hint: "Answer with [\"queryParamKey\": .string(…), \"queryParamVal\": .string(…)], or nil when there is nothing "
            + "to add.",
        basis: [
            .page("Typed Request Handling",
                "The sample answers the OAuth request with string values under queryParamKey and queryParamVal."),
            .page("Supported Request Types",
                "The OAuth request lets modules add parameters to the authorization, for example extra query-string "
                    + "values."),
        ],
        judgedBy: .request(.oauthShape), requires: [.answeredWithData])

    package static let oauthIssuer = MethodClause(
        "METHOD-OAUTH-ISSUER", .method, .recommended, since: "26.4.0",
        section: "Supported Request Types",
        statement: "An issuerUrl in an answer to the OAuth parameters request is empty or a valid http/https URL without "
            + "whitespace.",
        hint: "Echo the context's issuerURL (already validated by the SDK) or an empty string, as the page's sample does; "
            + "any other value must itself be a valid http or https URL, never one built from unchecked text.",
        basis: [
            .page("Supported Request Types",
                "From 26.4.0 the issuerUrl of the request's context has to be an http or https URL with no whitespace; "
                    + "the SDK ignores any other value there and treats it as nil. The page states this of the context "
                    + "the SDK builds, not of a module's answer, so the clause holds the answer to the same rule as a "
                    + "recommendation."),
            .page("Typed Request Handling",
                "The sample's answer repeats the context's issuer URL under issuerUrl, or an empty string when there is "
                    + "none."),
        ],
        judgedBy: .request(.oauthIssuer), requires: [.issuerInAnswer])

    package static let typedNotTecton = MethodClause(
        "METHOD-TYPED-NOT-TECTON", .method, .required, since: "26.3.0",
        section: "Aggregated Typed Request Usage",
        statement: "Typed requests are not reachable as Tecton-called methods.",
        hint: "Remove handleRequest from the methods the module offers to Tecton.",
        basis: [
            .page("Aggregated Typed Request Usage",
                "Typed requests are reached only through the SDK's gathering of answers, never as named Tecton methods."),
            .page("Choosing a Pattern",
                "Tecton calls selector methods directly, while handleRequest is for shared data that several modules may "
                    + "return."),
        ],
        judgedBy: .declaration(.typedNotTecton))

    // MARK: Tecton-called methods

    package static let selectorListed = MethodClause(
        "METHOD-SELECTOR-LISTED", .method, .required,
        section: "Selector-Based Method Invocation",
        statement: "Every method the module is declared to offer can be found by its Tecton name, a name without "
            + "whitespace.",
        hint: "Check the spelling of the method name where the module registers it (the @objc name on Apple platforms).",
        basis: [
            .page("Selector-Based Method Invocation",
                "Tecton calls a native method by module identifier and method name, the name of the module's @objc "
                    + "method."),
            .page("Selector-Based Method Invocation",
                "The web extension calls callMethod with identifier, method name and parameters, and handles success or "
                    + "failure of the returned promise."),
            .consequence("A method not found under its declared name fails every Tecton call to it, so the JavaScript "
                + "caller's promise rejects and the feature does not work."),
        ],
        judgedBy: .declaration(.selectorListed))

    package static let selectorOnce = MethodClause(
        "METHOD-SELECTOR-ONCE", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "A Tecton-called method completes its callback exactly once, within the budget.",
        hint: "Follow every path of the method to exactly one callback.completion call, including error paths.",
        basis: [
            .page("Selector-Based Method Implementation",
                "A Tecton-called method hands back its result by calling the callback's completion with a "
                    + "MethodModuleResponse, once in both samples."),
            .page("Selector-Based Method Invocation",
                "Tecton's callMethod returns a promise that either resolves with the response or rejects."),
            .consequence("Without a completion the JavaScript caller's promise never settles, and the web page waits for "
                + "good."),
        ],
        judgedBy: .call(.completesOnce), requires: [.methodOffered])

    package static let selectorOverlap = MethodClause(
        "METHOD-SELECTOR-OVERLAP", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "Called again before its earlier calls completed, as a web page may call it, a Tecton-called method "
            + "completes each call's own callback exactly once, within the budget.",
        hint: "Keep each call's callback with that call (capture it where the work completes), not in one property of the "
            + "module that the next call overwrites.",
        basis: [
            .page("Selector-Based Method Invocation",
                "Tecton's callMethod returns a promise that either resolves with the response or rejects."),
            .page("Selector-Based Method Implementation",
                "A Tecton-called method hands back its result by calling the callback's completion with a "
                    + "MethodModuleResponse."),
            .consequence("A page may call a method again before the first call's promise settled (two taps, or two parts "
                + "of the page asking at once), and the app keeps one instance of the module; one that keeps a single "
                + "callback for all calls leaves the earlier promises waiting for good (the twenty-sixth review's overlap)."),
        ],
        judgedBy: .overlapping, requires: [.methodOffered])

    package static let selectorJSON = MethodClause(
        "METHOD-SELECTOR-JSON", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "A Tecton-called method's response encodes as JSON, for the declared parameters and for altered ones "
            + "(missing, null, of another type, extreme): no NaN or infinite number.",
        hint: "Respond with strings, finite numbers, Booleans, arrays and objects only; check numbers computed from "
            + "parameters that may be missing or not numbers.",
        basis: [
            .page("Selector-Based Method Implementation",
                "Native code returns a MethodModuleResponse to the Tecton call through the callback; the samples answer "
                    + "with strings."),
            .page("Selector-Based Method Invocation",
                "The response reaches the JavaScript caller as the value its promise resolves with."),
            .apple("JSONSerialization",
                "Foundation writes JSON only when no number is NaN or infinite, and raises an exception when asked to "
                    + "write an object that is not valid JSON."),
            .consequence("A response holding NaN or infinity cannot be written as JSON for the web view, so the "
                + "JavaScript caller never gets the module's answer."),
        ],
        judgedBy: .call(.respondsJSON), requires: [.methodOffered, .responded])

    package static let selectorParameters = MethodClause(
        "METHOD-SELECTOR-PARAMS", .method, .required,
        section: "Selector-Based Method Invocation",
        statement: "Missing, null or wrongly typed parameters neither crash a Tecton-called method nor leave its callback "
            + "uncompleted or completed twice: Tecton's promise settles exactly once on every input.",
        hint: "Read parameters with optional accessors (data.data[\"name\"]?.stringValue); on bad input complete the "
            + "callback "
            + "once with an error value, and return right after it.",
        basis: [
            .page("Selector-Based Method Implementation",
                "The sample reads a parameter through an optional accessor with a fallback value, so a missing or "
                    + "mistyped parameter is tolerated."),
            .page("Selector-Based Method Invocation",
                "Parameters come from the web extension's JavaScript object, whatever it holds."),
            .consequence("A trap on a bad parameter terminates the app, and a missing completion leaves the JavaScript "
                + "promise unsettled."),
        ],
        judgedBy: .call(.survivesCompletingOnce), requires: [.methodOffered])

    package static let longLived = MethodClause(
        "METHOD-LONG-LIVED", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "One instance, the first its process makes, called every declared Tecton method with its example "
            + "parameters again and again in a shuffled order, and asked the typed request between them, while the app's "
            + "user signs in and out, completes each call's callback exactly once and answers the typed request exactly when "
            + "a fresh instance does with the user in the same state and the same context, with every value fresh "
            + "instances give each time they are asked; called each method's example again after its run, it answers with "
            + "every part of the answer fresh instances give each time; and no answer carries the token of a user other than "
            + "the one signed in when it is given.",
        hint: "Where a fresh instance fails the same call too, complete the callback on every path for those parameters; "
            + "otherwise look for state the module keeps between calls: a counter, a callback kept from an earlier call, a flag "
            + "set by sign-in, or an answer kept from an earlier request (build each answer from the request's own context).",
        basis: [
            .page("Selector-Based Method Implementation",
                "Each Tecton call hands the module its own callback, completed once with the call's response, however many "
                    + "calls came before it."),
            .consequence("The app keeps one instance of a method module for its whole life and Tecton calls it again and "
                + "again, while each other check calls a new instance once; a method that completes twice, or not at all, "
                + "after some calls leaves a JavaScript promise unsettled or settles it with another call's answer, in the "
                + "app only."),
            .page("Typed Request Handling",
                "The sample builds the issuerUrl it answers from the request's own context, so each answer follows its request."),
            .consequence("An answer kept from an earlier typed request hands the app's OAuth authorization another context's "
                + "issuer or values once the context changes."),
        ],
        judgedBy: .longLived)

    /// Every method clause, in catalog order.
    package static let all: [MethodClause] = [
        requestBudget, requestNilContext, requestJSON, requestConcurrent, oauthShape, oauthIssuer, typedNotTecton,
        selectorListed, selectorOnce, selectorOverlap, selectorJSON, selectorParameters, longLived,
    ]

    /// The contract's line in the registry.
    package static let entry = ContractRegistry.Entry(.method, all, referenceKinds: ["method.issuerURL", "method.aggregation"],
                                                     moduleKinds: [.method], section: MethodSection.section,
                                                     plan: MethodPlanning.plan) { options in
        options.callbackBudget + options.handlerBudget
    }
}
