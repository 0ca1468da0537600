import Foundation
import ConformanceEngine
import Q2ModuleInterfaces

/// Keeps the one completion handler it was handed last in one property and calls it once the session's events are
/// processed (a moment later), letting go of it after the call or not.
public class OneHandlerProperty: ConformingContinuityModule {
    private var handler: (() -> Void)?
    private let letsGo: Bool

    init(letsGo: Bool) {
        self.letsGo = letsGo
        super.init()
    }

    public override func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                                     completionHandler: @escaping () -> Void) {
        handler = completionHandler
        let module = Unchecked(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
            MainActor.assumeIsolated {
                module.value.handler?()
                if module.value.letsGo { module.value.handler = nil }
            }
        }
    }
}

/// The eighteenth trial's M05, breaking CONT-BG-SESSION-COMPLETES: a second session's events arriving first overwrite
/// the first session's handler, which is never called.
public final class KeepsOneSessionHandler: OneHandlerProperty {
    public init() { super.init(letsGo: true) }
}

/// Breaks CONT-BG-SESSION-ONCE on overlapping sessions only: calls the handler it kept last for every session whose
/// events are processed, so the second session's handler is called twice.
public final class CallsLastSessionHandlerForEach: OneHandlerProperty {
    public init() { super.init(letsGo: false) }
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
