import Foundation
import ModuleInterfaces

/// Calls a module's method by Tecton name, as `tecton.actions.callMethod(identifier, name, parameters)` does.
package struct TectonInvoker: Sendable {
    /// What a call did: every response the callback received, or the error the caller sees.
    package struct Outcome: Sendable {
        package var responses: [MethodModuleResponse] = []
        package var unknownMethod = false
    }

    package let budget: Duration
    package let grace: Duration

    package init(budget: Duration, grace: Duration) {
        self.budget = budget
        self.grace = grace
    }

    /// Calls the method; the callback is watched for a budget, then for a grace period for a second call.
    package func call(_ module: any MethodModule, method: String, parameters: [String: JSONValue]) async -> Outcome {
        guard let body = module.tectonMethods[method] else {
            return Outcome(responses: [], unknownMethod: true)
        }
        let log = ResponseLog()
        body(MethodModuleData(data: parameters), MethodModuleCallback { log.append($0) })
        await log.calls.wait(until: 1, budget: budget)
        await log.calls.wait(until: log.calls.count + 1, budget: grace)
        return Outcome(responses: log.responses)
    }
}

private final class ResponseLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [MethodModuleResponse] = []
    let calls = CallCounter()

    func append(_ response: MethodModuleResponse) {
        lock.lock()
        stored.append(response)
        lock.unlock()
        calls.increment()
    }

    var responses: [MethodModuleResponse] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
