import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Declines every link and activity it does not own with false, which the continuity page allows ("return nil or false").
private final class DeclinesWithFalseModule: ConformingContinuityModule, @unchecked Sendable {
    override func decide(_ url: URL) -> Bool? {
        super.decide(url) ?? false
    }

    override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                              restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        guard let url = userActivity.webpageURL else { return false }
        return decide(url)
    }
}

/// Puts a fresh state value in every OAuth answer, as good OAuth practice does; the method page says nothing against it.
private final class FreshStateMethodModule: ConformingMethodModule, @unchecked Sendable {
    private let lock = NSLock()
    private var issued = 0

    override func handleRequest(_ request: MethodRequest) async -> [String: JSONValue]? {
        var answer = await super.handleRequest(request) ?? [:]
        answer["state"] = .string("s-\(lock.withLock { issued += 1; return issued })")
        return answer
    }
}

/// Issue 31: a module written as the pages allow passes every required clause; the clauses it touches still refuse
/// the modules that break them (`BrokenInputs`: `BreaksActivityWithoutURL`, `BreaksRequestConcurrent`).
@Suite("Modules that answer as the pages allow pass every required clause")
struct PageAllowedAnswersTests {
    @Test("A continuity module that declines with false, everywhere, fails no required clause")
    func declinesWithFalse() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.continuity { DeclinesWithFalseModule() })
        let failed = results.filter { $0.outcome == .failed }
        #expect(failed.allSatisfy { $0.level == .recommended }, "\(failed.filter { $0.level == .required }.map(\.report))")
        // It answered false where it declined: the recommended nil-over-false clause notices, and nothing else does.
        #expect(Set(failed.map(\.clause)) == ["CONT-NIL-FOR-UNOWNED"])
        #expect(results.contains { $0.clause == "CONT-ACTIVITY-NO-URL" && $0.outcome == .passed && $0.actual == "false" })
    }

    @Test("A method module whose OAuth answer carries a fresh value per request fails no clause")
    func freshValuePerRequest() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.method { FreshStateMethodModule() })
        #expect(results.filter { $0.outcome == .failed }.map(\.report) == [])
        #expect(results.contains { $0.clause == "METHOD-REQUEST-CONCURRENT" && $0.outcome == .passed })
    }
}
