import Foundation
import Q2ModuleInterfaces

extension PushCheckBuilder {
    /// A payload clause with its judgement, as a validated case names it.
    struct PayloadClause {
        let clause: PushClause
        let judgement: PushJudgement.PayloadJudgement
    }

    /// Each clause must judge at least one of the case's callbacks, and each callback must be judged by some clause.
    func validate(_ fixture: PushPayloadFixture.File, file: String) throws -> [String: [PayloadClause]] {
        var clauses: [String: [PayloadClause]] = [:]
        for (index, item) in fixture.cases.enumerated() {
            var judged = Set<PushCallback>()
            for (position, id) in item.clauses.enumerated() {
                let path = "$.cases[\(index)].clauses[\(position)]"
                guard let clause = PushClauses.all.clause(id), case .payload(let judgement, _) = clause.judgement else {
                    throw InputFileError(file: file, jsonPath: path, message: "'\(id)' is not a push payload clause")
                }
                let mine = clause.judgement.callbacks.intersection(item.input.callbacks)
                guard !mine.isEmpty else {
                    throw InputFileError(file: file, jsonPath: path, message: "\(id) judges none of the case's callbacks")
                }
                judged.formUnion(mine)
                clauses[item.id, default: []].append(PayloadClause(clause: clause, judgement: judgement))
            }
            if let unjudged = item.input.callbacks.first(where: { !judged.contains($0) }) {
                throw InputFileError(file: file, jsonPath: "$.cases[\(index)].input.callbacks",
                                   message: "no clause of the case judges the callback '\(unjudged.rawValue)'")
            }
        }
        return clauses
    }

    // MARK: Payload checks

    /// Payload cases for each module; a module without a payload key gets a neutral one, which only its
    /// lifecycle and content callbacks see (service extension cases that need the key do not run).
    func payloadChecks(_ fixture: PushPayloadFixture.File, clauses: [String: [PayloadClause]], file: String) -> [ConformanceCheck] {
        var checks: [ConformanceCheck] = []
        for module in modules {
            for item in fixture.cases {
                // A case that sends the module's own payload becomes one payload per example (or derived variant).
                for instance in module.ownPayload.instances(of: item.input.payload) {
                    for judged in clauses[item.id, default: []] {
                        for callback in item.input.callbacks where judged.clause.judgement.callbacks.contains(callback) && module.hasPart(for: callback) {
                            checks.append(payloadCheck(module, item, instance, judged.clause, judged.judgement, callback, file: file))
                        }
                    }
                }
            }
        }
        return checks
    }

    /// Where a payload built from one of the author's examples comes from, so that a failure points at the declaration
    /// file's entry rather than at the golden case alone.
    private static func exampleOrigin(_ instance: OwnPayloadExamples.Instance, module: PushModuleDeclaration) -> String {
        guard let example = instance.example else { return "" }
        return " (built from \(ConformanceDeclaration.fileName) $.modules.\(module.declarationKey ?? module.name).push.payloadExamples[\(example.index)]"
            + (example.varied ? ", varied" : "") + ")"
    }

    private func payloadCheck(_ module: PushModuleDeclaration, _ item: PushPayloadFixture.Case, _ instance: OwnPayloadExamples.Instance,
                              _ clause: PushClause, _ judgement: PushJudgement.PayloadJudgement, _ callback: PushCallback,
                              file: String) -> ConformanceCheck {
        // The case's needs first: its payload may address the module's sender or its own payload key, and a modified
        // own notification can be judged only with an example of the module's own payload.
        let addressesKey = item.input.payload.mentions("{payloadKey") && (callback == .serviceExtension || callback == .expire)
        let needsExample = judgement.needsOwnPayloadExample && OwnPayloadExamples.use(in: item.input.payload) != nil
            && module.ownPayload.examples.isEmpty
        let requirements = (item.input.payload.mentions("{sender") ? [PushRequirement.sender] : [])
            + (addressesKey ? [.payloadKey] : []) + (needsExample ? [.payloadExample] : []) + clause.requires
        let caseID = instance.suffix.map { "\(item.id)/\($0)" } ?? item.id
        let facts = module.facts
        return check(clause, FixtureCase(file: file, id: caseID), "\(module.name)/\(callback.rawValue)") { options in
            var input = "payload \(caseID) via \(callback.signature)"
            var situation = PushSituation(facts: requirements.contains(.sender) ? await facts() : nil, module: module)
            if let before = requirements.firstUnmet(in: situation) { return .notApplicable(before, input: input) }
            let senderID = situation.facts?.senderID
            let payload: PushPayload
            do {
                payload = try Self.payload(item, instance, caseID: caseID, module: module, senderID: senderID, options: options)
            } catch {
                return Verdict(.failed, input: input, expected: judgement.expectation, actual: "fixture error: \(error)")
            }
            // What was sent, shortened, so a failure shows the payload and not only the case id.
            input = "payload \(caseID) \(payload.summary) via \(callback.signature)" + Self.exampleOrigin(instance, module: module)
            // A near miss that Swift's own == takes for the module's sender (the page's sample compares with ==) is no miss.
            if item.input.payload.mentions("{sender:"), let sent = payload.sender, sent == senderID {
                return .notApplicable(PushRequirement.nearMissDiffers, input: "\(input) with sender \"\(sent)\"")
            }
            let probe = PushProbe(callbackBudget: options.callbackBudget, silentBudget: options.silentNotificationBudget,
                                  serviceBudget: min(options.serviceExtensionPatience, options.serviceExtensionBudget),
                                  secondCallWindow: options.handlerBudget, processLifetime: options.serviceExtensionBudget)
            let request = payload.request(identifier: PushPayload.identifier(seed: options.seed, salt: "\(caseID)/\(callback.rawValue)"))
            var observed: PushProbe.Observation
            do {
                // Only the clause that counts the expiry's deliveries watches the extension's whole life for a late one.
                observed = try await observe(probe, module, callback, request, watchingForLateDelivery: judgement.watchesForLateDelivery,
                                             counted: judgement.countsDeliveries ? WatchedHandler("the content handler") : nil)
            } catch {
                return Verdict(.failed, input: input, expected: judgement.expectation, actual: "\(error)")
            }
            // The twelfth trial's K15b: the kit calls the expiry early, after its patience, to judge the expiry path; an
            // extension whose slow work (a download) ends within the page's budget is watched again for that long, and
            // judged on what its didReceive delivered.
            var waitedWholeBudget = false
            if judgement.waitsWholeBudget, observed.expiredForLackOfDelivery, observed.deliveredBeforeExpire.isEmpty,
               options.serviceExtensionPatience < options.serviceExtensionBudget {
                let patient = PushProbe(callbackBudget: options.callbackBudget, silentBudget: options.silentNotificationBudget,
                                        serviceBudget: options.serviceExtensionBudget, secondCallWindow: options.handlerBudget,
                                        processLifetime: options.serviceExtensionBudget)
                if let again = try? await observe(patient, module, callback, request, watchingForLateDelivery: false,
                                                  counted: judgement.countsDeliveries ? WatchedHandler("the content handler") : nil) {
                    observed = again
                    waitedWholeBudget = true
                }
            }
            situation.observation = observed
            if let after = requirements.firstUnmet(in: situation) {
                return .notApplicable(after, input: input, actual: after.unmetObservation)
            }
            var verdict = judgement.verdict(on: observed, original: ContentSnapshot(request.content), input: input, options: options)
            if waitedWholeBudget, verdict.outcome == .passed {
                verdict.note = "didReceive delivered after the kit's early expiry call (\(options.serviceExtensionPatience)), within "
                    + "the \(options.serviceExtensionBudget) the page allows: judged on a second run that waited that long"
            } else if waitedWholeBudget {
                verdict.note = [verdict.note, "judged on a second run that waited the whole \(options.serviceExtensionBudget) the page "
                    + "allows before calling serviceExtensionTimeWillExpire()"].compactMap { $0 }.joined(separator: "; ")
            }
            // Push types that name different senders: a failure on the module's own payload likely comes from there (the
            // sixth trial's SA2: a lifecycle module kept the example's sender, and the extension did not know its payload).
            if verdict.outcome == .failed, let senders = situation.facts?.senders, Set(senders.map(\.id)).count > 1 {
                verdict.note = [verdict.note, "the module's push types name different senders ("
                    + senders.map { "\($0.part.rawValue): \($0.id.map { "\"\($0)\"" } ?? "none")" }.joined(separator: ", ")
                    + "); the payload carries \(senderID.map { "\"\($0)\"" } ?? "none"), so a type that checks for "
                    + "its own sender does not take it as its own: fix the sender first (PUSH-SENDER-CONSISTENT)"]
                    .compactMap { $0 }.joined(separator: "; ")
            }
            return verdict
        }
    }

    /// A case's payload as a module receives it: its templates expanded for the module's sender and payload key, the
    /// fixtures' plain alert texts replaced by the run's drawn ones, the module's own payload in the marker's place.
    static func payload(_ item: PushPayloadFixture.Case, _ instance: OwnPayloadExamples.Instance, caseID: String,
                        module: PushModuleDeclaration, senderID: String?, options: ConformanceOptions) throws -> PushPayload {
        let seed = options.seed
        // A partner named with a coined word, its data of drawn fields and types: nothing of the module's own or of a list.
        let coin = options.reseeded(SeededGenerator.mixed(seed, "coined|" + caseID))
        var coined = coin.coinedWord("key")
        if coined == module.payloadKey { coined += "x" }
        let bindings = ["sender": senderID ?? "", "payloadKey": module.payloadKey ?? "payload",
                        "partnerKey": partnerKey(options, caseID: caseID, besides: module.payloadKey),
                        "coined": coined, "coinedCategory": coinedCategory(coin, besides: module.contentCategories)]
        let expanded = try PushPayload.expand(item.input.payload, with: bindings,
                                              generated: ["partnerData": PartnerPushData.drawn(options, salt: caseID)]).json
        let texts = PushAlertTexts(seed: seed, salt: caseID, alerts: options.partnerNames?.alerts ?? []).applied(to: expanded)
        return PushPayload(json: instance.payload(from: PushApsExtras.applied(to: texts, options: options, salt: caseID)))
    }

    /// Another module's notification category, coined for the case in a category's spelling, never one the module
    /// declares: a fixed foreign category could be told from a real one.
    static func coinedCategory(_ coin: ConformanceOptions, besides own: [String]) -> String {
        var generator = SeededGenerator(seed: coin.seed, salt: "category")
        let word = coin.coinedWord("category").split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        var category = word + generator.pick(["Notice", "Alert", "Card", "Summary", "", "Update", "Reminder"])
        while own.contains(category) { category += "2" }
        return category
    }

    /// A partner module's payload key, drawn from the seed for the case (named as partner modules are), never the
    /// module's own: an extension cannot recognise a fixed one.
    static func partnerKey(_ options: ConformanceOptions, caseID: String, besides own: String?) -> String {
        let word = options.reseeded(SeededGenerator.mixed(options.seed, "partner-key|" + caseID)).seededWord
        return word == own ? word + "-partner" : word
    }

    /// Delivers the request to the module's part that receives the callback.
    private func observe(_ probe: PushProbe, _ module: PushModuleDeclaration, _ callback: PushCallback,
                         _ request: UNNotificationRequest, watchingForLateDelivery: Bool,
                         counted: WatchedHandler?) async throws -> PushProbe.Observation {
        switch callback {
        case .silent, .willPresent, .tap:
            let (make, request) = (module.lifecycle!, Unchecked(request))
            return try await probe.lifecycle(await MainThread.run { Unchecked(make()) }.value, callback, request: request.value)
        case .serviceExtension, .expire:
            return await probe.serviceExtension(module.serviceExtension!, request: request, expire: callback == .expire,
                                                watchingForLateDelivery: watchingForLateDelivery, counted: counted)
        case .contentExtension:
            return try await probe.contentExtension(module.contentExtension!, request: request, categories: module.contentCategories)
        }
    }

}

extension JSON {
    /// Whether any string or key in the value contains the text.
    func mentions(_ text: String) -> Bool {
        switch self {
        case .string(let value): value.contains(text)
        case .array(let items): items.contains { $0.mentions(text) }
        case .object(let members): members.contains { $0.key.contains(text) || $0.value.mentions(text) }
        default: false
        }
    }
}
