import ConformanceEngine
import Foundation

/// Runs a command with a time budget, streaming its output lines, and lets a watchdog stop what hangs.
package enum ChildProcess {
    /// How the command ended.
    package struct Exit: Sendable {
        /// The exit status, or the signal number when `signaled`.
        package let status: Int32
        /// Whether a signal ended it.
        package let signaled: Bool
        /// Whether the whole budget ran out and the command was stopped.
        package let timedOut: Bool
        /// The command's last output lines.
        package let tail: [String]
        /// The bound of the boundary the command went past, when that stopped it.
        package var exceeded: String?

        package var succeeded: Bool { status == 0 && !signaled && !timedOut && exceeded == nil }

        package var summary: String {
            if let exceeded { return "stopped: \(exceeded)" }
            return timedOut ? "stopped after its time budget" : (signaled ? "ended by signal \(status)\(signalName)" : "exited with status \(status)")
        }

        private var signalName: String {
            let names: [Int32: String] = [SIGABRT: "SIGABRT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS",
                                           SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGFPE: "SIGFPE"]
            return names[status].map { " (\($0))" } ?? ""
        }
    }

    /// Runs `arguments` (looked up on PATH) and returns when it ends or its budget runs out.
    ///
    /// `poll` runs about fifty times a second while the command runs; when it returns `false` the command and its
    /// process group are stopped at once. `input`, when given, is written to the command's standard input, which is
    /// then closed; `directory` is where it runs.
    /// Inside `sandbox`, the command runs through the boundary's shell, so an exit status of 128 + N for a signal N is
    /// read as that signal. With `discardingErrors`, only standard output reaches `onLine`.
    package static func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil, directory: URL? = nil,
                            sandbox: Sandbox? = nil, budget: Duration, discardingErrors: Bool = false,
                            onLine: @escaping @Sendable (String) -> Void = { _ in }, poll: () -> Bool = { true }) -> Exit {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = sandbox?.wrap(arguments) ?? arguments
        // The certifier's key never reaches a child: not the build, not the harness, not a module. Inside the boundary
        // only the variables it keeps do.
        let inherited = ProcessInfo.processInfo.environment
        process.environment = (sandbox.map { _ in Sandbox.environment(from: inherited, adding: environment) }
            ?? inherited.merging(environment) { _, new in new }).filter { $0.key != CertifierKey.environmentVariable }
        if let directory { process.currentDirectoryURL = directory }
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = discardingErrors ? FileHandle.nullDevice : pipe
        let lines = LineCollector(onLine: onLine)
        do {
            try process.run()
        } catch {
            return Exit(status: 127, signaled: false, timedOut: false, tail: ["cannot start \(arguments.joined(separator: " ")): \(error)"])
        }
        // The command leads a process group of its own, which a terminal's Ctrl-C does not reach: certify stops it.
        Interruption.shared.started(group: process.processIdentifier)
        defer { Interruption.shared.ended(group: process.processIdentifier) }
        read(pipe.fileHandleForReading, into: lines)
        if let inputPipe, let input { write(input, to: inputPipe.fileHandleForWriting) }
        let meter = sandbox.map(ScratchMeter.init)
        let killsBefore = sandbox?.memoryGroup?.kills ?? 0
        var exceeded: String?
        let timedOut = watch(process, budget: budget) {
            exceeded = meter?.exceeded()
            // Output is kept in certify's own memory, outside the boundary's bound: a command that floods it is stopped
            // (the fourteenth review: a manifest printing 1 GiB grew certify to 3.4 GB).
            if exceeded == nil, lines.flooded {
                exceeded = "it printed more than \(LineCollector.outputLimit >> 20) MiB or \(LineCollector.lineLimit) lines of output, "
                    + "far beyond any build's"
            }
            return exceeded == nil && poll()
        }
        process.waitUntilExit()
        // Foundation starts the command in a process group of its own: stop whatever it left behind, so no
        // grandchild outlives the run or keeps the pipe open.
        kill(-process.processIdentifier, SIGKILL)
        // Drain for a bounded time only, so the caller never waits on a process it did not start.
        let clock = ContinuousClock()
        let drainUntil = clock.now.advanced(by: .seconds(2))
        while !lines.reachedEnd, clock.now < drainUntil { Thread.sleep(forTimeInterval: 0.005) }
        lines.flush()
        var exit = ending(of: process, timedOut: timedOut, tail: lines.tail, statusCarriesSignal: sandbox != nil)
        exit.exceeded = exceeded
        if exceeded == nil, let group = sandbox?.memoryGroup, group.kills > killsBefore {
            exit.exceeded = "its processes held more than \(group.limit >> 20) MiB of memory in all, the boundary's bound"
        }
        return exit
    }

    /// Reads the command's output on a thread of its own until end of file, which comes once every process holding
    /// the pipe has ended.
    private static func read(_ reader: FileHandle, into lines: LineCollector) {
        Thread.detachNewThread {
            while true {
                let data = reader.availableData
                lines.feed(data)
                if data.isEmpty { break }
            }
        }
    }

    /// Writes the command's input and closes it, from another thread, so a child that never reads cannot block the
    /// watchdog.
    private static func write(_ input: Data, to writer: FileHandle) {
        Thread.detachNewThread {
            try? writer.write(contentsOf: input)
            try? writer.close()
        }
    }

    /// Waits while the command runs, stopping it and its process group when the budget runs out or `poll` says so;
    /// returns whether the budget ran out.
    private static func watch(_ process: Process, budget: Duration, poll: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: budget)
        while process.isRunning {
            if clock.now >= deadline {
                stop(process)
                return true
            }
            if !poll() {
                kill(-process.processIdentifier, SIGKILL)
                return false
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// How an ended command ended; through a boundary's shell, an exit status of 128 + N is read as signal N.
    private static func ending(of process: Process, timedOut: Bool, tail: [String], statusCarriesSignal: Bool) -> Exit {
        let status = process.terminationStatus, signaled = process.terminationReason == .uncaughtSignal
        if statusCarriesSignal, !signaled, status > 128, status < 128 + 32 {
            return Exit(status: status - 128, signaled: true, timedOut: timedOut, tail: tail)
        }
        return Exit(status: status, signaled: signaled, timedOut: timedOut, tail: tail)
    }

    /// Stops a process and its whole process group: a polite signal, then a forced one if it does not end
    /// within two seconds.
    private static func stop(_ process: Process) {
        kill(-process.processIdentifier, SIGTERM)
        let until = Date().addingTimeInterval(2)
        while process.isRunning, Date() < until { Thread.sleep(forTimeInterval: 0.05) }
        kill(-process.processIdentifier, SIGKILL)
    }

    /// Splits output into lines, keeps the last ones, and hands each to the caller.
    private final class LineCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var pending = Data()
        private var kept: [String] = []
        private let onLine: @Sendable (String) -> Void

        init(onLine: @escaping @Sendable (String) -> Void) {
            self.onLine = onLine
        }

        private var ended = false
        /// The most bytes kept as one line.
        static let longestLine = 1 << 20
        /// The most bytes of output handed on in all; past it, nothing more is, and the command is stopped.
        static let outputLimit = 64 << 20
        /// The most lines handed on: a flood of empty lines costs a line's work each, not its bytes.
        static let lineLimit = 1_000_000
        private var total = 0
        private var count = 0

        var flooded: Bool {
            lock.lock()
            defer { lock.unlock() }
            return total > Self.outputLimit || count > Self.lineLimit
        }

        var reachedEnd: Bool {
            lock.lock()
            defer { lock.unlock() }
            return ended
        }

        func feed(_ data: Data) {
            lock.lock()
            guard !data.isEmpty else {
                ended = true
                lock.unlock()
                return
            }
            // Past the limit nothing more is read into lines: the command is stopped at the next poll.
            guard total <= Self.outputLimit, count <= Self.lineLimit else {
                total += data.count
                lock.unlock()
                return
            }
            pending.append(data)
            var complete: [String] = []
            // Lines are cut where they end, and the rest moved once: removing each line from the front moved the whole
            // buffer once per line.
            // With memchr over the bytes: a search element by element cost the suite a twentieth of its time (issue 34).
            let consumed = pending.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                var start = 0
                while start < raw.count, let hit = memchr(base + start, 0x0A, raw.count - start) {
                    let end = base.distance(to: UnsafeRawPointer(hit))
                    complete.append(String(decoding: UnsafeRawBufferPointer(start: base + start, count: end - start), as: UTF8.self))
                    start = end + 1
                }
                return start
            }
            if consumed > 0 { pending = Data(pending.dropFirst(consumed)) }
            // Output that never ends its line is cut into lines of a bounded length (the thirteenth review: an endless
            // print without a newline grew this buffer with the output).
            while pending.count > Self.longestLine {
                complete.append(String(decoding: pending.prefix(Self.longestLine), as: UTF8.self))
                pending.removeFirst(Self.longestLine)
            }
            total += data.count
            count += complete.count
            keep(complete)
            lock.unlock()
            complete.forEach(onLine)
        }

        func flush() {
            lock.lock()
            let rest = pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)]
            pending.removeAll()
            keep(rest)
            lock.unlock()
            rest.forEach(onLine)
        }

        private func keep(_ lines: [String]) {
            kept.append(contentsOf: lines)
            if kept.count > 60 { kept.removeFirst(kept.count - 60) }
        }

        var tail: [String] {
            lock.lock()
            defer { lock.unlock() }
            return kept
        }
    }
}
