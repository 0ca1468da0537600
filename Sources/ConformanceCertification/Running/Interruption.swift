import Foundation

/// Ends a run the certifier interrupts (Ctrl-C, a closed terminal, a TERM) at once and cleanly.
///
/// The commands certify starts run in process groups of their own, so a terminal's Ctrl-C reaches certify alone: left
/// to the default action, certify would die and leave the harness or the build running until their own budgets end,
/// and the run's scratch folder behind (trial 33d, M67). While armed, the signal stops every command certify started
/// with its whole process group, removes the folders the run registered, says that no report was written, and exits
/// with 128 + the signal's number, as a shell reports a process a signal ended.
package final class Interruption: @unchecked Sendable {
    /// The one of the process: a signal is delivered to the process, not to a run.
    package static let shared = Interruption()

    private let lock = NSLock()
    private var groups: Set<pid_t> = []
    private var folders: [URL] = []
    private var cleanups: [@Sendable () -> Void] = []
    private var sources: [DispatchSourceSignal] = []
    /// Set once a signal came: a command that another thread starts after it (the run goes on for a moment with a
    /// stopped build, and may start another command to learn why) is stopped as soon as it is noted.
    private var ending = false
    private let queue = DispatchQueue(label: "module-conformance.interruption")
    /// What is said when a signal ends the run, as the run's phase has it.
    private var farewell: (@Sendable (Int32) -> String)?

    /// The signals a certifier sends to stop a run.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Stops the run on any of `signals` from now on, saying `farewell(signal)` on standard error before exiting.
    package func arm(farewell: @escaping @Sendable (Int32) -> String) {
        lock.lock()
        defer { lock.unlock() }
        self.farewell = farewell
        guard sources.isEmpty else { return }
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                let say = lock.withLock { self.farewell }
                end(by: number, saying: say?(number) ?? "module-conformance: interrupted (signal \(number))")
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Says `farewell(signal)` from now on when a signal ends the run (the twelfth trial's X01: a Ctrl-C while the
    /// results were printed and written ended certify without a word).
    ///
    /// Once a signal came, this never returns, as `disarm()`: the handler ends the process before anything of the run
    /// is written.
    package func change(farewell: @escaping @Sendable (Int32) -> String) {
        lock.lock()
        while ending {
            lock.unlock()
            Thread.sleep(forTimeInterval: 1)
            lock.lock()
        }
        self.farewell = farewell
        lock.unlock()
    }

    /// Gives the signals their default action back (the run is over; what follows is writing its files).
    ///
    /// Once a signal came, this never returns: the run may have gone on with a stopped build, and the handler ends the
    /// process before anything of the run is written.
    package func disarm() {
        lock.lock()
        while ending {
            lock.unlock()
            Thread.sleep(forTimeInterval: 1)
            lock.lock()
        }
        let armed = sources
        sources = []
        lock.unlock()
        armed.forEach { $0.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    /// Whether a signal is ending the run: what fails from now on failed because its command was stopped.
    package var isEnding: Bool {
        lock.withLock { ending }
    }

    /// Notes a command that was started as the leader of process group `group`.
    func started(group: pid_t) {
        lock.lock()
        groups.insert(group)
        let stop = ending
        lock.unlock()
        if stop { kill(-group, SIGKILL) }
    }

    /// Notes that the command leading `group` ended and its group was stopped.
    func ended(group: pid_t) {
        lock.lock()
        groups.remove(group)
        lock.unlock()
    }

    /// Removes `folder` if the run is interrupted before `release(folder)`.
    func remove(_ folder: URL) {
        lock.lock()
        folders.append(folder)
        lock.unlock()
    }

    /// Keeps `folder` on an interruption from now on.
    func release(_ folder: URL) {
        lock.lock()
        folders.removeAll { $0 == folder }
        lock.unlock()
    }

    /// Runs `cleanup` if the run is interrupted (a control group to remove, for example).
    package func onInterruption(_ cleanup: @escaping @Sendable () -> Void) {
        lock.lock()
        cleanups.append(cleanup)
        lock.unlock()
    }

    private func end(by number: Int32, saying farewell: String) -> Never {
        lock.lock()
        ending = true
        let running = groups, owned = folders, steps = cleanups
        lock.unlock()
        for group in running { kill(-group, SIGKILL) }
        // A killed group's processes may still be closing files in the folders for a moment.
        for group in running {
            let until = Date().addingTimeInterval(2)
            while kill(-group, 0) == 0, Date() < until { Thread.sleep(forTimeInterval: 0.02) }
        }
        // Commands started while the first ones were stopped were stopped as they were noted; wait for them too.
        lock.lock()
        let late = groups.subtracting(running)
        lock.unlock()
        for group in late {
            let until = Date().addingTimeInterval(2)
            while kill(-group, 0) == 0, Date() < until { Thread.sleep(forTimeInterval: 0.02) }
        }
        for folder in owned { try? FileManager.default.removeItem(at: folder) }
        steps.forEach { $0() }
        // What the run printed to standard output before the signal shows above the farewell, not after it.
        fflush(nil)
        FileHandle.standardError.write(Data((farewell + "\n").utf8))
        exit(128 + number)
    }
}
