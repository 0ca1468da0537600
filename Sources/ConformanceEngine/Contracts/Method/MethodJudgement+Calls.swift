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
        let answers = responses.map { JSON(sdk: $0.response) }
        // Trial 23's u62: "NaN" alone read as a string the kit refused; the number, and where it is, is said.
        let unwritable = answers.lazy.compactMap(\.firstNonFiniteNumber).first
        return (answers.allSatisfy(\.isWritableJSON), unwritable.map { found in
            (found.path == "$" ? "the number " : "the number at \(found.path) is ")
                + (found.number.isNaN ? "NaN" : found.number > 0 ? "+Infinity" : "-Infinity") + " (not a string), which JSON cannot hold: "
                + JSONText.short(answers.first { !$0.isWritableJSON } ?? .null) + " as the kit spells it"
        } ?? answers.first.map(JSONText.short) ?? "none")
    }

    /// The method returns normally and still completes the callback exactly once: Tecton's promise settles on every input.
    package static let survivesCompletingOnce = Self(expectation: "returns normally and completes the callback exactly once within the budget",
                                                     countsCompletions: true) {
        responses in (responses.count == 1, "returned, callback completed \(responses.count) times")
    }
}
