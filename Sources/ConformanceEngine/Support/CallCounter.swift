import Foundation

/// Counts calls to a handler a module may call from any thread.
package final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    package init() {}

    package func increment() {
        lock.lock()
        calls += 1
        lock.unlock()
    }

    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }

    /// Waits until the count reaches `target` or the budget runs out; never longer than the budget.
    package func wait(until target: Int, budget: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: budget)
        while count < target, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}
