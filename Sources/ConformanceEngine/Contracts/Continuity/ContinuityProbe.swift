import Foundation
import Q2ModuleInterfaces

/// Calls one continuity entry point on a fresh module and observes what it answered and which handlers it called.
package struct ContinuityProbe: Sendable {
    /// What the module did.
    package struct Observation: Sendable {
        package var answer: Bool?? = .none
        package var handlerCalls = 0
        package var restorationCalls = 0
        /// Whether the completion handler's first call came after the budget, while the module held it.
        package var firstCallAfterBudget = false
        /// The calls of the completion handler handed with the session whose events came first; `nil` when the input
        /// hands one session only.
        package var earlierHandlerCalls: Int?
        /// Whether the module let go of the first session's handler without calling it.
        package var earlierLetGoUncalled = false
        /// The completion handlers' calls made off the main queue (UIKit's handler, which Apple asks to be called there).
        package var handlerCallsOffMain = 0

        /// The answer as the clause tables print it.
        package var answerText: String {
            switch answer {
            case .none: "(no answer: void entry point)"
            case .some(.none): "nil"
            case .some(.some(let value)): "\(value)"
            }
        }
    }

    package let input: ContinuityEntryFixture.Input
    package let url: URL?
    package let budget: Duration
    /// How long a first completion the module owes is waited for past the budget while it holds the handler.
    package var firstCallWindow: Duration = .seconds(30)
    /// The options an open-URL call carries.
    package var openOptions = ContinuityOpenOptions(seed: 0, salt: "")
    /// The web page a Universal Link was tapped on, which iOS hands over as the activity's referrer; `nil` for a link
    /// opened otherwise.
    package var referrer: URL?

    /// The web page a Universal Link is tapped on when it has a referrer, drawn for the case `salt` names: a search
    /// results page, a web mail or social link wrapper, or a page of a coined site, with coined words (review 30's
    /// referrer: a module that knew the kit's one fixed referrer behaved only for it).
    package static func webReferrer(options: ConformanceOptions, salt: String) -> URL {
        var generator = SeededGenerator(seed: options.seed, salt: "referrer|" + salt)
        if let sample = PartnerNames.sample(options.partnerNames?.referrers ?? [], &generator), let url = URL(string: sample) { return url }
        let words = options.reseeded(generator.next())
        let first = words.coinedWord("referrer-1"), second = words.coinedWord("referrer-2")
        let shortID = String((0..<(6 + Int(generator.next() % 5))).map { _ in
            generator.pick(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
        })
        let text = generator.pick([
            "https://www.google.com/search?q=\(first)+\(second)", "https://www.bing.com/search?q=\(first)&form=QBLH",
            "https://duckduckgo.com/?q=\(first)+\(second)&ia=web", "https://search.yahoo.com/search?p=\(first)",
            "https://t.co/\(shortID)", "https://l.facebook.com/l.php?u=\(shortID)", "https://mail.\(first).com/message/\(shortID)",
            "https://www.\(first).com/\(second)", "https://\(first).org/", "https://blog.\(first).net/\(second)-\(shortID)",
        ])
        return URL(string: text)!
    }

    /// The errors the did-fail callback is handed, one call each: the user-activity errors Foundation documents for a
    /// continuation that failed (handoff failed, connection unavailable, the remote app timed out, user info too large),
    /// then three more drawn from the run's seed for the call `salt` names, among network errors and errors of other
    /// domains, one of them coined, each with user info as the system sends them. A module that handles a fixed set of
    /// them alone (the tenth review: the kit once sent 4609 only; review 27's errorcode: five fixed ones) traps on the
    /// others in an app.
    package static func continuationErrors(salt: String, options: ConformanceOptions) -> [NSError] {
        var generator = SeededGenerator(seed: options.seed, salt: "continuation-errors|" + salt)
        let documented: [(String, Int, String)] = [
            (NSCocoaErrorDomain, 4_608, "The activity could not be handed off."), (NSCocoaErrorDomain, 4_609, "The activity could not be continued."),
            (NSCocoaErrorDomain, 4_610, "The other device did not answer in time."),
            (NSCocoaErrorDomain, 4_611, "The activity carried too much information."),
        ]
        let others: [(String, Int, String)] = [
            (NSURLErrorDomain, -1_009, "The Internet connection appears to be offline."), (NSURLErrorDomain, -1_001, "The request timed out."),
            (NSURLErrorDomain, -1_004, "Could not connect to the server."), (NSURLErrorDomain, -1_005, "The network connection was lost."),
            (NSURLErrorDomain, -1_200, "A secure connection could not be made."), (NSCocoaErrorDomain, 3_072, "The operation was cancelled."),
            (NSCocoaErrorDomain, 4_097, "The connection to the service was interrupted."), (NSPOSIXErrorDomain, 60, "Operation timed out."),
        ]
        var drawn = others
        var picked: [(String, Int, String)] = []
        for _ in 0..<2 { picked.append(drawn.remove(at: Int(generator.next() % UInt64(drawn.count)))) }
        // Coined from the certifier's partner names when there are any (review 28's errorcode knew the syllables), in one
        // of several domain shapes, with a code of any sign and size.
        let coining = options.reseeded(generator.next())
        let coined = coining.coinedWord("error-domain")
        let domain = generator.pick(["com.\(coined).error", "\(coined)ErrorDomain", "com.\(coined).mobile.\(coining.coinedWord("area"))", coined.uppercased()])
        let code = Int(truncatingIfNeeded: generator.next() % 200_001) - 100_000
        picked.append((domain, code, "The activity could not be continued (\(coined))."))
        return (documented + picked).map { NSError(domain: $0.0, code: $0.1, userInfo: [NSLocalizedDescriptionKey: $0.2]) }
    }

    /// The errors this probe hands the did-fail callback.
    package var continuationErrors: [NSError] = ContinuityProbe.continuationErrors(salt: "", options: ConformanceOptions(seed: 0))

    /// Runs the entry point; for handler rules, waits for late or repeated calls within the budget only.
    ///
    /// Throws, before the module is made, when the process has no application object to hand it.
    package func observe(_ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule,
                         waitingFor judgement: ContinuityJudgement.EntryJudgement) async throws -> Observation {
        let handler = CallCounter()
        let restoration = CallCounter()
        let offMain = CallCounter()
        // A rule that a handler is called at most so often watches it past the check too, while the module holds it.
        // Whether the module still holds the handler: a call it owes may come after the budget.
        let letGo: EventLog<Void>? = if case .completion(1) = judgement.waitsFor { EventLog<Void>() } else { nil }
        let watched: (handler: WatchedHandler?, restoration: WatchedHandler?) = switch judgement.waitsFor {
        case .completion(let calls) where judgement.waitsFor.limitsCalls:
            (WatchedHandler("the background URL session's completion handler", allowed: calls - 1), nil)
        case .restoration(let calls) where judgement.waitsFor.limitsCalls:
            (nil, WatchedHandler("the restoration handler", allowed: calls - 1))
        default: (nil, nil)
        }
        // The first of two overlapping sessions' handler, counted and watched as the judged one is.
        let earlier = input.earlierSessionIdentifier == nil ? nil : CallCounter()
        let earlierLetGo = earlier == nil ? nil : letGo.map { _ in EventLog<Void>() }
        let earlierWatched: WatchedHandler? = if earlier != nil, case .completion(let calls) = judgement.waitsFor,
                                                 judgement.waitsFor.limitsCalls {
            WatchedHandler("the completion handler of the background URL session handed first", allowed: calls - 1)
        } else { nil }
        var observation = Observation()
        observation.answer = try await MainThread.run { () -> Result<Bool??, any Error> in
            let application: UIApplication
            do { application = try SystemObjects.application } catch { return .failure(error) }
            return .success(answer(make(), application, handler: Counted(handler, watched.handler, letGo: letGo, offMain: offMain),
                                   restoration: Counted(restoration, watched.restoration),
                                   earlier: earlier.map { Counted($0, earlierWatched, letGo: earlierLetGo, offMain: offMain) }))
        }.get()
        switch judgement.waitsFor {
        case .nothing: break
        case .completion(let calls):
            // Both sessions' handlers are waited for at once, within one budget.
            async let first: Void = handler.wait(until: calls, budget: budget)
            await earlier?.wait(until: calls, budget: budget)
            await first
        case .restoration(let calls): await restoration.wait(until: calls, budget: budget)
        }
        // A first call the module still owes, while it holds the handler, as Apple's pattern makes it once the session's
        // events are processed: waited for up to the late-call window (the seventh trial's B09 called after 2 s).
        if case .completion(1) = judgement.waitsFor, let letGo {
            let owed = { (counter: CallCounter?, released: EventLog<Void>?) in
                (counter?.count ?? 1) == 0 && (released?.count ?? 0) == 0
            }
            let judgedOwed = handler.count == 0
            let until = ContinuousClock.now + firstCallWindow
            while owed(handler, letGo) || owed(earlier, earlierLetGo), ContinuousClock.now < until {
                try? await Task.sleep(for: .milliseconds(20))
            }
            if judgedOwed, handler.count > 0 { observation.firstCallAfterBudget = true }
        }
        observation.handlerCalls = handler.count
        observation.restorationCalls = restoration.count
        observation.earlierHandlerCalls = earlier?.count
        observation.handlerCallsOffMain = offMain.count
        observation.earlierLetGoUncalled = earlier?.count == 0 && (earlierLetGo?.count ?? 0) > 0
        watched.handler?.close()
        watched.restoration?.close()
        earlierWatched?.close()
        return observation
    }

    /// A handler's calls: counted for the check, and watched past it when a rule limits them.
    package struct Counted: Sendable {
        let counter: CallCounter
        let watched: WatchedHandler?
        /// Told when the module lets go of the closure, when a call it owes is waited for.
        let letGo: EventLog<Void>?

        /// Counts the calls made off the main queue, when given.
        let offMain: CallCounter?

        package init(_ counter: CallCounter, _ watched: WatchedHandler? = nil, letGo: EventLog<Void>? = nil, offMain: CallCounter? = nil) {
            self.counter = counter
            self.watched = watched
            self.letGo = letGo
            self.offMain = offMain
        }

        /// The closure the module is handed: it keeps the watch's lifetime object, so letting go of it ends the watch.
        var closure: @Sendable () -> Void {
            let lifetime = (watched?.lifetime(), letGo.map(ReleaseSignal.init))
            return { [counter, watched, offMain] in
                withExtendedLifetime(lifetime) {
                    if let offMain, !MainThread.isCurrent { offMain.increment() }
                    counter.increment()
                    watched?.called()
                }
            }
        }
    }

    /// Calls the entry point the input names on `module`; `.none` for a void one.
    /// `earlier` counts the handler of the session handed first, when the input hands two; uncounted when `nil`.
    @MainActor package func answer(_ module: any ContinuityLifecycleModule, _ application: UIApplication,
                                   handler: Counted, restoration: Counted, earlier: Counted? = nil) -> Bool?? {
        switch input.entry {
        case .openURL:
            guard let url else { return .none }
            return SystemObjects.with(application, in: openOptions.applicationState) {
                .some(module.application(application, shouldOpenURL: url, withOptions: openOptions.dictionary))
            }
        case .continueActivity:
            let activity = NSUserActivity(activityType: input.activityType ?? NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = url
            if url != nil { activity.referrerURL = referrer }
            return SystemObjects.with(application, in: openOptions.applicationState) {
                .some(module.application(application, continue: activity,
                                         restorationHandler: { [call = restoration.closure] _ in call() }))
            }
        case .willContinue:
            return .some(module.application(application, willContinueUserActivityWithType: input.activityType ?? ""))
        case .didFail:
            for error in continuationErrors {
                module.application(application, didFailToContinueUserActivityWithType: input.activityType ?? "", error: error)
            }
            return .none
        case .backgroundSession:
            // iOS hands an app its background session's events in the background, waking or launching it for them.
            SystemObjects.with(application, in: .background) {
                if let first = input.earlierSessionIdentifier {
                    module.application(application, handleEventsForBackgroundURLSession: first,
                                       completionHandler: (earlier ?? Counted(CallCounter())).closure)
                }
                module.application(application, handleEventsForBackgroundURLSession: input.sessionIdentifier ?? "",
                                   completionHandler: handler.closure)
            }
            return .none
        }
    }
}
