import ModuleInterfaces

/// A deliberately broken continuity module, named by the clause it breaks, for two-direction self-tests.
public struct BrokenContinuityModule: Sendable, CustomStringConvertible {
    /// The ID of the clause the module breaks.
    public let breaks: String
    /// Makes a fresh instance.
    public let make: @Sendable () -> ConformingContinuityModule
    /// Whether the break crashes the process, so a test must run it in a child process.
    public let crashes: Bool
    /// Clauses that check the same behaviour in other spellings and so must fail too, with the reason.
    public let related: (clauses: Set<String>, reason: String)

    public var description: String { breaks }

    init(_ breaks: String, crashes: Bool = false, related: (Set<String>, String) = ([], ""),
         _ make: @escaping @Sendable () -> ConformingContinuityModule) {
        self.breaks = breaks
        self.make = make
        self.crashes = crashes
        self.related = related
    }

    /// The broken module for a clause.
    public static func breaking(_ clause: String) -> BrokenContinuityModule? {
        all.first { $0.breaks == clause }
    }

    /// One broken module for every continuity clause.
    public static let all: [BrokenContinuityModule] = [
        .init("CONT-OWN-CLAIMED",
              related: (["CONT-ANY-SCHEME", "CONT-NORMALIZED", "CONT-ROUTING"],
                        "other schemes, other spellings and the routing scenarios carry the same custom-scheme link")) {
            BreaksOwnLinkClaimed()
        },
        .init("CONT-SHAPES-ALIKE") { BreaksShapesAlike() },
        .init("CONT-ANY-SCHEME") { BreaksAnyScheme() },
        .init("CONT-NORMALIZED") { BreaksNormalized() },
        .init("CONT-FOREIGN-NOT-CLAIMED") { BreaksForeignNotClaimed() },
        .init("CONT-LOOKALIKE-NOT-CLAIMED") { BreaksLookalikeNotClaimed() },
        .init("CONT-MALFORMED-NOT-CLAIMED") { BreaksMalformedNotClaimed() },
        .init("CONT-NIL-FOR-UNOWNED") { BreaksNilForUnowned() },
        .init("CONT-ACTIVITY-NO-URL", crashes: true) { BreaksActivityWithoutURL() },
        .init("CONT-WILL-CONTINUE") { BreaksWillContinue() },
        .init("CONT-FAIL-SURVIVES", crashes: true) { BreaksFailSurvives() },
        .init("CONT-BG-SESSION-ONCE") { BreaksBackgroundSessionOnce() },
        .init("CONT-BG-SESSION-COMPLETES") { BreaksBackgroundSessionCompletes() },
        .init("CONT-RESTORATION-ONCE") { BreaksRestorationOnce() },
        .init("CONT-ROUTING") { BreaksRouting() },
    ]
}
