import Foundation

/// Runs async work with a time budget; the caller gets `nil` when the budget runs out first.
///
/// The work runs in a task of its own on `ModuleThreads`, and the budget runs out on `Deadlines`' thread, so neither
/// work that blocks its thread nor a busy shared pool moves the moment the race is decided; the caller never waits
/// past the budget. Late work is cancelled, except
/// under certify's harness (which sets `AbandonedWork.current`): there it is left alone and the harness replaces
/// its process after the check, because a module that ignores cancellation turns a cancelled sleep into a busy
/// loop that pins one of the few threads every other check needs.
package func withinBudget<T: Sendable>(_ budget: Duration, _ work: @escaping @Sendable () async -> T) async -> T? {
    let outcome = FirstOutcome<T>()
    let worker = ModuleThreads.task { outcome.resolve(await work()) }
    Deadlines.shared.after(budget) { outcome.resolve(nil) }
    let value = await outcome.value()
    if value == nil, let abandoned = AbandonedWork.current {
        abandoned.record()
    } else {
        worker.cancel()
    }
    return value
}

/// Holds the first of several racing outcomes and hands it to one waiter.
private final class FirstOutcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var settled: T??
    private var waiter: CheckedContinuation<T?, Never>?

    func resolve(_ value: T?) {
        lock.lock()
        guard settled == nil else {
            lock.unlock()
            return
        }
        settled = .some(value)
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.resume(returning: value)
    }

    func value() async -> T? {
        await withCheckedContinuation { continuation in
            lock.lock()
            if let settled {
                lock.unlock()
                continuation.resume(returning: settled)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}
