import ConformanceEngine
import Foundation
import Q2ModuleInterfaces

/// A deliberately broken input, registered under the clause it breaks: a module, a push declaration or a
/// settings file, with how to build its checks.
public struct BrokenInput: Sendable, CustomStringConvertible {
    /// The clause the input breaks.
    public let breaks: ClauseID
    /// Whether the break crashes the process, so tests run it in a child process.
    public let crashes: Bool
    /// Clauses that check the same behaviour in other spellings and so must fail too.
    public let related: Set<ClauseID>
    /// Why the related clauses fail too.
    public let relatedReason: String
    /// How the input breaks the clause, where one clause has several inputs.
    public let label: String?
    private let build: @Sendable () throws -> [ConformanceCheck]

    public var description: String { breaks.rawValue + (label.map { " (\($0))" } ?? "") }

    init(_ breaks: ClauseID, crashes: Bool, related: Set<ClauseID>, reason: String, label: String? = nil,
         build: @escaping @Sendable () throws -> [ConformanceCheck]) {
        self.label = label
        self.breaks = breaks
        self.crashes = crashes
        self.related = related
        self.relatedReason = reason
        self.build = build
    }

    /// Every check of the input's contract, run against the broken input.
    public func checks() throws -> [ConformanceCheck] {
        try build()
    }

    /// The clauses the input must fail: the one it breaks and the related ones.
    public var mustFail: Set<ClauseID> {
        related.union([breaks])
    }

    /// A continuity module that changes one behaviour of `ConformingContinuityModule`.
    static func continuity(_ breaks: ClauseID, crashes: Bool = false, related: Set<ClauseID> = [], reason: String = "",
                           label: String? = nil, _ make: @escaping @Sendable () -> ConformingContinuityModule) -> BrokenInput {
        BrokenInput(breaks, crashes: crashes, related: related, reason: reason, label: label) { try SelfTestChecks.continuity(make) }
    }

    /// Push declarations in which one module changes one behaviour of the conforming push modules.
    static func push(_ breaks: ClauseID, crashes: Bool = false, related: Set<ClauseID> = [], reason: String = "", label: String? = nil,
                     tokenFormatter: (@Sendable (Data) -> String)? = ConformingPushLifecycleModule.hex,
                     options: ConformanceOptions = SelfTestChecks.pushOptions, _ modules: [PushModuleDeclaration]) -> BrokenInput {
        BrokenInput(breaks, crashes: crashes, related: related, reason: reason, label: label) {
            try SelfTestChecks.push(modules, tokenFormatter: tokenFormatter, options: options)
        }
    }

    /// The conforming app settings.json with one change to the conforming module's entry.
    static func pushSettings(_ breaks: ClauseID, label: String? = nil, _ change: @escaping @Sendable (inout [String: JSON]) -> Void) -> BrokenInput {
        BrokenInput(breaks, crashes: false, related: [], reason: "", label: label) {
            try SelfTestChecks.push(PushDeclarations.conformingSet, settings: PushDeclarations.conformingSettings(changing: change))
        }
    }

    /// The conforming push modules with one change to the top level of the app's settings.json.
    static func appPushSettings(_ breaks: ClauseID, label: String? = nil, _ change: @escaping @Sendable (inout [String: JSON]) -> Void) -> BrokenInput {
        BrokenInput(breaks, crashes: false, related: [], reason: "", label: label) {
            try SelfTestChecks.push(PushDeclarations.conformingSet, settings: PushDeclarations.conformingTopLevel(changing: change))
        }
    }

    /// The conforming app with one change to its settings.json or to a file its declaration names.
    static func app(_ breaks: ClauseID, label: String? = nil, _ change: @escaping @Sendable (inout AppDeclarations) -> Void) -> BrokenInput {
        BrokenInput(breaks, crashes: false, related: [], reason: "", label: label) {
            try SelfTestChecks.app(AppDeclarations.conforming.changing(change))
        }
    }

    /// A method module that changes one behaviour of `ConformingMethodModule`.
    static func method(_ breaks: ClauseID, crashes: Bool = false, related: Set<ClauseID> = [], reason: String = "", label: String? = nil,
                       _ make: @escaping @Sendable () -> ConformingMethodModule) -> BrokenInput {
        BrokenInput(breaks, crashes: crashes, related: related, reason: reason, label: label) { try SelfTestChecks.method(make) }
    }
}
