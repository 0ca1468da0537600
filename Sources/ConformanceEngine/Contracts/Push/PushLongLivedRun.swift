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

    package func verdict(_ make: @escaping @MainActor @Sendable () -> any PushLifecycleModule) async -> Verdict {
        let input = "a registered instance, then \(calls.count) deliveries of the payload cases in shuffled rounds "
            + "(up to \(Self.callCount), for up to \(patience); seed \(seed))"
        let expected = "each callback returns within its budget and answers nil exactly when a fresh instance does"
        var fresh: [Bool?] = []
        for call in calls {
            do {
                let observed = try await probe.lifecycle(await MainThread.run { Unchecked(make()) }.value, call.callback,
                                                         request: call.request.value)
                fresh.append(observed.returned ? observed.answerIsNil : nil)
            } catch {
                return Verdict(.failed, input: input, expected: expected, actual: "\(error)")
            }
        }
        let kept = await MainThread.run { Unchecked(make()) }
        var token = SeededGenerator(seed: seed)
        let registered: Result<Void, any Error> = await MainThread.run {
            do {
                kept.value.application(try SystemObjects.application, didRegisterForRemoteNotificationsWithDeviceToken:
                                    Data((0..<32).map { _ in UInt8(truncatingIfNeeded: token.next()) }))
                return .success(())
            } catch { return .failure(error) }
        }
        if case .failure(let error) = registered { return Verdict(.failed, input: input, expected: expected, actual: "\(error)") }
        var generator = SeededGenerator(seed: seed)
        let start = ContinuousClock.now
        var asked = 0
        while asked < Self.callCount, !calls.isEmpty, ContinuousClock.now - start < patience {
            for index in generator.order(of: calls.count) where asked < Self.callCount {
                asked += 1
                let call = calls[index]
                let observed: PushProbe.Observation
                do {
                    observed = try await probe.lifecycle(kept.value, call.callback, request: call.request.value)
                } catch {
                    return Verdict(.failed, input: input, expected: expected, actual: "\(error)")
                }
                let at = "delivery \(asked) to the registered instance (payload \(call.caseID) via \(call.callback.signature))"
                if !observed.returned, fresh[index] != nil {
                    return Verdict(.failed, input: input, expected: expected,
                                   actual: "\(at) did not return within \(observed.budget ?? probe.callbackBudget); a fresh instance returned")
                }
                if let wasNil = fresh[index], observed.returned, observed.answerIsNil != wasNil {
                    return Verdict(.failed, input: input, expected: expected,
                                   actual: "\(at) answered \(observed.answer ?? "nothing"); a fresh instance answered "
                                       + (wasNil ? "nil" : "non-nil"))
                }
            }
        }
        return Verdict(.passed, input: input, expected: expected,
                       actual: "every delivery after registration answered as a fresh instance's did")
    }

}
