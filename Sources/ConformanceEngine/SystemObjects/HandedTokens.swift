import Foundation

/// Every signed-in user's token the host hooks of this process handed a module, so that a check can tell an answer
/// carrying the token of a user from an earlier check (trial 24's v88: the typed request's answer kept in a static,
/// filled while another check's user was signed in, passed the one line, whose process runs many checks before the
/// long-lived one; certify, which runs that check in a process of its own, failed it).
package final class HandedTokens: @unchecked Sendable {
    /// The process's record.
    package static let shared = HandedTokens()
    /// More than a whole plan's users; a process that hands out more keeps the first ones.
    static let limit = 20_000

    private let lock = NSLock()
    private var tokens: Set<String> = []

    /// A record of its own (the process's is `shared`).
    package init() {}

    /// Notes that a module was handed `token`.
    package func note(_ token: String) {
        lock.lock()
        if tokens.count < Self.limit { tokens.insert(token) }
        lock.unlock()
    }

    /// The tokens handed out so far.
    package var all: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return tokens
    }
}
