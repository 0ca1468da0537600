import Foundation

/// Prints which check was running when the process traps or crashes, under plain `swift test` as under certify.
///
/// When the crashing thread is one on which the kit called a module for a check, or runs the task that makes the check's
/// async module call, only that check is named: each slot records the thread its check's module call runs on and, for an
/// async call, the task making it. A crash on any other thread while checks run names none, and
/// says that it cannot tell.
///
/// A signal handler may only call async-signal-safe functions, so each running check's line is written ahead of time
/// into a slot of memory allocated once, and the handler does nothing but `write(2)` the occupied slots before it hands
/// the signal on to whichever handler was there before (Swift's backtracer, or the default). This is the kit's one piece
/// of process-wide state: a signal handler has no other way to know.
package enum CrashAttribution {
    // An author's plan runs hundreds of checks at once under swift test (the sixth trial: 594), each holding its slot while
    // it waits; with 64, most ran without one and a crash in them was named by none. 480 bytes each, allocated once.
    private static let slotCount = 16_384
    private static let slotSize = 480

    /// The slots, their lengths (0: free), and the handlers the kit's handler hands each signal on to.
    private nonisolated(unsafe) static let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount * slotSize)
    private nonisolated(unsafe) static let lengths: UnsafeMutablePointer<Int> = {
        let lengths = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        lengths.initialize(repeating: 0, count: slotCount)
        return lengths
    }()
    private nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    /// The thread each slot's check is calling the module on, valid while `inCall[slot]` is 1.
    private nonisolated(unsafe) static let threads = UnsafeMutablePointer<pthread_t>.allocate(capacity: slotCount)
    /// The task making each slot's async module call (its address; 0: none), valid while `inCall[slot]` is 1: an async
    /// call goes on in its caller's task on whichever thread it resumes on, or hops to the main actor, and while it is
    /// suspended the thread it started on runs other tasks, so such a call is known by its task alone (trial 33e, M37).
    private nonisolated(unsafe) static let tasks: UnsafeMutablePointer<Int> = {
        let tasks = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        tasks.initialize(repeating: 0, count: slotCount)
        return tasks
    }()
    /// How many times each slot has been claimed: a ticket of an earlier claim no longer holds it.
    private nonisolated(unsafe) static let generations: UnsafeMutablePointer<Int> = {
        let generations = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        generations.initialize(repeating: 0, count: slotCount)
        return generations
    }()
    private nonisolated(unsafe) static let inCall: UnsafeMutablePointer<Int> = {
        let inCall = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        inCall.initialize(repeating: 0, count: slotCount)
        return inCall
    }()
    private static let fallback = Array(("module-conformance: the process crashed on a thread where no check was calling a module "
        + "(a thread or task of a module's own, say) while several ran, so which check caused it cannot be told; run the "
        + "checks one at a time (swift test --no-parallel), and the one running is named, or certify, which narrows it down\n").utf8)

    private static let onlyRunning = Array(("module-conformance: one check was running when the process crashed, on a "
        + "thread that was in none of the kit's calls of the module (an async entry point, or work the module started); "
        + "work an earlier check left running could also be the cause:\n").utf8)

    /// The line said when no check runs as the process crashes (a thread a module started that crashes between checks,
    /// the fourteenth trial's B22np under `swift test --no-parallel`), naming the check that ended last; its length in
    /// `lastLength` (0: no check has ended yet). Written by `leave` under the lock, read by the handler as it stands.
    private nonisolated(unsafe) static let last = UnsafeMutablePointer<UInt8>.allocate(capacity: slotSize + 240)
    private nonisolated(unsafe) static let lastLength: UnsafeMutablePointer<Int> = {
        let length = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        length.initialize(to: 0)
        return length
    }()

    /// Said once after the line above while several checks run (the tenth, eleventh and fifteenth trials: two checks
    /// crashing at once left Swift's backtracer waiting after the process died, and `swift test` with it, for good): the
    /// signal then takes its default action, so the run ends, without the backtrace.
    private static let stuckBacktracer = Array(("module-conformance: several checks were running, so the process ends here "
        + "without Swift's backtrace (crashes on several threads at once can leave the backtracer waiting for good, and swift "
        + "test with it); swift test --no-parallel shows the backtrace\n").utf8)

    /// A running check's hold on a slot: the slot, which claim of it this is, and the check's line, so that a module call
    /// the check gave up on and that starts or runs on after the check ended is told apart from the slot's next check.
    package struct Ticket: Sendable {
        let slot: Int
        let generation: Int
        let line: String
    }

    /// The ticket of the check the current task runs, so that the kit's module calls can say which thread runs it.
    package static let currentSlotLocal = TaskLocal<Ticket?>(wrappedValue: nil)
    /// This task's value of `currentSlotLocal` (CONTRIBUTING: task-local values).
    package static var currentSlot: Ticket? { currentSlotLocal.get() }
    private static let lock = SlotLock()

    private static let signals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

    /// Installs the handler once, the first time a check runs.
    private static let installed: Bool = {
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = CrashAttribution.handle
            #else
            action.__sigaction_u.__sa_handler = CrashAttribution.handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
        return true
    }()

    /// Records that a check is running; the returned slot is given back with `leave`.
    package static func enter(_ line: String) -> Ticket? {
        _ = installed
        guard let slot = lock.claim(lengths: lengths, count: slotCount) else { return nil }
        generations[slot] += 1
        lock.remember(line, for: slot)
        store(line, in: slot)
        return Ticket(slot: slot, generation: generations[slot], line: line)
    }

    /// The slot the ticket holds while its check runs; for a call its check gave up on and that runs after the check
    /// ended (a budget that ran out before the call began, under load, say), a slot of its own for the call's length,
    /// whose line says so; `nil` when none is free. `release` says whether that slot is the call's to give back.
    private static func hold(_ ticket: Ticket) -> (slot: Int, release: Bool)? {
        if generations[ticket.slot] == ticket.generation, lengths[ticket.slot] > 0 { return (ticket.slot, false) }
        guard let late = enter("a call its check had given up on, made or still running after the check ended: " + ticket.line) else {
            return nil
        }
        return (late.slot, true)
    }

    /// Writes a slot's crash line; the handler reads it as it stands.
    private static func store(_ line: String, in slot: Int) {
        let bytes = Array(("module-conformance: the process crashed while this check ran: " + line).utf8.prefix(slotSize - 1)) + [0x0A]
        let start = slots + slot * slotSize
        bytes.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: bytes.count) }
        lengths[slot] = bytes.count
    }

    /// Says in the current check's crash line what its module call is given now (the response a tap check gives, say),
    /// so that a crash there names it (the sixth trial's SC2); `nil` takes it out again.
    package static func annotate(_ doing: String?) {
        guard let ticket = currentSlot, generations[ticket.slot] == ticket.generation, let line = lock.line(of: ticket.slot) else { return }
        let slot = ticket.slot
        store(line + (doing.map { ", while the kit gave it " + $0 } ?? ""), in: slot)
    }

    /// Records that the check in `slot` has finished.
    package static func leave(_ ticket: Ticket?) {
        guard let slot = ticket?.slot else { return }
        inCall[slot] = 0
        lock.free(slot, lengths: lengths) { line in
            let bytes = Array(("module-conformance: the process crashed while no check was running, on a thread no check was "
                + "calling a module on (work a module started and left running, say); the check that ended last was: "
                + line).utf8.prefix(slotSize + 239)) + [0x0A]
            lastLength.pointee = 0
            bytes.withUnsafeBufferPointer { last.update(from: $0.baseAddress!, count: bytes.count) }
            lastLength.pointee = bytes.count
        }
    }

    /// Runs `body`, a module call of the current task's check, recording the thread it runs on for the handler.
    package static func calling<T>(_ ticket: Ticket?, _ body: () -> T) -> T {
        guard let ticket, let (slot, release) = hold(ticket) else { return body() }
        threads[slot] = pthread_self()
        inCall[slot] = 1
        defer {
            inCall[slot] = 0
            if release { lock.free(slot, lengths: lengths) { _ in } }
        }
        return body()
    }

    /// Runs `body`, an async module call of the current task's check, recording the thread it starts on for the handler:
    /// a trap before the call's first suspension (a force cast or unwrap on entry) happens there. Call it inside the task
    /// that makes the call (within a budget's child task, say), so the thread is the one the call runs on.
    package static func calling<T>(_ body: () async -> T) async -> T {
        guard let ticket = currentSlot, let (slot, release) = hold(ticket) else { return await body() }
        threads[slot] = pthread_self()
        tasks[slot] = currentTask()
        inCall[slot] = 1
        defer {
            inCall[slot] = 0
            tasks[slot] = 0
            if release { lock.free(slot, lengths: lengths) { _ in } }
        }
        return await body()
    }

    /// The address of the task the current thread runs, or 0 on a thread that runs none. It reads the runtime's
    /// thread-local pointer only, so the signal handler may ask it too.
    private static func currentTask() -> Int {
        withUnsafeCurrentTask { task in
            task.map { unsafeBitCast($0, to: Int.self) } ?? 0
        }
    }

    /// The handler: writes the slot of the check whose module call the crashing thread runs, else every occupied slot,
    /// then hands the signal on.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        let this = pthread_self()
        let task = CrashAttribution.currentTask()
        var named = false
        for slot in 0..<CrashAttribution.slotCount where CrashAttribution.lengths[slot] > 0 && CrashAttribution.inCall[slot] == 1
            && (CrashAttribution.tasks[slot] != 0 ? CrashAttribution.tasks[slot] == task
                : pthread_equal(CrashAttribution.threads[slot], this) != 0) {
            _ = write(2, CrashAttribution.slots + slot * CrashAttribution.slotSize, CrashAttribution.lengths[slot])
            named = true
        }
        // Blaming every running check would name dozens that did nothing: with one running (swift test --no-parallel),
        // that one is named, saying how it was told; with several and none to name, it says so.
        var running = 0, only = 0
        for slot in 0..<CrashAttribution.slotCount where CrashAttribution.lengths[slot] > 0 {
            running += 1
            only = slot
        }
        if running == 0, CrashAttribution.lastLength.pointee > 0 {
            _ = write(2, CrashAttribution.last, CrashAttribution.lastLength.pointee)
        } else if !named, running == 1 {
            CrashAttribution.onlyRunning.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
            _ = write(2, CrashAttribution.slots + only * CrashAttribution.slotSize, CrashAttribution.lengths[only])
        } else if !named, running > 1 {
            CrashAttribution.fallback.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        }
        if running > 1 {
            CrashAttribution.stuckBacktracer.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = SIG_DFL
            #else
            action.__sigaction_u.__sa_handler = SIG_DFL
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        } else {
            sigaction(signal, CrashAttribution.previous + Int(signal), nil)
        }
        raise(signal)
    }
}

/// Guards the choice of a free slot among checks running at once; the signal handler never takes it.
private final class SlotLock: Sendable {
    private let lock = NSLock()

    func claim(lengths: UnsafeMutablePointer<Int>, count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<count where lengths[slot] == 0 {
            lengths[slot] = -1
            return slot
        }
        return nil
    }

    /// Frees the slot, first handing its check's line to `ended` (under the lock, so two checks ending at once write
    /// one after the other).
    func free(_ slot: Int, lengths: UnsafeMutablePointer<Int>, ended: (String) -> Void) {
        lock.lock()
        if let line = lines[slot] { ended(line) }
        lengths[slot] = 0
        lines[slot] = nil
        lock.unlock()
    }

    /// Each occupied slot's line as its check gave it, for `annotate`.
    private nonisolated(unsafe) var lines: [Int: String] = [:]

    func remember(_ line: String, for slot: Int) {
        lock.lock()
        lines[slot] = line
        lock.unlock()
    }

    func line(of slot: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lines[slot]
    }
}
