import Foundation

/// Counts the module calls a check gave up waiting for, which may still be running (a module that ignores
/// cancellation keeps its task); the harness replaces its process after such a check, so an abandoned call
/// never competes with, or calls back into, a later check. It also notes when the check's call on the main thread
/// began, so that the harness can tell which check holds the main thread when it stops answering.
package final class AbandonedWork: @unchecked Sendable {
    /// The tracker of the check running in this task, if the harness set one.
    package static let currentLocal = TaskLocal<AbandonedWork?>(wrappedValue: nil)
    /// This task's value of `currentLocal` (CONTRIBUTING: task-local values).
    package static var current: AbandonedWork? { currentLocal.get() }

    private let lock = NSLock()
    private var total = 0
    private var mainCallBegan: ContinuousClock.Instant?
    private var mainCallName: String?

    package init() {}

    /// Notes that a call of the check's began running on the main thread.
    func beganMainCall(_ name: String? = nil) {
        lock.lock()
        mainCallBegan = ContinuousClock.now
        mainCallName = name
        lock.unlock()
    }

    /// Notes that the check's call on the main thread returned.
    func endedMainCall() {
        lock.lock()
        mainCallBegan = nil
        mainCallName = nil
        lock.unlock()
    }

    /// The module entry point the call holding the main thread makes, when it is not the check's own callback (the
    /// kit asking for the notification categories before a tap, say).
    package var mainThreadCallName: String? {
        lock.lock()
        defer { lock.unlock() }
        return mainCallName
    }

    /// When the check's call that holds the main thread began, if one does.
    package var mainThreadCallBegan: ContinuousClock.Instant? {
        lock.lock()
        defer { lock.unlock() }
        return mainCallBegan
    }

    func record() {
        lock.lock()
        total += 1
        lock.unlock()
    }

    /// How many calls were abandoned.
    package var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
