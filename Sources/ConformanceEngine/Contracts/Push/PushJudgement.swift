/// How a push clause judges: payload cases delivered to callbacks, routing scenarios, registration cases,
/// or the module's declaration and settings entry.
package enum PushJudgement: ClauseJudgement {
    /// A payload delivered to each of the callbacks, judged on what the callback did.
    case payload(PayloadJudgement, Set<PushCallback>)
    /// A sender-routing scenario played through the reference host, judged on who received the payload.
    case routing
    /// A registration case: a token or failure the lifecycle module must survive, or token bytes to format.
    case registration(RegistrationJudgement)
    /// The module's declared types, senders and categories.
    case declaration(DeclarationJudgement)
    /// The module's entry in settings.json.
    case settings(SettingsJudgement)
    /// Every payload case delivered to one registered instance, many times over, judged against fresh instances.
    case longLived
    /// Every content-extension payload case shown to one content extension instance, many times over.
    case contentLongLived

    package var fixtureKinds: Set<String> {
        switch self {
        case .payload: ["push.payload"]
        case .routing: ["push.routing"]
        case .registration: ["push.registration"]
        case .declaration, .settings, .longLived, .contentLongLived: []
        }
    }

    package var watchesHandlersPastCheck: Bool {
        if case .payload(let judgement, _) = self { judgement.countsDeliveries } else { false }
    }

    package var keepsOneInstance: Bool {
        switch self {
        case .longLived, .contentLongLived: true
        default: false
        }
    }

    /// The callbacks a payload case judged by this rule may name.
    package var callbacks: Set<PushCallback> {
        if case .payload(_, let callbacks) = self { return callbacks }
        return []
    }
}

extension PushJudgement {
    /// How a payload case is judged on what the callback did: everything about one kind of judgement in one value
    /// (what it expects, how long the probe watches, the verdict), so that a new kind is one new value and a kind that
    /// lacks a part does not compile.
    package struct PayloadJudgement: Sendable {
        /// What the judgement expects, for messages.
        package let expectation: String
        /// Whether the probe watches the extension's whole life for a late delivery (only the count of the expiry's
        /// deliveries needs it), rather than the callback budget alone.
        package let watchesForLateDelivery: Bool
        /// Whether a delivery beyond the first is watched for past the check too, while the extension holds its content
        /// handler (`LateCallWatch`): the judgement counts deliveries.
        package let countsDeliveries: Bool
        /// Whether an own notification is judged on how the module changed it, which only an example of the module's own
        /// payload shows (without one, such a case is not applicable).
        package let needsOwnPayloadExample: Bool
        /// Whether a service extension that delivered nothing from `didReceive` before the kit's early expiry call is
        /// watched again with the whole budget the page allows (under 30 seconds), so that slow work done right passes.
        package let waitsWholeBudget: Bool
        /// The verdict on what was observed, as `verdict(on:original:input:options:)` describes.
        private let judge: @Sendable (PushProbe.Observation, ContentSnapshot, ConformanceOptions) -> Outcome

        /// What a judgement finds: whether it passes, what was observed, and a note for a reader of the failure.
        package struct Outcome: Sendable {
            package let passing: Bool
            package let actual: String
            package let note: String?

            package init(_ passing: Bool, _ actual: String, note: String? = nil) {
                self.passing = passing
                self.actual = actual
                self.note = note
            }
        }

        package init(expectation: String, watchesForLateDelivery: Bool = false, countsDeliveries: Bool = false,
                     needsOwnPayloadExample: Bool = false, waitsWholeBudget: Bool = false,
                     judge: @escaping @Sendable (PushProbe.Observation, ContentSnapshot, ConformanceOptions) -> Outcome) {
            self.waitsWholeBudget = waitsWholeBudget
            self.expectation = expectation
            self.watchesForLateDelivery = watchesForLateDelivery
            self.countsDeliveries = countsDeliveries
            self.needsOwnPayloadExample = needsOwnPayloadExample
            self.judge = judge
        }

        /// The verdict on what the probe observed; the clause's observation requirements were met before this is asked.
        package func verdict(on observed: PushProbe.Observation, original: ContentSnapshot, input: String,
                             options: ConformanceOptions) -> Verdict {
            // Whatever the judgement, a delivery of another class than the platform's proves nothing the kit read of it.
            if let odd = observed.delivered.first(where: { $0.foreignClass != nil }), let name = odd.foreignClass {
                return Verdict(passing: false, input: input, expected: expectation,
                               actual: "delivered a \(name), not the platform's content class: the system reads what it shows "
                                   + "later, and a subclass can answer that read otherwise than the kit's")
            }
            let found = judge(observed, original, options)
            return Verdict(passing: found.passing, input: input, expected: expectation, actual: found.actual, note: found.note)
        }
    }
}

extension PushProbe.Observation {
    /// Says that the service extension still held its content handler when the kit stopped watching, if it did.
    var heldHandlerNote: String? {
        heldContentHandler.map { "the extension still held its content handler \($0) after didReceive, when its process would "
            + "end and the kit stopped watching for a late delivery" }
    }
}
