import Q2ModuleInterfaces

/// The kinds of Tecton-call judgement the method clauses use; a new kind goes beside these, or in a file of its own.
extension MethodJudgement.CallJudgement {
    /// The callback is completed exactly once within the budget.
    package static let completesOnce = Self(expectation: "the callback completed exactly once within the budget",
                                            countsCompletions: true) { responses in
        (responses.count == 1, "completed \(responses.count) times")
    }

    /// Every response encodes as JSON.
    package static let respondsJSON = Self(expectation: "a response that encodes as JSON") { responses in
        (responses.allSatisfy { JSON(sdk: $0.response).isWritableJSON }, responses.first.map { JSONText.short(JSON(sdk: $0.response)) } ?? "none")
    }

    /// The method returns normally and still completes the callback exactly once: Tecton's promise settles on every input.
    package static let survivesCompletingOnce = Self(expectation: "returns normally and completes the callback exactly once within the budget",
                                                     countsCompletions: true) {
        responses in (responses.count == 1, "returned, callback completed \(responses.count) times")
    }
}
