import ConformanceEngine
import Foundation
import Q2ModuleInterfaces
import Testing

@Suite("Modules written the way the pages' samples are written compile and run against the portable interfaces")
struct InterfaceFidelityTests {
    @Test("The page-shaped continuity module claims both documented shapes and declines another module's link")
    func continuityModule() {
        let module = PageShapedContinuityModule()
        let app = UIApplication()
        #expect(module.application(app, shouldOpenURL: URL(string: "q2mob://com.q2.mobile.module.demo/path")!, withOptions: [:]) == true)
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://demo.q2.com/experimental/uux.aspx#/com.q2.mobile.module.demo/path")
        #expect(module.application(app, continue: activity, restorationHandler: { _ in }) == true)
        #expect(module.application(app, shouldOpenURL: URL(string: "q2mob://com.q2.mobile.module.other/path")!, withOptions: [:]) == nil)
    }

    @Test("Push lifecycle defaults do nothing and answer nil; the sample's answers come through")
    func pushLifecycle() async {
        let minimal = MinimalPushLifecycleModule()
        #expect(MinimalPushLifecycleModule.sender == nil)
        #expect(minimal.getNotificationCategories() == nil)
        #expect(await minimal.application(UIApplication(), didReceiveRemoteNotification: [:]) == nil)
        let content = UNNotificationContent()
        let notification = UNNotification(request: UNNotificationRequest(identifier: "n", content: content))
        #expect(await minimal.userNotificationCenter(UNUserNotificationCenter(), willPresent: notification) == nil)

        let sample = PageShapedPushLifecycleModule()
        #expect(PageShapedPushLifecycleModule.sender?.id == "com.q2.mobile.module.fidelity")
        sample.application(UIApplication(), didRegisterForRemoteNotificationsWithDeviceToken: Data([0x00, 0xAB, 0x0F]))
        #expect(sample.lastToken == "00ab0f")
        #expect(await sample.userNotificationCenter(UNUserNotificationCenter(), willPresent: notification) == [.banner, .sound, .badge])
    }

    @Test("The service extension changes its own notification and passes another's through unchanged")
    func serviceExtension() {
        let mutable = UNMutableNotificationContent()
        mutable.title = "original"
        mutable.userInfo = ["sender": "com.q2.mobile.module.fidelity", "data": ["fidelity": ["title": "changed"]]]
        var delivered: [String] = []
        PageShapedServiceExtensionModule().didReceive(UNNotificationRequest(identifier: "a", content: mutable.copy() as! UNNotificationContent)) {
            delivered.append($0.title)
        }
        mutable.userInfo["sender"] = "com.q2.mobile.module.other"
        PageShapedServiceExtensionModule().didReceive(UNNotificationRequest(identifier: "b", content: mutable.copy() as! UNNotificationContent)) {
            delivered.append($0.title)
        }
        #expect(delivered == ["changed", "original"])
    }

    @Test("The content extension receives its notification")
    func contentExtension() {
        let module = PageShapedContentExtensionModule()
        module.viewDidLoad()
        let content = UNMutableNotificationContent()
        content.body = "body text"
        module.didReceive(UNNotification(request: UNNotificationRequest(identifier: "c", content: content)))
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
