import Foundation

/// Prints which checks were running when the process traps or crashes, under plain `swift test` as under certify.
///
/// A signal handler may only call async-signal-safe functions, so each running check's line is written ahead of time
/// into a slot of memory allocated once, and the handler does nothing but `write(2)` the occupied slots before it hands
/// the signal on to whichever handler was there before (Swift's backtracer, or the default). This is the kit's one piece
/// of process-wide state: a signal handler has no other way to know.
package enum CrashLine {
    private static let slotCount = 64
    private static let slotSize = 480

    /// The slots, their lengths (0: free), and the handlers the kit's handler hands each signal on to.
    private nonisolated(unsafe) static let slots = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount * slotSize)
    private nonisolated(unsafe) static let lengths: UnsafeMutablePointer<Int> = {
        let lengths = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        lengths.initialize(repeating: 0, count: slotCount)
        return lengths
    }()
    private nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    private static let lock = SlotLock()

    private static let signals: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

    /// Installs the handler once, the first time a check runs.
    private static let installed: Bool = {
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = CrashLine.handle
            #else
            action.__sigaction_u.__sa_handler = CrashLine.handle
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
        return true
    }()

    /// Records that a check is running; the returned slot is given back with `leave`.
    package static func enter(_ line: String) -> Int? {
        _ = installed
        let bytes = Array(("module-conformance: the process crashed while this check ran: " + line).utf8.prefix(slotSize - 1)) + [0x0A]
        guard let slot = lock.claim(lengths: lengths, count: slotCount) else { return nil }
        let start = slots + slot * slotSize
        bytes.withUnsafeBufferPointer { start.update(from: $0.baseAddress!, count: bytes.count) }
        lengths[slot] = bytes.count
        return slot
    }

    /// Records that the check in `slot` has finished.
    package static func leave(_ slot: Int?) {
        guard let slot else { return }
        lock.free(slot, lengths: lengths)
    }

    /// The handler: writes every occupied slot, then hands the signal on.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        for slot in 0..<CrashLine.slotCount where CrashLine.lengths[slot] > 0 {
            _ = write(2, CrashLine.slots + slot * CrashLine.slotSize, CrashLine.lengths[slot])
        }
        sigaction(signal, CrashLine.previous + Int(signal), nil)
        raise(signal)
    }
}

/// Guards the choice of a free slot among checks running at once; the signal handler never takes it.
private final class SlotLock: Sendable {
    private let lock = NSLock()

    func claim(lengths: UnsafeMutablePointer<Int>, count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<count where lengths[slot] == 0 {
            lengths[slot] = -1
            return slot
        }
        return nil
    }

    func free(_ slot: Int, lengths: UnsafeMutablePointer<Int>) {
        lock.lock()
        lengths[slot] = 0
        lock.unlock()
    }
}
