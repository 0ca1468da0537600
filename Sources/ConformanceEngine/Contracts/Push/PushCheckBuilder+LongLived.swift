import Foundation
import Q2ModuleInterfaces

extension PushCheckBuilder {
    /// One check per lifecycle module: the silent, foreground and tap payload cases any clause judges, delivered
    /// to one registered instance (`PushLongLivedRun`).
    func longLivedChecks() throws -> [ConformanceCheck] {
        guard let clause = PushClauses.all.first(where: { if case .longLived = $0.judgement { true } else { false } }) else { return [] }
        var cases: [(file: String, item: PushPayloadFixture.Case, callbacks: [PushCallback])] = []
        for file in try store.files(of: .push) where try store.kind(of: file) == "push.payload" {
            let fixture = try store.load(PushPayloadFixture.File.self, from: file)
            for item in fixture.cases {
                // Every clause's cases, recommended ones included: the kept instance must survive and answer as a fresh
                // one does whatever the level of the clause that judges the fresh answer (the tenth review: a kept
                // instance that crashed on another module's notification after ten calls passed).
                let judged = item.clauses.compactMap { PushClauses.all.clause($0) }
                let callbacks = item.input.callbacks.filter { callback in
                    [.silent, .willPresent, .tap].contains(callback) && judged.contains { $0.judgement.callbacks.contains(callback) }
                }
                if !callbacks.isEmpty { cases.append((file, item, callbacks)) }
            }
        }
        let delivered = cases
        return modules.compactMap { module in
            guard let make = module.lifecycle else { return nil }
            let facts = module.facts
            return check(clause, FixtureCase(file: "push", id: "every-lifecycle-case"), "\(module.name)/lifecycle") { options in
                let senderID = await facts().senderID
                var calls: [PushLongLivedRun.Call] = []
                for (_, item, callbacks) in delivered where senderID != nil || !item.input.payload.mentions("{sender") {
                    for instance in module.ownPayload.instances(of: item.input.payload) {
                        let caseID = instance.suffix.map { "\(item.id)/\($0)" } ?? item.id
                        guard let payload = try? Self.payload(item, instance, caseID: caseID, module: module, senderID: senderID,
                                                              seed: options.seed) else { continue }
                        for callback in callbacks {
                            // Every notification the kept instance is shown has an identifier of its own, as in an app.
                            let identifier = PushPayload.identifier(seed: options.seed, salt: "long-lived/\(calls.count)")
                            calls.append(PushLongLivedRun.Call(caseID: caseID, callback: callback,
                                                               request: Unchecked(payload.request(identifier: identifier))))
                        }
                    }
                }
                let probe = PushProbe(callbackBudget: options.callbackBudget, silentBudget: options.silentNotificationBudget,
                                      serviceBudget: options.serviceExtensionBudget, secondCallWindow: options.handlerBudget,
                                      processLifetime: options.serviceExtensionBudget)
                // Asked for at most half the wait the harness allows a push check, so the check always ends within it.
                let patience = min(.seconds(10), options.longestWait(for: clause.id) / 2)
                return await PushLongLivedRun(calls: calls, seed: options.seed ^ 0x5055_5348, probe: probe, patience: patience)
                    .verdict(make)
            }
        }
    }
}
