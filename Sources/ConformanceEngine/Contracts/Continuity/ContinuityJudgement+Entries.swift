/// The kinds of entry-point judgement the continuity clauses use; a new kind goes in a file of its own beside these.
extension ContinuityJudgement.EntryJudgement {
    /// The module claims the link: it answers true.
    package static let claims = Self(entries: [.openURL, .continueActivity], decisions: [.handled],
                                     expectation: "true (the module owns the link)", waitsFor: .nothing) { observed, _ in
        // The fifteenth trial (M18): a module that read its link and declined it got the hint about parsing alone.
        (observed.answer == .some(true), observed.answerText + (observed.answer == .some(false)
            ? " (false says the module does not handle the link: it may have recognised it and declined; for a link of its "
                + "own it answers true)" : ""))
    }

    /// The module does not claim what is not its own: any answer but true.
    package static let doesNotClaim = Self(entries: [.openURL, .continueActivity, .willContinue], decisions: [.noDecision],
                                           expectation: "not true (nil is documented; false is allowed)", waitsFor: .nothing) { observed, _ in
        (observed.answer != .some(true), observed.answerText)
    }

    /// The module declines as documented: any answer but false.
    package static let declinesWithNil = Self(entries: [.openURL, .continueActivity], decisions: [.noDecision],
                                              expectation: "not false (a module that declines answers nil, as documented)",
                                              waitsFor: .nothing) { observed, _ in
        (observed.answer != .some(false), observed.answerText)
    }

    /// The module answers, whatever it decides: true, false or nil (a crash or a hang is judged before this is asked).
    package static let answers = Self(entries: [.openURL, .continueActivity], decisions: [.handled, .noDecision],
                                      expectation: "an answer, whichever the module decides (true, false or nil)",
                                      waitsFor: .nothing) { observed, _ in
        (true, observed.answerText)
    }

    /// A void entry point returns (a crash or a hang is judged before this is asked).
    package static let returns = Self(entries: [.didFail], decisions: [.completes], expectation: "returns normally",
                                      waitsFor: .nothing) { _, _ in
        (true, "returned")
    }

    /// The completion handler is called at most once: the probe waits for a second call within the budget.
    package static let handlerAtMostOnce = Self(entries: [.backgroundSession], decisions: [.completes],
                                                expectation: "returns; completion handler called at most once",
                                                waitsFor: .completion(calls: 2)) { observed, _ in
        (observed.handlerCalls <= 1 && (observed.earlierHandlerCalls ?? 0) <= 1,
         observed.earlierHandlerCalls.map { "the first session's completion handler called \($0) times, the second's \(observed.handlerCalls) times" }
            ?? "completion handler called \(observed.handlerCalls) times")
    }

    /// The completion handler is called: within the budget, or later while the module holds it, as Apple's pattern calls
    /// it once the session's events are processed (the probe waits up to `lateCallWindow` for a call still owed).
    package static let handlerCalled = Self(entries: [.backgroundSession], decisions: [.completes],
                                            expectation: "completion handler called, at once or once the module has processed the "
                                                + "session's events",
                                            waitsFor: .completion(calls: 1)) { observed, options in
        if let earlier = observed.earlierHandlerCalls, earlier == 0 {
            // The eighteenth trial's M05: a module that keeps one handler in one property loses the first session's.
            return (false, "the first session's completion handler never called"
                + (observed.earlierLetGoUncalled ? ": the module let go of it uncalled once the second session's events arrived"
                    : ": not within \(options.handlerBudget), nor later while the module held it (up to \(options.lateCallWindow))")
                + "; the second's " + (observed.handlerCalls >= 1 ? "was called" : "was never called either"))
        }
        if observed.handlerCallsOffMain > 0 {
            // The nineteenth trial's B13: the handler called from a background queue seconds later.
            return (false, "completion handler called off the main thread (\(observed.handlerCallsOffMain) of its calls): it is UIKit's, "
                + "and Apple asks for it to be called on the main thread")
        }
        return (observed.handlerCalls >= 1, (observed.earlierHandlerCalls == nil ? "" : "the first session's completion handler called; the second's ")
            + (observed.firstCallAfterBudget
            ? "completion handler called after \(options.handlerBudget), while the module held it"
            : observed.handlerCalls >= 1 ? "completion handler called within \(options.handlerBudget)"
            : "completion handler never called: not within \(options.handlerBudget), nor later while the module held it "
                + "(up to \(options.lateCallWindow))"))
    }

    /// The restoration handler is called at most once: the probe waits for a second call within the budget.
    package static let restorationAtMostOnce = Self(entries: [.continueActivity], decisions: [.handled, .noDecision],
                                                    expectation: "restoration handler called at most once",
                                                    waitsFor: .restoration(calls: 2)) { observed, _ in
        (observed.restorationCalls <= 1, "restoration handler called \(observed.restorationCalls) times")
    }
}
