import Foundation
import ModuleInterfaces

/// One module's push types, as a module author declares them for conformance checks.
public struct PushModuleDeclaration: Sendable {
    /// The module's name in reports, such as its settings `name` or identifier.
    public let name: String
    let lifecycle: (@Sendable () -> any PushLifecycleModule)?
    let serviceExtension: (@Sendable () -> any PushServiceExtensionModule)?
    let payloadKey: String?
    let contentExtension: (@Sendable () -> any PushContentExtensionModule)?
    let contentCategories: [String]

    /// Declares a module's push lifecycle module and the extension modules it ships, if any.
    ///
    /// - Parameters:
    ///   - payloadKey: the key under the payload's `data` that the service extension reads.
    ///   - contentCategories: the categories the content extension's Info.plist declares.
    public static func module(
        _ name: String,
        lifecycle: (@Sendable () -> any PushLifecycleModule)? = nil,
        serviceExtension: (@Sendable () -> any PushServiceExtensionModule)? = nil,
        payloadKey: String? = nil,
        contentExtension: (@Sendable () -> any PushContentExtensionModule)? = nil,
        contentCategories: [String] = []
    ) -> PushModuleDeclaration {
        PushModuleDeclaration(name: name, lifecycle: lifecycle, serviceExtension: serviceExtension, payloadKey: payloadKey,
                              contentExtension: contentExtension, contentCategories: contentCategories)
    }

    /// The sender id each of the module's push types names, read from a fresh instance's type.
    var senders: [(part: String, sender: PushSender?)] {
        var senders: [(String, PushSender?)] = []
        if let lifecycle { senders.append(("lifecycle", type(of: lifecycle()).sender)) }
        if let serviceExtension { senders.append(("service extension", type(of: serviceExtension()).sender)) }
        if let contentExtension { senders.append(("content extension", type(of: contentExtension()).sender)) }
        return senders
    }

    /// The module's own sender id: the lifecycle module's, else an extension's.
    var senderID: String? {
        senders.lazy.compactMap(\.sender).first?.id
    }

    /// The class names settings.json must use for each push type.
    var classNames: (lifecycle: String?, service: String?, content: String?) {
        (lifecycle.map { String(describing: type(of: $0())) },
         serviceExtension.map { String(describing: type(of: $0())) },
         contentExtension.map { String(describing: type(of: $0())) })
    }
}
