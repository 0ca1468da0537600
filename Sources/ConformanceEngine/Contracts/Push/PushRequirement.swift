/// What a push check knows when it asks whether its requirements are met; what it has not read or observed is `nil`.
package struct PushSituation: Sendable {
    /// What the module's types say of themselves, once read.
    package var facts: PushModuleFacts?
    /// The push type a declaration check is about; without one, the module's own sender is meant.
    package var part: PushPart?
    /// The sender ids a routing run read, each separately; all must be there.
    package var readSenders: [String?]?
    /// The module as declared (its payload key and examples).
    package var module: PushModuleDeclaration?
    /// Whether the author passed a device-token formatter.
    package var tokenFormatterGiven: Bool?
    /// Whether the case's near miss of the module's sender is, to Swift's ==, the sender itself.
    package var nearMissIsOwnID: Bool?
    /// The module's settings entry, once looked up (`.some(nil)`: there is none).
    package var entry: SettingsFile.Entry??
    /// What the probe observed of the call.
    package var observation: PushProbe.Observation?
}

/// What a push check needs in order to judge: the one place push's not-applicable reasons are written.
package enum PushRequirement: Requirement, CaseIterable {
    /// The module names a sender (the case or the clause is about it).
    case sender
    /// The module has at least two push types that name a sender, so they can be compared.
    case twoSenders
    /// The service extension's payload key is declared (a case addresses the module's own payload).
    case payloadKey
    /// The module gives at least one example of its own payload (a case sends the module's own notification).
    case payloadExample
    /// The author passed the module's device-token formatter.
    case tokenFormatter
    /// The routing scenario's near miss differs from the module's own id.
    case nearMissDiffers
    /// settings.json has an entry for the module.
    case settingsEntry
    /// The module's settings entry has a non-empty identifier.
    case settingsIdentifier
    /// The callback answered within its budget (judged after the call).
    case answered
    /// The service extension delivered content within its budget (judged after the call).
    case delivered

    package var reason: String {
        switch self {
        case .sender: "the module names no sender; PUSH-SENDER-PRESENT reports it"
        case .twoSenders: "fewer than two of the module's push types name a sender; PUSH-SENDER-PRESENT reports a missing one"
        case .payloadKey: "declare the service extension's payloadKey to run this case"
        case .payloadExample: "declare an example of the module's own payload (payloadExamples) to run this case"
        case .tokenFormatter: "pass the module's token formatter as deviceTokenFormatter to check it"
        case .nearMissDiffers: "for this module's id the near miss is the id itself"
        case .settingsEntry: "settings.json has no entry for the module; the class-name clauses report it"
        case .settingsIdentifier: "the settings entry has no identifier; PUSH-SETTINGS-IDENTIFIER reports it"
        case .answered: "the budget clauses report it"
        case .delivered: "no content was delivered within the budget; PUSH-SVC-HANDLER-ONCE reports it"
        }
    }

    package func isMet(in situation: PushSituation) -> Bool? {
        switch self {
        case .sender:
            if let read = situation.readSenders { return read.allSatisfy { $0 != nil } }
            return situation.facts.map { facts in situation.part.map { facts.sender(of: $0) != nil } ?? (facts.senderID != nil) }
        case .twoSenders: return situation.facts.map { $0.senders.compactMap(\.id).count >= 2 }
        case .payloadKey: return situation.module.map { $0.payloadKey != nil }
        case .payloadExample: return situation.module.map { !$0.ownPayload.examples.isEmpty }
        case .tokenFormatter: return situation.tokenFormatterGiven
        case .nearMissDiffers: return situation.nearMissIsOwnID.map { !$0 }
        case .settingsEntry: return situation.entry.map { $0 != nil }
        case .settingsIdentifier: return situation.entry.map { !($0?.identifier ?? "").isEmpty }
        case .answered: return situation.observation.map(\.returned)
        case .delivered: return situation.observation.map { !$0.delivered.isEmpty }
        }
    }

    package var declaredBy: String? {
        switch self {
        case .payloadKey: "push.payloadKey"
        case .payloadExample: "push.payloadExamples"
        case .tokenFormatter: "deviceTokenFormatter"
        default: nil
        }
    }

    /// What the check saw when the requirement was unmet.
    package var unmetObservation: String {
        switch self {
        case .answered: "no answer within the budget"
        case .delivered: "nothing delivered"
        default: "not run"
        }
    }
}
