import Dispatch

/// Calls a module's entry point on the main thread, where the app calls it (the table in `Conformance/README.md`).
///
/// UIKit calls an application delegate and a view controller on the main thread, and a module may rely on it, for
/// example with `dispatchPrecondition(condition: .onQueue(.main))` or `MainActor.assumeIsolated`. The module and its
/// answer cross to the main actor unchecked, as the app's own objects do.
package enum MainThread {
    /// Runs `body` on the main actor and returns what it returned; `call` names the module's entry point it calls when
    /// that is not the check's own callback, so that a hang there is named for it.
    package static func run<T>(call name: String? = nil, _ body: @escaping @MainActor () -> T) async -> T {
        let call = Unchecked(body)
        let tracker = AbandonedWork.current
        let stall = StallWatch.current
        let slot = CrashAttribution.currentSlot
        return await MainActor.run {
            // The time counts from when the body starts, not from when it was queued behind other checks' calls.
            tracker?.beganMainCall(name)
            stall?.beganMainCall(name)
            defer {
                tracker?.endedMainCall()
                stall?.endedMainCall()
            }
            // A crash in this call names this check alone.
            return CrashAttribution.calling(slot) { Unchecked(call.value()) }
        }.value
    }

    /// How long one call may hold the main thread under certify before the harness judges it a hang: ten times the
    /// 100 ms past which Apple's Xcode documentation ("Improving app responsiveness") calls main-thread work a hang, so
    /// that a loaded machine never turns a quick call into one.
    package static let hangThreshold: Duration = .seconds(1)

    /// How long one call may hold the main thread under plain `swift test` or XCTest before the kit ends the test
    /// process, naming the check (`StallWatch`): nothing else that needs the main thread could run in it again.
    package static let stallLimit: Duration = .seconds(30)

    /// Whether the caller runs on the main queue, where UIKit wants its completion handlers called: told by a value
    /// set on the main queue itself, since on Linux `Thread.isMainThread` answers `false` there (Conformance/README.md).
    package static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey.value) == true
    }

    private static let mainQueueKey: Unchecked<DispatchSpecificKey<Bool>> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return Unchecked(key)
    }()

    /// How the incident of a call that held the main thread too long begins.
    package static let hangIncident = "hang: held the main thread"

}
