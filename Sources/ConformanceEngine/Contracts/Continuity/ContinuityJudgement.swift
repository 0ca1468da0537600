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

    package var watchesHandlersPastCheck: Bool {
        guard case .entry(let judgement) = self else { return false }
        // A rule on the number of calls watches past the check; one on the first call waits for it while it is owed.
        if case .completion(1) = judgement.waitsFor { return true }
        return judgement.waitsFor.limitsCalls
    }
}

extension ContinuityJudgement {
    /// How an entry-point case is judged: everything about one kind of judgement in one value (which entry points and
    /// documented decisions its cases may carry, what the probe waits for after the call, and the verdict), so that a
    /// new kind is one new value and a kind that lacks a part does not compile.
    package struct EntryJudgement: Sendable {
        /// The entry points a fixture case judged this way may call.
        package let entries: Set<ContinuityEntry>
        /// The documented reference decisions a case judged this way may carry.
        package let decisions: Set<ContinuityEntryFixture.Decision>
        /// What the judgement expects, for messages.
        package let expectation: String
        /// What the probe waits for once the call has returned, within the handler budget.
        package let waitsFor: HandlerWait
        /// Whether what was observed passes, and the observation as the verdict reports it.
        private let judge: @Sendable (ContinuityProbe.Observation, ConformanceOptions) -> (passing: Bool, actual: String)

        package init(entries: Set<ContinuityEntry>, decisions: Set<ContinuityEntryFixture.Decision>, expectation: String,
                     waitsFor: HandlerWait,
                     judge: @escaping @Sendable (ContinuityProbe.Observation, ConformanceOptions) -> (passing: Bool, actual: String)) {
            self.entries = entries
            self.decisions = decisions
            self.expectation = expectation
            self.waitsFor = waitsFor
            self.judge = judge
        }

        /// The verdict on what the probe observed.
        package func verdict(on observed: ContinuityProbe.Observation, input: String, options: ConformanceOptions) -> Verdict {
            let (passing, actual) = judge(observed, options)
            return Verdict(passing: passing, input: input, expected: expectation, actual: actual)
        }
    }

    /// What the probe waits for after an entry point returns, before the judgement reads the counts.
    package enum HandlerWait: Sendable {
        /// Nothing: the answer is all there is to judge.
        case nothing
        /// The completion handler's calls, until it was called this many times or the budget is spent.
        case completion(calls: Int)
        /// The restoration handler's calls, until it was called this many times or the budget is spent.
        case restoration(calls: Int)

        /// Whether the wait is for one call more than a rule allows: the handler is then watched past the check too.
        package var limitsCalls: Bool {
            switch self {
            case .nothing: false
            case .completion(let calls), .restoration(let calls): calls > 1
            }
        }
    }
}
