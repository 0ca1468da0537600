/// What a method check knows when it asks whether its requirements are met; what is not yet observed is `nil`.
package struct MethodSituation: Sendable {
    /// Whether the module offers the declared Tecton method.
    package var offered: Bool?
    /// The module's first answer to a typed request: `.some(nil)` when it gave none within the budget.
    package var answer: [String: JSON]??? = nil
    /// The responses the Tecton method's callback received.
    package var responses: Int?
}

/// What a method check needs in order to judge: the one place the method contract's not-applicable reasons are written.
package enum MethodRequirement: Requirement, CaseIterable {
    /// The module offers the declared Tecton method.
    case methodOffered
    /// `handleRequest(_:)` answered within the budget (judged after the call).
    case answered
    /// `handleRequest(_:)` answered with data rather than nil (judged after the call).
    case answeredWithData
    /// The answer carries an `issuerUrl` (judged after the call).
    case issuerInAnswer
    /// The Tecton method's callback received a response (judged after the call).
    case responded

    package var reason: String {
        switch self {
        case .methodOffered: "the module offers no method of the declared name; METHOD-SELECTOR-LISTED reports it"
        case .answered: "METHOD-REQUEST-BUDGET reports it"
        case .answeredWithData: "the module does not answer this request"
        case .issuerInAnswer: "the module does not answer with an issuerUrl"
        case .responded: "METHOD-SELECTOR-ONCE reports it"
        }
    }

    package func isMet(in situation: MethodSituation) -> Bool? {
        switch self {
        case .methodOffered: situation.offered
        case .answered: situation.answer.map { $0 != nil }
        case .answeredWithData: situation.answer.map { ($0 ?? nil) != nil }
        case .issuerInAnswer: situation.answer.map { ($0 ?? nil)?["issuerUrl"] != nil }
        case .responded: situation.responses.map { $0 > 0 }
        }
    }

    /// What the check saw when the requirement was unmet.
    package var unmetObservation: String {
        switch self {
        case .methodOffered: "not run"
        case .answered, .answeredWithData: "no answer"
        case .issuerInAnswer: "no issuerUrl in the answer"
        case .responded: "no response"
        }
    }
}
