import ConformanceEngine
import Foundation

/// Keeps what a crashing harness printed about why: the runtime's fatal-error line and the signal it reports.
final class CrashOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var fatal: String?
    private var signal: String?
    /// What the crashing check's module call was given, from the kit's crash line, when it said (a tap's response).
    private var given: String?

    func observe(_ line: String) {
        let text = line.trimmingCharacters(in: .whitespaces)
        lock.lock()
        defer { lock.unlock() }
        if ["Fatal error:", "Precondition failed", "Assertion failed", "Could not cast value"].contains(where: text.contains) {
            fatal = String(text.prefix(400))
        } else if text.hasPrefix("module-conformance: the process crashed while this check ran:"),
                  let range = text.range(of: ", while the kit gave it ") {
            given = "the module was given " + String(text[range.upperBound...].prefix(300))
        } else if text.hasPrefix("module-conformance: the process crashed while this check ran:"), text.contains("; no signed-in user when it began)") {
            given = "the check began with no signed-in user (the data source's user was nil)"
        } else if text.contains("Program crashed:") {
            signal = String(text.prefix(200))
        }
    }

    /// Whether the runtime said why the process stopped (a fatal error, a failed cast).
    var hasMessage: Bool {
        lock.lock()
        defer { lock.unlock() }
        return fatal != nil
    }

    /// What to say of a trap that came with no message: certify's harness compiles its assertions as an app's release
    /// build does, where a force-unwrap of nil and the standard library's own checks stop the process without one (the
    /// sixth trial's SC1; the tenth trial: "a release build" read as if certify built one, which it does not).
    static let silentTrap = "the runtime printed no message: with assertions compiled as in a release build, as certify "
        + "compiles the harness (-assert-config Release) and as the app ships, a force-unwrap of nil or a failed check of the "
        + "standard library (an index out of range, an overflow) stops the process without one; "
        + "MODULE_CONFORMANCE_CLAUSES=<this clause> swift test runs this clause's checks with debug assertions, which print "
        + "the message and its line"

    /// The signal line and the fatal-error line with its source location, as far as the output had them.
    var reason: String? {
        lock.lock()
        defer { lock.unlock() }
        let parts = [signal, fatal, given].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
