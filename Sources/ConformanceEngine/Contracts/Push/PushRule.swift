/// How each push clause judges what a module did, and which callbacks its payload cases may use.
package enum PushRule: Sendable {
    case returnsWithinBudget
    case answersNil
    case survives
    case deliversOriginal
    case deliversModified
    case deliversOnce
    case expiresOnce
    case routing
    case registrationSurvives
    case tokenHex

    package static func rule(for clause: ClauseID) -> PushRule? {
        switch clause {
        case PushClauses.silentWithinBudget.id, PushClauses.presentWithinBudget.id, PushClauses.tapWithinBudget.id:
            .returnsWithinBudget
        case PushClauses.foreignNoDecision.id: .answersNil
        case PushClauses.hostileSurvived.id, PushClauses.contentSurvives.id: .survives
        case PushClauses.serviceForeignUnchanged.id, PushClauses.serviceMalformedOriginal.id: .deliversOriginal
        case PushClauses.serviceOwnModified.id: .deliversModified
        case PushClauses.serviceHandlerOnce.id: .deliversOnce
        case PushClauses.serviceExpireOnce.id: .expiresOnce
        case PushClauses.senderRouted.id: .routing
        case PushClauses.registrationSurvives.id: .registrationSurvives
        case PushClauses.tokenHex.id: .tokenHex
        default: nil
        }
    }

    /// The callbacks a payload case judged by this clause may name.
    package static func callbacks(for clause: ClauseID) -> Set<PushCallback> {
        switch clause {
        case PushClauses.silentWithinBudget.id: [.silent]
        case PushClauses.presentWithinBudget.id: [.willPresent]
        case PushClauses.tapWithinBudget.id: [.tap]
        case PushClauses.foreignNoDecision.id: [.silent, .willPresent]
        case PushClauses.hostileSurvived.id: Set(PushCallback.allCases)
        case PushClauses.contentSurvives.id: [.contentExtension]
        case PushClauses.serviceForeignUnchanged.id, PushClauses.serviceMalformedOriginal.id,
             PushClauses.serviceOwnModified.id, PushClauses.serviceHandlerOnce.id: [.serviceExtension]
        case PushClauses.serviceExpireOnce.id: [.expire]
        default: []
        }
    }

    package var expectation: String {
        switch self {
        case .returnsWithinBudget: "returns within the callback budget"
        case .answersNil: "nil (no decision) for another module's notification"
        case .survives: "returns normally"
        case .deliversOriginal: "the original content, unchanged"
        case .deliversModified: "content different from the original"
        case .deliversOnce: "the content handler called exactly once within the service extension budget"
        case .expiresOnce: "content delivered exactly once in all, whether by didReceive or by the expiry callback"
        case .routing: "the payload delivered to the expected push modules"
        case .registrationSurvives: "returns normally"
        case .tokenHex: "the token as lowercase hex, two digits per byte"
        }
    }
}
