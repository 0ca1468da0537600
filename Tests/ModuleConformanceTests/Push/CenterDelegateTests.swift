import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

/// The notification center a module is handed has the SDK's delegate, as in the app (the fourteenth review).
@Suite("The notification center handed to a module has a delegate")
struct CenterDelegateTests {
    @Test("A module that would trap on a center without a delegate runs as in the app: its present checks pass")
    func centerHasADelegate() async {
        await #expect(processExitsWith: .success) {
            let checks = ((try? SelfTestChecks.push([PushDeclarations.lifecycleOnly { TrapsWithoutCenterDelegate() }])) ?? [])
                .filter { $0.clause == "PUSH-PRESENT-BUDGET" }
            guard !checks.isEmpty else { exit(2) }
            let results = await SelfTestChecks.runAll(checks)
            exit(results.allSatisfy { $0.outcome == .passed } ? 0 : 3)
        }
    }
}
