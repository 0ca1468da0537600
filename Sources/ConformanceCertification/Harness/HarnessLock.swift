import Foundation

/// One certify at a time in a harness folder: two runs of one package share its cached harness, and two SwiftPM builds
/// in one folder fail each other (the sixth trial's C17: the first run blamed the build). The lock file lies in the
/// certifier's folder beside the harness, which no author's code can reach, so no package can hold it.
struct HarnessLock {
    private let descriptor: Int32

    /// Takes the harness's lock, waiting while another run holds it (saying so once) for at most `budget`; `nil` when
    /// the budget ran out or the lock file cannot be opened, with the reason in `problem`.
    static func acquire(_ harness: URL, budget: Duration, waiting: () -> Void) -> Result<HarnessLock, LockProblem> {
        let file = HarnessStamp.certifiersFolder(of: harness).appendingPathComponent("lock")
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return .failure(LockProblem(message: "cannot open the harness's lock \(file.path)")) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .success(HarnessLock(descriptor: descriptor)) }
        waiting()
        let deadline = ContinuousClock.now + budget
        while ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .success(HarnessLock(descriptor: descriptor)) }
        }
        close(descriptor)
        return .failure(LockProblem(message: "another certify kept the harness at \(harness.path) for the whole run budget of "
            + "\(budget); run again when it has finished, or give this run its own --harness-directory"))
    }

    /// Lets the next run in.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    struct LockProblem: Error {
        let message: String
    }
}
