import Foundation

/// The checks the one line handed to this process, and whether any of them ran: a test body that never runs its check
/// (the eighth trial's W8: `await check.assertConforms()` left out) would pass every case silently, so the process
/// says so as it ends and exits with a failure.
///
/// One per process, as the test process's exit is; it holds counts only.
package final class UnrunChecks: @unchecked Sendable {
    /// The process's ledger.
    package static let shared = UnrunChecks()

    private let lock = NSLock()
    private var handed = 0
    private var ran = false
    private var watching = false

    /// A ledger of its own (the process's is `shared`).
    package init() {}

    /// Notes `count` checks handed to a test, and watches the process's end the first time.
    package func handOut(_ count: Int) {
        lock.lock()
        handed += count
        let start = !watching && count > 0
        if start { watching = true }
        lock.unlock()
        if start { atexit { UnrunChecks.shared.processEnds() } }
    }

    /// Notes that a check ran.
    package func noteRun() {
        lock.lock()
        ran = true
        lock.unlock()
    }

    /// What the process says as it ends when checks were handed out and none ran; `nil` otherwise.
    package var endingProblem: String? {
        lock.lock()
        defer { lock.unlock() }
        guard handed > 0, !ran else { return nil }
        return "ModuleConformance: \(handed) conformance checks were handed to a test and none of them ran, so nothing was "
            + "judged: the test's body must run its check, as in `func conformance(_ check: ConformanceCheck) async { await "
            + "check.assertConforms() }`"
    }

    private func processEnds() {
        guard let problem = endingProblem else { return }
        // Written with write(2): as the process ends, Foundation's handles may already be gone.
        let line = Array(("error: " + problem + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        _exit(1)
    }
}
