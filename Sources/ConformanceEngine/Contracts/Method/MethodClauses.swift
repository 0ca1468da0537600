/// The clauses of the method contract: typed requests, the OAuth issuer URL, and Tecton-called methods.
package enum MethodClauses {
    // MARK: Typed requests

    package static let requestBudget = Clause(
        "METHOD-REQUEST-BUDGET", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "handleRequest answers within the budget, so the SDK's aggregation of every module's answer is not held up.",
        hint: "Do not await network calls without a timeout in handleRequest(_:); answer nil when the data is not at hand.")

    package static let requestNilContext = Clause(
        "METHOD-REQUEST-NIL-CONTEXT", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "handleRequest copes with a nil context and with a context whose issuer URL is nil.",
        hint: "Use optional chaining on the context and its issuerURL; never force-unwrap them.")

    package static let requestJSON = Clause(
        "METHOD-REQUEST-JSON", .method, .required, since: "26.3.0",
        section: "Typed Request Handling",
        statement: "Every value a typed answer holds is JSON: no NaN or infinite number.",
        hint: "Check numbers computed by division or parsing before wrapping them in JSONValue.number.")

    package static let requestDeterministic = Clause(
        "METHOD-REQUEST-DETERMINISTIC", .method, .required, since: "26.3.0",
        section: "Aggregated Typed Request Usage",
        statement: "The same typed request gives the same answer, also when asked several times at once.",
        hint: "Derive the answer from the request and stable state; guard shared state the answer reads.")

    package static let oauthShape = Clause(
        "METHOD-OAUTH-SHAPE", .method, .recommended, since: "26.3.0",
        section: "Supported Request Types",
        statement: "An answer to the OAuth parameters request carries string queryParamKey and queryParamVal.",
        hint: "Answer with [\"queryParamKey\": .string(…), \"queryParamVal\": .string(…)], or nil when there is nothing to add.")

    package static let oauthIssuer = Clause(
        "METHOD-OAUTH-ISSUER", .method, .required, since: "26.4.0",
        section: "Supported Request Types",
        statement: "An issuerUrl in an answer to the OAuth parameters request is empty or a valid http/https URL without whitespace.",
        hint: "Echo the context's issuerURL (already validated by the SDK) or an empty string; never build one from unchecked text.")

    package static let typedNotTecton = Clause(
        "METHOD-TYPED-NOT-TECTON", .method, .required, since: "26.3.0",
        section: "Aggregated Typed Request Usage",
        statement: "Typed requests are not reachable as Tecton-called methods.",
        hint: "Remove handleRequest from the methods the module offers to Tecton.")

    // MARK: Tecton-called methods

    package static let selectorListed = Clause(
        "METHOD-SELECTOR-LISTED", .method, .required,
        section: "Selector-Based Method Invocation",
        statement: "Every method the module is declared to offer can be found by its Tecton name, a name without whitespace.",
        hint: "Check the spelling of the method name where the module registers it (the @objc name on Apple platforms).")

    package static let selectorOnce = Clause(
        "METHOD-SELECTOR-ONCE", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "A Tecton-called method completes its callback exactly once, within the budget.",
        hint: "Follow every path of the method to exactly one callback.completion call, including error paths.")

    package static let selectorJSON = Clause(
        "METHOD-SELECTOR-JSON", .method, .required,
        section: "Selector-Based Method Implementation",
        statement: "A Tecton-called method's response encodes as JSON.",
        hint: "Respond with strings, finite numbers, Booleans, arrays and objects only.")

    package static let selectorParameters = Clause(
        "METHOD-SELECTOR-PARAMS", .method, .required,
        section: "Selector-Based Method Invocation",
        statement: "Missing, null or wrongly typed parameters do not crash a Tecton-called method.",
        hint: "Read parameters with optional accessors (data.data[\"name\"]?.stringValue) and answer an error value instead of trapping.")

    /// Every method clause, in catalog order.
    package static let all: [Clause] = [
        requestBudget, requestNilContext, requestJSON, requestDeterministic, oauthShape, oauthIssuer, typedNotTecton,
        selectorListed, selectorOnce, selectorJSON, selectorParameters,
    ]
}
