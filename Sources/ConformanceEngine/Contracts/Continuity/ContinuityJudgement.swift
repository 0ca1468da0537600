/// How a continuity clause judges: one entry-point call per fixture case, a routing scenario, or one instance asked
/// every case.
package enum ContinuityJudgement: ClauseJudgement {
    /// One call of an entry point, judged on its answer or the handlers it called.
    case entry(EntryJudgement)
    /// A scenario played through the reference host, judged on every route.
    case routing
    /// Every decision of the entry fixtures asked of one instance, many times over, judged against fresh instances.
    case longLived

    package var fixtureKinds: Set<String> {
        switch self {
        case .entry: ["continuity.entry"]
        case .routing: ["continuity.routing"]
        case .longLived: []
        }
    }

    /// The long-lived check makes a thousand calls on the main thread, each watched there for a hang on its own: a
    /// minute in all is a margin no loaded machine reaches for calls that return at once.
    package var longestRun: Duration? {
        if case .longLived = self { .seconds(60) } else { nil }
    }

    package var keepsOneInstance: Bool {
        if case .longLived = self { true } else { false }
    }

    /// How an entry-point case is judged, and which entry points and documented decisions its cases may carry.
    package enum EntryJudgement: Sendable {
        case claims
        case doesNotClaim
        case declinesWithNil
        case returns
        case handlerAtMostOnce
        case handlerCalled
        case restorationAtMostOnce

        /// The entry points a fixture case judged this way may call.
        package var entries: Set<ContinuityEntry> {
            switch self {
            case .claims: [.openURL, .continueActivity]
            case .doesNotClaim: [.openURL, .continueActivity, .willContinue]
            case .declinesWithNil: [.openURL, .continueActivity]
            case .returns: [.didFail]
            case .handlerAtMostOnce, .handlerCalled: [.backgroundSession]
            case .restorationAtMostOnce: [.continueActivity]
            }
        }

        /// The documented reference decisions a case judged this way may carry.
        package var decisions: Set<ContinuityEntryFixture.Decision> {
            switch self {
            case .claims: [.handled]
            case .doesNotClaim, .declinesWithNil: [.noDecision]
            case .returns, .handlerAtMostOnce, .handlerCalled: [.completes]
            case .restorationAtMostOnce: [.handled, .noDecision]
            }
        }

        /// What the judgement expects, for messages.
        package var expectation: String {
            switch self {
            case .claims: "true (the module owns the link)"
            case .doesNotClaim: "not true (nil is documented; false is allowed)"
            case .declinesWithNil: "not false (a module that declines answers nil, as documented)"
            case .returns: "returns normally"
            case .handlerAtMostOnce: "returns; completion handler called at most once"
            case .handlerCalled: "completion handler called within the budget"
            case .restorationAtMostOnce: "restoration handler called at most once"
            }
        }

        /// The verdict on what the probe observed.
        package func verdict(on observed: ContinuityProbe.Observation, input: String, options: ConformanceOptions) -> Verdict {
            func verdict(_ passing: Bool, _ actual: String) -> Verdict {
                Verdict(passing: passing, input: input, expected: expectation, actual: actual)
            }
            switch self {
            case .claims: return verdict(observed.answer == .some(true), observed.answerText)
            case .doesNotClaim: return verdict(observed.answer != .some(true), observed.answerText)
            case .declinesWithNil: return verdict(observed.answer != .some(false), observed.answerText)
            case .returns: return verdict(true, "returned")
            case .handlerAtMostOnce:
                return verdict(observed.handlerCalls <= 1, "completion handler called \(observed.handlerCalls) times")
            case .handlerCalled:
                return verdict(observed.handlerCalls >= 1,
                               "completion handler called \(observed.handlerCalls) times within \(options.handlerBudget)")
            case .restorationAtMostOnce:
                return verdict(observed.restorationCalls <= 1, "restoration handler called \(observed.restorationCalls) times")
            }
        }
    }
}
