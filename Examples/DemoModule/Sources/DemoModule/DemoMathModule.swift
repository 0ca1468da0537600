import Foundation
import Q2ModuleInterfaces

/// The demo's method module: arithmetic for Tecton, and the demo's OAuth parameters for typed requests.
///
/// On Apple platforms these would be `@objc` methods found by selector; the portable interface lists
/// them in `tectonMethods` by their Tecton names.
public final class DemoMathModule: NSObject, MethodModule {
    public var moduleInvocationData: ModuleInvocationData!
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public override init() {}

    public var tectonMethods: [String: TectonMethod] {
        ["sum": sum, "multiply": multiply, "divide": divide]
    }

    public func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        respond(callback, operands(data).map { $0.left + $0.right })
    }

    public func multiply(data: MethodModuleData, callback: MethodModuleCallback) {
        respond(callback, operands(data).map { $0.left * $0.right })
    }

    public func divide(data: MethodModuleData, callback: MethodModuleCallback) {
        respond(callback, operands(data).flatMap { $0.right == 0 ? nil : $0.left / $0.right })
    }

    public func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        switch request {
        case .oauthAuthorizationParams(let context):
            return [
                "queryParamKey": .string("demo_session"),
                "queryParamVal": .string("demo-2026"),
                // The SDK has already validated the issuer (26.4.0): echo it, or send an empty string.
                "issuerUrl": .string(context?.issuerURL?.absoluteString ?? ""),
            ]
        }
    }

    /// The numbers `a` and `b`, when both are numbers (read by case: the SDK's pages show no number accessor).
    private func operands(_ data: MethodModuleData) -> (left: Double, right: Double)? {
        guard case .number(let left)? = data.data["a"], case .number(let right)? = data.data["b"] else { return nil }
        return (left, right)
    }

    /// Answers the result, or an error object Tecton's caller can read; never a number JSON cannot hold.
    private func respond(_ callback: MethodModuleCallback, _ result: Double?) {
        guard let result, result.isFinite else {
            callback.completion(MethodModuleResponse(withResponse: .object(["error": .string("expected finite numbers a and b")])))
            return
        }
        callback.completion(MethodModuleResponse(withResponse: .number(result)))
    }
}
