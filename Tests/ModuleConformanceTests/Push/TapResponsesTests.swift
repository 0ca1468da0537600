import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// The conforming content extension, noting the category of each notification it is shown.
private final class CategoryNotingContentExtension: ConformingContentExtension {
    nonisolated static let log = EventLog<String>()

    override func didReceive(_ notification: UNNotification) {
        Self.log.append(notification.request.content.categoryIdentifier)
        super.didReceive(notification)
    }
}

/// Issue 31: every documented path of a notification response, and the module's own categories, are exercised.
@Suite("Taps, dismissals and every action of the module's own categories")
struct TapResponsesTests {
    func tapFailures(_ make: @escaping @MainActor @Sendable () -> any PushLifecycleModule) async throws -> [CheckResult] {
        let checks = try SelfTestChecks.push([PushDeclarations.lifecycleOnly(make), PushDeclarations.peer])
        return await SelfTestChecks.runAll(checks).filter { $0.clause == "PUSH-TAP-BUDGET" && $0.outcome == .failed }
    }

    @Test("A tap handler that hangs only for the dismissal fails PUSH-TAP-BUDGET, naming the dismissal")
    func dismissal() async throws {
        let failures = try await tapFailures { BreaksTapOnDismiss() }
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.actual.contains("for the dismissal of the module's category 'conforming.reply' "
            + "(UNNotificationDismissActionIdentifier)") }, "\(failures.map(\.actual))")
    }

    @Test("A tap handler that hangs only for a button of its own category fails PUSH-TAP-BUDGET, naming the action and category")
    func ownAction() async throws {
        let failures = try await tapFailures { BreaksTapOnOwnAction() }
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.actual.contains("for the action 'reply' of the module's category 'conforming.reply'") },
                "\(failures.map(\.actual))")
    }

    @Test("The conforming module answers every response of every tap case")
    func conformingAnswersAll() async throws {
        #expect(try await tapFailures { ConformingPushLifecycleModule() }.isEmpty)
    }

    @Test("The responses are the tap and each action of each category the module returns, with the dismissal only where the category asks for it; a text action sends text")
    @MainActor func responses() throws {
        let responses = PushProbe.responses(offeredBy: ConformingPushLifecycleModule())
        #expect(responses.map(\.action) == [UNNotificationDefaultActionIdentifier, "reply"])
        #expect(responses.last?.category == "conforming.reply")
        let dismissing = PushProbe.responses(offeredBy: BreaksTapOnDismiss())
        #expect(dismissing.map(\.action) == [UNNotificationDefaultActionIdentifier, "reply", UNNotificationDismissActionIdentifier])
        let request = UNNotificationRequest(identifier: "r", content: UNMutableNotificationContent(), trigger: nil)
        let notification = try SystemObjects.notification(for: PushProbe.request(request, category: "conforming.reply"))
        #expect(notification.request.content.categoryIdentifier == "conforming.reply")
        let text = try SystemObjects.response(to: notification, action: "reply", userText: "hi")
        #expect((text as? UNTextInputNotificationResponse)?.userText == "hi" && text.actionIdentifier == "reply")
    }

    @Test("The silent callback has a budget of its own, and a failure names it")
    func silentBudget() async throws {
        // Two budgets far apart, read back from the failure messages: no timing decides this test's outcome.
        let options = ConformanceOptions(handlerBudget: .milliseconds(40), callbackBudget: .milliseconds(100),
                                         serviceExtensionBudget: .milliseconds(200), silentNotificationBudget: .milliseconds(300))
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push([PushDeclarations.lifecycleOnly { BreaksSilentBudget() },
                                                                           PushDeclarations.peer], options: options))
        let silent = results.filter { $0.clause == "PUSH-SILENT-BUDGET" && $0.outcome == .failed }
        #expect(!silent.isEmpty && silent.allSatisfy { $0.actual == "did not return within 0.3 seconds" }, "\(silent.map(\.actual))")
        #expect(options.silentNotificationBudget == .milliseconds(300) && ConformanceOptions().silentNotificationBudget == .seconds(30))
    }

    @Test("A content extension is shown a notification in each category it declares")
    func contentCategories() async throws {
        let declaration = PushDeclarations.conforming(contentExtension: { CategoryNotingContentExtension() },
                                                      contentCategories: ["ConformingCard", "ConformingReceipt"])
        _ = await SelfTestChecks.runAll(try SelfTestChecks.push([declaration, PushDeclarations.peer])
            .filter { $0.clause == "PUSH-CONTENT-SURVIVES" })
        #expect(Set(CategoryNotingContentExtension.log.values).isSuperset(of: ["ConformingCard", "ConformingReceipt"]))
    }
}
