import ConformanceEngine
import Foundation
import ModuleInterfaces

/// A deliberately broken push declaration, named by the clause it breaks, for two-direction self-tests.
public struct BrokenPushDeclaration: Sendable, CustomStringConvertible {
    /// The ID of the clause the declaration breaks.
    public let breaks: String
    /// The modules to check.
    public let modules: [PushModuleDeclaration]
    /// The device-token formatter to check, if any.
    public let tokenFormatter: (@Sendable (Data) -> String)?
    /// Whether the break crashes the process, so a test must run it in a child process.
    public let crashes: Bool
    /// Clauses that must fail too, with the reason.
    public let related: (clauses: Set<String>, reason: String)

    public var description: String { breaks }

    init(_ breaks: String, crashes: Bool = false, related: (Set<String>, String) = ([], ""),
         tokenFormatter: (@Sendable (Data) -> String)? = ConformingPushLifecycleModule.hex, _ modules: [PushModuleDeclaration]) {
        self.breaks = breaks
        self.modules = modules
        self.tokenFormatter = tokenFormatter
        self.crashes = crashes
        self.related = related
    }

    /// The conforming module with all three push types, replacing the parts given.
    public static func conforming(
        lifecycle: @escaping @Sendable () -> any PushLifecycleModule = { ConformingPushLifecycleModule() },
        serviceExtension: @escaping @Sendable () -> any PushServiceExtensionModule = { ConformingServiceExtension() },
        contentExtension: @escaping @Sendable () -> any PushContentExtensionModule = { ConformingContentExtension() },
        contentCategories: [String] = ["ConformingCard"]
    ) -> PushModuleDeclaration {
        .module("conforming", lifecycle: lifecycle, serviceExtension: serviceExtension,
                payloadKey: ConformingServiceExtension.payloadKey, contentExtension: contentExtension,
                contentCategories: contentCategories)
    }

    /// A module with a lifecycle module only.
    public static func lifecycleOnly(_ make: @escaping @Sendable () -> any PushLifecycleModule) -> PushModuleDeclaration {
        .module("conforming", lifecycle: make)
    }

    /// The peer every multi-module check needs.
    public static let peer = PushModuleDeclaration.module("peer", lifecycle: { PeerPushLifecycleModule() })

    /// The conforming set: the conforming module and a peer.
    public static let conformingSet: [PushModuleDeclaration] = [conforming(), peer]

    /// One broken declaration for every module-level push clause (the settings clauses break settings files instead).
    public static let all: [BrokenPushDeclaration] = [
        .init("PUSH-SENDER-PRESENT", [lifecycleOnly { BreaksSenderPresent() }]),
        .init("PUSH-SENDER-WELLFORMED", related: (["PUSH-SENDER-FORM"], "the recommended form has no whitespace either"),
              [lifecycleOnly { BreaksSenderWellFormed() }]),
        .init("PUSH-SENDER-FORM", [lifecycleOnly { BreaksSenderForm() }]),
        .init("PUSH-SENDER-CONSISTENT",
              related: (["PUSH-SVC-OWN-MODIFIED"], "the extension no longer recognizes the module's own payloads"),
              [conforming(serviceExtension: { BreaksSenderConsistent() })]),
        .init("PUSH-SENDER-UNIQUE", [conforming(), .module("copycat", lifecycle: { BreaksSenderUnique() })]),
        .init("PUSH-SENDER-ROUTED", [lifecycleOnly { BreaksSenderRouted() }]),
        .init("PUSH-CATEGORIES-VALID", [lifecycleOnly { BreaksCategoriesValid() }]),
        .init("PUSH-CATEGORIES-UNIQUE", [conforming(), .module("copycat", lifecycle: { BreaksCategoriesUnique() })]),
        .init("PUSH-SILENT-BUDGET", [lifecycleOnly { BreaksSilentBudget() }]),
        .init("PUSH-PRESENT-BUDGET", [lifecycleOnly { BreaksPresentBudget() }]),
        .init("PUSH-TAP-BUDGET", [lifecycleOnly { BreaksTapBudget() }]),
        .init("PUSH-FOREIGN-NO-DECISION", [lifecycleOnly { BreaksForeignNoDecision() }]),
        .init("PUSH-REGISTRATION-SURVIVES", crashes: true, [lifecycleOnly { BreaksRegistrationSurvives() }]),
        .init("PUSH-TOKEN-HEX", tokenFormatter: { $0.map { String(format: "%02X", $0) }.joined() }, [conforming()]),
        .init("PUSH-HOSTILE-SURVIVES", crashes: true, [lifecycleOnly { BreaksHostileSurvives() }]),
        .init("PUSH-SVC-FOREIGN-UNCHANGED", [conforming(serviceExtension: { BreaksServiceForeignUnchanged() })]),
        .init("PUSH-SVC-OWN-MODIFIED", [conforming(serviceExtension: { BreaksServiceOwnModified() })]),
        .init("PUSH-SVC-MALFORMED-ORIGINAL", [conforming(serviceExtension: { BreaksServiceMalformedOriginal() })]),
        .init("PUSH-SVC-HANDLER-ONCE", [conforming(serviceExtension: { BreaksServiceHandlerOnce() })]),
        .init("PUSH-SVC-EXPIRE-ONCE", [conforming(serviceExtension: { BreaksServiceExpireOnce() })]),
        .init("PUSH-CONTENT-SURVIVES", crashes: true,
              related: (["PUSH-HOSTILE-SURVIVES"], "hostile payloads go to the content extension too"),
              [conforming(contentExtension: { BreaksContentSurvives() })]),
        .init("PUSH-CONTENT-CATEGORIES", [conforming(contentCategories: [])]),
    ]

    /// The broken declaration for a clause.
    public static func breaking(_ clause: String) -> BrokenPushDeclaration? {
        all.first { $0.breaks == clause }
    }
}
