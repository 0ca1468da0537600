import ConformanceEngine
import ConformanceTestSupport
import Testing

/// The system keeps one category per identifier, so two that share one are a duplicate whatever else differs.
@Suite("A duplicate category is named")
struct CategoryDuplicateTests {
    @Test("Two categories with one identifier and other actions fail PUSH-CATEGORIES-VALID, naming the identifier and both actions")
    func duplicateNamed() async throws {
        let checks = try SelfTestChecks.push([PushDeclarations.lifecycleOnly { BreaksCategoriesDuplicate() }])
        let failed = await SelfTestChecks.requiredFailures(checks.filter { $0.clause == "PUSH-CATEGORIES-VALID" })
        let failure = try #require(failed.first)
        #expect(failure.actual.contains("registered twice: \"conforming.reply\" 2 times (actions: [mute] and [reply])"), "\(failure.actual)")
        let conforming = try SelfTestChecks.push([PushDeclarations.lifecycleOnly { ConformingPushLifecycleModule() }])
        #expect(await SelfTestChecks.requiredFailures(conforming.filter { $0.clause == "PUSH-CATEGORIES-VALID" }).isEmpty)
    }
}
