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
                for (_, item, callbacks) in delivered {
                    for (caseID, payload) in Self.payloads(of: item, module: module, senderID: senderID, options: options) {
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

    /// One check per content extension: every payload case a content-extension clause judges, each also in every category
    /// the module declares, shown to one instance in shuffled rounds (`contentLongLivedRun`).
    func contentLongLivedChecks() throws -> [ConformanceCheck] {
        guard let clause = PushClauses.all.first(where: { if case .contentLongLived = $0.judgement { true } else { false } }) else { return [] }
        var cases: [PushPayloadFixture.Case] = []
        for file in try store.files(of: .push) where try store.kind(of: file) == "push.payload" {
            for item in try store.load(PushPayloadFixture.File.self, from: file).cases where item.input.callbacks.contains(.contentExtension) {
                cases.append(item)
            }
        }
        let shown = cases
        return modules.compactMap { module in
            guard let make = module.contentExtension else { return nil }
            let facts = module.facts
            return check(clause, FixtureCase(file: "push", id: "every-content-case"), "\(module.name)/content") { options in
                let senderID = await facts().senderID
                var requests: [(caseID: String, request: Unchecked<UNNotificationRequest>)] = []
                for item in shown {
                    for (caseID, payload) in Self.payloads(of: item, module: module, senderID: senderID, options: options) {
                        let request = payload.request(identifier: PushPayload.identifier(seed: options.seed, salt: "content/\(requests.count)"))
                        requests.append((caseID, Unchecked(request)))
                        for category in module.contentCategories.sorted() {
                            requests.append(("\(caseID) as \(category)", Unchecked(PushProbe.request(request, category: category))))
                        }
                    }
                }
                let patience = min(.seconds(10), options.longestWait(for: clause.id) / 2)
                return await Self.contentLongLivedRun(make, requests: requests, seed: options.seed ^ 0x434F_4E54, patience: patience)
            }
        }
    }

    /// A payload case as the module's kept instance is delivered it: once per example of the module's own payload, its
    /// templates expanded; none for a case that names the module's sender when it has none, or that does not expand.
    static func payloads(of item: PushPayloadFixture.Case, module: PushModuleDeclaration, senderID: String?,
                         options: ConformanceOptions) -> [(caseID: String, payload: PushPayload)] {
        guard senderID != nil || !item.input.payload.mentions("{sender") else { return [] }
        return module.ownPayload.instances(of: item.input.payload).compactMap { instance in
            let caseID = instance.suffix.map { "\(item.id)/\($0)" } ?? item.id
            return (try? payload(item, instance, caseID: caseID, module: module, senderID: senderID, options: options)).map { (caseID, $0) }
        }
    }

    /// The most notifications the kept content extension is shown.
    static let contentCallCount = 200

    /// Makes one content extension, as the system makes one view controller, and shows it the notifications in shuffled
    /// rounds on the main thread until it has had `contentCallCount` of them. Patience ends the run only after the first
    /// round, so that what the instance is shown depends on the seed alone, never on the machine's speed. A trap ends the
    /// process, which the harness names for this check; a call that holds the main thread fails it as a hang.
    static func contentLongLivedRun(_ make: @escaping @MainActor @Sendable () -> any PushContentExtensionModule,
                                    requests: [(caseID: String, request: Unchecked<UNNotificationRequest>)], seed: UInt64,
                                    patience: Duration) async -> Verdict {
        let input = "one content extension instance shown \(requests.count) notifications in shuffled rounds (up to "
            + "\(contentCallCount) didReceive calls; seed \(seed))"
        let expected = "every didReceive returns normally"
        guard !requests.isEmpty else {
            return Verdict(.notApplicable, input: input, expected: "-", actual: "not run", note: "no payload case reaches a content extension")
        }
        var generator = SeededGenerator(seed: seed)
        let kept = await MainThread.run { Unchecked(make()) }
        let start = ContinuousClock.now
        var calls = 0, round = 0
        while calls < contentCallCount, round == 0 || ContinuousClock.now - start < patience {
            round += 1
            for index in generator.order(of: requests.count) where calls < contentCallCount {
                let notification: Unchecked<UNNotification>
                do {
                    notification = Unchecked(try SystemObjects.notification(for: requests[index].request.value))
                } catch {
                    return Verdict(.failed, input: input, expected: expected, actual: "\(error)")
                }
                CrashAttribution.annotate("notification \(calls + 1) of the run, \(requests[index].caseID)")
                await MainThread.run { kept.value.didReceive(notification.value) }
                CrashAttribution.annotate(nil)
                calls += 1
                if StallWatch.checkHeldMainThread {
                    return Verdict(.failed, input: input, expected: expected,
                                   actual: "didReceive call \(calls) (\(requests[index].caseID)) held the main thread")
                }
            }
        }
        // How many calls fit in the patience depends on the machine, so the count is told with what was given, never in the
        // observation or note a golden file compares.
        return Verdict(.passed, input: input + ": given \(calls) in \(round) rounds", expected: expected, actual: "every didReceive returned")
    }
}
