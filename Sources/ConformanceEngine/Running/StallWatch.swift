import Foundation

/// Watches each running check's module calls on the main thread, under plain `swift test` and XCTest as under certify:
/// a call that holds the main thread past `MainThread.hangThreshold` is named on standard error at once (the check, its
/// fixture and module), the check fails as a hang when the call returns, and a call that never returns ends the
/// process after `MainThread.stallLimit` with that message, so that a test run never waits in silence.
package final class StallWatch: @unchecked Sendable {
    /// One running check's watch.
    package final class Entry: @unchecked Sendable {
        let name: String
        private let lock = NSLock()
        private var began: ContinuousClock.Instant?
        private var longest: Duration = .zero
        fileprivate var named = false

        package init(_ name: String) {
            self.name = name
        }

        /// Notes that a call of the check began holding the main thread.
        func beganMainCall() {
            lock.lock()
            began = ContinuousClock.now
            lock.unlock()
        }

        /// Notes that the call returned.
        func endedMainCall() {
            lock.lock()
            if let began { longest = max(longest, ContinuousClock.now - began) }
            began = nil
            lock.unlock()
        }

        /// How long the call holding the main thread has held it, if one does.
        var holding: Duration? {
            lock.lock()
            defer { lock.unlock() }
            return began.map { ContinuousClock.now - $0 }
        }

        /// The longest any of the check's calls held the main thread.
        package var longestMainCall: Duration {
            lock.lock()
            defer { lock.unlock() }
            return longest
        }
    }

    /// The watch of the check running in this task.
    @TaskLocal package static var current: Entry?

    /// Whether a call of the check running in this task has held the main thread past `MainThread.hangThreshold`: the
    /// check is a hang, and a run of many calls stops there.
    package static var checkHeldMainThread: Bool {
        (current?.longestMainCall ?? .zero) > MainThread.hangThreshold
    }

    /// The one watcher of the process: a thread of the kit's that looks at the running checks' calls ten times a second.
    package static let shared = StallWatch()

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var started = false

    /// Watches `entry` until `stop`.
    package func watch(_ entry: Entry) {
        lock.lock()
        entries[ObjectIdentifier(entry)] = entry
        let start = !started
        started = true
        lock.unlock()
        if start { startThread() }
    }

    package func stop(_ entry: Entry) {
        lock.lock()
        entries[ObjectIdentifier(entry)] = nil
        lock.unlock()
    }

    private func startThread() {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                lock.lock()
                let running = Array(entries.values)
                lock.unlock()
                for entry in running {
                    guard let held = entry.holding else { continue }
                    if held > MainThread.hangThreshold, !entry.named {
                        entry.named = true
                        say("hang: \(entry.name) has held the main thread for more than \(MainThread.hangThreshold) in one module "
                            + "call (an app's interface would freeze there); the check fails as a hang when the call returns")
                    }
                    if held > MainThread.stallLimit {
                        say("hang: \(entry.name) has held the main thread for \(MainThread.stallLimit) in one module call, and "
                            + "nothing else that needs the main thread can run; ending the test process")
                        exit(1)
                    }
                }
            }
        }
        thread.name = "module-conformance.stall-watch"
        thread.start()
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data(("module-conformance: " + line + "\n").utf8))
    }
}
