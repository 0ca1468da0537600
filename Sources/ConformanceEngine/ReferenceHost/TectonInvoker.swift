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
        let log = EventLog<MethodModuleResponse>()
        body(MethodModuleData(data: parameters), MethodModuleCallback { log.append($0) })
        await log.wait(until: 1, budget: budget)
        await log.wait(until: log.count + 1, budget: grace)
        return Outcome(responses: log.values)
    }
}
