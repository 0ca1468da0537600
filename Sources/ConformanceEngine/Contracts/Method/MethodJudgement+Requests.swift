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
    /// What the module gives alone each time (asked twice, one request after the other) it must give at once too: the
    /// nineteenth trial's B44 answered in another shape when two requests overlapped.
    /// No other check's request overlaps the ones it compares (the twentieth trial's M32c).
    package static let answersEveryTime = Self(comparesAnswersAlone: true) { first, options, ask in
        let expected = "an answer to each of six requests at once, within \(options.callbackBudget) each, with what the module "
            + "answers alone each time"
        let second = await ask()
        let answers = await withTaskGroup(of: [String: JSON]??.self) { group in
            for _ in 0..<6 { group.addTask { await ask() } }
            var answers: [[String: JSON]??] = []
            for await answer in group { answers.append(answer) }
            return answers
        }
        let repeats = answers.filter { $0 != nil }.count
        guard repeats == 6 else { return (false, expected, "\(repeats) of 6 answered within the budget") }
        // Only when both lone answers came, and agree on whether there is one, is there something to hold the others to.
        guard let lone = first, let again = second, (lone == nil) == (again == nil) else { return (true, expected, "6 of 6 answered within the budget") }
        let stable = JSON.stableMembers([lone, again])
        for case let answer? in answers {
            if (answer == nil) != (lone == nil) {
                return (false, expected, "answered \(rendered(.some(answer))) at once, while alone it answers \(rendered(.some(lone)))")
            }
            if let key = stable.keys.sorted().first(where: { answer?[$0] != stable[$0] }) {
                return (false, expected, "answered \(key) " + (answer?[key].map { JSONText.short($0) } ?? "absent")
                    + " at once, while alone it answers \(JSONText.short(stable[key] ?? .null)) each time")
            }
        }
        return (true, expected, "6 of 6 answered within the budget, each as alone")
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
