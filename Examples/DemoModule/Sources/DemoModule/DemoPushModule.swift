import Foundation
import Q2ModuleInterfaces

/// The demo module's push lifecycle: it answers for its own notifications and leaves other modules' alone.
public final class DemoPushModule: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    /// The last device token, as the demo backend would receive it.
    public private(set) var registeredToken: String?
    /// How many taps on the demo's notifications the module handled.
    public private(set) var tapsHandled = 0

    public init() {}

    public static var sender: PushSender? { .demo }

    public func getNotificationCategories() -> Set<UNNotificationCategory>? {
        let view = UNNotificationAction(identifier: "com.q2.mobile.module.demo.view", title: "View")
        return [UNNotificationCategory(identifier: "Q2Demo", actions: [view], intentIdentifiers: [])]
    }

    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        registeredToken = DemoDeviceToken.string(from: deviceToken)
    }

    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        registeredToken = nil
    }

    public func application(_ application: UIApplication,
                            didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult? {
        isDemo(userInfo) ? .noData : nil
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        if isDemo(response.notification.request.content.userInfo) { tapsHandled += 1 }
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                       willPresent notification: UNNotification) async -> UNNotificationPresentationOptions? {
        isDemo(notification.request.content.userInfo) ? [.banner, .sound] : nil
    }

    private func isDemo(_ userInfo: [AnyHashable: Any]) -> Bool {
        (userInfo["sender"] as? String) == PushSender.demo.id
    }
}

/// A second, smaller module of the same app, which only shows alerts with a dismiss action.
public final class DemoAlertsModule: PushLifecycleModule {
    public var moduleDelegate: ModuleDelegate?
    public var moduleDataSource: ModuleDataSource?

    public init() {}

    public static var sender: PushSender? { PushSender(id: "com.q2.mobile.module.demo-alerts") }

    public func getNotificationCategories() -> Set<UNNotificationCategory>? {
        [UNNotificationCategory(identifier: "DemoAlertsDismiss",
                                actions: [UNNotificationAction(identifier: "dismiss", title: "Dismiss")], intentIdentifiers: [])]
    }
}
