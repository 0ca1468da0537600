import Foundation
import ConformanceEngine
import Q2ModuleInterfaces

/// The eighteenth trial's M05, breaking CONT-BG-SESSION-COMPLETES: keeps the one completion handler it was handed last in
/// one property and calls it once the session's events are processed (a moment later), so that a second session's
/// events arriving first overwrite the first session's handler, which is never called.
public final class KeepsOneSessionHandler: ConformingContinuityModule {
    private var handler: (() -> Void)?

    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        handler = completionHandler
        let module = Unchecked(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
            MainActor.assumeIsolated {
                module.value.handler?()
                module.value.handler = nil
            }
        }
    }
}

/// Breaks CONT-BG-SESSION-ONCE on overlapping sessions only: keeps the handler handed last and calls it for every
/// session whose events are processed without letting go of it, so the second session's handler is called twice.
public final class CallsLastSessionHandlerForEach: ConformingContinuityModule {
    private var handler: (() -> Void)?

    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        handler = completionHandler
        let module = Unchecked(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
            MainActor.assumeIsolated { module.value.handler?() }
        }
    }
}

/// Conforms on overlapping sessions: keeps each session's handler by its identifier and calls it once that session's
/// events are processed, a moment later.
public final class KeepsHandlersBySession: ConformingContinuityModule {
    private var handlers: [String: () -> Void] = [:]

    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        handlers[identifier] = completionHandler
        let module = Unchecked(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
            MainActor.assumeIsolated { module.value.handlers.removeValue(forKey: identifier)?() }
        }
    }
}
