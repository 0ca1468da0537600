import Foundation
import Q2ModuleInterfaces

/// Registers one instance of a push lifecycle module for notifications, as the app does at launch, then delivers it
/// the payload cases over and over in a shuffled order, and compares each answer with a fresh instance's: the app
/// keeps one instance for its whole life, while every other check asks a new one once.
package struct PushLongLivedRun: Sendable {
    /// One delivery: a payload case's notification to one callback.
    package struct Call: Sendable {
        package let caseID: String
        package let callback: PushCallback
        package let request: Unchecked<UNNotificationRequest>
    }

    /// The most deliveries the kept instance gets.
    package static let callCount = 200

    package let calls: [Call]
    package let seed: UInt64
    package let probe: PushProbe
    /// How long the kept instance is asked for at most, so that the check ends within the wait the harness allows it.
    package let patience: Duration

    /// The kept instance is made first, registered, and delivered the cases in shuffled rounds while the app's user signs
    /// in and out between rounds; only then are fresh instances delivered the same cases in the same user state, so that
    /// the kept instance never shares its process with another before it is judged (certify runs this check in a
    /// harness of its own).
    package func verdict(_ make: @escaping @MainActor @Sendable () -> any PushLifecycleModule) async -> Verdict {
        let input = "a registered instance, then \(calls.count) payload cases delivered in shuffled rounds while the user "
            + "signs in and out (up to \(Self.callCount) deliveries, for up to \(patience); seed \(seed))"
        let expected = "each callback returns within its budget and answers nil exactly when a fresh instance does"
        let hooks = HostHooks.current
        var generator = SeededGenerator(seed: seed)
        var sessions = UserSessions(seed: seed, rounds: (Self.callCount + calls.count - 1) / max(calls.count, 1))
        hooks?.switchUser(to: sessions.next())
        let kept = await MainThread.run { Unchecked(make()) }
        let deviceToken = Data((0..<32).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        let registered: Result<Void, any Error> = await MainThread.run {
            do {
                kept.value.application(try SystemObjects.application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
                return .success(())
            } catch { return .failure(error) }
        }
        if case .failure(let error) = registered { return Verdict(.failed, input: input, expected: expected, actual: "\(error)") }
        let start = ContinuousClock.now
        var delivered: [(index: Int, token: String?, observed: PushProbe.Observation)] = []
        var round = 0
        // Cases a fresh instance does not return from either: PUSH-*-BUDGET's to judge, and delivered no more.
        var dropped = Set<Int>()
        // What a fresh instance does with each case, in each user state: whether it returned, and whether it answered nil.
        var freshAnswers: [String: Bool?] = [:]
        // Patience ends the run only after the first round, in which every case is delivered once: what the kept
        // instance is shown then depends on the seed alone, never on the machine's speed. Only a module that keeps
        // failing to return (the budget clauses' to judge) cuts the first round short, once its silent calls alone have
        // taken the patience: otherwise each case it hangs on would cost two budgets.
        var hung: Duration = .zero
        func goesOn(firstRound: Bool) -> Bool {
            delivered.count < Self.callCount && dropped.count < calls.count
                && ((firstRound && hung < patience) || ContinuousClock.now - start < patience)
        }
        while goesOn(firstRound: round == 0) {
            // The first round keeps the user registration saw.
            let token = round == 0 ? hooks?.user?.token : sessions.next()
            round += 1
            hooks?.switchUser(to: token)
            for index in generator.order(of: calls.count) where !dropped.contains(index) && goesOn(firstRound: round == 1) {
                if StallWatch.checkHeldMainThread {
                    return Verdict(.failed, input: input, expected: expected, actual: "a call held the main thread")
                }
                // Each delivery is a notification of its own, with an identifier of its own, as in an app.
                let request = UNNotificationRequest(identifier: PushPayload.identifier(seed: seed, salt: "kept/\(delivered.count)"),
                                                    content: calls[index].request.value.content, trigger: nil)
                do {
                    let began = ContinuousClock.now
                    defer { if delivered.last?.observed.returned == false { hung += ContinuousClock.now - began } }
                    let observed = try await probe.lifecycle(kept.value, calls[index].callback, request: request)
                    delivered.append((index, token, observed))
                    guard !observed.returned else { continue }
                    // A kept instance that went silent is compared with a fresh one at once, not after every remaining
                    // delivery has spent the budget too.
                    let fresh = try await probe.lifecycle(await MainThread.run { Unchecked(make()) }.value, calls[index].callback,
                                                          request: calls[index].request.value)
                    guard fresh.returned else {
                        dropped.insert(index)
                        freshAnswers["\(index)|\(token ?? "-")"] = .some(nil)
                        continue
                    }
                    return Verdict(.failed, input: input, expected: expected,
                                   actual: "\(Self.describe(delivered.count, calls[index], token)) did not return within "
                                       + "\(observed.budget ?? probe.callbackBudget); a fresh instance returned")
                } catch {
                    return Verdict(.failed, input: input, expected: expected, actual: "\(error)")
                }
            }
        }
        var fresh = freshAnswers
        for (number, kept) in delivered.enumerated() {
            let call = calls[kept.index], key = "\(kept.index)|\(kept.token ?? "-")"
            if fresh[key] == nil {
                hooks?.switchUser(to: kept.token)
                do {
                    let observed = try await probe.lifecycle(await MainThread.run { Unchecked(make()) }.value, call.callback,
                                                             request: call.request.value)
                    fresh[key] = .some(observed.returned ? observed.answerIsNil : nil)
                } catch {
                    return Verdict(.failed, input: input, expected: expected, actual: "\(error)")
                }
            }
            let freshNil = fresh[key] ?? nil
            let at = Self.describe(number + 1, call, kept.token)
            if !kept.observed.returned, freshNil != nil {
                return Verdict(.failed, input: input, expected: expected,
                               actual: "\(at) did not return within \(kept.observed.budget ?? probe.callbackBudget); a fresh instance returned")
            }
            if let wasNil = freshNil, kept.observed.returned, kept.observed.answerIsNil != wasNil {
                return Verdict(.failed, input: input, expected: expected,
                               actual: "\(at) answered \(kept.observed.answer ?? "nothing"); a fresh instance answered "
                                   + (wasNil ? "nil" : "non-nil"))
            }
        }
        return Verdict(.passed, input: input, expected: expected,
                       // How many deliveries fit in the patience depends on the machine: the golden report must not.
                       actual: "every delivery after registration answered as a fresh instance's did with the user in the same state")
    }

    /// A delivery as a failure names it: its number, the payload case, the callback and the user's state.
    private static func describe(_ number: Int, _ call: Call, _ token: String?) -> String {
        "delivery \(number) to the registered instance (payload \(call.caseID) via \(call.callback.signature), \(UserSessions.describe(token)))"
    }
}
