import ConformanceEngine
import ConformanceTestSupport
import Q2ModuleInterfaces
import Testing

/// Issue 33's trial (X06): a sender id left as the page's placeholder is named as such, and settings.json is not
/// asked to take the placeholder.
@Suite("A sender id left as the page's placeholder")
struct SenderPlaceholderTests {
    /// The two clauses' results for the module, settings.json's entry naming its class.
    private func results(_ className: String, _ make: @escaping @MainActor @Sendable () -> any PushLifecycleModule) async throws -> [CheckResult] {
        let settings = PushDeclarations.conformingSettings { $0["className"] = .string(className) }
        return await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.lifecycleOnly(make), PushDeclarations.peer], settings: settings)
            .filter { ["PUSH-SENDER-FORM", "PUSH-SETTINGS-IDENTIFIER-SENDER"].contains($0.clause) && !$0.id.contains("peer") })
    }

    @Test("fails both clauses, each saying the placeholder is the code's to replace")
    func placeholderNamed() async throws {
        let results = try await results("LeavesSenderPlaceholder") { LeavesSenderPlaceholder() }
        let form = try #require(results.first { $0.clause == "PUSH-SENDER-FORM" })
        let settings = try #require(results.first { $0.clause == "PUSH-SETTINGS-IDENTIFIER-SENDER" })
        #expect(form.outcome == .failed && form.actual.contains("still holds the page's placeholder {your-unique-identifier}"), "\(form.actual)")
        #expect(settings.outcome == .failed && settings.actual.contains("give the sender this identifier instead"), "\(settings.outcome) \(settings.note ?? "") \(settings.actual)")
        #expect(settings.expected.contains("the module's sender id"))
    }

    @Test("Trial 33g (B08): a sender kept from the kit's example is said to be copied, and the code's to change")
    func exampleSenderNamed() async throws {
        let kept = try await results("KeepsExampleSender") { KeepsExampleSender() }
        let settings = try #require(kept.first { $0.clause == "PUSH-SETTINGS-IDENTIFIER-SENDER" })
        #expect(settings.outcome == .failed && settings.actual.contains("is the kit's example's (com.q2.mobile.module.demo), likely copied"),
                "\(settings.actual)")
        let conforming = try await results("ConformingPushLifecycleModule") { ConformingPushLifecycleModule() }
        #expect(!conforming.contains { $0.actual.contains("likely copied") })
    }

    @Test("a sender of another form, or one that conforms, is not said to hold a placeholder")
    func otherSenders() async throws {
        let other = try await results("BreaksSenderForm") { BreaksSenderForm() }
        #expect(other.contains { $0.clause == "PUSH-SENDER-FORM" && $0.outcome == .failed })
        #expect(!other.contains { $0.actual.contains("placeholder") })
        let conforming = try await results("ConformingPushLifecycleModule") { ConformingPushLifecycleModule() }
        #expect(!conforming.isEmpty && conforming.allSatisfy { $0.outcome == .passed }, "\(conforming.map(\.actual))")
    }
}
