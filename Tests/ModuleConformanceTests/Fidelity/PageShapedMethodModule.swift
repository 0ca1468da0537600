import Foundation
import Q2ModuleInterfaces

// Written the way the method page's samples are written. Platform change: Linux has no Objective-C
// runtime, so `@objc` is dropped and the methods are listed in `tectonMethods` by their Tecton names.
class PageShapedMethodModule: NSObject, MethodModule {
    var moduleInvocationData: ModuleInvocationData!
    var moduleDelegate: ModuleDelegate?
    var moduleDataSource: ModuleDataSource?

    var tectonMethods: [String: TectonMethod] {
        ["echoParameter": echoParameter, "sessionToken": sessionToken]
    }

    func echoParameter(data: MethodModuleData, callback: MethodModuleCallback) {
        let value = data.data["parameterName"]?.stringValue ?? "unknown"
        callback.completion(MethodModuleResponse(withResponse: value))
    }

    func sessionToken(data: MethodModuleData, callback: MethodModuleCallback) {
        let token = moduleDataSource?.user?.token ?? "nil"
        callback.completion(MethodModuleResponse(withResponse: token))
    }

    func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        switch request {
        case .oauthAuthorizationParams(let context):
            return [
                "queryParamKey": .string("fidelity_session"),
                "queryParamVal": .string("f-001"),
                "issuerUrl": .string(context?.issuerURL?.absoluteString ?? ""),
            ]
        }
    }

    /// Calls another module's typed requests the way the page shows, through the data source.
    func collectPeerParameters() async -> [String] {
        let responses = await moduleDataSource?.executeMethodRequest(
            .oauthAuthorizationParams(context: OAuthContext(issuerURL: URL(string: "https://issuer.example.com/oauth2/default")))
        )
        return (responses ?? []).map { "\($0.moduleIdentifier): \($0.data.count)" }
    }
}
