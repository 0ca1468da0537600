import ConformanceEngine
import Foundation

/// Keeps what a crashing harness printed about why: the runtime's fatal-error line and the signal it reports.
final class CrashOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var fatal: String?
    private var signal: String?

    func observe(_ line: String) {
        let text = line.trimmingCharacters(in: .whitespaces)
        lock.lock()
        defer { lock.unlock() }
        if ["Fatal error:", "Precondition failed", "Assertion failed", "Could not cast value"].contains(where: text.contains) {
            fatal = String(text.prefix(400))
        } else if text.contains("Program crashed:") {
            signal = String(text.prefix(200))
        }
    }

    /// The signal line and the fatal-error line with its source location, as far as the output had them.
    var reason: String? {
        lock.lock()
        defer { lock.unlock() }
        let parts = [signal, fatal].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
