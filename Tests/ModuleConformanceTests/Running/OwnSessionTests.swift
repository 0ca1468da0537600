import ConformanceEngine
import ConformanceTestSupport
import Q2ModuleInterfaces
import Testing

@Suite("A module's own background session is named after the module certified")
struct OwnSessionTests {
    /// The background-session checks of a module owning a target under an identifier other than the demo's.
    func sessionChecks(_ make: @escaping @MainActor @Sendable () -> any ContinuityLifecycleModule) throws -> [ConformanceCheck] {
        try ConformanceCheck.continuity(owning: ["com.q2.mobile.module.payments/pay"], handlingActivityTypes: [], siblings: [],
                                        options: SelfTestChecks.continuityOptions, store: FixtureStore.bundled(), module: make)
            .filter { $0.clause == "CONT-BG-SESSION-ONCE" }
    }

    @Test("The twenty-first trial's B06: a handler called twice fails CONT-LONG-LIVED with a note naming the handler's own clause, not state kept between calls")
    func twiceIsNotKeptState() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity { BreaksOwnBackgroundSessionTwice(owning: [SelfTestChecks.demoTarget]) }
            .filter { $0.clause == "CONT-LONG-LIVED" })
        #expect(!results.isEmpty && results.allSatisfy { $0.outcome == .failed && ($0.note ?? "").contains("is not state kept between calls") },
                "\(results.map { "\($0.actual) \($0.note ?? "")" })")
    }

    @Test("Issue 32's tenth review: a module that completes its own sessions twice fails on its own session; the conforming one passes")
    func ownSessionTwice() async throws {
        let conforming = await SelfTestChecks.runAll(try sessionChecks { ConformingContinuityModule(owning: ["com.q2.mobile.module.payments/pay"]) })
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome == .passed }, "\(conforming.map(\.report))")
        let broken = await SelfTestChecks.runAll(try sessionChecks { BreaksOwnBackgroundSessionTwice(owning: ["com.q2.mobile.module.payments/pay"]) })
        let failed = broken.filter { $0.outcome == .failed }
        // Its own session alone, and each overlapping case that hands one of its own sessions (the eighteenth trial's M05).
        #expect(Set(failed.map(\.fixture.id)) == ["background-session-own", "background-sessions-overlapping", "background-sessions-own-overlapping"],
                "\(broken.map(\.report))")
        // Named after the module certified, with a suffix drawn for the run (review 28's bgsession).
        let own = ContinuityTarget.sessions(SelfTestChecks.continuityOptions, identifier: "com.q2.mobile.module.payments",
                                            salt: "com.q2.mobile.module.payments/pay").own
        #expect(own.hasPrefix("com.q2.mobile.module.payments."))
        #expect(failed.first { $0.fixture.id == "background-session-own" }?.report.contains("session '\(own)'") == true,
                "\(own): \(failed.map(\.report))")
    }
}
