/// How each continuity clause judges what a module did, and which entry points its fixtures may use.
package enum ContinuityRule: Sendable {
    case mustClaim
    case mustNotClaim
    case mustBeNil
    case declinesWithNil
    case mustReturn
    case handlerAtMostOnce
    case handlerCalled
    case restorationAtMostOnce
    case routing

    package static func rule(for clause: ClauseID) -> ContinuityRule? {
        switch clause {
        case ContinuityClauses.ownLinkClaimed.id, ContinuityClauses.shapesAlike.id,
             ContinuityClauses.anyScheme.id, ContinuityClauses.normalized.id: .mustClaim
        case ContinuityClauses.foreignNotClaimed.id, ContinuityClauses.lookalikeNotClaimed.id,
             ContinuityClauses.malformedNotClaimed.id, ContinuityClauses.willContinueNotClaimed.id: .mustNotClaim
        case ContinuityClauses.nilForUnowned.id: .declinesWithNil
        case ContinuityClauses.activityWithoutURL.id: .mustBeNil
        case ContinuityClauses.failureSurvived.id: .mustReturn
        case ContinuityClauses.backgroundSessionOnce.id: .handlerAtMostOnce
        case ContinuityClauses.backgroundSessionCompletes.id: .handlerCalled
        case ContinuityClauses.restorationAtMostOnce.id: .restorationAtMostOnce
        case ContinuityClauses.routingCoexists.id: .routing
        default: nil
        }
    }

    /// The entry points a fixture case judged by this rule may call.
    package var entries: Set<ContinuityEntry> {
        switch self {
        case .mustClaim: [.openURL, .continueActivity]
        case .mustNotClaim: [.openURL, .continueActivity, .willContinue]
        case .mustBeNil, .declinesWithNil: [.openURL, .continueActivity]
        case .mustReturn: [.didFail]
        case .handlerAtMostOnce, .handlerCalled: [.backgroundSession]
        case .restorationAtMostOnce: [.continueActivity]
        case .routing: []
        }
    }

    /// The documented reference decisions a case judged by this rule may carry.
    package var decisions: Set<ContinuityEntryFixture.Decision> {
        switch self {
        case .mustClaim: [.handled]
        case .mustNotClaim, .mustBeNil, .declinesWithNil: [.noDecision]
        case .mustReturn, .handlerAtMostOnce, .handlerCalled: [.completes]
        case .restorationAtMostOnce: [.handled, .noDecision]
        case .routing: []
        }
    }

    /// What the rule expects, for messages.
    package var expectation: String {
        switch self {
        case .mustClaim: "true (the module owns the link)"
        case .mustNotClaim: "not true (nil is documented; false is allowed)"
        case .mustBeNil: "nil (no decision)"
        case .declinesWithNil: "not false (a module that declines answers nil, as documented)"
        case .mustReturn: "returns normally"
        case .handlerAtMostOnce: "returns; completion handler called at most once"
        case .handlerCalled: "completion handler called within the budget"
        case .restorationAtMostOnce: "restoration handler called at most once"
        case .routing: "every link settled by its owner"
        }
    }
}
