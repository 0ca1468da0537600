import Foundation

/// Records what a module hands back, from any thread, and lets the kit wait for a count without
/// polling: a waiter is resumed by the event that reaches its target, or when its budget runs out.
package final class EventLog<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []
    private var waiters: [UUID: (target: Int, continuation: CheckedContinuation<Void, Never>)] = [:]

    package init() {}

    package func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        let count = elements.count
        let reached = waiters.filter { $0.value.target <= count }
        for id in reached.keys { waiters[id] = nil }
        lock.unlock()
        for waiter in reached.values { waiter.continuation.resume() }
    }

    /// Everything recorded so far, in order.
    package var values: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return elements.count
    }

    /// Waits until `target` events were recorded or the budget runs out; never longer than the budget.
    package func wait(until target: Int, budget: Duration) async {
        let id = UUID()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if elements.count >= target {
                lock.unlock()
                continuation.resume()
            } else {
                waiters[id] = (target, continuation)
                lock.unlock()
                // Counted from now, on the kit's timer thread: a busy shared pool never lengthens the wait.
                Deadlines.shared.after(budget) { self.release(id) }
            }
        }
    }

    private func release(_ id: UUID) {
        lock.lock()
        let waiter = waiters.removeValue(forKey: id)
        lock.unlock()
        waiter?.continuation.resume()
    }
}

/// Counts calls to a handler a module may call from any thread.
package typealias CallCounter = EventLog<Void>

extension EventLog where Element == Void {
    /// Records one call.
    package func increment() {
        append(())
    }
}
