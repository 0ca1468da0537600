import Foundation

/// Watches the completion handlers one check hands modules past the check's own wait, for as long as the system
/// would: a handler that may be called once and was, but that the module still holds when the check has judged it, is
/// watched until the module lets go of it or until `ConformanceOptions.lateCallWindow` has passed.
///
/// The check's wait (`handlerBudget`) judges the calls made in it; one more call after that, while the module holds
/// the handler, is late, and fails the check (`ConformanceCheck.run()` settles the watch before it returns). A module
/// that lets go of its handlers once it has called them costs no time here.
package final class LateCallWatch: @unchecked Sendable {
    /// The watch of the check the current task runs.
    package static let currentLocal = TaskLocal<LateCallWatch?>(wrappedValue: nil)
    /// This task's value of `currentLocal` (CONTRIBUTING: task-local values).
    package static var current: LateCallWatch? { currentLocal.get() }

    private let window: Duration
    private let lock = NSLock()
    /// The handlers judged in the check that their modules still hold, each until its window ends, with its name and
    /// whether the window is the kit's own (not a shorter end the system sets, such as a process's).
    private var open: [ObjectIdentifier: (until: ContinuousClock.Instant, name: String, kitWindow: Bool)] = [:]
    private var late: [LateCall] = []
    /// Whether a handler watched past its check had been called by then (the twelfth trial's K21: a note said "a handler
    /// it had called" of one never called).
    private var heldCalled = false
    /// Calls a handler may have, made only after its check's wait ended: "called 0 times" and then a call (K15).
    private var afterWait: [String] = []

    package init(window: Duration) {
        self.window = window
    }

    /// Waits until no handler the check judged is held any more (each let go by its module, or past its window: a wait
    /// with a budget); returns the late calls, how long it waited when a module still held a handler, and the handlers
    /// the module still held when the kit's window ended (a call after it is not seen: the sixteenth review's A6).
    /// `heldCalled` says whether a handler watched on had been called in the check's wait; `afterWait` describes each
    /// allowed call made only after it.
    package func settle() async -> (late: [LateCall], waited: Duration?, heldPastWindow: [String], heldCalled: Bool, afterWait: [String]) {
        let began = ContinuousClock.now
        var waited = false
        while let until = latestOpenDeadline(), ContinuousClock.now < until {
            waited = true
            try? await Task.sleep(for: min(.milliseconds(20), until - ContinuousClock.now))
        }
        let (called, after) = lock.withLock { (heldCalled, afterWait) }
        return (lateCalls, waited ? ContinuousClock.now - began : nil, heldByKitWindow, called, after)
    }

    /// Notes an allowed call made after the check's wait ended, which the check did not count.
    func noteCallAfterWait(_ name: String, calls: Int, afterMilliseconds: Int) {
        lock.lock()
        afterWait.append("\(name) was called \(calls == 1 ? "for the first time" : "a call it may have"), "
            + "\(Double(afterMilliseconds) / 1_000) s after the check's wait ended, too late for the check to count it")
        lock.unlock()
    }

    /// How long the kit watches a held handler past its check.
    package var windowLength: Duration { window }

    private var heldByKitWindow: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Set(open.values.filter(\.kitWindow).map(\.name)).sorted()
    }

    private var lateCalls: [LateCall] {
        lock.lock()
        defer { lock.unlock() }
        return late
    }

    /// When the last watch of a handler still held ends, if one is.
    package func latestOpenDeadline() -> ContinuousClock.Instant? {
        lock.lock()
        defer { lock.unlock() }
        return open.values.map(\.until).max()
    }

    /// Watches `handler` until its window ends, or until `end` when the system stops sooner (a process that ends).
    func hold(_ handler: WatchedHandler, named name: String, until end: ContinuousClock.Instant?, called: Bool) {
        lock.lock()
        if called { heldCalled = true }
        let kitEnd = ContinuousClock.now + window
        open[ObjectIdentifier(handler)] = (min(kitEnd, end ?? kitEnd), name, (end ?? kitEnd) >= kitEnd)
        lock.unlock()
    }

    func letGo(_ handler: WatchedHandler) {
        lock.lock()
        open[ObjectIdentifier(handler)] = nil
        lock.unlock()
    }

    func deliver(_ call: LateCall) {
        lock.lock()
        late.append(call)
        lock.unlock()
    }
}

/// A call to a completion handler after the check that judged it had ended its wait: one more than the handler may
/// have, which the app would get while the system still holds the handler.
package struct LateCall: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The handler, as a message names it.
    package let handler: String
    /// How many calls the handler had in all, this one included.
    package let calls: Int
    /// How many calls it may have.
    package let allowed: Int
    /// How long after the check's wait ended the call came, in milliseconds.
    package let afterMilliseconds: Int

    package var description: String {
        // The ninth trial (M120): "called again … (call 2)" after "called 0 times" read as a contradiction; the call is
        // counted in all, the ones in the check's wait and after it.
        let ordinal = [2: "second", 3: "third", 4: "fourth"][calls] ?? "\(calls)th"
        return "\(handler) was called a \(ordinal) time in all, \(Double(afterMilliseconds) / 1_000) s after the check's own wait "
            + "ended, where \(allowed == 1 ? "one call is" : "\(allowed) calls are") allowed: the module still held the "
            + "handler, and the app would get that call"
    }
}

/// One completion handler handed to a module that may be called `allowed` times: it counts the calls, and once its
/// check has judged it (`close()`), a call beyond `allowed` is late, reported to the check's watch while the module
/// holds the handler, within the window.
package final class WatchedHandler: @unchecked Sendable {
    private let name: String
    private let allowed: Int
    private let watch: LateCallWatch?
    private let lock = NSLock()
    private var count = 0
    private var closedAt: ContinuousClock.Instant?
    private var released = false
    private var reported = false

    /// A handler of the check the current task runs; `name` says which in a message.
    package init(_ name: String, allowed: Int = 1) {
        self.name = name
        self.allowed = allowed
        watch = LateCallWatch.current
    }

    /// An object for the handler's closure to keep: it goes when the module lets go of the closure, and with it the
    /// watch past the check.
    package func lifetime() -> AnyObject & Sendable {
        Lifetime(self)
    }

    /// Counts one call; past `close()`, one beyond `allowed` is late.
    package func called() {
        lock.lock()
        count += 1
        let late = closedAt.map { at in (at, count) }
        let report = late != nil && count > allowed && !reported
        if report { reported = true }
        lock.unlock()
        if let (at, calls) = late, calls <= allowed {
            watch?.noteCallAfterWait(name, calls: calls, afterMilliseconds: Int((ContinuousClock.now - at) / .milliseconds(1)))
        }
        guard report, let (at, calls) = late else { return }
        watch?.deliver(LateCall(handler: name, calls: calls, allowed: allowed,
                                afterMilliseconds: Int((ContinuousClock.now - at) / .milliseconds(1))))
    }

    /// The check has judged the calls so far: a handler called no more than allowed and still held is watched on,
    /// until the watch's window ends or `end`, when the system stops watching sooner (a service extension's process).
    package func close(watchingUntil end: ContinuousClock.Instant? = nil) {
        lock.lock()
        closedAt = ContinuousClock.now
        // Under the handler's lock, so that a release cannot come between the test and the hold.
        // One called more often than allowed has failed already. One not called yet is watched too: a module may call it
        // twice later (the fourteenth review: a restoration handler called twice 20 s on, after none in the wait).
        if !released, count <= allowed { watch?.hold(self, named: name, until: end, called: count > 0) }
        lock.unlock()
    }

    fileprivate func lettingGo() {
        lock.lock()
        released = true
        watch?.letGo(self)
        lock.unlock()
    }

    /// Tells its handler when the module's last copy of the handler's closure is gone.
    private final class Lifetime: Sendable {
        let handler: WatchedHandler

        init(_ handler: WatchedHandler) {
            self.handler = handler
        }

        deinit {
            handler.lettingGo()
        }
    }
}
