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
        private var call: String?
        private var longest: Duration = .zero
        private var longestCall: String?
        fileprivate var named = false
        /// Whether a hang of this check counts toward `hangLimit`: a check of an author's plan (it names its module class).
        let counted: Bool

        package init(_ name: String, counted: Bool = false) {
            self.name = name
            self.counted = counted
        }

        /// Notes that a call of the check began holding the main thread; `call` names the module's entry point when the
        /// check's own callback is not the one (the kit asking for the categories before a tap, say).
        func beganMainCall(_ call: String? = nil) {
            lock.lock()
            began = ContinuousClock.now
            self.call = call
            lock.unlock()
        }

        /// Notes that the call returned.
        func endedMainCall() {
            lock.lock()
            if let began, ContinuousClock.now - began > longest {
                longest = ContinuousClock.now - began
                longestCall = call
            }
            began = nil
            call = nil
            lock.unlock()
        }

        /// How long the call holding the main thread has held it, if one does, and its name when given.
        var holding: (time: Duration, call: String?)? {
            lock.lock()
            defer { lock.unlock() }
            return began.map { (ContinuousClock.now - $0, call) }
        }

        /// The name of the call that held the main thread longest, when it was given one.
        package var longestMainCallName: String? {
            lock.lock()
            defer { lock.unlock() }
            return longestCall
        }

        /// The longest any of the check's calls held the main thread.
        package var longestMainCall: Duration {
            lock.lock()
            defer { lock.unlock() }
            return longest
        }
    }

    /// The watch of the check running in this task.
    package static let currentLocal = TaskLocal<Entry?>(wrappedValue: nil)
    /// This task's value of `currentLocal` (CONTRIBUTING: task-local values).
    package static var current: Entry? { currentLocal.get() }

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
    /// The hangs named so far among checks of an author's plan.
    private var hangs: [String] = []

    /// How many calls of an author's plan may hold the main thread past `MainThread.hangThreshold` before the test
    /// process ends: each check behind such a call waits for it, so a module that stalls every call (the sixth trial's
    /// ST2: 20 s each) kept `swift test` running past fifteen minutes. certify judges every check in fresh harnesses.
    package static let hangLimit = 3

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
                    guard let (held, call) = entry.holding else { continue }
                    let which = call.map { "in \($0)" } ?? "in one module call"
                    if held > MainThread.hangThreshold, !entry.named {
                        entry.named = true
                        say("hang: \(entry.name) has held the main thread for more than \(MainThread.hangThreshold) \(which) "
                            + "(an app's interface would freeze there); the check fails as a hang when the call returns")
                        if entry.counted { countHang(entry.name) }
                    }
                    if held > MainThread.stallLimit {
                        say("hang: \(entry.name) has held the main thread for \(MainThread.stallLimit) \(which), and "
                            + "nothing else that needs the main thread can run; ending the test process")
                        exit(1)
                    }
                }
            }
        }
        thread.name = "module-conformance.stall-watch"
        thread.start()
    }

    /// Ends the test process once `hangLimit` checks of an author's plan have hung, naming them.
    private func countHang(_ name: String) {
        lock.lock()
        hangs.append(name)
        let all = hangs
        lock.unlock()
        guard all.count >= Self.hangLimit else { return }
        say("hang: \(all.count) module calls have held the main thread past \(MainThread.hangThreshold) (\(all.joined(separator: "; "))), "
            + "and every check behind them waits for each; ending the test process. Fix these hangs first: the system ends an "
            + "app whose main thread stops answering (certify judges every check, each hang in a fresh harness)")
        exit(1)
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data(("module-conformance: " + line + "\n").utf8))
    }
}
