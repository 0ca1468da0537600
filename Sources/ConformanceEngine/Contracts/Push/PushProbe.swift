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
        /// Contents delivered after it, in its time, or all of them when it was not called at once.
        package var deliveredAfterExpire: [ContentSnapshot] = []
        /// Contents delivered after the expiry's time was up (more than `secondCallWindow` after it returned), when the
        /// system had shown the original: a download's late delivery, say.
        package var deliveredLate: [ContentSnapshot] = []
        /// Whether the kit called `serviceExtensionTimeWillExpire()` because nothing was delivered within its patience.
        package var expiredForLackOfDelivery = false
        /// The response a tap callback did not return from within its budget, when it is not the plain tap.
        package var unreturnedResponse: String?
        /// The budget the callback had, for messages.
        package var budget: Duration?
        /// The time a service extension still held its content handler at, when the kit's watch ended: it could
        /// still have delivered.
        package var heldContentHandler: Duration?

        package var delivered: [ContentSnapshot] { deliveredBeforeExpire + deliveredAfterExpire + deliveredLate }
    }

    /// How long an async callback may take.
    package let callbackBudget: Duration
    /// How long the silent-notification callback may take.
    package let silentBudget: Duration
    /// How long a service extension is given to deliver before the kit calls `serviceExtensionTimeWillExpire()`.
    package let serviceBudget: Duration
    /// How long the kit waits after a delivery for a second one, and for the expiry's delivery after it returned.
    package let secondCallWindow: Duration
    /// How long the system keeps a service extension's process from `didReceive` on: after the expiry, the kit watches
    /// for a late delivery until then, unless the extension lets go of its content handler first.
    package let processLifetime: Duration

    /// Presentation options as a reader writes them: `[.banner, .sound]`, not their raw value.
    package static func describe(_ options: UNNotificationPresentationOptions) -> String {
        let named: [(UNNotificationPresentationOptions, String)] = [(.badge, "badge"), (.sound, "sound"), (.list, "list"),
                                                                    (.banner, "banner")]
        var rest = options
        var names: [String] = []
        for (option, name) in named where options.contains(option) {
            names.append("." + name)
            rest.remove(option)
        }
        // Bits no current option names (the deprecated alert among them) as their raw value.
        if !rest.isEmpty { names.append("rawValue: \(rest.rawValue)") }
        return "[" + names.joined(separator: ", ") + "]"
    }

    /// Calls a lifecycle callback with the system objects the app would pass: its application object, its
    /// notification center, and a delivered notification or response made through public API.
    package func lifecycle(_ module: any PushLifecycleModule, _ callback: PushCallback,
                           request: UNNotificationRequest) async throws -> Observation {
        let shared = Unchecked(module)
        let userInfo = Unchecked(request.content.userInfo)
        let system = try await MainThread.run { Result { Unchecked((try SystemObjects.application, try SystemObjects.notificationCenter)) } }.get()
        let notification = Unchecked(try SystemObjects.notification(for: request))
        var observation = Observation()
        observation.budget = callback == .silent ? silentBudget : callbackBudget
        switch callback {
        case .silent:
            let answer = await withinBudget(silentBudget) {
                await CrashAttribution.calling { await shared.value.application(system.value.0, didReceiveRemoteNotification: userInfo.value) }
            }
            if let answer {
                observation.returned = true
                observation.answerIsNil = answer == nil
                observation.answer = answer.map { "\($0)" } ?? "nil"
            }
        case .willPresent:
            let answer = await withinBudget(callbackBudget) {
                await CrashAttribution.calling { await shared.value.userNotificationCenter(system.value.1, willPresent: notification.value) }
            }
            if let answer {
                observation.returned = true
                observation.answerIsNil = answer == nil
                observation.answer = answer.map { "options \(Self.describe($0))" } ?? "nil"
            }
        case .tap:
            // Every response the user can give: the tap, and each action of each category the module returns (the
            // dismissal where the category asks for it), on a notification of that category, each with the callback
            // budget, as each is a user's action of its own. The first that does not return ends the check.
            // The kit asks for the categories here, as the app does at launch: a hang in them is named for them (M116).
            let responses = await MainThread.run(call: "getNotificationCategories()") { Unchecked(Self.responses(offeredBy: shared.value)) }.value
            observation.returned = true
            for response in responses {
                let delivered = response.category.map { Self.request(request, category: $0) } ?? request
                let answer = Unchecked(try SystemObjects.response(to: try SystemObjects.notification(for: delivered),
                                                                  action: response.action, userText: response.userText))
                // A crash on one response names it (the sixth trial's SC2: an `as!` on one action button named none).
                CrashAttribution.annotate(response.description)
                defer { CrashAttribution.annotate(nil) }
                let finished = await withinBudget(callbackBudget) { () -> Bool in
                    await CrashAttribution.calling { await shared.value.userNotificationCenter(system.value.1, didReceive: answer.value) }
                    return true
                }
                guard finished == true else {
                    observation.returned = false
                    observation.unreturnedResponse = response.action == UNNotificationDefaultActionIdentifier ? nil : response.description
                    break
                }
            }
        default:
            break
        }
        return observation
    }

    /// A response the user can give to a notification.
    package struct Response: Sendable, CustomStringConvertible {
        package let action: String
        /// The category the notification must have for the action to be offered; `nil`: the payload's own.
        package let category: String?
        /// The text a text-input action sends.
        package let userText: String?

        package var description: String {
            let of = category.map { " of the module's category '\($0)'" } ?? ""
            return action == UNNotificationDismissActionIdentifier ? "the dismissal\(of) (UNNotificationDismissActionIdentifier)"
                : "the action '\(action)'\(of)"
        }
    }

    /// The tap, then for each category the module returns (sorted) each of its actions and, when the category asks for
    /// it with `customDismissAction`, the dismissal: Apple reports a dismissal only for such categories.
    @MainActor package static func responses(offeredBy module: any PushLifecycleModule) -> [Response] {
        let categories = (module.getNotificationCategories() ?? []).sorted { $0.identifier < $1.identifier }
        return [Response(action: UNNotificationDefaultActionIdentifier, category: nil, userText: nil)]
            + categories.flatMap { category in
                category.actions.map { action in
                    Response(action: action.identifier, category: category.identifier,
                             userText: action is UNTextInputNotificationAction ? "Text the user typed" : nil)
                }
                + (category.options.contains(.customDismissAction)
                    ? [Response(action: UNNotificationDismissActionIdentifier, category: category.identifier, userText: nil)] : [])
            }
    }

    /// The request with its content in `category` (and its payload's `aps.category` with it), as the system delivers a
    /// notification of that category.
    package static func request(_ request: UNNotificationRequest, category: String) -> UNNotificationRequest {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return request }
        content.categoryIdentifier = category
        if var aps = content.userInfo["aps"] as? [String: Any] {
            aps["category"] = category
            content.userInfo["aps"] = aps
        }
        return UNNotificationRequest(identifier: request.identifier, content: content, trigger: nil)
    }

    /// Runs a service extension: `expire` calls `serviceExtensionTimeWillExpire()` at once; otherwise the kit acts
    /// as the system may, and calls it once the extension has had `serviceBudget` without delivering, so an
    /// extension that never delivers costs about a second, not the 30 the page allows.
    ///
    /// The extension's methods run on `ModuleThreads`, as the system runs them off the main thread, and the kit waits
    /// for neither longer than its budget: an extension that blocks its thread in `didReceive` still meets the expiry
    /// when its patience runs out, as on a device.
    ///
    /// After the expiry call (`expire`, `watchingForLateDelivery`: the clause that counts the expiry's deliveries), the
    /// kit keeps the instance, as the system keeps the extension object while its process lives, and watches for a
    /// late delivery for as long as that process would live: until the extension
    /// has let go of its content handler (nothing can call it then), or until `processLifetime` from `didReceive` has
    /// passed. A delivery more than `secondCallWindow` after the expiry returned is late: iOS has shown the original by
    /// then. A download still running after the expiry keeps the handler, so its delivery is seen, however slow.
    /// `counted`, for a rule that limits the deliveries, is watched past the check while the extension holds the handler.
    package func serviceExtension(_ make: @escaping @MainActor @Sendable () -> any PushServiceExtensionModule,
                                  request: UNNotificationRequest, expire: Bool, watchingForLateDelivery: Bool,
                                  counted: WatchedHandler? = nil) async -> Observation {
        let log = EventLog<Delivery>()
        let released = EventLog<Void>()
        let instance = InstanceHolder(await MainThread.run { Unchecked(make()) }.value)
        let request = Unchecked(request)
        let clock = ContinuousClock()
        let called = clock.now
        // Both calls are the check's module calls for a crash's attribution (the tenth trial's K07 and K09: a crash in
        // them was said to be on a thread no check was calling a module on).
        _ = await withinBudget(serviceBudget) {
            await CrashAttribution.calling {
                // The handler is made in the call, so that no variable of the kit's keeps it alive after.
                instance.module?.didReceive(request.value, withContentHandler: Self.contentHandler(recordingIn: log, signallingReleaseTo: released,
                                                                                                counted: counted))
                return true
            }
        }
        @Sendable func expireNow() async -> ContinuousClock.Instant {
            _ = await withinBudget(secondCallWindow) {
                await CrashAttribution.calling {
                    instance.module?.serviceExtensionTimeWillExpire()
                    return true
                }
            }
            return clock.now
        }
        var observation = Observation()
        observation.returned = true
        if expire {
            let before = log.count
            // The expiry's own delivery is in time until `secondCallWindow` after the call returned.
            let deadline = await expireNow() + secondCallWindow
            if before == 0 { await log.wait(until: 1, budget: max(.zero, deadline - clock.now)) }
            if watchingForLateDelivery {
                await released.wait(until: 1, budget: max(.zero, processLifetime - (clock.now - called)))
                // Read whether the handler was let go before what it delivered: a release after this read adds nothing.
                observation.heldContentHandler = released.count == 0 ? processLifetime : nil
            }
            let delivered = log.values
            observation.deliveredBeforeExpire = delivered.prefix(before).map(\.content)
            observation.deliveredAfterExpire = delivered.dropFirst(before).filter { $0.at <= deadline }.map(\.content)
            observation.deliveredLate = delivered.dropFirst(before).filter { $0.at > deadline }.map(\.content)
        } else {
            // The patience counts from the call, however long didReceive held its thread.
            await log.wait(until: 1, budget: max(.zero, serviceBudget - (clock.now - called)))
            if log.count == 0 {
                observation.expiredForLackOfDelivery = true
                _ = await expireNow()
                await log.wait(until: 1, budget: secondCallWindow)
            }
            await log.wait(until: log.count + 1, budget: secondCallWindow)
            observation.deliveredAfterExpire = log.values.map(\.content)
        }
        // The system ends the extension's process `processLifetime` after didReceive: nothing can deliver after that.
        counted?.close(watchingUntil: called + processLifetime)
        instance.release()
        return observation
    }

    /// One content the extension handed its content handler, and when.
    struct Delivery: Sendable {
        let content: ContentSnapshot
        let at: ContinuousClock.Instant
    }

    /// The content handler the kit gives an extension: it records each delivery, and the object it keeps alive tells
    /// `released` when the last copy of the handler is gone. Made here, so that no reference of the kit's keeps it.
    private static func contentHandler(recordingIn log: EventLog<Delivery>, signallingReleaseTo released: EventLog<Void>,
                                       counted: WatchedHandler?) -> (UNNotificationContent) -> Void {
        let lifetime = (ReleaseSignal(released), counted?.lifetime())
        return { content in
            withExtendedLifetime(lifetime) {
                log.append(Delivery(content: ContentSnapshot(content), at: ContinuousClock.now))
                counted?.called()
            }
        }
    }

    /// Makes the content extension and calls it on the main thread, as the system calls a view controller: once for
    /// the payload's notification, and once in each category the module declares, which is what the system shows it.
    package func contentExtension(_ make: @escaping @MainActor @Sendable () -> any PushContentExtensionModule,
                                  request: UNNotificationRequest, categories: [String]) async throws -> Observation {
        // One view controller, as the extension shows one: Apple calls didReceive again on it when another notification
        // of the thread arrives while it is visible ("didReceive(_:)": it may be called several times), so it gets the
        // notification as each of its categories, then the notification again.
        let requests = [request] + categories.sorted().map { Self.request(request, category: $0) } + [request]
        let shown = await MainThread.run { Unchecked(make()) }
        for request in requests {
            let notification = Unchecked(try SystemObjects.notification(for: request))
            await MainThread.run { shown.value.didReceive(notification.value) }
        }
        var observation = Observation()
        observation.returned = true
        return observation
    }
}

/// The one reference the kit keeps to a service extension instance, which it lets go after its last call.
private final class InstanceHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var instance: (any PushServiceExtensionModule)?

    init(_ instance: any PushServiceExtensionModule) {
        self.instance = instance
    }

    /// The instance, until the kit let go of it.
    var module: (any PushServiceExtensionModule)? {
        lock.lock()
        defer { lock.unlock() }
        return instance
    }

    func release() {
        lock.lock()
        let last = instance
        instance = nil
        lock.unlock()
        // The instance goes here, outside the lock, in case its deinit calls back into the kit.
        _ = last
    }
}
