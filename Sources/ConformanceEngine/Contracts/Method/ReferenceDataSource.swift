import Foundation
import Q2ModuleInterfaces

/// A module data source that aggregates typed requests as the SDK does, for module authors' own tests.
///
/// Every loaded method module is asked at once; the result has one response per module that answered
/// non-nil, carrying its identifier and its data exactly, in load order, whatever order the answers
/// came in. A module that has not answered within the budget is left out, so a test never hangs.
public final class ReferenceDataSource: ModuleDataSource, @unchecked Sendable {
    private let modules: [(identifier: String, module: any MethodModule)]
    private let budget: Duration

    /// The signed-in user modules see.
    public let user: ModuleUser?

    /// Creates a data source over method modules in load order.
    public init(modules: [(identifier: String, module: any MethodModule)], user: ModuleUser? = nil,
                budget: Duration = .seconds(10)) {
        self.modules = modules
        self.user = user
        self.budget = budget
    }

    /// Asks every module the request and returns the answers, in load order.
    public func executeMethodRequest(_ request: MethodRequest) async -> [MethodResponse] {
        let asked = modules.map { Unchecked($0.module) }
        let budget = budget
        let answers = await withTaskGroup(of: (Int, [String: JSONValue]?).self) { group in
            for (index, module) in asked.enumerated() {
                group.addTask {
                    let answer = await withinBudget(budget) { await CrashAttribution.calling { await module.value.handleRequest(request) } }
                    return (index, answer ?? nil)
                }
            }
            var answers = [[String: JSONValue]?](repeating: nil, count: asked.count)
            for await (index, answer) in group { answers[index] = answer }
            return answers
        }
        return zip(modules, answers).compactMap { module, answer in
            answer.map { MethodResponse(moduleIdentifier: module.identifier, data: $0) }
        }
    }
}

/// A peer method module that answers typed requests with fixed data after a delay, for tests.
public final class ScriptedMethodModule: MethodModule, @unchecked Sendable {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?
    public var moduleInvocationData: ModuleInvocationData!
    private let answer: [String: JSONValue]?
    private let delay: Duration

    /// Creates a peer that answers `answer` (nil: does not answer) after `delay`.
    public init(answer: [String: JSONValue]?, delay: Duration = .zero) {
        self.answer = answer
        self.delay = delay
    }

    public func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        if delay > .zero { try? await Task.sleep(for: delay) }
        return answer
    }
}
