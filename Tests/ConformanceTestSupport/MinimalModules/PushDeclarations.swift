import ConformanceEngine
import Q2ModuleInterfaces

/// Declarations of the conforming push modules, and their app settings.json, for the push self-tests.
public enum PushDeclarations {
    /// The conforming module with all three push types, replacing the parts given.
    public static func conforming(
        lifecycle: @escaping @MainActor @Sendable () -> any PushLifecycleModule = { ConformingPushLifecycleModule() },
        serviceExtension: @escaping @MainActor @Sendable () -> any PushServiceExtensionModule = { ConformingServiceExtension() },
        contentExtension: @escaping @MainActor @Sendable () -> any PushContentExtensionModule = { ConformingContentExtension() },
        contentCategories: [String] = ["ConformingCard"]
    ) -> PushModuleDeclaration {
        .module("conforming", lifecycle: lifecycle, serviceExtension: serviceExtension,
                payloadKey: ConformingServiceExtension.payloadKey, payloadExamples: ConformingServiceExtension.payloadExamples,
                contentExtension: contentExtension,
                contentCategories: contentCategories)
    }

    /// A module with a lifecycle module only.
    public static func lifecycleOnly(_ make: @escaping @MainActor @Sendable () -> any PushLifecycleModule) -> PushModuleDeclaration {
        .module("conforming", lifecycle: make)
    }

    /// The peer every multi-module check needs.
    public static let peer = PushModuleDeclaration.module("peer", lifecycle: { PeerPushLifecycleModule() })

    /// The conforming set: the conforming module and a peer.
    public static let conformingSet: [PushModuleDeclaration] = [conforming(), peer]

    /// The app settings.json for the conforming set, with both modules.
    package static let conformingSettings: JSON = [
        "push": true,
        "modules": [
            ["name": "conforming", "className": "ConformingPushLifecycleModule",
             "pushServiceClassName": "ConformingServiceExtension", "pushContentClassName": "ConformingContentExtension",
             "identifier": "com.q2.mobile.module.conforming", "push": true, "enabled": true],
            ["name": "peer", "className": "PeerPushLifecycleModule", "identifier": "com.q2.mobile.module.peer",
             "push": true, "enabled": true],
        ],
    ]

    /// The conforming settings with one change to the conforming module's entry.
    /// The conforming app's settings.json with one change to its top level.
    package static func conformingTopLevel(changing change: (inout [String: JSON]) -> Void) -> JSON {
        guard var root = conformingSettings.objectValue else { return conformingSettings }
        change(&root)
        return .object(root)
    }

    package static func conformingSettings(changing change: (inout [String: JSON]) -> Void) -> JSON {
        guard var root = conformingSettings.objectValue, var modules = root["modules"]?.arrayValue,
              var entry = modules.first?.objectValue else { return conformingSettings }
        change(&entry)
        modules[0] = .object(entry)
        root["modules"] = .array(modules)
        return .object(root)
    }
}
