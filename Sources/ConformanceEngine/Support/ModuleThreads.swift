import Foundation

/// The threads module code runs on when the kit calls it off the main thread: never the threads of Swift's shared
/// pool, which the kit's own timers and every other check need.
///
/// A module that blocks its thread (a synchronous network call, a semaphore nobody signals, a busy loop) holds one
/// of these threads, and another is started for the next piece of work, so a blocked module never starves the kit:
/// its check is still judged at its budget. The threads are not limited in number; under certify the harness is
/// replaced after a check gives up on a call, so blocked threads never pile up.
///
/// On Apple platforms the kit has no such pool: a task executor needs iOS 18 or macOS 15, and the kit deploys to iOS 16
/// and macOS 13, so module calls run in Swift's shared pool, as the app's own tasks do. There a module that blocks
/// every thread of the pool also delays the kit's waiting for it, which resumes in that pool once `Deadlines` says the
/// budget ran out (`Conformance/README.md`, "Where entry points are called").
#if canImport(Darwin)
package enum ModuleThreads {
    /// Starts `work` in Swift's shared pool.
    package static func task<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> Task<T, Never> {
        Task { await work() }
    }
}
#else
package final class ModuleThreads: TaskExecutor, @unchecked Sendable {
    /// The one pool every check shares; its threads wait, idle, for work.
    package static let shared = ModuleThreads()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// Threads waiting for work and not yet promised to a job.
    private var idle = 0
    /// Idle threads woken for a job that have not yet taken one.
    private var wakeups = 0

    private init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        // Every job is promised a thread: an idle one, or a new one. A thread that is busy may take it first, which
        // only frees the promised one for the next job.
        let start = idle == 0
        if !start {
            idle -= 1
            wakeups += 1
            condition.signal()
        }
        condition.unlock()
        if start {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "module-conformance.module"
            thread.start()
        }
    }

    private func work() {
        let executor = asUnownedTaskExecutor()
        condition.lock()
        while true {
            if !jobs.isEmpty {
                let job = jobs.removeFirst()
                condition.unlock()
                job.runSynchronously(on: executor)
                condition.lock()
                continue
            }
            idle += 1
            repeat { condition.wait() } while wakeups == 0
            wakeups -= 1
        }
    }

    /// Starts `work` on these threads.
    package static func task<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> Task<T, Never> {
        Task(executorPreference: shared) { await work() }
    }
}
#endif
