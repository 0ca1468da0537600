/// Calls a module's entry point on the main thread, where the app calls it (the table in `Conformance/README.md`).
///
/// UIKit calls an application delegate and a view controller on the main thread, and a module may rely on it, for
/// example with `dispatchPrecondition(condition: .onQueue(.main))` or `MainActor.assumeIsolated`. The module and its
/// answer cross to the main actor unchecked, as the app's own objects do.
package enum MainThread {
    /// Runs `body` on the main actor and returns what it returned.
    package static func run<T>(_ body: @escaping @MainActor () -> T) async -> T {
        let call = Unchecked(body)
        return await MainActor.run { Unchecked(call.value()) }.value
    }

}
