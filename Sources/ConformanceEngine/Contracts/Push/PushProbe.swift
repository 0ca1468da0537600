import Foundation
import Q2ModuleInterfaces

/// Delivers one golden payload to one push callback and observes what the module did, within budgets.
package struct PushProbe: Sendable {
    package struct Observation: Sendable {
        /// Whether the callback returned within its budget.
        package var returned = false
        /// The callback's answer, rendered, when it has one.
        package var answer: String?
        /// Whether the answer was nil.
        package var answerIsNil = false
        /// Contents the service extension delivered before `serviceExtensionTimeWillExpire` was called.
        package var deliveredBeforeExpire: [ContentSnapshot] = []
        /// Contents delivered after it, or all of them when it was not called.
        package var deliveredAfterExpire: [ContentSnapshot] = []

        package var delivered: [ContentSnapshot] { deliveredBeforeExpire + deliveredAfterExpire }
    }

    /// How long an async callback may take.
    package let callbackBudget: Duration
    /// How long a service extension is given to deliver before the kit calls `serviceExtensionTimeWillExpire()`.
    package let serviceBudget: Duration
    /// How long the kit waits after a delivery for a second one.
    package let secondCallWindow: Duration

    package func lifecycle(_ module: any PushLifecycleModule, _ callback: PushCallback,
                           request: UNNotificationRequest) async -> Observation {
        let shared = Unchecked(module)
        let userInfo = Unchecked(request.content.userInfo)
        let request = Unchecked(request)
        var observation = Observation()
        switch callback {
        case .silent:
            let answer = await withinBudget(callbackBudget) {
                await shared.value.application(UIApplication(), didReceiveRemoteNotification: userInfo.value)
            }
            if let answer {
                observation.returned = true
                observation.answerIsNil = answer == nil
                observation.answer = answer.map { "\($0)" } ?? "nil"
            }
        case .willPresent:
            let answer = await withinBudget(callbackBudget) {
                await shared.value.userNotificationCenter(UNUserNotificationCenter(), willPresent: UNNotification(request: request.value))
            }
            if let answer {
                observation.returned = true
                observation.answerIsNil = answer == nil
                observation.answer = answer.map { "options \($0.rawValue)" } ?? "nil"
            }
        case .tap:
            let finished = await withinBudget(callbackBudget) { () -> Bool in
                let response = UNNotificationResponse(notification: UNNotification(request: request.value))
                await shared.value.userNotificationCenter(UNUserNotificationCenter(), didReceive: response)
                return true
            }
            observation.returned = finished == true
        default:
            break
        }
        return observation
    }

    /// Runs a service extension: `expire` calls `serviceExtensionTimeWillExpire()` at once; otherwise the kit acts
    /// as the system may, and calls it once the extension has had `serviceBudget` without delivering, so an
    /// extension that never delivers costs about a second, not the 30 the page allows.
    package func serviceExtension(_ module: any PushServiceExtensionModule, request: UNNotificationRequest,
                                  expire: Bool) async -> Observation {
        let log = EventLog<ContentSnapshot>()
        module.didReceive(request) { log.append(ContentSnapshot($0)) }
        // Deliveries recorded before the expiry call came before it; the rest came after, or without it.
        var beforeExpire = expire ? log.count : 0
        if expire {
            module.serviceExtensionTimeWillExpire()
            await log.wait(until: 1, budget: serviceBudget)
        } else {
            await log.wait(until: 1, budget: serviceBudget)
            if log.count == 0 {
                beforeExpire = 0
                module.serviceExtensionTimeWillExpire()
                await log.wait(until: 1, budget: secondCallWindow)
            }
        }
        await log.wait(until: log.count + 1, budget: secondCallWindow)
        let delivered = log.values
        var observation = Observation()
        observation.returned = true
        observation.deliveredBeforeExpire = Array(delivered.prefix(beforeExpire))
        observation.deliveredAfterExpire = Array(delivered.dropFirst(beforeExpire))
        return observation
    }

    /// Makes the content extension and calls it on the main thread, as the system calls a view controller.
    package func contentExtension(_ make: @escaping @Sendable () -> any PushContentExtensionModule,
                                  request: UNNotificationRequest) async -> Observation {
        let request = Unchecked(request)
        await MainThread.run { make().didReceive(UNNotification(request: request.value)) }
        var observation = Observation()
        observation.returned = true
        return observation
    }
}
