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

    package var fixtureKinds: Set<String> {
        switch self {
        case .payload: ["push.payload"]
        case .routing: ["push.routing"]
        case .registration: ["push.registration"]
        case .declaration, .settings, .longLived: []
        }
    }

    package var keepsOneInstance: Bool {
        if case .longLived = self { true } else { false }
    }

    /// The callbacks a payload case judged by this rule may name.
    package var callbacks: Set<PushCallback> {
        if case .payload(_, let callbacks) = self { return callbacks }
        return []
    }

    /// How a payload case is judged on what the callback did.
    package enum PayloadJudgement: Sendable {
        case returnsWithinBudget
        case answersNil
        case survives
        case deliversOriginal
        case deliversModified
        case deliversOnce
        case expiresOnce

        package var expectation: String {
            switch self {
            case .returnsWithinBudget: "returns within the callback budget"
            case .answersNil: "nil (no decision) for another module's notification"
            case .survives: "returns normally, within the callback budget"
            case .deliversOriginal: "the original content, unchanged"
            case .deliversModified: "content different from the original"
            case .deliversOnce: "the content handler called exactly once within the service extension budget"
            case .expiresOnce: "content delivered exactly once in all, whether by didReceive or by the expiry callback, and not blank"
            }
        }

        /// The verdict on what the probe observed; the clause's observation requirements were met before this is asked.
        package func verdict(on observed: PushProbe.Observation, original: ContentSnapshot, input: String,
                             options: ConformanceOptions) -> Verdict {
            func verdict(_ passing: Bool, _ actual: String, note: String? = nil) -> Verdict {
                Verdict(passing: passing, input: input, expected: expectation, actual: actual, note: note)
            }
            // Whatever the judgement, a delivery of another class than the platform's proves nothing the kit read of it.
            if let odd = observed.delivered.first(where: { $0.foreignClass != nil }), let name = odd.foreignClass {
                return verdict(false, "delivered a \(name), not the platform's content class: the system reads what it shows "
                    + "later, and a subclass can answer that read otherwise than the kit's")
            }
            switch self {
            case .returnsWithinBudget:
                return observed.returned ? verdict(true, "returned")
                    : verdict(false, "did not return within \(observed.budget ?? options.callbackBudget)"
                        + (observed.unreturnedResponse.map { " for \($0)" } ?? ""))
            case .answersNil:
                return verdict(observed.answerIsNil, observed.answer ?? "nil")
            case .survives:
                // Surviving includes returning: a callback that never returns for a hostile payload never settles.
                return observed.returned ? verdict(true, "returned")
                    : verdict(false, "still running at the callback budget (\(observed.budget ?? options.callbackBudget)); it never returned for this input"
                        + (observed.unreturnedResponse.map { ", answering \($0)" } ?? ""))
            case .deliversOriginal:
                if let changed = observed.delivered.first(where: { $0 != original }) {
                    return verdict(false, "changed \(changed.changedFields(from: original).joined(separator: ", ")): \(changed)",
                                   note: "original: \(original)")
                }
                return verdict(true, "original: \(observed.delivered.first.map { "\($0)" } ?? "")")
            case .deliversModified:
                guard let first = observed.delivered.first else { return verdict(false, "nothing delivered") }
                // A delivery the expiry made is the expiry path's to judge (PUSH-SVC-EXPIRE-ONCE), blank or not.
                if !observed.expiredForLackOfDelivery, let loss = first.loss(from: original) { return verdict(false, "\(loss): \(first)") }
                return first != original ? verdict(true, "modified: \(first)") : verdict(false, "the original content, unchanged: \(first)")
            case .deliversOnce:
                return verdict(observed.delivered.count == 1, "content handler called \(observed.delivered.count) times")
            case .expiresOnce:
                let before = observed.deliveredBeforeExpire.count
                let after = observed.deliveredAfterExpire.count
                let late = observed.deliveredLate.count
                let counted = "\(before) deliveries before the expiry callback, \(after) after it"
                    + (late == 0 ? "" : ", \(late) late (after the expiry's time was up, when iOS had shown the original)")
                guard late == 0, before >= 1 ? after == 0 : after == 1 else { return verdict(false, counted, note: observed.heldHandlerNote) }
                // What the expiry delivered must not lose what the user would see; a delivery before it is didReceive's,
                // judged by PUSH-SVC-OWN-MODIFIED.
                if let byExpiry = observed.deliveredAfterExpire.first, let loss = byExpiry.loss(from: original) {
                    return verdict(false, "\(counted); the expiry delivered \(loss)")
                }
                // Which path delivered first is a race an attachment download may win or lose, so a pass reads the same
                // either way: the golden report must not change with the machine's timing.
                return verdict(true, "delivered exactly once in all, nothing blank", note: observed.heldHandlerNote)
            }
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
