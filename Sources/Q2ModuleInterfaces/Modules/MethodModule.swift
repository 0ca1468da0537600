import Foundation

/// The body of a native method that Tecton calls by name: it must complete the callback exactly once.
public typealias TectonMethod = (MethodModuleData, MethodModuleCallback) -> Void

/// A module that offers native methods to Tecton and may answer the SDK's typed requests.
public protocol MethodModule: Module {
    /// The host's delegate, through which a module asks the app to act.
    var moduleDelegate: ModuleDelegate? { get set }
    /// The host's data source, through which a module reads app state and asks peers for data.
    var moduleDataSource: ModuleDataSource? { get set }
    /// What the host knows about how the module was invoked.
    var moduleInvocationData: ModuleInvocationData! { get set }

    /// Answers a typed request, or returns `nil` when the module does not answer it (from SDK 26.3.0).
    func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]?

    /// The methods Tecton may call, by name.
    ///
    /// On Apple platforms the SDK finds `@objc` methods by selector. Linux has no Objective-C runtime,
    /// so the portable declaration names them in this table instead; keys are the Tecton method names.
    var tectonMethods: [String: TectonMethod] { get }
}

extension MethodModule {
    /// Answers no typed request.
    public func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? { nil }

    /// Offers no method by table.
    public var tectonMethods: [String: TectonMethod] { [:] }
}
