/// Orders the typed requests the checks of one process put to modules: most may overlap one another, as callers in an
/// app may, but a check that compares an answer given alone with others takes the gate alone, so that no other
/// check's request overlaps the ones it compares.
///
/// The twentieth trial's M32c: a module that answered nil while any request was in flight (a static busy flag) passed
/// METHOD-REQUEST-CONCURRENT under certify, since its "alone" answers were taken while other checks' requests ran and
/// were nil too, and failed METHOD-LONG-LIVED under `swift test` for the same overlap, blamed on the kept instance.
/// Waiting for the gate is never counted in a module's budget: the budget starts once the request is made.
package actor TypedRequestGate {
    package static let shared = TypedRequestGate()
    /// The gate of the checks run in this task: one set of checks that stands for one app (the kit's own tests run many
    /// such sets in one process, each with a gate of its own, so that one set's requests never wait on another's).
    package static let currentLocal = TaskLocal<TypedRequestGate?>(wrappedValue: nil)
    /// This task's value of `currentLocal` (CONTRIBUTING: task-local values).
    package static var current: TypedRequestGate? { currentLocal.get() }
    /// The gate the checks of this task use: the task's, or the process's.
    package static var inEffect: TypedRequestGate { current ?? shared }

    package init() {}

    private var sharing = 0
    private var alone = false
    private var waiting: [(exclusive: Bool, resume: CheckedContinuation<Void, Never>)] = []

    /// Runs `body` while other shared requests may run too, but no exclusive one.
    package nonisolated func shared<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        await enter(exclusive: false)
        let value = await body()
        await leave(exclusive: false)
        return value
    }

    /// Runs `body` while no other request of the gate runs.
    package nonisolated func exclusive<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        await enter(exclusive: true)
        let value = await body()
        await leave(exclusive: true)
        return value
    }

    private func enter(exclusive: Bool) async {
        // First come, first served, so that a stream of shared requests cannot starve an exclusive one.
        if waiting.isEmpty, exclusive ? (!alone && sharing == 0) : !alone {
            take(exclusive: exclusive)
            return
        }
        await withCheckedContinuation { waiting.append((exclusive, $0)) }
    }

    private func take(exclusive: Bool) {
        if exclusive { alone = true } else { sharing += 1 }
    }

    private func leave(exclusive: Bool) {
        if exclusive { alone = false } else { sharing -= 1 }
        while let next = waiting.first, next.exclusive ? (!alone && sharing == 0) : !alone {
            waiting.removeFirst()
            take(exclusive: next.exclusive)
            next.resume.resume()
        }
    }
}
