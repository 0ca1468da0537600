import Foundation

/// Counts calls to a handler a module may call from any thread, and lets the kit wait for a count
/// without polling: a waiter is resumed by the call that reaches its target, or when its budget runs out.
package final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    private var waiters: [UUID: (target: Int, continuation: CheckedContinuation<Void, Never>)] = [:]

    package init() {}

    package func increment() {
        lock.lock()
        calls += 1
        let reached = waiters.filter { $0.value.target <= calls }
        for id in reached.keys { waiters[id] = nil }
        lock.unlock()
        for waiter in reached.values { waiter.continuation.resume() }
    }

    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }

    /// Waits until the count reaches `target` or the budget runs out; never longer than the budget.
    package func wait(until target: Int, budget: Duration) async {
        let id = UUID()
        let timer = Task {
            try? await Task.sleep(for: budget)
            self.release(id)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if calls >= target {
                lock.unlock()
                continuation.resume()
            } else {
                waiters[id] = (target, continuation)
                lock.unlock()
            }
        }
        timer.cancel()
    }

    private func release(_ id: UUID) {
        lock.lock()
        let waiter = waiters.removeValue(forKey: id)
        lock.unlock()
        waiter?.continuation.resume()
    }
}
