import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Hostile payloads are judged on completion too, not on survival alone: a service extension must still hand back
/// exactly one content.
@Suite("A service extension completes exactly once on hostile payloads")
struct HostileCompletionTests {
    @Test("An extension that drops hostile notifications fails PUSH-SVC-HANDLER-ONCE on hostile cases, and nothing else")
    func dropsHostile() async {
        let failed = await SelfTestChecks.requiredFailures(ConformanceCheck.push(
            .module("hostile", serviceExtension: { BreaksHandlerOnHostileSender() }, payloadKey: "conforming",
                    payloadExamples: ConformingServiceExtension.payloadExamples),
            options: SelfTestChecks.pushOptions))
        #expect(Set(failed.map(\.clause)) == ["PUSH-SVC-HANDLER-ONCE"])
        #expect(failed.contains { $0.fixture.file == "push/hostile.json" && $0.fixture.id == "sender-number" })
        // The thirteenth trial (M21): it says the kit called the expiry, and nothing came then either.
        #expect(failed.allSatisfy { $0.actual == "content handler called 0 times (nothing from didReceive within the kit's patience, nor "
            + "from serviceExtensionTimeWillExpire() when the kit called it then)" }, "\(failed.map(\.actual))")
    }
}

@Suite("Surviving an input includes settling it within the budget")
struct SettlesWithinBudgetTests {
    @Test("A silent callback that never returns for hostile payloads fails PUSH-HOSTILE-SURVIVES, and nothing else")
    func hostileNeverReturns() async {
        let failed = await SelfTestChecks.requiredFailures(ConformanceCheck.push(
            PushDeclarations.lifecycleOnly { BreaksHostileNeverReturns() }, options: SelfTestChecks.pushOptions))
        #expect(Set(failed.map(\.clause)) == ["PUSH-HOSTILE-SURVIVES"])
        #expect(failed.allSatisfy { $0.actual.hasPrefix("still running at the callback budget") && $0.input.contains("\"sender\":") },
                "\(failed.map(\.actual))")
        // The nineteenth trial (B32): a slow call is said to be one, so the hint about casts is not taken for it.
        #expect(failed.allSatisfy { $0.note?.contains("a slow call, not a crash: when the budget clauses") == true }, "\(failed.map(\.note))")
    }

    @Test("A typed request that never answers without a context fails METHOD-REQUEST-NIL-CONTEXT, and nothing else")
    func nilContextNeverAnswers() async throws {
        let failed = await SelfTestChecks.requiredFailures(try SelfTestChecks.method { BreaksRequestNilContextNeverAnswers() })
        #expect(Set(failed.map(\.clause)) == ["METHOD-REQUEST-NIL-CONTEXT"])
    }
}
