import Foundation

/// Runs blocking work (a child process, a watchdog loop) on a thread of its own, so that it never holds
/// one of the few threads Swift concurrency runs every test on.
func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
