import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Counts how often a module factory is called, from any thread.
final class FactoryCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    var count: Int { lock.lock(); defer { lock.unlock() }; return calls }
    func record() { lock.lock(); calls += 1; lock.unlock() }
}

@Suite("Declaring checks runs no module code; verdicts say why a check does not apply")
struct CheckDeclarationTests {
    @Test("Building the checks of every contract calls no module factory; running one check does")
    func noModuleCodeWhileBuilding() async throws {
        let calls = FactoryCalls()
        let checks = try SelfTestChecks.continuity { calls.record(); return ConformingContinuityModule() }
            + SelfTestChecks.push([PushDeclarations.conforming(
                lifecycle: { calls.record(); return ConformingPushLifecycleModule() },
                serviceExtension: { calls.record(); return ConformingServiceExtension() },
                contentExtension: { calls.record(); return ConformingContentExtension() }), PushDeclarations.peer],
                settings: PushDeclarations.conformingSettings)
            + SelfTestChecks.method { calls.record(); return ConformingMethodModule() }
        #expect(calls.count == 0)
        for clause: ClauseID in ["CONT-OWN-CLAIMED", "PUSH-SENDER-PRESENT", "PUSH-SETTINGS-CLASSNAME", "METHOD-SELECTOR-ONCE"] {
            let before = calls.count
            _ = await checks.first { $0.clause == clause }?.run()
            #expect(calls.count > before, "\(clause) made its module while it ran")
        }
    }

    @Test("Every not-applicable check of a module without a sender gives a reason its contract declares")
    func notApplicableReasonsComeFromRequirements() async throws {
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push(
            [PushDeclarations.lifecycleOnly { BreaksSenderPresent() }, PushDeclarations.peer], settings: PushDeclarations.conformingSettings))
        let notApplicable = results.filter { $0.outcome == .notApplicable }
        #expect(!notApplicable.isEmpty)
        let reasons = Set(PushRequirement.allCases.map(\.reason))
        for result in notApplicable {
            #expect(result.note.map(reasons.contains) == true, "\(result.checkID): \(result.note ?? "no note")")
        }
    }

    @Test("A check before its clause's SDK version does not apply, and says from which version it does")
    func versionGateNote() async throws {
        let options = ConformanceOptions(sdkVersion: SDKVersion("25.6.0"), handlerBudget: .milliseconds(40), callbackBudget: .milliseconds(150),
                                         serviceExtensionBudget: .milliseconds(200))
        let results = await SelfTestChecks.runAll(try SelfTestChecks.push(PushDeclarations.conformingSet, options: options)
            .filter { $0.clause == "PUSH-SENDER-PRESENT" })
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.outcome == .notApplicable && $0.note == "clause applies from SDK 25.7.0; certifying for SDK 25.6.0" })
    }
}
