import ConformanceEngine
import ConformanceTestSupport
import Testing

/// The eighteenth trial's M05: two background sessions' events handed in one turn of the main thread, each with its own
/// completion handler, and both handlers judged.
@Suite("Overlapping background sessions: each session's completion handler is called, and once")
struct BackgroundSessionOverlapTests {
    private static let overlapping: Set<String> = ["background-sessions-overlapping", "background-sessions-own-overlapping"]

    private func results(_ make: @escaping @MainActor @Sendable () -> ConformingContinuityModule) async throws -> [CheckResult] {
        let checks = try SelfTestChecks.continuity(make).filter { $0.clause == "CONT-BG-SESSION-ONCE" || $0.clause == "CONT-BG-SESSION-COMPLETES" }
        return await SelfTestChecks.runAll(checks)
    }

    @Test("A module that keeps one handler in one property passes every single session but fails CONT-BG-SESSION-COMPLETES on both overlapping cases, saying it let go of the first session's handler uncalled")
    func oneProperty() async throws {
        let results = try await results { KeepsOneSessionHandler() }
        let failed = results.filter { $0.outcome == .failed }
        #expect(Set(failed.map(\.fixture.id)) == Self.overlapping && failed.allSatisfy { $0.clause == "CONT-BG-SESSION-COMPLETES" },
                "\(failed.map { "\($0.clause) \($0.fixture.id): \($0.actual)" })")
        #expect(failed.allSatisfy { $0.actual.contains("the first session's completion handler never called: the module let go of it uncalled") },
                "\(failed.map(\.actual))")
        #expect(failed.allSatisfy { $0.input.contains("in the same turn of the main thread") }, "\(failed.map(\.input))")
    }

    @Test("A module that calls the last handler for each session fails CONT-BG-SESSION-ONCE on the overlapping cases only, naming both counts")
    func lastHandlerTwice() async throws {
        let results = try await results { CallsLastSessionHandlerForEach() }
        let once = results.filter { $0.outcome == .failed && $0.clause == "CONT-BG-SESSION-ONCE" }
        #expect(Set(once.map(\.fixture.id)) == Self.overlapping, "\(results.map { "\($0.clause) \($0.fixture.id) \($0.outcome): \($0.actual)" })")
        #expect(once.allSatisfy { $0.actual.contains("the first session's completion handler called 0 times, the second's 2 times") },
                "\(once.map(\.actual))")
    }

    @Test("A module that keeps each session's handler by its identifier passes every case, the overlapping ones included")
    func bySession() async throws {
        let results = try await results { KeepsHandlersBySession() }
        #expect(results.contains { Self.overlapping.contains($0.fixture.id) }, "\(results.map(\.fixture.id))")
        #expect(results.allSatisfy { $0.outcome == .passed }, "\(results.filter { $0.outcome != .passed }.map { "\($0.clause) \($0.fixture.id): \($0.actual)" })")
    }
}
