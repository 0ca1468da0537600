import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// Entry points are called where the app calls them: modules that assert the main thread pass every required clause,
/// and the same modules trap when their entry points are called elsewhere, so the assertion is real.
@Suite("Entry points are called on the thread the app uses")
struct MainThreadTests {
    func failedRequired(_ checks: [ConformanceCheck]) async -> [String] {
        var failed: [String] = []
        await withTaskGroup(of: CheckResult.self) { group in
            for check in checks { group.addTask { await check.run() } }
            for await result in group where result.outcome == .failed && result.level == .required {
                failed.append("\(result.clause) · \(result.fixture)")
            }
        }
        return failed
    }

    @Test("Continuity, push lifecycle, content extension and Tecton methods that assert the main thread pass every required clause")
    func mainThreadModulesPass() async {
        let options = ConformanceOptions(handlerBudget: .milliseconds(50), serviceExtensionPatience: .milliseconds(200))
        let continuity = ConformanceCheck.continuity(owning: "com.q2.mobile.module.demo/path", options: options) {
            MainThreadContinuityModule()
        }
        let push = ConformanceCheck.push(PushDeclarations.conforming(lifecycle: { MainThreadPushLifecycleModule() },
                                                                     contentExtension: { MainThreadContentExtension() }),
                                         PushDeclarations.peer, deviceTokenFormatter: ConformingPushLifecycleModule.hex, options: options)
        let method = ConformanceCheck.method(ConformingMethodModule.declaration { MainThreadMethodModule() }, options: options)
        let failed = await failedRequired(continuity + push + method)
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test("The other direction: off the main thread each of those modules traps, and the same call on the main actor does not")
    func offMainTraps() async {
        await #expect(processExitsWith: .failure) {
            let system = await MainActor.run { Unchecked(MainThreadTests.systemObjects()) }
            await Task.detached { Self.callEachModule(system.value) }.value
        }
        // dispatchPrecondition traps with an illegal instruction; each module alone, off the main thread.
        await #expect(processExitsWith: .signal(SIGILL)) {
            await Task.detached { _ = MainThreadPushLifecycleModule().getNotificationCategories() }.value
        }
        // A content extension cannot even be called off the main actor: UNNotificationContentExtension's didReceive(_:)
        // is main-actor isolated, here as in Apple's framework, so the compiler refuses such a call.
        await #expect(processExitsWith: .signal(SIGILL)) {
            await Task.detached {
                MainThreadMethodModule().sum(data: MethodModuleData(data: [:]), callback: MethodModuleCallback { _ in })
            }.value
        }
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let system = MainThreadTests.systemObjects()
                Self.callEachModule(system)
                MainThreadContentExtension().didReceive(system.notification)
            }
        }
    }

    /// The system objects the entry points take, made on the main actor as the app has them.
    @MainActor static func systemObjects() -> (application: UIApplication, notification: UNNotification) {
        let request = UNNotificationRequest(identifier: "x", content: UNMutableNotificationContent(), trigger: nil)
        return (try! SystemObjects.application, try! SystemObjects.notification(for: request))
    }

    /// One entry point of each main-thread module that is not a view controller.
    static func callEachModule(_ system: (application: UIApplication, notification: UNNotification)) {
        let link = URL(string: "q2mob://com.q2.mobile.module.demo/path")!
        _ = MainThreadContinuityModule().application(system.application, shouldOpenURL: link, withOptions: [:])
        _ = MainThreadPushLifecycleModule().getNotificationCategories()
        MainThreadMethodModule().sum(data: MethodModuleData(data: [:]), callback: MethodModuleCallback { _ in })
    }
}
