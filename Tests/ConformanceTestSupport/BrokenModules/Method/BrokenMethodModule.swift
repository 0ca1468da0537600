import ConformanceEngine
import ModuleInterfaces

/// A deliberately broken method module, named by the clause it breaks, for two-direction self-tests.
public struct BrokenMethodModule: Sendable, CustomStringConvertible {
    public let breaks: String
    public let crashes: Bool
    public let make: @Sendable () -> ConformingMethodModule

    public var description: String { breaks }

    init(_ breaks: String, crashes: Bool = false, _ make: @escaping @Sendable () -> ConformingMethodModule) {
        self.breaks = breaks
        self.crashes = crashes
        self.make = make
    }

    /// The declaration the self-tests check: the module, with its two methods and example parameters.
    public static func declaration(_ make: @escaping @Sendable () -> ConformingMethodModule) -> MethodModuleDeclaration {
        .module("com.q2.mobile.module.conforming-method", methods: ["sum": ["a": 2, "b": 3], "greet": ["name": "Ada"]], make: make)
    }

    public static let all: [BrokenMethodModule] = [
        .init("METHOD-REQUEST-BUDGET") { BreaksRequestBudget() },
        .init("METHOD-REQUEST-NIL-CONTEXT", crashes: true) { BreaksRequestNilContext() },
        .init("METHOD-REQUEST-JSON") { BreaksRequestJSON() },
        .init("METHOD-REQUEST-DETERMINISTIC") { BreaksRequestDeterministic() },
        .init("METHOD-OAUTH-SHAPE") { BreaksOAuthShape() },
        .init("METHOD-OAUTH-ISSUER") { BreaksOAuthIssuer() },
        .init("METHOD-TYPED-NOT-TECTON") { BreaksTypedNotTecton() },
        .init("METHOD-SELECTOR-LISTED") { BreaksSelectorListed() },
        .init("METHOD-SELECTOR-ONCE") { BreaksSelectorOnce() },
        .init("METHOD-SELECTOR-JSON") { BreaksSelectorJSON() },
        .init("METHOD-SELECTOR-PARAMS", crashes: true) { BreaksSelectorParameters() },
    ]

    public static func breaking(_ clause: String) -> BrokenMethodModule? {
        all.first { $0.breaks == clause }
    }
}
