import ConformanceEngine
import Foundation
import Q2ModuleInterfaces

/// A method module that keeps every method clause, built so that each broken module can change one behaviour.
open class ConformingMethodModule: NSObject, MethodModule {
    public var moduleInvocationData: ModuleInvocationData!
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public required override init() {}

    open var tectonMethods: [String: TectonMethod] {
        ["sum": sum, "greet": greet]
    }

    /// Adds the numbers `a` and `b`; anything else counts as zero, and an overflow answers "invalid".
    open func sum(data: MethodModuleData, callback: MethodModuleCallback) {
        let total = Self.number(data.data["a"]) + Self.number(data.data["b"])
        callback.completion(MethodModuleResponse(withResponse: total.isFinite ? .number(total) : .string("invalid")))
    }

    /// Greets the string `name`, or a guest.
    open func greet(data: MethodModuleData, callback: MethodModuleCallback) {
        callback.completion(MethodModuleResponse(withResponse: "Hello, \(data.data["name"]?.stringValue ?? "guest")"))
    }

    /// The number a parameter holds, or zero: read by its case, as the pages declare no accessor for numbers.
    public static func number(_ value: JSONValue?) -> Double {
        if case .number(let number)? = value { return number }
        return 0
    }

    open func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        switch request {
        case .oauthAuthorizationParams(let context):
            return ["queryParamKey": .string("conforming_session"), "queryParamVal": .string("c-1"),
                    "issuerUrl": .string(context?.issuerURL?.absoluteString ?? "")]
        }
    }
}

extension ConformingMethodModule {
    /// The declaration the self-tests check: the module, with its two methods and example parameters.
    public static func declaration(_ make: @escaping @Sendable () -> ConformingMethodModule) -> MethodModuleDeclaration {
        .module("com.q2.mobile.module.conforming-method", methods: ["sum": ["a": .number(2), "b": .number(3)], "greet": ["name": .string("Ada")]],
                make: make)
    }
}
