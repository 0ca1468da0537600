import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Q2ModuleInterfaces
import Testing

/// What the modules below record: the entry points that were called.
private typealias EntryLog = EventLog<String>

/// The conforming continuity module, noting each entry point that is called with an application object.
private final class RecordingContinuityModule: ConformingContinuityModule, @unchecked Sendable {
    let log: EntryLog
    init(_ log: EntryLog) { self.log = log; super.init() }

    override func application(_ application: UIApplication, shouldOpenURL url: URL,
                              withOptions options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool? {
        log.append("shouldOpenURL")
        return super.application(application, shouldOpenURL: url, withOptions: options)
    }

    override func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                              restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool? {
        log.append("continue")
        return super.application(application, continue: userActivity, restorationHandler: restorationHandler)
    }
}

/// The conforming push lifecycle module, noting each callback that is called with the application or the center.
private final class RecordingPushModule: ConformingPushLifecycleModule, @unchecked Sendable {
    /// The log of every instance: the conforming module's initializer, which the kit's checks call, takes no log.
    static let log = EntryLog()
    var log: EntryLog { Self.log }

    override func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        log.append("didReceive")
    }

    override func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        log.append("didRegister")
    }
}

@Suite("Without a host application, as in a Swift package's test bundle on iOS")
struct HostlessBundleTests {
    @Test("The application object and the notification center are never asked for; asking says why there is none")
    @MainActor func systemObjectsThrow() {
        HostApplication.simulatedAbsentLocal.withValue(true) {
            #expect(!HostApplication.hasApplication && !HostApplication.hasNotificationCenter)
            #expect(throws: SystemObjects.Unavailable.self) { try SystemObjects.application }
            #expect(throws: SystemObjects.Unavailable.self) { try SystemObjects.notificationCenter }
            do {
                _ = try SystemObjects.notificationCenter
            } catch {
                #expect("\(error)".contains("needs a host application") && "\(error)".contains("app's test target"), "\(error)")
            }
        }
        #expect(HostApplication.hasApplication && HostApplication.hasNotificationCenter, "off Apple platforms the stand-ins are always there")
        #expect((try? SystemObjects.application) != nil)
    }

    @Test("Continuity and push checks run to the end: a check that must hand a module the application or the center fails saying so, every other check judges as with a host")
    func checksWithoutHost() async throws {
        let checks = try SelfTestChecks.conforming(.continuity) + SelfTestChecks.conforming(.push)
        let hosted = Dictionary(uniqueKeysWithValues: await SelfTestChecks.runAll(checks).map { ($0.checkID, $0) })
        let hostless = await HostApplication.simulatedAbsentLocal.withValue(true) { await SelfTestChecks.runAll(checks) }
        #expect(hostless.count == checks.count, "every check finished")
        var needingHost = Set<ClauseID>(), judged = Set<ClauseID>()
        for result in hostless {
            let withHost = try #require(hosted[result.checkID])
            if result.outcome == .failed {
                #expect(result.report.contains("needs a host application"), "\(result.report)")
                #expect(withHost.outcome == .passed, "\(result.checkID) fails only for want of a host")
                needingHost.insert(result.clause)
            } else {
                #expect(result.outcome == withHost.outcome, "\(result.checkID): \(result.outcome) without a host, \(withHost.outcome) with one")
                judged.insert(result.clause)
            }
        }
        // Both kinds occur: the entry points that take the application or the center, and those that take neither
        // (service and content extensions, categories, routing by sender, settings).
        #expect(needingHost.contains { $0.rawValue.hasPrefix("CONT-") } && needingHost.contains { $0.rawValue.hasPrefix("PUSH-") })
        #expect(judged.contains { $0.rawValue.hasPrefix("PUSH-") })
    }

    @Test("No module is handed a missing object: without a host, entry points that take the application or the center are never called")
    func modulesAreNotCalled() async throws {
        // The push log is every instance's, so the test counts what it adds (a repeated run starts from its last count).
        let continuityLog = EntryLog(), pushLog = RecordingPushModule.log, pushBefore = pushLog.count
        let checks = try SelfTestChecks.continuity { RecordingContinuityModule(continuityLog) }
            + SelfTestChecks.push([PushDeclarations.lifecycleOnly { RecordingPushModule() }, PushDeclarations.peer])
        let results = await HostApplication.simulatedAbsentLocal.withValue(true) { await SelfTestChecks.runAll(checks) }
        #expect(continuityLog.values.isEmpty && pushLog.count == pushBefore, "\(continuityLog.values) \(pushLog.values)")
        #expect(results.contains { $0.outcome == .failed && $0.report.contains("needs a host application") })
        // The same modules are called when a host is there: the log above would have seen a call.
        _ = await SelfTestChecks.runAll(checks)
        #expect(!continuityLog.values.isEmpty && pushLog.count > pushBefore)
    }
}
