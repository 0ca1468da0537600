import Foundation
import ConformanceEngine
import Q2ModuleInterfaces

/// Modules that call a completion handler once at once and once more after the check's own wait (issue 32's attack 14:
/// a second call a second later passed, since the kit watched `handlerBudget` only), and modules that hold a handler they
/// called once without calling it again, which conform. `delay` is far beyond the self-test budgets (40 to 60 ms): at a
/// load of ten on two cores the kit's wait once ended 400 ms after the first call, so a second call at 400 ms came within
/// it; seconds are a margin no load here reaches.
public enum LateHandlerCalls {
    /// How long after the first call the late ones call again.
    public static let delay: DispatchTimeInterval = .milliseconds(2_500)

    /// Calls `handler` after `delay`, keeping it until then, as a module's timer or session callback would.
    static func later(_ handler: @escaping @Sendable () -> Void, after delay: DispatchTimeInterval = delay, on queue: DispatchQueue = .global()) {
        queue.asyncAfter(deadline: .now() + delay, execute: handler)
    }

    /// Keeps `value` for `interval` and then lets go of it, without calling anything.
    static func hold(_ value: Any, for interval: DispatchTimeInterval) {
        let held = Unchecked(value)
        DispatchQueue.global().asyncAfter(deadline: .now() + interval) { withExtendedLifetime(held) {} }
    }
}

/// Breaks CONT-BG-SESSION-ONCE late: completes at once, then again when a timer fires.
public final class BreaksBackgroundSessionOnceLate: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        completionHandler()
        let late = Unchecked(completionHandler)
        LateHandlerCalls.later { late.value() }
    }
}

/// Breaks CONT-RESTORATION-ONCE late: restores at once, then again when a timer fires.
public final class BreaksRestorationOnceLate: ConformingContinuityModule {
    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        restorationHandler(nil)
        let late = Unchecked(restorationHandler)
        LateHandlerCalls.later { late.value(nil) }
        return super.application(application, continue: userActivity, restorationHandler: { _ in })
    }
}

/// Conforms: completes at once, and keeps the handler a while (a session object that lets go late) without calling it.
public final class HoldsBackgroundSessionHandler: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        completionHandler()
        LateHandlerCalls.hold(completionHandler, for: .seconds(3))
    }
}

/// Calls the background session's handler again 3 s later: after a 200 ms window the system no longer holds it.
public final class CallsBackgroundSessionAfterWindow: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        completionHandler()
        let late = Unchecked(completionHandler)
        LateHandlerCalls.later({ late.value() }, after: .seconds(3))
    }
}

/// Breaks PUSH-SVC-HANDLER-ONCE late: delivers as the conforming extension does, then the original when a timer fires.
public final class BreaksServiceHandlerOnceLate: ConformingServiceExtension {
    public override func didReceive(_ request: UNNotificationRequest,
                                    withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        super.didReceive(request, withContentHandler: contentHandler)
        let late = Unchecked((contentHandler, request.content))
        LateHandlerCalls.later { late.value.0(late.value.1) }
    }
}

/// Breaks METHOD-SELECTOR-ONCE late: completes sum, then completes it again when a timer fires.
public final class BreaksSelectorOnceLate: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        super.sum(data: data, callback: callback)
        let late = Unchecked(callback)
        LateHandlerCalls.later { late.value.completion(MethodModuleResponse(withResponse: "sum done, again")) }
    }
}

/// Breaks CONT-RESTORATION-ONCE later still: calls the restoration handler not at all at once, then twice when a timer
/// fires (the fourteenth review's variant: a handler not called in the check's wait was not watched).
public final class BreaksRestorationTwiceLater: ConformingContinuityModule {
    public override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        let late = Unchecked(restorationHandler)
        LateHandlerCalls.later {
            late.value(nil)
            late.value(nil)
        }
        return super.application(application, continue: userActivity, restorationHandler: { _ in })
    }
}

/// Conforms, slowly: completes each Tecton call 400 ms later from a queue of its own, as a network call would, within the
/// self-tests' one-second budget (the seventh trial's B32: a module like this failed METHOD-LONG-LIVED as a hang).
public final class SlowConformingMethodModule: ConformingMethodModule {
    public override func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let total = Self.number(data.data["a"]) + Self.number(data.data["b"])
        let later = Unchecked(callback)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(400)) {
            later.value.completion(MethodModuleResponse(withResponse: total.isFinite ? .number(total) : .string("invalid")))
        }
    }
}

/// Conforms as Apple's pattern does: calls the background session's completion handler once it has processed the
/// session's events, 2.5 s later, not at once (the seventh trial's B09 was told it never called it).
public final class CompletesAfterProcessing: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        let later = Unchecked(completionHandler)
        // On the main queue, as Apple asks of UIKit's handler.
        LateHandlerCalls.later({ later.value() }, on: .main)
    }
}

/// The nineteenth trial's B13, breaking CONT-BG-SESSION-COMPLETES: calls the handler once, seconds later, from the
/// background queue the session's events ended on.
public final class CompletesOffTheMainThread: ConformingContinuityModule {
    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        let later = Unchecked(completionHandler)
        LateHandlerCalls.later({ later.value() }, after: .milliseconds(20))
    }
}
