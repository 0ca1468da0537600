import Foundation
import Q2ModuleInterfaces

/// One module's push types, as a module author declares them for conformance checks.
public struct PushModuleDeclaration: Sendable {
    /// The module's name in reports, such as its settings `name` or identifier.
    public let name: String
    let lifecycle: (@MainActor @Sendable () -> any PushLifecycleModule)?
    let serviceExtension: (@MainActor @Sendable () -> any PushServiceExtensionModule)?
    let payloadKey: String?
    /// What the module's server sends under `data.<payloadKey>`, as the author gives examples of it.
    let ownPayload: OwnPayloadExamples
    let contentExtension: (@MainActor @Sendable () -> any PushContentExtensionModule)?
    let contentCategories: [String]
    /// The key of the module's entry in the declaration file (its settings `className`), where a plan made it: a message
    /// points at `$.modules.<key>` (the sixth trial's M36 was pointed at the settings name instead).
    var declarationKey: String?

    /// Every instance made gets the host's hooks before its first call, as the app's do.
    init(name: String, lifecycle: (@MainActor @Sendable () -> any PushLifecycleModule)?,
         serviceExtension: (@MainActor @Sendable () -> any PushServiceExtensionModule)?, payloadKey: String?,
         ownPayload: OwnPayloadExamples, contentExtension: (@MainActor @Sendable () -> any PushContentExtensionModule)?,
         contentCategories: [String]) {
        self.name = name
        self.lifecycle = lifecycle.map(Self.hooked)
        self.serviceExtension = serviceExtension.map(Self.hooked)
        self.payloadKey = payloadKey
        self.ownPayload = ownPayload
        self.contentExtension = contentExtension.map(Self.hooked)
        self.contentCategories = contentCategories
    }

    private static func hooked(_ make: @escaping @MainActor @Sendable () -> any PushLifecycleModule)
        -> @MainActor @Sendable () -> any PushLifecycleModule {
        { let module = make(); HostHooks.attach(module); return module }
    }

    private static func hooked(_ make: @escaping @MainActor @Sendable () -> any PushServiceExtensionModule)
        -> @MainActor @Sendable () -> any PushServiceExtensionModule {
        { let module = make(); HostHooks.attach(module); return module }
    }

    private static func hooked(_ make: @escaping @MainActor @Sendable () -> any PushContentExtensionModule)
        -> @MainActor @Sendable () -> any PushContentExtensionModule {
        { let module = make(); HostHooks.attach(module); return module }
    }

    /// Declares a module's push lifecycle module and the extension modules it ships, if any.
    ///
    /// - Parameters:
    ///   - payloadKey: the key under the payload's `data` that the service extension reads.
    ///   - payloadExamples: what your server sends under `data.<payloadKey>`, one or more examples; the kit sends them
    ///     as your own notifications and derives malformed variants from them. Without one, the check that your own
    ///     notification is modified does not apply.
    ///   - contentCategories: the categories the content extension's Info.plist declares.
    public static func module(
        _ name: String,
        lifecycle: (@MainActor @Sendable () -> any PushLifecycleModule)? = nil,
        serviceExtension: (@MainActor @Sendable () -> any PushServiceExtensionModule)? = nil,
        payloadKey: String? = nil,
        payloadExamples: [[String: JSONValue]] = [],
        contentExtension: (@MainActor @Sendable () -> any PushContentExtensionModule)? = nil,
        contentCategories: [String] = []
    ) -> PushModuleDeclaration {
        PushModuleDeclaration(name: name, lifecycle: lifecycle, serviceExtension: serviceExtension, payloadKey: payloadKey,
                              ownPayload: OwnPayloadExamples(payloadExamples.map(JSON.members(sdk:))),
                              contentExtension: contentExtension, contentCategories: contentCategories)
    }

    /// The push types the module declares, known without making any of them.
    var parts: [PushPart] {
        [lifecycle.map { _ in .lifecycle }, serviceExtension.map { _ in .serviceExtension },
         contentExtension.map { _ in .contentExtension }].compactMap { $0 }
    }

    /// Whether the module declares the push type that receives the callback.
    func hasPart(for callback: PushCallback) -> Bool {
        switch callback {
        case .silent, .willPresent, .tap: lifecycle != nil
        case .serviceExtension, .expire: serviceExtension != nil
        case .contentExtension: contentExtension != nil
        }
    }

    /// Reads what the module's types say of themselves; it makes the modules (on the main thread, where the SDK makes
    /// them), so it is called only inside a check.
    var facts: PushModuleFacts.Reader {
        let declaration = self
        return { await MainThread.run { PushModuleFacts(declaration) } }
    }
}

/// One of the push types a module may ship.
package enum PushPart: String, Sendable {
    case lifecycle
    case serviceExtension = "service extension"
    case contentExtension = "content extension"
}

/// What a module's push types say of themselves: each one's sender id and class name, read from fresh instances.
package struct PushModuleFacts: Sendable {
    package typealias Reader = @Sendable () async -> PushModuleFacts

    /// The sender id each declared push type names, in declaration order.
    package let senders: [(part: PushPart, id: String?)]
    package let lifecycleClass: String?
    package let serviceClass: String?
    package let contentClass: String?

    @MainActor init(_ module: PushModuleDeclaration) {
        let lifecycle = module.lifecycle?()
        let service = module.serviceExtension?()
        let content = module.contentExtension?()
        var senders: [(PushPart, String?)] = []
        if let lifecycle { senders.append((.lifecycle, type(of: lifecycle).sender?.id)) }
        if let service { senders.append((.serviceExtension, type(of: service).sender?.id)) }
        if let content { senders.append((.contentExtension, type(of: content).sender?.id)) }
        self.senders = senders
        lifecycleClass = lifecycle.map { String(describing: type(of: $0)) }
        serviceClass = service.map { String(describing: type(of: $0)) }
        contentClass = content.map { String(describing: type(of: $0)) }
    }

    /// The sender id one push type names.
    package func sender(of part: PushPart) -> String? {
        senders.first { $0.part == part }?.id ?? nil
    }

    /// The module's own sender id: the lifecycle module's, else an extension's.
    package var senderID: String? {
        senders.lazy.compactMap(\.id).first
    }

    /// The class names settings.json must use, lifecycle first.
    package var classNames: [String] {
        [lifecycleClass, serviceClass, contentClass].compactMap { $0 }
    }
}
