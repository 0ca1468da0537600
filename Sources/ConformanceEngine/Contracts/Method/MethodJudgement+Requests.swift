import Q2ModuleInterfaces

/// The kinds of typed-request judgement the method clauses use; a new kind goes beside these, or in a file of its own.
extension MethodJudgement.RequestJudgement {
    /// The module answers within the callback budget.
    package static let answersInBudget = Self { answer, options, _ in
        (answer != nil, "an answer within \(options.callbackBudget)", answer == nil ? "no answer within the budget" : "answered")
    }

    /// The module returns normally: surviving includes answering, since the SDK's aggregation waits for every module.
    package static let survives = Self { answer, options, _ in
        (answer != nil, "returns normally, within \(options.callbackBudget)", answer == nil ? "no answer within the budget" : "returned")
    }

    /// The answer holds JSON values only.
    package static let answersJSON = Self { answer, _, _ in
        let writable = (answer ?? nil).map { JSON.object($0).isWritableJSON } ?? true
        return (writable, "JSON values only (finite numbers)", rendered(answer))
    }

    /// Six requests at once are each answered within the budget. The values may differ from ask to ask (a per-request
    /// state or nonce is good OAuth practice); each ask must be answered, since the SDK's aggregation waits for every
    /// loaded module.
    package static let answersEveryTime = Self { _, options, ask in
        let repeats = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<6 { group.addTask { await ask() != nil } }
            var answered = 0
            for await again in group where again { answered += 1 }
            return answered
        }
        return (repeats == 6, "an answer to each of six requests at once, within \(options.callbackBudget) each",
                "\(repeats) of 6 answered within the budget")
    }

    /// The OAuth answer gives its query parameter's key and value as strings.
    package static let oauthShape = Self { answer, _, _ in
        let data = (answer ?? nil) ?? [:]
        let shaped = data["queryParamKey"]?.stringValue != nil && data["queryParamVal"]?.stringValue != nil
        return (shaped, "string queryParamKey and queryParamVal", rendered(answer))
    }

    /// The OAuth answer's issuerUrl is empty or a valid http or https URL without whitespace.
    package static let oauthIssuer = Self { answer, _, _ in
        let issuer = ((answer ?? nil) ?? [:])["issuerUrl"] ?? .null
        let text = issuer.stringValue
        let valid = text.map { $0.isEmpty || IssuerURL.isValid($0) } ?? false
        return (valid, "\"\" or a valid http/https URL without whitespace",
                text.map { "\"\($0)\"" + (IssuerURL.problem(with: $0).map { " (\($0))" } ?? "") } ?? "a non-string \(JSONText.short(issuer))")
    }
}
