import ConformanceEngine
import ConformanceTestSupport
import Testing

/// The eighteenth trial's M16 and the twentieth's M83: a content category declared under one spelling and registered
/// under another.
@Suite("A declared content category is among the registered ones")
struct ContentCategoryRegisteredTests {
    private func results(_ categories: [String]) async throws -> [CheckResult] {
        await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.conforming(contentCategories: categories)])
            .filter { $0.clause == "PUSH-CONTENT-CATEGORY-REGISTERED" })
    }

    @Test("Spelt otherwise, the nearest registered category is named; with whitespace around it, that is said; spelt the same, it passes")
    func spellings() async throws {
        let dotted = try await results(["Conforming.Card"])
        #expect(!dotted.isEmpty && dotted.allSatisfy { $0.outcome == .failed
            && $0.actual == "\"Conforming.Card\" is not registered; \"ConformingCard\" is, and looks like the same category spelt otherwise" },
                "\(dotted.map(\.actual))")
        let spaced = try await results(["ConformingCard "])
        #expect(!spaced.isEmpty && spaced.allSatisfy { $0.outcome == .failed
            && $0.actual == "\"ConformingCard \" is not registered; \"ConformingCard\" is, the same name with different whitespace around it" },
                "\(spaced.map(\.actual))")
        let same = try await results(["ConformingCard"])
        #expect(!same.isEmpty && same.allSatisfy { $0.outcome == .passed }, "\(same.map(\.actual))")
    }
}
