import ConformanceEngine
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("Modules written the way the pages' samples are written compile and run against the portable interfaces")
struct InterfaceFidelityTests {
    @Test("The page-shaped continuity module claims both documented shapes and declines another module's link")
    @MainActor func continuityModule() throws {
        let module = PageShapedContinuityModule()
        let app = try SystemObjects.application
        #expect(module.application(app, shouldOpenURL: URL(string: "q2mob://com.q2.mobile.module.demo/path")!, withOptions: [:]) == true)
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path")
        #expect(module.application(app, continue: activity, restorationHandler: { _ in }) == true)
        #expect(module.application(app, shouldOpenURL: URL(string: "q2mob://com.q2.mobile.module.other/path")!, withOptions: [:]) == nil)
    }

    @Test("Push lifecycle defaults do nothing and answer nil; the sample's answers come through")
    func pushLifecycle() async throws {
        let minimal = MinimalPushLifecycleModule()
        // The app's objects, taken on the main actor where they live and handed to the callbacks as the SDK does.
        let system = try await MainActor.run { Unchecked((try SystemObjects.application, try SystemObjects.notificationCenter)) }
        let (application, center) = system.value
        #expect(MinimalPushLifecycleModule.sender == nil)
        #expect(minimal.getNotificationCategories() == nil)
        #expect(await minimal.application(application, didReceiveRemoteNotification: [:]) == nil)
        let content = UNNotificationContent()
        let notification = try SystemObjects.notification(for: UNNotificationRequest(identifier: "n", content: content, trigger: nil))
        #expect(await minimal.userNotificationCenter(center, willPresent: notification) == nil)

        let sample = PageShapedPushLifecycleModule()
        #expect(PageShapedPushLifecycleModule.sender?.id == "com.q2.mobile.module.fidelity")
        sample.application(application, didRegisterForRemoteNotificationsWithDeviceToken: Data([0x00, 0xAB, 0x0F]))
        #expect(sample.lastToken == "00ab0f")
        #expect(await sample.userNotificationCenter(center, willPresent: notification) == [.banner, .sound, .badge])
    }

    @Test("The service extension changes its own notification and passes another's through unchanged")
    func serviceExtension() {
        let mutable = UNMutableNotificationContent()
        mutable.title = "original"
        mutable.userInfo = ["sender": "com.q2.mobile.module.fidelity", "data": ["fidelity": ["title": "changed"]]]
        var delivered: [String] = []
        PageShapedServiceExtensionModule().didReceive(UNNotificationRequest(identifier: "a", content: mutable.copy() as! UNNotificationContent, trigger: nil)) {
            delivered.append($0.title)
        }
        mutable.userInfo["sender"] = "com.q2.mobile.module.other"
        PageShapedServiceExtensionModule().didReceive(UNNotificationRequest(identifier: "b", content: mutable.copy() as! UNNotificationContent, trigger: nil)) {
            delivered.append($0.title)
        }
        #expect(delivered == ["changed", "original"])
    }

    @Test("The content extension receives its notification")
    @MainActor func contentExtension() throws {
        let module = PageShapedContentExtensionModule()
        module.viewDidLoad()
        let content = UNMutableNotificationContent()
        content.body = "body text"
        module.didReceive(try SystemObjects.notification(for: UNNotificationRequest(identifier: "c", content: content, trigger: nil)))
        #expect(module.shownBody == "body text")
    }

    @Test("Selector methods are found by Tecton name and typed requests answer with JSON")
    func methodModule() async {
        let module = PageShapedMethodModule()
        let answers = EventLog<JSONValue>()
        module.tectonMethods["echoParameter"]?(MethodModuleData(data: ["parameterName": .string("hello")]),
                                               MethodModuleCallback { answers.append($0.response) })
        #expect(answers.values == [.string("hello")])
        let answer = await module.handleRequest(.oauthAuthorizationParams(context: nil))
        #expect(answer?["queryParamKey"] == .string("fidelity_session"))
        #expect(answer?["issuerUrl"] == .string(""))
        #expect(await module.collectPeerParameters().isEmpty)
    }
}
