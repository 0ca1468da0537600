import Foundation

/// Runs short actions when their time comes, on a thread of the kit's own, so a budget runs out on time however
/// many tasks wait in Swift's shared pool: a task that sleeps there first waits for a thread to start sleeping, and
/// under load a module on its own thread would beat a timer that had not yet started.
package final class Deadlines: @unchecked Sendable {
    /// The one timer thread every budget shares.
    package static let shared = Deadlines()

    private let condition = NSCondition()
    /// Actions not yet run, soonest first.
    private var pending: [(at: ContinuousClock.Instant, action: @Sendable () -> Void)] = []

    private init() {
        let thread = Thread { [unowned self] in self.loop() }
        thread.name = "module-conformance.deadlines"
        thread.start()
    }

    /// Runs `action` once `delay` has passed from now; the action must be quick (it resumes a waiter, say).
    package func after(_ delay: Duration, _ action: @escaping @Sendable () -> Void) {
        let at = ContinuousClock.now.advanced(by: max(delay, .zero))
        condition.lock()
        // Found by halving: a budget's deadline stays here until its time even when the work ended first, so thousands
        // wait at once under the kit's suite, and a walk from the front took a tenth of its time (issue 34).
        var low = 0, high = pending.count
        while low < high {
            let middle = (low + high) / 2
            if pending[middle].at > at { high = middle } else { low = middle + 1 }
        }
        pending.insert((at, action), at: low)
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        condition.lock()
        while true {
            guard let first = pending.first else {
                condition.wait()
                continue
            }
            let left = first.at - ContinuousClock.now
            guard left <= .zero else {
                let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
                _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
                continue
            }
            pending.removeFirst()
            condition.unlock()
            first.action()
            condition.lock()
        }
    }
}
