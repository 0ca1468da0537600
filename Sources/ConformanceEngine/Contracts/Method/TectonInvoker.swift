import Foundation
import Q2ModuleInterfaces

/// Calls a module's method by Tecton name, as `tecton.actions.callMethod(identifier, name, parameters)` does.
package struct TectonInvoker: Sendable {
    package let budget: Duration
    /// How long the kit waits after a response for a second one.
    package let secondCallWindow: Duration

    package init(budget: Duration, secondCallWindow: Duration) {
        self.budget = budget
        self.secondCallWindow = secondCallWindow
    }

    /// Calls the method and returns every response its callback received: watched for the budget, then for a second call.
    ///
    /// A method the module does not offer answers no response.
    /// `counted`, for a rule that limits the completions, is watched past the check while the module holds the callback.
    package func call(_ module: any MethodModule, method: String, parameters: [String: JSON],
                      counted: WatchedHandler? = nil) async -> [MethodModuleResponse] {
        guard let log = await start(module, method: method, parameters: parameters, counted: counted) else { return [] }
        await log.wait(until: 1, budget: budget)
        await log.wait(until: log.count + 1, budget: secondCallWindow)
        counted?.close()
        return log.values
    }

    /// Calls the method once for each entry of `counted` (a handler to count the call's completions, or none), all in one
    /// turn of the main thread, so that no completion the module sends to the main queue can come between them (as a
    /// page's calls made one after another reach it), and returns each call's log; `nil` when the module does not offer
    /// the method.
    package func startOverlapping(_ module: any MethodModule, method: String, parameters: [String: JSON],
                                  counted: [WatchedHandler?]) async -> [EventLog<MethodModuleResponse>]? {
        await startOverlapping(module, method: method, calls: counted.map { (parameters, $0) })
    }

    /// As `startOverlapping(_:method:parameters:counted:)`, each call with parameters of its own.
    package func startOverlapping(_ module: any MethodModule, method: String,
                                  calls: [(parameters: [String: JSON], counted: WatchedHandler?)]) async -> [EventLog<MethodModuleResponse>]? {
        let counted = calls.map(\.counted)
        let logs = counted.map { _ in EventLog<MethodModuleResponse>() }
        let module = Unchecked(module)
        let lifetimes = counted.map { $0?.lifetime() }
        // Tecton's calls reach native code from the web view's message handler, on the main thread.
        let offered = await MainThread.run {
            for (index, log) in logs.enumerated() {
                let (handler, lifetime) = (counted[index], lifetimes[index])
                guard Self.invoke(module.value, method, MethodModuleData(data: JSON.sdkMembers(calls[index].parameters)), MethodModuleCallback { response in
                    withExtendedLifetime(lifetime) {
                        log.append(response)
                        handler?.called()
                    }
                }) else { return false }
            }
            return true
        }
        return offered ? logs : nil
    }

    /// Calls the method as Tecton does and returns the log its callback's completions go to, without waiting for any;
    /// `nil` when the module does not offer the method.
    package func start(_ module: any MethodModule, method: String, parameters: [String: JSON],
                       counted: WatchedHandler? = nil) async -> EventLog<MethodModuleResponse>? {
        await startOverlapping(module, method: method, parameters: parameters, counted: [counted])?.first
    }
}
