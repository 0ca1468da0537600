/// Signals `released` when it ends, that is when the last copy of the closure that holds it is gone: what tells the kit
/// that a module let go of a handler it was handed (a service extension's content handler, a session's completion
/// handler), so that nothing can call it any more.
package final class ReleaseSignal: Sendable {
    private let released: EventLog<Void>

    package init(_ released: EventLog<Void>) {
        self.released = released
    }

    deinit {
        released.increment()
    }
}
